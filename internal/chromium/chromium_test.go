package chromium_test

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/chromium"
)

// entry is one file in a test archive. A link's body is its target.
type entry struct {
	name string
	body string
	mode fs.FileMode
}

const fakeChrome = "#!/bin/sh\necho fake chrome\n"

// layout is where browser.InstalledChrome looks on this OS, as a test Build.
func layout(t *testing.T) chromium.Build {
	t.Helper()
	goos := runtime.GOOS
	arch := "amd64"
	if goos == "darwin" {
		arch = "arm64"
	}
	if goos != "darwin" && goos != "windows" {
		goos = "linux"
	}
	b, ok := chromium.BuildFor(goos, arch)
	if !ok {
		t.Fatalf("no build for %s/%s", goos, arch)
	}
	b.Revision = "1000"
	b.Path = "snapshots/1000/chrome.zip"
	return b
}

// browserArchive is a minimal archive in b's layout under top, with a fake
// chrome script, a data file and (off Windows) a framework-style symlink.
func browserArchive(b chromium.Build, top string) []entry {
	es := []entry{
		{name: top + "/", mode: fs.ModeDir | 0o755},
		{name: top + "/" + b.Binary, body: fakeChrome, mode: 0o755},
		{name: top + "/resources.pak", body: "data", mode: 0o644},
		{name: top + "/Versions/A/lib.so", body: "lib", mode: 0o644},
	}
	if runtime.GOOS != "windows" {
		es = append(es, entry{name: top + "/Versions/Current", body: "A", mode: fs.ModeSymlink | 0o777})
	}
	return es
}

func buildZip(t *testing.T, entries []entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate}
		h.SetMode(e.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatalf("zip %s: %v", e.name, err)
		}
		if e.mode&fs.ModeDir == 0 {
			if _, err := w.Write([]byte(e.body)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func digest(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// sandbox points os.UserCacheDir into a temp dir and returns browser.CacheDir.
func sandbox(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CACHE_HOME", filepath.Join(home, "cache"))
	t.Setenv("LocalAppData", filepath.Join(home, "appdata"))
	t.Setenv(browser.EnvChrome, "")
	dir, err := browser.CacheDir()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(dir, home) {
		t.Fatalf("CacheDir() = %s, not under the sandbox %s", dir, home)
	}
	return dir
}

// serve serves body at b.Path and counts requests.
func serve(t *testing.T, b chromium.Build, body []byte) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		if r.URL.Path != "/"+b.Path {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write(body)
	}))
	t.Cleanup(srv.Close)
	return srv, &hits
}

// assertNothingInstalled checks that dir holds no file and InstalledChrome
// finds nothing.
func assertNothingInstalled(t *testing.T, dir string) {
	t.Helper()
	if p := browser.InstalledChrome(); p != "" {
		t.Errorf("InstalledChrome() = %q after a failed install, want \"\"", p)
	}
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	for _, e := range entries {
		t.Errorf("left behind in the cache: %s", e.Name())
	}
}

func TestInstallMakesBrowserFindable(t *testing.T) {
	for _, tc := range []struct{ name, top string }{
		{"snapshot layout", ""},
		{"chrome for testing layout", "chrome-for-testing-top"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := sandbox(t)
			b := layout(t)
			top := b.Dir
			if tc.top != "" {
				top = tc.top
			}
			archive := buildZip(t, browserArchive(b, top))
			srv, _ := serve(t, b, archive)
			var progress bytes.Buffer
			got, err := chromium.Install(context.Background(), chromium.Options{
				Dir: dir, BaseURL: srv.URL, SHA256: digest(archive), Build: &b, Progress: &progress,
			})
			if err != nil {
				t.Fatalf("Install() error = %v", err)
			}
			found := browser.InstalledChrome()
			if found == "" || found != got.Binary {
				t.Fatalf("InstalledChrome() = %q, want the installed %q", found, got.Binary)
			}
			f, err := browser.FindChrome("")
			if err != nil || f.Path != found || f.Source != "vibelens browser install" {
				t.Errorf("FindChrome(\"\") = %+v, %v; want %s from vibelens browser install", f, err, found)
			}
			if !strings.Contains(progress.String(), "100%") {
				t.Errorf("progress = %q, want it to reach 100%%", progress.String())
			}
			if runtime.GOOS == "windows" {
				return
			}
			if info, err := os.Stat(found); err != nil || info.Mode().Perm()&0o111 == 0 {
				t.Errorf("browser mode = %v, %v; want executable", info.Mode(), err)
			}
			out := filepath.Join(dir, "current", b.Dir)
			if info, err := os.Stat(filepath.Join(out, "resources.pak")); err != nil || info.Mode().Perm()&0o111 != 0 {
				t.Errorf("data file mode = %v, %v; want not executable", info.Mode(), err)
			}
			if data, err := os.ReadFile(filepath.Join(out, "Versions", "Current", "lib.so")); err != nil || string(data) != "lib" {
				t.Errorf("read through Versions/Current = %q, %v; want the symlink kept", data, err)
			}
			if target, err := os.Readlink(filepath.Join(dir, "current")); err != nil || target != b.Revision {
				t.Errorf("current -> %q, %v; want %s", target, err, b.Revision)
			}
		})
	}
}

