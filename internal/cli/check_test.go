package cli

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/demo"
	"github.com/vibelens/vibelens/internal/gate"
)

// TestCheckGate: the demo page's planted bugs fail the run (exit 1) and
// land in the JUnit report as a failure whose text lists them, on the
// case named by page and viewport; --fail-on never passes the same run;
// a clean page passes; a server that is down is a failing case with its
// reason, not a hang.
func TestCheckGate(t *testing.T) {
	demoURL, stop, err := demo.Serve()
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	clean := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><title>fine</title><meta name="viewport" content="width=device-width"><main><h1>All good</h1><p>Nothing to see.</p></main>`)
	}))
	defer clean.Close()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	down := "http://" + l.Addr().String() + "/"
	l.Close()

	dir := t.TempDir()
	report, js, htmlDir := filepath.Join(dir, "junit.xml"), filepath.Join(dir, "check.json"), filepath.Join(dir, "html")
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--junit", report, "--json", js, "--html", htmlDir, demoURL, clean.URL)
	if code != exitFailure {
		t.Fatalf("demo + clean = %d, want %d\n%s\n%s", code, exitFailure, out, errOut)
	}
	if !strings.Contains(errOut, "[2/2]") || !strings.Contains(out, "1 of 2 failed") {
		t.Errorf("progress or summary missing:\nstderr %s\nstdout %s", errOut, out)
	}
	var doc struct {
		Suites []struct {
			Tests    int `xml:"tests,attr"`
			Failures int `xml:"failures,attr"`
			Cases    []struct {
				ClassName string `xml:"classname,attr"`
				Name      string `xml:"name,attr"`
				File      string `xml:"file,attr"`
				Failure   *struct {
					Message string `xml:"message,attr"`
					Text    string `xml:",chardata"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal([]byte(mustRead(t, report)), &doc); err != nil || len(doc.Suites) != 1 {
		t.Fatalf("junit: %v\n%s", err, mustRead(t, report))
	}
	s := doc.Suites[0]
	if s.Tests != 2 || s.Failures != 1 {
		t.Errorf("junit tests=%d failures=%d, want 2 and 1", s.Tests, s.Failures)
	}
	for _, c := range s.Cases {
		if c.Name != "desktop" {
			t.Errorf("case %s named %q, want the viewport", c.ClassName, c.Name)
		}
		switch {
		case strings.HasPrefix(c.ClassName, demoURL):
			if c.Failure == nil || !strings.Contains(c.Failure.Text, "broken-image") || c.File == "" {
				t.Errorf("demo case: failure %+v file %q, want the findings in its text and a file", c.Failure, c.File)
			}
		case c.Failure != nil:
			t.Errorf("clean page failed: %+v", c.Failure)
		}
	}

	var cases struct {
		Cases []gate.Case `json:"cases"`
	}
	if err := json.Unmarshal([]byte(mustRead(t, js)), &cases); err != nil || len(cases.Cases) != 2 || len(cases.Cases[0].Failures) == 0 {
		t.Errorf("json report: %v %+v", err, cases)
	}
	// The HTML report opens without a server: its images sit beside it,
	// and the demo's findings are drawn as numbered boxes.
	page := mustRead(t, filepath.Join(htmlDir, "index.html"))
	for _, want := range []string{`<img src="001-desktop.jpg"`, `<img src="002-desktop.jpg"`, `class="box"`, "<span>1</span>", "broken-image", "1 of 2 failed"} {
		if !strings.Contains(page, want) {
			t.Errorf("HTML report lacks %q", want)
		}
	}
	if fi, err := os.Stat(filepath.Join(htmlDir, "001-desktop.jpg")); err != nil || fi.Size() == 0 {
		t.Errorf("screenshot beside the report: %v", err)
	}
	if out, errOut, code := runCLI(t, "check", "--delay", "0", "--fail-on", "never", demoURL); code != exitOK {
		t.Errorf("--fail-on never = %d\n%s\n%s", code, out, errOut)
	}
	out, errOut, code = runCLI(t, "check", "--delay", "0", down)
	if code != exitFailure || !strings.Contains(out, "ERROR") || !strings.Contains(errOut, "could not capture") {
		t.Errorf("server down = %d, want 1 with its reason\n%s\n%s", code, out, errOut)
	}
}

