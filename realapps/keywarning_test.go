package realapps

import (
	"slices"
	"strings"
	"testing"
)

// TestKeyWarningNamesTheComponent: React logs its key warning from
// react-dom, naming the component ("Check the render method of
// `PlanList`") but no position; React 19 keeps the component stack out of
// the console. The entry's source is the component's file, at the list
// items' line, found from the mounted tree and the dev server's maps.
func TestKeyWarningNamesTheComponent(t *testing.T) {
	for _, tc := range []struct {
		app  *app
		file string
	}{
		{viteReact, "src/pages/KeyWarning.jsx"},
		{nextApp, "app/key-warning/page.jsx"},
		{nextWebpack, "app/key-warning/page.jsx"},
	} {
		t.Run(string(tc.app.kind), func(t *testing.T) {
			res := capture(t, tc.app.server(t).URL+"/key-warning", "desktop", 0)
			lines := appFile(t, tc.app, tc.file)
			line := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "<li ") }) + 1
			found := false
			for _, c := range res.ConsoleLogs {
				if !strings.Contains(c.Text, `unique "key" prop`) {
					continue
				}
				found = true
				src := c.Source
				if src == nil || src.File != tc.file || src.Component != "PlanList" || src.Line < line-3 || src.Line > line+3 {
					t.Errorf("key warning source = %v, want %s within 3 of line %d (PlanList)", src, tc.file, line)
				}
			}
			if !found {
				t.Errorf("no key warning captured\n%s", describe(res))
			}
			checkSourcesAreTheApps(t, tc.app, res)
		})
	}
}
