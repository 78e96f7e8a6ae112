//go:build linux

package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// message is any JSON-RPC 2.0 message, as read from the server's stdout.
type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   json.RawMessage `json:"error,omitempty"`
}

// rawServer is `vibelens serve` driven by hand over its real stdin and
// stdout, so every byte it writes to stdout can be checked.
type rawServer struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	msgs   chan message
	stderr *syncBuffer
	nextID int

	mu     sync.Mutex
	stray  []string // stdout lines that are not JSON-RPC messages
	exited chan struct{}
	err    error // from Wait, once exited is closed
}

func startServer(t *testing.T, args ...string) *rawServer {
	t.Helper()
	s := &rawServer{t: t, msgs: make(chan message, 16), stderr: &syncBuffer{}, exited: make(chan struct{})}
	s.cmd = exec.Command(bin, append([]string{"serve"}, args...)...)
	s.cmd.Stderr = s.stderr
	var err error
	if s.stdin, err = s.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go s.read(stdout)
	t.Cleanup(func() {
		select {
		case <-s.exited:
		default:
			s.cmd.Process.Kill()
			<-s.exited
		}
		if t.Failed() {
			t.Logf("server stderr:\n%s", s.stderr.String())
		}
	})
	return s
}

// read checks every stdout line is one JSON-RPC 2.0 message, then reaps the
// process once stdout closes.
func (s *rawServer) read(stdout io.Reader) {
	r := bufio.NewReaderSize(stdout, 1<<20)
	for {
		line, err := r.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			var m message
			if jerr := json.Unmarshal(line, &m); jerr != nil || m.JSONRPC != "2.0" ||
				(m.Method == "" && (m.ID == nil || (m.Result == nil && m.Error == nil))) || err != nil {
				s.mu.Lock()
				s.stray = append(s.stray, string(line))
				s.mu.Unlock()
			} else {
				s.msgs <- m
			}
		}
		if err != nil {
			break
		}
	}
	close(s.msgs)
	err := s.cmd.Wait()
	s.mu.Lock()
	s.err = err
	s.mu.Unlock()
	close(s.exited)
}

func (s *rawServer) send(v any) {
	s.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		s.t.Fatal(err)
	}
	if _, err := s.stdin.Write(append(b, '\n')); err != nil {
		s.t.Fatalf("write to server stdin: %v", err)
	}
}

