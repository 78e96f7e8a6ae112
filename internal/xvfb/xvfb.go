// Package xvfb runs a virtual X display for tests of headed Chromium
// (auth save opens a visible window).
package xvfb

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// StartT runs Xvfb for one test and points $DISPLAY at it (clearing
// $WAYLAND_DISPLAY); it skips the test when Xvfb is not installed.
func StartT(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Skip("Xvfb not installed (apt-get install xvfb; .ci/run installs it)")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1280x1024x24")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		t.Fatalf("Xvfb did not report its display: %v", err)
	}
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("DISPLAY", ":"+strings.TrimSpace(line))
}
