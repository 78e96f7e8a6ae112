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

// TestThreeCapturesAtOnce runs the captures of viewport "all" the way the
// server does, several times back to back on a fresh browser: each is its
// own isolated context (storage written in one is not seen by another),
// none waits behind another's turn, and afterwards the browser holds no
// context but the pool's prepared ones and the three tabs parked for the
// origin (ADR 0018), reset: later rounds reuse them and still see nothing.
func TestThreeCapturesAtOnce(t *testing.T) {
	// Each render counts what the others left in localStorage: an
	// isolated context always starts at zero.
	srv := serve(t, html(`<title>iso</title><p id=n></p><script>
const n = Number(localStorage.getItem("n") || 0); localStorage.setItem("n", n + 1);
document.getElementById("n").textContent = "seen " + n;</script>`))
	m := newTestManager(t, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	names := []string{"desktop", "tablet", "mobile"}
	for round := range 3 {
		var wg sync.WaitGroup
		res := make([]*Result, len(names))
		errs := make([]error, len(names))
		for i, name := range names {
			wg.Go(func() { res[i], errs[i] = m.Capture(ctx, Request{URL: srv.URL, Viewport: name}) })
		}
		wg.Wait()
		for i, name := range names {
			if errs[i] != nil {
				t.Fatalf("round %d %s: %v", round, name, errs[i])
			}
			if got := res[i].Summary.Viewport.Name; got != name {
				t.Errorf("round %d: asked %s, got %s", round, name, got)
			}
			if !strings.Contains(res[i].SimplifiedDOM, "seen 0") {
				t.Errorf("round %d %s: DOM %q, want a fresh context (seen 0)", round, name, res[i].SimplifiedDOM)
			}
		}
	}
	// The pool parks the used tabs and refills in the background; then only
	// its prepared contexts and the origin's three parked tabs remain.
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
		if len(ids.BrowserContextIDs) == tabs.PoolSize+parked && parked == len(names) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d browser contexts 20s after the captures, %d parked; want the pool's %d and %d parked", len(ids.BrowserContextIDs), parked, tabs.PoolSize, len(names))
		}
		time.Sleep(200 * time.Millisecond)
	}
}
