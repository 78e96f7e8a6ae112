package corpus

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser"
)

const scoreManifest = `name: demo
origin: x
stack: y
server: {command: [vite, --port, "{port}"]}
pages: [/, /apps]
planted:
  - {page: /planted, viewports: [mobile], kinds: [text-clipped], selector: whitespace-nowrap, file: src/planted.tsx}
truth:
  - {page: /apps, viewports: [mobile], kinds: [cut-off, escapes-container], selector: connect}
  - {page: /, viewports: [desktop], kinds: [layout-shift], selector: div.about, why: "the lazy view pushes the header", sometimes: "when the view arrives after the first paint"}
console:
  - {page: /planted, text: 'unique "key" prop', file: src/planted.tsx}
`

func TestScore(t *testing.T) {
	m, err := Parse([]byte(scoreManifest), "demo")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, page, viewport, payload   string
		wantTrue, wantUntrue, wantOther int
		wantFound                       []bool // truth then planted then console entries applying
	}{
		{name: "clean page, no findings", page: "/", viewport: "desktop", payload: `{"findings":[]}`},
		{name: "clean page, untrue finding", page: "/", viewport: "mobile",
			payload: `{"findings":[{"kind":"overlap","selector":"div.a","classes":["a"]}]}`, wantUntrue: 1},
		{name: "truth by selector substring", page: "/apps", viewport: "mobile",
			payload: `{"findings":[{"kind":"escapes-container","selector":"button.connect-btn","classes":[]}]}`, wantTrue: 1, wantFound: []bool{true}},
		{name: "truth in an unlisted viewport is untrue", page: "/apps", viewport: "desktop",
			payload: `{"findings":[{"kind":"escapes-container","selector":"button.connect-btn","classes":[]}]}`, wantUntrue: 1},
		{name: "truth by grouped example, counted once", page: "/apps", viewport: "mobile",
			payload: `{"findings":[{"kind":"cut-off","selector":"li","classes":[],"count":7,"examples":["li.card > button.connect"]}]}`, wantTrue: 1, wantFound: []bool{true}},
		{name: "wrong kind", page: "/apps", viewport: "mobile",
			payload: `{"findings":[{"kind":"overlap","selector":"button.connect","classes":[]}]}`, wantUntrue: 1, wantFound: []bool{false}},
		{name: "a sometimes truth, shown, is true", page: "/", viewport: "desktop",
			payload: `{"findings":[{"kind":"layout-shift","selector":"div.about","classes":["about"]}]}`, wantTrue: 1},
		{name: "a sometimes truth, not shown, is no miss", page: "/", viewport: "desktop", payload: `{"findings":[]}`},
		{name: "a sometimes truth in another viewport is untrue", page: "/", viewport: "mobile",
			payload: `{"findings":[{"kind":"layout-shift","selector":"div.about","classes":["about"]}]}`, wantUntrue: 1},
		{name: "planted by class with its file", page: "/planted", viewport: "mobile",
			payload: `{"findings":[{"kind":"text-clipped","selector":"span","classes":["whitespace-nowrap"],"source":{"file":"app/src/planted.tsx"}}],
			"consoleLogs":[{"level":"error","text":"Each child should have a unique \"key\" prop.","source":{"file":"src/planted.tsx"}}]}`,
			wantTrue: 1, wantFound: []bool{true, true}},
		{name: "planted without its file, console from another file", page: "/planted", viewport: "mobile",
			payload: `{"findings":[{"kind":"text-clipped","selector":"span","classes":["whitespace-nowrap"],"source":{"file":"src/other.tsx"}},{"kind":"overlap","classes":[]}],
			"uncaughtPageErrors":[{"message":"unique \"key\" prop","source":{"file":"src/main.tsx"}}]}`,
			wantTrue: 1, wantOther: 1, wantFound: []bool{false, false}},
		{name: "planted page in an unlisted viewport", page: "/planted", viewport: "desktop",
			payload: `{"findings":[{"kind":"text-clipped","selector":"span.whitespace-nowrap","classes":[]}]}`, wantOther: 1, wantFound: []bool{false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := Capture{App: "demo", Page: tc.page, Viewport: tc.viewport, Clean: m.Clean(tc.page)}
			if err := ParsePayload(&c, []byte(tc.payload)); err != nil {
				t.Fatal(err)
			}
			s := m.Score(c)
			if len(s.True) != tc.wantTrue || len(s.Untrue) != tc.wantUntrue || len(s.Other) != tc.wantOther {
				t.Errorf("true/untrue/other = %d/%d/%d, want %d/%d/%d", len(s.True), len(s.Untrue), len(s.Other), tc.wantTrue, tc.wantUntrue, tc.wantOther)
			}
			var found []bool
			for _, e := range append(append(s.Truth, s.Planted...), s.Console...) {
				found = append(found, e.Found)
			}
			if len(found) != len(tc.wantFound) {
				t.Fatalf("entries found = %v, want %v", found, tc.wantFound)
			}
			for i := range found {
				if found[i] != tc.wantFound[i] {
					t.Errorf("entries found = %v, want %v", found, tc.wantFound)
				}
			}
		})
	}
}

