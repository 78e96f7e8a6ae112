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

// TestKnownProblemsIdentity: a problem is known only when the file holds
// that problem: a second axe rule failing on a known element is new, and
// so is a second console error with another message; the known error
// seen on another port and build hash is known.
func TestKnownProblemsIdentity(t *testing.T) {
	const page = "http://127.0.0.1:5173/cart"
	contrast := browser.Finding{Kind: "a11y-serious", Rule: "color-contrast", Severity: "error", Selector: "p.total", Detail: "contrast 2.1:1"}
	known := &browser.Result{
		ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "Failed to fetch http://127.0.0.1:5173/api/price?t=1712345678 (index-3f2a9c1b.js)"}},
		Findings:    []browser.Finding{contrast},
	}
	file := filepath.Join(t.TempDir(), "known.json")
	first := checkCase{URL: page, Viewport: "desktop"}
	judge(&first, known, gate{level: 2})
	if err := writeKnownProblems(file, []checkCase{first}, 2); err != nil {
		t.Fatal(err)
	}
	k, err := readKnownProblems(file)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		page string
		res  *browser.Result
		want []string // the failures
	}{
		{"the same problems on another port and build", "http://127.0.0.1:4000/cart", &browser.Result{
			ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "Failed to fetch http://127.0.0.1:4000/api/price?t=1799999999 (index-9e8d7c6b.js)"}},
			Findings:    []browser.Finding{{Kind: "a11y-serious", Rule: "color-contrast", Severity: "error", Selector: "p.total", Detail: "contrast 2.3:1"}},
		}, nil},
		{"a second console error", page, &browser.Result{ConsoleLogs: append(known.ConsoleLogs,
			browser.ConsoleEntry{Level: "error", Text: "TypeError: checkout total is undefined"})},
			[]string{"console error: TypeError: checkout total is undefined"}},
		{"a second axe rule on the known element", page, &browser.Result{Findings: []browser.Finding{contrast,
			{Kind: "a11y-serious", Rule: "link-in-text-block", Severity: "error", Selector: "p.total", Detail: "link not distinguishable"}}},
			[]string{"error a11y-serious p.total: link not distinguishable"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := checkCase{URL: tt.page, Viewport: "desktop"}
			judge(&c, tt.res, gate{level: 2, known: k})
			if fmt.Sprint(c.Failures) != fmt.Sprint(tt.want) {
				t.Errorf("failures %q, want %q (file:\n%s)", c.Failures, tt.want, mustRead(t, file))
			}
		})
	}
}

// TestKnownProblemsVersion1: a file written before identities had
// messages still loads, and its entries match as they did.
func TestKnownProblemsVersion1(t *testing.T) {
	c := checkCase{URL: "http://127.0.0.1:5173/", Viewport: "desktop"}
	judge(&c, &browser.Result{Findings: []browser.Finding{{Kind: "broken-image", Severity: "error", Selector: "img.hero", Detail: "0x0"}}}, gate{level: 2})
	file := filepath.Join(t.TempDir(), "v1.json")
	// The key the version 1 writer made for img.hero on /.
	if err := os.WriteFile(file, []byte(fmt.Sprintf("{\"version\": 1, \"problems\": [%q]}\n", legacyKey(&c, c.Problems[0]))), 0o644); err != nil {
		t.Fatal(err)
	}
	k, err := readKnownProblems(file)
	if err != nil {
		t.Fatal(err)
	}
	again := checkCase{URL: "http://127.0.0.1:9999/", Viewport: "desktop"}
	judge(&again, &browser.Result{Findings: []browser.Finding{{Kind: "broken-image", Severity: "error", Selector: "img.hero", Detail: "0x0"}}}, gate{level: 2, known: k})
	if len(again.Failures) != 0 || again.Known != 1 {
		t.Errorf("version 1 entry did not match: failures %q known %d", again.Failures, again.Known)
	}
	if !strings.HasPrefix(legacyKey(&c, c.Problems[0]), "desktop:") {
		t.Errorf("legacy key %q", legacyKey(&c, c.Problems[0]))
	}
}

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
