package browser

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// render runs one capture in a prepared tab as a pipeline of stages:
// navigate (to the load event, under d.navigate), then settle, the delay,
// the DOM snapshot with findings and the screenshot (all under
// d.afterLoad), and finally assemble, a pure function of what the stages
// handed over. The tab stays open for the caller to dispose of.
func (m *Manager) render(ctx context.Context, t *tab, url string, vp Viewport, req Request, d deadlines, timings *Timings) (*Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // ends the event subscriptions
	page := t.page.Context(ctx)
	c := newCollector(page.FrameID, t.refusal)
	nav := newNavGuard(page, url, m.opts.policy())
	nav.checkAll, nav.refused = t.checkAll, t.refused
	subscribe(ctx, t, page, c, nav)

	if err := t.applyViewport(vp); err != nil {
		return nil, AsError(fmt.Errorf("apply viewport: %w", err))
	}
	if err := m.applyStorage(t); err != nil {
		return nil, err
	}

	t0 := time.Now()
	if err := navigate(ctx, page, url, d.navigate, c, nav); err != nil {
		return nil, err
	}
	timings.Navigate = time.Since(t0).Milliseconds()

	// From the load event on, one deadline covers everything else: a page
	// that blocks its main thread must not hold the call, or its slot.
	work, cancelWork := context.WithTimeout(ctx, d.afterLoad)
	defer cancelWork()
	hung := func(stage string) error {
		if ctx.Err() != nil {
			return ctxError(ctx, url)
		}
		return hungError(url, stage, d.afterLoad, c)
	}

	t0 = time.Now()
	settled := settle(work, page, c, settleRulesFromLimits(), func() bool { return nav.blockedHop() != "" })
	timings.Settle = time.Since(t0).Milliseconds()
	if nav.blockedHop() != "" {
		return nil, nav.error()
	}
	if work.Err() != nil {
		return nil, hung("settle")
	}
	// Steps run on the settled page and settle again after each; the
	// delay then applies to the state they reached, within runSteps.
	t0 = time.Now()
	steps, err := runSteps(work, page, c, nav, req.Steps, req.Delay)
	if err != nil {
		return nil, hung("steps")
	}
	timings.Steps = time.Since(t0).Milliseconds()
	if req.Delay > 0 && steps == nil {
		select {
		case <-time.After(req.Delay):
		case <-work.Done():
			return nil, hung("delay")
		}
	}
	settled.DelayMs = req.Delay.Milliseconds()

	t0 = time.Now()
	obs := c.observe()
	hyd := findHydration(obs.console, obs.errors)
	snap, err := snapshotWith(page.Context(work), snapshotRequest(req, vp, hyd))
	if err != nil {
		if nav.blockedHop() != "" {
			return nil, nav.error()
		}
		if work.Err() != nil {
			return nil, hung("dom")
		}
		return nil, AsError(fmt.Errorf("read the DOM: %w", err))
	}
	// A hydration error that landed while the DOM was read located in the
	// page; sources named through the dev server's maps while the
	// screenshot is taken.
	sources := afterDOMRead(page.Context(work), c, c.settleWorld(), hyd, snap, &m.sourceMaps)
	defer sources()
	if snap.Scope != nil && snap.Scope.Missing {
		return nil, scopeError(req.Selector, snap.Scope)
	}
	var scope *ScopeInfo
	var region *Rect
	if snap.Scope != nil {
		info, clip := scopeClip(req.Selector, snap.Scope)
		scope, region = &info, clip
	}
	timings.DOM = time.Since(t0).Milliseconds()

	t0 = time.Now()
	shot, img, err := screenshot(page.Context(work), vp, req.FullPage, region, req.Image)
	if err != nil {
		if nav.blockedHop() != "" {
			return nil, nav.error()
		}
		if work.Err() != nil {
			return nil, hung("screenshot")
		}
		return nil, AsError(fmt.Errorf("screenshot: %w", err))
	}
	timings.Screenshot = time.Since(t0).Milliseconds()
	// A hop refused after load (meta refresh, script navigation) still ends
	// the call: the render may already show what the policy refused to load.
	if nav.blockedHop() != "" {
		return nil, nav.error()
	}
	c.finishWebSockets()
	sources()

	res := assemble(rendered{
		url: url, req: req, vp: vp, obs: c.observe(), snap: snap, scope: scope,
		shot: shot, image: img, settle: settled, timings: *timings, stealth: m.opts.Stealth,
		isolation: m.opts.isolation(),
	})
	res.Steps = steps
	return res, nil
}