// call sends a request and returns its result, skipping notifications.
func (s *rawServer) call(method string, params any) json.RawMessage {
	s.t.Helper()
	s.nextID++
	id := s.nextID
	s.send(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	timeout := time.After(90 * time.Second)
	for {
		select {
		case m, ok := <-s.msgs:
			if !ok {
				s.t.Fatalf("%s: server closed stdout; stderr:\n%s", method, s.stderr.String())
			}
			if m.Method != "" {
				continue
			}
			if string(m.ID) != strings.TrimSpace(string(mustJSON(id))) {
				s.t.Fatalf("%s: response for id %s, want %d", method, m.ID, id)
			}
			if m.Error != nil {
				s.t.Fatalf("%s: JSON-RPC error %s", method, m.Error)
			}
			return m.Result
		case <-timeout:
			s.t.Fatalf("%s: no response in 90s; stderr:\n%s", method, s.stderr.String())
		}
	}
}

func (s *rawServer) initialize(version string) json.RawMessage {
	s.t.Helper()
	res := s.call("initialize", map[string]any{
		"protocolVersion": version,
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "e2e", "version": "0"},
	})
	s.send(map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"})
	return res
}

// capture runs one tools/call and returns the decoded result.
func (s *rawServer) capture(url string) toolResult {
	s.t.Helper()
	// detail full: these tests check a whole look, and a repeat look at
	// the same target would otherwise answer only what is new (ADR 0028).
	raw := s.call("tools/call", map[string]any{"name": "inspect_localhost_ui", "arguments": map[string]any{"url": url, "delay": 0, "detail": "full"}})
	var res toolResult
	if err := json.Unmarshal(raw, &res); err != nil {
		s.t.Fatalf("tools/call result %.200s: %v", raw, err)
	}
	return res
}

// waitExit waits for the server to exit and returns its exit code.
func (s *rawServer) waitExit(timeout time.Duration) int {
	s.t.Helper()
	select {
	case <-s.exited:
	case <-time.After(timeout):
		s.t.Fatalf("server still running %s later; stderr:\n%s", timeout, s.stderr.String())
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var ee *exec.ExitError
	if s.err != nil && !errors.As(s.err, &ee) {
		s.t.Fatalf("wait: %v", s.err)
	}
	return s.cmd.ProcessState.ExitCode()
}

// checkStdout fails the test if anything but JSON-RPC reached stdout.
func (s *rawServer) checkStdout() {
	s.t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, l := range s.stray {
		s.t.Errorf("stdout carried a non-JSON-RPC line: %.200q", l)
	}
}

type toolResult struct {
	IsError bool `json:"isError"`
	Content []struct {
		Type     string `json:"type"`
		Text     string `json:"text"`
		Data     string `json:"data"`
		MIMEType string `json:"mimeType"`
	} `json:"content"`
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// checkCapture asserts a successful two-block result.
func checkCapture(t *testing.T, res toolResult) {
	t.Helper()
	if res.IsError || len(res.Content) != 2 {
		t.Fatalf("tools/call = isError %v with %d blocks: %+v", res.IsError, len(res.Content), res.Content)
	}
	img, text := res.Content[0], res.Content[1]
	if img.Type != "image" || img.MIMEType != "image/jpeg" {
		t.Errorf("first block is %s %s, want image image/jpeg", img.Type, img.MIMEType)
	}
	data, err := base64.StdEncoding.DecodeString(img.Data)
	if err != nil || !bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}) {
		t.Errorf("image data is not base64 JPEG (err %v)", err)
	}
	if text.Type != "text" || !strings.HasPrefix(text.Text, `{"summary":{`) || !json.Valid([]byte(text.Text)) {
		t.Errorf("second block is not the JSON payload: %.200s", text.Text)
	}
}

// TestStdioRawExchange speaks JSON-RPC by hand, the way an older host does,
// and checks that stdout carries nothing else.
func TestStdioRawExchange(t *testing.T) {
	url := page(t, `<!doctype html><title>stdio</title><p class="hello">over stdio</p><script>console.log("to the page, not stdout")</script>`)
	s := startServer(t, "--verbose")
	var init struct {
		ProtocolVersion string `json:"protocolVersion"`
		ServerInfo      struct{ Name string }
		Capabilities    struct {
			Tools   *struct{} `json:"tools"`
			Prompts *struct{} `json:"prompts"`
		}
	}
	if err := json.Unmarshal(s.initialize("2025-06-18"), &init); err != nil {
		t.Fatal(err)
	}
	if init.ProtocolVersion != "2025-06-18" || init.ServerInfo.Name != "vibelens" || init.Capabilities.Tools == nil || init.Capabilities.Prompts == nil {
		t.Errorf("initialize = %+v, want 2025-06-18 from vibelens with tools and prompts", init)
	}
	var list struct{ Tools []struct{ Name string } }
	if err := json.Unmarshal(s.call("tools/list", map[string]any{}), &list); err != nil {
		t.Fatal(err)
	}
	if len(list.Tools) != 3 || list.Tools[0].Name != "inspect_localhost_ui" || list.Tools[1].Name != "interact_localhost_ui" || list.Tools[2].Name != "point_at_localhost_ui" {
		t.Errorf("tools/list = %+v, want inspect_localhost_ui, interact_localhost_ui and point_at_localhost_ui", list.Tools)
	}
	checkCapture(t, s.capture(url))

	s.stdin.Close()
	if code := s.waitExit(20 * time.Second); code != 0 {
		t.Errorf("exit code after stdin closed = %d, want 0", code)
	}
	s.checkStdout()
	if !strings.Contains(s.stderr.String(), "msg=capture") {
		t.Errorf("--verbose logged no capture to stderr:\n%s", s.stderr.String())
	}
}

// TestStdioSDKClient drives the binary with the go-sdk client over
// CommandTransport, as a Go host would.
func TestStdioSDKClient(t *testing.T) {
	url := page(t, `<!doctype html><title>sdk</title><main id="app">sdk client</main>`)
	for _, version := range []string{"", "2025-06-18"} {
		t.Run("v="+version, func(t *testing.T) {
			stderr := &syncBuffer{}
			cmd := exec.Command(bin, "serve")
			cmd.Stderr = stderr
			client := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "0"}, nil)
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			var opts *mcp.ClientSessionOptions
			if version != "" {
				opts = &mcp.ClientSessionOptions{ProtocolVersion: version}
			}
			cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, opts)
			if err != nil {
				t.Fatalf("Connect: %v", err)
			}
			t.Cleanup(func() {
				if cmd.ProcessState == nil {
					cmd.Process.Kill()
				}
			})
			tools, err := cs.ListTools(ctx, nil)
			if err != nil || len(tools.Tools) != 3 {
				t.Fatalf("ListTools = %v, %v", tools, err)
			}
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: map[string]any{"url": url, "delay": 0}})
			if err != nil {
				t.Fatalf("CallTool: %v", err)
			}
			if res.IsError || len(res.Content) != 2 {
				t.Fatalf("CallTool = isError %v, %d blocks", res.IsError, len(res.Content))
			}
			if img, ok := res.Content[0].(*mcp.ImageContent); !ok || !bytes.HasPrefix(img.Data, []byte{0xFF, 0xD8}) {
				t.Errorf("first block = %T, want a JPEG image", res.Content[0])
			}
			if tc, ok := res.Content[1].(*mcp.TextContent); !ok || !strings.Contains(tc.Text, `<main id=\"app\">`) {
				t.Errorf("second block = %v, want the payload with the page's DOM", res.Content[1])
			}
			if err := cs.Close(); err != nil {
				t.Errorf("Close: %v", err)
			}
			if code := cmd.ProcessState.ExitCode(); code != 0 {
				t.Errorf("exit code = %d, want 0; stderr:\n%s", code, stderr.String())
			}
		})
	}
}

