package browser

import (
	"fmt"
	"maps"
	"net"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser/findings"

	"github.com/vibelens/vibelens/browser/source"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/egress"
	"github.com/vibelens/vibelens/guard"
)

// collector gathers one capture's console, errors and network events. CDP
// delivers events on one goroutine; the capture reads on another.
type collector struct {
	mu       sync.Mutex
	loaded   chan struct{} // closed at the first document's load event
	loadOnce sync.Once

	// The main frame's current document. A reload or client redirect
	// replaces it; settle then starts over for the new one.
	mainFrame proto.PageFrameID
	doc       document

	requests map[proto.NetworkRequestID]*request
	console  []consoleMsg
	errors   []pageErr
	failed   []FailedRequest
	seen     map[string]bool
	dialogs  []Dialog
	popups   []string
	dropped  Dropped
	blocked  int
	lastNet  time.Time // last time a counted request started or ended
	// docErrors holds, per navigation, why the proxy could not fetch the document.
	docErrors map[proto.NetworkLoaderID]string
	upstream  map[proto.NetworkRequestID]string // proxy's net error per request, from raw headers
	failedAt  map[proto.NetworkRequestID]int    // index in failed of a network-level failure
	sockets   map[proto.NetworkRequestID]*socket
	scripts   map[string]source.Script // by URL: the page's scripts, whose source maps name sources

	flushes map[string]chan struct{} // flush markers not yet seen

	// refusal reports whether the egress proxy refused a URL or host:port.
	refusal func(key string) (string, bool)
}

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
}

// lastByte is when the response last made progress: headers or body.
func (r *request) lastByte() time.Time {
	if r.data.After(r.headers) {
		return r.data
	}
	return r.headers
}

// document is the main frame's current document, as settle sees it.
type document struct {
	loader    proto.NetworkLoaderID
	committed bool // Page.frameNavigated seen for it
	loaded    bool // its load event fired
	loadedAt  time.Time
	gen       int // documents started in this capture
	world     proto.RuntimeExecutionContextID
}

func newCollector(mainFrame proto.PageFrameID, refusal func(string) (string, bool)) *collector {
	if refusal == nil {
		refusal = func(string) (string, bool) { return "", false }
	}
	return &collector{
		mainFrame: mainFrame,
		refusal:   refusal,
		sockets:   map[proto.NetworkRequestID]*socket{},
		loaded:    make(chan struct{}),
		requests:  map[proto.NetworkRequestID]*request{},
		seen:      map[string]bool{},
		lastNet:   time.Now(),
	}
}

func (c *collector) onLoad(*proto.PageLoadEventFired) {
	c.mu.Lock()
	// A load event of the document being replaced can still arrive after
	// the new one's request started: only a committed document loads.
	if c.doc.committed && !c.doc.loaded {
		c.doc.loaded, c.doc.loadedAt = true, time.Now()
	}
	c.mu.Unlock()
	c.loadOnce.Do(func() { close(c.loaded) })
}