func TestReport(t *testing.T) {
	all := []Scored{
		{Capture: Capture{App: "a", Page: "/", Viewport: "desktop", Clean: true, Findings: []Finding{{}, {Kind: "low-contrast", Rule: "color-contrast"}}, PayloadBytes: 100, FindingsMs: 10, A11yMs: 40},
			True: make([]Finding, 1), Untrue: []Finding{{Kind: "low-contrast", Rule: "color-contrast"}}, Truth: []EntryResult{{Found: true}}},
		{Capture: Capture{App: "a", Page: "/", Viewport: "mobile", Clean: true, CapHit: true, CapReason: "network", PayloadBytes: 300, FindingsMs: 30, A11yMs: 2},
			Truth: []EntryResult{{Found: false}}},
		{Capture: Capture{App: "a", Page: "/x", Viewport: "mobile", Err: "timeout"}},
	}
	rows := Rows(all)
	if len(rows) != 3 || rows[2].App != "total" || rows[2].Captures != 3 || rows[2].Failed != 1 || rows[2].Entries != 2 || rows[2].Found != 1 {
		t.Fatalf("Rows() = %+v", rows)
	}
	c := Clean(all)
	if c.Captures != 2 || c.Untrue != 1 || c.CapHit != 1 || c.MedianFindings != 1 || c.A11yUntrue != 1 || c.MedianA11yFindings != 0.5 {
		t.Errorf("Clean() = %+v", c)
	}
	md := Markdown(all, "run on a quiet machine")
	for _, want := range []string{"| a | desktop | 1 | 0 | 2 | 1 | 1 | 1 | 1 | 0 | 0 | 0.50 | 1 | 1 | 1.00 |", "| total |", "capHit: 1 of 2", "a / mobile: network",
		"median findings pass (summary.timingsMs.findings): 20 ms", "median text payload: 200 bytes", "(summary.timingsMs.a11y): median 21 ms, 95th percentile 40 ms",
		"accessibility alone: 1 untrue (target <= 0), median 0.5 per capture", "a `/x` mobile: timeout", "run on a quiet machine"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

func TestSelectApps(t *testing.T) {
	all := []*Manifest{{Name: "a", Sample: true}, {Name: "b"}, {Name: "c", Sample: true}}
	for _, tc := range []struct {
		env, want, err string
	}{
		{"", "a,c", ""},
		{"all", "a,b,c", ""},
		{"b", "b", ""},
		{" c, b ,c", "c,b", ""},
		{"a,zz", "", `"zz"`},
	} {
		got, err := selectApps(all, tc.env)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("selectApps(%q) error = %v, want %q", tc.env, err, tc.err)
			}
			continue
		}
		var names []string
		for _, m := range got {
			names = append(names, m.Name)
		}
		if err != nil || strings.Join(names, ",") != tc.want {
			t.Errorf("selectApps(%q) = %q, %v, want %q", tc.env, names, err, tc.want)
		}
	}
}

func TestSlug(t *testing.T) {
	for page, want := range map[string]string{"/": "index", "/tasks": "tasks", "/settings/account": "settings-account", "/a?b=1": "a-b-1"} {
		if got := slug(page); got != want {
			t.Errorf("slug(%q) = %q, want %q", page, got, want)
		}
	}
}

func TestOffline(t *testing.T) {
	for _, tt := range []struct {
		f    Finding
		want bool
	}{
		{Finding{Kind: "broken-image", Detail: `image failed to load (naturalWidth 0): https://vercel.com/button; alt "Deploy"; failedRequests[0]: net::ERR_TUNNEL_CONNECTION_FAILED`}, true},
		{Finding{Kind: "broken-image", Detail: `image failed to load (naturalWidth 0): http://127.0.0.1:5173/missing.png; no alt text; failedRequests[1]: HTTP 404`}, false},
		{Finding{Kind: "broken-image", Detail: `image failed to load (naturalWidth 0): http://localhost:3000/a.png; failedRequests[0]: net::ERR_CONNECTION_REFUSED`}, false},
		{Finding{Kind: "broken-image", Detail: `image failed to load (naturalWidth 0): https://cdn.example/a.png; no alt text`}, false}, // no failed request to blame
		{Finding{Kind: "text-clipped", Detail: `net::ERR_ https://x.y/`}, false},
	} {
		if got := tt.f.Offline(); got != tt.want {
			t.Errorf("Offline(%q) = %v, want %v", tt.f.Detail, got, tt.want)
		}
	}
}

// TestA11y: the accessibility columns count axe-core's findings and
// non-text contrast, not the web-vitals findings that also name a rule.
func TestA11y(t *testing.T) {
	for _, tt := range []struct {
		f    Finding
		want bool
	}{
		{Finding{Kind: "low-contrast", Rule: "color-contrast"}, true},
		{Finding{Kind: "low-contrast", Rule: "non-text-contrast"}, true},
		{Finding{Kind: "unnamed-control", Rule: "button-name"}, true},
		{Finding{Kind: "layout-shift", Rule: "cls"}, false},
		{Finding{Kind: "slow-loading", Rule: "lcp-heavy-image"}, false},
		{Finding{Kind: "text-clipped"}, false},
	} {
		if got := tt.f.A11y(); got != tt.want {
			t.Errorf("A11y(%s, %s) = %v, want %v", tt.f.Kind, tt.f.Rule, got, tt.want)
		}
	}
}

// TestSummaryCountsLongPasses: the corpus runs the findings pass with a
// long budget, so a pass longer than the product's counts as cut short,
// as does one the summary says was.
func TestSummaryCountsLongPasses(t *testing.T) {
	over := browser.Limits.FindingsBudget.Milliseconds() + 1
	all := []Scored{
		{Capture: Capture{App: "a", Page: "/", Viewport: "desktop", FindingsMs: 10}},
		{Capture: Capture{App: "a", Page: "/", Viewport: "tablet", FindingsMs: over}},
		{Capture: Capture{App: "a", Page: "/", Viewport: "mobile", FindingsMs: 20, Partial: "stopped after 20000 elements"}},
	}
	want := fmt.Sprintf("findings pass cut short, or longer than the product's %s budget: 2 captures", browser.Limits.FindingsBudget)
	if got := Summary(all); !strings.Contains(got, want) {
		t.Errorf("Summary() lacks %q:\n%s", want, got)
	}
}
