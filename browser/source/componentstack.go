package source

import (
	"cmp"
	"regexp"
	"strings"
)

// React appends a component stack to some console messages (React 18, and
// React 19 where console.createTask is missing):
//
//	Warning: Each child in a list should have a unique "key" prop. …
//	    at Item (http://localhost:5173/src/Item.jsx:3:17)
//	    at ul
//	    at List (http://localhost:5173/src/List.jsx:8:5)
//
// Most of it is host elements and framework wrappers, and it eats the
// entry's 600 characters. The capture keeps the app's components instead.

// maxComponents caps the components kept from one stack.
const maxComponents = 8

var (
	stackLine  = regexp.MustCompile(`^\s+at ([^\s()]+)(?: \((.*)\))?\s*$`)
	simpleName = regexp.MustCompile(`^[A-Za-z_$][\w$]*$`)
	// The component a React warning is about: "Check the render method of
	// `List`", "occurred in the <Cta> component", "the bad setState() call
	// inside `Form`", React 18's "Invalid prop `x` supplied to `Badge`",
	// "An update to Counter inside a test was not wrapped in act(...)",
	// React 19's key warning when the list's parent is a host element
	// ("Check the render method of `ul`. It was passed a child from Panel.").
	reactNamedTag = regexp.MustCompile("(?:render method of |call inside |supplied to )`([A-Z][\\w$]*)`|in the <([A-Z][\\w$]*)>|An update to ([A-Z][\\w$]*) inside a test|passed a child from ([A-Z][\\w$]*)")
)

// reduceComponentStack cuts a trailing component stack out of a console
// message and returns the message and the app's components in the stack,
// innermost first and outermost last, at most maxComponents, with where
// each is written when the stack says (React 18 on Chromium does: a
// position inside the component's function; else a zero frame). A
// JavaScript stack (method names, no host elements) is left alone.
func ReduceComponentStack(text string) (string, []string, []Frame) {
	lines := strings.Split(text, "\n")
	i := len(lines)
	frames := 0
	for i > 0 {
		l := lines[i-1]
		if strings.TrimSpace(l) == "" {
			i--
			continue
		}
		m := stackLine.FindStringSubmatch(l)
		if m == nil || !simpleName.MatchString(m[1]) {
			break
		}
		frames++
		i--
	}
	if frames < 2 {
		return text, nil, nil
	}
	var names []string
	var at []Frame
	pascal := false
	for _, l := range lines[i:] {
		m := stackLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		name, url := m[1], m[2]
		if name[0] < 'A' || name[0] > 'Z' {
			continue // a host element: div, ul
		}
		pascal = true
		if url != "" && FrameworkFrame.MatchString(url) {
			continue // a framework's wrapper component
		}
		if len(names) > 0 && names[len(names)-1] == name {
			continue
		}
		if len(names) < maxComponents {
			names = append(names, name)
			f, _ := ParseFrame(url)
			at = append(at, f)
		}
	}
	if !pascal {
		return text, nil, nil
	}
	return strings.TrimRight(strings.Join(lines[:i], "\n"), "\n "), names, at
}

// namedComponent is the component a React message names, or "".
func namedComponent(text string) string {
	if m := reactNamedTag.FindStringSubmatch(text); m != nil {
		return cmp.Or(m[1], m[2], m[3], m[4])
	}
	return ""
}
