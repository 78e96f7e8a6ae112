//go:build unix

package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// TestLauncherForwardsExitAndSignals runs the npm launcher with node over
// a fake platform package: the binary's exit code comes back, and a SIGTERM
// sent to the launcher reaches the binary.
func TestLauncherForwardsExitAndSignals(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not on PATH")
	}
	p, ok := lookupPlatform(runtime.GOOS, runtime.GOARCH)
	if !ok {
		t.Skip("no package for this platform")
	}
	root := t.TempDir()
	nm := filepath.Join(root, "node_modules")
	launcher := filepath.Join(nm, "vibelens", "bin", "vibelens.js")
	os.MkdirAll(filepath.Dir(launcher), 0o755)
	if err := copyFile(filepath.Join("..", "..", "npm", "vibelens", "bin", "vibelens.js"), launcher, 0o755); err != nil {
		t.Fatal(err)
	}
	pkgDir := filepath.Join(nm, "@vibelens", p.os+"-"+p.cpu)
	os.MkdirAll(filepath.Join(pkgDir, "bin"), 0o755)
	os.WriteFile(filepath.Join(pkgDir, "package.json"), []byte(`{"name":"`+p.npmName()+`","version":"0.0.0"}`), 0o644)
	marker := filepath.Join(root, "got-term")
	fake := "#!/bin/sh\n" +
		"trap 'echo TERM > " + marker + "; exit 0' TERM\n" +
		"if [ \"$1\" = exit ]; then echo \"args: $*\"; exit 3; fi\n" +
		"echo ready; while :; do sleep 0.05; done\n"
	os.WriteFile(filepath.Join(pkgDir, "bin", "vibelens"), []byte(fake), 0o755)

	out, err := exec.Command(node, launcher, "exit", "now").Output()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 3 || string(out) != "args: exit now\n" {
		t.Errorf("exit: %v, stdout %q; want exit 3 and the binary's stdout", err, out)
	}

	cmd := exec.Command(node, launcher, "serve")
	// Its own process group, killed at the end whatever happens, so a
	// failure cannot leave the fake binary looping.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) })
	buf := make([]byte, 6)
	if _, err := io.ReadFull(stdout, buf); err != nil || string(buf) != "ready\n" {
		t.Fatalf("binary did not start: %v %q", err, buf)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("launcher after SIGTERM: %v, want exit 0 (the binary's)", err)
	}
	if got, _ := os.ReadFile(marker); string(got) != "TERM\n" {
		t.Errorf("the binary did not get SIGTERM (marker %q)", got)
	}

	// No package for this platform: a message on stderr, nothing on stdout.
	os.RemoveAll(pkgDir)
	var stderr bytes.Buffer
	cmd = exec.Command(node, launcher, "serve")
	cmd.Stderr = &stderr
	out, err = cmd.Output()
	if err == nil || len(out) != 0 || !strings.Contains(stderr.String(), "no prebuilt binary for") {
		t.Errorf("missing package: err %v, stdout %q, stderr %q", err, out, stderr.String())
	}
}
