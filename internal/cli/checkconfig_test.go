package cli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCheckConfigRefuses: every file under testdata/check/config is
// refused with exit 2 and a message that names the file and what is wrong
// in it; the messages are kept in errors.golden.
func TestCheckConfigRefuses(t *testing.T) {
	dir := filepath.Join("testdata", "check", "config")
	files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no configuration files under %s: %v", dir, err)
	}
	slices.Sort(files)
	var got strings.Builder
	for _, f := range files {
		_, errOut, code := runCLI(t, "check", "--config", f)
		if code != exitUsage {
			t.Errorf("%s: exit %d, want %d\n%s", f, code, exitUsage, errOut)
		}
		first, _, _ := strings.Cut(errOut, "\n")
		if !strings.Contains(first, f) {
			t.Errorf("%s: the message does not name the file: %s", f, first)
		}
		fmt.Fprintf(&got, "%s\n", first)
	}
	golden := filepath.Join("testdata", "check", "config-errors.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if want := mustRead(t, golden); got.String() != want {
		t.Errorf("messages differ from %s (-update):\n%s", golden, got.String())
	}
}

// TestCheckConfig: vibelens.yaml in the working directory gives the
// pages, the viewports, fail-on and the ignore entries; a flag wins over
// its key; an ignored problem fails nothing and every report lists it
// with its reason.
func TestCheckConfig(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".png") {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>%[1]s</title><meta name="viewport" content="width=device-width"><main><h1>%[1]s</h1>%[2]s</main>`,
			r.URL.Path, map[bool]string{true: `<img class="seal" src="/seal.png" alt="Seal" width="80" height="80">`}[r.URL.Path == "/legal"])
	}))
	defer srv.Close()
	dir := t.TempDir()
	t.Chdir(dir)
	writeFile(t, filepath.Join(dir, "vibelens.yaml"), fmt.Sprintf(`# the team's gate
base-url: %s
routes: [/, /legal]
viewports: [mobile]
fail-on: warning
workers: 1
ignore:
  - rule: broken-image
    page: /legal
    reason: the seal comes from the legal team's CDN, which CI cannot reach
  - rule: failed-request
    page: /leg*
    reason: the same seal's request
`, srv.URL))
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--viewport", "desktop", "--junit", "j.xml", "--sarif", "s.sarif", "--markdown", "s.md", "--json", "c.json", "--html", "report")
	if code != exitOK {
		t.Fatalf("check = %d, want 0 with the seal ignored\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{srv.URL + "/legal desktop", srv.URL + "/ desktop", "[2/2]"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("progress lacks %q (the flag's viewport, the file's pages):\n%s", want, errOut)
		}
	}
	reason := "rule broken-image, page /legal: the seal comes from the legal team's CDN, which CI cannot reach (1 problem)"
	for name, text := range map[string]string{"table": out, "junit": mustRead(t, "j.xml"), "sarif": mustRead(t, "s.sarif"), "markdown": mustRead(t, "s.md"),
		"json": mustRead(t, "c.json"), "html": mustRead(t, filepath.Join("report", "index.html"))} {
		if !strings.Contains(strings.ReplaceAll(text, "&#39;", "'"), reason) {
			t.Errorf("%s does not list the ignored problem:\n%.2000s", name, text)
		}
	}
}
