package cli

import (
	"flag"
	"fmt"
	"strings"
)

// checkSchemes are the values of check's --color-scheme, and the schemes
// each captures every page and viewport in.
var checkSchemes = map[string][]string{"light": {"light"}, "dark": {"dark"}, "both": {"light", "dark"}}

// colorSchemeFlag registers --color-scheme on check's flags.
func colorSchemeFlag(fs *flag.FlagSet) *string {
	return fs.String("color-scheme", "", "prefers-color-scheme to emulate: light, dark or both (each page and viewport in each); default each preset's own (light for the built-ins)")
}

// schemesFor expands --color-scheme; "" is one capture with the preset's own.
func schemesFor(v string) ([]string, error) {
	if v == "" {
		return []string{""}, nil
	}
	s, ok := checkSchemes[v]
	if !ok {
		return nil, fmt.Errorf("--color-scheme must be light, dark or both, not %q", v)
	}
	return s, nil
}

// label is how the reports name a case's render: its viewport, and its
// scheme when the run named one ("desktop dark").
func (c *checkCase) label() string {
	if c.ColorScheme == "" {
		return c.Viewport
	}
	return c.Viewport + " " + c.ColorScheme
}

// identity is what a baseline keys a case's problems by: the viewport, and
// dark when the render was dark, so a light baseline still holds for the
// default light run and a dark problem is its own.
func (c *checkCase) identity() string {
	if c.ColorScheme == "dark" {
		return c.Viewport + " dark"
	}
	return c.Viewport
}

// fileLabel is label for a file name.
func (c *checkCase) fileLabel() string { return strings.ReplaceAll(c.label(), " ", "-") }
