// Package chromium installs a pinned Chromium build into the user cache for
// machines with no Chrome, Chromium or Edge. It downloads one zip archive,
// checks its SHA-256 before unpacking anything, unpacks it without letting an
// entry escape the cache directory, and only then points `current` at it, so
// an interrupted or tampered download never leaves a browser that
// browser.InstalledChrome would pick up. Where a build is unpacked, under
// browser.CacheDir, is the browser finder's to say (browser.CacheLayout).
package chromium

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/vibelens/vibelens/browser"
)

// EnvURL names the environment variable that replaces DefaultBaseURL, for
// mirrors and tests.
const EnvURL = "VIBELENS_CHROMIUM_URL"

// DefaultBaseURL is Chromium's snapshot bucket; a Build's Path is relative to it.
const DefaultBaseURL = "https://storage.googleapis.com/chromium-browser-snapshots"

// Revision is the pinned Chromium snapshot (Chromium 127.0.6533.0). Its
// digests below are the ones Angular's Bazel browser repositories pin for the
// same archives.
const Revision = "1313161"

// Build is one downloadable Chromium archive and where its browser sits.
type Build struct {
	Revision string
	// Path is the archive's location under the base URL.
	Path string
	// SHA256 is the archive's hex digest; empty means none is pinned and the
	// caller must supply one.
	SHA256 string
	// Dir is the archive's top-level directory as browser.InstalledChrome
	// expects it under `current`; an archive whose single top-level directory
	// has another name (Chrome for Testing's chrome-linux64) is renamed to it.
	Dir string
	// Binary is the browser executable inside Dir, slash-separated.
	Binary string
}

// builds is keyed by GOOS/GOARCH. Windows and macOS on arm64 are absent or
// mapped to builds their emulation runs; Linux on arm64 has no snapshot.
var builds = map[string]Build{
	"linux/amd64": withLayout("linux", Build{
		Revision: Revision,
		Path:     "Linux_x64/" + Revision + "/chrome-linux.zip",
		SHA256:   "5c58e0e0e08e2e56ef34609195decc4898418a232c39d095db92e133facb3333",
	}),
	"darwin/amd64": withLayout("darwin", Build{
		Revision: Revision,
		Path:     "Mac/" + Revision + "/chrome-mac.zip",
		SHA256:   "bb95467ac4b4097833f707e58f079926a9cece4824c700da335c38081c7a4e5b",
	}),
	"darwin/arm64": withLayout("darwin", Build{
		Revision: Revision,
		Path:     "Mac_Arm/" + Revision + "/chrome-mac.zip",
		SHA256:   "98173187fab109a1e3431806811e95bff38e61682bbeaf8776733b5a378515ab",
	}),
	// The 32-bit Windows snapshot runs on amd64 and, emulated, on arm64.
	"windows/amd64": withLayout("windows", Build{
		Revision: Revision,
		Path:     "Win/" + Revision + "/chrome-win.zip",
		SHA256:   "e95965510d85b2593c308469ae007c839c3dd2f777a7c2fb31b90bc80bf66897",
	}),
	"windows/arm64": withLayout("windows", Build{
		Revision: Revision,
		Path:     "Win/" + Revision + "/chrome-win.zip",
		SHA256:   "e95965510d85b2593c308469ae007c839c3dd2f777a7c2fb31b90bc80bf66897",
	}),
}

// withLayout is b with the directory and executable the browser finder
// looks for on goos (browser.CacheLayoutFor): the finder owns the cache's
// layout.
func withLayout(goos string, b Build) Build {
	l, _ := browser.CacheLayoutFor(goos)
	b.Dir, b.Binary = l.Dir, l.Binary
	return b
}

// BuildFor returns the pinned build for an OS and architecture.
func BuildFor(goos, goarch string) (Build, bool) {
	b, ok := builds[goos+"/"+goarch]
	return b, ok
}

// Errors Install returns for outcomes the user can act on.
var (
	// ErrUnsupportedPlatform means no Chromium build is pinned for this OS and
	// architecture.
	ErrUnsupportedPlatform = errors.New("no Chromium build is published for this platform")
	// ErrChecksumMismatch means the downloaded archive is not the pinned one.
	ErrChecksumMismatch = errors.New("checksum mismatch")
	// ErrUnsafeArchive means an entry would land outside the install directory.
	ErrUnsafeArchive = errors.New("unsafe archive entry")
	// ErrAlreadyInstalled means a browser is already installed and Force is off.
	ErrAlreadyInstalled = errors.New("already installed")
)

// Options configures Install. The zero value installs the pinned build for
// this machine from DefaultBaseURL (or $VIBELENS_CHROMIUM_URL).
type Options struct {
	// Dir is the cache directory (CacheDir()); required.
	Dir string
	// BaseURL replaces DefaultBaseURL and $VIBELENS_CHROMIUM_URL.
	BaseURL string
	// SHA256 replaces the pinned digest.
	SHA256 string
	// Force reinstalls over an existing browser.
	Force bool
	// Build replaces the pinned build for this machine (tests, mirrors).
	Build *Build
	// Progress receives the progress bar; nil discards it. Never stdout.
	Progress io.Writer
	// Client fetches the archive; nil uses a client without a total timeout,
	// because the archive is large and the context bounds the transfer.
	Client *http.Client
}

