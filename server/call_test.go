package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/guard"
)

// payloadKeys are the top-level keys of the text block, in contract order.
// sinceLastCapture, between findings and simplifiedDOM, appears only on a
// repeat capture of the same target.
var payloadKeys = []string{"summary", "untrusted", "consoleLogs", "uncaughtPageErrors", "failedRequests", "findings", "simplifiedDOM"}

// topLevelKeys reads the keys of a JSON object in the order they appear in
// the raw text; a map would lose exactly the order under test.
func topLevelKeys(t *testing.T, text string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(text))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("payload does not start with an object: %v %v", tok, err)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatalf("payload key: %v", err)
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatalf("payload value of %v: %v", tok, err)
		}
	}
	if _, err := dec.Token(); err != nil {
		t.Fatalf("payload object not closed: %v", err)
	}
	if dec.More() {
		t.Fatal("payload has data after the object")
	}
	return keys
}

// TestDefaultsReachCapturer checks the schema defaults are applied before
// the handler runs, and that explicit values (delay 0 included) are not.
func TestDefaultsReachCapturer(t *testing.T) {
	tests := []struct {
		args map[string]any
		want browser.Request
	}{
		{
			map[string]any{"url": "http://localhost:3000/"},
			browser.Request{URL: "http://localhost:3000/", Viewport: "desktop", Delay: time.Second, CompactDOM: true},
		},
		{
			map[string]any{"url": "localhost:5173/x", "viewport": "mobile", "delay": 0, "fullPage": true},
			browser.Request{URL: "localhost:5173/x", Viewport: "mobile", Delay: 0, FullPage: true, CompactDOM: true},
		},
		{
			map[string]any{"url": "http://127.0.0.1:8080", "viewport": "tablet", "delay": 15000, "fullPage": false},
			browser.Request{URL: "http://127.0.0.1:8080", Viewport: "tablet", Delay: 15 * time.Second, CompactDOM: true},
		},
		{
			map[string]any{"url": "http://localhost:3000/", "keyboard": true},
			browser.Request{URL: "http://localhost:3000/", Viewport: "desktop", Delay: time.Second, CompactDOM: true, Keyboard: true},
		},
	}
	rec := newRecorder()
	cs := connect(t, rec, "")
	for _, tt := range tests {
		res, err := call(t, cs, tt.args)
		if err != nil || res.IsError {
			t.Fatalf("call(%v) = %v, %v; want success", tt.args, res, err)
		}
		got := <-rec.got
		if got.Before == nil {
			t.Errorf("call(%v): no Before: the capture cannot name the sources of what changed", tt.args)
		}
		got.Before = nil // a func: compared by its presence
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("call(%v): Capture got %+v, want %+v", tt.args, got, tt.want)
		}
	}
}

