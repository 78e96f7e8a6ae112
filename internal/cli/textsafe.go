package cli

import (
	"fmt"
	"io"
	"strings"
	"unicode"
)

// escapeControl makes page text safe to print: a page's console message
// or title reaches the table, the progress line and the logs, and an ESC
// sequence or a bare carriage return in it would rewrite the terminal (a
// forged "ok" row). Every control character becomes a visible escape
// (\x1b, \r, \u0085); tabs become spaces.
func escapeControl(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\t':
			b.WriteByte(' ')
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\n':
			b.WriteString(`\n`)
		case r < 0x80 && unicode.IsControl(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case unicode.IsControl(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// controlSafe wraps a writer of human-readable lines: every control
// character but the newline that ends a line is escaped on its way
// through, whatever field of a page it came in.
func controlSafe(w io.Writer) io.Writer { return controlEscaper{w} }

type controlEscaper struct{ w io.Writer }

func (c controlEscaper) Write(p []byte) (int, error) {
	lines := strings.Split(string(p), "\n")
	for i, l := range lines {
		lines[i] = escapeControl(l)
	}
	if _, err := io.WriteString(c.w, strings.Join(lines, "\n")); err != nil {
		return 0, err
	}
	return len(p), nil
}
