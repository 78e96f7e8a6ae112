package server

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/xvfb"
)

// pointSession starts a server around a real manager (small preset, to fit
// the test display) and a client that counts progress notifications.
func pointSession(t *testing.T) (*mcp.ClientSession, *atomic.Int32) {
	t.Helper()
	m := browser.NewManager(browser.Options{NavigationTimeout: 15 * time.Second,
		Viewports: browser.Presets{{Name: "small", Width: 900, Height: 560, DeviceScaleFactor: 1}}})
	t.Cleanup(func() { m.Close() })
	srv, err := New(m, Options{Version: "test", Viewports: m.Viewports()})
	if err != nil {
		t.Fatal(err)
	}
	serverT, clientT := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(context.Background(), serverT, nil)
	if err != nil {
		t.Fatal(err)
	}
	var progress atomic.Int32
	client := mcp.NewClient(&mcp.Implementation{Name: "point-test", Version: "0"}, &mcp.ClientOptions{
		ProgressNotificationHandler: func(context.Context, *mcp.ProgressNotificationClientRequest) { progress.Add(1) }})
	cs, err := client.Connect(context.Background(), clientT, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close(); ss.Close() })
	return cs, &progress
}

func pointPage(t *testing.T) string {
	t.Helper()
	page, err := os.ReadFile(filepath.Join("..", "browser", "testdata", "point", "page.html"))
	if err != nil {
		t.Fatal(err)
	}
	return serve(t, string(page))
}

// TestPointToolUnderXvfb: the assistant asks, the developer Alt+clicks
// the button and presses Enter in the real window; the tool answers with
// the pick and a marked screenshot, progress was reported while it
// waited, and the next inspect_localhost_ui of the page carries the pick
// as pointedAt.
func TestPointToolUnderXvfb(t *testing.T) {
	needsBrowser(t)
	xvfb.NeedXdotool(t)
	xvfb.StartT(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	url := pointPage(t)
	cs, progress := pointSession(t)
	type answer struct {
		res *mcp.CallToolResult
		err error
	}
	done := make(chan answer, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
		defer cancel()
		params := &mcp.CallToolParams{Name: "point_at_localhost_ui", Arguments: map[string]any{"url": url, "prompt": "Which button?", "timeout": 90}}
		params.SetProgressToken("point-1")
		res, err := cs.CallTool(ctx, params)
		done <- answer{res, err}
	}()
	h := xvfb.FindWindow(t, "point fixture")
	time.Sleep(1500 * time.Millisecond) // a progress notification or two while the developer looks
	h.AltClick(180, 124)
	h.Key("Return")
	a := <-done
	if a.err != nil || a.res.IsError {
		t.Fatalf("point_at_localhost_ui = %v, %+v", a.err, a.res)
	}
	if _, ok := a.res.Content[0].(*mcp.ImageContent); !ok {
		t.Errorf("first block = %T, want the marked screenshot", a.res.Content[0])
	}
	var got struct {
		Outcome   string          `json:"outcome"`
		PointedAt browser.Pointed `json:"pointedAt"`
	}
	text := textOf(t, a.res)
	if err := json.Unmarshal([]byte(text), &got); err != nil {
		t.Fatalf("%v: %s", err, text)
	}
	if got.Outcome != "sent" || len(got.PointedAt.Picks) != 1 || got.PointedAt.Picks[0].Selector != "#buy" || got.PointedAt.Prompt != "Which button?" {
		t.Fatalf("answer = %s, want the #buy pick", text)
	}
	if progress.Load() == 0 {
		t.Error("no progress notification while the window waited")
	}

	res, err := call(t, cs, map[string]any{"url": url, "viewport": "small", "delay": 0})
	if err != nil || res.IsError {
		t.Fatalf("inspect after pointing = %v, %+v", err, res)
	}
	var look struct {
		PointedAt *browser.Pointed `json:"pointedAt"`
	}
	text = textOf(t, res)
	if err := json.Unmarshal([]byte(text), &look); err != nil {
		t.Fatal(err)
	}
	if look.PointedAt == nil || len(look.PointedAt.Picks) != 1 || look.PointedAt.Picks[0].Selector != "#buy" ||
		!strings.Contains(look.PointedAt.Marked, "each pick") || !strings.Contains(look.PointedAt.Untrusted, "developer's own words") {
		t.Errorf("next look's pointedAt = %+v, want the #buy pick, marked", look.PointedAt)
	}

	// A repeat look at the same target carries them too: the developer may
	// have pointed between two looks, and says "fix what I pointed at".
	res, err = call(t, cs, map[string]any{"url": url, "viewport": "small", "delay": 0})
	if err != nil || res.IsError {
		t.Fatalf("repeat inspect = %v, %+v", err, res)
	}
	look.PointedAt = nil
	if err := json.Unmarshal([]byte(textOf(t, res)), &look); err != nil || look.PointedAt == nil || len(look.PointedAt.Picks) != 1 {
		t.Errorf("repeat look's pointedAt = %+v (%v), want the #buy pick", look.PointedAt, err)
	}
}

// TestPointToolNoDisplay: no display fails at once with NO_DISPLAY and
// says to use inspect_localhost_ui with a selector.
func TestPointToolNoDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	needsBrowser(t)
	cs, _ := pointSession(t)
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "point_at_localhost_ui", Arguments: map[string]any{"url": "http://localhost:3000/"}})
	if err != nil {
		t.Fatal(err)
	}
	text := textOf(t, res)
	if !res.IsError || !strings.Contains(text, "Error: NO_DISPLAY") || !strings.Contains(text, "inspect_localhost_ui with selector") {
		t.Errorf("point without a display = %s, want NO_DISPLAY with the way on", text)
	}
}