// TestCaptureResult runs a real capture and checks the result's wire shape.
func TestCaptureResult(t *testing.T) {
	needsBrowser(t)
	url := serve(t, `<!doctype html><title>Cart &lt;3</title>
<style>.total{color:red}</style>
<main id="cart" class="cart total"><p>1 < 2 &amp; "quoted"</p><img src="/missing.png"></main>
<script>console.error("cart failed <b>"); setTimeout(() => { throw new Error("boom") }, 0)</script>`)
	cs := connect(t, testManager, "")
	res, err := call(t, cs, map[string]any{"url": url, "delay": 0})
	if err != nil {
		t.Fatalf("CallTool: %v", err)
	}
	if res.IsError {
		t.Fatalf("isError: %s", textOf(t, res))
	}
	if len(res.Content) != 2 {
		t.Fatalf("content has %d blocks, want image then text", len(res.Content))
	}
	img, ok := res.Content[0].(*mcp.ImageContent)
	if !ok {
		t.Fatalf("first block is %T, want *mcp.ImageContent", res.Content[0])
	}
	if img.MIMEType != "image/jpeg" {
		t.Errorf("mimeType = %q, want image/jpeg", img.MIMEType)
	}
	if !bytes.HasPrefix(img.Data, []byte{0xFF, 0xD8, 0xFF}) {
		t.Errorf("image data starts % x, want JPEG magic ff d8 ff", img.Data[:min(len(img.Data), 4)])
	}
	tc, ok := res.Content[1].(*mcp.TextContent)
	if !ok {
		t.Fatalf("second block is %T, want *mcp.TextContent", res.Content[1])
	}
	text := tc.Text
	var compact bytes.Buffer
	if err := json.Compact(&compact, []byte(text)); err != nil {
		t.Fatalf("payload is not JSON: %v", err)
	}
	if compact.String() != text {
		t.Errorf("payload is not compact JSON: %.200s", text)
	}
	if got := topLevelKeys(t, text); !reflect.DeepEqual(got, payloadKeys) {
		t.Errorf("payload keys = %v, want %v", got, payloadKeys)
	}
	if strings.Contains(text, `\u003c`) || strings.Contains(text, `\u003e`) || strings.Contains(text, `\u0026`) {
		t.Errorf("payload escapes HTML characters: %.300s", text)
	}
	var p struct {
		Summary            browser.Summary
		ConsoleLogs        []browser.ConsoleEntry
		UncaughtPageErrors []browser.PageError
		FailedRequests     []browser.FailedRequest
		SimplifiedDOM      string
	}
	if err := json.Unmarshal([]byte(text), &p); err != nil {
		t.Fatalf("payload: %v", err)
	}
	if !strings.Contains(p.SimplifiedDOM, `<main id="cart" class="cart total">`) {
		t.Errorf("simplifiedDOM lacks the page's ids and classes: %.300s", p.SimplifiedDOM)
	}
	if p.Summary.Viewport.Name != "desktop" || p.Summary.Settle.DelayMs != 0 {
		t.Errorf("summary viewport %q delayMs %d, want desktop and 0", p.Summary.Viewport.Name, p.Summary.Settle.DelayMs)
	}
	if p.Summary.Image.Bytes != len(img.Data) {
		t.Errorf("summary.image.bytes = %d, image block has %d bytes", p.Summary.Image.Bytes, len(img.Data))
	}
	if len(p.ConsoleLogs) == 0 || len(p.UncaughtPageErrors) == 0 || len(p.FailedRequests) == 0 {
		t.Errorf("diagnostics missing: console %v, uncaught %v, failed %v", p.ConsoleLogs, p.UncaughtPageErrors, p.FailedRequests)
	}
}

// TestCaptureDefaultsReal calls with only url against real Chromium and
// reads the applied defaults back from the summary.
func TestCaptureDefaultsReal(t *testing.T) {
	needsBrowser(t)
	url := serve(t, `<!doctype html><title>ok</title><p>hello</p>`)
	cs := connect(t, testManager, "")
	res, err := call(t, cs, map[string]any{"url": url})
	if err != nil || res.IsError {
		t.Fatalf("call = %v, %v", res, err)
	}
	var p struct{ Summary browser.Summary }
	if err := json.Unmarshal([]byte(textOf(t, res)), &p); err != nil {
		t.Fatal(err)
	}
	s := p.Summary
	if s.Viewport.Name != "desktop" || s.Settle.DelayMs != 1000 || s.FullPage {
		t.Errorf("summary viewport %q delayMs %d fullPage %v, want desktop 1000 false", s.Viewport.Name, s.Settle.DelayMs, s.FullPage)
	}
}

// TestBlockedURLThenNextCall checks a policy refusal is a tool error in the
// documented three-line shape and leaves the session usable.
func TestBlockedURLThenNextCall(t *testing.T) {
	needsBrowser(t)
	cs := connect(t, testManager, "")
	res, err := call(t, cs, map[string]any{"url": "http://" + guard.MetadataAddrs()[0].String() + "/latest/meta-data/", "delay": 0})
	if err != nil {
		t.Fatalf("CallTool: protocol error %v, want a tool error", err)
	}
	if !res.IsError {
		t.Fatalf("isError = false for a metadata URL: %v", res.Content)
	}
	lines := strings.Split(textOf(t, res), "\n")
	if len(lines) != 3 || lines[0] != "Error: INVALID_URL" ||
		!strings.HasPrefix(lines[1], "Problem: ") || len(lines[1]) <= len("Problem: ") ||
		!strings.HasPrefix(lines[2], "Next step: ") || len(lines[2]) <= len("Next step: ") {
		t.Errorf("error text = %q, want Error: INVALID_URL / Problem: ... / Next step: ...", lines)
	}
	if len(res.Content) != 1 {
		t.Errorf("error result has %d blocks, want 1 text block", len(res.Content))
	}

	url := serve(t, `<!doctype html><title>after</title><p>still serving</p>`)
	res, err = call(t, cs, map[string]any{"url": url, "delay": 0})
	if err != nil || res.IsError {
		t.Fatalf("next call on the same session = %v, %v; want success", res, err)
	}
	if len(res.Content) != 2 {
		t.Errorf("next call returned %d blocks, want 2", len(res.Content))
	}
}

