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

// rebuildPage is a built app's page: a module script whose name holds
// the build's hash and logs an error naming itself, and an unnamed button
// whose class a CSS module generated. A rebuild renames both; newError
// adds an error the known-problems file cannot hold.
func rebuildPage(rebuilt, newError *atomic.Bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		script, class := "/assets/index-DiwrgTda.js", "_card_1x9ab_3"
		if rebuilt.Load() {
			script, class = "/assets/index-B7x9QpLm.js", "_card_7kq2z_3"
		}
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html lang="en"><title>cart</title><meta name="viewport" content="width=device-width">
<script type="module" src="%s"></script>
<main><h1>Cart</h1><button class="%s"><svg width="16" height="16" aria-hidden="true"><rect width="16" height="16"/></svg></button></main>`, script, class)
		case script:
			w.Header().Set("Content-Type", "text/javascript")
			more := ""
			if newError.Load() {
				more = `console.error("TypeError: cart.total is undefined");`
			}
			fmt.Fprintf(w, `console.error("cart: prices did not load (" + import.meta.url + ")"); %s`, more)
		default:
			http.NotFound(w, r)
		}
	})
}

// TestCheckKnownProblemsSurviveRebuild: a page's console error naming its
// hashed script and its unnamed button with a CSS-module class are
// recorded as known; after a rebuild renames the script and the class
// both are still known and check passes; a truly new error still fails
// it, listed alone.
func TestCheckKnownProblemsSurviveRebuild(t *testing.T) {
	var rebuilt, newError atomic.Bool
	srv := httptest.NewServer(rebuildPage(&rebuilt, &newError))
	defer srv.Close()
	file := filepath.Join(t.TempDir(), "known.json")
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--known-problems", file, "--update-known-problems", srv.URL)
	if code != exitOK {
		t.Fatalf("--update-known-problems = %d\n%s\n%s", code, out, errOut)
	}
	known := mustRead(t, file)
	for _, want := range []string{"button-name", "prices did not load"} {
		if !strings.Contains(known, want) {
			t.Fatalf("the known-problems file lacks %q; the premise (an unnamed button, an error naming the script) did not hold:\n%s", want, known)
		}
	}
	rebuilt.Store(true)
	report := filepath.Join(t.TempDir(), "check.json")
	out, errOut, code = runCLI(t, "check", "--delay", "0", "--known-problems", file, "--json", report, srv.URL)
	if code != exitOK {
		t.Errorf("after a rebuild = %d, want 0: the same problems are known\n%s\n%s\nfile:\n%s", code, out, errOut, known)
	}
	// Only the identity forgets the generated names; the report shows them.
	if j := mustRead(t, report); !strings.Contains(j, "button._card_7kq2z_3") || !strings.Contains(j, "index-B7x9QpLm.js") {
		t.Errorf("the report does not show the real class and script name after the rebuild:\n%.3000s", j)
	}
	newError.Store(true)
	out, errOut, code = runCLI(t, "check", "--delay", "0", "--known-problems", file, srv.URL)
	if code != exitFailure || !strings.Contains(out, "cart.total is undefined") || strings.Contains(out, "prices did not load") {
		t.Errorf("a new error after the rebuild = %d, want 1 listing only it\n%s\n%s", code, out, errOut)
	}
}
