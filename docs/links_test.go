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
