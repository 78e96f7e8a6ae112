package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

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
	c := newSinceCache(sinceTargets)
	first := result("http://localhost:3000/", "<p>a</p>",
		[]string{"boom at http://localhost:3000/src/App.tsx?t=111:4:2", "old", "chunk index-3f2a9c1b.js failed (3 retries)"},
		[]browser.FailedRequest{{Method: "GET", URL: "http://localhost:3000/logo.png?v=1", Status: 404}},
		"page-overflow-x .hero", "overlap .btn")
	if s := c.observe(targetKey(first, "", ""), first); s != nil {
		t.Fatalf("first capture: since = %+v, want nil", s)
	}
	second := result("http://localhost:3000/", "<p>b</p>",
		[]string{"boom at http://localhost:3000/src/App.tsx?t=222:4:2", "new", "chunk index-9e8d7c6b.js failed (4 retries)"},
		[]browser.FailedRequest{{Method: "GET", URL: "http://localhost:3000/logo.png?v=2", Status: 404}},
		"overlap .btn", "text-clipped .title")
	s := c.observe(targetKey(second, "", ""), second)
	want := &browser.Since{DOMChanged: true,
		New:      browser.Changes{ConsoleErrors: []string{"console: new"}, FailedRequests: []string{}, Findings: []string{"text-clipped .title"}},
		Resolved: browser.Changes{ConsoleErrors: []string{"console: old"}, FailedRequests: []string{}, Findings: []string{"page-overflow-x .hero"}}}
	s.PreviousAgeMs = 0
	if !reflect.DeepEqual(s, want) {
		t.Errorf("since = %+v\nwant %+v", s, want)
	}
	// Another selector, viewport or fullPage is another target.
	if s := c.observe(targetKey(second, ".card", ""), second); s != nil {
		t.Errorf("scoped capture compared with the page: %+v", s)
	}
}

func TestSinceBounded(t *testing.T) {
	c := newSinceCache(3)
	for i := range 5 {
		r := result(fmt.Sprintf("http://localhost:%d/", 3000+i), "", nil, nil)
		c.observe(targetKey(r, "", ""), r)
	}
	if len(c.items) != 3 || len(c.order) != 3 {
		t.Fatalf("cache holds %d targets (order %d), want 3", len(c.items), len(c.order))
	}
	old := result("http://localhost:3000/", "", nil, nil)
	if s := c.observe(targetKey(old, "", ""), old); s != nil {
		t.Errorf("evicted target still compared: %+v", s)
	}
	var many []sinceEntry
	for i := range 25 {
		many = append(many, sinceEntry{browser.ProblemID{Kind: "console-error", Message: fmt.Sprint("e", i)}, fmt.Sprint("e", i)})
	}
	added, removed := diff(nil, many)
	if len(added) != sinceListMax || added[sinceListMax-1] != "…and 16 more" || len(removed) != 0 || removed == nil {
		t.Errorf("diff = %q, %q; want %d entries ending in a count, and []", added, removed, sinceListMax)
	}
}

// TestSinceLastCaptureReal fixes a page between two real captures and reads
// the fix back from sinceLastCapture.
func TestSinceLastCaptureReal(t *testing.T) {
	needsBrowser(t)
	var fixed atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if fixed.Load() {
			fmt.Fprint(w, `<!doctype html><meta name="viewport" content="width=device-width"><title>t</title><p class="intro">Fixed</p>`)
			return
		}
		fmt.Fprint(w, `<!doctype html><meta name="viewport" content="width=device-width"><title>t</title>
<div class="wide-banner" style="width:3000px">Banner</div><img class="logo" src="/logo.png" alt="Logo">
<script>console.error("cart failed")</script>`)
	}))
	t.Cleanup(srv.Close)
	cs := connect(t, testManager, "")
	args := map[string]any{"url": srv.URL, "viewport": "mobile", "delay": 0}
	payload := func() (keys []string, p struct {
		Findings         []browser.Finding
		SinceLastCapture *browser.Since
	}) {
		t.Helper()
		res, err := call(t, cs, args)
		if err != nil || res.IsError {
			t.Fatalf("call = %v, %v", res, err)
		}
		text := textOf(t, res)
		if err := json.Unmarshal([]byte(text), &p); err != nil {
			t.Fatal(err)
		}
		return topLevelKeys(t, text), p
	}
	_, before := payload()
	if before.SinceLastCapture != nil || len(before.Findings) == 0 {
		t.Fatalf("first capture: since %+v, findings %+v", before.SinceLastCapture, before.Findings)
	}
	fixed.Store(true)
	time.Sleep(10 * time.Millisecond)
	args["detail"] = "full" // the whole look, with what changed since
	keys, after := payload()
	wantKeys := slices.Insert(slices.Clone(payloadKeys), len(payloadKeys)-1, "sinceLastCapture")
	if !reflect.DeepEqual(keys, wantKeys) {
		t.Errorf("keys = %v, want %v", keys, wantKeys)
	}
	s := after.SinceLastCapture
	if s == nil || !s.DOMChanged || s.PreviousAgeMs <= 0 {
		t.Fatalf("since = %+v, want domChanged and an age", s)
	}
	if !slices.Contains(s.Resolved.ConsoleErrors, "console: cart failed") || len(s.Resolved.FailedRequests) != 1 ||
		!slices.Contains(s.Resolved.Findings, "page-overflow-x div.wide-banner") || len(s.New.Findings)+len(s.New.ConsoleErrors)+len(s.New.FailedRequests) != 0 {
		t.Errorf("since = %+v, want the error, the request and the overflow resolved and nothing new", s)
	}
}

// TestSinceAccessibilityRules: two axe rules failing on one element are two
// findings, and fixing one resolves only that one.
func TestSinceAccessibilityRules(t *testing.T) {
	c := newSinceCache(sinceTargets)
	aria := func(rules ...string) *browser.Result {
		r := result("http://localhost:3000/", "<p>a</p>", nil, nil)
		for _, rule := range rules {
			r.Findings = append(r.Findings, browser.Finding{Kind: "broken-aria", Rule: rule, Selector: "#menu"})
		}
		return r
	}
	first := aria("aria-valid-attr-value", "aria-required-attr")
	c.observe(targetKey(first, "", ""), first)
	second := aria("aria-required-attr")
	s := c.observe(targetKey(second, "", ""), second)
	if s == nil || !slices.Equal(s.Resolved.Findings, []string{"broken-aria aria-valid-attr-value #menu"}) || len(s.New.Findings) != 0 {
		t.Errorf("since = %+v, want only broken-aria aria-valid-attr-value #menu resolved", s)
	}
}
