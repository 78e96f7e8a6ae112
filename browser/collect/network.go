package collect

import (
	"net"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/guard"
)

type socket struct {
	url       string
	handshake bool
	created   time.Time
	closed    bool
}

type request struct {
	url     string
	method  string
	kind    proto.NetworkResourceType
	started time.Time
	open    bool
	// headers is when the response headers arrived, data when the last
	// body chunk did: a body the page never reads never finishes.
	headers, data time.Time
	released      bool // answered, and no longer holding settle
	// ask is "METHOD URL" of a fetch or XHR (no fragment), "" for any
	// other request. poll: the third of its sequence in this round
	// (pollRound): the page is polling, and this ask holds nothing.
	// again: the same method and path, another query, was asked
	// earlier in the round (a cursor poll, the next page): it holds as a
	// request does, but is no late data to move settle's cap for.
	ask         string
	poll, again bool
	inRound     *sequence // the round's count of it, until it is answered
	// prefetch: asked for later (Sec-Purpose: prefetch, what <link
	// rel=prefetch> and a router's prefetching send), never rendered now.
	prefetch bool
}

// holdsNothing: the page renders nothing from this request now (a poll, a
// prefetch), so its start and end are no activity settle waits for, and
// an early image taken before them still shows the page.
func (r *request) holdsNothing() bool { return r.poll || r.prefetch }

// pollRound is what the page has asked since its document started or the
// last step acted on it. An ask the page makes once all the earlier asks
// of it were answered is the next in its sequence; the third in a
// sequence is a poll, not data the page still needs (the second still is:
// a chain that renders the second answer). Asks made while one of them is
// open (React's strict mode runs an effect twice) share their place.
type pollRound struct {
	asks   map[string]*sequence // by ask
	paths  map[string]bool      // method and URL without query
	polled []string             // asks seen polling, in order, once each
}

type sequence struct{ asked, open int }

// start classifies a new ask and notes it.
func (p *pollRound) start(r *request) {
	if p.asks == nil {
		p.asks, p.paths = map[string]*sequence{}, map[string]bool{}
	}
	q := p.asks[r.ask]
	if q == nil {
		q = &sequence{}
		p.asks[r.ask] = q
	}
	if q.open == 0 {
		q.asked++
	}
	q.open++
	r.inRound = q
	path, _, _ := strings.Cut(r.ask, "?")
	r.poll, r.again = q.asked >= 3, p.paths[path]
	p.paths[path] = true
	if r.poll && !slices.Contains(p.polled, r.ask) {
		p.polled = append(p.polled, r.ask)
	}
}

// answer notes that an ask got its answer, or failed (a retry of it is
// the next in its sequence too). Chromium tells both of an answer
// (response, then its end): it counts once.
func answer(r *request) {
	if r.inRound != nil {
		r.inRound.open--
		r.inRound = nil
	}
}

// askOf is the poll key of a request: fetch and XHR only.
func askOf(method, raw string, kind proto.NetworkResourceType) string {
	if kind != proto.NetworkResourceTypeFetch && kind != proto.NetworkResourceTypeXHR {
		return ""
	}
	raw, _, _ = strings.Cut(raw, "#")
	return method + " " + raw
}

// lastByte is when the response last made progress: headers or body.
func (r *request) lastByte() time.Time {
	if r.data.After(r.headers) {
		return r.data
	}
	return r.headers
}

// Document is the main frame's current document, as settle sees it.
type Document struct {
	Loader    proto.NetworkLoaderID
	Committed bool // Page.frameNavigated seen for it
	Loaded    bool // its load event fired
	LoadedAt  time.Time
	Gen       int // documents started in this capture
	World     proto.RuntimeExecutionContextID
}

// NetState is the network as settle sees it at one moment.
type NetState struct {
	Busy      []string      // requests that hold settle
	Streaming []string      // open, answered, and not holding settle
	QuietFor  time.Duration // since a counted request last started, answered or ended
	Doc       Document
	// CodeQuietFor is the time since a script last answered or ended: a
	// dev server that serves an app as hundreds of unbundled modules
	// (Nuxt, Vite) is still delivering the app while it is small.
	CodeQuietFor time.Duration
	// NewestAsk is when the newest fetch or XHR still waiting for its
	// answer started: data the page asked for and will render. Polls and
	// asks again of a path asked before in the round are not counted.
	NewestAsk time.Time
	// Polling lists the asks seen polling, once each ("GET URL").
	Polling []string
}

