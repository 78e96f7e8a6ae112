//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestStaleProfileSwept: a SIGKILLed serve cannot remove its Chromium
// profile; the next serve removes it at start, and leaves a live server's
// profile alone.
func TestStaleProfileSwept(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	url := page(t, `<!doctype html><title>sweep</title>`)

	live := startServer(t)
	live.initialize("2025-06-18")
	checkCapture(t, live.capture(url))
	liveDir := profileOf(t, live)

	killed := startServer(t)
	killed.initialize("2025-06-18")
	checkCapture(t, killed.capture(url))
	tree := browserTree(t, killed.cmd.Process.Pid)
	staleDir := profileOf(t, killed)
	killed.cmd.Process.Signal(syscall.SIGKILL)
	killed.waitExit(20 * time.Second)
	waitGone(t, tree, 10*time.Second)
	if _, err := os.Stat(staleDir); err != nil {
		t.Fatalf("the killed server's profile %s is already gone (%v); the test needs it left behind", staleDir, err)
	}

	// The next server sweeps at start, before any browser launches.
	next := startServer(t)
	next.initialize("2025-06-18")
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, err := os.Stat(staleDir); os.IsNotExist(err) {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("stale profile %s still exists 5s after the next server started", staleDir)
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	checkCapture(t, next.capture(url))
	if _, err := os.Stat(liveDir); err != nil {
		t.Errorf("a live server's profile %s was removed: %v", liveDir, err)
	}
	checkCapture(t, live.capture(url))
	live.stdin.Close()
	next.stdin.Close()
	live.waitExit(20 * time.Second)
	next.waitExit(20 * time.Second)
	// The full browser also makes a socket directory per profile, which it
	// removes only when it exits by itself.
	var left []string
	for _, pattern := range []string{"vibelens-chrome-*", "org.chromium.Chromium.*", "com.google.Chrome.*"} {
		m, _ := filepath.Glob(filepath.Join(tmp, pattern))
		left = append(left, m...)
	}
	if len(left) != 0 {
		t.Errorf("browser files left in TMPDIR after every server exited: %v", left)
	}
}

// profileOf returns the vibelens profile directory of s's browser.
func profileOf(t *testing.T, s *rawServer) string {
	t.Helper()
	for _, p := range browserTree(t, s.cmd.Process.Pid) {
		if d := profileDir(p.cmdline); d != "" && strings.HasPrefix(d, os.Getenv("TMPDIR")) {
			return d
		}
	}
	t.Fatalf("no profile under %s for server %d", os.Getenv("TMPDIR"), s.cmd.Process.Pid)
	return ""
}
