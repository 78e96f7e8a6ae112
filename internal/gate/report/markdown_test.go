package report

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/gate"
)

// markdownCases are a run against a known-problems file: a page whose
// known problem is still there and a new one appeared, a page whose known
// problem was fixed, a page that could not be captured, and a clean one.
func markdownCases(t *testing.T) ([]gate.Case, *gate.KnownProblems) {
	t.Helper()
	known := []gate.Case{
		{URL: "http://127.0.0.1:5173/cart", Viewport: "desktop"},
		{URL: "http://127.0.0.1:5173/about", Viewport: "mobile"},
	}
	gate.Judge(&known[0], &browser.Result{ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "price service slow"}}}, gate.SeverityError, nil)
	gate.Judge(&known[1], &browser.Result{Findings: []browser.Finding{{Kind: "text-clipped", Severity: "error", Selector: "h1.title", Detail: "cut"}}}, gate.SeverityError, nil)
	file := filepath.Join(t.TempDir(), "known.json")
	writeKnown(t, file, known)
	k, err := gate.ReadKnownProblems(file)
	if err != nil {
		t.Fatal(err)
	}

	cases := []gate.Case{
		{URL: "http://127.0.0.1:5173/cart", Viewport: "desktop", ColorScheme: "dark"},
		{URL: "http://127.0.0.1:5173/cart", Viewport: "desktop"},
		{URL: "http://127.0.0.1:5173/about", Viewport: "mobile"},
		{URL: "http://127.0.0.1:5173/down", Viewport: "desktop", Err: "connection refused"},
	}
	gate.Judge(&cases[0], &browser.Result{}, gate.SeverityError, &k)
	gate.Judge(&cases[1], &browser.Result{
		ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "price service slow"}, {Level: "error", Text: "TypeError: checkout total is undefined | NaN"}},
		Findings: []browser.Finding{
			{Kind: "text-clipped", Severity: "error", Selector: "p.total", Detail: "cut `off`"},
			{Kind: "overlap", Severity: "error", Selector: "button.pay", Detail: "covered by <div class=banner>"},
			{Kind: "small-tap-target", Severity: "error", Selector: "a.x", Detail: "20x20"},
		},
	}, gate.SeverityError, &k)
	gate.Judge(&cases[2], &browser.Result{}, gate.SeverityError, &k)
	return cases, &k
}

// TestMarkdownSummary: the summary's totals, failing cases with their top
// problems, escaped for a table, and the new, still present and fixed
// problems, against a golden file.
func TestMarkdownSummary(t *testing.T) {
	cases, known := markdownCases(t)
	got := markdownSummary(cases, known, []string{"color-contrast on /legal: the legal team owns the palette"})
	golden := filepath.Join("testdata", "summary.md")
	if *update {
		if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if want := mustRead(t, golden); got != want {
		t.Errorf("summary differs from %s (go test -run TestMarkdownSummary -update):\n%s", golden, got)
	}
}

// TestMarkdownCut: a run too big for a comment is cut under GitHub's
// limit, with a note that says so.
func TestMarkdownCut(t *testing.T) {
	var cases []gate.Case
	for i := range 3000 {
		c := gate.Case{URL: "http://127.0.0.1:5173/" + strings.Repeat("p", 40) + string(rune('a'+i%26)), Viewport: "desktop"}
		c.Failures = []string{strings.Repeat("x", 100)}
		cases = append(cases, c)
	}
	got := markdownSummary(cases, nil, nil)
	if len(got) > markdownMax || !strings.Contains(got, "Cut here to stay under GitHub's 65536-character limit") {
		t.Errorf("summary is %d bytes, ends %q", len(got), got[max(0, len(got)-300):])
	}
}

// TestMarkdownStepSummaryAppends: $GITHUB_STEP_SUMMARY is appended to,
// any other file replaced.
func TestMarkdownStepSummaryAppends(t *testing.T) {
	dir := t.TempDir()
	step, other := filepath.Join(dir, "step.md"), filepath.Join(dir, "other.md")
	t.Setenv("GITHUB_STEP_SUMMARY", step)
	for _, p := range []string{step, other} {
		if err := os.WriteFile(p, []byte("before\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := writeMarkdown(p, []gate.Case{{URL: "http://127.0.0.1/", Viewport: "desktop"}}, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	if s := mustRead(t, step); !strings.HasPrefix(s, "before\n## VibeLens check") {
		t.Errorf("step summary was not appended to: %q", s)
	}
	if s := mustRead(t, other); strings.Contains(s, "before") {
		t.Errorf("other file was appended to: %q", s)
	}
}

// writeKnown writes the known-problems file --update-known-problems would
// write for cases: every failing problem's identity, version 3.
func writeKnown(t *testing.T, file string, cases []gate.Case) {
	t.Helper()
	var ids []browser.ProblemID
	for _, c := range cases {
		for _, p := range c.Problems {
			if p.Fails {
				ids = append(ids, p.ID)
			}
		}
	}
	b, err := json.Marshal(map[string]any{"version": 3, "problems": ids})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

func mustRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
