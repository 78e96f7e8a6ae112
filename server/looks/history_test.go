package looks

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser"
)

func result(url, dom string, console []string, failed []browser.FailedRequest, findings ...string) *browser.Result {
	r := &browser.Result{SimplifiedDOM: dom, FailedRequests: failed}
	r.Summary.URL = url
	r.Summary.Viewport.Name = "desktop"
	for _, c := range console {
		r.ConsoleLogs = append(r.ConsoleLogs, browser.ConsoleEntry{Level: "error", Text: c})
	}
	for _, f := range findings {
		kind, sel, _ := strings.Cut(f, " ")
		r.Findings = append(r.Findings, browser.Finding{Kind: kind, Selector: sel})
	}
	return r
}

// TestSinceDiff: what is new and resolved between two looks, by the
// problems' identities: a cache buster, a build hash or a count that
// changed does not make an error new.
func TestSinceDiff(t *testing.T) {
	c := NewHistory(Targets)
	first := result("http://localhost:3000/", "<p>a</p>",
		[]string{"boom at http://localhost:3000/src/App.tsx?t=111:4:2", "old", "chunk index-3f2a9c1b.js failed (3 retries)"},
		[]browser.FailedRequest{{Method: "GET", URL: "http://localhost:3000/logo.png?v=1", Status: 404}},
		"page-overflow-x .hero", "overlap .btn")
	if s := c.Observe(TargetKey(first, "", ""), first); s != nil {
		t.Fatalf("first capture: since = %+v, want nil", s)
	}
	second := result("http://localhost:3000/", "<p>b</p>",
		[]string{"boom at http://localhost:3000/src/App.tsx?t=222:4:2", "new", "chunk index-9e8d7c6b.js failed (4 retries)"},
		[]browser.FailedRequest{{Method: "GET", URL: "http://localhost:3000/logo.png?v=2", Status: 404}},
		"overlap .btn", "text-clipped .title")
	s := c.Observe(TargetKey(second, "", ""), second)
	want := &browser.Since{DOMChanged: true,
		New:      browser.Changes{ConsoleErrors: []string{"console: new"}, FailedRequests: []string{}, Findings: []string{"text-clipped .title"}},
		Resolved: browser.Changes{ConsoleErrors: []string{"console: old"}, FailedRequests: []string{}, Findings: []string{"page-overflow-x .hero"}}}
	s.PreviousAgeMs = 0
	if !reflect.DeepEqual(s, want) {
		t.Errorf("since = %+v\nwant %+v", s, want)
	}
	// Another selector, viewport or fullPage is another target.
	if s := c.Observe(TargetKey(second, ".card", ""), second); s != nil {
		t.Errorf("scoped capture compared with the page: %+v", s)
	}
}

func TestSinceBounded(t *testing.T) {
	c := NewHistory(3)
	for i := range 5 {
		r := result(fmt.Sprintf("http://localhost:%d/", 3000+i), "", nil, nil)
		c.Observe(TargetKey(r, "", ""), r)
	}
	if len(c.items) != 3 || len(c.order) != 3 {
		t.Fatalf("cache holds %d targets (order %d), want 3", len(c.items), len(c.order))
	}
	old := result("http://localhost:3000/", "", nil, nil)
	if s := c.Observe(TargetKey(old, "", ""), old); s != nil {
		t.Errorf("evicted target still compared: %+v", s)
	}
	var many []sinceEntry
	for i := range 25 {
		many = append(many, sinceEntry{id: browser.ProblemID{Kind: "console-error", Message: fmt.Sprint("e", i)}, key: fmt.Sprint("e", i)})
	}
	added, removed := diff(nil, many)
	if len(added) != sinceListMax || added[sinceListMax-1] != "…and 16 more" || len(removed) != 0 || removed == nil {
		t.Errorf("diff = %q, %q; want %d entries ending in a count, and []", added, removed, sinceListMax)
	}
}

