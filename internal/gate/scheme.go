package gate

import "fmt"

// checkSchemes are the values of check's --color-scheme, and the schemes
// each captures every page and viewport in.
var checkSchemes = map[string][]string{"light": {"light"}, "dark": {"dark"}, "both": {"light", "dark"}}

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
