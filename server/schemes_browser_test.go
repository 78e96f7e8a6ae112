package server

import (
	"encoding/json"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// rulesManager is a browser whose findings and accessibility passes have
// long time boxes, so a loaded machine cannot cut the checks short.
func rulesManager(t *testing.T) *browser.Manager {
	t.Helper()
	m := browser.NewManager(browser.Options{NavigationTimeout: 15 * time.Second, A11yBudget: 20 * time.Second, FindingsBudget: 20 * time.Second})
	t.Cleanup(func() { _ = m.Close() })
	return m
}

// schemeFinding is a finding as any answer carries it, with the schemes
// a colorScheme both answer gives it.
type schemeFinding struct {
	Kind     string   `json:"kind"`
	Rule     string   `json:"rule"`
	WCAG     string   `json:"wcag"`
	Selector string   `json:"selector"`
	UserSees string   `json:"userSees"`
	Schemes  []string `json:"colorSchemes"`
}

// schemeAnswer is the part of a single or merged answer these tests read.
type schemeAnswer struct {
	Summary struct {
		Theme *browser.Theme `json:"colorScheme"`
	} `json:"summary"`
	Viewports []struct {
		Name        string `json:"name"`
		ColorScheme string `json:"colorScheme"`
		Image       int    `json:"image"`
		Summary     struct {
			Theme *browser.Theme `json:"colorScheme"`
		} `json:"summary"`
	} `json:"viewports"`
	Findings []schemeFinding `json:"findings"`
	Note     string          `json:"colorSchemeNote"`
}

func callScheme(t *testing.T, cs *mcp.ClientSession, args map[string]any) (*mcp.CallToolResult, schemeAnswer) {
	t.Helper()
	// These looks compare renders, not answers: each is whole, never what
	// is new since the look before at the same target (ADR 0028).
	args = maps.Clone(args)
	args["detail"] = "full"
	res, err := call(t, cs, args)
	if err != nil || res.IsError {
		t.Fatalf("call(%v) = %+v, %v", args, res, err)
	}
	var a schemeAnswer
	if err := json.Unmarshal([]byte(textOf(t, res)), &a); err != nil {
		t.Fatal(err)
	}
	return res, a
}

// contrastOf lists the contrast findings as "selector rule [schemes]".
func contrastOf(fs []schemeFinding) []string {
	var out []string
	for _, f := range fs {
		if f.Kind != "low-contrast" {
			continue
		}
		s := f.Selector + " " + f.Rule
		if len(f.Schemes) > 0 {
			s += " [" + strings.Join(f.Schemes, ",") + "]"
		}
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// TestColorSchemes: a page themed by prefers-color-scheme whose dark theme
// forgot a note's colour and an icon's fill, and whose light theme has a
// pale promo. Dark finds the two dark defects, light the promo only, both
// all three with the schemes each appeared in; the twins that have a dark
// variant are never reported. Calls run dark, light, default, both on one
// origin, so a reused tab that kept the last call's scheme would show.
func TestColorSchemes(t *testing.T) {
	needsBrowser(t)
	page, err := os.ReadFile("testdata/schemes.html")
	if err != nil {
		t.Fatal(err)
	}
	url := serve(t, string(page))
	cs := connect(t, rulesManager(t), "")
	dark := []string{"button.icon-btn.share non-text-contrast", "p.note color-contrast"}
	light := []string{"p.promo color-contrast"}
	for _, tc := range []struct {
		scheme string
		want   []string
	}{
		{"dark", dark},
		{"light", light},
		{"", light}, // no argument: the built-in preset's light, whatever the last call emulated
		{"dark", dark},
	} {
		args := map[string]any{"url": url, "delay": 0}
		if tc.scheme != "" {
			args["colorScheme"] = tc.scheme
		}
		_, a := callScheme(t, cs, args)
		if got := contrastOf(a.Findings); !slices.Equal(got, tc.want) {
			t.Errorf("colorScheme %q: contrast findings = %q, want %q", tc.scheme, got, tc.want)
		}
		th := a.Summary.Theme
		switch {
		case tc.scheme == "" && th != nil:
			t.Errorf("no colorScheme: summary.colorScheme = %+v, want none", th)
		case tc.scheme != "" && (th == nil || th.Scheme != tc.scheme || th.Follows == nil || !*th.Follows || th.Note != ""):
			t.Errorf("colorScheme %q: summary.colorScheme = %+v, want that scheme, followed, no note", tc.scheme, th)
		}
	}

	res, a := callScheme(t, cs, map[string]any{"url": url, "delay": 0, "colorScheme": "both"})
	want := []string{"button.icon-btn.share non-text-contrast [dark]", "p.note color-contrast [dark]", "p.promo color-contrast [light]"}
	if got := contrastOf(a.Findings); !slices.Equal(got, want) {
		t.Errorf("both: contrast findings = %q, want %q", got, want)
	}
	for _, f := range a.Findings {
		if len(f.Schemes) == 0 {
			t.Errorf("both: finding %s %s has no colorSchemes", f.Kind, f.Selector)
		}
		if f.Rule == "non-text-contrast" && (f.WCAG != "1.4.11" || !strings.Contains(f.UserSees, "icon of the button 'Share'")) {
			t.Errorf("both: non-text finding = %+v, want WCAG 1.4.11 and the Share button's icon named", f)
		}
	}
	if n := len(images(res)); n != 2 || len(a.Viewports) != 2 || a.Viewports[0].ColorScheme != "light" || a.Viewports[1].ColorScheme != "dark" || a.Viewports[1].Image != 2 {
		t.Errorf("both: %d images, viewports %+v; want image 1 light, image 2 dark", n, a.Viewports)
	}
	if a.Note != "" {
		t.Errorf("both: colorSchemeNote = %q on a page that follows the scheme", a.Note)
	}

	res, a = callScheme(t, cs, map[string]any{"url": url, "delay": 0, "colorScheme": "both", "viewport": "all"})
	if n := len(images(res)); n != 6 || len(a.Viewports) != 6 {
		t.Errorf("all + both: %d images, %d viewports; want 6", n, len(a.Viewports))
	}
	if got := contrastOf(a.Findings); !slices.Equal(got, want) {
		t.Errorf("all + both: contrast findings = %q, want %q", got, want)
	}
}

// togglePage has a dark theme behind a class its toggle sets: it does not
// follow prefers-color-scheme, so its light and dark renders look alike.
const togglePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blog</title>
<style>body{margin:0;font:16px system-ui;background:#fff;color:#111} .dark body{background:#111;color:#eee}</style></head>
<body><header><button id="theme-toggle" aria-label="Switch to dark mode">◐</button></header><main><h1>Posts</h1><p>Hello.</p></main></body></html>`

// TestColorSchemeNotFollowed: a page that ignores the preference says so
// in both and in dark, names its toggle and points at interact_localhost_ui,
// so no findings never reads as a dark theme that is fine.
func TestColorSchemeNotFollowed(t *testing.T) {
	needsBrowser(t)
	url := serve(t, togglePage)
	cs := connect(t, testManager, "")
	_, a := callScheme(t, cs, map[string]any{"url": url, "delay": 0, "colorScheme": "both"})
	for _, want := range []string{"look the same", "does not follow prefers-color-scheme", "#theme-toggle", "interact_localhost_ui"} {
		if !strings.Contains(a.Note, want) {
			t.Errorf("both: colorSchemeNote = %q, want it to say %q", a.Note, want)
		}
	}
	_, a = callScheme(t, cs, map[string]any{"url": url, "delay": 0, "colorScheme": "dark"})
	th := a.Summary.Theme
	if th == nil || th.Follows == nil || *th.Follows || !strings.Contains(th.Note, "light theme") || !slices.Equal(th.Toggles, []string{"#theme-toggle"}) {
		t.Errorf("dark: summary.colorScheme = %+v, want not followed, a note that this is the light theme, the toggle named", th)
	}
}

// scriptThemePage follows the preference from a script, as next-themes'
// "system" does: its dark rules hang on a class set from matchMedia, so a
// light render alone shows no sign of a dark theme.
const scriptThemePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title>
<script>document.documentElement.classList.add(matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light")</script>
<style>body{margin:0;font:16px system-ui;background:#fff;color:#111} .dark body{background:#111;color:#eee}</style></head>
<body><main><h1>Dashboard</h1><p>Hello.</p></main></body></html>`

// TestColorSchemeBothFollows: with colorScheme both, the light render of
// an app that follows the preference from a script says it does (the dark
// render's answer), not false; the twin without a dark theme says false in
// both renders.
func TestColorSchemeBothFollows(t *testing.T) {
	needsBrowser(t)
	cs := connect(t, testManager, "")
	for _, tc := range []struct {
		name, page string
		want       bool
	}{
		{"script-themed", scriptThemePage, true},
		{"no dark theme", togglePage, false},
	} {
		_, a := callScheme(t, cs, map[string]any{"url": serve(t, tc.page), "delay": 0, "colorScheme": "both"})
		if len(a.Viewports) != 2 {
			t.Fatalf("%s: %d renders, want 2", tc.name, len(a.Viewports))
		}
		for _, v := range a.Viewports {
			th := v.Summary.Theme
			if th == nil || th.Follows == nil || *th.Follows != tc.want || th.Scheme == "light" && th.Note != "" {
				t.Errorf("%s, %s render: colorScheme = %+v, want followsPreference %v and no note in light", tc.name, v.ColorScheme, th, tc.want)
			}
		}
	}
}
