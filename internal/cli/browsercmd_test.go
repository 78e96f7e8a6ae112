package cli

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/chromium"
)

// browserCmdSandbox points the user cache into a temp dir and serves a fake
// Chromium archive in this platform's layout; it returns the base URL and
// the archive's digest.
func browserCmdSandbox(t *testing.T) (url, sum string) {
	t.Helper()
	b, ok := chromium.BuildFor(runtime.GOOS, runtime.GOARCH)
	if !ok {
		t.Skipf("no Chromium build for %s/%s", runtime.GOOS, runtime.GOARCH)
	}
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CACHE_HOME", filepath.Join(home, "cache"))
	t.Setenv("LocalAppData", filepath.Join(home, "appdata"))
	t.Setenv(browser.EnvChrome, "")
	t.Setenv(chromium.EnvURL, "")

	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	h := &zip.FileHeader{Name: b.Dir + "/" + b.Binary, Method: zip.Deflate}
	h.SetMode(0o755)
	w, err := zw.CreateHeader(h)
	if err != nil {
		t.Fatal(err)
	}
	// Big enough that the progress bar has something to draw.
	w.Write([]byte("#!/bin/sh\n" + strings.Repeat("# padding\n", 1<<14)))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	archive := buf.Bytes()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/"+b.Path {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(archive)))
		w.Write(archive)
	}))
	t.Cleanup(srv.Close)
	d := sha256.Sum256(archive)
	return srv.URL, hex.EncodeToString(d[:])
}

func runBrowserCmd(args ...string) (stdout, stderr string, code int) {
	var out, errb bytes.Buffer
	code = run(&env{stdout: &out, stderr: &errb, build: Build{Version: "test"}}, append([]string{"browser"}, args...))
	return out.String(), errb.String(), code
}

func TestBrowserInstallProgressOnStderrOnly(t *testing.T) {
	url, sum := browserCmdSandbox(t)
	stdout, stderr, code := runBrowserCmd("install", "--url", url, "--sha256", sum)
	if code != exitOK {
		t.Fatalf("browser install = %d, want 0; stderr:\n%s", code, stderr)
	}
	installed := browser.InstalledChrome()
	if installed == "" {
		t.Fatal("InstalledChrome() = \"\" after browser install")
	}
	if stdout != installed+"\n" {
		t.Errorf("stdout = %q, want only the browser path %q", stdout, installed)
	}
	if !strings.Contains(stderr, "100%") || !strings.Contains(stderr, "downloading") {
		t.Errorf("stderr = %q, want the progress bar", stderr)
	}

	stdout, stderr, code = runBrowserCmd("path")
	if code != exitOK || stdout != installed+"\n" || !strings.Contains(stderr, "vibelens browser install") {
		t.Errorf("browser path = %d, stdout %q, stderr %q; want %s from vibelens browser install", code, stdout, stderr, installed)
	}

	stdout, stderr, code = runBrowserCmd("install", "--url", url, "--sha256", sum)
	if code != exitOK || stdout != installed+"\n" || !strings.Contains(stderr, "--force") {
		t.Errorf("second browser install = %d, stdout %q, stderr %q; want 0, the path, and a hint about --force", code, stdout, stderr)
	}
}

func TestBrowserInstallChecksumMismatch(t *testing.T) {
	url, _ := browserCmdSandbox(t)
	wrong := strings.Repeat("0", 64)
	stdout, stderr, code := runBrowserCmd("install", "--url", url, "--sha256", wrong)
	if code != exitFailure || stdout != "" || !strings.Contains(stderr, "checksum mismatch") {
		t.Errorf("browser install with a wrong digest = %d, stdout %q, stderr %q; want 1, nothing on stdout, a checksum mismatch", code, stdout, stderr)
	}
	if p := browser.InstalledChrome(); p != "" {
		t.Errorf("InstalledChrome() = %q after a refused download", p)
	}
}

func TestBrowserCommandUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
	}{
		{nil, exitUsage},
		{[]string{"--help"}, exitOK},
		{[]string{"bogus"}, exitUsage},
		{[]string{"install", "extra"}, exitUsage},
		{[]string{"install", "--help"}, exitOK},
		{[]string{"path", "--chrome", filepath.Join(t.TempDir(), "missing")}, exitFailure},
	} {
		stdout, _, code := runBrowserCmd(tc.args...)
		if code != tc.code || stdout != "" {
			t.Errorf("browser %q = %d, stdout %q; want %d and nothing on stdout", tc.args, code, stdout, tc.code)
		}
	}
}