func (c *collector) onFrameNavigated(e *proto.PageFrameNavigated) {
	if e.Frame == nil || e.Frame.ID != c.mainFrame {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e.Frame.LoaderID == c.doc.loader {
		c.doc.committed = true
	}
}

// onContextCreated remembers the settle observer's world in the current
// document, where settle evaluates.
func (c *collector) onContextCreated(e *proto.RuntimeExecutionContextCreated) {
	ec := e.Context
	if ec == nil || ec.Name != settleWorld || proto.PageFrameID(ec.AuxData["frameId"].Str()) != c.mainFrame {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.doc.world = ec.ID
}

// settleWorld is the settle observer's world in the current document, or 0.
func (c *collector) settleWorld() proto.RuntimeExecutionContextID {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.doc.world
}

// startDocument switches settle to a new main-frame document: the old
// document's requests no longer hold it, since they die with it.
func (c *collector) startDocumentLocked(loader proto.NetworkLoaderID) {
	for _, r := range c.requests {
		r.open = false
	}
	c.doc = document{loader: loader, gen: c.doc.gen + 1}
}

func (c *collector) onConsole(e *proto.RuntimeConsoleAPICalled) {
	var level string
	switch e.Type {
	case proto.RuntimeConsoleAPICalledTypeError, proto.RuntimeConsoleAPICalledTypeAssert:
		level = "error"
	case proto.RuntimeConsoleAPICalledTypeWarning:
		level = "warning"
	default:
		return // log, info, debug: noise for layout work, and it costs context
	}
	at, more := source.AppFrames(e.StackTrace)
	c.addConsole(consoleMsg{ConsoleEntry: ConsoleEntry{Level: level, Text: consoleText(e.Args), Source: at.Unmapped("")}, at: at, more: more})
}

// onLog records browser-generated messages (CSP violations, mixed content,
// intervention errors) that never pass through console.*. Network-source
// entries repeat failedRequests and are skipped.
func (c *collector) onLog(e *proto.LogEntryAdded) {
	en := e.Entry
	if en == nil || en.Source == proto.LogLogEntrySourceNetwork || en.Source == proto.LogLogEntrySourceViolation {
		return
	}
	var level string
	switch en.Level {
	case proto.LogLogEntryLevelError:
		level = "error"
	case proto.LogLogEntryLevelWarning:
		level = "warning"
	default:
		return
	}
	at := source.Frame{URL: en.URL}
	if en.LineNumber != nil {
		at.Line = *en.LineNumber + 1
	}
	c.addConsole(consoleMsg{ConsoleEntry: ConsoleEntry{Level: level, Text: en.Text, Source: at.Unmapped("")}, at: at})
}

func (c *collector) addConsole(e consoleMsg) {
	if c.flushed(e.Text) {
		return // the capture's own marker, see flush
	}
	// Parse first, clip for the payload after: diagnostics such as React's
	// hydration diff sit past the payload cap.
	full := e.Text
	if text, names, at := source.ReduceComponentStack(e.Text); names != nil || text != e.Text {
		e.Text, e.Components, e.componentAt = text, names, at
	}
	if clipped := contract.Clip(e.Text, Limits.ConsoleEntryChars); clipped != full {
		e.raw, e.Text = contract.Clip(full, rawDiagnosticChars), clipped
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	keep(c, "console\x00"+e.Level+e.Text+e.at.String(), &c.console, e, Limits.ConsoleEntries, &c.dropped.ConsoleLogs)
}

// keep appends v to *list unless an entry with the same key was seen, or
// the list is full, in which case it is counted in *dropped. c.mu is held.
func keep[T any](c *collector, key string, list *[]T, v T, limit int, dropped *int) bool {
	if c.seen[key] {
		return false
	}
	c.seen[key] = true
	if len(*list) >= limit {
		*dropped++
		return false
	}
	*list = append(*list, v)
	return true
}

func (c *collector) onException(e *proto.RuntimeExceptionThrown) {
	d := e.ExceptionDetails
	if d == nil {
		return
	}
	msg := d.Text
	if d.Exception != nil && d.Exception.Description != "" {
		// Text is "Uncaught" or "Uncaught (in promise)"; the description has
		// the message and stack.
		msg = strings.TrimSpace(d.Text + " " + d.Exception.Description)
	} else if d.Exception != nil {
		msg = strings.TrimSpace(d.Text + " " + remoteText(d.Exception))
	}
	at, more := source.AppFrames(d.StackTrace)
	if at.URL == "" && d.URL != "" {
		at = source.Frame{URL: d.URL, Line: d.LineNumber + 1, Column: d.ColumnNumber + 1}
	}
	pe := pageErr{PageError: PageError{Message: contract.Clip(msg, Limits.ConsoleEntryChars), Source: at.Unmapped("")}, at: at, more: more}
	if pe.Message != msg {
		pe.raw = contract.Clip(msg, rawDiagnosticChars) // parsed before it is clipped, as in addConsole
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	keep(c, "exception\x00"+pe.Message+pe.at.String(), &c.errors, pe, Limits.ConsoleEntries, &c.dropped.PageErrors)
}

func (c *collector) onRequest(e *proto.NetworkRequestWillBeSent) {
	if e.Request == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.requests[e.RequestID]; ok && e.RedirectResponse != nil {
		// A redirect reuses the request id; the hop that answered 3xx is not a failure.
		r.url = e.Request.URL
		return
	}
	if e.FrameID == c.mainFrame && e.LoaderID != c.doc.loader {
		if e.Type != proto.NetworkResourceTypeDocument {
			return // a late request of a document already replaced
		}
		c.startDocumentLocked(e.LoaderID)
	}
	if e.Type == proto.NetworkResourceTypeOther && strings.HasSuffix(e.Request.URL, "/favicon.ico") {
		return // Chromium's own probe: the page never asked for it
	}
	c.requests[e.RequestID] = &request{url: e.Request.URL, method: e.Request.Method, kind: e.Type, started: time.Now(), open: true}
	c.lastNet = time.Now()
}

func (c *collector) onResponse(e *proto.NetworkResponseReceived) {
	if e.Response == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.requests[e.RequestID]; ok && r.open {
		r.headers = time.Now()
		c.lastNet = r.headers
	}
	if e.Type == proto.NetworkResourceTypeScript && e.Response.Status < 400 && len(c.scripts) < Limits.ScriptsTracked {
		// A script's validator identifies its content: a source map read
		// for it in an earlier capture still holds while it is the same.
		if c.scripts == nil {
			c.scripts = map[string]source.Script{}
		}
		c.scripts[e.Response.URL] = source.Script{ID: e.RequestID, ETag: headerValue(e.Response.Headers, "ETag")}
	}
	if e.Response.Status < 400 || implicitFavicon(e) {
		return
	}
	method := "GET"
	if r, ok := c.requests[e.RequestID]; ok {
		method = r.method
	}
	f := FailedRequest{URL: e.Response.URL, Method: method, Status: e.Response.Status, Type: string(e.Type)}
	if text := headerValue(e.Response.Headers, egress.UpstreamErrorHeader); e.Response.Status == 502 && text != "" {
		// The egress proxy could not reach the server: report what Chromium
		// would have said without a proxy in between.
		f.Status, f.Error = 0, text
		if e.Type == proto.NetworkResourceTypeDocument && string(e.RequestID) == string(e.LoaderID) {
			if c.docErrors == nil {
				c.docErrors = map[proto.NetworkLoaderID]string{}
			}
			c.docErrors[e.LoaderID] = text
		}
	}
	if e.Response.Status == 403 && hasHeader(e.Response.Headers, egress.BlockedHeader) {
		f.Error = "refused by VibeLens network policy"
		if reason, ok := c.refusal(e.Response.URL); ok {
			f.Error = reason
		}
		c.blocked++
	}
	c.addFailedLocked(f)
}

// documentError is the net error text the egress proxy reported for the
// document a navigation loaded, or "" if the server answered.
func (c *collector) documentError(loader proto.NetworkLoaderID) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.docErrors[loader]
}

func headerValue(h proto.NetworkHeaders, name string) string {
	for k, v := range h {
		if strings.EqualFold(k, name) {
			return v.Str()
		}
	}
	return ""
}

func hasHeader(h proto.NetworkHeaders, name string) bool {
	for k := range h {
		if strings.EqualFold(k, name) {
			return true
		}
	}
	return false
}

// onResponseExtra sees the raw headers even of a response CORS hides from
// the page, such as the proxy's 502 for a cross-origin server that is down.
// It may arrive before or after the failure it explains.
func (c *collector) onResponseExtra(e *proto.NetworkResponseReceivedExtraInfo) {
	text := headerValue(e.Headers, egress.UpstreamErrorHeader)
	if e.StatusCode != 502 || text == "" {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.upstream == nil {
		c.upstream = map[proto.NetworkRequestID]string{}
	}
	c.upstream[e.RequestID] = text
	if i, ok := c.failedAt[e.RequestID]; ok && c.failed[i].Error == "net::ERR_FAILED" {
		c.failed[i].Error = text
	}
}

func (c *collector) onData(e *proto.NetworkDataReceived) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.requests[e.RequestID]; ok {
		r.data = time.Now()
	}
}

func (c *collector) onFinished(e *proto.NetworkLoadingFinished) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closeRequestLocked(e.RequestID)
}

func (c *collector) onFailed(e *proto.NetworkLoadingFailed) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := c.closeRequestLocked(e.RequestID)
	if e.Canceled || r == nil {
		return // aborted by the page itself (navigation away, AbortController)
	}
	f := FailedRequest{URL: r.url, Method: r.method, Error: e.ErrorText, Type: string(e.Type)}
	if text := c.upstream[e.RequestID]; text != "" && e.ErrorText == "net::ERR_FAILED" {
		f.Error = text // CORS hid the proxy's 502; say why it failed
	}
	if reason, ok := c.refusalFor(r.url, e.ErrorText); ok {
		f.Error = reason
		c.blocked++
	}
	n := len(c.failed)
	c.addFailedLocked(f)
	if len(c.failed) > n {
		if c.failedAt == nil {
			c.failedAt = map[proto.NetworkRequestID]int{}
		}
		c.failedAt[e.RequestID] = n
	}
}

// refusalFor explains a failure the egress proxy caused. Chromium hides the
// proxy's 403 behind ORB or CORS errors for images and fetches, and reports
// a refused CONNECT (https, wss) only as a failed tunnel.
func (c *collector) refusalFor(raw, errorText string) (string, bool) {
	if reason, ok := c.refusal(raw); ok {
		return reason, true
	}
	return c.tunnelRefusal(raw, errorText)
}

func (c *collector) tunnelRefusal(raw, errorText string) (string, bool) {
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

func (c *collector) onWebSocket(e *proto.NetworkWebSocketCreated) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sockets[e.RequestID] = &socket{url: e.URL, created: time.Now()}
	c.lastNet = time.Now()
}

func (c *collector) onWebSocketClosed(e *proto.NetworkWebSocketClosed) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.sockets[e.RequestID]; ok {
		s.closed = true
	}
}