// NetState applies the settle rules (ADR 0008) to the open requests:
//   - a WebSocket or EventSource never settles, so it never holds;
//   - a request with no response yet holds, up to the cap: as often a
//     slow API whose answer changes the render as a long-poll;
//   - a WebSocket still opening holds, at most streamGrace: dev servers
//     start the app once their HMR socket is up;
//   - an answered request holds only while its body is still arriving
//     (a chunk within bodyQuiet), and at most streamGrace after its
//     headers: a body the page never reads (`if (!res.ok) throw ...`)
//     never finishes, and a stream never ends. Once released it stays so.
func (c *Collector) NetState(now time.Time, bodyQuiet, streamGrace time.Duration) NetState {
	c.mu.Lock()
	defer c.mu.Unlock()
	st := NetState{QuietFor: now.Sub(c.lastNet), Doc: c.doc, CodeQuietFor: now.Sub(c.lastCode)}
	for _, a := range c.round.polled {
		st.Polling = append(st.Polling, contract.Clip(a, contract.Limits.URLChars))
	}
	streaming := map[string]bool{}
	for _, s := range c.sockets {
		if !s.handshake && !s.closed && now.Sub(s.created) < streamGrace {
			st.Busy = append(st.Busy, s.url)
		}
	}
	for _, r := range c.requests {
		if !r.open || r.holdsNothing() || r.kind == proto.NetworkResourceTypeWebSocket || r.kind == proto.NetworkResourceTypeEventSource {
			continue
		}
		if r.headers.IsZero() {
			st.Busy = append(st.Busy, r.url)
			if r.ask != "" && !r.again && r.started.After(st.NewestAsk) {
				st.NewestAsk = r.started
			}
			continue
		}
		if r.ask != "" && slices.Contains(c.round.polled, r.ask) {
			continue // answered, and asked again since: named as polling
		}
		flowing := now.Sub(r.lastByte()) < bodyQuiet
		if !r.released && flowing && now.Sub(r.headers) < streamGrace {
			st.Busy = append(st.Busy, r.url)
		} else {
			r.released = true
			if u := contract.Clip(r.url, contract.Limits.URLChars); !streaming[u] {
				streaming[u] = true
				st.Streaming = append(st.Streaming, u)
			}
		}
	}
	return st
}

// LastActivity is when a counted request last started, answered or ended.
func (c *Collector) LastActivity() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lastNet
}

// OpenRequests lists every request still open, for the report when the cap hits.
func (c *Collector) OpenRequests() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var open []string
	for _, r := range c.requests {
		if r.open {
			open = append(open, contract.Clip(r.url, contract.Limits.URLChars))
		}
	}
	return open
}

// refusalFor explains a failure the egress proxy caused. Chromium hides the
// proxy's 403 behind ORB or CORS errors for images and fetches, and reports
// a refused CONNECT (https, wss) only as a failed tunnel.
func (c *Collector) refusalFor(raw, errorText string) (string, bool) {
	if reason, ok := c.refusal(raw); ok {
		return reason, true
	}
	return c.tunnelRefusal(raw, errorText)
}

func (c *Collector) tunnelRefusal(raw, errorText string) (string, bool) {
	if errorText != "net::ERR_TUNNEL_CONNECTION_FAILED" {
		return "", false
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", false
	}
	port := u.Port()
	if port == "" {
		port = guard.DefaultPort(u.Scheme)
	}
	return c.refusal(net.JoinHostPort(u.Hostname(), port))
}

func (c *Collector) onWebSocket(e *proto.NetworkWebSocketCreated) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sockets[e.RequestID] = &socket{url: e.URL, created: time.Now()}
	c.lastNet = time.Now()
}

func (c *Collector) onWebSocketClosed(e *proto.NetworkWebSocketClosed) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.sockets[e.RequestID]; ok {
		s.closed = true
	}
}

func (c *Collector) onWebSocketHandshake(e *proto.NetworkWebSocketHandshakeResponseReceived) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.sockets[e.RequestID]; ok {
		s.handshake = true
		c.lastNet = time.Now()
		if e.Response != nil && e.Response.Status >= 400 {
			c.addFailedLocked(contract.FailedRequest{URL: s.url, Method: "GET", Status: e.Response.Status, Type: string(proto.NetworkResourceTypeWebSocket)})
		}
	}
}

// FinishWebSockets reports sockets the policy refused; Chromium surfaces
// those only as a console message.
func (c *Collector) FinishWebSockets() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, s := range c.sockets {
		if s.handshake {
			continue
		}
		if reason, ok := c.tunnelRefusal(s.url, "net::ERR_TUNNEL_CONNECTION_FAILED"); ok {
			c.blocked++
			c.addFailedLocked(contract.FailedRequest{URL: s.url, Method: "GET", Error: reason, Type: string(proto.NetworkResourceTypeWebSocket)})
		}
	}
}
