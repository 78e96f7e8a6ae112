package cascade

import (
	"regexp"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"
)

// A generated utility class (Tailwind's, UnoCSS's, Emotion's css-<hash>)
// is placed where the markup writes it, not at its generated sheet's line.

// tokenLine is where a utility class is written: the element's markup
// line when it writes the token, else the one line of that file that does
// (a class list a helper builds, as shadcn/ui's cva base strings, is not
// on the element's line, and Nuxt names an element's file with no line);
// the element's line when the file cannot be read or the token is written
// on several lines or none; nothing when the element has no line either.
func (r *resolver) tokenLine(at *contract.Source, token string) *contract.Source {
	src, _ := r.tokenAt(at, token)
	return src
}

// tokenAt is tokenLine, and whether the markup was read and writes the
// token at the line it returns.
func (r *resolver) tokenAt(at *contract.Source, token string) (*contract.Source, bool) {
	if at == nil || at.File == "" {
		return nil, false
	}
	own := markupLine(at) // nil when the element's source has no line
	lines := r.markupFile(at.File)
	writes := func(l string) bool {
		for i := strings.Index(l, token); i >= 0; {
			end := i + len(token)
			if (i == 0 || classEdge(l[i-1])) && (end == len(l) || classEdge(l[end])) {
				return true
			}
			next := strings.Index(l[i+1:], token)
			if next < 0 {
				break
			}
			i += 1 + next
		}
		return false
	}
	if lines == nil {
		return own, false
	}
	if own != nil && own.Line <= len(lines) && writes(lines[own.Line-1]) {
		return own, true
	}
	found := 0
	for i, l := range lines {
		if writes(l) {
			if found != 0 {
				return own, true // written, on several lines: the element's
			}
			found = i + 1
		}
	}
	if found == 0 {
		return own, false
	}
	return &contract.Source{File: at.File, Line: found}, true
}

// classEdge reports a byte that can end a class token in markup: a quote,
// a space, a backtick, a brace.
func classEdge(b byte) bool {
	return strings.IndexByte(" \t\"'`{}", b) >= 0
}

// markupLine is an element's source without its column and component: the
// line that writes its class or style attribute.
func markupLine(s *contract.Source) *contract.Source {
	if s == nil || s.File == "" || s.Line == 0 {
		return nil
	}
	return &contract.Source{File: s.File, Line: s.Line}
}

// emotionRe is the class Emotion (MUI's sx and styled, Chakra) writes a
// component's styles under: css-<hash>, then the component's label.
var emotionRe = regexp.MustCompile(`^css-([0-9a-z]{5,8})(-[A-Za-z][\w-]*)?$`)

// emotionClass reports a class Emotion generated at run time: its rule is
// written in the element's markup (an sx prop, a styled call), so the
// markup line is the cause's place, as a utility class's is.
// Its hash has a digit, where a hand-written css-layout has none.
func emotionClass(token string) bool {
	m := emotionRe.FindStringSubmatch(token)
	return m != nil && strings.ContainsAny(m[1], "0123456789")
}

// utilityToken is the class a one-class selector (with its variants:
// .md\:w-\[560px\], .hover\:x:hover) matches, as the markup writes it, when
// the carrier has it.
func utilityToken(selector string, classes []string) string {
	sel := strings.TrimSpace(selector)
	if !strings.HasPrefix(sel, ".") || strings.ContainsAny(sel, " >+~,") {
		return ""
	}
	var b strings.Builder
	esc := false
	for _, ch := range sel[1:] {
		if !esc && ch == '\\' {
			esc = true
			continue
		}
		esc = false
		b.WriteRune(ch)
	}
	un := b.String()
	for _, c := range classes {
		if un == c || strings.HasPrefix(un, c+":") {
			return c
		}
	}
	return ""
}

func hasLayer(layers []string, name string) bool {
	for _, l := range layers {
		if l == name {
			return true
		}
	}
	return false
}
