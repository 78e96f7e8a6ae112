package stdio

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestTransportInterleaving sends bad lines and valid requests from
// several goroutines at once: every output line must be one whole JSON-RPC
// message (our error replies and the SDK's responses share one write lock),
// every request answered, every bad line answered with id null.
func TestTransportInterleaving(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "0"}, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- s.Run(ctx, &Transport{Reader: inR, Writer: outW}); outW.Close() }()

	var wmu sync.Mutex
	send := func(line string) {
		wmu.Lock()
		defer wmu.Unlock()
		io.WriteString(inW, line+"\n")
	}
	lines := make(chan string, 1024)
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	send(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}`)
	if l := <-lines; !json.Valid([]byte(l)) {
		t.Fatalf("initialize reply %q", l)
	}
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)

	const workers, each = 4, 25
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < each; i++ {
				send(fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"ping"}`, 1+w*each+i))
				send("garbage \x00 line")
			}
		}(w)
	}
	wg.Wait()
	answered, parseErrors := map[float64]bool{}, 0
	timeout := time.After(20 * time.Second)
	for len(answered) < workers*each || parseErrors < workers*each {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("output closed after %d answers, %d parse errors", len(answered), parseErrors)
			}
			var m struct {
				ID    any             `json:"id"`
				Error json.RawMessage `json:"error"`
			}
			if err := json.Unmarshal([]byte(l), &m); err != nil {
				t.Fatalf("output line is not one JSON message: %q", l)
			}
			if id, ok := m.ID.(float64); ok && m.Error == nil {
				answered[id] = true
			} else if m.ID == nil && m.Error != nil {
				parseErrors++
			} else {
				t.Errorf("unexpected reply %q", l)
			}
		case <-timeout:
			t.Fatalf("after 20s: %d of %d pings answered, %d of %d parse errors", len(answered), workers*each, parseErrors, workers*each)
		}
	}
	inW.Close()
	select {
	case err := <-done:
		if err != nil && err != io.EOF {
			t.Errorf("Run after stdin closed = %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Error("server did not stop after stdin closed")
	}
}
