package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestNeedsInstall: an app is installed again when node_modules is missing
// or older than the lockfile, and left alone otherwise.
func TestNeedsInstall(t *testing.T) {
	old, recent := time.Now().Add(-time.Hour), time.Now()
	tests := []struct {
		name      string
		modules   bool
		record    time.Time // node_modules/.package-lock.json; zero: none
		lock      time.Time // package-lock.json; zero: none
		wantStale bool
	}{
		{"no node_modules", false, time.Time{}, recent, true},
		{"current", true, recent, old, false},
		{"lockfile changed since", true, old, recent, true},
		{"no npm record", true, time.Time{}, recent, false},
		{"no lockfile", true, old, time.Time{}, false},
	}
	for _, tt := range tests {
		app := t.TempDir()
		touch := func(path string, at time.Time) {
			if at.IsZero() {
				return
			}
			if err := os.WriteFile(path, []byte("{}"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(path, at, at); err != nil {
				t.Fatal(err)
			}
		}
		if tt.modules {
			if err := os.Mkdir(filepath.Join(app, "node_modules"), 0o755); err != nil {
				t.Fatal(err)
			}
			touch(filepath.Join(app, "node_modules", ".package-lock.json"), tt.record)
		}
		touch(filepath.Join(app, "package-lock.json"), tt.lock)
		if why := needsInstall(app); (why != "") != tt.wantStale {
			t.Errorf("%s: needsInstall = %q, want stale %v", tt.name, why, tt.wantStale)
		}
	}
}
