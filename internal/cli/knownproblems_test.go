package cli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// TestCheckKnownErrorDoesNotHideANewOne: a page's one console error is
// recorded as known; the same page on another port passes; when the page
// then logs a second, different error the run fails and lists only it.
func TestCheckKnownErrorDoesNotHideANewOne(t *testing.T) {
	var second atomic.Bool
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		more := ""
		if second.Load() {
			more = `console.error("TypeError: checkout total is undefined");`
		}
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>cart</title><meta name="viewport" content="width=device-width"><main><h1>Cart</h1></main>
<script>console.error("price service slow: " + location.origin + "/api/price?t=" + Date.now()); %s</script>`, more)
	})
	a, b := httptest.NewServer(handler), httptest.NewServer(handler)
	defer a.Close()
	defer b.Close()
	file := filepath.Join(t.TempDir(), "known.json")
	if out, errOut, code := runCLI(t, "check", "--delay", "0", "--baseline", file, "--update-baseline", a.URL); code != exitOK {
		t.Fatalf("--update-baseline = %d\n%s\n%s", code, out, errOut)
	}
	if out, errOut, code := runCLI(t, "check", "--delay", "0", "--baseline", file, b.URL); code != exitOK {
		t.Errorf("the known error on another port = %d, want 0\n%s\n%s", code, out, errOut)
	}
	second.Store(true)
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--baseline", file, a.URL)
	if code != exitFailure || !strings.Contains(out, "checkout total is undefined") || strings.Contains(out, "price service slow") {
		t.Errorf("a second, different error = %d, want 1 listing only it\n%s\n%s", code, out, errOut)
	}
}
