// Package argcheck words the first thing wrong with a tool call's arguments
// the way a model can act on ("delay must be between 0 and 15000 ms; got
// -5"), from the same JSON Schema the server validates them with.
package argcheck

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"
)

// Problem words the first thing wrong with args the way a model can act
// on ("delay must be between 0 and 15000 ms; got -5"), checking the same
// rules as the schema; "" when it finds nothing, and the validator has the
// last word.
func Problem(schema *jsonschema.Schema, args map[string]any) string {
	props := schema.Properties
	var unknown []string
	for k := range args {
		if _, ok := props[k]; !ok {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		known := make([]string, 0, len(props))
		for k := range props {
			known = append(known, k)
		}
		sort.Strings(known)
		return fmt.Sprintf("unknown argument %s (the tool takes %s)", Echo(unknown[0]), strings.Join(known, ", "))
	}
	for _, name := range []string{"url", "viewport", "colorScheme", "delay", "fullPage", "selector"} {
		p, ok := props[name]
		if !ok {
			continue
		}
		v, present := args[name]
		if !present {
			if slices.Contains(schema.Required, name) {
				return name + " is required"
			}
			continue
		}
		if msg := valueProblem(name, p, v); msg != "" {
			return msg
		}
	}
	return ""
}

func valueProblem(name string, p *jsonschema.Schema, v any) string {
	switch p.Type {
	case "string":
		s, ok := v.(string)
		if !ok {
			return fmt.Sprintf("%s must be a string; got %s", name, Echo(v))
		}
		n := utf8.RuneCountInString(s)
		if len(p.Enum) > 0 && !slices.Contains(p.Enum, any(s)) {
			return fmt.Sprintf("%s must be %s; got %s", name, enumWords(p.Enum), Echo(s))
		}
		if p.MinLength != nil && n < *p.MinLength || strings.TrimSpace(s) == "" && p.MinLength != nil {
			return name + " must not be empty"
		}
		if p.MaxLength != nil && n > *p.MaxLength {
			return fmt.Sprintf("%s must be at most %d characters; got %d", name, *p.MaxLength, n)
		}
	case "integer":
		f, ok := v.(float64)
		if !ok {
			return fmt.Sprintf("%s must be a whole number; got %s", name, Echo(v))
		}
		unit := ""
		if name == "delay" {
			unit = " ms"
		}
		if f != math.Trunc(f) {
			of := ""
			if unit != "" {
				of = " of milliseconds"
			}
			return fmt.Sprintf("%s must be a whole number%s; got %s", name, of, Echo(v))
		}
		if p.Minimum != nil && f < *p.Minimum || p.Maximum != nil && f > *p.Maximum {
			return fmt.Sprintf("%s must be between %g and %g%s; got %s", name, *p.Minimum, *p.Maximum, unit, Echo(v))
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			return fmt.Sprintf("%s must be true or false; got %s", name, Echo(v))
		}
	}
	return ""
}

// enumWords renders ["a","b","c"] as "a, b or c".
func enumWords(enum []any) string {
	s := make([]string, len(enum))
	for i, e := range enum {
		s[i] = fmt.Sprint(e)
	}
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// Echo renders a caller's value as JSON, cut to MaxEcho characters.
func Echo(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		b = []byte(fmt.Sprint(v))
	}
	return Shorten(string(b), MaxEcho)
}

// MaxEcho bounds how much of a caller's input an error message repeats: the
// message lands in the model's context, and a 10 MB argument must not come
// back as a 10 MB error.
const MaxEcho = 200

// Shorten cuts s to at most n bytes on a rune boundary and says how long it was.
func Shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("… (%d characters in all)", utf8.RuneCountInString(s))
}
