//go:build linux

package e2e

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// sendRaw writes bytes to the server's stdin as they are.
func (s *rawServer) sendRaw(b []byte) {
	s.t.Helper()
	if _, err := s.stdin.Write(b); err != nil {
		s.t.Fatalf("write to server stdin: %v", err)
	}
}

// next returns the next message that is not a notification.
func (s *rawServer) next(what string) message {
	s.t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case m, ok := <-s.msgs:
			if !ok {
				s.t.Fatalf("%s: server closed stdout; stderr:\n%s", what, s.stderr.String())
			}
			if m.Method == "" {
				return m
			}
		case <-timeout:
			s.t.Fatalf("%s: no reply in 30s; stderr:\n%s", what, s.stderr.String())
		}
	}
}

// TestStdioMalformedInput: every line that is not a JSON-RPC message gets a
// -32700 or -32600 reply with id null, and the session keeps serving. Before,
// the SDK transport's Read failed and `serve` exited 1 with no reply.
func TestStdioMalformedInput(t *testing.T) {
	tests := []struct {
		name string
		line []byte
		code int
	}{
		{"garbage", []byte("hello there"), -32700},
		{"empty object", []byte("{}"), -32600},
		{"empty array", []byte("[]"), -32600},
		{"batch", []byte(`[{"jsonrpc":"2.0","id":70,"method":"ping"},{"jsonrpc":"2.0","id":71,"method":"ping"}]`), -32600},
		{"number", []byte("42"), -32600},
		{"null", []byte("null"), -32600},
		{"wrong version", []byte(`{"jsonrpc":"1.0","id":1,"method":"ping"}`), -32600},
		{"object id", []byte(`{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}`), -32600},
		{"method not a string", []byte(`{"jsonrpc":"2.0","id":1,"method":7}`), -32600},
		{"fractional id", []byte(`{"jsonrpc":"2.0","id":1.5,"method":"ping"}`), -32600},
		{"leading NUL", []byte("\x00" + `{"jsonrpc":"2.0","id":1,"method":"ping"}`), -32700},
		{"invalid UTF-8", []byte(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"` + "\xff\xfe" + `"}}`), -32700},
		{"truncated", []byte(`{"jsonrpc":"2.0","id":1,"method":"pi`), -32700},
		{"two values", []byte(`{"jsonrpc":"2.0","id":1,"method":"ping"} {}`), -32700},
		{"10 MB garbage", bytes.Repeat([]byte("x"), 10<<20), -32700},
		{"17 MB line", append(append([]byte(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"p":"`), bytes.Repeat([]byte("y"), 17<<20)...), `"}}`...), -32700},
	}
	s := startServer(t)
	s.initialize("2025-06-18")
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			s.sendRaw(append(tt.line, '\n'))
			m := s.next(tt.name)
			var e struct {
				Code    int    `json:"code"`
				Message string `json:"message"`
			}
			if err := json.Unmarshal(m.Error, &e); err != nil || m.Error == nil {
				t.Fatalf("reply to %s = %s %s, want a JSON-RPC error", tt.name, m.ID, m.Result)
			}
			if e.Code != tt.code || string(m.ID) != "null" {
				t.Errorf("reply to %s = code %d id %s (%q), want code %d id null", tt.name, e.Code, m.ID, e.Message, tt.code)
			}
			if len(e.Message) > 300 {
				t.Errorf("error message is %d bytes: %.100q", len(e.Message), e.Message)
			}
			// The session still serves the next valid request.
			s.nextID = 1000 + i
			s.call("ping", map[string]any{})
		})
	}
	s.t = t
	if code := func() int { s.stdin.Close(); return s.waitExit(20 * time.Second) }(); code != 0 {
		t.Errorf("exit code = %d after malformed input, want 0; stderr:\n%s", code, s.stderr.String())
	}
	s.checkStdout()
}

// TestStdioHugeArgumentErrorIsShort: a 10 MB url must not come back as a
// 10 MB error; the reply quotes a few hundred characters and the length.
func TestStdioHugeArgumentErrorIsShort(t *testing.T) {
	s := startServer(t)
	s.initialize("2025-06-18")
	huge := "http://localhost:1/" + strings.Repeat("a", 10<<20)
	for _, args := range []map[string]any{
		{"url": huge},
		{"url": "http://localhost:1/", "selector": huge},
		{"url": "http://localhost:1/", "viewport": huge},
		{"url": "http://localhost:1/", huge[:1<<20]: 1},
	} {
		raw := s.call("tools/call", map[string]any{"name": "inspect_localhost_ui", "arguments": args})
		if len(raw) > 1024 {
			t.Errorf("tools/call with a 10 MB argument answered %d bytes: %.300s", len(raw), raw)
		}
		var res toolResult
		if err := json.Unmarshal(raw, &res); err != nil || !res.IsError || len(res.Content) == 0 {
			t.Errorf("tools/call with a 10 MB argument = %.300s, want a tool error", raw)
			continue
		}
		if !strings.Contains(res.Content[0].Text, "Error: ") {
			t.Errorf("error text %.300q, want Error/Problem/Next step", res.Content[0].Text)
		}
	}

	// The SDK's own errors quote the params; the reply must stay short too.
	s.nextID = 5000
	s.send(map[string]any{"jsonrpc": "2.0", "id": 5000, "method": "tools/call", "params": huge})
	m := s.next("huge params")
	if m.Error == nil || len(m.Error) > 1024 {
		t.Errorf("tools/call with 10 MB params answered an error of %d bytes: %.300s", len(m.Error), m.Error)
	}
	s.checkStdout()
}
