package browser

import (
	"fmt"
	"net/url"
	"sync"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/guard"
)

// deniedPermissions are answered "denied" without a prompt, so a page that
// asks for the camera or location cannot wait on a human who is not there.
var deniedPermissions = []string{
	"geolocation", "notifications", "camera", "microphone", "midi", "clipboard-read",
	"display-capture", "local-fonts", "window-management", "idle-detection", "storage-access",
}

// hardenContext applies the per-context rules: downloads denied and
// permission prompts denied. It runs when a tab is prepared, off the hot path.
func hardenContext(b *rod.Browser, ctxID proto.BrowserBrowserContextID) error {
	if err := (proto.BrowserSetDownloadBehavior{Behavior: proto.BrowserSetDownloadBehaviorBehaviorDeny, BrowserContextID: ctxID}).Call(b); err != nil {
		return fmt.Errorf("deny downloads: %w", err)
	}
	for _, name := range deniedPermissions {
		// Unknown names on older Chromium fail; the rest still apply.
		_ = proto.BrowserSetPermission{Permission: &proto.BrowserPermissionDescriptor{Name: name},
			Setting: proto.BrowserPermissionSettingDenied, BrowserContextID: ctxID}.Call(b)
	}
	return nil
}

// hardenPage refuses file choosers and pauses every document request so
// navGuard can check main-frame hops before Chromium connects; with all,
// every request of every type (the Fetch fallback of a remote browser).
func hardenPage(p *rod.Page, all bool) error {
	if err := (proto.PageSetInterceptFileChooserDialog{Enabled: true}).Call(p); err != nil {
		return fmt.Errorf("intercept file chooser: %w", err)
	}
	pattern := &proto.FetchRequestPattern{URLPattern: "*", ResourceType: proto.NetworkResourceTypeDocument, RequestStage: proto.FetchRequestStageRequest}
	if all {
		pattern.ResourceType = "" // every type
	}
	return proto.FetchEnable{Patterns: []*proto.FetchRequestPattern{pattern}}.Call(p)
}

// policy is the network policy the options describe: one value for the
// model's URL, every navigation hop and the egress proxy.
func (o Options) policy() guard.Policy {
	return guard.Policy{Mode: o.Network, Allow: o.Allow}
}

// Next steps for policy refusals. They name --allow-host and who may set it,
// so a model asks the user instead of looking for a way around the policy.
const (
	invalidURLNextStep = "Pass the URL of a local dev server, for example http://localhost:3000/pricing. " +
		"A private-network or named host (10.x, 192.168.x, myapp.test) works only if the user starts VibeLens with " +
		"--allow-host for it in the editor's MCP server config; only the user can set that, not the model: ask them."
	blockedNavigationNextStep = "VibeLens only follows top-level navigations to loopback and to hosts the user allowed with --allow-host " +
		"(set only by the user in the editor's MCP server config, never by the model). " +
		"Fix the redirect or script in the app, inspect the local page it should land on, or ask the user to allow the host."
)

// navGuard holds a capture's main-frame navigation state: every hop of the
// top-level document (first load, each redirect, meta refresh, script
// navigation) must pass the same rule as the model's URL.
type navGuard struct {
	page      *rod.Page
	mainFrame proto.PageFrameID
	policy    guard.Policy

	// checkAll, under the Fetch fallback, checks every other paused
	// request too and records refusals in refused for the collector.
	checkAll bool
	refused  *sync.Map

	mu      sync.Mutex
	lastURL string
	blocked string // first refused hop, described for the model
	stay    bool   // steps are running: a refused hop keeps the current page (steps.go)
}

func newNavGuard(p *rod.Page, startURL string, policy guard.Policy) *navGuard {
	return &navGuard{page: p, mainFrame: p.FrameID, lastURL: startURL, policy: policy}
}

// onPaused answers a paused document request from a new goroutine, because
// the event loop that delivered it must keep delivering.
func (g *navGuard) onPaused(e *proto.FetchRequestPaused) {
	go func() {
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
		} else if g.checkAll && e.Request != nil {
			if err := fetchCheck(g.policy, e.Request.URL); err != nil {
				reason := err.Error()
				if r, ok := err.(*guard.Rejection); ok {
					reason = r.Reason
				}
				g.refused.Store(e.Request.URL, "refused by VibeLens network policy: "+reason)
				_ = proto.FetchFailRequest{RequestID: e.RequestID, ErrorReason: proto.NetworkErrorReasonBlockedByClient}.Call(g.page)
				return
			}
		}
		_ = proto.FetchContinueRequest{RequestID: e.RequestID}.Call(g.page)
	}()
}

func (g *navGuard) block(e *proto.FetchRequestPaused, err error) {
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
	g.blocked = fmt.Sprintf("%s %s %s: %s", shortURL(g.lastURL), verb, clip(e.Request.URL, 200), reason)
}

func (g *navGuard) blockedHop() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.blocked
}

func (g *navGuard) error() *Error {
	return &Error{Code: CodeBlockedNavigation, Problem: g.blockedHop(),
		NextStep: blockedNavigationNextStep}
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
