package chrome

import (
	"os"
	"path/filepath"
	"testing"
)

// TestFindBrowserPrefersHeadlessShell: among system browsers a headless
// capture takes Chromium's headless shell when it is on PATH, and a headed
// one never does (the shell has no windows). What the user names comes
// first either way.
func TestFindBrowserPrefersHeadlessShell(t *testing.T) {
	dir, lib := t.TempDir(), t.TempDir()
	shell := filepath.Join(dir, "chromium-headless-shell")
	full := filepath.Join(dir, "chromium")
	debian := filepath.Join(lib, "chromium-headless-shell")
	for _, p := range []string{shell, full, debian} {
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", dir)
	t.Setenv(EnvChrome, "")
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // no `vibelens browser install`
	t.Setenv("HOME", t.TempDir())
	saved := debianHeadlessShell
	t.Cleanup(func() { debianHeadlessShell = saved })
	tests := []struct {
		name     string
		debian   string // the package's binary, behind its /usr/bin script
		explicit string
		headed   bool
		want     string // path, or "" for anything but a shell
		source   string
	}{
		{"headless takes the shell", "", "", false, shell, "system headless shell"},
		{"Debian's binary, not its script", debian, "", false, debian, "system headless shell"},
		{"headed skips it", debian, "", true, "", "system"},
		{"the user's choice wins", debian, full, false, full, "--chrome"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			debianHeadlessShell = filepath.Join(lib, "absent")
			if tc.debian != "" {
				debianHeadlessShell = tc.debian
			}
			got, err := FindBrowser(tc.explicit, tc.headed)
			if err != nil {
				if tc.want == "" {
					t.Skipf("no full browser on this machine: %v", err)
				}
				t.Fatal(err)
			}
			switch {
			case tc.want != "" && got.Path != tc.want:
				t.Errorf("path = %q, want %q", got.Path, tc.want)
			case tc.want == "" && (got.Path == shell || got.Path == debian):
				t.Errorf("path = %q, the headless shell, for a headed browser", got.Path)
			}
			if got.Source != tc.source {
				t.Errorf("source = %q, want %q", got.Source, tc.source)
			}
		})
	}
}