func (c *collector) onWebSocketHandshake(e *proto.NetworkWebSocketHandshakeResponseReceived) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.sockets[e.RequestID]; ok {
		s.handshake = true
		c.lastNet = time.Now()
		if e.Response != nil && e.Response.Status >= 400 {
			c.addFailedLocked(FailedRequest{URL: s.url, Method: "GET", Status: e.Response.Status, Type: string(proto.NetworkResourceTypeWebSocket)})
		}
	}
}

// finishWebSockets reports sockets the policy refused; Chromium surfaces
// those only as a console message.
func (c *collector) finishWebSockets() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, s := range c.sockets {
		if s.handshake {
			continue
		}
		if reason, ok := c.tunnelRefusal(s.url, "net::ERR_TUNNEL_CONNECTION_FAILED"); ok {
			c.blocked++
			c.addFailedLocked(FailedRequest{URL: s.url, Method: "GET", Error: reason, Type: string(proto.NetworkResourceTypeWebSocket)})
		}
	}
}

func (c *collector) addPopup(u string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if u == "" || u == "about:blank" {
		return
	}
	for _, p := range c.popups {
		if p == u {
			return
		}
	}
	if len(c.popups) < Limits.Popups {
		c.popups = append(c.popups, contract.Clip(u, Limits.URLChars))
	}
}

