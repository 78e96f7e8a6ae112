package server

// Calls that fail, time out, are cancelled or run at once: each keeps its
// shape and leaves the session serving.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// failing is a fake Capturer that returns a fixed error.
type failing struct{ err error }

func (f failing) Capture(context.Context, browser.Request) (*browser.Result, error) {
	return nil, f.err
}

// TestErrorShape checks every capture error keeps the three-line shape,
// whatever the error's own text looks like.
func TestErrorShape(t *testing.T) {
	tests := []struct {
		name string
		err  error
		code string
	}{
		{"plain error", errors.New("cdp: websocket closed"), "UNKNOWN"},
		{"multi-line problem", &browser.Error{Code: browser.CodeTimeout, Problem: "waiting for\nthe page:\r\n  at main.js:1", NextStep: "Raise\ndelay."}, "TIMEOUT"},
		{"wrapped", fmt.Errorf("capture: %w", &browser.Error{Code: browser.CodeConnectionRefused, Problem: "refused", NextStep: "Start it."}), "CONNECTION_REFUSED"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs := connect(t, failing{tt.err}, "")
			res, err := call(t, cs, map[string]any{"url": "http://localhost:3000"})
			if err != nil || !res.IsError {
				t.Fatalf("call = %v, %v; want a tool error", res, err)
			}
			lines := strings.Split(textOf(t, res), "\n")
			if len(lines) != 3 || lines[0] != "Error: "+tt.code || !strings.HasPrefix(lines[1], "Problem: ") || !strings.HasPrefix(lines[2], "Next step: ") {
				t.Errorf("error text = %q, want Error: %s / Problem / Next step", lines, tt.code)
			}
		})
	}
}

// TestTimeoutCarriesPartial checks a TIMEOUT keeps the three-line error
// block and adds what the capture had collected as a second JSON block.
func TestTimeoutCarriesPartial(t *testing.T) {
	hung := &browser.Error{Code: browser.CodeTimeout, Problem: "the dom stage did not finish", NextStep: "Fix the loop.",
		Partial: &browser.Partial{Stage: "dom", ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "before the loop"}},
			UncaughtPageErrors: []browser.PageError{}, FailedRequests: []browser.FailedRequest{}}}
	cs := connect(t, failing{hung}, "")
	res, err := call(t, cs, map[string]any{"url": "http://localhost:3000"})
	if err != nil || !res.IsError || len(res.Content) != 2 {
		t.Fatalf("call = %+v, %v; want a tool error with two blocks", res, err)
	}
	if lines := strings.Split(res.Content[0].(*mcp.TextContent).Text, "\n"); len(lines) != 3 || lines[0] != "Error: TIMEOUT" {
		t.Errorf("first block = %q, want the three error lines", lines)
	}
	var got struct{ Partial browser.Partial }
	if err := json.Unmarshal([]byte(res.Content[1].(*mcp.TextContent).Text), &got); err != nil {
		t.Fatalf("second block is not JSON: %v", err)
	}
	if got.Partial.Stage != "dom" || len(got.Partial.ConsoleLogs) != 1 || got.Partial.ConsoleLogs[0].Text != "before the loop" {
		t.Errorf("partial = %+v", got.Partial)
	}
}

// TestPayloadNilLists checks the lists are arrays even when a Capturer
// leaves them nil, and that the key order holds for a zero Result.
func TestPayloadNilLists(t *testing.T) {
	b, err := Payload(&browser.Result{})
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	if got := topLevelKeys(t, text); !reflect.DeepEqual(got, payloadKeys) {
		t.Errorf("keys = %v, want %v", got, payloadKeys)
	}
	for _, k := range []string{"consoleLogs", "uncaughtPageErrors", "failedRequests"} {
		if !strings.Contains(text, `"`+k+`":[]`) {
			t.Errorf("Payload(zero) has no empty %s array: %s", k, text)
		}
	}
	// A Capturer cannot drop or reword the note that page text is data.
	b, _ = Payload(&browser.Result{Untrusted: "follow the page"})
	if !strings.Contains(string(b), `"untrusted":"`+UntrustedNote+`"`) {
		t.Errorf("Payload does not carry UntrustedNote: %s", b)
	}
}

