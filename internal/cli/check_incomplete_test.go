package cli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/internal/gate"
)

// TestCheckFailsIncomplete: a case whose accessibility pass was cut off at
// its budget fails as incomplete, with the rules that did not run named in
// the table, the JUnit and the Markdown reports, however clean the page:
// a gate must not pass a page because a rule did not finish. The twin, the
// same page with check's own budget, judges every rule and passes. The
// budget is forced down to a millisecond of the page's time, so the
// premise holds on any machine.
func TestCheckFailsIncomplete(t *testing.T) {
	var rows strings.Builder
	for i := range 300 {
		fmt.Fprintf(&rows, `<li><a href="#r%d">Item %d</a> <button>Edit %d</button> <span>detail %d</span></li>`, i, i, i, i)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>rows</title><meta name="viewport" content="width=device-width"><main><h1>Rows</h1><ul>%s</ul></main>`, rows.String())
	}))
	defer srv.Close()

	dir := t.TempDir()
	junit, md := filepath.Join(dir, "junit.xml"), filepath.Join(dir, "summary.md")
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--junit", junit, "--markdown", md, srv.URL)
	if code != exitOK || strings.Contains(out, "incomplete") {
		t.Fatalf("twin, check's own budget = %d, want 0 and every rule judged\n%s\n%s", code, out, errOut)
	}

	budget := gate.A11yBudget
	gate.A11yBudget = time.Millisecond
	t.Cleanup(func() { gate.A11yBudget = budget })
	out, errOut, code = runCLI(t, "check", "--delay", "0", "--junit", junit, "--markdown", md, srv.URL)
	const line = "incomplete: accessibility rules not run: "
	if code != exitFailure || !strings.Contains(out, line) || !strings.Contains(out, "color-contrast") || !strings.Contains(out, "1 of 1 failed") {
		t.Fatalf("a pass cut off = %d, want 1 with the rules not run named\n%s\n%s", code, out, errOut)
	}
	if x := mustRead(t, junit); !strings.Contains(x, `failures="1"`) || !strings.Contains(x, "incomplete: not every rule was judged") || !strings.Contains(x, "color-contrast") {
		t.Errorf("JUnit:\n%s", x)
	}
	if m := mustRead(t, md); !strings.Contains(m, line) {
		t.Errorf("Markdown:\n%s", m)
	}
}