// TestMalformedArguments pins how each kind of bad input comes back: as a
// tool result with isError in the usual three-line shape (so a model sees
// and can correct it), not as a JSON-RPC error; the Capturer is never called.
func TestMalformedArguments(t *testing.T) {
	tests := []struct {
		name string
		args any
		want string // substring of the error text
	}{
		{"no arguments", nil, "url is required"},
		{"missing url", map[string]any{}, "url is required"},
		{"empty url", map[string]any{"url": ""}, "url must not be empty"},
		{"blank url", map[string]any{"url": "  "}, "url must not be empty"},
		{"viewport huge", map[string]any{"url": "http://localhost:3000", "viewport": "huge"}, `viewport must be desktop, tablet, mobile or all; got "huge"`},
		{"delay -5", map[string]any{"url": "http://localhost:3000", "delay": -5}, "delay must be between 0 and 15000 ms; got -5"},
		{"delay 20000", map[string]any{"url": "http://localhost:3000", "delay": 20000}, "delay must be between 0 and 15000 ms; got 20000"},
		{"delay fractional", map[string]any{"url": "http://localhost:3000", "delay": 1.5}, "delay must be a whole number of milliseconds; got 1.5"},
		{"delay string", map[string]any{"url": "http://localhost:3000", "delay": "soon"}, `delay must be a whole number; got "soon"`},
		{"unknown property", map[string]any{"url": "http://localhost:3000", "foo": 1}, `unknown argument "foo" (the tool takes colorScheme, delay, detail, fullPage, keyboard, selector, url, viewport)`},
		{"unknown colour scheme", map[string]any{"url": "http://localhost:3000", "colorScheme": "dim"}, `colorScheme must be light, dark or both; got "dim"`},
		{"url number", map[string]any{"url": 3000}, "url must be a string; got 3000"},
		{"url null", map[string]any{"url": nil}, "url must be a string; got null"},
		{"fullPage string", map[string]any{"url": "http://localhost:3000", "fullPage": "yes"}, `fullPage must be true or false; got "yes"`},
		{"selector too long", map[string]any{"url": "http://localhost:3000", "selector": strings.Repeat("a", 301)}, "selector must be at most 300 characters; got 301"},
		{"selector number", map[string]any{"url": "http://localhost:3000", "selector": 7}, "selector must be a string; got 7"},
		{"long value echoed short", map[string]any{"url": "http://localhost:3000", "viewport": strings.Repeat("x", 5000)}, `viewport must be desktop, tablet, mobile or all; got "` + strings.Repeat("x", 199) + "… (5002 characters in all)"},
		{"arguments not an object", []any{"http://localhost:3000"}, "arguments must be a JSON object"},
	}
	rec := newRecorder()
	cs := connect(t, rec, "")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := call(t, cs, tt.args)
			if err != nil {
				var werr *jsonrpc.Error
				errors.As(err, &werr)
				t.Fatalf("call(%v): protocol error %v (%v), want a tool error", tt.args, err, werr)
			}
			if !res.IsError {
				t.Fatalf("call(%v): isError = false, want true", tt.args)
			}
			text := textOf(t, res)
			lines := strings.Split(text, "\n")
			if len(lines) != 3 || lines[0] != "Error: INVALID_ARGUMENTS" || !strings.HasPrefix(lines[1], "Problem: ") || !strings.HasPrefix(lines[2], "Next step: ") {
				t.Errorf("call(%v): error text %q, want Error: INVALID_ARGUMENTS / Problem / Next step", tt.args, text)
			}
			if lines[1] != "Problem: "+tt.want {
				t.Errorf("call(%v): problem %q, want %q", tt.args, lines[1], "Problem: "+tt.want)
			}
			select {
			case req := <-rec.got:
				t.Errorf("call(%v) reached the Capturer with %+v", tt.args, req)
			default:
			}
		})
	}
	// An unknown tool is the one protocol error: there is no tool to report it.
	_, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: "inspect", Arguments: map[string]any{"url": "x"}})
	var werr *jsonrpc.Error
	if !errors.As(err, &werr) || werr.Code != jsonrpc.CodeInvalidParams {
		t.Errorf("unknown tool: err = %v, want JSON-RPC invalid params", err)
	}
}