func TestInstallRefusesChecksumMismatch(t *testing.T) {
	dir := sandbox(t)
	b := layout(t)
	archive := buildZip(t, browserArchive(b, b.Dir))
	srv, _ := serve(t, b, archive)
	wrong := digest([]byte("something else"))
	_, err := chromium.Install(context.Background(), chromium.Options{Dir: dir, BaseURL: srv.URL, SHA256: wrong, Build: &b})
	if !errors.Is(err, chromium.ErrChecksumMismatch) {
		t.Fatalf("Install() error = %v, want ErrChecksumMismatch", err)
	}
	assertNothingInstalled(t, dir)
}

func TestInstallRefusesUnsafeArchives(t *testing.T) {
	b := layout(t)
	good := browserArchive(b, b.Dir)
	link := func(name, target string) entry { return entry{name: name, body: target, mode: fs.ModeSymlink | 0o777} }
	cases := []struct {
		name   string
		extra  []entry
		unixly bool // needs symlinks
	}{
		{name: "parent escape", extra: []entry{{name: "../evil", body: "x", mode: 0o644}}},
		{name: "nested escape", extra: []entry{{name: b.Dir + "/../../evil", body: "x", mode: 0o644}}},
		{name: "absolute path", extra: []entry{{name: "/tmp/evil", body: "x", mode: 0o644}}},
		{name: "backslash escape", extra: []entry{{name: `..\evil`, body: "x", mode: 0o644}}},
		{name: "duplicate entry", extra: []entry{{name: b.Dir + "/resources.pak", body: "again", mode: 0o644}}},
		{name: "absolute symlink", extra: []entry{link(b.Dir+"/etc", "/etc")}, unixly: true},
		{name: "symlink out", extra: []entry{link(b.Dir+"/up", "../../..")}, unixly: true},
		{name: "dotdot after a name", extra: []entry{link(b.Dir+"/up", "Versions/../../..")}, unixly: true},
		{
			// deep/up is lexically inside, but a link under it would climb from
			// the real directory it points at.
			name:   "link written through a link",
			extra:  []entry{link(b.Dir+"/deep/up", ".."), link(b.Dir+"/deep/up/out", "../../x")},
			unixly: true,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.unixly && runtime.GOOS == "windows" {
				t.Skip("symlinks are skipped on Windows")
			}
			dir := sandbox(t)
			archive := buildZip(t, append(append([]entry{}, good...), tc.extra...))
			srv, _ := serve(t, b, archive)
			_, err := chromium.Install(context.Background(), chromium.Options{Dir: dir, BaseURL: srv.URL, SHA256: digest(archive), Build: &b})
			if err == nil {
				t.Fatal("Install() succeeded, want it to refuse the archive")
			}
			t.Logf("Install() error = %v", err)
			if !errors.Is(err, chromium.ErrUnsafeArchive) {
				t.Errorf("Install() error = %v, want ErrUnsafeArchive", err)
			}
			assertNothingInstalled(t, dir)
			for _, p := range []string{filepath.Join(filepath.Dir(dir), "evil"), filepath.Join(dir, "..", "..", "evil")} {
				if _, err := os.Lstat(p); err == nil {
					t.Errorf("%s was written outside the install directory", p)
				}
			}
		})
	}
}

func TestInterruptedDownloadLeavesNoInstall(t *testing.T) {
	b := layout(t)
	archive := buildZip(t, browserArchive(b, b.Dir))
	// The server promises the whole archive, sends half, then hangs up.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", strconv.Itoa(len(archive)))
		w.WriteHeader(http.StatusOK)
		w.Write(archive[:len(archive)/2])
		w.(http.Flusher).Flush()
		conn, buf, err := w.(http.Hijacker).Hijack()
		if err != nil {
			t.Error(err)
			return
		}
		buf.Flush()
		conn.Close()
	}))
	t.Cleanup(srv.Close)

	t.Run("fresh", func(t *testing.T) {
		dir := sandbox(t)
		_, err := chromium.Install(context.Background(), chromium.Options{Dir: dir, BaseURL: srv.URL, SHA256: digest(archive), Build: &b})
		if err == nil {
			t.Fatal("Install() succeeded on a truncated download")
		}
		assertNothingInstalled(t, dir)
	})

	t.Run("over an existing install", func(t *testing.T) {
		dir := sandbox(t)
		good, _ := serve(t, b, archive)
		first, err := chromium.Install(context.Background(), chromium.Options{Dir: dir, BaseURL: good.URL, SHA256: digest(archive), Build: &b})
		if err != nil {
			t.Fatal(err)
		}
		_, err = chromium.Install(context.Background(), chromium.Options{Dir: dir, BaseURL: srv.URL, SHA256: digest(archive), Build: &b, Force: true})
		if err == nil {
			t.Fatal("Install() succeeded on a truncated download")
		}
		if p := browser.InstalledChrome(); p != first.Binary {
			t.Errorf("InstalledChrome() = %q, want the previous install %q kept", p, first.Binary)
		}
		entries, _ := os.ReadDir(dir)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		if want := []string{b.Revision, "current"}; strings.Join(names, ",") != strings.Join(want, ",") && runtime.GOOS != "windows" {
			t.Errorf("cache holds %v, want %v", names, want)
		}
	})
}

