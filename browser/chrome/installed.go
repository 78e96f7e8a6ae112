package chrome

import (
	"os"
	"path/filepath"
	"runtime"
)

// Layout is where `vibelens browser install` leaves a browser on an OS,
// under CacheDir()/current: the archive's top-level directory and the
// executable inside it, slash-separated. This is the one statement of the
// cache's layout: the installer (internal/chromium, a command above
// browser/) writes it and InstalledChrome reads it, so the installer
// imports it from here rather than the finder importing the installer.
type Layout struct{ Dir, Binary string }

var layouts = map[string]Layout{
	"linux":   {Dir: "chrome-linux", Binary: "chrome"},
	"darwin":  {Dir: "chrome-mac", Binary: "Chromium.app/Contents/MacOS/Chromium"},
	"windows": {Dir: "chrome-win", Binary: "chrome.exe"},
}

// LayoutFor is the cache's layout on goos; ok is false on an OS with no
// build to install.
func LayoutFor(goos string) (l Layout, ok bool) {
	l, ok = layouts[goos]
	return l, ok
}

// Path is the executable's path relative to CacheDir.
func (l Layout) Path() string {
	return filepath.Join("current", l.Dir, filepath.FromSlash(l.Binary))
}

// CacheDir is where `vibelens browser install` puts a browser: the user
// cache's vibelens/chromium.
func CacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "vibelens", "chromium"), nil
}

// InstalledChrome returns the browser binary `vibelens browser install`
// placed in the cache, or "" when there is none.
func InstalledChrome() string {
	dir, err := CacheDir()
	if err != nil {
		return ""
	}
	l, ok := LayoutFor(runtime.GOOS)
	if !ok {
		return ""
	}
	p := filepath.Join(dir, l.Path())
	if info, err := os.Stat(p); err == nil && !info.IsDir() {
		return p
	}
	return ""
}
