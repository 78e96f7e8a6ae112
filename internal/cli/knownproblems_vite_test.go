package cli

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/internal/devserver"
)

// TestCheckKnownProblemsSurviveViteRebuild is the rebuild with a real
// bundler: testdata/rebuild-vite built by Vite, its known problems (a
// console error naming the hashed bundle, an unnamed button with a CSS
// module class) recorded; an edit to the CSS module and a rebuild rename
// the bundle and the class, and check still knows both; a build that adds
// a truly new error fails, listing only it.
func TestCheckKnownProblemsSurviveViteRebuild(t *testing.T) {
	root, err := devserver.Root()
	if err != nil {
		t.Fatal(err)
	}
	if err := devserver.Installed(root); err != nil {
		t.Skipf("Vite: %v", err)
	}
	app := t.TempDir()
	if err := os.CopyFS(app, os.DirFS(filepath.Join("testdata", "rebuild-vite"))); err != nil {
		t.Fatal(err)
	}
	// testapps' install serves the fixture: react, react-dom, Vite and its React plugin.
	if err := os.Symlink(filepath.Join(root, "node_modules"), filepath.Join(app, "node_modules")); err != nil {
		t.Fatal(err)
	}
	edit := func(file, old, new string) {
		t.Helper()
		p := filepath.Join(app, file)
		b := mustRead(t, p)
		if !strings.Contains(b, old) {
			t.Fatalf("%s lacks %q", file, old)
		}
		writeFile(t, p, strings.Replace(b, old, new, 1))
	}
	// build runs vite build and serves the output; it returns the URL and
	// the output's file names, which hold the build's hashes.
	build := func() (string, string) {
		t.Helper()
		out := t.TempDir()
		cmd := exec.Command(filepath.Join(root, "node_modules", ".bin", "vite"), "build", "--outDir", out, "--emptyOutDir", "--logLevel", "warn")
		cmd.Dir = app
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("vite build: %v\n%s", err, b)
		}
		names, _ := filepath.Glob(filepath.Join(out, "assets", "*"))
		var css string
		for _, n := range names {
			if strings.HasSuffix(n, ".css") {
				css = mustRead(t, n)
			}
		}
		srv := httptest.NewServer(http.FileServer(http.Dir(out)))
		t.Cleanup(srv.Close)
		return srv.URL, strings.Join(names, " ") + " " + css
	}
	file := filepath.Join(t.TempDir(), "known.json")
	first, before := build()
	if out, errOut, code := runCLI(t, "check", "--delay", "0", "--known-problems", file, "--update-known-problems", first); code != exitOK {
		t.Fatalf("--update-known-problems = %d\n%s\n%s", code, out, errOut)
	}
	if known := mustRead(t, file); !strings.Contains(known, "button-name") || !strings.Contains(known, "prices did not load") {
		t.Fatalf("the known-problems file lacks the unnamed button or the error; the premise did not hold:\n%s", known)
	}

	// A rule above .card and another padding: a new hash, and a new line
	// in the class name.
	edit("src/Card.module.css", ".card {", ".title { font-weight: 600; }\n.card {")
	edit("src/Card.module.css", "padding: 8px", "padding: 10px")
	second, after := build()
	if before == after {
		t.Fatalf("the rebuild renamed nothing: %s", after)
	}
	if out, errOut, code := runCLI(t, "check", "--delay", "0", "--known-problems", file, second); code != exitOK {
		t.Errorf("after the rebuild = %d, want 0: the same problems are known\nbefore: %s\nafter: %s\n%s\n%s\nfile:\n%s", code, before, after, out, errOut, mustRead(t, file))
	}

	edit("src/main.jsx", "/* new error */", `if (!globalThis.cart) console.error("TypeError: cart.total is undefined");`)
	third, _ := build()
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--known-problems", file, third)
	if code != exitFailure || !strings.Contains(out, "cart.total is undefined") || strings.Contains(out, "prices did not load") || strings.Contains(out, "unnamed-control") {
		t.Errorf("a new error after the rebuild = %d, want 1 listing only it\n%s\n%s", code, out, errOut)
	}
}
