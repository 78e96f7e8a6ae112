package realapps

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/internal/devserver"
)

// Issue 14: a finding names the code that renders its element. The test
// bed's files say where each planted element is written, so the expected
// file and line are read from them, not typed in here.

// bugFile is the file, relative to the app's folder, that renders a page's
// planted element.
func bugFile(a *app, path string) string {
	switch a {
	case viteReact:
		return "src/pages/Bugs.jsx"
	case nextApp, nextWebpack:
		if path == "/hydration" {
			return "app/hydration/page.jsx"
		}
		return "app/_ui/Bugs.jsx"
	case vueVite:
		return "src/pages/" + pascal(path) + ".vue"
	case svelteVite:
		return "src/pages/" + pascal(path) + ".svelte"
	}
	return ""
}

// pascal turns a page path into its component's name: "/fixed-height" ->
// "FixedHeight".
func pascal(path string) string {
	var b strings.Builder
	for _, w := range strings.Split(strings.Trim(path, "/"), "-") {
		if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}

// appFile reads a file of a test app.
func appFile(t *testing.T, a *app, rel string) []string {
	t.Helper()
	root, err := devserver.Root()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, a.name, rel))
	if err != nil {
		t.Fatalf("the finding's source names %s, which the app does not have: %v", rel, err)
	}
	return strings.Split(string(b), "\n")
}

// classLine is the 1-based line of the one opening tag in lines whose
// class list has class.
func classLine(t *testing.T, lines []string, class string) int {
	t.Helper()
	found := 0
	for i, l := range lines {
		if !strings.Contains(l, "<") {
			continue
		}
		for _, q := range []string{`"`, " "} {
			if strings.Contains(l, q+class+" ") || strings.Contains(l, q+class+`"`) {
				if found != 0 {
					t.Fatalf("test bed: class %q is on lines %d and %d; a planted class must be unique", class, found, i+1)
				}
				found = i + 1
				break
			}
		}
	}
	if found == 0 {
		t.Fatalf("test bed: no tag with class %q", class)
	}
	return found
}

// checkPlantedSource checks the planted bug's finding: its source is the
// file that renders the element, within 3 lines of the element's opening
// tag, and names the page's component.
func checkPlantedSource(t *testing.T, a *app, tc findingCase, fs []browserFinding) {
	t.Helper()
	w := tc.want
	i := slices.IndexFunc(fs, func(f browserFinding) bool { return slices.Contains(w.kinds, f.Kind) && names(f, w.class) })
	if i < 0 {
		return // check() has reported it
	}
	f := fs[i]
	file := bugFile(a, tc.path)
	if f.Source == nil {
		t.Errorf("source miss: %s finding on %s has no source, want %s", f.Kind, w.class, file)
		return
	}
	want := classLine(t, appFile(t, a, file), w.class)
	got := f.Source
	switch {
	case got.File != file:
		t.Errorf("source wrong file: %s finding on %s names %s, want %s", f.Kind, w.class, got, file)
	case got.Line == 0:
		t.Errorf("source miss: %s finding on %s names %s without a line, want line %d", f.Kind, w.class, got, want)
	case got.Line < want-3 || got.Line > want+3:
		t.Errorf("source wrong line: %s finding on %s names %s, want within 3 of line %d", f.Kind, w.class, got, want)
	case got.Component != pascal(tc.path):
		t.Errorf("source wrong component: %s finding on %s names %s, want component %s", f.Kind, w.class, got, pascal(tc.path))
	default:
		t.Logf("source hit %s %s %s", a.name, w.class, got)
	}
}

// checkEverySource checks that every finding's source, planted or not,
// points at a line of the app's files that writes the element: one of its
// classes, or its tag, within 3 lines. A wrong file is worse than none.
func checkEverySource(t *testing.T, a *app, fs []browserFinding) {
	t.Helper()
	for _, f := range fs {
		if f.Source == nil || f.Source.File == "" || f.Kind == "dev-error-overlay" {
			continue
		}
		lines := appFile(t, a, f.Source.File)
		if f.Source.Line == 0 {
			continue
		}
		lo, hi := max(f.Source.Line-4, 0), min(f.Source.Line+3, len(lines))
		near := strings.Join(lines[lo:hi], "\n")
		tag := strings.SplitN(strings.SplitN(f.Selector, ".", 2)[0], ":", 2)[0]
		ok := tag != "" && !strings.ContainsAny(tag, "#>[ ") && strings.Contains(near, "<"+tag)
		for _, c := range f.Classes {
			ok = ok || strings.Contains(near, c)
		}
		if !ok {
			t.Errorf("%s finding on %q names %s, whose lines %d-%d write neither its tag nor a class of %q",
				f.Kind, f.Selector, f.Source, lo+1, hi, f.Classes)
		}
	}
}

