package realapps

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// lineOf is the 1-based line of a test app's file that holds all of parts.
func lineOf(lines []string, parts ...string) int {
	for i, l := range lines {
		if !slices.ContainsFunc(parts, func(p string) bool { return !strings.Contains(l, p) }) {
			return i + 1
		}
	}
	return 0
}

// TestCausesOnRealApps: on Vite's dev server a finding's cause names the
// line that writes it, through the CSS source maps Vite serves: a plain
// stylesheet's rule, a CSS module's (its class hashed in the page), and a
// Tailwind utility, which is written in the markup (issue 40).
func TestCausesOnRealApps(t *testing.T) {
	a := viteReact
	res := capture(t, a.server(t).URL+"/causes", "desktop", 0)
	plain := appFile(t, a, "src/pages/causes.css")
	module := appFile(t, a, "src/pages/causes.module.css")
	jsx := appFile(t, a, "src/pages/Causes.jsx")
	cases := []struct {
		quote    string // in the finding's detail
		property string
		rule     string // a prefix: a module's class is hashed
		file     string
		line     int
	}{
		{"520x", "width", ".promo-strip", "src/pages/causes.css", lineOf(plain, "width: 520px")},
		{"Free shipping", "white-space", "._tag_", "src/pages/causes.module.css", lineOf(module, "white-space: nowrap")},
		{"560x", "width", "w-[560px]", "src/pages/Causes.jsx", lineOf(jsx, "w-[560px]")},
	}
	for _, c := range cases {
		t.Run(c.property+" "+c.rule, func(t *testing.T) {
			i := slices.IndexFunc(res.Findings, func(f browserFinding) bool { return strings.Contains(f.Detail, c.quote) })
			if i < 0 {
				t.Fatalf("no finding quotes %q\n%s", c.quote, describe(res))
			}
			f := res.Findings[i]
			b, _ := json.Marshal(f.Cause)
			got := f.Cause
			if got == nil || got.Property != c.property || !strings.HasPrefix(got.Rule, c.rule) || got.Source == nil ||
				got.Source.File != c.file || got.Source.Line != c.line || c.line == 0 {
				t.Errorf("%s %q: cause %s, want %s from %s… at %s:%d", f.Kind, f.Selector, b, c.property, c.rule, c.file, c.line)
			}
		})
	}
}
