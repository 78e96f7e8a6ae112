package browser

import (
	"context"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/internal/devserver"
)

// TestSourceLeavesPageAlone captures a real React 19 dev page with and
// without naming sources and compares what the page can see afterwards:
// its globals, and the DOM's attributes. Naming sources only reads what the
// development build recorded (issue 14).
func TestSourceLeavesPageAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a dev server")
	}
	needsBrowser(t)
	srv := devserver.StartT(t, "vite-react", devserver.Vite)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := srv.Warm(ctx, "/cta"); err != nil {
		t.Fatal(err)
	}
	const probe = `() => JSON.stringify({globals: Object.getOwnPropertyNames(window).sort(),
		attrs: [...document.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((a) => el.localName + "@" + a.name)).sort()})`
	var seen []string
	for _, noSources := range []bool{true, false} {
		res, page := captureKeep(t, Request{URL: srv.URL + "/cta"}, render.Skip{Sources: noSources})
		if !noSources && (len(res.Findings) == 0 || res.Findings[0].Source == nil) {
			t.Fatalf("findings %+v: want a source on the first, or this test proves nothing", res.Findings)
		}
		v, err := page.Eval(probe)
		if err != nil {
			t.Fatal(err)
		}
		seen = append(seen, v.Value.Str())
	}
	if seen[0] != seen[1] {
		t.Errorf("the page sees a difference after naming sources:\nwithout: %.2000s\nwith:    %.2000s", seen[0], seen[1])
	}
}
