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

// TestTakeOneWaiter: when the pool is empty and its worker is making a
// tab, only one of several takes waits for it; the others open theirs at
// once, side by side, and every take gets a context of its own. Without
// that, the captures of one "all" call queue behind the worker. It drives
// the pool's insides, so it launches its own browser here rather than
// through the manager.
func TestTakeOneWaiter(t *testing.T) {
	if os.Getenv("VIBELENS_SKIP_BROWSER") == "1" {
		t.Skip("needs Chromium: VIBELENS_SKIP_BROWSER=1")
	}
	if _, err := chrome.FindChrome(""); err != nil {
		t.Skip("needs Chromium: " + err.Error())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b, err := chrome.ExecAllocator{}.Allocate(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
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