// TestCheckRoutes: a routes file's paths, joined to --base-url, in each
// viewport asked for (comma-separated and repeated), comments ignored.
func TestCheckRoutes(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>%s</title><meta name="viewport" content="width=device-width"><h1>%s</h1>`, r.URL.Path, r.URL.Path)
	}))
	defer srv.Close()
	routes := filepath.Join(t.TempDir(), "routes.txt")
	if err := os.WriteFile(routes, []byte("# the pages\n/\n\n/about  # the team\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--routes", routes, "--base-url", srv.URL, "--viewport", "desktop,mobile", "--viewport", "tablet")
	if code != exitOK {
		t.Fatalf("check = %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{srv.URL + "/ desktop", srv.URL + "/about mobile", srv.URL + "/about tablet", "[6/6]"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("progress does not show %q:\n%s", want, errOut)
		}
	}
}

// TestCheckUsage: usage and set-up errors exit 2 and say what to do.
func TestCheckUsage(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope.txt")
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"no pages", nil, "no pages"},
		{"unknown viewport", []string{"--viewport", "watch", "http://127.0.0.1:1/"}, "desktop, tablet"},
		{"missing routes file", []string{"--routes", missing}, missing},
		{"a path with no base", []string{"/about"}, "--base-url"},
		{"bad fail-on", []string{"--fail-on", "sometimes", "http://127.0.0.1:1/"}, "error, warning or never"},
		{"bad shard", []string{"--shard", "3/2", "http://127.0.0.1:1/"}, "--shard must be I/N"},
		{"a crawl split in shards", []string{"--shard", "1/2", "--crawl", "5", "http://127.0.0.1:1/"}, "list the pages with --routes"},
		{"bad exclude", []string{"--exclude", "(logout", "http://127.0.0.1:1/"}, "--exclude \"(logout\" is not a regular expression"},
		{"known problems written by one shard", []string{"--shard", "1/2", "--known-problems", missing, "--update-known-problems", "http://127.0.0.1:1/"}, "only this shard's problems"},
		{"a missing config file", []string{"--config", missing}, missing},
		{"update without a file", []string{"--update-known-problems", "http://127.0.0.1:1/"}, "--update-known-problems needs --known-problems FILE"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, errOut, code := runCLI(t, append([]string{"check"}, tc.args...)...)
			if code != exitUsage || !strings.Contains(errOut, tc.want) {
				t.Errorf("check %v = %d, want %d saying %q:\n%s", tc.args, code, exitUsage, tc.want, errOut)
			}
		})
	}
}

// TestCheckCrawl: --crawl N follows the given page's same-origin links,
// breadth first, N pages at most; a link elsewhere, a fragment of a page
// already checked and the links past N are not followed.
func TestCheckCrawl(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		links := ""
		if r.URL.Path == "/" {
			links = `<a href="/a">A</a> <a href="/#top">top</a> <a href="b">B</a> <a href="http://203.0.113.9/x">away</a> <a href="/c">C</a>`
		}
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>%s</title><meta name="viewport" content="width=device-width"><main><h1>%s</h1><nav>%s</nav></main>`, r.URL.Path, r.URL.Path, links)
	}))
	defer srv.Close()
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--crawl", "2", srv.URL)
	if code != exitOK {
		t.Fatalf("check = %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{srv.URL + "/a desktop", srv.URL + "/b desktop", "[3/3]"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("progress does not show %q:\n%s", want, errOut)
		}
	}
	for _, not := range []string{srv.URL + "/c ", "203.0.113.9", srv.URL + "/#top"} {
		if strings.Contains(errOut, not) {
			t.Errorf("followed %q, which it must not:\n%s", not, errOut)
		}
	}
	if !strings.Contains(out, "0 of 3 failed") {
		t.Errorf("want 3 pages checked:\n%s", out)
	}
}