// Installed describes a finished install.
type Installed struct {
	Binary   string // absolute path of the browser executable
	Revision string
	URL      string
	SHA256   string
}

// Install downloads, verifies and unpacks Chromium into opts.Dir/<revision>,
// then points opts.Dir/current at it. On any failure nothing new is left in
// opts.Dir and an existing install stays as it was.
func Install(ctx context.Context, opts Options) (Installed, error) {
	b, err := resolveBuild(opts)
	if err != nil {
		return Installed{}, err
	}
	if opts.Dir == "" {
		return Installed{}, errors.New("chromium: no install directory")
	}
	want := strings.ToLower(strings.TrimSpace(b.SHA256))
	if d, err := hex.DecodeString(want); err != nil || len(d) != 32 {
		return Installed{}, fmt.Errorf("sha256 %q is not 64 hex digits", b.SHA256)
	}
	url := strings.TrimRight(baseURL(opts), "/") + "/" + b.Path
	current := filepath.Join(opts.Dir, "current", b.Dir, filepath.FromSlash(b.Binary))
	if !opts.Force && isFile(current) {
		return Installed{Binary: current, Revision: b.Revision}, ErrAlreadyInstalled
	}
	if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
		return Installed{}, fmt.Errorf("create %s: %w", opts.Dir, err)
	}
	removeLeftovers(opts.Dir)

	archive, err := download(ctx, opts.Client, url, opts.Dir, want, opts.Progress)
	if err != nil {
		return Installed{}, err
	}
	defer os.Remove(archive)

	staging, err := os.MkdirTemp(opts.Dir, stagingPrefix)
	if err != nil {
		return Installed{}, fmt.Errorf("create staging directory: %w", err)
	}
	defer os.RemoveAll(staging) // a no-op once it has been renamed into place
	// MkdirTemp makes it 0700; the rest of the cache is 0755.
	if err := os.Chmod(staging, 0o755); err != nil {
		return Installed{}, err
	}
	if err := unzip(archive, staging); err != nil {
		return Installed{}, err
	}
	if err := normalise(staging, b); err != nil {
		return Installed{}, err
	}
	if err := activate(opts.Dir, staging, b.Revision); err != nil {
		return Installed{}, err
	}
	pruneRevisions(opts.Dir, b.Revision)
	return Installed{Binary: current, Revision: b.Revision, URL: url, SHA256: want}, nil
}

func resolveBuild(opts Options) (Build, error) {
	var b Build
	if opts.Build != nil {
		b = *opts.Build
	} else {
		var ok bool
		if b, ok = BuildFor(runtime.GOOS, runtime.GOARCH); !ok {
			return Build{}, fmt.Errorf("%w (%s/%s)", ErrUnsupportedPlatform, runtime.GOOS, runtime.GOARCH)
		}
	}
	if opts.SHA256 != "" {
		b.SHA256 = opts.SHA256
	}
	if b.SHA256 == "" {
		return Build{}, errors.New("no SHA-256 is pinned for this build; pass one")
	}
	return b, nil
}

func baseURL(opts Options) string {
	if opts.BaseURL != "" {
		return opts.BaseURL
	}
	if u := os.Getenv(EnvURL); u != "" {
		return u
	}
	return DefaultBaseURL
}

// Name prefixes of Install's scratch files in the cache directory; anything
// carrying them is a leftover of a killed run and safe to delete.
const (
	downloadPrefix = ".download-"
	stagingPrefix  = ".unpack-"
	retiredPrefix  = ".old-"
)

func removeLeftovers(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		if strings.HasPrefix(n, downloadPrefix) || strings.HasPrefix(n, stagingPrefix) || strings.HasPrefix(n, retiredPrefix) {
			os.RemoveAll(filepath.Join(dir, n))
		}
	}
}

// pruneRevisions deletes other revisions' trees once current points at keep:
// each is several hundred megabytes.
func pruneRevisions(dir, keep string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if n := e.Name(); e.IsDir() && n != keep && isRevision(n) {
			os.RemoveAll(filepath.Join(dir, n))
		}
	}
}

func isRevision(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// normalise renames a lone top-level directory to the name
// browser.InstalledChrome expects and checks that the browser is there.
func normalise(staging string, b Build) error {
	entries, err := os.ReadDir(staging)
	if err != nil {
		return err
	}
	if len(entries) == 1 && entries[0].IsDir() && entries[0].Name() != b.Dir {
		if err := os.Rename(filepath.Join(staging, entries[0].Name()), filepath.Join(staging, b.Dir)); err != nil {
			return fmt.Errorf("normalise archive layout: %w", err)
		}
	}
	bin := filepath.Join(staging, b.Dir, filepath.FromSlash(b.Binary))
	info, err := os.Lstat(bin)
	if err != nil || !info.Mode().IsRegular() {
		return fmt.Errorf("archive has no browser at %s/%s", b.Dir, b.Binary)
	}
	if runtime.GOOS != "windows" && info.Mode().Perm()&0o100 == 0 {
		// Archives zipped on Windows carry no Unix modes.
		if err := os.Chmod(bin, info.Mode().Perm()|0o755); err != nil {
			return err
		}
	}
	return nil
}

func isFile(p string) bool {
	info, err := os.Stat(p)
	return err == nil && !info.IsDir()
}
