package browser

import (
	"context"
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/guard"
)

func TestCaptureFailedRequests(t *testing.T) {
	t.Parallel()
	closed := closedPort(t)
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(fmt.Sprintf(`<!doctype html><title>Failures</title>
<img src="/missing.png" alt="a"><img src="/missing.png" alt="b"><img src="/ok.png" alt="c">
<script>
  fetch("/api/fail", {method: "POST", body: "x"}).catch(() => {});
  fetch("/api/fail", {method: "POST", body: "x"}).catch(() => {});
  fetch("/api/ok").catch(() => {});
  fetch("http://127.0.0.1:%d/gone").catch(() => {});
</script>`, closed)))
	mux.HandleFunc("/missing.png", http.NotFound)
	mux.HandleFunc("/ok.png", func(w http.ResponseWriter, r *http.Request) { w.Header().Set("Content-Type", "image/png") })
	mux.HandleFunc("/api/fail", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		http.Error(w, "database down", http.StatusInternalServerError)
	})
	mux.HandleFunc("/api/ok", func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "{}") })
	srv := serve(t, mux)
	res := capture(t, Request{URL: srv.URL})

	want := map[string]FailedRequest{
		"404": {URL: srv.URL + "/missing.png", Method: "GET", Status: 404, Type: "Image"},
		"500": {URL: srv.URL + "/api/fail", Method: "POST", Status: 500, Type: "Fetch"},
		"net": {URL: fmt.Sprintf("http://127.0.0.1:%d/gone", closed), Method: "GET", Error: "net::ERR_CONNECTION_REFUSED", Type: "Fetch"},
	}
	count := map[string]int{}
	for _, f := range res.FailedRequests {
		matched := false
		for k, w := range want {
			if f == w {
				count[k]++
				matched = true
			}
		}
		if !matched {
			t.Errorf("unexpected failed request %+v", f)
		}
	}
	for k, w := range want {
		if count[k] != 1 {
			t.Errorf("%s: %+v reported %d times, want once; failedRequests = %+v", k, w, count[k], res.FailedRequests)
		}
	}
	if res.Summary.FailedRequests != len(res.FailedRequests) {
		t.Errorf("summary.failedRequests = %d, list has %d", res.Summary.FailedRequests, len(res.FailedRequests))
	}
	for _, c := range res.ConsoleLogs {
		if strings.Contains(c.Text, "Failed to load resource") {
			t.Errorf("network failure repeated as console entry: %+v", c)
		}
	}
}

func TestCaptureNavigationErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		url  string
		want Code
	}{
		{fmt.Sprintf("http://127.0.0.1:%d/", closedPort(t)), CodeConnectionRefused},
		{"http://127.0.0.1:6000/", CodeUnsafePort},
		{"http://localhost:10080/", CodeUnsafePort},
	}
	for _, tt := range tests {
		e := captureErr(t, Request{URL: tt.url})
		if e.Code != tt.want {
			t.Errorf("Capture(%q) code = %s (%s), want %s", tt.url, e.Code, e.Problem, tt.want)
		}
		if e.NextStep == "" {
			t.Errorf("Capture(%q): no next step in %+v", tt.url, e)
		}
	}
}

func TestCaptureInvalidURLNeverLaunches(t *testing.T) {
	t.Parallel()
	m := NewManager(Options{})
	defer m.Close()
	for _, u := range []string{
		"http://example.com",
		"file:///etc/passwd",
		"http://" + guard.MetadataAddrs()[0].String() + "/latest/meta-data/",
		"javascript:alert(1)",
		"http://localhost.evil.com:3000/",
		"http://user:pw@8.8.8.8/",
		"",
	} {
		_, err := m.Capture(context.Background(), Request{URL: u})
		if e := AsError(err); err == nil || e.Code != CodeInvalidURL {
			t.Errorf("Capture(%q) = %v, want %s", u, err, CodeInvalidURL)
		}
	}
	_, err := m.Capture(context.Background(), Request{URL: "http://localhost:3000/", Viewport: "watch"})
	if e := AsError(err); err == nil || e.Code != CodeInvalidArguments || !strings.Contains(e.NextStep, "mobile") {
		t.Errorf("unknown viewport: %v, want %s naming the presets", err, CodeInvalidArguments)
	}
	if pid, ok := m.Running(); ok {
		t.Errorf("a browser (pid %d) was launched for URLs refused up front", pid)
	}
}

