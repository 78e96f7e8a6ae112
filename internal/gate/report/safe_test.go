package report

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/gate"
)

// TestRepoPath: a source path becomes a clean repository-relative path
// under the prefix, or none when it is absolute or leaves the repository.
func TestRepoPath(t *testing.T) {
	tests := []struct {
		prefix, file, want string
		ok                 bool
	}{
		{"", "src/App.jsx", "src/App.jsx", true},
		{"apps/web/", "./src/App.jsx", "apps/web/src/App.jsx", true},
		{"apps/web", "src/../lib/x.ts", "apps/web/lib/x.ts", true},
		{"", "webpack://_N_E/./components/Header.tsx", "components/Header.tsx", true},
		{"", "webpack:///../../../etc/passwd", "", false},
		{"apps/web", "../../../etc/passwd", "", false},
		{"apps/web", "../web/src/x.ts", "apps/web/src/x.ts", true},
		{"apps/web", "../../packages/ui/Button.tsx", "packages/ui/Button.tsx", true},
		{"", "/home/runner/work/app/app/src/App.jsx", "", false},
		{"", `C:\Users\me\app\src\App.jsx`, "", false},
		{"", "file:///etc/passwd", "", false},
		{"", "https://cdn.example/x.js", "", false},
		{"", "src/a\x1b[2Kb.js", "", false},
		{"", "..", "", false},
		// In the repository, but not the app's file to edit.
		{"", ".github/workflows/ci.yml", "", false},
		{"", "webpack:///.git/config", "", false},
		{"apps/web", "../../.github/workflows/ci.yml", "", false},
		{"", "node_modules/react-dom/cjs/react-dom.development.js", "", false},
		{"apps/web", "node_modules/.vite/deps/vue.js", "", false},
		{"", "src/.env", "", false},
		{"", ".svelte-kit/generated/root.svelte", "", false},
		{"", "src/App\u202e.jsx", "", false},
		{"", "src/App\u200b.jsx", "", false},
		// Fine twins: dots inside names, and names that only look like those.
		{"", "src/my.component.tsx", "src/my.component.tsx", true},
		{"", "src/github/ci.tsx", "src/github/ci.tsx", true},
		{"", "src/node_modules_list.tsx", "src/node_modules_list.tsx", true},
		{"", "src/日本語.tsx", "src/日本語.tsx", true},
	}
	for _, tt := range tests {
		got, ok := repoPath(tt.prefix, tt.file)
		if got != tt.want || ok != tt.ok {
			t.Errorf("repoPath(%q, %q) = %q, %v; want %q, %v", tt.prefix, tt.file, got, ok, tt.want, tt.ok)
		}
	}
	if got := uriPath("src/my page#1.tsx"); got != "src/my%20page%231.tsx" {
		t.Errorf("uriPath = %q", got)
	}
}

// TestReportsKeepUnsafePathsOut: a problem whose source is outside the
// repository gets no location in SARIF (counted in a notification) and no
// file in JUnit; a safe one is percent-encoded in SARIF and under
// --source-prefix in both.
func TestReportsKeepUnsafePathsOut(t *testing.T) {
	res := &browser.Result{
		UncaughtPageErrors: []browser.PageError{
			{Message: "boom", Source: &browser.Source{File: "webpack:///../../../etc/passwd", Line: 1}},
			{Message: "bang", Source: &browser.Source{File: "/home/runner/work/app/src/x.js", Line: 2}},
		},
		ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "oops", Source: &browser.Source{File: "src/my page.tsx", Line: 3}}},
	}
	bad := gate.Case{URL: "http://127.0.0.1:5173/", Viewport: "desktop"}
	gate.Judge(&bad, &browser.Result{UncaughtPageErrors: res.UncaughtPageErrors}, 2, nil)
	good := gate.Case{URL: "http://127.0.0.1:5173/b", Viewport: "desktop"}
	gate.Judge(&good, &browser.Result{ConsoleLogs: res.ConsoleLogs}, 2, nil)
	cases := []gate.Case{bad, good}
	dir := t.TempDir()
	sarif := filepath.Join(dir, "v.sarif")
	if err := writeSARIF(sarif, cases, "apps/web", "", nil); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string } `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
			Invocations []struct {
				Notes []struct {
					Message struct{ Text string } `json:"message"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(mustRead(t, sarif)), &log); err != nil {
		t.Fatal(err)
	}
	r := log.Runs[0]
	if len(r.Results) != 1 || r.Results[0].Locations[0].PhysicalLocation.ArtifactLocation.URI != "apps/web/src/my%20page.tsx" {
		t.Errorf("results = %+v, want only the console error at apps/web/src/my%%20page.tsx", r.Results)
	}
	notes := ""
	for _, n := range r.Invocations[0].Notes {
		notes += n.Message.Text
	}
	if !strings.Contains(notes, "2 problems name a source file outside the repository") {
		t.Errorf("notifications %q do not count the two", notes)
	}
	junit := filepath.Join(dir, "junit.xml")
	if err := writeJUnit(junit, cases, "apps/web", nil); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Cases []struct {
			File string `xml:"file,attr"`
		} `xml:"testsuite>testcase"`
	}
	if err := xml.Unmarshal([]byte(mustRead(t, junit)), &doc); err != nil || len(doc.Cases) != 2 {
		t.Fatalf("junit: %v", err)
	}
	if doc.Cases[0].File != "" || doc.Cases[1].File != "apps/web/src/my page.tsx" {
		t.Errorf("junit files %q and %q, want none and apps/web/src/my page.tsx", doc.Cases[0].File, doc.Cases[1].File)
	}
}