func TestInstallHTTPErrorLeavesNothing(t *testing.T) {
	dir := sandbox(t)
	b := layout(t)
	srv, _ := serve(t, b, nil)
	other := b
	other.Path = "missing/chrome.zip"
	_, err := chromium.Install(context.Background(), chromium.Options{Dir: dir, BaseURL: srv.URL, SHA256: digest(nil), Build: &other})
	if err == nil || !strings.Contains(err.Error(), "404") {
		t.Fatalf("Install() error = %v, want a 404", err)
	}
	assertNothingInstalled(t, dir)
}

func TestInstallTwice(t *testing.T) {
	dir := sandbox(t)
	b := layout(t)
	archive := buildZip(t, browserArchive(b, b.Dir))
	srv, hits := serve(t, b, archive)
	opts := chromium.Options{Dir: dir, BaseURL: srv.URL, SHA256: digest(archive), Build: &b}
	first, err := chromium.Install(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromium.Install(context.Background(), opts); !errors.Is(err, chromium.ErrAlreadyInstalled) {
		t.Errorf("second Install() error = %v, want ErrAlreadyInstalled", err)
	}
	if n := hits.Load(); n != 1 {
		t.Errorf("server saw %d requests, want 1 (no download when installed)", n)
	}
	opts.Force = true
	again, err := chromium.Install(context.Background(), opts)
	if err != nil {
		t.Fatalf("Install(Force) error = %v", err)
	}
	if again.Binary != first.Binary || browser.InstalledChrome() != first.Binary {
		t.Errorf("after --force InstalledChrome() = %q, want %q", browser.InstalledChrome(), first.Binary)
	}
}

func TestInstallUsesEnvURL(t *testing.T) {
	dir := sandbox(t)
	b := layout(t)
	archive := buildZip(t, browserArchive(b, b.Dir))
	srv, hits := serve(t, b, archive)
	t.Setenv(chromium.EnvURL, srv.URL+"/")
	if _, err := chromium.Install(context.Background(), chromium.Options{Dir: dir, SHA256: digest(archive), Build: &b}); err != nil {
		t.Fatalf("Install() error = %v", err)
	}
	if hits.Load() != 1 {
		t.Errorf("server saw %d requests, want 1", hits.Load())
	}
}

func TestInstallRejectsBadDigest(t *testing.T) {
	dir := sandbox(t)
	b := layout(t)
	for _, sum := range []string{"abc", strings.Repeat("z", 64)} {
		if _, err := chromium.Install(context.Background(), chromium.Options{Dir: dir, BaseURL: "http://127.0.0.1:1", SHA256: sum, Build: &b}); err == nil {
			t.Errorf("Install(SHA256 %q) succeeded, want an error", sum)
		}
	}
	assertNothingInstalled(t, dir)
}

func TestPinnedBuilds(t *testing.T) {
	for _, p := range []string{"linux/amd64", "darwin/amd64", "darwin/arm64", "windows/amd64", "windows/arm64"} {
		goos, arch, _ := strings.Cut(p, "/")
		b, ok := chromium.BuildFor(goos, arch)
		if !ok {
			t.Errorf("BuildFor(%s) missing", p)
			continue
		}
		if d, err := hex.DecodeString(b.SHA256); err != nil || len(d) != 32 {
			t.Errorf("BuildFor(%s).SHA256 = %q, want 64 hex digits", p, b.SHA256)
		}
		if !strings.Contains(b.Path, "/"+b.Revision+"/") || !strings.HasSuffix(b.Path, ".zip") {
			t.Errorf("BuildFor(%s).Path = %q, want a zip under revision %s", p, b.Path, b.Revision)
		}
	}
	if _, ok := chromium.BuildFor("linux", "arm64"); ok {
		t.Error("BuildFor(linux/arm64) exists, but no snapshot is published for it")
	}
}