// TestSinceAccessibilityRules: two axe rules failing on one element are two
// findings, and fixing one resolves only that one.
func TestSinceAccessibilityRules(t *testing.T) {
	c := NewHistory(Targets)
	aria := func(rules ...string) *browser.Result {
		r := result("http://localhost:3000/", "<p>a</p>", nil, nil)
		for _, rule := range rules {
			r.Findings = append(r.Findings, browser.Finding{Kind: "broken-aria", Rule: rule, Selector: "#menu"})
		}
		return r
	}
	first := aria("aria-valid-attr-value", "aria-required-attr")
	c.Observe(TargetKey(first, "", ""), first)
	second := aria("aria-required-attr")
	s := c.Observe(TargetKey(second, "", ""), second)
	if s == nil || !slices.Equal(s.Resolved.Findings, []string{"broken-aria aria-valid-attr-value #menu"}) || len(s.New.Findings) != 0 {
		t.Errorf("since = %+v, want only broken-aria aria-valid-attr-value #menu resolved", s)
	}
}

// TestSinceNotJudged: a finding the next look did not judge is not
// resolved, and is still there for the look after it: its axe rule was
// cut off at the budget, the layout pass stopped early, or its kind was
// at the per-kind cap with more dropped. Each beside a twin that judged
// it and resolves it.
func TestSinceNotJudged(t *testing.T) {
	cap := browser.Limits.FindingsPerKind
	tests := []struct {
		name         string
		first        []browser.Finding
		second       func(r *browser.Result)
		wantResolved []string
	}{
		{"axe rule not run", []browser.Finding{{Kind: "low-contrast", Rule: "color-contrast", Selector: ".muted"}},
			func(r *browser.Result) { r.Summary.A11yNotRun = []string{"color-contrast"} }, nil},
		{"twin: another rule not run", []browser.Finding{{Kind: "low-contrast", Rule: "color-contrast", Selector: ".muted"}},
			func(r *browser.Result) { r.Summary.A11yNotRun = []string{"target-size"} }, []string{"low-contrast color-contrast .muted"}},
		{"layout pass cut", []browser.Finding{{Kind: "text-clipped", Selector: ".title"}},
			func(r *browser.Result) { r.Summary.FindingsCut = true }, nil},
		{"twin: layout pass whole", []browser.Finding{{Kind: "text-clipped", Selector: ".title"}},
			func(r *browser.Result) {}, []string{"text-clipped .title"}},
		{"kind at the cap", []browser.Finding{{Kind: "small-tap-target", Selector: ".x"}},
			func(r *browser.Result) {
				for i := range cap {
					r.Findings = append(r.Findings, browser.Finding{Kind: "small-tap-target", Selector: fmt.Sprintf(".y%d", i)})
				}
				r.Summary.FindingsDropped = 3
			}, nil},
		{"twin: kind under the cap", []browser.Finding{{Kind: "small-tap-target", Selector: ".x"}},
			func(r *browser.Result) {
				r.Findings = append(r.Findings, browser.Finding{Kind: "small-tap-target", Selector: ".y"})
				r.Summary.FindingsDropped = 3
			}, []string{"small-tap-target .x"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := NewHistory(Targets)
			first := result("http://localhost:3000/", "<p>a</p>", nil, nil)
			first.Findings = tt.first
			key := TargetKey(first, "", "")
			c.Observe(key, first)
			second := result("http://localhost:3000/", "<p>a</p>", nil, nil)
			tt.second(second)
			s := c.Observe(key, second)
			if got := s.Resolved.Findings; !slices.Equal(got, tt.wantResolved) && (len(got) != 0 || len(tt.wantResolved) != 0) {
				t.Errorf("resolved = %q, want %q", got, tt.wantResolved)
			}
			// The look after, which judged everything and found nothing,
			// resolves what the second one carried.
			third := result("http://localhost:3000/", "<p>a</p>", nil, nil)
			s = c.Observe(key, third)
			carried := FindingKey(tt.first[0])
			if len(tt.wantResolved) == 0 && !slices.Contains(s.Resolved.Findings, carried) {
				t.Errorf("third look resolved = %q, want the carried %s among them", s.Resolved.Findings, carried)
			}
		})
	}
}