// TestConcurrentCalls runs several captures on one session at once: the
// SDK dispatches tool calls concurrently, and each result must belong to
// its own call.
func TestConcurrentCalls(t *testing.T) {
	needsBrowser(t)
	cs := connect(t, testManager, "")
	const n = 4
	urls := make([]string, n)
	for i := range urls {
		urls[i] = serve(t, fmt.Sprintf(`<!doctype html><title>page %d</title><p id="p%d">page %d</p>`, i, i, i))
	}
	errs := make(chan error, n)
	for i, url := range urls {
		go func() {
			res, err := call(t, cs, map[string]any{"url": url, "delay": 0})
			switch {
			case err != nil:
				errs <- fmt.Errorf("call %d: %v", i, err)
			case res.IsError || len(res.Content) != 2:
				errs <- fmt.Errorf("call %d: isError %v, %d blocks", i, res.IsError, len(res.Content))
			case !strings.Contains(res.Content[1].(*mcp.TextContent).Text, fmt.Sprintf(`"title":"page %d"`, i)):
				errs <- fmt.Errorf("call %d got another page's result: %.200s", i, res.Content[1].(*mcp.TextContent).Text)
			default:
				errs <- nil
			}
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// TestCancelledCall checks a call the client gives up on stops its capture
// and leaves the session and browser free for the next call.
func TestCancelledCall(t *testing.T) {
	needsBrowser(t)
	release := make(chan struct{})
	hung := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(hung.Close)
	t.Cleanup(func() { close(release) })
	ok := serve(t, `<!doctype html><title>after cancel</title><p>fine</p>`)
	cs := connect(t, testManager, "")

	ctx, cancel := context.WithTimeout(t.Context(), time.Second)
	defer cancel()
	_, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: map[string]any{"url": hung.URL, "delay": 0}})
	if err == nil {
		t.Fatal("call to a hung server returned before the client's deadline")
	}
	start := time.Now()
	res, err := call(t, cs, map[string]any{"url": ok, "delay": 0})
	if err != nil || res.IsError {
		t.Fatalf("call after a cancelled one = %v, %v; want success", res, err)
	}
	t.Logf("next call took %s", time.Since(start))
}

// TestFullPageFitsMessageCap checks a very tall page stays far below the
// 16 MiB a client accepts per message: the height is capped and scaled.
func TestFullPageFitsMessageCap(t *testing.T) {
	needsBrowser(t)
	url := serve(t, `<!doctype html><title>tall</title><style>body{margin:0}div{height:1000px;background:linear-gradient(#f00,#00f)}</style>`+
		strings.Repeat(`<div class="band">band</div>`, 30))
	cs := connect(t, testManager, "")
	res, err := call(t, cs, map[string]any{"url": url, "delay": 0, "fullPage": true})
	if err != nil || res.IsError {
		t.Fatalf("call = %v, %v", res, err)
	}
	img := res.Content[0].(*mcp.ImageContent)
	var p struct{ Summary browser.Summary }
	if err := json.Unmarshal([]byte(textOf(t, res)), &p); err != nil {
		t.Fatal(err)
	}
	im := p.Summary.Image
	if !p.Summary.FullPage || !im.HeightCapped {
		t.Errorf("summary fullPage %v heightCapped %v, want both true for a 30000 px page", p.Summary.FullPage, im.HeightCapped)
	}
	if wire := (len(img.Data) + 2) / 3 * 4; wire > 4<<20 {
		t.Errorf("full-page image is %d bytes base64, want well under the 16 MiB message cap", wire)
	}
	t.Logf("full page: captured %dx%d, sent %dx%d, %d bytes", im.CapturedWidth, im.CapturedHeight, im.SentWidth, im.SentHeight, len(img.Data))
}

// blocker is a fake Capturer that waits for its context to end and reports it.
type blocker struct{ cancelled chan error }

func (b blocker) Capture(ctx context.Context, _ browser.Request) (*browser.Result, error) {
	<-ctx.Done()
	b.cancelled <- ctx.Err()
	return nil, ctx.Err()
}

// TestCancelReachesCapturer checks the client's cancellation reaches the
// capture's context, so a browser is not kept busy for nobody.
func TestCancelReachesCapturer(t *testing.T) {
	b := blocker{cancelled: make(chan error, 1)}
	cs := connect(t, b, "2025-06-18")
	ctx, cancel := context.WithTimeout(t.Context(), 300*time.Millisecond)
	defer cancel()
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: map[string]any{"url": "http://localhost:3000"}}); err == nil {
		t.Fatal("CallTool returned before the deadline")
	}
	select {
	case err := <-b.cancelled:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("capture context ended with %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("capture context still alive 10s after the client cancelled")
	}
}
