package corpus

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestAudit audits the whole corpus in one `vibelens check` run, the way
// a team's CI would: every app's dev server up, every page it captures
// (its own and the planted ones) in desktop, tablet and mobile, through
// the built binary. It reports the run's time and a findings summary per
// app and per kind; the gate's verdict is not the test's (planted pages
// fail on purpose). On demand only:
//
//	VIBELENS_CORPUS_AUDIT=1 go test ./corpus -run TestAudit -v -timeout 90m
//
// VIBELENS_CORPUS picks apps as for TestCorpus (default all here);
// VIBELENS_CORPUS_OUT keeps the JSON, JUnit and HTML reports.
func TestAudit(t *testing.T) {
	if os.Getenv("VIBELENS_CORPUS_AUDIT") == "" {
		t.Skip("set VIBELENS_CORPUS_AUDIT=1 to audit the whole corpus in one vibelens check run")
	}
	if noChrome != nil {
		t.Skip(noChrome)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	which := os.Getenv("VIBELENS_CORPUS")
	if which == "" {
		which = "all"
	}
	apps, err := selectApps(manifests, which)
	if err != nil {
		t.Fatal(err)
	}
	out := os.Getenv("VIBELENS_CORPUS_OUT")
	if out == "" {
		out = t.TempDir()
	}
	bin := filepath.Join(t.TempDir(), "vibelens")
	if b, err := exec.Command("go", "build", "-o", bin, "..").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}

	var routes []string
	appOf := map[string]string{}
	for _, m := range apps {
		if _, err := os.Stat(filepath.Join(m.Dir, "node_modules")); err != nil {
			t.Logf("%s is not installed: left out", m.Name)
			continue
		}
		// Started in this test, not a subtest: the servers must outlive
		// the start-up and serve the whole check run.
		s := startApp(t, m)
		for _, p := range capturedPages(m) {
			routes = append(routes, s.URL+p)
			appOf[s.URL+p] = m.Name
		}
	}
	if len(routes) == 0 {
		t.Skip("no corpus app is installed")
	}
	routesFile := filepath.Join(out, "routes.txt")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(routesFile, []byte(strings.Join(routes, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	report := filepath.Join(out, "audit.json")
	args := []string{"check", "--routes", routesFile, "--viewport", "all", "--json", report,
		"--junit", filepath.Join(out, "audit.xml"), "--html", filepath.Join(out, "audit-html")}
	start := time.Now()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "VIBELENS_NO_UPDATE_CHECK=1")
	stdout, err := cmd.Output()
	took := time.Since(start)
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
		t.Logf("stderr:\n%s", tailString(string(ee.Stderr), 4000))
	} else if err != nil {
		t.Fatal(err)
	}
	if code == 2 {
		t.Fatalf("vibelens check: usage or set-up error\n%s", stdout)
	}
	var doc struct {
		Cases []struct {
			URL      string   `json:"url"`
			Viewport string   `json:"viewport"`
			Error    string   `json:"error"`
			Failures []string `json:"failures"`
			Findings []struct {
				Kind string `json:"kind"`
			} `json:"findings"`
		} `json:"cases"`
	}
	b, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatalf("%s: %v", report, err)
	}
	cases := doc.Cases
	type tally struct{ cases, failing, errors, findings int }
	perApp := map[string]*tally{}
	perKind := map[string]int{}
	for _, c := range cases {
		a := perApp[appOf[c.URL]]
		if a == nil {
			a = &tally{}
			perApp[appOf[c.URL]] = a
		}
		a.cases++
		if c.Error != "" {
			a.errors++
		}
		if c.Error != "" || len(c.Failures) > 0 {
			a.failing++
		}
		a.findings += len(c.Findings)
		for _, f := range c.Findings {
			perKind[f.Kind]++
		}
	}
	var names []string
	for n := range perApp {
		names = append(names, n)
	}
	sort.Strings(names)
	var sum strings.Builder
	fmt.Fprintf(&sum, "vibelens check over %d pages x 3 viewports = %d cases in %s (exit %d), %.1f captures a minute\n",
		len(routes), len(cases), took.Round(time.Second), code, float64(len(cases))/took.Minutes())
	fmt.Fprintf(&sum, "%-22s %6s %8s %7s %9s\n", "app", "cases", "failing", "errors", "findings")
	for _, n := range names {
		a := perApp[n]
		fmt.Fprintf(&sum, "%-22s %6d %8d %7d %9d\n", n, a.cases, a.failing, a.errors, a.findings)
	}
	var kinds []string
	for k := range perKind {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool { return perKind[kinds[i]] > perKind[kinds[j]] })
	for _, k := range kinds {
		fmt.Fprintf(&sum, "  %s %d\n", k, perKind[k])
	}
	t.Logf("\n%s", sum.String())
	for _, c := range cases {
		if c.Error != "" {
			t.Errorf("%s %s could not be captured: %s", c.URL, c.Viewport, c.Error)
		}
	}
	if len(cases) != 3*len(routes) {
		t.Errorf("%d cases, want %d", len(cases), 3*len(routes))
	}
}

func tailString(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
