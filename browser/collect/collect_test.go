package collect

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"
	"github.com/ysmood/gson"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
)

// TestObserveCopies checks the result does not share memory with the
// collector, whose event goroutine may still rewrite entries.
func TestObserveCopies(t *testing.T) {
	c := New("main", nil, "")
	c.onRequest(&proto.NetworkRequestWillBeSent{RequestID: "1", FrameID: "main", LoaderID: "doc", Type: proto.NetworkResourceTypeDocument,
		Request: &proto.NetworkRequest{URL: "http://localhost/", Method: "GET"}})
	c.onRequest(&proto.NetworkRequestWillBeSent{RequestID: "2", FrameID: "main", LoaderID: "doc", Type: proto.NetworkResourceTypeFetch,
		Request: &proto.NetworkRequest{URL: "http://other.localhost/api", Method: "GET"}})
	c.onFailed(&proto.NetworkLoadingFailed{RequestID: "2", ErrorText: "net::ERR_FAILED", Type: proto.NetworkResourceTypeFetch})
	obs := c.Observe()
	// A late explanation rewrites the collector's entry in place.
	c.onResponseExtra(&proto.NetworkResponseReceivedExtraInfo{RequestID: "2", StatusCode: 502,
		Headers: proto.NetworkHeaders{"X-Vibelens-Upstream-Error": gson.New("net::ERR_CONNECTION_REFUSED")}})
	if got := obs.Failed[0].Error; got != "net::ERR_FAILED" {
		t.Errorf("observations changed after observe: %q", got)
	}
	if got := c.Observe().Failed[0].Error; got == "net::ERR_FAILED" {
		t.Errorf("the proxy's explanation did not rewrite the collector's entry (header name changed?): the copy under test was never at risk")
	}
}

// TestHydrationParsedBeforeClip feeds React 19's real message through the
// collector: the payload is clipped, the parse still sees the diff.
func TestHydrationParsedBeforeClip(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "findings", "testdata", "hydration", "react19-next-text.txt"))
	if err != nil {
		t.Fatal(err)
	}
	c := New("", nil, "")
	c.onException(&proto.RuntimeExceptionThrown{ExceptionDetails: &proto.RuntimeExceptionDetails{Text: "Uncaught", Exception: &proto.RuntimeRemoteObject{Type: "object", Description: strings.TrimPrefix(string(b), "Uncaught ")}}})
	c.addConsole(Console{ConsoleEntry: contract.ConsoleEntry{Level: "error", Text: string(b)}})
	if n := len([]rune(c.errors[0].Message)); n > contract.Limits.ConsoleEntryChars+20 {
		t.Errorf("payload message is %d runes, want it clipped to %d", n, contract.Limits.ConsoleEntryChars)
	}
	if n := len([]rune(c.console[0].Text)); n > contract.Limits.ConsoleEntryChars+20 {
		t.Errorf("payload console text is %d runes, want it clipped to %d", n, contract.Limits.ConsoleEntryChars)
	}
	for _, tc := range []struct {
		name string
		msgs []findings.Message
	}{{"uncaught", texts(nil, c.errors)}, {"console", texts(c.console, nil)}} {
		h := findings.FindHydration(tc.msgs)
		if h == nil || h.Hint == nil || h.Hint.Tag != "p" || !strings.Contains(h.Quote, `client "client"`) {
			t.Errorf("%s: findHydration after clipping = %+v, want the diff parsed", tc.name, h)
		}
	}
}

// texts is what the pipeline hands hydration parsing: raw texts, console first.
func texts(console []Console, errs []Exception) []findings.Message {
	var out []findings.Message
	for _, e := range console {
		out = append(out, findings.Message{Text: e.RawText(), URL: e.At.URL})
	}
	for _, e := range errs {
		out = append(out, findings.Message{Text: e.RawText(), URL: e.At.URL})
	}
	return out
}

// TestMarker checks a marker the page logs is seen, never reported, and
// forgotten either way; one never logged ends with its context.
func TestMarker(t *testing.T) {
	c := New("main", nil, "")
	for _, tc := range []struct {
		name   string
		logged bool
	}{{"logged", true}, {"never logged", false}} {
		t.Run(tc.name, func(t *testing.T) {
			marker, seen := c.Marker()
			if tc.logged {
				c.onConsole(&proto.RuntimeConsoleAPICalled{Type: proto.RuntimeConsoleAPICalledTypeWarning, Args: []*proto.RuntimeRemoteObject{{Type: "string", Value: gson.New(marker)}}})
			}
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			defer cancel()
			if got := seen(ctx); got != tc.logged {
				t.Errorf("seen = %v, want %v", got, tc.logged)
			}
			if n := len(c.Observe().Console); n != 0 {
				t.Errorf("%d console entries, want the marker dropped", n)
			}
			c.mu.Lock()
			left := len(c.flushes)
			c.mu.Unlock()
			if left != 0 {
				t.Errorf("%d markers still registered after seen", left)
			}
		})
	}
}

// TestLoadedIsThisCapturesDocument: Loaded waits for the load event of a
// document the capture saw start and commit. A reused tab's reset leaves
// about:blank loading; its late load event must not end navigate while
// the page's own scripts are still arriving.
func TestLoadedIsThisCapturesDocument(t *testing.T) {
	start := func(loader proto.NetworkLoaderID) func(*Collector) {
		return func(c *Collector) {
			c.onRequest(&proto.NetworkRequestWillBeSent{RequestID: proto.NetworkRequestID(loader), FrameID: "main", LoaderID: loader,
				Type: proto.NetworkResourceTypeDocument, Request: &proto.NetworkRequest{URL: "http://localhost/" + string(loader), Method: "GET"}})
		}
	}
	commit := func(loader proto.NetworkLoaderID) func(*Collector) {
		return func(c *Collector) {
			c.onFrameNavigated(&proto.PageFrameNavigated{Frame: &proto.PageFrame{ID: "main", LoaderID: loader, URL: "http://localhost/"}})
		}
	}
	load := func(c *Collector) { c.onLoad(&proto.PageLoadEventFired{}) }
	blankCommits := func(c *Collector) {
		c.onFrameNavigated(&proto.PageFrameNavigated{Frame: &proto.PageFrame{ID: "main", LoaderID: "blank", URL: "about:blank"}})
	}
	cases := []struct {
		name   string
		events []func(*Collector)
		loaded bool
	}{
		{"the page loads", []func(*Collector){start("a"), commit("a"), load}, true},
		{"the reset's blank page loads late", []func(*Collector){blankCommits, load}, false},
		{"a late load while the page's request is out", []func(*Collector){start("a"), load}, false},
		{"a late load, then the page loads", []func(*Collector){load, start("a"), commit("a"), load}, true},
		{"a late load before the page commits", []func(*Collector){start("a"), load, commit("a")}, false},
		{"a client redirect's document loads", []func(*Collector){start("a"), commit("a"), start("b"), commit("b"), load}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := New("main", nil, "")
			for _, e := range tc.events {
				e(c)
			}
			select {
			case <-c.Loaded():
				if !tc.loaded {
					t.Error("Loaded closed by a load event that was not this capture's document's")
				}
			default:
				if tc.loaded {
					t.Error("Loaded still open after the page's document loaded")
				}
			}
		})
	}
}
