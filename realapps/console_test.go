package realapps

import (
	"strings"
	"testing"
)

// consoleCase is a page whose own code calls console.error; the entry's
// source must name the app's file, not the framework's console wrapper or
// runtime chunk (issue 10).
type consoleCase struct {
	app      *app
	file     string // part of the source that names the app's file
	knownGap string
}

var consoleCases = []consoleCase{
	{app: viteReact, file: "src/pages/ConsoleError.jsx"},
	{app: nextApp, file: "console-error/page.jsx"},
	{app: vueVite, file: "src/pages/ConsoleError.vue"},
	{app: svelteVite, file: "src/pages/ConsoleError.svelte"},
}

func TestConsoleSourceIsTheAppsCode(t *testing.T) {
	for _, tc := range consoleCases {
		t.Run(tc.app.name, func(t *testing.T) {
			gap(t, tc.knownGap)
			res := capture(t, tc.app.server(t).URL+"/console-error", "desktop", 0)
			found := false
			for _, c := range res.ConsoleLogs {
				if c.Level != "error" || !strings.Contains(c.Text, "Price missing for plan") {
					continue
				}
				found = true
				if src := c.Source.String(); !strings.Contains(src, tc.file) || strings.Contains(src, "node_modules") {
					t.Errorf("console.error source = %q, want the app's %s", c.Source, tc.file)
				}
			}
			if !found {
				t.Errorf("no console error %q captured\n%s", "Price missing for plan", describe(res))
			}
		})
	}
}