func (c *collector) closeRequestLocked(id proto.NetworkRequestID) *request {
	r, ok := c.requests[id]
	if !ok {
		return nil
	}
	if r.open {
		r.open = false
		now := time.Now()
		// The end of a body that stopped holding settle (one the page never
		// read, finished whenever Chromium lets go of it) starts no render:
		// it is not activity.
		if !r.released {
			c.lastNet = now
		}
	}
	return r
}

func (c *collector) addFailedLocked(f FailedRequest) {
	f.URL = contract.Clip(f.URL, Limits.AttributeChars)
	key := fmt.Sprintf("failed\x00%s %s %d %s", f.Method, f.URL, f.Status, f.Error)
	keep(c, key, &c.failed, f, Limits.FailedRequests, &c.dropped.FailedRequests)
}

func (c *collector) addDialog(d Dialog) {
	d.Message = contract.Clip(d.Message, Limits.ConsoleEntryChars)
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.dialogs) < Limits.ConsoleEntries {
		c.dialogs = append(c.dialogs, d)
	}
}

// netState is the network as settle sees it at one moment.
type netState struct {
	busy      []string      // requests that hold settle
	streaming []string      // open, answered, and not holding settle
	quietFor  time.Duration // since a counted request last started, answered or ended
	doc       document
}

