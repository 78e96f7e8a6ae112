package corpus

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestCorpus serves each selected app with its own dev server, captures
// every page in every viewport as the tool does, and holds the findings to
// the manifest: planted bugs found with their source file, expected
// console errors attributed, and few untrue findings on the clean pages.
func TestCorpus(t *testing.T) {
	if noChrome != nil {
		t.Skipf("the corpus needs Chromium: %v", noChrome)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Errorf("invalid manifests, left out of the run: %v", err) // the valid ones still run
	}
	apps, err := selectApps(manifests, os.Getenv("VIBELENS_CORPUS"))
	if err != nil {
		t.Fatal(err)
	}
	if len(apps) == 0 {
		t.Skipf("no app selected among %d in %s (sample: true, or VIBELENS_CORPUS=all|name,name)", len(manifests), corpusRoot())
	}
	out := os.Getenv("VIBELENS_CORPUS_OUT")
	// Captures share the CPU with whatever else runs: say how busy it was.
	loadBefore := loadAverage()
	var all []Scored
	for _, m := range apps {
		t.Run(m.Name, func(t *testing.T) {
			s := startApp(t, m)
			for _, page := range capturedPages(m) {
				for _, vp := range Viewports {
					for _, scheme := range schemes() {
						name := slug(page) + "/" + vp
						if scheme != "" {
							name += "-" + scheme
						}
						t.Run(name, func(t *testing.T) {
							sc := take(t, m, s, page, vp, scheme, out)
							all = append(all, sc)
							logCapture(t, sc)
							checkEntries(t, m, sc)
						})
					}
				}
			}
		})
	}
	if len(all) == 0 {
		return // every app skipped
	}
	note := fmt.Sprintf("Load average (1 min) at start %s, at end %s, on %d CPUs.", loadBefore, loadAverage(), runtime.NumCPU())
	t.Logf("\n%s\n%s%s\n\ncauses tried in the page:\n%s", Table(Rows(all)), Summary(all), note, Trials(all))
	if out != "" {
		if err := os.MkdirAll(out, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, "report.md"), []byte(Markdown(all, note)), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("report: %s", filepath.Join(out, "report.md"))
	}
	checkTargets(t, all)
}

// checkEntries fails the capture for every planted bug or expected console
// error it does not show, quoting what came closest.
func checkEntries(t *testing.T, m *Manifest, s Scored) {
	t.Helper()
	for _, e := range s.Planted {
		if !e.Found {
			p := m.Planted[e.Index]
			t.Errorf("planted[%d] not found: want a %s finding naming %q with source.file ending %q (%s); findings:\n%s",
				e.Index, strings.Join(p.Kinds, "/"), p.Selector, p.File, p.Why, orNone(e.Near))
		}
	}
	for _, e := range s.Console {
		if !e.Found {
			c := m.Console[e.Index]
			t.Errorf("console[%d] not found: want a message containing %q with source.file ending %q; messages:\n%s",
				e.Index, c.Text, c.File, orNone(e.Near))
		}
	}
}

// logCapture prints the capture's numbers and its untrue findings, for -v.
func logCapture(t *testing.T, s Scored) {
	t.Helper()
	if s.Err != "" {
		return
	}
	if s.Partial != "" {
		t.Logf("findings pass cut short: %s", s.Partial)
	}
	capHit := "no"
	if s.CapHit {
		capHit = "yes (" + s.CapReason + ")"
	}
	t.Logf("%d findings: %d true, %d untrue, %d other; capHit %s; findings %d ms; payload %d bytes",
		len(s.Findings), len(s.True), len(s.Untrue), len(s.Other), capHit, s.FindingsMs, s.PayloadBytes)
	for _, f := range s.Untrue {
		t.Logf("untrue: %s", f.Raw)
	}
}

// loadAverage is the 1-minute load average, or "?" where /proc has none.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "?"
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// checkTargets holds the clean-page captures of the run to the product's
// targets, quoting every finding that breaks one.
func checkTargets(t *testing.T, all []Scored) {
	t.Helper()
	c := Clean(all)
	if c.Captures == 0 {
		return
	}
	if c.Untrue*20 > c.Captures {
		var b strings.Builder
		for _, s := range all {
			for _, f := range s.Untrue {
				fmt.Fprintf(&b, "%s %s %s: %s\n", s.App, s.Page, s.Viewport, f.Raw)
			}
		}
		t.Errorf("%d untrue findings in %d clean captures, target <= captures/20:\n%s", c.Untrue, c.Captures, b.String())
	}
	if c.MedianFindings > 1 {
		var b strings.Builder
		for _, s := range all {
			if s.Clean && s.Err == "" {
				fmt.Fprintf(&b, "%s %s %s: %d\n", s.App, s.Page, s.Viewport, len(s.Findings))
			}
		}
		t.Errorf("median %.1f findings per clean capture, target <= 1; per capture:\n%s", c.MedianFindings, b.String())
	}
	// The settle cap is a time limit: how often a page is still busy at
	// 1.5 s depends on what else the machine runs (go test ./... runs the
	// browser, e2e and realapps packages beside this one). It is reported
	// always and held to its target only in a measuring run.
	if c.CapHit*20 > c.Captures && os.Getenv("VIBELENS_CORPUS_STRICT") == "" {
		t.Logf("settle capHit in %d of %d clean captures (target <= captures/20, held only with VIBELENS_CORPUS_STRICT=1 on a quiet machine)", c.CapHit, c.Captures)
	} else if c.CapHit*20 > c.Captures {
		var b strings.Builder
		for _, s := range all {
			if s.Clean && s.CapHit {
				fmt.Fprintf(&b, "%s %s %s: %s\n", s.App, s.Page, s.Viewport, s.CapReason)
			}
		}
		t.Errorf("settle capHit in %d of %d clean captures, target <= captures/20:\n%s", c.CapHit, c.Captures, b.String())
	}
}
