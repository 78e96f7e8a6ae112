package server

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// testManager is the one real Chromium this package's tests share; every
// tool call still gets its own browser context.
var testManager *browser.Manager

// noBrowser says why tests that capture real pages skip, or is "".
var noBrowser string

// TestMain shares one browser between the tests that need one; without a
// browser (or with VIBELENS_SKIP_BROWSER=1) those skip and the rest run.
func TestMain(m *testing.M) {
	if os.Getenv("VIBELENS_SKIP_BROWSER") == "1" {
		noBrowser = "VIBELENS_SKIP_BROWSER=1"
	} else if _, err := browser.FindChrome(""); err != nil {
		noBrowser = err.Error()
		fmt.Fprintf(os.Stderr, "browser tests skip: %v\n", err)
	}
	if noBrowser == "" {
		testManager = browser.NewManager(browser.Options{NavigationTimeout: 15 * time.Second})
	}
	code := m.Run()
	if testManager != nil {
		testManager.Close()
	}
	os.Exit(code)
}

// needsBrowser skips a test that captures real pages when there is no browser.
func needsBrowser(t testing.TB) {
	t.Helper()
	if noBrowser != "" {
		t.Skip("needs Chromium: " + noBrowser)
	}
}

// connect starts a server around c and returns a client session to it over
// in-memory transports. version is the protocol version the client asks
// for; empty means the SDK's newest.
func connect(t *testing.T, c Capturer, version string) *mcp.ClientSession {
	t.Helper()
	srv, err := New(c, Options{Version: "test"})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	serverT, clientT := mcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := srv.Connect(ctx, serverT, nil)
	if err != nil {
		t.Fatalf("server Connect: %v", err)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "server-test", Version: "0"}, nil)
	var opts *mcp.ClientSessionOptions
	if version != "" {
		opts = &mcp.ClientSessionOptions{ProtocolVersion: version}
	}
	cs, err := client.Connect(ctx, clientT, opts)
	if err != nil {
		t.Fatalf("client Connect (protocol %q): %v", version, err)
	}
	t.Cleanup(func() {
		cs.Close()
		ss.Close()
	})
	return cs
}

// call runs tools/call on inspect_localhost_ui with a generous deadline.
func call(t *testing.T, cs *mcp.ClientSession, args any) (*mcp.CallToolResult, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	return cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: args})
}

// serve starts a loopback server for one test that answers / with page
// and everything else with 404.
func serve(t *testing.T, page string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// textOf returns the text of a result's only text block, failing otherwise.
func textOf(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	var texts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			texts = append(texts, tc.Text)
		}
	}
	if len(texts) != 1 {
		t.Fatalf("result has %d text blocks, want 1: %+v", len(texts), res.Content)
	}
	return texts[0]
}

// recorder is a fake Capturer for argument plumbing only: it records the
// Request and returns a fixed tiny result, or panics when told to.
type recorder struct {
	got   chan browser.Request
	panic any
}

func newRecorder() *recorder { return &recorder{got: make(chan browser.Request, 16)} }

func (r *recorder) Capture(_ context.Context, req browser.Request) (*browser.Result, error) {
	r.got <- req
	if r.panic != nil {
		panic(r.panic)
	}
	return &browser.Result{
		Screenshot:         []byte{0xFF, 0xD8, 0xFF, 0xD9},
		Summary:            browser.Summary{URL: req.URL, Viewport: browser.ViewportInfo{Name: req.Viewport}},
		ConsoleLogs:        []browser.ConsoleEntry{},
		UncaughtPageErrors: []browser.PageError{},
		FailedRequests:     []browser.FailedRequest{},
	}, nil
}
