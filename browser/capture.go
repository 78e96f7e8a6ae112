package browser

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/browser/steps"
	"github.com/vibelens/vibelens/browser/storage"
	"github.com/vibelens/vibelens/browser/tabs"
	"github.com/vibelens/vibelens/guard"
)

// Capture renders req.URL once and returns the screenshot, diagnostics and
// sanitized DOM of that one render. Expected failures come back as *Error.
func (m *Manager) Capture(ctx context.Context, req Request) (*Result, error) {
	return m.capture(ctx, req, render.Skip{})
}

// CheckURL tells whether the policy lets rawURL be captured, without
// opening anything: the same check Capture starts with, for callers that
// refuse a bad target before any work (vibelens check's set-up).
func (m *Manager) CheckURL(rawURL string) error {
	if _, err := m.opts.policy().CheckURL(rawURL); err != nil {
		return &Error{Code: CodeInvalidURL, Problem: err.Error(), NextStep: contract.InvalidURLNextStep, Err: err}
	}
	return nil
}

// capture is Capture with stages skipped, for benchmarks.
func (m *Manager) capture(ctx context.Context, req Request, skip render.Skip) (*Result, error) {
	start := time.Now()
	target, err := m.opts.policy().CheckURL(req.URL)
	if err != nil {
		return nil, &Error{Code: CodeInvalidURL, Problem: err.Error(), NextStep: contract.InvalidURLNextStep, Err: err}
	}
	vp, ok := m.opts.Viewports.Lookup(req.Viewport)
	if req.Viewport == "" {
		vp, ok = m.opts.Viewports[0], true
	}
	if !ok {
		return nil, &Error{Code: CodeInvalidArguments, Problem: fmt.Sprintf("unknown viewport %q", contract.Clip(req.Viewport, 40)),
			NextStep: "Use one of " + strings.Join(m.opts.Viewports.Names(), ", ") + "."}
	}
	switch req.ColorScheme {
	case "":
	case "light", "dark":
		// The argument wins over the preset's own scheme.
		vp.ColorScheme = req.ColorScheme
	default:
		return nil, &Error{Code: CodeInvalidArguments, Problem: fmt.Sprintf("unknown colorScheme %q", contract.Clip(req.ColorScheme, 40)),
			NextStep: "Use light or dark."}
	}
	req.Delay = clampDelay(req.Delay)
	if err := contract.CheckSelector(req.Selector); err != nil {
		return nil, err
	}

	select {
	case m.sem <- struct{}{}:
		defer func() { <-m.sem }()
	case <-ctx.Done():
		return nil, contract.CancelledError(ctx, target.String())
	}

	res, err := m.captureOnce(ctx, target.String(), vp, req, skip, start)
	var browserGone *browserGoneError
	if errors.As(err, &browserGone) && ctx.Err() == nil {
		// The browser crashed or was killed between calls: relaunch once.
		m.log.Warn("browser gone; relaunching and retrying", "err", browserGone.err)
		res, err = m.captureOnce(ctx, target.String(), vp, req, skip, start)
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
func (m *Manager) captureOnce(ctx context.Context, url string, vp Viewport, req Request, skip render.Skip, start time.Time) (*Result, error) {
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

	t, how, err := inst.tabs.Take(ctx, guard.Origin(url), vp.Name)
	if err != nil {
		if !inst.chrome.Answers() {
			m.discard(inst)
			return nil, &browserGoneError{err}
		}
		return nil, AsError(fmt.Errorf("open a browser tab: %w", err))
	}
	if timings.BrowserHow == "reuse" {
		switch how {
		case tabs.HowPrepared:
			timings.BrowserHow = "spare"
		case tabs.HowParked:
			timings.BrowserHow = "parked"
		}
	}
	timings.Browser = time.Since(t0).Milliseconds()

	job, seq := m.job(url, vp, req, skip)
	var res *Result
	if job.Storage, err = m.storageState(); err == nil {
		inst.tabs.Begin()
		res, err = render.Run(ctx, t, job, &timings)
		inst.tabs.End()
	}
	if err == nil && seq != nil {
		res.Steps = seq.Reports(res)
	}
	// The tab is reset (its storage cleared, its cache and renderer kept)
	// and parked for the origin's next capture, or disposed of, which
	// drops the context and the renderer. A page that failed, hung ones
	// included, goes at once, before it spins on.
	inst.tabs.Release(t, err != nil)
	if err != nil {
		if ctx.Err() == nil && !inst.chrome.Answers() {
			m.discard(inst)
			return nil, &browserGoneError{err}
		}
		return nil, err
	}
	res.Summary.CaptureMs = time.Since(start).Milliseconds()
	return res, nil
}

// storageState is the configured storage state, if any, for a capture
// about to navigate. A file that went bad after start fails the call with
// the reason, since capturing logged out would mislead.
func (m *Manager) storageState() (*storage.State, error) {
	if m.opts.StorageState == nil {
		return nil, nil
	}
	s, err := m.opts.StorageState.Current()
	if err != nil {
		return nil, &Error{Code: CodeInvalidArguments, Problem: err.Error(),
			NextStep: "Ask the user to fix or re-save the storage-state file (vibelens auth save URL --out FILE).", Err: err}
	}
	return s, nil
}

// job is the pipeline's view of one capture on this manager, and the
// sequence that runs req.Steps in it, if any: they run after the first
// settle, and the deadline grows by what they may wait.
func (m *Manager) job(url string, vp Viewport, req Request, skip render.Skip) (render.Job, *steps.Sequence) {
	job := render.Job{URL: url, Viewport: vp, Request: req, Skip: skip,
		Navigate: m.opts.NavigationTimeout, AfterLoad: m.opts.AfterLoadTimeout + req.Delay, FindingsBudget: m.opts.FindingsBudget,
		A11yBudget: m.opts.A11yBudget, A11yTargetSize: m.opts.A11yTargetSize, A11yNonText: !m.opts.NoNonTextContrast,
		Policy: m.opts.policy(), Sources: m.sources, Stealth: m.opts.Stealth, Isolation: m.opts.isolation()}
	if !m.opts.ForgetA11y {
		job.A11yMemory = m.a11y
	}
	if p := m.opts.point; p != nil {
		job.Steps = append(job.Steps, p.Stage()) // pointing waits for the person after the page settles
		job.AfterLoad += p.Allowance()
	}
	if len(req.Steps) == 0 {
		return job, nil
	}
	seq := steps.New(req.Steps, req.Delay)
	job.Steps = []render.Stage{seq.Stage()}
	job.AfterLoad += steps.Allowance(req.Steps)
	return job, seq
}
