package realapps

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// TestBufferedFullReload edits an app's index.html while no tab is open, the
// way an assistant edits and then captures. Vite buffers the full reload and
// sends it to the next page that connects, so the capture's document is
// replaced while it settles; the capture must still show the page, without
// waiting for the old document's requests until the cap (issue 9: 7 of 11
// tries hit the cap). It used to skip as a known gap unless
// VIBELENS_STRICT=1, which CI never set; settle now starts over for the
// new document (settle.restarts): 20 runs of 20 passed on 2026-12-04.
func TestBufferedFullReload(t *testing.T) {
	srv := viteReact.server(t)
	path := filepath.Join(srv.Dir, "index.html")
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Errorf("restore %s: %v", path, err)
		}
		time.Sleep(300 * time.Millisecond)
		warmPage(t, srv.URL+"/clean") // spend the reload this restore buffered
	})
	// A browser of its own whose captures each close their context: a
	// page left open on the app (a reused tab, ADR 0018) would take the
	// reload itself, and nothing would be buffered for the next one.
	fresh := browser.NewManager(browser.Options{FindingsBudget: 5 * time.Second, A11yBudget: 5 * time.Second, FreshTabs: true})
	t.Cleanup(func() { fresh.Close() })
	n := runs(t)
	var bad []string
	replaced := 0 // runs whose document the buffered reload replaced mid-capture
	// The reload lands mid-capture on only some runs (timing): go on, up
	// to ten runs more, until one has, so the premise below rarely fails
	// by chance.
	i := 1
	for ; i <= n || (replaced == 0 && i <= n+10); i++ {
		time.Sleep(300 * time.Millisecond)
		edit := strings.Replace(string(orig), "</body>", fmt.Sprintf("<!-- edit %d -->\n  </body>", i), 1)
		if err := os.WriteFile(path, []byte(edit), 0o644); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond) // let Vite's watcher see it
		ctx, cancel := context.WithTimeout(context.Background(), captureTimeout)
		res, err := fresh.Capture(ctx, browser.Request{URL: srv.URL + "/clean", Viewport: "desktop"})
		cancel()
		switch {
		case err != nil:
			bad = append(bad, fmt.Sprintf("run %d: capture failed: %v", i, err))
		case res.Summary.Settle.CapHit:
			bad = append(bad, fmt.Sprintf("run %d: cap hit, pending %v", i, res.Summary.Settle.Pending))
		case !strings.Contains(res.SimplifiedDOM, "Pick the plan that fits"):
			bad = append(bad, fmt.Sprintf("run %d: page not rendered", i))
		}
		if err == nil && res.Summary.Settle.Restarts > 0 {
			replaced++
		}
	}
	if len(bad) > 0 {
		t.Errorf("capture after an index.html edit went wrong in %d/%d runs:\n  %s", len(bad), i-1, strings.Join(bad, "\n  "))
	}
	// The premise: in some run the reload arrived while the capture
	// settled (3 of 5 on a loaded 2-core machine, 2026-12-04 morning).
	// Without it this test checked plain captures after an edit: say so
	// as a skip, not a pass (0 of 15 that afternoon, with Vite's reload
	// landing before each capture read the page).
	if replaced == 0 {
		t.Skipf("no run of %d saw its document replaced mid-capture (settle.restarts 0): the reload came before or after the capture, so only plain captures after an edit were checked", i-1)
	}
}