// netState applies the settle rules (ADR 0008) to the open requests:
//   - a WebSocket or EventSource never settles, so it never holds;
//   - a request with no response yet holds, up to the cap: as often a
//     slow API whose answer changes the render as a long-poll;
//   - a WebSocket still opening holds, at most streamGrace: dev servers
//     start the app once their HMR socket is up;
//   - an answered request holds only while its body is still arriving
//     (a chunk within bodyQuiet), and at most streamGrace after its
//     headers: a body the page never reads (`if (!res.ok) throw ...`)
//     never finishes, and a stream never ends. Once released it stays so.
func (c *collector) netState(now time.Time, bodyQuiet, streamGrace time.Duration) netState {
	c.mu.Lock()
	defer c.mu.Unlock()
	st := netState{quietFor: now.Sub(c.lastNet), doc: c.doc}
	for _, s := range c.sockets {
		if !s.handshake && !s.closed && now.Sub(s.created) < streamGrace {
			st.busy = append(st.busy, s.url)
		}
	}
	for _, r := range c.requests {
		if !r.open || r.kind == proto.NetworkResourceTypeWebSocket || r.kind == proto.NetworkResourceTypeEventSource {
			continue
		}
		if r.headers.IsZero() {
			st.busy = append(st.busy, r.url)
			continue
		}
		flowing := now.Sub(r.lastByte()) < bodyQuiet
		if !r.released && flowing && now.Sub(r.headers) < streamGrace {
			st.busy = append(st.busy, r.url)
		} else {
			r.released = true
			st.streaming = append(st.streaming, contract.Clip(r.url, Limits.URLChars))
		}
	}
	return st
}

// lastActivity is when a counted request last started, answered or ended.
func (c *collector) lastActivity() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lastNet
}

// openRequests lists every request still open, for the report when the cap hits.
func (c *collector) openRequests() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var open []string
	for _, r := range c.requests {
		if r.open {
			open = append(open, contract.Clip(r.url, Limits.URLChars))
		}
	}
	return open
}

// rawDiagnosticChars bounds the text kept for parsing a console message or
// an uncaught error. The payload clips at Limits.ConsoleEntryChars, but
// React 19 puts the server/client diff after about 680 characters of
// explanation, and a Next.js component tree can push it past 3,000.
const rawDiagnosticChars = 16 << 10

// consoleMsg is a console entry as collected: the payload entry plus what
// hydration parsing and source mapping read, which the payload leaves out.
type consoleMsg struct {
	ConsoleEntry
	componentAt []source.Frame // where each of Components is written, when the stack said
	raw         string         // the text before clipping, bounded, for parsing
	at          source.Frame   // where the message was logged, before source mapping
	more        []source.Frame // the app frames below at, tried when at maps into a dependency
}

