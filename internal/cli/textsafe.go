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
// (\x1b, \r, \u0085); tabs become spaces. So does every format character
// (Unicode's Cf: the bidi overrides and isolates U+202A-U+202E and
// U+2066-U+2069, zero-width U+200B-U+200F, U+FEFF...): they print nothing
// themselves, but reorder or hide the text around them, so a row could
// read "ok" while its bytes say otherwise. An emoji's zero-width joiner
// is escaped too: the sequence shows as its parts.
func escapeControl(s string) string {
	if !strings.ContainsFunc(s, unsafeRune) {
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
		case unsafeRune(r) && r > 0xffff: // the tag characters U+E0000-U+E007F
			fmt.Fprintf(&b, `\U%08x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// unsafeRune is a character escapeControl shows as an escape: a control
// or format character, or the line and paragraph separators U+2028 and
// U+2029, which some terminals break a line on.
func unsafeRune(r rune) bool {
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
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
