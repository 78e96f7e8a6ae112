package browser

import (
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestImageStillLoading: an image whose server has not answered when
// settle's cap ends the wait (an image optimiser compiling on first hit)
// is named in summary.imagesLoading, not passed over in silence; one
// that then fails is a broken-image on the next call.
func TestImageStillLoading(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	var fail atomic.Bool
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/hero.png":
			if fail.Load() {
				http.Error(w, "optimiser crashed", http.StatusInternalServerError)
				return
			}
			select { // held past settle's cap
			case <-release:
			case <-time.After(20 * time.Second):
			}
			http.NotFound(w, r)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><html lang="en"><title>hero</title><main><h1>Welcome</h1>
</main><script>addEventListener("load", () => {
  const img = new Image(400, 200); img.className = "hero"; img.alt = "Our office"; img.src = "/hero.png";
  document.querySelector("main").append(img); // as an app's image component does after hydration
});</script>`)
		}
	}))
	res := capture(t, Request{URL: srv.URL})
	if got := strings.Join(res.Summary.ImagesLoading, "\n"); !strings.Contains(got, "img.hero") || !strings.Contains(got, "/hero.png") {
		t.Errorf("summary.imagesLoading = %q, want img.hero with its URL (settle %+v)", res.Summary.ImagesLoading, res.Summary.Settle)
	}
	fail.Store(true)
	res = capture(t, Request{URL: srv.URL})
	if len(res.Summary.ImagesLoading) != 0 || !strings.Contains(kinds(res.Findings), "broken-image") {
		t.Errorf("after the image failed: imagesLoading %q, findings %s; want it reported broken", res.Summary.ImagesLoading, kinds(res.Findings))
	}
}

func kinds(fs []Finding) string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Kind)
	}
	return strings.Join(out, ",")
}
