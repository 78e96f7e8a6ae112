package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// buildBinary builds vibelens into a temp dir for tests that need the real
// process (real stdio, real exit).
func buildBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary; skipped with -short")
	}
	bin := filepath.Join(t.TempDir(), "vibelens")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	if out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/vibelens/vibelens").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestServeAnswersEveryRequestBeforeEOF: a client that writes its requests
// and closes stdin at once (a script, a pipe, a host shutting down) gets
// every reply, including tool calls still running when stdin closed: one
// that fails on its own, and one on a page that never answers, which is
// cancelled after the grace period and answered with an error.
func TestServeAnswersEveryRequestBeforeEOF(t *testing.T) {
	bin := buildBinary(t)
	release := make(chan struct{})
	hung := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer hung.Close()
	defer close(release)
	// A port nobody listens on: the capture launches Chromium, then fails
	// with a tool error, so it is in flight for a while after EOF.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := l.Addr().String()
	l.Close()

	input := strings.Join([]string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`,
		`{"jsonrpc":"2.0","id":"three","method":"tools/call","params":{"name":"inspect_localhost_ui","arguments":{"url":"http://` + closed + `/","delay":0}}}`,
		`{"jsonrpc":"2.0","id":4,"method":"prompts/list"}`,
		`{"jsonrpc":"2.0","id":"hung","method":"tools/call","params":{"name":"inspect_localhost_ui","arguments":{"url":"` + hung.URL + `","delay":0}}}`,
	}, "\n") + "\n"
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "serve")
	cmd.Stdin = strings.NewReader(input) // EOF right after the last line
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	sc := bufio.NewScanner(stdout)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var m struct {
			ID     any             `json:"id"`
			Result json.RawMessage `json:"result"`
		}
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Errorf("stdout line is not JSON: %.200s", sc.Text())
			continue
		}
		if m.ID != nil && m.Result != nil {
			got[fmt.Sprint(m.ID)] = true
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve exited with %v\nstderr: %s", err, stderr.String())
	}
	for _, id := range []string{"1", "2", "three", "4", "hung"} {
		if !got[id] {
			t.Errorf("no reply to request %s after stdin closed (got %v)\nstderr: %s", id, got, stderr.String())
		}
	}
}
