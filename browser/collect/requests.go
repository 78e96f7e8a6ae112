package collect

import (
	"fmt"
	"strings"
	"time"

	"github.com/go-rod/rod/lib/proto"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/source"
	"github.com/vibelens/vibelens/egress"
)

// The network domain's handlers: each request is followed from its start to
// its answer, its end or its failure, and a failure is kept once.

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
	prefetch := strings.Contains(strings.ToLower(headerValue(e.Request.Headers, "Sec-Purpose")), "prefetch")
	if prefetch && e.Type == proto.NetworkResourceTypeDocument {
		return // a page fetched for a later navigation (speculation rules): not this one
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
		ask: askOf(e.Request.Method, e.Request.URL, e.Type), prefetch: prefetch}
	if r.ask != "" {
		c.round.start(r)
	}
	c.requests[e.RequestID] = r
	if !r.holdsNothing() {
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
		if !r.holdsNothing() {
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
		// it is not activity; nor is a poll's or a prefetch's.
		if !r.released && !r.holdsNothing() {
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

// implicitFavicon reports Chromium's own /favicon.ico probe: the page never
// asked for it, and most dev servers answer 404, so it is noise.
func implicitFavicon(e *proto.NetworkResponseReceived) bool {
	return e.Type == proto.NetworkResourceTypeOther && strings.HasSuffix(e.Response.URL, "/favicon.ico")
}
