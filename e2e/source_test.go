package e2e

import (
	"context"
	"encoding/json"
	"os/exec"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/internal/devserver"
)

// TestSourceOverStdio: through the real binary and the SDK client, a
// finding on a real Vite + React dev page carries its source, and the same
// call again finds it unchanged (issue 14).
func TestSourceOverStdio(t *testing.T) {
	srv := devserver.StartT(t, "vite-react", devserver.Vite)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := srv.Warm(ctx, "/cta"); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "serve")
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "0"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("Connect: %v", err)
	}
	defer cs.Close()
	type payload struct {
		Findings []struct {
			Kind   string `json:"kind"`
			Source *struct {
				File      string `json:"file"`
				Line      int    `json:"line"`
				Component string `json:"component"`
			} `json:"source"`
		} `json:"findings"`
		SinceLastCapture *struct {
			New struct {
				Findings []string `json:"findings"`
			} `json:"new"`
		} `json:"sinceLastCapture"`
	}
	for call := range 2 {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: map[string]any{"url": srv.URL + "/cta", "delay": 0, "detail": "full"}}) // the whole look, sinceLastCapture included, on the repeat too
		if err != nil || res.IsError || len(res.Content) != 2 {
			t.Fatalf("call %d: %v, %+v", call, err, res)
		}
		var p payload
		if err := json.Unmarshal([]byte(res.Content[1].(*mcp.TextContent).Text), &p); err != nil {
			t.Fatal(err)
		}
		if len(p.Findings) == 0 || p.Findings[0].Source == nil {
			t.Fatalf("call %d: findings %+v, want the covering CTA with a source", call, p.Findings)
		}
		if s := p.Findings[0].Source; s.File != "src/pages/Bugs.jsx" || s.Line == 0 || s.Component != "Cta" {
			t.Errorf("call %d: source %+v, want a line of src/pages/Bugs.jsx in Cta", call, *s)
		}
		if call == 1 && (p.SinceLastCapture == nil || len(p.SinceLastCapture.New.Findings) != 0) {
			t.Errorf("second call: sinceLastCapture %+v, want no new findings", p.SinceLastCapture)
		}
	}
}
