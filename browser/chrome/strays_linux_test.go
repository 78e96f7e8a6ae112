package chrome

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestStrays: a crash handler whose database is inside the profile is a
// stray; the same handler of another profile, a profile whose name only
// starts the same, and a process that is not Chromium are not.
func TestStrays(t *testing.T) {
	proc := t.TempDir()
	for pid, args := range map[string][]string{
		"101": {"/usr/lib/chromium/chrome_crashpad_handler", "--monitor-self", "--database=/tmp/vibelens-abc/xdg-config/chromium/Crash Reports"},
		"102": {"/usr/lib/chromium/chrome_crashpad_handler", "--no-periodic-tasks", "--database=/tmp/vibelens-abc/xdg-config/chromium/Crash Reports"},
		"103": {"/usr/lib/chromium/chrome_crashpad_handler", "--database=/tmp/vibelens-other/xdg-config/chromium/Crash Reports"},
		"104": {"/usr/lib/chromium/chrome_crashpad_handler", "--database=/tmp/vibelens-abcdef/xdg-config/chromium/Crash Reports"},
		"105": {"/usr/bin/tail", "-f", "/tmp/vibelens-abc/chrome_debug.log"},
	} {
		if err := os.MkdirAll(filepath.Join(proc, pid), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(proc, pid, "cmdline"), []byte(strings.Join(args, "\x00")+"\x00"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := strays(proc, "/tmp/vibelens-abc")
	slices.Sort(got)
	if !slices.Equal(got, []int{101, 102}) {
		t.Errorf("strays = %v, want [101 102]", got)
	}
}
