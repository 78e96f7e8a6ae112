package browser

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"strings"
	"time"
)

//go:embed js/sanitize.js
var sanitizeJS string

// Capture renders req.URL once and returns the screenshot, diagnostics and
// sanitized DOM of that one render. Expected failures come back as *Error.
func (m *Manager) Capture(ctx context.Context, req Request) (*Result, error) {
	start := time.Now()
	target, err := m.opts.policy().CheckURL(req.URL)
	if err != nil {
		return nil, &Error{Code: CodeInvalidURL, Problem: err.Error(), NextStep: invalidURLNextStep, Err: err}
	}
	vp, ok := m.opts.Viewports.Lookup(req.Viewport)
	if req.Viewport == "" {
		vp, ok = m.opts.Viewports[0], true
	}
	if !ok {
		return nil, &Error{Code: CodeInvalidArguments, Problem: fmt.Sprintf("unknown viewport %q", clip(req.Viewport, 40)),
			NextStep: "Use one of " + strings.Join(m.opts.Viewports.Names(), ", ") + "."}
	}
	req.Delay = clampDelay(req.Delay)
	if err := checkSelector(req.Selector); err != nil {
		return nil, err
	}

	select {
	case m.sem <- struct{}{}:
		defer func() { <-m.sem }()
	case <-ctx.Done():
		return nil, ctxError(ctx, target.String())
	}

	res, err := m.captureOnce(ctx, target.String(), vp, req, start)
	var browserGone *browserGoneError
	if errors.As(err, &browserGone) && ctx.Err() == nil {
		// The browser crashed or was killed between calls: relaunch once.
		m.log.Warn("browser gone; relaunching and retrying", "err", browserGone.err)
		res, err = m.captureOnce(ctx, target.String(), vp, req, start)
	}
	if errors.As(err, &browserGone) {
		err = &Error{Code: CodeBrowserLaunchFailed, Problem: "the browser stopped responding: " + browserGone.err.Error(),
			NextStep: "Call again; if it keeps failing run `vibelens doctor`.", Err: browserGone.err}
	}
	return res, m.remoteHint(err)
}

// clampDelay bounds the caller's extra wait: a model cannot hold the browser
// longer than Limits.MaxDelay, and a negative delay means none.
func clampDelay(d time.Duration) time.Duration {
	return min(max(d, 0), Limits.MaxDelay)
}

// browserGoneError marks a failure caused by a dead browser rather than the page.
type browserGoneError struct{ err error }

func (e *browserGoneError) Error() string { return "browser gone: " + e.err.Error() }

// captureOnce takes a tab, renders in it under the capture's deadline and
// disposes of the tab whatever happened, so a hung page frees its slot.
func (m *Manager) captureOnce(ctx context.Context, url string, vp Viewport, req Request, start time.Time) (*Result, error) {
	var timings Timings
	t0 := time.Now()
	timings.BrowserHow = "reuse"
	m.mu.Lock()
	if m.current == nil || m.opts.Ephemeral {
		timings.BrowserHow = "launch"
	}
	m.mu.Unlock()
	inst, err := m.acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer m.release(inst)

	t, pooled, err := inst.tabs.take(ctx)
	if err != nil {
		if !inst.alive() {
			m.discard(inst)
			return nil, &browserGoneError{err}
		}
		return nil, AsError(fmt.Errorf("open a browser tab: %w", err))
	}
	if pooled && timings.BrowserHow == "reuse" {
		timings.BrowserHow = "spare"
	}
	timings.Browser = time.Since(t0).Milliseconds()

	d := deadlines{navigate: m.opts.NavigationTimeout, afterLoad: m.opts.AfterLoadTimeout + req.Delay + stepsAllowance(req.Steps)}
	inst.tabs.begin()
	res, err := m.render(ctx, t, url, vp, req, d, &timings)
	inst.tabs.end()
	// Disposing the context drops cookies, storage, cache, popups and the
	// renderer. A page that failed, hung ones included, goes at once,
	// before it spins on.
	inst.tabs.release(t, err != nil)
	if err != nil {
		if ctx.Err() == nil && !inst.alive() {
			m.discard(inst)
			return nil, &browserGoneError{err}
		}
		return nil, err
	}
	res.Summary.CaptureMs = time.Since(start).Milliseconds()
	return res, nil
}

// deadlines bound a capture: the page has navigate to reach its load
// event, then afterLoad for settle, the delay, the DOM and the screenshot.
type deadlines struct {
	navigate, afterLoad time.Duration
}

func ctxError(ctx context.Context, url string) error {
	return &Error{Code: CodeTimeout, Problem: fmt.Sprintf("capture of %s was cancelled: %v", url, context.Cause(ctx)),
		NextStep: "Call again; if the client cancelled on a timeout, use a smaller delay.", Err: ctx.Err()}
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