// TestPanicBecomesToolError checks the handler's recover: the SDK has none,
// so without it one bad page would end the editor's server.
func TestPanicBecomesToolError(t *testing.T) {
	rec := newRecorder()
	rec.panic = "nil map write"
	cs := connect(t, rec, "")
	res, err := call(t, cs, map[string]any{"url": "http://localhost:3000"})
	if err != nil {
		t.Fatalf("panicking capture: protocol error %v, want a tool error", err)
	}
	<-rec.got
	text := textOf(t, res)
	if !res.IsError || !strings.HasPrefix(text, "Error: UNKNOWN\nProblem: ") || !strings.Contains(text, "nil map write") || !strings.Contains(text, "\nNext step: ") {
		t.Errorf("panicking capture = isError %v %q, want an UNKNOWN tool error naming the panic", res.IsError, text)
	}

	rec.panic = nil
	res, err = call(t, cs, map[string]any{"url": "http://localhost:3000"})
	if err != nil || res.IsError {
		t.Fatalf("call after the panic = %v, %v; want success", res, err)
	}
	<-rec.got
}

// TestProtocolVersions runs the list and a real call with each version a
// host may negotiate: hosts in the field lag the SDK's newest.
func TestProtocolVersions(t *testing.T) {
	needsBrowser(t)
	url := serve(t, `<!doctype html><title>v</title><p id="v">versions</p>`)
	for _, v := range []string{"", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"} {
		t.Run("v="+v, func(t *testing.T) {
			cs := connect(t, testManager, v)
			got := cs.InitializeResult().ProtocolVersion
			if v != "" && got != v {
				t.Errorf("negotiated %q, want %q", got, v)
			}
			t.Logf("negotiated protocol %s", got)
			if tools := listTools(t, cs); len(tools) != 3 || tools[0].Name != "inspect_localhost_ui" || tools[1].Name != "interact_localhost_ui" || tools[2].Name != "point_at_localhost_ui" {
				t.Fatalf("tools/list = %v", tools)
			}
			res, err := call(t, cs, map[string]any{"url": url, "delay": 0})
			if err != nil || res.IsError {
				t.Fatalf("call = %v, %v", res, err)
			}
			if _, ok := res.Content[0].(*mcp.ImageContent); !ok || len(res.Content) != 2 {
				t.Errorf("content = %v, want image then text", res.Content)
			}
			res, err = call(t, cs, map[string]any{"url": url, "viewport": "huge"})
			if err != nil || !res.IsError {
				t.Errorf("bad viewport = %v, %v; want a tool error", res, err)
			}
		})
	}
}

// TestPayloadSize logs what a desktop capture of a simple page costs on the
// wire; it asserts nothing, it is there to be read when limits change.
func TestPayloadSize(t *testing.T) {
	needsBrowser(t)
	url := serve(t, `<!doctype html><title>Pricing</title>
<style>body{font:16px system-ui;margin:0}header{background:#224;color:#fff;padding:24px}.card{display:inline-block;width:280px;margin:24px;padding:24px;border:1px solid #ccc}</style>
<header class="site-header"><h1>Pricing</h1></header>
<section class="plans"><div class="card">Free</div><div class="card">Pro</div><div class="card">Team</div></section>`)
	cs := connect(t, testManager, "")
	res, err := call(t, cs, map[string]any{"url": url, "delay": 0})
	if err != nil || res.IsError {
		t.Fatalf("call = %v, %v", res, err)
	}
	img := res.Content[0].(*mcp.ImageContent)
	text := textOf(t, res)
	t.Logf("desktop capture: image %d bytes (%d base64), text %d bytes", len(img.Data), (len(img.Data)+2)/3*4, len(text))
}