// TestLookWithoutPicks: a look at a page nobody pointed at has no
// pointedAt (the fine twin of the test above).
func TestLookWithoutPicks(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	res, err := call(t, connect(t, withPointed(newRecorder()), ""), map[string]any{"url": "http://localhost:3000/"})
	if err != nil || res.IsError {
		t.Fatal(err, res)
	}
	if strings.Contains(textOf(t, res), "pointedAt") {
		t.Errorf("a look without picks has pointedAt: %s", textOf(t, res))
	}
}

// Point makes the fake capturer of the argument tests a Pointer too, so
// tools/list shows all three tools; it answers that nothing was picked.
func (r stepRecorder) Point(_ context.Context, req browser.PointRequest) (*browser.PointResult, error) {
	r.got <- req.Request
	return &browser.PointResult{Outcome: "timeout"}, nil
}

// TestPointedAtInMergedAnswer: viewport all answers once, and carries the
// picks once, from the render in the viewport they were made in.
func TestPointedAtInMergedAnswer(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	kept := &browser.Pointed{URL: "http://localhost:3000/", Viewport: "mobile", Picks: []browser.Pick{{N: 1, Selector: "#buy", Box: browser.Rect{Width: 10, Height: 10}}}}
	c := pointedCapturer{Capturer: newRecorder(), load: func(string) *browser.Pointed { return kept }}
	res, err := call(t, connect(t, c, ""), map[string]any{"url": "http://localhost:3000/", "viewport": "all"})
	if err != nil || res.IsError {
		t.Fatal(err, res)
	}
	var got struct {
		PointedAt *browser.Pointed `json:"pointedAt"`
	}
	if err := json.Unmarshal([]byte(textOf(t, res)), &got); err != nil {
		t.Fatal(err)
	}
	if got.PointedAt == nil || got.PointedAt.Picks[0].Selector != "#buy" || strings.Contains(got.PointedAt.Marked, "not marked") {
		t.Errorf("pointedAt = %+v, want the pick from the mobile render", got.PointedAt)
	}
}

// TestPointToolArguments: the arguments reach the pointer with the
// defaults applied, bad ones are refused in our words, and a session that
// ends with nothing says so without an error.
func TestPointToolArguments(t *testing.T) {
	tests := []struct {
		name string
		args map[string]any
		want string // in the answer's text
		err  bool
	}{
		{"defaults", map[string]any{"url": "http://localhost:3000/"}, "Nothing was picked in 120 s", false},
		{"timeout too short", map[string]any{"url": "http://localhost:3000/", "timeout": 5}, "timeout", true},
		{"timeout too long", map[string]any{"url": "http://localhost:3000/", "timeout": 601}, "timeout", true},
		{"both schemes", map[string]any{"url": "http://localhost:3000/", "colorScheme": "both"}, "colorScheme", true},
		{"viewport all", map[string]any{"url": "http://localhost:3000/", "viewport": "all"}, "viewport", true},
		{"long prompt", map[string]any{"url": "http://localhost:3000/", "prompt": strings.Repeat("x", 201)}, "prompt", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := newRecorder()
			cs := connect(t, stepRecorder{rec}, "")
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "point_at_localhost_ui", Arguments: tt.args})
			if err != nil {
				t.Fatal(err)
			}
			text := textOf(t, res)
			if res.IsError != tt.err || !strings.Contains(text, tt.want) {
				t.Errorf("point(%v) = isError %v, %s; want isError %v with %q", tt.args, res.IsError, text, tt.err, tt.want)
			}
			if tt.err && !strings.Contains(text, "Error: INVALID_ARGUMENTS") {
				t.Errorf("point(%v) = %s, want INVALID_ARGUMENTS", tt.args, text)
			}
		})
	}
}
