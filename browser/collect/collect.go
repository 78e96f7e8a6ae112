package collect

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser/source"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/egress"
)

// Collector gathers one capture's console, errors and network events. CDP
// delivers events on one goroutine; the capture reads on another.
type Collector struct {
	mu       sync.Mutex
	loaded   chan struct{} // closed at the load event of the first document this capture started
	loadOnce sync.Once

	// The main frame's current document. A reload or client redirect
	// replaces it; settle then starts over for the new one.
	mainFrame proto.PageFrameID
	observer  string // the world ObserverWorld names
	doc       Document
	replaced  chan struct{} // closed when the next document starts

	requests map[proto.NetworkRequestID]*request
	console  []Console
	errors   []Exception
	failed   []contract.FailedRequest
	seen     map[string]bool
	dialogs  []contract.Dialog
	popups   []string
	dropped  contract.Dropped
	blocked  int
	lastNet  time.Time // last time a counted request started or ended
	lastCode time.Time // last time a script answered or ended: the app's code arriving
	round    pollRound // what the page asked and had answered: polls hold nothing
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

// New returns a collector for the page whose main frame is mainFrame.
// refusal says why the egress proxy refused a URL or host:port; observer
// names the isolated world whose execution contexts ObserverWorld reports.
func New(mainFrame proto.PageFrameID, refusal func(string) (string, bool), observer string) *Collector {
	if refusal == nil {
		refusal = func(string) (string, bool) { return "", false }
	}
	return &Collector{
		mainFrame: mainFrame,
		observer:  observer,
		refusal:   refusal,
		sockets:   map[proto.NetworkRequestID]*socket{},
		loaded:    make(chan struct{}),
		replaced:  make(chan struct{}),
		requests:  map[proto.NetworkRequestID]*request{},
		seen:      map[string]bool{},
		lastNet:   time.Now(),
	}
}

func (c *Collector) onLoad(*proto.PageLoadEventFired) {
	c.mu.Lock()
	// A load event of the document being replaced can still arrive after
	// the new one's request started, and in a reused tab the reset's
	// about:blank can load after this capture subscribed: only a document
	// this capture saw start and commit loads. Taking the stale event for
	// the page's would cut navigate short and settle on a page whose
	// scripts are still arriving.
	ours := c.doc.Committed && !c.doc.Loaded
	if ours {
		c.doc.Loaded, c.doc.LoadedAt = true, time.Now()
	}
	c.mu.Unlock()
	if ours {
		c.loadOnce.Do(func() { close(c.loaded) })
	}
}

func (c *Collector) onFrameNavigated(e *proto.PageFrameNavigated) {
	if e.Frame == nil || e.Frame.ID != c.mainFrame {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e.Frame.LoaderID == c.doc.Loader {
		c.doc.Committed = true
	}
}

// Handlers are the collector's CDP event handlers, for rod's EachEvent.
func (c *Collector) Handlers() []any {
	return []any{c.onLoad, c.onFrameNavigated, c.onContextCreated, c.onConsole, c.onLog, c.onException,
		c.onRequest, c.onResponse, c.onResponseExtra, c.onData, c.onFinished, c.onFailed,
		c.onWebSocket, c.onWebSocketHandshake, c.onWebSocketClosed}
}

// Loaded is closed at the load event of the first document that started
// and committed after the collector subscribed.
func (c *Collector) Loaded() <-chan struct{} { return c.loaded }

// onContextCreated remembers the settle observer's world in the current
// document, where settle evaluates.
func (c *Collector) onContextCreated(e *proto.RuntimeExecutionContextCreated) {
	ec := e.Context
	if ec == nil || ec.Name != c.observer || proto.PageFrameID(ec.AuxData["frameId"].Str()) != c.mainFrame {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.doc.World = ec.ID
}

// ObserverWorld is the observer's world in the current document, or 0.
func (c *Collector) ObserverWorld() proto.RuntimeExecutionContextID {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.doc.World
}

// startDocument switches settle to a new main-frame document: the old
// document's requests no longer hold it, since they die with it.
func (c *Collector) startDocumentLocked(loader proto.NetworkLoaderID) {
	for _, r := range c.requests {
		r.open = false
	}
	c.doc = Document{Loader: loader, Gen: c.doc.Gen + 1}
	c.round = pollRound{}
	close(c.replaced)
	c.replaced = make(chan struct{})
}

// Replaced returns a channel that is closed once a main-frame document
// after document gen (DocumentGen) has started; closed already if one has.
// Work on one document waits on it so as not to wait on a page that left.
func (c *Collector) Replaced(gen int) <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.doc.Gen != gen {
		done := make(chan struct{})
		close(done)
		return done
	}
	return c.replaced
}

func (c *Collector) onConsole(e *proto.RuntimeConsoleAPICalled) {
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
	c.addConsole(Console{ConsoleEntry: contract.ConsoleEntry{Level: level, Text: consoleText(e.Args), Source: at.Unmapped("")}, At: at, More: more})
}

// onLog records browser-generated messages (CSP violations, mixed content,
// intervention errors) that never pass through console.*. Network-source
// entries repeat failedRequests and are skipped.
func (c *Collector) onLog(e *proto.LogEntryAdded) {
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
	c.addConsole(Console{ConsoleEntry: contract.ConsoleEntry{Level: level, Text: en.Text, Source: at.Unmapped("")}, At: at})
}

func (c *Collector) addConsole(e Console) {
	if c.flushed(e.Text) {
		return // the capture's own marker, see flush
	}
	// Parse first, clip for the payload after: diagnostics such as React's
	// hydration diff sit past the payload cap.
	full := e.Text
	if text, names, At := source.ReduceComponentStack(e.Text); names != nil || text != e.Text {
		e.Text, e.Components, e.ComponentAt = text, names, At
	}
	if clipped := contract.Clip(e.Text, contract.Limits.ConsoleEntryChars); clipped != full {
		e.Raw, e.Text = contract.Clip(full, rawDiagnosticChars), clipped
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	keep(c, "console\x00"+e.Level+e.Text+e.At.String(), &c.console, e, contract.Limits.ConsoleEntries, &c.dropped.ConsoleLogs)
}

// keep appends v to *list unless an entry with the same key was seen, or
// the list is full, in which case it is counted in *dropped. c.mu is held.
func keep[T any](c *Collector, key string, list *[]T, v T, limit int, dropped *int) bool {
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

func (c *Collector) onException(e *proto.RuntimeExceptionThrown) {
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
	pe := Exception{PageError: contract.PageError{Message: contract.Clip(msg, contract.Limits.ConsoleEntryChars), Source: at.Unmapped("")}, At: at, More: more}
	if pe.Message != msg {
		pe.Raw = contract.Clip(msg, rawDiagnosticChars) // parsed before it is clipped, as in addConsole
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	keep(c, "exception\x00"+pe.Message+pe.At.String(), &c.errors, pe, contract.Limits.ConsoleEntries, &c.dropped.PageErrors)
}

func (c *Collector) onRequest(e *proto.NetworkRequestWillBeSent) {
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
	if e.FrameID == c.mainFrame && e.LoaderID != c.doc.Loader {
		if e.Type != proto.NetworkResourceTypeDocument {
			return // a late request of a document already replaced
		}
		c.startDocumentLocked(e.LoaderID)
	}
	if e.Type == proto.NetworkResourceTypeOther && strings.HasSuffix(e.Request.URL, "/favicon.ico") {
		return // Chromium's own probe: the page never asked for it
	}
	r := &request{url: e.Request.URL, method: e.Request.Method, kind: e.Type, started: time.Now(), open: true,
		ask: askOf(e.Request.Method, e.Request.URL, e.Type)}
	if r.ask != "" {
		c.round.start(r)
	}
	c.requests[e.RequestID] = r
	if !r.poll {
		c.lastNet = r.started
	}
}

// ActionBegins starts a new round of asks: what the page asks from now on
// answers the action (a click that saves, then reloads the list), so an
// ask it had answered before is data again, not a poll.
func (c *Collector) ActionBegins() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.round = pollRound{polled: c.round.polled}
}

func (c *Collector) onResponse(e *proto.NetworkResponseReceived) {
	if e.Response == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.requests[e.RequestID]; ok && r.open {
		r.headers = time.Now()
		answer(r)
		if !r.poll {
			c.lastNet = r.headers
		}
		if r.kind == proto.NetworkResourceTypeScript {
			c.lastCode = r.headers
		}
	}
	if e.Type == proto.NetworkResourceTypeScript && e.Response.Status < 400 && len(c.scripts) < contract.Limits.ScriptsTracked {
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
	f := contract.FailedRequest{URL: e.Response.URL, Method: method, Status: e.Response.Status, Type: string(e.Type)}
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

// DocumentError is the net error text the egress proxy reported for the
// document a navigation loaded, or "" if the server answered.
func (c *Collector) DocumentError(loader proto.NetworkLoaderID) string {
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
func (c *Collector) onResponseExtra(e *proto.NetworkResponseReceivedExtraInfo) {
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

func (c *Collector) onData(e *proto.NetworkDataReceived) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.requests[e.RequestID]; ok {
		r.data = time.Now()
	}
}

func (c *Collector) onFinished(e *proto.NetworkLoadingFinished) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closeRequestLocked(e.RequestID)
}

func (c *Collector) onFailed(e *proto.NetworkLoadingFailed) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := c.closeRequestLocked(e.RequestID)
	if e.Canceled || r == nil {
		return // aborted by the page itself (navigation away, AbortController)
	}
	f := contract.FailedRequest{URL: r.url, Method: r.method, Error: e.ErrorText, Type: string(e.Type)}
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

func (c *Collector) AddPopup(u string) {
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
	if len(c.popups) < contract.Limits.Popups {
		c.popups = append(c.popups, contract.Clip(u, contract.Limits.URLChars))
	}
}

func (c *Collector) closeRequestLocked(id proto.NetworkRequestID) *request {
	r, ok := c.requests[id]
	if !ok {
		return nil
	}
	if r.open {
		r.open = false
		now := time.Now()
		answer(r)
		// The end of a body that stopped holding settle (one the page never
		// read, finished whenever Chromium lets go of it) starts no render:
		// it is not activity; nor is a poll's.
		if !r.released && !r.poll {
			c.lastNet = now
		}
		if r.kind == proto.NetworkResourceTypeScript {
			c.lastCode = now
		}
	}
	return r
}

func (c *Collector) addFailedLocked(f contract.FailedRequest) {
	f.URL = contract.Clip(f.URL, contract.Limits.AttributeChars)
	key := fmt.Sprintf("failed\x00%s %s %d %s", f.Method, f.URL, f.Status, f.Error)
	keep(c, key, &c.failed, f, contract.Limits.FailedRequests, &c.dropped.FailedRequests)
}

func (c *Collector) AddDialog(d contract.Dialog) {
	d.Message = contract.Clip(d.Message, contract.Limits.ConsoleEntryChars)
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.dialogs) < contract.Limits.ConsoleEntries {
		c.dialogs = append(c.dialogs, d)
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
