package realapps

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// consoleCase is a page whose own code calls console.error; the entry's
// source must name the app's file, not the framework's console wrapper or
// runtime chunk (issue 10), at the line of the call, with the component
// when the frame names it (issue 14).
type consoleCase struct {
	app       *app
	file      string // the app's file, relative to its folder
	component string // "" where the frame is an anonymous effect callback
	knownGap  string
}

var consoleCases = []consoleCase{
	// React 19 on Vite: the effect's arrow function has no name, and
	// React's task names need the debugger's async stacks.
	{app: viteReact, file: "src/pages/ConsoleError.jsx"},
	{app: nextApp, file: "app/console-error/page.jsx", component: "ConsoleError"},
	{app: vueVite, file: "src/pages/ConsoleError.vue", component: "ConsoleError"},
	{app: svelteVite, file: "src/pages/ConsoleError.svelte", component: "ConsoleError"},
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
				lines := appFile(t, tc.app, tc.file)
				line := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "console.error(") }) + 1
				if src := c.Source; src == nil || src.File != tc.file || src.Line != line || src.Component != tc.component {
					t.Errorf("console.error source = %v, want %s:%d (%s)", src, tc.file, line, tc.component)
				}
			}
			if !found {
				t.Errorf("no console error %q captured\n%s", "Price missing for plan", describe(res))
			}
		})
	}
}

// TestCaughtErrorNamesTheThrow: React 19 logs an error its boundary caught
// from react-dom, with the error's stack in the text. The entry's source is
// the app's throw (mapped, as is the stack in the text) and the component
// React names, not a line of react-dom (issue 14).
func TestCaughtErrorNamesTheThrow(t *testing.T) {
	res := capture(t, viteReact.server(t).URL+"/fetch-fail-unread", "desktop", 0)
	const file = "src/pages/FetchFailUnread.jsx"
	lines := appFile(t, viteReact, file)
	line := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, `throw new Error("plans API answered "`) }) + 1
	for _, c := range res.ConsoleLogs {
		if !strings.Contains(c.Text, "plans API answered 500") {
			continue
		}
		if src := c.Source; src == nil || src.File != file || src.Line != line || src.Component != "Plans" {
			t.Errorf("caught error source = %v, want %s:%d (Plans)", src, file, line)
		}
		if strings.Contains(c.Text, "http://") || !strings.Contains(c.Text, fmt.Sprintf("%s:%d:", file, line)) {
			t.Errorf("the stack in the text is not mapped to %s:%d: %q", file, line, c.Text)
		}
		return
	}
	t.Errorf("no console error quoting the caught error\n%s", describe(res))
}
