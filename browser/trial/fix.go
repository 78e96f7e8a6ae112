package trial

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"
)

// Decl is one declaration a trial applies: a property and its value.
type Decl [2]string

// written finds the "property:" words of a hint ("let it shrink:
// min-width: 0", "keep it inside: right: 0").
var written = regexp.MustCompile(`([a-z][a-z-]*[a-z]):\s`)

// byProperty is the fix to try when the hint names no value: what
// "remove it" or "let it wrap" means for that property. A row whose
// properties match the cause's, and whose hint starts as the fix does;
// an empty hint matches any. Rows are data, not branches (ADR 0012).
var byProperty = []struct {
	props, hint string
	decls       func(c *contract.Cause) []Decl
}{
	{"white-space", "let it wrap", func(c *contract.Cause) []Decl {
		if strings.HasPrefix(c.Value, "pre") {
			return []Decl{{"white-space", "pre-wrap"}}
		}
		return []Decl{{"white-space", "normal"}}
	}},
	{"text-wrap-mode text-wrap", "let it wrap", func(c *contract.Cause) []Decl { return []Decl{{c.Property, "wrap"}} }},
	{"width inline-size", "remove the fixed width", func(c *contract.Cause) []Decl {
		return []Decl{{c.Property, "auto"}, {"max-width", "100%"}}
	}},
	{"flex-basis", "remove the fixed width", func(*contract.Cause) []Decl { return []Decl{{"flex-basis", "auto"}, {"max-width", "100%"}} }},
	{"flex", "remove the fixed width", func(*contract.Cause) []Decl { return []Decl{{"flex", "0 1 auto"}, {"max-width", "100%"}} }},
	{"min-width min-inline-size", "remove the min-width", func(c *contract.Cause) []Decl { return []Decl{{c.Property, "auto"}} }},
	{"height block-size", "remove the fixed height", func(c *contract.Cause) []Decl { return []Decl{{c.Property, "auto"}} }},
	{"max-height max-block-size", "remove the fixed height", func(c *contract.Cause) []Decl { return []Decl{{c.Property, "none"}} }},
	{"height block-size", "let it grow", func(c *contract.Cause) []Decl {
		return []Decl{{c.Property, "auto"}, {"min-" + c.Property, c.Value}}
	}},
	{"max-height max-block-size", "let it grow", func(c *contract.Cause) []Decl { return []Decl{{c.Property, "none"}} }},
	{"grid-template-columns grid-template grid", "let the columns shrink", func(c *contract.Cause) []Decl {
		n := len(strings.Fields(c.Value))
		if n == 0 || strings.ContainsAny(c.Value, "()") {
			return nil
		}
		return []Decl{{"grid-template-columns", "repeat(" + strconv.Itoa(n) + ", minmax(0, 1fr))"}}
	}},
	{"grid-template-columns grid-template grid", "let the track shrink", func(c *contract.Cause) []Decl {
		v := track(c.Value, after(c.Fix))
		if v == "" {
			return nil
		}
		return []Decl{{c.Property, v}}
	}},
	{"margin-left margin-right margin-top margin-bottom margin-inline margin", "remove the negative margin", func(c *contract.Cause) []Decl {
		return []Decl{{c.Property, "0"}}
	}},
	{"scale rotate", "keep it inside", func(c *contract.Cause) []Decl { return []Decl{{c.Property, "none"}} }},
	{"transform", "keep it inside", func(c *contract.Cause) []Decl { return []Decl{{"transform", "none"}} }},
}

// Fix is what a trial of c applies to its element: the declaration its
// hint writes, else the row of byProperty for its property and hint; nil
// when the hint gives nothing to try (a clamp kept on purpose, "place it
// clear of what it covers").
func Fix(c *contract.Cause) []Decl {
	if c == nil || c.Property == "" || c.Fix == "" {
		return nil
	}
	fix := strings.TrimSpace(c.Fix)
	for _, r := range byProperty {
		if !strings.HasPrefix(fix, r.hint) || !fields(r.props, c.Property) {
			continue
		}
		// A hint that writes the value says which: "let it wrap:
		// white-space: pre-wrap".
		if d, ok := parse(fix); ok && d[0] == c.Property {
			return []Decl{d}
		}
		return r.decls(c)
	}
	if d, ok := parse(fix); ok {
		return []Decl{d}
	}
	return nil
}

// parse reads the declaration a hint ends with: the last "property:"
// that names a property, and the rest as its value, without the closing
// parenthesis of an aside ("(max-width: 100%)").
func parse(fix string) (Decl, bool) {
	ms := written.FindAllStringSubmatchIndex(fix, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		name := fix[ms[i][2]:ms[i][3]]
		if !cssProperty(name) {
			continue
		}
		v := strings.TrimSpace(fix[ms[i][1]:])
		if strings.HasSuffix(v, ")") && strings.Count(v, "(") < strings.Count(v, ")") {
			v = strings.TrimSpace(strings.TrimSuffix(v, ")"))
		}
		if v == "" {
			return Decl{}, false
		}
		return Decl{name, v}, true
	}
	return Decl{}, false
}

// cssProperty keeps a hint's words ("let it shrink") from reading as a
// property: a property a layout cause can name, or one of its families.
func cssProperty(p string) bool {
	for _, pre := range []string{"white-space", "text-wrap", "overflow-wrap", "word-break", "width", "min-", "max-", "height", "flex", "grid",
		"top", "left", "right", "bottom", "inset", "margin", "scale", "rotate", "transform", "inline-size", "block-size", "justify-", "align-", "box-sizing", "overflow"} {
		if strings.HasPrefix(p, pre) {
			return true
		}
	}
	return false
}

func fields(list, p string) bool {
	for f := range strings.FieldsSeq(list) {
		if f == p {
			return true
		}
	}
	return false
}

// after is what a hint says after its last ": ", the value it suggests.
func after(fix string) string {
	i := strings.LastIndex(fix, ": ")
	if i < 0 {
		return ""
	}
	return strings.TrimSpace(fix[i+2:])
}

// track puts a hint's track (minmax(min(360px, 100%), 1fr)) in place of
// the track it mends in a grid's columns: the first minmax() there, else
// the first use of the track's minimum (360px); "" when neither is found.
func track(columns, t string) string {
	if !strings.HasPrefix(t, "minmax(") {
		return ""
	}
	if i := strings.Index(columns, "minmax("); i >= 0 {
		depth := 0
		for j := i; j < len(columns); j++ {
			switch columns[j] {
			case '(':
				depth++
			case ')':
				depth--
				if depth == 0 {
					return columns[:i] + t + columns[j+1:]
				}
			}
		}
		return ""
	}
	least, ok := strings.CutPrefix(t, "minmax(min(")
	if !ok {
		return ""
	}
	least, _, _ = strings.Cut(least, ",")
	if least = strings.TrimSpace(least); least == "" || !strings.Contains(columns, least) {
		return ""
	}
	return strings.Replace(columns, least, t, 1)
}
