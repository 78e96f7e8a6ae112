package tabs

import (
	"context"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/chrome"
)

// launch starts a browser for a test that drives a pool's insides, and
// closes it when the test ends; it skips where there is no Chromium.
func launch(t testing.TB) (context.Context, *chrome.Browser) {
	t.Helper()
	if os.Getenv("VIBELENS_SKIP_BROWSER") == "1" {
		t.Skip("needs Chromium: VIBELENS_SKIP_BROWSER=1")
	}
	if _, err := chrome.FindChrome(""); err != nil {
		t.Skip("needs Chromium: " + err.Error())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	b, err := chrome.ExecAllocator{}.Allocate(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return ctx, b
}

// TestTakeOneWaiter: when the pool is empty and its worker is making a
// tab, only one of several takes waits for it; the others open theirs at
// once, side by side, and every take gets a context of its own. Without
// that, the captures of one "all" call queue behind the worker. It drives
// the pool's insides, so it launches its own browser here rather than
// through the manager.
func TestTakeOneWaiter(t *testing.T) {
	ctx, b := launch(t)
	var cfg Config
	// A pool of our own, with no worker: "opening" says a tab is coming,
	// and it comes only when the test hands it over.
	p := NewPool(b.Rod, cfg, slog.New(slog.DiscardHandler), 0, false)
	p.workerWait = time.Hour
	p.opening.Store(true)
	type took struct {
		tab    *Tab
		pooled bool
		err    error
	}
	got := make(chan took, 3)
	for range 3 {
		go func() {
			tb, how, err := p.Take(ctx, "", "")
			got <- took{tb, how == HowPrepared, err}
		}()
	}
	var tabs []took
	for range 2 { // the two that do not wait open theirs
		tabs = append(tabs, <-got)
	}
	worker, err := Open(b.Rod.Context(ctx), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p.ready <- worker.detach()
	tabs = append(tabs, <-got)
	seen := map[proto.BrowserBrowserContextID]bool{}
	pooled := 0
	for _, tk := range tabs {
		if tk.err != nil {
			t.Fatalf("Take: %v", tk.err)
		}
		defer tk.tab.Dispose(b.Rod)
		if seen[tk.tab.BrowserContext.BrowserContextID] {
			t.Errorf("two takes share context %s", tk.tab.BrowserContext.BrowserContextID)
		}
		seen[tk.tab.BrowserContext.BrowserContextID] = true
		if tk.pooled {
			pooled++
		}
	}
	if pooled != 1 || !tabs[2].pooled {
		t.Errorf("%d takes got the worker's tab (the last: %v), want exactly the one that waited", pooled, tabs[2].pooled)
	}
}

// TestWorkerWaitsForCaptures: once its prepared tab is taken, the worker
// makes no other while a capture renders, though none is ready; it refills
// once calls pause. Making one beside the capture slowed both: the first
// look after a launch opened its tab in 1.0-1.2 s instead of 0.73-0.80 s.
func TestWorkerWaitsForCaptures(t *testing.T) {
	ctx, b := launch(t)
	p := NewPool(b.Rod, Config{}, slog.New(slog.DiscardHandler), 1, false)
	defer p.Close()
	waitReady := func(what string) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for len(p.ready) == 0 {
			if time.Now().After(deadline) {
				t.Fatalf("no prepared tab 20 s %s", what)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	waitReady("after the pool started")
	tab, how, err := p.Take(ctx, "http://127.0.0.1:1", "")
	if err != nil || how != HowPrepared {
		t.Fatalf("Take = %s, %v; want the prepared tab", how, err)
	}
	defer tab.Dispose(b.Rod)
	p.Begin()
	for range 10 { // a capture renders for a second
		time.Sleep(100 * time.Millisecond)
		if len(p.ready) > 0 || p.opening.Load() {
			p.End()
			t.Fatal("the worker made a tab while a capture rendered")
		}
	}
	p.End()
	waitReady("after the capture ended")
}

// TestWorkerYields: the worker makes and disposes of tabs only when no
// capture needs the cores: not while one renders or a take opens its own
// tab, nor in the few milliseconds between calls back to back, even with
// no tab ready (the next capture of an origin seen before takes its
// parked tab); but always once calls pause, and when used tabs pile up.
func TestWorkerYields(t *testing.T) {
	for _, tc := range []struct {
		name     string
		pending  int
		busy     bool
		sinceEnd time.Duration
		want     bool
	}{
		{"a capture renders", 0, true, time.Hour, true},
		{"a capture renders right after another", 0, true, 0, true},
		{"between calls back to back", 0, false, 5 * time.Millisecond, true},
		{"just inside the lull", 0, false, lull - time.Millisecond, true},
		{"idle since the lull", 0, false, lull, false},
		{"never a capture", 0, false, time.Since(time.Unix(0, 0)), false},
		{"used tabs piled up", maxUsed, true, 0, false},
	} {
		if got := yields(tc.pending, tc.busy, tc.sinceEnd); got != tc.want {
			t.Errorf("%s: yields(pending %d, busy %v, %s) = %v, want %v", tc.name, tc.pending, tc.busy, tc.sinceEnd, got, tc.want)
		}
	}
}
