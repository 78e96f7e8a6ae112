package compact

import (
	"regexp"
	"strings"

	"golang.org/x/net/html"
)

const (
	// classChars and styleChars bound an unnamed element's class and
	// style: past them a Tailwind list is hover and focus variants, and an
	// inline style custom properties, neither of which places the element.
	classChars = 80
	styleChars = 80
	// textChars bounds an unnamed element's text node, codeChars the
	// text of a code block nothing inside of is named.
	textChars = 120
	codeChars = 300
	cutMark   = "…[truncated]"
)

// responsive is a Tailwind breakpoint prefix: it says how the element is
// laid out at this size, unlike a state variant (hover:, focus-visible:).
var responsive = regexp.MustCompile(`^(sm|md|lg|xl|2xl|max-\w+|min-\[[^\]]*\]):`)

// hashed is a CSS-in-JS class (emotion's css-1x2y3z-…): no one edits it.
var hashed = regexp.MustCompile(`^(css|jss|sc|emotion)-[0-9a-z]{5,}`)

// trim shortens the long attributes and texts of every element nothing
// names; a named one keeps every class it has (its ancestors are only
// never folded).
func trim(n *node) {
	for _, k := range n.kids {
		switch {
		case k.text:
			if k.parent.named {
				continue
			}
			if t := html.UnescapeString(k.raw); len([]rune(t)) > textChars {
				k.raw = escape.Replace(clip(t, textChars))
			}
		case k.tag == "pre" && !k.keep && len(k.kids) > 0:
			// Highlighted code is a span per token: its text is what a
			// model reads, at most codeChars of it.
			trimAttrs(k)
			t := &node{raw: escape.Replace(textOf(k, codeChars)), text: true, parent: k}
			k.kids = []*node{t}
		case k.tag != "" && !k.compact:
			if !k.named {
				trimAttrs(k)
			}
			trim(k)
		}
	}
}

func trimAttrs(n *node) {
	changed := false
	for i, a := range n.attrs {
		switch {
		case a.name == "class" && len(a.value) > classChars:
			n.attrs[i].value, changed = shortClass(a.value), true
		case a.name == "style" && len(a.value) > styleChars:
			v := strings.TrimSuffix(a.value, cutMark)
			n.attrs[i].value, changed = clip(v, styleChars)+"[truncated]", true
		}
	}
	if !changed {
		return
	}
	var b strings.Builder
	b.WriteString("<" + n.tag)
	for _, a := range n.attrs {
		b.WriteString(" " + a.name)
		if a.value != "" {
			b.WriteString(`="` + escAttr(a.value) + `"`)
		}
	}
	b.WriteString(">")
	n.raw = b.String()
}

// shortClass keeps the classes that place the element first (plain and
// responsive ones), in their order, then state variants and CSS-in-JS
// hashes, and cuts between classes.
func shortClass(v string) string {
	var first, later []string
	for _, c := range strings.Fields(v) {
		if c == cutMark {
			continue
		}
		if hashed.MatchString(c) || (strings.Contains(c, ":") && !responsive.MatchString(c)) {
			later = append(later, c)
		} else {
			first = append(first, c)
		}
	}
	out := ""
	for _, c := range append(first, later...) {
		if len(out)+len(c)+1 > classChars {
			return out + " " + cutMark
		}
		if out != "" {
			out += " "
		}
		out += c
	}
	return out
}

var charRef = regexp.MustCompile(`&(#?[a-zA-Z0-9]+;)`)

// escAttr is the sanitizer's attribute escaping: an ampersand only where
// it would start a character reference, and the double quote.
func escAttr(s string) string {
	s = charRef.ReplaceAllString(s, "&amp;$1")
	return strings.ReplaceAll(s, `"`, "&quot;")
}
