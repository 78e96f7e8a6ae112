package browser

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/tabs"
	"github.com/vibelens/vibelens/guard"
)

// TestRendersAtOnce runs the captures of viewport "all", and of "all"
// with colorScheme "both", the way the server does, several times back to
// back on a fresh browser: each is its own isolated context (storage
// written in one is not seen by another), none waits behind another's
// turn, and afterwards the browser holds no context but the pool's
// prepared ones and one parked tab per render in flight for the origin
// (ADR 0018), reset: later rounds reuse them and still see nothing. The
// renders past DefaultMaxConcurrent wait their turn and take the tabs the
// first ones parked. Parking fewer made every six-render call dispose of a
// tab and open a fresh one (about half again the CPU a call).
func TestRendersAtOnce(t *testing.T) {
	names := []string{"desktop", "tablet", "mobile"}
	for _, tc := range []struct {
		name    string
		schemes []string
	}{
		{"viewport all", []string{""}},
		{"viewport all, both schemes", []string{"light", "dark"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Each render counts what the others left in localStorage: an
			// isolated context always starts at zero.
			srv := serve(t, html(`<title>iso</title><p id=n></p><script>
const n = Number(localStorage.getItem("n") || 0); localStorage.setItem("n", n + 1);
document.getElementById("n").textContent = "seen " + n;</script>`))
			m := newTestManager(t, Options{})
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			var reqs []Request
			for _, scheme := range tc.schemes {
				for _, name := range names {
					reqs = append(reqs, Request{URL: srv.URL, Viewport: name, ColorScheme: scheme})
				}
			}
			for round := range 3 {
				var wg sync.WaitGroup
				res := make([]*Result, len(reqs))
				errs := make([]error, len(reqs))
				for i, req := range reqs {
					wg.Go(func() { res[i], errs[i] = m.Capture(ctx, req) })
				}
				wg.Wait()
				for i, req := range reqs {
					if errs[i] != nil {
						t.Fatalf("round %d %s %s: %v", round, req.Viewport, req.ColorScheme, errs[i])
					}
					if got := res[i].Summary.Viewport.Name; got != req.Viewport {
						t.Errorf("round %d: asked %s, got %s", round, req.Viewport, got)
					}
					if !strings.Contains(res[i].SimplifiedDOM, "seen 0") {
						t.Errorf("round %d %s %s: DOM %q, want a fresh context (seen 0)", round, req.Viewport, req.ColorScheme, res[i].SimplifiedDOM)
					}
				}
			}
			// The pool parks the used tabs and refills in the background; then
			// only its prepared contexts and the origin's parked tabs remain.
			m.mu.Lock()
			inst := m.current
			m.mu.Unlock()
			deadline := time.Now().Add(20 * time.Second)
			for {
				ids, err := proto.TargetGetBrowserContexts{}.Call(inst.browser)
				if err != nil {
					t.Fatal(err)
				}
				parked := inst.tabs.Parked(guard.Origin(srv.URL))
				want := min(len(reqs), DefaultMaxConcurrent)
				if len(ids.BrowserContextIDs) == tabs.PoolSize+parked && parked == want {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("%d browser contexts 20s after the captures, %d parked; want the pool's %d and %d parked", len(ids.BrowserContextIDs), parked, tabs.PoolSize, want)
				}
				time.Sleep(200 * time.Millisecond)
			}
		})
	}
}