func TestCaptureLongPollHitsSettleCap(t *testing.T) {
	t.Parallel()
	done := make(chan struct{})
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<title>poll</title><p id="s">waiting</p><script>fetch("/poll?topic=updates").catch(() => {})</script>`))
	mux.Handle("/poll", hang(done))
	srv := serve(t, mux)
	releaseAtEnd(t, done)
	res := capture(t, Request{URL: srv.URL})
	st := res.Summary.Settle
	if !st.CapHit {
		t.Errorf("settle = %+v, want capHit with a request still open", st)
	}
	if !strings.Contains(strings.Join(st.Pending, " "), "/poll?topic=updates") {
		t.Errorf("settle.pending = %q, want the long-poll URL", st.Pending)
	}
	if max := Limits.SettleCap + 2*time.Second; time.Duration(res.Summary.Timings.Settle)*time.Millisecond > max {
		t.Errorf("settle took %d ms, want within %v", res.Summary.Timings.Settle, max)
	}
}

// TestCapturePollingPageSettles: a page that asks its backend again as
// soon as the last answer came (a status dashboard, a job-progress page)
// never goes quiet on the network. Its first answer is waited for and
// shown; every ask after it is a poll, named once in the settle report,
// and holds nothing: before, each fresh ask moved the cap on as late data
// would, and every look waited for the 7 s code cap. A poll whose query
// changes every time (a cursor) is not known for one: it holds as a
// request does, up to the ordinary cap, and no longer moves it.
func TestCapturePollingPageSettles(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, ask string // the poll's URL in the page, before its counter
		cursor    bool
	}{
		{name: "same URL", ask: `"/api/status"`},
		{name: "cursor", ask: `"/api/status?after=" + n`, cursor: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			mux := http.NewServeMux()
			mux.Handle("/{$}", html(`<title>poll</title><p id="s">waiting</p>
<script>let n = 0; (function poll() { fetch(`+tc.ask+`).then(r => r.text()).then(t => { document.getElementById("s").textContent = t + " " + (++n) }).then(poll) })()</script>`))
			mux.HandleFunc("/api/status", func(w http.ResponseWriter, r *http.Request) {
				time.Sleep(400 * time.Millisecond)
				fmt.Fprint(w, "answer")
			})
			srv := serve(t, mux)
			res := capture(t, Request{URL: srv.URL})
			st := res.Summary.Settle
			if !strings.Contains(res.SimplifiedDOM, `<p id="s">answer `) {
				t.Errorf("captured before the first answer: %s (settle %+v)", res.SimplifiedDOM, st)
			}
			if slices.Contains(st.WaitedFor, "data") {
				t.Errorf("settle = %+v: a poll is no late data to wait for", st)
			}
			if tc.cursor {
				if !st.CapHit || st.CapReason != "network" || !strings.Contains(strings.Join(st.Pending, " "), "/api/status?after=") {
					t.Errorf("settle = %+v, want the ordinary cap naming the pending poll", st)
				}
				return
			}
			if st.CapHit {
				t.Errorf("settle = %+v, want no cap hit", st)
			}
			if want := []string{"GET " + srv.URL + "/api/status"}; !slices.Equal(st.Polling, want) {
				t.Errorf("settle.polling = %q, want %q", st.Polling, want)
			}
			if len(st.Streaming) > 0 || len(st.Pending) > 0 {
				t.Errorf("settle streaming %q, pending %q: a poll is named once, as polling", st.Streaming, st.Pending)
			}
		})
	}
}

// TestCaptureWaitsForLateData: a fetch the page starts late (here after a
// first one, as an app does once it has hydrated on a loaded machine) gets
// its own settle cap, so the capture shows its answer rather than
// "loading" at the cap that counts from the load event. The long-poll
// above, open since load, still ends at the cap.
func TestCaptureWaitsForLateData(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<title>late</title><p id="s">loading</p>
<script>fetch("/api/user").then(r => r.text()).then(() => fetch("/api/plans")).then(r => r.text()).then(t => document.getElementById("s").textContent = t)</script>`))
	mux.HandleFunc("/api/user", func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(1000 * time.Millisecond)
		fmt.Fprint(w, "user")
	})
	mux.HandleFunc("/api/plans", func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(1000 * time.Millisecond)
		fmt.Fprint(w, "plans loaded")
	})
	srv := serve(t, mux)
	res := capture(t, Request{URL: srv.URL})
	if !strings.Contains(res.SimplifiedDOM, `<p id="s">plans loaded</p>`) {
		t.Errorf("captured before the second API answered: %s (settle %+v)", res.SimplifiedDOM, res.Summary.Settle)
	}
	if st := res.Summary.Settle; st.CapHit || !slices.Contains(st.WaitedFor, "data") {
		t.Errorf("settle = %+v, want no cap hit and waitedFor naming data", st)
	}
}