// TestCheckBaseline: --update-known-problems records the run's failing problems
// and passes; the next run against the same page passes with them known;
// a new problem fails the run and is the only one listed; a missing
// baseline file is a usage error that says how to create it.
func TestCheckBaseline(t *testing.T) {
	var second atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		more := ""
		if second.Load() {
			more = `<img class="team" src="/team.png" alt="The team" width="200" height="100">`
		}
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>b</title><meta name="viewport" content="width=device-width"><main><h1>Hi</h1><img class="hero" src="/hero.png" alt="Hero" width="200" height="100">%s</main>`, more)
	}))
	defer srv.Close()
	file := filepath.Join(t.TempDir(), "known.json")
	if _, errOut, code := runCLI(t, "check", "--delay", "0", "--known-problems", file, srv.URL); code != exitUsage || !strings.Contains(errOut, "--update-known-problems") {
		t.Errorf("missing baseline = %d, want %d saying how to create it: %s", code, exitUsage, errOut)
	}
	if out, errOut, code := runCLI(t, "check", "--delay", "0", "--known-problems", file, "--update-known-problems", srv.URL); code != exitOK || strings.Contains(errOut, "deprecated") {
		t.Fatalf("--update-known-problems = %d\n%s\n%s", code, out, errOut)
	}
	if b := mustRead(t, file); !strings.Contains(b, `"version": 3`) || strings.Count(b, `"viewport": "desktop"`) < 2 {
		t.Errorf("baseline does not hold the broken image and its failed request:\n%s", b)
	}
	// The old name still works, and says it is deprecated, on one line.
	if out, errOut, code := runCLI(t, "check", "--delay", "0", "--baseline", file, srv.URL); code != exitOK || strings.Count(errOut, "--baseline is deprecated, use --known-problems\n") != 1 {
		t.Errorf("same page against its known problems (--baseline) = %d\n%s\n%s", code, out, errOut)
	}
	second.Store(true)
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--known-problems", file, srv.URL)
	if code != exitFailure || !strings.Contains(out, "img.team") || !strings.Contains(out, "/team.png") || strings.Contains(out, "img.hero") {
		t.Errorf("a new broken image = %d, want 1 listing only it and its request\n%s\n%s", code, out, errOut)
	}
}

// TestCheckJudgesEveryRule: on a page whose in-page passes outrun the
// tool's budgets, the look an assistant takes cuts the rules off and
// says so, while check gives them the time and fails the page on its
// low-contrast text, run after run: a CI gate must not pass a page
// because the runner was busy. The tool's budgets are forced down to a
// millisecond here, so the premise holds on any machine, however fast,
// and a check that kept the tool's budgets fails.
func TestCheckJudgesEveryRule(t *testing.T) {
	findings, a11y := browser.Limits.FindingsBudget, browser.Limits.A11yBudget
	browser.Limits.FindingsBudget, browser.Limits.A11yBudget = time.Millisecond, time.Millisecond
	t.Cleanup(func() { browser.Limits.FindingsBudget, browser.Limits.A11yBudget = findings, a11y })
	var rows strings.Builder
	for i := range 1500 {
		fmt.Fprintf(&rows, `<li class="row"><a href="#r%d">Item %d</a> <button>Edit %d</button> <span>detail %d</span></li>`, i, i, i, i)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>rows</title><meta name="viewport" content="width=device-width"><main><h1>Rows</h1><p class="fine-print" style="color:#bbb;background:#fff">Terms apply</p><ul>%s</ul></main>`, rows.String())
	}))
	defer srv.Close()

	out, errOut, code := runCLI(t, "inspect", "--json", "--delay", "0", srv.URL)
	if code != exitOK {
		t.Fatalf("inspect = %d\n%s\n%s", code, out, errOut)
	}
	var look struct {
		Summary struct {
			FindingsPartial string `json:"findingsPartial"`
		} `json:"summary"`
	}
	if err := json.Unmarshal([]byte(out), &look); err != nil {
		t.Fatal(err)
	}
	// The premise: the tool's own budget is too short for this page.
	if look.Summary.FindingsPartial == "" {
		t.Fatalf("premise: inspect judged every rule within a millisecond's budget")
	}

	for run := range 2 {
		js := filepath.Join(t.TempDir(), "check.json")
		out, errOut, code := runCLI(t, "check", "--delay", "0", "--fail-on", "warning", "--json", js, srv.URL)
		if code != exitFailure || !strings.Contains(out, "low-contrast p.fine-print") {
			t.Fatalf("run %d: check = %d, want the low contrast to fail the page\n%s\n%s", run, code, out, errOut)
		}
		if strings.Contains(out, "not every rule was checked") || strings.Contains(mustRead(t, js), "findingsPartial") {
			t.Errorf("run %d: the passes were cut off:\n%s", run, out)
		}
	}
}
