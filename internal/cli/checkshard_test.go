package cli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestShardPick: the parts of any split are disjoint, cover every case,
// differ in size by one at most, and do not depend on the port the app
// is served on.
func TestShardPick(t *testing.T) {
	var cases, moved []checkCase
	for i := range 23 {
		for _, v := range []string{"desktop", "mobile"} {
			cases = append(cases, checkCase{URL: fmt.Sprintf("http://127.0.0.1:5173/p%d", i), Viewport: v, Index: len(cases)})
			moved = append(moved, checkCase{URL: fmt.Sprintf("http://127.0.0.1:4000/p%d", i), Viewport: v, Index: len(moved)})
		}
	}
	for _, n := range []int{1, 2, 3, 7} {
		var all []int
		sizes := []int{}
		for i := 1; i <= n; i++ {
			part := shard{i, n}.pick(cases)
			sizes = append(sizes, len(part))
			var a, b []int
			for _, c := range part {
				a = append(a, c.Index)
			}
			for _, c := range (shard{i, n}).pick(moved) {
				b = append(b, c.Index)
			}
			if !slices.Equal(a, b) {
				t.Errorf("%d/%d: another port picks %v, not %v", i, n, b, a)
			}
			all = append(all, a...)
		}
		slices.Sort(all)
		if len(all) != len(cases) || slices.Compact(all) == nil || len(slices.Compact(slices.Clone(all))) != len(cases) {
			t.Errorf("%d shards cover %d cases, want each of %d once", n, len(all), len(cases))
		}
		if slices.Max(sizes)-slices.Min(sizes) > 1 {
			t.Errorf("%d shards of sizes %v", n, sizes)
		}
	}
	for _, bad := range []string{"0/2", "3/2", "1", "a/b", "1/0"} {
		if _, err := parseShard(bad); err == nil {
			t.Errorf("parseShard(%q) accepted", bad)
		}
	}
}

// TestCheckShardsMerge: two --shard runs joined by check merge write the
// JUnit, SARIF and Markdown one run over every case writes, times aside.
func TestCheckShardsMerge(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".png") {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>%[1]s</title><meta name="viewport" content="width=device-width"><main><h1>%[1]s</h1>
<img class="hero" src="/hero.png" alt="Hero" width="200" height="100"><p style="color:#bbb;background:#fff">Terms apply</p></main>
<script>console.error("broken on %[1]s")</script>`, r.URL.Path)
	}))
	defer srv.Close()
	dir := t.TempDir()
	pages := []string{srv.URL + "/", srv.URL + "/a", srv.URL + "/b"}
	run := func(name string, extra ...string) {
		t.Helper()
		args := append([]string{"check", "--delay", "0", "--viewport", "desktop,mobile", "--fail-on", "warning",
			"--json", filepath.Join(dir, name+".json"), "--junit", filepath.Join(dir, name+".xml"), "--sarif", filepath.Join(dir, name+".sarif"), "--markdown", filepath.Join(dir, name+".md")}, extra...)
		if out, errOut, code := runCLI(t, append(args, pages...)...); code != exitFailure {
			t.Fatalf("%s = %d, want 1\n%s\n%s", name, code, out, errOut)
		}
	}
	run("one")
	run("s1", "--shard", "1/2", "--html", filepath.Join(dir, "html-1"))
	run("s2", "--shard", "2/2", "--html", filepath.Join(dir, "html-2"))
	out, errOut, code := runCLI(t, "check", "merge", "--junit", filepath.Join(dir, "merged.xml"), "--sarif", filepath.Join(dir, "merged.sarif"), "--markdown", filepath.Join(dir, "merged.md"),
		"--html", filepath.Join(dir, "merged-html"),
		filepath.Join(dir, "s2.json"), filepath.Join(dir, "s1.json"))
	if code != exitFailure || !strings.Contains(out, "6 of 6 failed") {
		t.Fatalf("merge = %d, want 1 over 6 cases\n%s\n%s", code, out, errOut)
	}
	times := regexp.MustCompile(`time="[0-9.]+"`)
	for _, ext := range []string{".xml", ".sarif", ".md"} {
		one := times.ReplaceAllString(mustRead(t, filepath.Join(dir, "one"+ext)), "")
		merged := times.ReplaceAllString(mustRead(t, filepath.Join(dir, "merged"+ext)), "")
		if one != merged {
			t.Errorf("merged %s differs from one run's:\n--- one\n%s\n--- merged\n%s", ext, one, merged)
		}
	}
	// The merged HTML report draws on the shards' screenshots, one a case.
	page := mustRead(t, filepath.Join(dir, "merged-html", "index.html"))
	if n := strings.Count(page, `<img src="`); n != 6 || !strings.Contains(page, `class="box"`) {
		t.Errorf("merged HTML report has %d images (want 6) or no boxes", n)
	}
	if _, err := os.Stat(filepath.Join(dir, "merged-html", "006-mobile.jpg")); err != nil {
		t.Errorf("merged report's image: %v", err)
	}
	s1, s2 := mustRead(t, filepath.Join(dir, "s1.xml")), mustRead(t, filepath.Join(dir, "s2.xml"))
	if !strings.Contains(s1, `tests="3"`) || !strings.Contains(s2, `tests="3"`) {
		t.Errorf("shards are not 3 and 3 cases:\n%s\n%s", s1, s2)
	}
	if _, errOut, code := runCLI(t, "check", "merge", filepath.Join(dir, "s1.json"), filepath.Join(dir, "s1.json")); code != exitUsage || !strings.Contains(errOut, "both hold case") {
		t.Errorf("a shard passed twice = %d: %s", code, errOut)
	}
	old := filepath.Join(dir, "old.json")
	writeFile(t, old, `{"cases": [{"url": "http://127.0.0.1:1/", "viewport": "desktop", "ms": 1, "belowFailOn": 0, "inBaseline": 0}]}`)
	if _, errOut, code := runCLI(t, "check", "merge", old); code != exitUsage || !strings.Contains(errOut, "version 0, not 1") {
		t.Errorf("an older report = %d: %s", code, errOut)
	}
}
