package corpus

import (
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/devserver"
	"github.com/vibelens/vibelens/server"
)

const (
	// delay is the tool's default: what a model gets when it passes none.
	delay = 1000 * time.Millisecond
	// captureTimeout bounds one capture; real apps on 2 busy cores can
	// take 10 s where a test app takes 2.
	captureTimeout = 60 * time.Second
	// warmTimeout bounds the first compile of one page.
	warmTimeout = 3 * time.Minute
)

// startApp starts the app's dev server and warms every page it captures:
// a plain GET (the first compile takes 10-60 s on 2 cores), then one
// throwaway capture for the browser-side first-load costs. It skips the
// test when the app's node_modules is missing.
func startApp(t *testing.T, m *Manifest) *devserver.Server {
	t.Helper()
	install := "npm ci --prefix " + relDir(m.Dir)
	if _, err := os.Stat(filepath.Join(m.Dir, "node_modules")); err != nil {
		t.Skipf("%s is not installed: run `%s`", m.Name, install)
	}
	s, err := devserver.StartCommand(context.Background(), m.Command(), logDir)
	if errors.Is(err, devserver.ErrNotInstalled) {
		t.Skipf("%s: %v (run `%s`)", m.Name, err, install)
	}
	if err != nil {
		t.Fatalf("%s dev server: %v", m.Name, err)
	}
	track(s)
	t.Cleanup(s.Stop)
	for _, p := range capturedPages(m) {
		start := time.Now()
		status, err := get(s.URL + p)
		if err != nil {
			t.Fatalf("warm %s%s: %v\n%s", s.URL, p, err, s.LogTail())
		}
		if _, err := capture(s.URL+p, "desktop", ""); err != nil {
			t.Logf("warm-up capture of %s: %v", p, err)
		}
		t.Logf("warmed %s (HTTP %d) in %s", p, status, time.Since(start).Round(100*time.Millisecond))
	}
	return s
}

// get fetches url once with a timeout long enough for a first compile.
func get(url string) (int, error) {
	client := &http.Client{Timeout: warmTimeout}
	res, err := client.Get(url)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	_, err = io.Copy(io.Discard, res.Body)
	return res.StatusCode, err
}

// relDir is dir relative to the module root when it is inside it, for
// commands a person can paste.
func relDir(dir string) string {
	root, err := devserver.Root() // <module>/testapps
	if err != nil {
		return dir
	}
	if rel, err := filepath.Rel(filepath.Dir(root), dir); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return dir
}

// capturedPages are the clean pages, then the planted ones.
func capturedPages(m *Manifest) []string {
	return append(append([]string(nil), m.Pages...), m.PlantedPages()...)
}

// capture takes one capture the way inspect_localhost_ui does: the same
// Request, and the payload the tool would return as its text block.
func capture(url, viewport, scheme string) (*browser.Result, error) {
	ctx, cancel := context.WithTimeout(context.Background(), captureTimeout)
	defer cancel()
	return manager.Capture(ctx, browser.Request{URL: url, Viewport: viewport, ColorScheme: scheme, Delay: delay, CompactDOM: true, Keyboard: keyboard})
}

// keyboard walks every capture with Tab (VIBELENS_CORPUS_KEYBOARD=1), as
// inspect_localhost_ui does with keyboard true: its focus-* findings are
// judged like the others.
var keyboard = os.Getenv("VIBELENS_CORPUS_KEYBOARD") == "1"

// schemes are the colour schemes each page is captured in:
// VIBELENS_CORPUS_SCHEME=light, dark or both; unset is one capture with
// no scheme named, as the tool's default.
func schemes() []string {
	switch s := os.Getenv("VIBELENS_CORPUS_SCHEME"); s {
	case "both":
		return []string{"light", "dark"}
	case "light", "dark":
		return []string{s}
	}
	return []string{""}
}

// captureAt is capture with another delay.
func captureAt(url, viewport string, wait time.Duration) (*browser.Result, error) {
	ctx, cancel := context.WithTimeout(context.Background(), captureTimeout)
	defer cancel()
	return manager.Capture(ctx, browser.Request{URL: url, Viewport: viewport, Delay: wait})
}

// take captures one page in one viewport and scores it; with out set it
// writes the payload and the screenshot there.
func take(t *testing.T, m *Manifest, s *devserver.Server, page, viewport, scheme, out string) Scored {
	t.Helper()
	c := Capture{App: m.Name, Page: page, Viewport: viewport, Clean: m.Clean(page)}
	res, err := capture(s.URL+page, viewport, scheme)
	var text []byte
	if err == nil {
		text, err = server.Payload(res)
	}
	if err == nil {
		err = ParsePayload(&c, text)
	}
	if err != nil {
		c.Err = strings.ReplaceAll(err.Error(), "\n", " ")
		t.Errorf("capture %s%s in %s: %v", s.URL, page, viewport, err)
		return m.Score(c)
	}
	if out != "" {
		base := filepath.Join(out, m.Name, slug(page)+"-"+viewport)
		if scheme != "" {
			base += "-" + scheme
		}
		if err := os.MkdirAll(filepath.Dir(base), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(base+".json", text, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(base+".jpg", res.Screenshot, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return m.Score(c)
}

var unsafeChars = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// slug names a page in file names: "/" is "index", "/settings/account"
// is "settings-account".
func slug(page string) string {
	s := strings.Trim(unsafeChars.ReplaceAllString(page, "-"), "-")
	if s == "" {
		return "index"
	}
	return s
}
