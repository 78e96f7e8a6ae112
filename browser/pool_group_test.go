package browser

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"
)

// TestThreeCapturesAtOnce runs the captures of viewport "all" the way the
// server does, several times back to back on a fresh browser: each is its
// own isolated context (storage written in one is not seen by another),
// none waits behind another's turn, and afterwards the browser holds no
// context but the pool's prepared ones.
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
	// The pool disposes of used contexts and refills in the background;
	// then only its prepared contexts remain.
	m.mu.Lock()
	inst := m.current
	m.mu.Unlock()
	deadline := time.Now().Add(20 * time.Second)
	for {
		ids, err := proto.TargetGetBrowserContexts{}.Call(inst.browser)
		if err != nil {
			t.Fatal(err)
		}
		if len(ids.BrowserContextIDs) == poolSize {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d browser contexts 20s after the captures, want the pool's %d", len(ids.BrowserContextIDs), poolSize)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestTakeOneWaiter: when the pool is empty and its worker is making a
// tab, only one of several takes waits for it; the others open theirs at
// once, side by side, and every take gets a context of its own. Without
// that, the captures of one "all" call queue behind the worker.
func TestTakeOneWaiter(t *testing.T) {
	m := newTestManager(t, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	inst, err := m.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer m.release(inst)
	// A pool of our own, with no worker: "opening" says a tab is coming,
	// and it comes only when the test hands it over.
	p := newTabPool(inst.browser, inst.cfg, m.log, 0)
	p.workerWait = time.Hour
	p.opening.Store(true)
	type took struct {
		tab    *tab
		pooled bool
		err    error
	}
	got := make(chan took, 3)
	for range 3 {
		go func() {
			tb, pooled, err := p.take(ctx)
			got <- took{tb, pooled, err}
		}()
	}
	var tabs []took
	for range 2 { // the two that do not wait open theirs
		tabs = append(tabs, <-got)
	}
	worker, err := openTab(inst.browser.Context(ctx), inst.cfg)
	if err != nil {
		t.Fatal(err)
	}
	p.ready <- worker.detach()
	tabs = append(tabs, <-got)
	seen := map[proto.BrowserBrowserContextID]bool{}
	pooled := 0
	for _, tk := range tabs {
		if tk.err != nil {
			t.Fatalf("take: %v", tk.err)
		}
		defer tk.tab.dispose(inst.browser)
		if seen[tk.tab.context.BrowserContextID] {
			t.Errorf("two takes share context %s", tk.tab.context.BrowserContextID)
		}
		seen[tk.tab.context.BrowserContextID] = true
		if tk.pooled {
			pooled++
		}
	}
	if pooled != 1 || !tabs[2].pooled {
		t.Errorf("%d takes got the worker's tab (the last: %v), want exactly the one that waited", pooled, tabs[2].pooled)
	}
}