// message is the entry as source naming reads it.
func (e consoleMsg) message() source.Message {
	return source.Message{Text: e.Text, Raw: e.rawText(), At: e.at, More: e.more, Components: e.Components, ComponentAt: e.componentAt, Console: true}
}

// rawText is the entry's text before it was clipped for the payload.
func (e consoleMsg) rawText() string {
	if e.raw != "" {
		return e.raw
	}
	return e.Text
}

// pageErr is an uncaught error as collected; see consoleMsg.
type pageErr struct {
	PageError
	raw  string         // the message before clipping, bounded, for parsing
	at   source.Frame   // where it was thrown, before source mapping
	more []source.Frame // the app frames below at
}

// message is the error as source naming reads it.
func (e pageErr) message() source.Message {
	return source.Message{Text: e.Message, Raw: e.rawText(), At: e.at, More: e.more}
}

// rawText is the error's message before it was clipped for the payload.
func (e pageErr) rawText() string {
	if e.raw != "" {
		return e.raw
	}
	return e.Message
}

// hydrationTexts are the messages' raw texts, console first, for findHydration.
func hydrationTexts(console []consoleMsg, errs []pageErr) []findings.Message {
	out := make([]findings.Message, 0, len(console)+len(errs))
	for _, e := range console {
		out = append(out, findings.Message{Text: e.rawText(), URL: e.at.URL})
	}
	for _, e := range errs {
		out = append(out, findings.Message{Text: e.rawText(), URL: e.at.URL})
	}
	return out
}

// entries and pageErrors are the payload's lists of collected messages.
func entries(ms []consoleMsg) []ConsoleEntry {
	out := make([]ConsoleEntry, len(ms))
	for i, m := range ms {
		out[i] = m.ConsoleEntry
	}
	return out
}

func pageErrors(ms []pageErr) []PageError {
	out := make([]PageError, len(ms))
	for i, m := range ms {
		out[i] = m.PageError
	}
	return out
}

// observations is a copy of what a capture collected, handed from the
// collector (written by the event goroutine) to the pure result builder.
type observations struct {
	console []consoleMsg
	errors  []pageErr
	failed  []FailedRequest
	dialogs []Dialog
	popups  []string
	dropped Dropped
	blocked int
}

// scriptsSeen copies the page's script responses, whose maps name sources.
func (c *collector) scriptsSeen() map[string]source.Script {
	c.mu.Lock()
	defer c.mu.Unlock()
	return maps.Clone(c.scripts)
}

// observe copies the collected lists, so later events cannot change what
// the result holds.
func (c *collector) observe() observations {
	c.mu.Lock()
	defer c.mu.Unlock()
	return observations{
		console: slices.Clone(c.console),
		errors:  slices.Clone(c.errors),
		failed:  slices.Clone(c.failed),
		dialogs: slices.Clone(c.dialogs),
		popups:  slices.Clone(c.popups),
		dropped: c.dropped,
		blocked: c.blocked,
	}
}

// remoteText renders a console argument the way DevTools shows it, briefly.
func remoteText(o *proto.RuntimeRemoteObject) string {
	if o == nil {
		return ""
	}
	if o.Type == proto.RuntimeRemoteObjectTypeString {
		return o.Value.Str()
	}
	if o.Description != "" {
		return o.Description
	}
	if o.UnserializableValue != "" {
		return string(o.UnserializableValue)
	}
	if !o.Value.Nil() {
		return o.Value.JSON("", "")
	}
	return string(o.Type)
}

// implicitFavicon reports Chromium's own /favicon.ico probe: the page never
// asked for it, and most dev servers answer 404, so it is noise.
func implicitFavicon(e *proto.NetworkResponseReceived) bool {
	return e.Type == proto.NetworkResourceTypeOther && strings.HasSuffix(e.Response.URL, "/favicon.ico")
}