// subscribe feeds the tab's events to the collector and the navigation
// guard until ctx ends. It answers dialogs and closes popups as they come.
func subscribe(ctx context.Context, t *tab, page *rod.Page, c *collector, nav *navGuard) {
	wait := page.EachEvent(
		c.onLoad, c.onFrameNavigated, c.onContextCreated, c.onConsole, c.onLog, c.onException,
		c.onRequest, c.onResponse, c.onResponseExtra, c.onData, c.onFinished, c.onFailed,
		c.onWebSocket, c.onWebSocketHandshake, c.onWebSocketClosed, nav.onPaused,
		func(e *proto.PageWindowOpen) { c.addPopup(e.URL) },
		func(e *proto.PageJavascriptDialogOpening) {
			c.addDialog(Dialog{Type: string(e.Type), Message: e.Message})
			// Answer from another goroutine: this one delivers events.
			go func() {
				_ = proto.PageHandleJavaScriptDialog{Accept: e.Type == proto.PageDialogTypeBeforeunload}.Call(page)
			}()
		},
	)
	go wait()
	// Popups (window.open) are closed the moment they appear: whatever they
	// load is not part of this capture, and a visible popup steals focus.
	waitTargets := t.context.Context(ctx).EachEvent(func(e *proto.TargetTargetCreated) {
		if info := e.TargetInfo; info != nil && info.OpenerID == page.TargetID {
			c.addPopup(info.URL)
			go func() { _, _ = proto.TargetCloseTarget{TargetID: info.TargetID}.Call(t.context) }()
		}
	})
	go waitTargets()
}

// navigate loads url and waits for the first load event, within limit.
func navigate(ctx context.Context, page *rod.Page, url string, limit time.Duration, c *collector, nav *navGuard) error {
	navCtx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	navRes, err := proto.PageNavigate{URL: url}.Call(page.Context(navCtx))
	if err != nil {
		if navCtx.Err() != nil {
			return loadTimeoutError(ctx, url, limit, c)
		}
		return AsError(fmt.Errorf("navigate: %w", err))
	}
	if nav.blockedHop() != "" {
		return nav.error()
	}
	if navRes.ErrorText != "" {
		return navigationError(url, navRes.ErrorText)
	}
	select {
	case <-c.loaded:
	case <-navCtx.Done():
		if nav.blockedHop() != "" {
			return nav.error()
		}
		return loadTimeoutError(ctx, url, limit, c)
	}
	// Behind the egress proxy a dev server that is down shows up as the
	// proxy's 502 page; report it as the refused connection it is.
	if text := c.documentError(navRes.LoaderID); text != "" {
		return navigationError(url, text)
	}
	return nil
}

// snapshotRequest says what the one in-page evaluation computes.
func snapshotRequest(req Request, vp Viewport, hyd *hydration) snapshotOptions {
	so := snapshotOptions{root: req.Selector, noSources: req.noSources}
	if !req.noFindings {
		so.findings = &findingsOpts{Touch: vp.Touch, Root: req.Selector, BudgetMs: int(Limits.FindingsBudget.Milliseconds()),
			MaxElements: Limits.FindingsElements, PerKind: 2 * Limits.FindingsPerKind, DevWidgets: devWidgetSelector}
		if hyd != nil {
			so.findings.Hydration = hyd.hint
		}
	}
	return so
}

func loadTimeoutError(ctx context.Context, url string, limit time.Duration, c *collector) error {
	if ctx.Err() != nil {
		return ctxError(ctx, url)
	}
	pending := firstN(c.openRequests(), 5)
	problem := fmt.Sprintf("%s did not finish loading within %s", url, limit)
	if len(pending) > 0 {
		problem += "; still waiting for: " + strings.Join(pending, ", ")
	}
	e := &Error{Code: CodeTimeout, Problem: problem,
		NextStep: "Check the dev server's terminal for a stuck request or compile step; a request that never answers blocks the load event. Fix it, then call again."}
	e.Partial = partial("navigate", c)
	return e
}

// hungError is the TIMEOUT of a page that loaded but then stopped
// answering: its main thread is blocked, or it keeps the renderer busy.
func hungError(url, stage string, limit time.Duration, c *collector) error {
	return &Error{Code: CodeTimeout,
		Problem:  fmt.Sprintf("%s loaded, but the %s stage did not finish within %s: the page's main thread is blocked (an endless loop, or a long synchronous task after load)", url, stage, limit),
		NextStep: "Look for a loop or heavy synchronous work that starts after load (timers, effects, listeners) in the code behind this page; the console and requests collected so far are attached. Fix it, then call again.",
		Partial:  partial(stage, c)}
}

// partial is what a capture that timed out had collected so far.
func partial(stage string, c *collector) *Partial {
	obs := c.observe()
	return &Partial{Stage: stage, ConsoleLogs: nonNil(obs.console), UncaughtPageErrors: nonNil(obs.errors),
		FailedRequests: nonNil(obs.failed), Pending: firstN(c.openRequests(), 10)}
}
