// Package navguard holds a capture's main-frame navigation to the network
// policy: every hop of the top-level document (first load, each redirect,
// meta refresh, script navigation) must pass the same rule as the model's
// URL, and under the Fetch fallback (an attached remote browser) every
// other request too.
package navguard

import (
	"fmt"
	"net/netip"
	"net/url"
	"strings"
	"sync"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/guard"
)

// Guard holds a capture's main-frame navigation state: every hop of the
// top-level document (first load, each redirect, meta refresh, script
// navigation) must pass the same rule as the model's URL.
type Guard struct {
	page      *rod.Page
	mainFrame proto.PageFrameID
	policy    guard.Policy

	// CheckAll, under the Fetch fallback, checks every other paused
	// request too and records refusals in Refused for the collector.
	CheckAll bool
	Refused  *sync.Map
	// Visited is told every document URL the page requests, in any frame:
	// the tab clears those origins' storage before it is reused.
	Visited func(url string)

	mu      sync.Mutex
	lastURL string
	blocked string // first refused hop, described for the model
	stay    bool   // a stage acts on the page (steps): a refused hop keeps the current page
}

// New guards p's main frame, whose first URL is startURL, with policy.
func New(p *rod.Page, startURL string, policy guard.Policy) *Guard {
	return &Guard{page: p, mainFrame: p.FrameID, lastURL: startURL, policy: policy}
}

// OnPaused answers a paused document request from a new goroutine, because
// the event loop that delivered it must keep delivering.
func (g *Guard) OnPaused(e *proto.FetchRequestPaused) {
	go func() {
		if e.ResourceType == proto.NetworkResourceTypeDocument && e.Request != nil && g.Visited != nil {
			g.Visited(e.Request.URL) // its origin's storage is cleared before the tab is reused
		}
		if e.ResourceType == proto.NetworkResourceTypeDocument && e.FrameID == g.mainFrame && e.Request != nil {
			if _, err := g.policy.CheckURL(e.Request.URL); err != nil {
				g.block(e, err)
				if g.staying() {
					// During steps: an aborted navigation commits no error
					// page, so the page the step left stays captured.
					_ = proto.FetchFailRequest{RequestID: e.RequestID, ErrorReason: proto.NetworkErrorReasonAborted}.Call(g.page)
					return
				}
				_ = proto.FetchFailRequest{RequestID: e.RequestID, ErrorReason: proto.NetworkErrorReasonBlockedByClient}.Call(g.page)
				return
			}
			g.mu.Lock()
			g.lastURL = e.Request.URL
			g.mu.Unlock()
		} else if g.CheckAll && e.Request != nil {
			if err := fetchCheck(g.policy, e.Request.URL); err != nil {
				reason := err.Error()
				if r, ok := err.(*guard.Rejection); ok {
					reason = r.Reason
				}
				g.Refused.Store(e.Request.URL, "refused by VibeLens network policy: "+reason)
				_ = proto.FetchFailRequest{RequestID: e.RequestID, ErrorReason: proto.NetworkErrorReasonBlockedByClient}.Call(g.page)
				return
			}
		}
		_ = proto.FetchContinueRequest{RequestID: e.RequestID}.Call(g.page)
	}()
}

func (g *Guard) block(e *proto.FetchRequestPaused, err error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.blocked != "" {
		return
	}
	verb := "navigated to"
	if e.RedirectedRequestID != "" {
		verb = "redirected to"
	}
	reason := err.Error()
	if r, ok := err.(*guard.Rejection); ok {
		reason = r.Reason
	}
	g.blocked = fmt.Sprintf("%s %s %s: %s", shortURL(g.lastURL), verb, contract.Clip(e.Request.URL, contract.Limits.URLChars), reason)
}

// Blocked is the first hop the guard refused, described for the model, or "".
func (g *Guard) Blocked() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.blocked
}

// TakeBlocked returns the hop the guard refused, if any, and forgets it: a
// navigation a step caused is reported by that step, and the capture of
// the page it stayed on goes ahead.
func (g *Guard) TakeBlocked() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	b := g.blocked
	g.blocked = ""
	return b
}

// staying reports whether a refused hop keeps the current page.
func (g *Guard) staying() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.stay
}

// SetStay says whether a refused hop keeps the current page: a stage
// acts on the page (steps).
func (g *Guard) SetStay(stay bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.stay = stay
}

// Error is the refused hop as the capture's error.
func (g *Guard) Error() *contract.Error {
	return &contract.Error{Code: contract.CodeBlockedNavigation, Problem: g.Blocked(),
		NextStep: contract.BlockedNavigationNextStep}
}

// shortURL is the path of a URL, enough to name a hop ("/login").
func shortURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Path == "" {
		return raw
	}
	if u.RawQuery != "" {
		return u.Path + "?" + u.RawQuery
	}
	return u.Path
}

// fetchCheck decides one request of a remote browser under the Fetch
// fallback: the host must pass the policy by name or literal address. The
// browser resolves names itself, so what a name resolves to is not
// checked (see the README: DNS rebinding is not covered here).
func fetchCheck(p guard.Policy, raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	switch u.Scheme {
	case "http", "https", "ws", "wss":
	default:
		return nil // data:, blob:, about: make no connection
	}
	host, err := guard.CanonicalHost(u.Hostname())
	if err != nil {
		return err
	}
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return p.CheckAddr(a)
	}
	if guard.IsLocalhostName(host) {
		return nil
	}
	return p.CheckName(host)
}
