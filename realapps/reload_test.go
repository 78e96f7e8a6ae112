package realapps

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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
	n := runs(t)
	var bad []string
	replaced := 0 // runs whose document the buffered reload replaced mid-capture
	for i := 1; i <= n; i++ {
		// The last capture's tab is reset to about:blank after its answer
		// (ADR 0018); until then its page would take the reload itself.
		time.Sleep(1500 * time.Millisecond)
		edit := strings.Replace(string(orig), "</body>", fmt.Sprintf("<!-- edit %d -->\n  </body>", i), 1)
		if err := os.WriteFile(path, []byte(edit), 0o644); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond) // let Vite's watcher see it
		res, err := tryCapture(srv.URL+"/clean", "desktop", 0)
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
		t.Errorf("capture after an index.html edit went wrong in %d/%d runs:\n  %s", len(bad), n, strings.Join(bad, "\n  "))
	}
	// The premise: in some run the reload arrived while the capture
	// settled (3 of 5 on a loaded 2-core machine, 2026-12-04). Without it
	// this test checked a plain capture.
	if replaced == 0 {
		t.Errorf("no run of %d saw its document replaced mid-capture (settle.restarts 0): the reload came before or after the capture, so nothing was tested", n)
	}
}
