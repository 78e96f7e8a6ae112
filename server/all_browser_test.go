package server

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// narrowOverflowPage scrolls sideways below 900 px only: a fixed 1000 px
// banner that a breakpoint forgot.
const narrowOverflowPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Plans</title>
<style>body{margin:0;font:16px system-ui} .banner{height:60px;background:#eee}
@media (max-width: 899px) { .banner{width:1000px} }</style></head>
<body><div class="banner promo">Spring sale</div><main><h1>Plans</h1></main></body></html>`

// TestAllNarrowOverflow: a page that overflows only below 900 px is one
// finding, seen on tablet (820) and mobile (390), not on desktop.
func TestAllNarrowOverflow(t *testing.T) {
	needsBrowser(t)
	url := serve(t, narrowOverflowPage)
	cs := connect(t, testManager, "")
	res, err := call(t, cs, map[string]any{"url": url, "viewport": "all", "delay": 0})
	if err != nil || res.IsError {
		t.Fatalf("call = %+v, %v", res, err)
	}
	if n := len(images(res)); n != 3 {
		t.Errorf("%d images, want 3", n)
	}
	var got allText
	if err := json.Unmarshal([]byte(textOf(t, res)), &got); err != nil {
		t.Fatal(err)
	}
	var overflow []seenFinding
	for _, f := range got.Findings {
		if f.Kind == "page-overflow-x" {
			overflow = append(overflow, f)
		}
	}
	if len(overflow) != 1 || viewportsOf(overflow[0].Viewports) != "tablet,mobile" || !strings.Contains(overflow[0].Selector, "banner") {
		t.Errorf("page-overflow-x findings = %+v, want one, on div.banner, with viewports tablet, mobile", overflow)
	}
}

// TestAllOneViewportFailsReal: a dev server that drops the connection of
// phones only fails mobile, with the code a mobile call gets, and keeps
// desktop and tablet.
func TestAllOneViewportFailsReal(t *testing.T) {
	needsBrowser(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.UserAgent(), "Android") {
			conn, _, err := w.(http.Hijacker).Hijack()
			if err == nil {
				conn.(*net.TCPConn).SetLinger(0) // a reset, not a clean close
				conn.Close()
			}
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><title>ok</title><h1>Works on big screens</h1>`)
	}))
	defer srv.Close()
	cs := connect(t, testManager, "")
	single, err := call(t, cs, map[string]any{"url": srv.URL, "viewport": "mobile", "delay": 0})
	if err != nil || !single.IsError {
		t.Fatalf("mobile call = %+v, %v; want a tool error", single, err)
	}
	wantCode := strings.TrimPrefix(strings.SplitN(single.Content[0].(*mcp.TextContent).Text, "\n", 2)[0], "Error: ")
	if wantCode == "" || wantCode == "UNKNOWN" {
		t.Fatalf("a mobile call fails with %q; want a code that says the connection dropped", wantCode)
	}

	res, err := call(t, cs, map[string]any{"url": srv.URL, "viewport": "all", "delay": 0})
	if err != nil || res.IsError {
		t.Fatalf("all = %+v, %v; want desktop and tablet kept", res, err)
	}
	if n := len(images(res)); n != 2 {
		t.Errorf("%d images, want 2", n)
	}
	var got allText
	if err := json.Unmarshal([]byte(textOf(t, res)), &got); err != nil {
		t.Fatal(err)
	}
	v := got.Viewports
	if len(v) != 3 || v[0].Image != 1 || v[1].Image != 2 || v[2].Error == nil || v[2].Error.Code != wantCode {
		t.Errorf("viewports = %+v, want desktop and tablet rendered, mobile failed with %s", v, wantCode)
	}
}

// TestAllSinceReal: after a fix, a repeat "all" call says per viewport what
// is resolved: the overflow on tablet and mobile, nothing on desktop.
func TestAllSinceReal(t *testing.T) {
	needsBrowser(t)
	var fixed atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		page := narrowOverflowPage
		if fixed.Load() {
			page = strings.Replace(page, "width:1000px", "width:auto", 1)
		}
		fmt.Fprint(w, page)
	}))
	defer srv.Close()
	cs := connect(t, testManager, "")
	args := map[string]any{"url": srv.URL, "viewport": "all", "delay": 0}
	if res, err := call(t, cs, args); err != nil || res.IsError {
		t.Fatalf("first call = %+v, %v", res, err)
	}
	fixed.Store(true)
	res, err := call(t, cs, args)
	if err != nil || res.IsError {
		t.Fatalf("second call = %+v, %v", res, err)
	}
	var got allText
	if err := json.Unmarshal([]byte(textOf(t, res)), &got); err != nil {
		t.Fatal(err)
	}
	for _, v := range got.Viewports {
		if v.Since == nil {
			t.Fatalf("%s: no sinceLastCapture on the repeat call", v.Name)
		}
		resolved := strings.Join(v.Since.Resolved.Findings, ";")
		wantResolved := v.Name != "desktop"
		if strings.Contains(resolved, "page-overflow-x") != wantResolved || len(v.Since.New.Findings) != 0 {
			t.Errorf("%s: since = %+v, want the overflow resolved: %v, nothing new", v.Name, v.Since, wantResolved)
		}
	}
}
