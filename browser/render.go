package browser

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/settle"

	"github.com/vibelens/vibelens/browser/findings"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// render runs one capture in a prepared tab as a pipeline of stages:
// navigate (to the load event, under d.navigate), then settle, the delay,
// the DOM snapshot with findings and the screenshot (all under
// d.afterLoad), and finally assemble, a pure function of what the stages
// handed over. The tab stays open for the caller to dispose of.
func (m *Manager) render(ctx context.Context, t *tab, url string, vp Viewport, req Request, skip skips, d deadlines, timings *Timings) (*Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // ends the event subscriptions
	page := t.page.Context(ctx)
	c := collect.New(page.FrameID, t.refusal, settle.World)
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
	settled := settle.Wait(work, page, c, settle.RulesFromLimits(), func() bool { return nav.blockedHop() != "" })
	timings.Settle = time.Since(t0).Milliseconds()
	if nav.blockedHop() != "" {
		return nil, nav.error()
	}
	if work.Err() != nil {
		return nil, hung("settle")
	}
	if req.Delay > 0 {
		select {
		case <-time.After(req.Delay):
		case <-work.Done():
			return nil, hung("delay")
		}
	}
	settled.DelayMs = req.Delay.Milliseconds()

	t0 = time.Now()
	obs := c.Observe()
	hyd := findings.FindHydration(hydrationTexts(obs.Console, obs.Errors))
	snap, err := snapshotWith(page.Context(work), snapshotRequest(req, skip, vp, hyd))
	if err != nil {
		if nav.blockedHop() != "" {
			return nil, nav.error()
		}
		if work.Err() != nil {
			return nil, hung("dom")
		}
		return nil, AsError(fmt.Errorf("read the DOM: %w", err))
	}
	// Console messages sent during the read are in, and a hydration error
	// that landed meanwhile is located; sources are named through the dev
	// server's maps while the screenshot is taken.
	c.Flush(page.Context(work), c.ObserverWorld())
	lateHydration(page.Context(work), c.Observe(), hyd, snap)
	names := startNaming(page.Context(work), c.ObserverWorld(), m.sources, c.Observe(), c.ScriptsSeen(), snap)
	defer names.wait()
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
	shot, img, err := screenshot(page.Context(work), vp, req.FullPage, region)
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
	c.FinishWebSockets()
	obs = c.Observe()
	names.apply(snap, &obs)

	return assemble(rendered{
		url: url, req: req, skip: skip, vp: vp, obs: obs, snap: snap, scope: scope,
		shot: shot, image: img, settle: settled, timings: *timings, stealth: m.opts.Stealth,
		isolation: m.opts.isolation(),
	}), nil
}

// skips turn stages off for benchmarks, which measure what a stage costs
// by comparing captures with and without it. Captures never set them.
type skips struct {
	findings bool // no in-page findings pass
	sources  bool // findings without naming their source
}

// subscribe feeds the tab's events to the collector and the navigation
// guard until ctx ends. It answers dialogs and closes popups as they come.
func subscribe(ctx context.Context, t *tab, page *rod.Page, c *collect.Collector, nav *navGuard) {
	handlers := append(c.Handlers(), nav.onPaused,
		func(e *proto.PageWindowOpen) { c.AddPopup(e.URL) },
		func(e *proto.PageJavascriptDialogOpening) {
			c.AddDialog(Dialog{Type: string(e.Type), Message: e.Message})
			// Answer from another goroutine: this one delivers events.
			go func() {
				_ = proto.PageHandleJavaScriptDialog{Accept: e.Type == proto.PageDialogTypeBeforeunload}.Call(page)
			}()
		},
	)
	go page.EachEvent(handlers...)()
	// Popups (window.open) are closed the moment they appear: whatever they
	// load is not part of this capture, and a visible popup steals focus.
	waitTargets := t.context.Context(ctx).EachEvent(func(e *proto.TargetTargetCreated) {
		if info := e.TargetInfo; info != nil && info.OpenerID == page.TargetID {
			c.AddPopup(info.URL)
			go func() { _, _ = proto.TargetCloseTarget{TargetID: info.TargetID}.Call(t.context) }()
		}
	})
	go waitTargets()
}

// navigate loads url and waits for the first load event, within limit.
func navigate(ctx context.Context, page *rod.Page, url string, limit time.Duration, c *collect.Collector, nav *navGuard) error {
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
		return contract.NavigationError(url, navRes.ErrorText)
	}
	select {
	case <-c.Loaded():
	case <-navCtx.Done():
		if nav.blockedHop() != "" {
			return nav.error()
		}
		return loadTimeoutError(ctx, url, limit, c)
	}
	// Behind the egress proxy a dev server that is down shows up as the
	// proxy's 502 page; report it as the refused connection it is.
	if text := c.DocumentError(navRes.LoaderID); text != "" {
		return contract.NavigationError(url, text)
	}
	return nil
}

// snapshotRequest says what the one in-page evaluation computes.
func snapshotRequest(req Request, skip skips, vp Viewport, hyd *findings.Hydration) snapshotOptions {
	so := snapshotOptions{root: req.Selector, noSources: skip.sources}
	if !skip.findings {
		so.findings = &findings.Opts{Touch: vp.Touch, Root: req.Selector, BudgetMs: int(Limits.FindingsBudget.Milliseconds()),
			MaxElements: Limits.FindingsElements, PerKind: 2 * Limits.FindingsPerKind, DevWidgets: findings.DevWidgetSelector}
		if hyd != nil {
			so.findings.Hydration = hyd.Hint
		}
	}
	return so
}

func loadTimeoutError(ctx context.Context, url string, limit time.Duration, c *collect.Collector) error {
	if ctx.Err() != nil {
		return ctxError(ctx, url)
	}
	pending := firstN(c.OpenRequests(), 5)
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
func hungError(url, stage string, limit time.Duration, c *collect.Collector) error {
	return &Error{Code: CodeTimeout,
		Problem:  fmt.Sprintf("%s loaded, but the %s stage did not finish within %s: the page's main thread is blocked (an endless loop, or a long synchronous task after load)", url, stage, limit),
		NextStep: "Look for a loop or heavy synchronous work that starts after load (timers, effects, listeners) in the code behind this page; the console and requests collected so far are attached. Fix it, then call again.",
		Partial:  partial(stage, c)}
}

func firstN(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// partial is what a capture that timed out had collected so far.
func partial(stage string, c *collect.Collector) *Partial {
	obs := c.Observe()
	return &Partial{Stage: stage, ConsoleLogs: collect.Entries(obs.Console), UncaughtPageErrors: collect.PageErrors(obs.Errors),
		FailedRequests: nonNil(obs.Failed), Pending: firstN(c.OpenRequests(), 10)}
}
