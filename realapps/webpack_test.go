package realapps

import (
	"slices"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser"
)

// Next.js with webpack (`next dev --webpack`, what Next 15 apps run) names
// modules webpack-internal:///(layer)/./file and maps them through its dev
// endpoint, and its Server Component maps name absolute paths: sources must
// still be project-relative files of the app, and never a framework's.

// webpackPages are the pages the webpack server is warmed on and captured.
var webpackPages = []string{"/clean", "/truncate", "/escape", "/cta", "/hydration", "/console-error", "/key-warning"}

// TestNextWebpackSources captures next-app's planted bugs under webpack:
// the Server Component findings (/truncate, /escape, /cta) and the client
// component's hydration mismatch name the file that renders the element,
// relative to the app, as under Turbopack.
func TestNextWebpackSources(t *testing.T) {
	for _, tc := range findingCases {
		if !slices.Contains(tc.apps, nextApp) || !slices.Contains(webpackPages, tc.path) {
			continue
		}
		for _, vp := range tc.viewport {
			t.Run(strings.TrimPrefix(tc.path, "/")+"/"+vp, func(t *testing.T) {
				res := capture(t, nextWebpack.server(t).URL+tc.path, vp, 0)
				if msg := check(tc, res.Findings); msg != "" {
					t.Error(msg + "\n" + describe(res))
				}
				if tc.want != nil {
					checkPlantedSource(t, nextWebpack, tc, res.Findings)
				}
				checkEverySource(t, nextWebpack, res.Findings)
				checkSourcesAreTheApps(t, nextWebpack, res)
			})
		}
	}
}

// TestNextWebpackConsoleSource: the app's own console.error under webpack
// names its file and line, as TestConsoleSourceIsTheAppsCode checks under
// Turbopack.
func TestNextWebpackConsoleSource(t *testing.T) {
	const file = "app/console-error/page.jsx"
	res := capture(t, nextWebpack.server(t).URL+"/console-error", "desktop", 0)
	lines := appFile(t, nextWebpack, file)
	line := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "console.error(") }) + 1
	i := slices.IndexFunc(res.ConsoleLogs, func(c browser.ConsoleEntry) bool { return strings.Contains(c.Text, "Price missing for plan") })
	if i < 0 {
		t.Fatalf("no console error %q captured\n%s", "Price missing for plan", describe(res))
	}
	if src := res.ConsoleLogs[i].Source; src == nil || src.File != file || src.Line != line || src.Component != "ConsoleError" {
		t.Errorf("console.error source = %v, want %s:%d (ConsoleError)", src, file, line)
	}
	checkSourcesAreTheApps(t, nextWebpack, res)
}

// checkSourcesAreTheApps checks that every source a capture names, on a
// finding, a console entry or an uncaught error, is a file of the app,
// relative to its folder: not absolute, not a URL, not a framework's or a
// dependency's file (the uncaught "Hydration failed" error is thrown from
// next/dist; its source is left out rather than pointing there).
func checkSourcesAreTheApps(t *testing.T, a *app, res *browser.Result) {
	t.Helper()
	var all []*browser.Source
	for _, f := range res.Findings {
		if f.Kind != "dev-error-overlay" {
			all = append(all, f.Source)
		}
	}
	for _, c := range res.ConsoleLogs {
		all = append(all, c.Source)
	}
	for _, e := range res.UncaughtPageErrors {
		all = append(all, e.Source)
	}
	for _, s := range all {
		if s == nil || s.File == "" {
			continue
		}
		switch f := s.File; {
		case strings.HasPrefix(f, "/") || strings.Contains(f, "://") || strings.HasPrefix(f, "["):
			t.Errorf("source %s is not relative to the app", s)
		case strings.Contains(f, "node_modules") || strings.Contains(f, "next/dist") || strings.HasPrefix(f, "_next/"):
			t.Errorf("source %s is a framework's file", s)
		default:
			appFile(t, a, f) // fails the test if the app has no such file
		}
	}
}
