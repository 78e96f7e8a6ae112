// Package docs holds the project's documentation; its test keeps the
// front door short and every relative link in the docs pointing at a file
// that exists.
package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// maxReadmeLines is the front door's budget: what it is, a picture, the
// install table, two commands, one answer and links. The rest lives here.
const maxReadmeLines = 300

// TestReadmeIsShort fails when README.md grows past its budget.
func TestReadmeIsShort(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "\n"); n > maxReadmeLines {
		t.Errorf("README.md has %d lines, over %d: move the detail into docs/", n, maxReadmeLines)
	}
}

var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestLinksResolve fails on a relative link, in README.md, CONTRIBUTING.md
// or a page here, to a file or folder that does not exist: pages moved out
// of the README must not leave links behind them.
func TestLinksResolve(t *testing.T) {
	pages, _ := filepath.Glob("*.md")
	pages = append(pages, "../README.md", "../CONTRIBUTING.md")
	checked := 0
	for _, page := range pages {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllStringSubmatch(string(b), -1) {
			target, _, _ := strings.Cut(m[1], "#")
			if target == "" || strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			checked++
			if _, err := os.Stat(filepath.Join(filepath.Dir(page), target)); err != nil {
				t.Errorf("%s links to %s, which does not exist", page, m[1])
			}
		}
	}
	if checked == 0 {
		t.Fatal("no relative links found: the pattern no longer matches how links are written")
	}
}

// maxPerfRow is a README performance row's budget: today's figure and its
// command. The dated runs behind it belong in performance.md.
const maxPerfRow = 400

// TestReadmePerformanceRowsAreShort fails on a row of the README's
// performance table that has grown into a history.
func TestReadmePerformanceRowsAreShort(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "<!-- perf:begin -->")
	table, _, ok2 := strings.Cut(table, "<!-- perf:end -->")
	if !ok || !ok2 {
		t.Fatal("README.md has no <!-- perf:begin --> ... <!-- perf:end --> table")
	}
	rows := 0
	for _, line := range strings.Split(table, "\n") {
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| ---") {
			continue
		}
		rows++
		if n := len([]rune(line)); n > maxPerfRow {
			t.Errorf("README performance row of %d characters, over %d: keep today's figure and its command, move the history to docs/performance.md:\n%.120s…", n, maxPerfRow, line)
		}
	}
	if rows < 2 {
		t.Fatalf("found %d rows in the performance table: the pattern no longer matches it", rows)
	}
}
