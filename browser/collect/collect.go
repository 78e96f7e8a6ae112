package collect

import (
	"strings"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser/source"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod/lib/proto"
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
