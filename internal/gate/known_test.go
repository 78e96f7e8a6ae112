package gate

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
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
	first := Case{URL: page, Viewport: "desktop"}
	judge(&first, known, rules{level: 2})
	if err := writeKnownProblems(file, []Case{first}, 2); err != nil {
		t.Fatal(err)
	}
	k, err := ReadKnownProblems(file)
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
			c := Case{URL: tt.page, Viewport: "desktop"}
			judge(&c, tt.res, rules{level: 2, known: k})
			if fmt.Sprint(c.Failures) != fmt.Sprint(tt.want) {
				t.Errorf("failures %q, want %q (file:\n%s)", c.Failures, tt.want, mustRead(t, file))
			}
		})
	}
}

// TestKnownProblemsVersion1: a file written before identities had
// messages still loads, and its entries match as they did.
func TestKnownProblemsVersion1(t *testing.T) {
	c := Case{URL: "http://127.0.0.1:5173/", Viewport: "desktop"}
	judge(&c, &browser.Result{Findings: []browser.Finding{{Kind: "broken-image", Severity: "error", Selector: "img.hero", Detail: "0x0"}}}, rules{level: 2})
	file := filepath.Join(t.TempDir(), "v1.json")
	// The key the version 1 writer made for img.hero on /.
	if err := os.WriteFile(file, []byte(fmt.Sprintf("{\"version\": 1, \"problems\": [%q]}\n", legacyKey(&c, c.Problems[0]))), 0o644); err != nil {
		t.Fatal(err)
	}
	k, err := ReadKnownProblems(file)
	if err != nil {
		t.Fatal(err)
	}
	again := Case{URL: "http://127.0.0.1:9999/", Viewport: "desktop"}
	judge(&again, &browser.Result{Findings: []browser.Finding{{Kind: "broken-image", Severity: "error", Selector: "img.hero", Detail: "0x0"}}}, rules{level: 2, known: k})
	if len(again.Failures) != 0 || again.Known != 1 {
		t.Errorf("version 1 entry did not match: failures %q known %d", again.Failures, again.Known)
	}
	if !strings.HasPrefix(legacyKey(&c, c.Problems[0]), "desktop:") {
		t.Errorf("legacy key %q", legacyKey(&c, c.Problems[0]))
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
	k, err := ReadKnownProblems(file)
	if err != nil {
		t.Fatal(err)
	}
	src := &browser.Source{File: "assets/index-Cq2_x8Zt.js", Line: 1, Column: 9}
	rebuilt := &browser.Result{
		ConsoleLogs:    []browser.ConsoleEntry{{Level: "error", Text: "cart: prices did not load (http://127.0.0.1:4173/assets/index-Cq2_x8Zt.js)", Source: src}},
		FailedRequests: []browser.FailedRequest{{Method: "GET", URL: "http://127.0.0.1:4173/assets/logo-Dk3mW9pa.svg", Status: 404}},
		Findings:       []browser.Finding{{Kind: "unnamed-control", Rule: "button-name", Severity: "error", Selector: "main > button._card_7kq2z_3", Detail: "no name"}},
	}
	c := Case{URL: page, Viewport: "desktop"}
	judge(&c, rebuilt, rules{level: 2, known: k})
	if len(c.Failures) != 0 || c.Known != 3 {
		t.Errorf("after the rebuild: failures %q, known %d, want none and 3", c.Failures, c.Known)
	}
	other := &browser.Result{
		FailedRequests: []browser.FailedRequest{{Method: "GET", URL: "http://127.0.0.1:4173/assets/logo-Dk3mW9pa.svg", Status: 500}},
		Findings:       []browser.Finding{{Kind: "unnamed-control", Rule: "button-name", Severity: "error", Selector: "main > button._header_7kq2z_9", Detail: "no name"}},
	}
	c = Case{URL: page, Viewport: "desktop"}
	judge(&c, other, rules{level: 2, known: k})
	if len(c.Failures) != 2 {
		t.Errorf("a 500 for a known 404 and another button: failures %q, want both", c.Failures)
	}
	writeFile(t, file, `{"version": 4, "problems": []}`)
	if _, err := ReadKnownProblems(file); err == nil {
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
