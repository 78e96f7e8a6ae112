package cli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vibelens/vibelens/browser"
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

// TestKnownProblemsVersion2AfterUpgrade: a version 2 file, written before
// the identity forgot hashes and generated classes, still loads; its
// entries are normalised as they load, so the same problems after a
// rebuild are known and a different one is not.
func TestKnownProblemsVersion2AfterUpgrade(t *testing.T) {
	const page = "http://127.0.0.1:4173/cart"
	file := filepath.Join(t.TempDir(), "v2.json")
	// What the last round's writer made of the page before the rebuild.
	if err := os.WriteFile(file, []byte(`{
 "version": 2,
 "problems": [
  {"page": "/cart", "viewport": "desktop", "kind": "console-error", "where": "assets/index-DiwrgTda.js", "message": "cart: prices did not load (/assets/index-DiwrgTda.js)"},
  {"page": "/cart", "viewport": "desktop", "kind": "failed-request", "rule": "HTTP 404", "where": "GET /assets/logo-B7x9QpLm.svg"},
  {"page": "/cart", "viewport": "desktop", "kind": "unnamed-control", "rule": "button-name", "where": "main > button._card_1x9ab_3"}
 ]
}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	k, err := readKnownProblems(file)
	if err != nil {
		t.Fatal(err)
	}
	src := &browser.Source{File: "assets/index-Cq2_x8Zt.js", Line: 1, Column: 9}
	rebuilt := &browser.Result{
		ConsoleLogs:    []browser.ConsoleEntry{{Level: "error", Text: "cart: prices did not load (http://127.0.0.1:4173/assets/index-Cq2_x8Zt.js)", Source: src}},
		FailedRequests: []browser.FailedRequest{{Method: "GET", URL: "http://127.0.0.1:4173/assets/logo-Dk3mW9pa.svg", Status: 404}},
		Findings:       []browser.Finding{{Kind: "unnamed-control", Rule: "button-name", Severity: "error", Selector: "main > button._card_7kq2z_3", Detail: "no name"}},
	}
	c := checkCase{URL: page, Viewport: "desktop"}
	judge(&c, rebuilt, gate{level: 2, known: k})
	if len(c.Failures) != 0 || c.Known != 3 {
		t.Errorf("after the rebuild: failures %q, known %d, want none and 3", c.Failures, c.Known)
	}
	other := &browser.Result{
		FailedRequests: []browser.FailedRequest{{Method: "GET", URL: "http://127.0.0.1:4173/assets/logo-Dk3mW9pa.svg", Status: 500}},
		Findings:       []browser.Finding{{Kind: "unnamed-control", Rule: "button-name", Severity: "error", Selector: "main > button._header_7kq2z_9", Detail: "no name"}},
	}
	c = checkCase{URL: page, Viewport: "desktop"}
	judge(&c, other, gate{level: 2, known: k})
	if len(c.Failures) != 2 {
		t.Errorf("a 500 for a known 404 and another button: failures %q, want both", c.Failures)
	}
	writeFile(t, file, `{"version": 4, "problems": []}`)
	if _, err := readKnownProblems(file); err == nil {
		t.Errorf("a version 4 file loaded; want it refused")
	}
}

// TestIgnoreSelectorSurvivesRebuild: an ignore entry names an element by
// the selector the reports show, real classes and all; it still covers
// that element once the identity has forgotten the generated class, and
// after a rebuild renames it, but not another element.
func TestIgnoreSelectorSurvivesRebuild(t *testing.T) {
	entry := ignoreEntry{Rule: "button-name", Selector: "main > button._card_1x9ab_3", Reason: "the design team's icon button"}
	for _, tt := range []struct {
		selector string
		want     bool
	}{
		{"main > button._card_1x9ab_3", true},
		{"main > button._card_7kq2z_3", true},
		{"main > button._header_1x9ab_3", false},
	} {
		id := browser.NewProblemID("http://127.0.0.1:4173/", "desktop", "", "unnamed-control", "button-name", tt.selector, "")
		if got := entry.matches(id); got != tt.want {
			t.Errorf("entry %q matches %q = %v, want %v", entry.Selector, tt.selector, got, tt.want)
		}
	}
}