// TestControlCharactersEscaped: an ESC sequence or a bare carriage return
// in page text cannot rewrite the terminal: the table and the progress
// lines show them escaped.
func TestControlCharactersEscaped(t *testing.T) {
	forged := "boom\r\x1b[2Kok     desktop       12  http://127.0.0.1:5173/\x1b[0m"
	c := gate.Case{URL: "http://127.0.0.1:5173/\x1b]0;title\x07", Viewport: "desktop"}
	gate.Judge(&c, &browser.Result{
		ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: forged}},
		Findings:    []browser.Finding{{Kind: "text-clipped", Severity: "error", Selector: "p.a\x1b[1A", Detail: "cut\rok"}},
	}, 2, nil)
	var table bytes.Buffer
	Table(&table, gate.Outcome{Cases: []gate.Case{c}})
	if strings.ContainsAny(table.String(), "\x1b\r\x07") {
		t.Errorf("table holds a raw control character: %q", table.String())
	}
	if !strings.Contains(table.String(), `boom\r\x1b[2Kok`) {
		t.Errorf("table does not show the escaped text:\n%s", table.String())
	}
}

// TestFormatCharactersEscaped: Unicode format characters print nothing
// but reorder or hide the text around them (a right-to-left override
// makes "ko" read "ok"); the table shows them escaped (which characters
// and how: textline.TestEscape).
func TestFormatCharactersEscaped(t *testing.T) {
	c := gate.Case{URL: "http://127.0.0.1:5173/\u202egnp.x", Viewport: "desktop"}
	gate.Judge(&c, &browser.Result{ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "boom\u2067ok\u2069"}}}, 2, nil)
	var table bytes.Buffer
	Table(&table, gate.Outcome{Cases: []gate.Case{c}})
	if strings.ContainsAny(table.String(), "\u202e\u2067\u2069") {
		t.Errorf("table holds a raw format character: %q", table.String())
	}
}

// TestHTMLReportSummary: the report opens with a row for every case (page,
// viewport, scheme, result) linking to its section; a failing case with
// no image still lists its findings; long unbroken text wraps.
func TestHTMLReportSummary(t *testing.T) {
	long := "http://127.0.0.1:5173/" + strings.Repeat("a", 400)
	failing := gate.Case{URL: "http://127.0.0.1:5173/cart", Viewport: "mobile", ColorScheme: "dark"}
	gate.Judge(&failing, &browser.Result{Findings: []browser.Finding{{Kind: "text-clipped", Severity: "error", Selector: "p.total", Detail: "text cut off"}}}, 2, nil)
	failing.Findings = []browser.Finding{{Kind: "text-clipped", Severity: "error", Selector: "p.total", Detail: "text cut off"}}
	cases := []gate.Case{{URL: long, Viewport: "desktop"}, failing, {URL: "http://127.0.0.1:5173/down", Viewport: "desktop", Err: "connection refused"}}
	dir := t.TempDir()
	if err := writeHTML(dir, cases, nil); err != nil {
		t.Fatal(err)
	}
	page := mustRead(t, filepath.Join(dir, "index.html"))
	summary := page[:strings.Index(page, "<section")]
	for _, want := range []string{
		`<a href="#case-1">` + long + `</a></td><td>desktop</td><td>light</td>`,
		`<td class="fail">FAIL</td><td><a href="#case-2">http://127.0.0.1:5173/cart</a></td><td>mobile</td><td>dark</td>`,
		`<td class="fail">ERROR</td><td><a href="#case-3">`,
	} {
		if !strings.Contains(summary, want) {
			t.Errorf("summary lacks %q:\n%s", want, summary)
		}
	}
	for _, want := range []string{`<section id="case-2">`, "<li>error text-clipped p.total: text cut off</li>", "overflow-wrap:anywhere"} {
		if !strings.Contains(page, want) {
			t.Errorf("report lacks %q", want)
		}
	}
}
