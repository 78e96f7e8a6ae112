package browser

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/internal/xvfb"
)

// TestThemeToggles: summary.colorScheme.themeToggles lists the page's
// theme switches and nothing else. Each fixture under testdata/theme
// marks its switches with data-expect="toggle" beside the controls real
// headers have (a bell, nav links, a dropdown, a sort select, all with
// Tailwind's dark: variants or Bootstrap's btn-dark); no-switch.html has
// none, and must list none. Every selector named must find exactly one
// element, a marked one.
func TestThemeToggles(t *testing.T) {
	for _, name := range []string{"shadcn.html", "labelled.html", "data-and-select.html", "checkbox-and-title.html", "no-switch.html"} {
		t.Run(name, func(t *testing.T) {
			page, err := os.ReadFile(filepath.Join("testdata", "theme", name))
			if err != nil {
				t.Fatal(err)
			}
			res, tab := captureKeep(t, Request{URL: serveFixture(t, string(page)), Viewport: "desktop", ColorScheme: "light"}, render.Skip{Findings: true})
			th := res.Summary.Theme
			if th == nil {
				t.Fatal("no summary.colorScheme for a light render")
			}
			want := tab.MustEval(`() => document.querySelectorAll("[data-expect=toggle]").length`).Int()
			if len(th.Toggles) != want {
				t.Errorf("themeToggles = %q, want the %d marked switch(es)", th.Toggles, want)
			}
			for _, sel := range th.Toggles {
				if got := tab.MustEval(`(sel) => { const all = document.querySelectorAll(sel); return all.length === 1 && all[0].matches("[data-expect=toggle]") }`, sel).Bool(); !got {
					t.Errorf("themeToggles names %q, which is not exactly one marked switch", sel)
				}
			}
		})
	}
}

// Pages for followsPreference, each with a dark theme or not.
const (
	// mediaThemePage follows the preference in CSS.
	mediaThemePage = `<!doctype html><html><head><style>body{background:#fff;color:#111} @media (prefers-color-scheme: dark){body{background:#111;color:#eee}}</style></head><body><p>Hi</p></body></html>`
	// scriptThemePage follows it from a script, as next-themes' "system" does:
	// the dark rules hang on a class the script sets from matchMedia.
	scriptThemePage = `<!doctype html><html><head><script>document.documentElement.classList.add(matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light")</script>
<style>body{background:#fff;color:#111} .dark body{background:#111;color:#eee}</style></head><body><p>Hi</p></body></html>`
	// noDarkPage has no dark theme.
	noDarkPage = `<!doctype html><html><head><style>body{background:#fff;color:#111}</style></head><body><p>Hi</p></body></html>`
)

// TestThemeFollowsOnOneLook: what one render can tell of whether a page
// follows prefers-color-scheme. A light render of a page whose script
// picks the theme looks like one of a page without a dark theme, so it
// must not say false: it leaves followsPreference out (unknown) and says
// colorScheme both would tell. A media rule says true in either scheme; a
// dark render says what it saw.
func TestThemeFollowsOnOneLook(t *testing.T) {
	for _, tc := range []struct {
		name, page, scheme, want string // want: true, false or unknown
		note                     string
	}{
		{"script, light", scriptThemePage, "light", "unknown", "colorScheme both"},
		{"plain, light", noDarkPage, "light", "unknown", "colorScheme both"},
		{"media, light", mediaThemePage, "light", "true", ""},
		{"media, dark", mediaThemePage, "dark", "true", ""},
		{"script, dark", scriptThemePage, "dark", "true", ""},
		{"plain, dark", noDarkPage, "dark", "false", "light theme"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := capture(t, Request{URL: serveFixture(t, tc.page), Viewport: "desktop", ColorScheme: tc.scheme})
			th := res.Summary.Theme
			if th == nil {
				t.Fatal("no summary.colorScheme")
			}
			got := "unknown"
			if th.Follows != nil {
				got = map[bool]string{true: "true", false: "false"}[*th.Follows]
			}
			if got != tc.want || (tc.note == "") != (th.Note == "") || !strings.Contains(th.Note, tc.note) {
				t.Errorf("followsPreference %s, note %q; want %s, a note with %q", got, th.Note, tc.want, tc.note)
			}
		})
	}
}

// TestHeadedSchemeInEffect: a headed browser without colorScheme shows
// the system's theme; a dark system's render is recorded as dark, not
// taken for the light default. Chromium's --force-dark-mode stands for the
// dark system; without it the headed window is light, and the summary
// stays as a headless default call's, with no colorScheme.
func TestHeadedSchemeInEffect(t *testing.T) {
	needsBrowser(t)
	xvfb.StartT(t)
	url := serveFixture(t, mediaThemePage)
	for _, tc := range []struct {
		name  string
		flags []string
		want  string // "" for no summary.colorScheme
	}{
		{"dark system", []string{"force-dark-mode"}, "dark"},
		{"light system", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := newTestManager(t, Options{NavigationTimeout: 15 * time.Second, Launch: LaunchOptions{Headed: true, ExtraFlags: tc.flags}})
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			res, err := m.Capture(ctx, Request{URL: url, Viewport: "desktop"})
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if th := res.Summary.Theme; th != nil {
				got = th.Scheme
				if th.Follows == nil || !*th.Follows || !th.ShowsDark {
					t.Errorf("dark system: summary.colorScheme = %+v, want followed and shown dark", th)
				}
			}
			if got != tc.want {
				t.Errorf("summary.colorScheme.scheme = %q, want %q", got, tc.want)
			}
		})
	}
}