// TestLifecycle checks that however the server ends, its Chromium ends too.
func TestLifecycle(t *testing.T) {
	tests := []struct {
		name     string
		stop     func(s *rawServer)
		wantCode int // -1: killed by a signal, exit status not checked
	}{
		{"stdin closed", func(s *rawServer) { s.stdin.Close() }, 0},
		{"SIGTERM", func(s *rawServer) { s.cmd.Process.Signal(syscall.SIGTERM) }, 0},
		{"SIGINT", func(s *rawServer) { s.cmd.Process.Signal(syscall.SIGINT) }, 0},
		{"SIGKILL", func(s *rawServer) { s.cmd.Process.Signal(syscall.SIGKILL) }, -1},
	}
	url := page(t, `<!doctype html><title>life</title><p>alive</p>`)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := startServer(t)
			s.initialize("2025-06-18")
			checkCapture(t, s.capture(url))
			tree := browserTree(t, s.cmd.Process.Pid)

			tt.stop(s)
			code := s.waitExit(20 * time.Second)
			if tt.wantCode >= 0 && code != tt.wantCode {
				t.Errorf("exit code = %d, want %d; stderr:\n%s", code, tt.wantCode, s.stderr.String())
			}
			waitGone(t, tree, 10*time.Second)
			s.checkStdout()
		})
	}
}

// TestLifecycleMidCapture ends the server while a capture waits on a page
// that never answers: the editor closing must not wait for the page.
func TestLifecycleMidCapture(t *testing.T) {
	release := make(chan struct{})
	hung := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(hung.Close)
	t.Cleanup(func() { close(release) })
	warm := page(t, `<!doctype html><title>warm</title>`)
	tests := []struct {
		name string
		stop func(s *rawServer)
	}{
		{"stdin closed", func(s *rawServer) { s.stdin.Close() }},
		{"SIGTERM", func(s *rawServer) { s.cmd.Process.Signal(syscall.SIGTERM) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := startServer(t)
			s.initialize("2025-06-18")
			checkCapture(t, s.capture(warm))
			tree := browserTree(t, s.cmd.Process.Pid)
			s.send(map[string]any{"jsonrpc": "2.0", "id": 999, "method": "tools/call",
				"params": map[string]any{"name": "inspect_localhost_ui", "arguments": map[string]any{"url": hung.URL, "delay": 0}}})
			time.Sleep(500 * time.Millisecond) // let the navigation start
			start := time.Now()
			tt.stop(s)
			code := s.waitExit(20 * time.Second)
			t.Logf("exited %d after %s", code, time.Since(start).Round(time.Millisecond))
			if code != 0 {
				t.Errorf("exit code = %d, want 0; stderr:\n%s", code, s.stderr.String())
			}
			waitGone(t, tree, 10*time.Second)
			s.checkStdout()
		})
	}
}