// TestCaptureWaitsForSlowAPI: a fetch that answers well inside the settle
// cap is part of the render, so the capture must show its result.
func TestCaptureWaitsForSlowAPI(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<title>slow</title><p id="s">loading</p>
<script>fetch("/api/slow").then(r => r.text()).then(t => document.getElementById("s").textContent = t)</script>`))
	mux.HandleFunc("/api/slow", func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(800 * time.Millisecond)
		fmt.Fprint(w, "loaded")
	})
	srv := serve(t, mux)
	res := capture(t, Request{URL: srv.URL})
	if !strings.Contains(res.SimplifiedDOM, `<p id="s">loaded</p>`) {
		t.Errorf("captured before the API answered: %s (settle %+v)", res.SimplifiedDOM, res.Summary.Settle)
	}
	if res.Summary.Settle.CapHit {
		t.Errorf("settle = %+v, want network-quiet once the API answered", res.Summary.Settle)
	}
}

// wsHandler accepts a WebSocket by hand (RFC 6455 handshake), sends one
// text frame after the given time and holds the socket open until the
// peer or the test ends it.
func wsHandler(after time.Duration, done <-chan struct{}) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sum := sha1.Sum([]byte(r.Header.Get("Sec-WebSocket-Key") + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
		conn, rw, err := w.(http.Hijacker).Hijack()
		if err != nil {
			return
		}
		defer conn.Close()
		fmt.Fprintf(rw, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n",
			base64.StdEncoding.EncodeToString(sum[:]))
		rw.Flush()
		time.Sleep(after)
		rw.Write([]byte{0x81, 5, 'h', 'e', 'l', 'l', 'o'}) // FIN + text frame "hello"
		rw.Flush()
		go func() { <-done; conn.Close() }()
		io.Copy(io.Discard, conn)
	}
}

func TestCaptureOpenWebSocketReturnsPromptly(t *testing.T) {
	t.Parallel()
	done := make(chan struct{})
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<title>ws</title><p id="ws">connecting</p>
<script>const ws = new WebSocket("ws://" + location.host + "/ws"); ws.onmessage = (e) => document.getElementById("ws").textContent = "got " + e.data;</script>`))
	mux.Handle("/ws", wsHandler(0, done))
	srv := serve(t, mux)
	releaseAtEnd(t, done)
	res := capture(t, Request{URL: srv.URL})
	if res.Summary.Settle.CapHit {
		t.Errorf("an open WebSocket held settle to the cap: %+v", res.Summary.Settle)
	}
	if max := Limits.SettleCap + 2*time.Second; time.Duration(res.Summary.Timings.Settle)*time.Millisecond > max {
		t.Errorf("settle took %d ms, want within %v", res.Summary.Timings.Settle, max)
	}
	if !strings.Contains(res.SimplifiedDOM, `<p id="ws">got hello</p>`) {
		t.Errorf("socket message not rendered: %s", res.SimplifiedDOM)
	}
	if len(res.FailedRequests) != 0 {
		t.Errorf("failedRequests = %+v", res.FailedRequests)
	}
}

func TestCaptureNavigationTimeout(t *testing.T) {
	needsBrowser(t)
	t.Parallel()
	done := make(chan struct{})
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<title>stuck</title><p>never loads</p><img src="/stuck.png" alt="">`))
	mux.Handle("/stuck.png", hang(done))
	srv := serve(t, mux)
	releaseAtEnd(t, done)

	m := NewManager(Options{NavigationTimeout: 3 * time.Second})
	t.Cleanup(func() { m.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	start := time.Now()
	_, err := m.Capture(ctx, Request{URL: srv.URL})
	e := AsError(err)
	if err == nil || e.Code != CodeTimeout {
		t.Fatalf("Capture = %v, want %s", err, CodeTimeout)
	}
	if !strings.Contains(e.Problem, "/stuck.png") {
		t.Errorf("problem %q does not name the request holding the load event", e.Problem)
	}
	// The 3 s navigation timeout plus a browser launch, generously.
	if took := time.Since(start); took > 3*time.Second+Limits.Launch {
		t.Errorf("TIMEOUT after %v", took)
	}
}
