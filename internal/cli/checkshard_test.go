package cli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

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
	// Each case is in one shard: a fair draw per case, not an exact half.
	tests := regexp.MustCompile(`tests="(\d+)"`)
	n1, _ := strconv.Atoi(tests.FindStringSubmatch(mustRead(t, filepath.Join(dir, "s1.xml")))[1])
	n2, _ := strconv.Atoi(tests.FindStringSubmatch(mustRead(t, filepath.Join(dir, "s2.xml")))[1])
	if n1+n2 != 6 || n1 == 0 || n2 == 0 {
		t.Errorf("shards of %d and %d cases, want 6 between two", n1, n2)
	}
	s1, s2 := filepath.Join(dir, "s1.json"), filepath.Join(dir, "s2.json")
	// One shard alone is not the run: the other's pages went unchecked.
	if out, errOut, code := runCLI(t, "check", "merge", s1); code != exitUsage || !strings.Contains(errOut, "shard 2 of 2 is missing") || out != "" {
		t.Errorf("shard 1 alone = %d, want 2 naming shard 2:\n%s\n%s", code, out, errOut)
	}
	if _, errOut, code := runCLI(t, "check", "merge", s1, s1, s2); code != exitUsage || !strings.Contains(errOut, s1+" and "+s1+" are both shard 1 of 2") {
		t.Errorf("a shard passed twice = %d: %s", code, errOut)
	}
	// A shard of another configuration: refused by what differs.
	other := filepath.Join(dir, "s2-desktop.json")
	runCLI(t, append([]string{"check", "--delay", "0", "--viewport", "desktop", "--fail-on", "warning", "--shard", "2/2", "--json", other}, pages...)...)
	want := "viewports: desktop,mobile in " + s1 + ", desktop in " + other
	if _, errOut, code := runCLI(t, "check", "merge", s1, other); code != exitUsage || !strings.Contains(errOut, want) {
		t.Errorf("shards of two configurations = %d, want 2 saying %q: %s", code, want, errOut)
	}
	old := filepath.Join(dir, "old.json")
	writeFile(t, old, `{"cases": [{"url": "http://127.0.0.1:1/", "viewport": "desktop", "ms": 1, "belowFailOn": 0, "inBaseline": 0}]}`)
	if _, errOut, code := runCLI(t, "check", "merge", old); code != exitUsage || !strings.Contains(errOut, "version 0, not 2") {
		t.Errorf("an older report = %d: %s", code, errOut)
	}
}
