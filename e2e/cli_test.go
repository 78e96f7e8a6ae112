//go:build linux

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runCLI runs the binary in a temp directory (captures may write files
// there) and returns stdout, stderr and the exit code.
func runCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = t.TempDir()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatalf("vibelens %v: %v", args, err)
	}
	if ctx.Err() != nil {
		t.Fatalf("vibelens %v: still running after 90s", args)
	}
	return out.String(), errOut.String(), cmd.ProcessState.ExitCode()
}

// closedPort returns a 127.0.0.1 port that refuses connections for the
// rest of the test: the socket is bound but never listens, so no other
// process (parallel tests start servers all the time) can take the port.
func closedPort(t *testing.T) int {
	t.Helper()
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Close(fd) })
	if err := syscall.Bind(fd, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		t.Fatal(err)
	}
	sa, err := syscall.Getsockname(fd)
	if err != nil {
		t.Fatal(err)
	}
	return sa.(*syscall.SockaddrInet4).Port
}

func TestInspectJSON(t *testing.T) {
	url := page(t, `<!doctype html><title>json</title><nav class="top-nav">a < b</nav>`)
	stdout, stderr, code := runCLI(t, "inspect", "--json", "--delay", "0", url)
	if code != 0 {
		t.Fatalf("inspect --json exit %d; stderr:\n%s", code, stderr)
	}
	line := strings.TrimSuffix(stdout, "\n")
	if strings.Contains(line, "\n") || !strings.HasPrefix(line, `{"summary":{`) || !json.Valid([]byte(line)) {
		t.Errorf("stdout is not one line of payload JSON: %.300s", stdout)
	}
	if !strings.Contains(line, `<nav class=\"top-nav\">`) {
		t.Errorf("payload lacks the page's DOM: %.300s", line)
	}
}

func TestInspectErrors(t *testing.T) {
	tests := []struct {
		name, url, code string
	}{
		// The most common failure of all: the dev server is not running.
		{"closed port", "http://127.0.0.1:" + strconv.Itoa(closedPort(t)) + "/", "CONNECTION_REFUSED"},
		// Port 1 is on Chromium's restricted-port list, so it never gets as
		// far as a refused connection.
		{"port 1", "http://localhost:1/", "UNSAFE_PORT"},
		{"public host", "https://example.com", "INVALID_URL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, code := runCLI(t, "inspect", "--delay", "0", tt.url)
			if code != 1 {
				t.Errorf("inspect %s exit %d, want 1", tt.url, code)
			}
			all := stdout + stderr
			if !strings.Contains(all, "Error: "+tt.code+"\n") || !strings.Contains(all, "Next step: ") {
				t.Errorf("inspect %s printed\n%s\nwant Error: %s with a next step", tt.url, all, tt.code)
				if strings.Contains(all, "HTTP 502") {
					t.Log("the egress proxy answered 502 for a dial it could not make; Chromium must see a failed connection instead")
				}
			}
		})
	}
}

func TestVersionAndHelp(t *testing.T) {
	stdout, _, code := runCLI(t, "version")
	if code != 0 || !strings.HasPrefix(stdout, "vibelens ") || len(strings.TrimSpace(stdout)) <= len("vibelens") {
		t.Errorf("version = %q exit %d, want vibelens <version> exit 0", stdout, code)
	}
	_, stderr, code := runCLI(t, "inspect", "--help")
	if code != 0 || !strings.Contains(stderr, "Usage: vibelens inspect") || !strings.Contains(stderr, "-json") {
		t.Errorf("inspect --help exit %d, stderr %q; want 0 and usage with flags", code, stderr)
	}
}

func TestDemo(t *testing.T) {
	out := filepath.Join(t.TempDir(), "d.jpg")
	stdout, stderr, code := runCLI(t, "demo", "--out", out)
	if code != 0 {
		t.Fatalf("demo exit %d; stderr:\n%s", code, stderr)
	}
	img, err := os.ReadFile(out)
	if err != nil || !bytes.HasPrefix(img, []byte{0xFF, 0xD8, 0xFF}) {
		t.Errorf("demo wrote no JPEG to %s (err %v)", out, err)
	}
	for _, want := range []string{
		"/api/plans/enterprise  HTTP 500", // the failing request
		"Could not load enterprise plan",  // the console error
		"uncaught errors: 1",
		"Uncaught TypeError", // window.analytics is never loaded
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("demo summary lacks %q:\n%s", want, stdout)
		}
	}
}
