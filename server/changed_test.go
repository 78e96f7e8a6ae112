package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vibelens/vibelens/browser"
)

// changedPage is a page in one of two states. The second changes the
// headline's text, grows the button's padding (which pushes the note
// below it down 16 px) and redraws the canvas in another colour; the
// sidebar is the same in both.
func changedPage(second bool) string {
	headline, pad, colour := "Plans for teams", "8px", "#2563eb"
	if second {
		headline, pad, colour = "Plans for every team", "16px", "#dc2626"
	}
	return fmt.Sprintf(`<!doctype html><meta name="viewport" content="width=device-width"><title>changes</title>
<style>body{margin:0;font:16px/1.4 sans-serif}aside{position:absolute;right:0;top:0;width:240px;height:600px;background:#f1f5f9}
main{padding:24px;width:560px}.cta{padding:%s 20px;font-size:16px;border:0;background:#1e293b;color:#fff}
#chart{position:absolute;left:24px;top:420px}</style>
<aside class="sidebar"><p class="side-note">Sidebar links</p></aside>
<main><h1 class="headline">%s</h1><button class="cta">Start free</button><p class="note">No card needed.</p></main>
<canvas id="chart" width="240" height="120"></canvas>
<script>const c=document.getElementById("chart").getContext("2d");c.fillStyle=%q;c.fillRect(10,10,220,100);</script>`, pad, headline, colour)
}

// TestChangedSinceLastLook: the second look at a page whose server changed
// lists the headline (its text), the button (resized, both sizes, with the
// note it pushed), the canvas (pixels), and not the sidebar; a third look
// with no change says nothing changed; another viewport keeps its own
// history; and going back is a change again. Entries name their source.
func TestChangedSinceLastLook(t *testing.T) {
	needsBrowser(t)
	var second atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, changedPage(second.Load()))
	}))
	t.Cleanup(srv.Close)
	cs := connect(t, testManager, "")
	look := func(viewport string) *browser.Since {
		t.Helper()
		res, err := call(t, cs, map[string]any{"url": srv.URL, "viewport": viewport, "delay": 0})
		if err != nil || res.IsError {
			t.Fatalf("call = %v, %v", res, err)
		}
		var p struct{ SinceLastCapture *browser.Since }
		if err := json.Unmarshal([]byte(textOf(t, res)), &p); err != nil {
			t.Fatal(err)
		}
		return p.SinceLastCapture
	}
	entry := func(s *browser.Since, selector string) *browser.Change {
		i := slices.IndexFunc(s.Changed, func(c browser.Change) bool { return c.Selector == selector })
		if i < 0 {
			return nil
		}
		return &s.Changed[i]
	}
	show := func(s *browser.Since) string {
		b, _ := json.MarshalIndent(s.Changed, "", "  ")
		return string(b)
	}

	if s := look("desktop"); s != nil {
		t.Fatalf("first look: since = %+v, want none", s)
	}
	second.Store(true)
	s := look("desktop")
	if s == nil || s.Unchanged {
		t.Fatalf("second look: since = %+v, want changes", s)
	}
	if e := entry(s, "h1.headline"); e == nil || !slices.ContainsFunc(e.What, func(w string) bool {
		return strings.Contains(w, "'Plans for teams' → 'Plans for every team'")
	}) {
		t.Errorf("the headline's text change is not listed:\n%s", show(s))
	}
	if e := entry(s, "button.cta"); e == nil || !slices.ContainsFunc(e.What, func(w string) bool {
		return strings.HasPrefix(w, "resized ") && strings.Contains(w, "→")
	}) || !slices.ContainsFunc(e.Pushed, func(p string) bool { return strings.HasPrefix(p, "p.note moved 16 px down") }) {
		t.Errorf("the button is not listed as resized, with both sizes, having pushed the note 16 px down:\n%s", show(s))
	}
	// Each entry names where the page makes the element, as a finding does:
	// here the served HTML, the line holding the element.
	for _, sel := range []string{"h1.headline", "button.cta"} {
		if e := entry(s, sel); e != nil && (e.Source == nil || e.Source.File != "index.html" || e.Source.Line != 6) {
			t.Errorf("%s: source %v, want index.html:6\n%s", sel, e.Source, show(s))
		}
	}
	if entry(s, "p.note") != nil {
		t.Errorf("the note is listed on its own, not as the button's consequence:\n%s", show(s))
	}
	if e := entry(s, "#chart"); e == nil || !strings.HasPrefix(e.What[0], "pixels changed") {
		t.Errorf("the redrawn canvas is not listed by its pixels:\n%s", show(s))
	}
	for _, c := range s.Changed {
		if strings.Contains(c.Selector, "sidebar") || strings.Contains(c.Selector, "side-note") {
			t.Errorf("the sidebar, which did not change, is listed: %+v", c)
		}
	}
	if s := look("desktop"); s == nil || !s.Unchanged || len(s.Changed) != 0 {
		t.Errorf("third look, nothing changed: since = %+v, want unchanged", s)
	}
	if s := look("mobile"); s != nil {
		t.Errorf("mobile's first look compared with desktop's: %+v", s)
	}
	second.Store(false)
	if s := look("desktop"); s == nil || s.Unchanged || entry(s, "h1.headline") == nil {
		t.Errorf("going back to the first state: since = %+v, want the headline changed again", s)
	}
}