// TestSourcePaths checks the helpers on the test bed's own names.
func TestSourcePaths(t *testing.T) {
	for _, tt := range []struct{ in, want string }{{"/cta", "Cta"}, {"/fixed-height", "FixedHeight"}, {"/overflow-x", "OverflowX"}} {
		if got := pascal(tt.in); got != tt.want {
			t.Errorf("pascal(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestProductionBuildHasNoSource builds the React app for production and
// captures its planted bug: a production build keeps no development
// records, so the finding is there and names no source (issue 14).
func TestProductionBuildHasNoSource(t *testing.T) {
	if noChrome != nil {
		t.Skipf("real apps need Chromium: %v", noChrome)
	}
	root, err := devserver.Root()
	if err != nil {
		t.Fatal(err)
	}
	if err := devserver.Installed(root); err != nil {
		t.Skipf("real dev servers: %v", err)
	}
	out := t.TempDir()
	cmd := exec.Command(filepath.Join(root, "node_modules", ".bin", "vite"), "build", "--outDir", out, "--emptyOutDir", "--logLevel", "warn")
	cmd.Dir = filepath.Join(root, viteReact.name)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("vite build: %v\n%s", err, b)
	}
	// The built app routes by path: every path that is not a file is the app.
	files := http.FileServer(http.Dir(out))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := os.Stat(filepath.Join(out, filepath.Clean(r.URL.Path))); err != nil || r.URL.Path == "/" {
			http.ServeFile(w, r, filepath.Join(out, "index.html"))
			return
		}
		files.ServeHTTP(w, r)
	}))
	defer srv.Close()
	res := capture(t, srv.URL+"/cta", "desktop", 0)
	tc := findingCase{want: &want{kinds: coverKinds, class: "w-96"}}
	if msg := check(tc, res.Findings); msg != "" {
		t.Fatalf("production build: %s\n%s", msg, describe(res))
	}
	for _, f := range res.Findings {
		if f.Source != nil {
			t.Errorf("production build: %s finding on %q has source %v, want none", f.Kind, f.Selector, f.Source)
		}
	}
}

// TestVueInspectorLines: /many's strips come from two v-if/v-else tags
// with the same classes. The template alone cannot tell which renders a
// strip, so a plain Vue dev server gives the file and component without a
// line; with vite-plugin-vue-inspector (what vite-plugin-vue-devtools in
// `npm create vue` apps runs) each strip gets its exact line.
func TestVueInspectorLines(t *testing.T) {
	const file = "src/pages/Many.vue"
	lines := appFile(t, vueVite, file)
	odd := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, `v-if="i % 2" class="many-strip`) }) + 1
	even := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, `v-else class="many-strip`) }) + 1
	strips := func(res []browserFinding) map[int]int {
		got := map[int]int{}
		for _, f := range res {
			if f.Kind != "escapes-container" || !slices.Contains(f.Classes, "many-strip") {
				continue
			}
			if f.Source == nil || f.Source.File != file || f.Source.Component != "Many" {
				t.Errorf("strip finding %q source %v, want %s (Many)", f.Selector, f.Source, file)
				continue
			}
			// The card's position says which branch rendered the strip.
			var card int
			if _, err := fmt.Sscanf(f.Selector[strings.Index(f.Selector, "nth-of-type(")+len("nth-of-type("):], "%d", &card); err != nil {
				t.Fatalf("selector %q: %v", f.Selector, err)
			}
			want := odd
			if card%2 == 0 {
				want = even
			}
			if f.Source.Line != 0 && f.Source.Line != want {
				t.Errorf("strip in card %d names line %d, want %d", card, f.Source.Line, want)
			}
			got[f.Source.Line]++
		}
		return got
	}

	plain := strips(capture(t, vueVite.server(t).URL+"/many", "desktop", 0).Findings)
	if len(plain) != 1 || plain[0] == 0 {
		t.Errorf("plain Vue: strips by line %v, want all without a line (two candidate tags)", plain)
	}

	t.Setenv("VIBELENS_TESTAPP_INSPECTOR", "1")
	srv := devserver.StartT(t, vueVite.name, devserver.Vite)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := srv.Warm(ctx, "/many"); err != nil {
		t.Fatal(err)
	}
	withInspector := strips(capture(t, srv.URL+"/many", "desktop", 0).Findings)
	if withInspector[odd] == 0 || withInspector[even] == 0 || withInspector[0] != 0 {
		t.Errorf("with the inspector: strips by line %v, want lines %d and %d and none without", withInspector, odd, even)
	}
}

// TestSourceFollowsAnEdit: two lines added above a planted element move its
// source two lines down on the next capture, and back when the file is
// restored, the way a model edits and calls again. (Vite also renames an
// edited module with ?t=; the ETag rule for servers that do not is tested in
// browser's TestSourceMapCacheFollowsETag.)
func TestSourceFollowsAnEdit(t *testing.T) {
	srv := viteReact.server(t)
	const file = "src/pages/Bugs.jsx"
	path := filepath.Join(srv.Dir, file)
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	truncateLine := func() int {
		t.Helper()
		res := capture(t, srv.URL+"/truncate", "desktop", 0)
		for _, f := range res.Findings {
			if names(f, "truncate") && f.Source != nil && f.Source.File == file {
				return f.Source.Line
			}
		}
		t.Fatalf("no truncate finding with a source in %s\n%s", file, describe(res))
		return 0
	}
	etag := func() string {
		resp, err := http.Get(srv.URL + "/" + file)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.Header.Get("ETag")
	}
	waitETag := func(from string) {
		t.Helper()
		for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			if etag() != from {
				return
			}
		}
		t.Fatalf("%s: the dev server kept ETag %s", file, from)
	}

	before := truncateLine()
	if want := classLine(t, appFile(t, viteReact, file), "truncate"); before != want {
		t.Fatalf("before the edit: line %d, want %d", before, want)
	}
	tag := etag()
	t.Cleanup(func() {
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Errorf("restore %s: %v", path, err)
		}
	})
	if err := os.WriteFile(path, append([]byte("// edited\n// twice\n"), orig...), 0o644); err != nil {
		t.Fatal(err)
	}
	waitETag(tag)
	if got := truncateLine(); got != before+2 {
		t.Errorf("after adding two lines: line %d, want %d (a stale map was reused)", got, before+2)
	}
	edited := etag()
	if err := os.WriteFile(path, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	waitETag(edited)
	if got := truncateLine(); got != before {
		t.Errorf("after restoring: line %d, want %d", got, before)
	}
}
