// Package textline puts page text on one line a terminal, a CI log or a
// report can show safely: control and format characters escaped, and a
// finding's source and cause in the words every command uses.
package textline

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/vibelens/vibelens/browser"
)

// Escape makes page text safe to print: a page's console message or
// title reaches the table, the progress line and the logs, and an ESC
// sequence or a bare carriage return in it would rewrite the terminal (a
// forged "ok" row). Every control character becomes a visible escape
// (\x1b, \r, \u0085); tabs become spaces. So does every format character
// (Unicode's Cf: the bidi overrides and isolates U+202A-U+202E and
// U+2066-U+2069, zero-width U+200B-U+200F, U+FEFF...): they print nothing
// themselves, but reorder or hide the text around them, so a row could
// read "ok" while its bytes say otherwise. An emoji's zero-width joiner
// is escaped too: the sequence shows as its parts.
func Escape(s string) string {
	if !strings.ContainsFunc(s, Unsafe) {
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
		case Unsafe(r) && r > 0xffff: // the tag characters U+E0000-U+E007F
			fmt.Fprintf(&b, `\U%08x`, r)
		case Unsafe(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Unsafe reports whether Escape shows r as an escape: a control or
// format character, or the line and paragraph separators U+2028 and
// U+2029, which some terminals break a line on.
func Unsafe(r rune) bool {
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
}

// Writer wraps a writer of human-readable lines: every control character
// but the newline that ends a line is escaped on its way through,
// whatever field of a page it came in.
func Writer(w io.Writer) io.Writer { return controlEscaper{w} }

type controlEscaper struct{ w io.Writer }

func (c controlEscaper) Write(p []byte) (int, error) {
	lines := strings.Split(string(p), "\n")
	for i, l := range lines {
		lines[i] = Escape(l)
	}
	if _, err := io.WriteString(c.w, strings.Join(lines, "\n")); err != nil {
		return 0, err
	}
	return len(p), nil
}

// OneLine is page text on one line, its first, with control characters
// escaped (Escape).
func OneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " …"
	}
	return Escape(s)
}

// At is where a message or finding is written, as the suffix of its
// line, or "" without a source.
func At(src *browser.Source) string {
	if src == nil {
		return ""
	}
	return "  (" + src.String() + ")"
}

// Because is a layout finding's cause on its line: the declaration, the
// element and rule that carry it, where it is written, and the hint.
func Because(c *browser.Cause) string {
	if c == nil {
		return ""
	}
	s := "; because of " + c.Property + ": " + c.Value
	if c.Missing {
		s += " (not set)"
	}
	var in []string
	if c.Element != "" {
		in = append(in, "on "+c.Element)
	}
	if c.Rule != "" {
		in = append(in, "from "+c.Rule)
	}
	if c.Source != nil {
		in = append(in, "at "+c.Source.String())
	}
	if c.Library != nil {
		in = append(in, "in the dependency's "+c.Library.String())
	}
	if len(in) > 0 {
		s += " (" + strings.Join(in, ", ") + ")"
	}
	if c.Fix != "" {
		s += "; fix: " + c.Fix
	}
	return s
}

// List renders a list of names as "a, b or c", for help and errors.
func List(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
