package browser

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"image/jpeg"
	"math"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/go-rod/stealth"

	"github.com/vibelens/vibelens/guard"
)

//go:embed js/sanitize.js
var sanitizeJS string

// Capture renders req.URL once and returns the screenshot, diagnostics and
// sanitized DOM of that one render. Expected failures come back as *Error.
func (m *Manager) Capture(ctx context.Context, req Request) (*Result, error) {
	start := time.Now()
	target, err := guard.CheckURL(req.URL)
	if err != nil {
		return nil, &Error{Code: CodeInvalidURL, Problem: err.Error(),
			NextStep: "Pass the URL of a local dev server, for example http://localhost:3000/pricing.", Err: err}
	}
	vp, ok := LookupViewport(req.Viewport)
	if req.Viewport == "" {
		vp, ok = viewports[0], true
	}
	if !ok {
		return nil, &Error{Code: CodeInvalidURL, Problem: fmt.Sprintf("unknown viewport %q", req.Viewport),
			NextStep: "Use one of " + strings.Join(ViewportNames(), ", ") + "."}
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
	return res, err
}

// clampDelay bounds the caller's extra wait: a model cannot hold the browser
// longer than Limits.MaxDelay, and a negative delay means none.
func clampDelay(d time.Duration) time.Duration {
	return min(max(d, 0), Limits.MaxDelay)
}

// browserGoneError marks a failure caused by a dead browser rather than the page.
type browserGoneError struct{ err error }

func (e *browserGoneError) Error() string { return "browser gone: " + e.err.Error() }

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

	var t *tab
	select {
	case t = <-inst.spare:
		if timings.BrowserHow == "reuse" {
			timings.BrowserHow = "spare"
		}
	default:
		t, err = inst.newTab(ctx, m)
	}
	if err != nil {
		if !inst.proc.alive() {
			m.discard(inst)
			return nil, &browserGoneError{err}
		}
		return nil, AsError(fmt.Errorf("open a browser tab: %w", err))
	}
	defer func() {
		// Disposing the context drops cookies, storage, cache and any popups.
		inst.background(func() { t.dispose(inst) })
		m.mu.Lock()
		retiring := inst.retiring
		m.mu.Unlock()
		if !m.opts.Ephemeral && !retiring {
			inst.refill(m) // a browser about to be recycled needs no spare
		}
	}()
	timings.Browser = time.Since(t0).Milliseconds()

	res, err := m.render(ctx, t, url, vp, req, &timings)
	if err != nil {
		if ctx.Err() == nil && !inst.proc.alive() {
			m.discard(inst)
			return nil, &browserGoneError{err}
		}
		return nil, err
	}
	res.Summary.CaptureMs = time.Since(start).Milliseconds()
	res.Summary.Timings = timings
	return res, nil
}

// render runs one capture in a prepared tab.
func (m *Manager) render(ctx context.Context, t *tab, url string, vp Viewport, req Request, timings *Timings) (*Result, error) {
	page := t.page.Context(ctx)
	c := newCollector(t.refusal)
	nav := newNavGuard(page, url)

	wait := page.EachEvent(
		c.onLoad, c.onConsole, c.onLog, c.onException,
		c.onRequest, c.onResponse, c.onResponseExtra, c.onFinished, c.onFailed,
		c.onWebSocket, c.onWebSocketHandshake, nav.onPaused,
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

	if err := t.applyViewport(vp); err != nil {
		return nil, AsError(fmt.Errorf("apply viewport: %w", err))
	}

	// Navigate and wait for the load event under the navigation timeout.
	t0 := time.Now()
	navCtx, cancelNav := context.WithTimeout(ctx, m.opts.NavigationTimeout)
	defer cancelNav()
	navRes, err := proto.PageNavigate{URL: url}.Call(page.Context(navCtx))
	if err != nil {
		if navCtx.Err() != nil {
			return nil, m.timeoutError(ctx, url, c)
		}
		return nil, AsError(fmt.Errorf("navigate: %w", err))
	}
	if nav.blockedHop() != "" {
		return nil, nav.error()
	}
	if navRes.ErrorText != "" {
		return nil, navigationError(url, navRes.ErrorText)
	}
	select {
	case <-c.loaded:
	case <-navCtx.Done():
		if nav.blockedHop() != "" {
			return nil, nav.error()
		}
		return nil, m.timeoutError(ctx, url, c)
	}
	// Behind the egress proxy a dev server that is down shows up as the
	// proxy's 502 page; report it as the refused connection it is.
	if text := c.documentError(navRes.LoaderID); text != "" {
		return nil, navigationError(url, text)
	}
	timings.Navigate = time.Since(t0).Milliseconds()

	t0 = time.Now()
	settle := m.settle(page, c)
	timings.Settle = time.Since(t0).Milliseconds()
	if req.Delay > 0 {
		select {
		case <-time.After(req.Delay):
		case <-ctx.Done():
			return nil, ctxError(ctx, url)
		}
	}
	settle.DelayMs = req.Delay.Milliseconds()

	t0 = time.Now()
	so := snapshotOptions{root: req.Selector}
	c.mu.Lock()
	hyd := findHydration(c.console, c.errors)
	c.mu.Unlock()
	if !req.noFindings {
		so.findings = &findingsOpts{Touch: vp.Touch, Root: req.Selector, BudgetMs: int(Limits.FindingsBudget.Milliseconds()),
			MaxElements: Limits.FindingsElements, PerKind: 2 * Limits.FindingsPerKind}
		if hyd != nil {
			so.findings.Hydration = hyd.hint
		}
	}
	snap, err := snapshotWith(page, so)
	if err != nil {
		return nil, AsError(fmt.Errorf("read the DOM: %w", err))
	}
	hyd = afterDOMRead(page, c, hyd, snap) // source maps; a hydration error that landed while the DOM was read
	if snap.Scope != nil && snap.Scope.Missing {
		return nil, scopeError(req.Selector, snap.Scope)
	}
	var scope *ScopeInfo
	var region *Rect
	if snap.Scope != nil {
		info, clip := scopeClip(req.Selector, snap.Scope)
		scope, region = &info, clip
	}
	if testHookDOMRead != nil {
		testHookDOMRead(page)
	}
	dom, truncated := capDOM(snap.DOM.HTML, Limits.DOMChars, snap.DOM.Complete)
	timings.DOM = time.Since(t0).Milliseconds()

	t0 = time.Now()
	shot, img, err := screenshot(page, vp, req.FullPage, region)
	if err != nil {
		return nil, AsError(fmt.Errorf("screenshot: %w", err))
	}
	timings.Screenshot = time.Since(t0).Milliseconds()
	// A hop refused after load (meta refresh, script navigation) still ends
	// the call: the render may already show what the policy refused to load.
	if nav.blockedHop() != "" {
		return nil, nav.error()
	}
	c.finishWebSockets()

	var findings []Finding
	if testHookFindings != nil {
		// Deferred before the unlock below, so it runs after it.
		defer func() { testHookFindings(page, findings) }()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	res := &Result{
		Screenshot:         shot,
		ConsoleLogs:        nonNil(c.console),
		UncaughtPageErrors: nonNil(c.errors),
		FailedRequests:     nonNil(c.failed),
		SimplifiedDOM:      dom,
	}
	s := &res.Summary
	s.URL = url
	s.FinalURL = snap.URL
	s.Title = clip(snap.Title, Limits.AttributeChars)
	s.Viewport = ViewportInfo{Name: vp.Name, Width: vp.Width, Height: vp.Height, DeviceScaleFactor: vp.DeviceScaleFactor}
	s.FullPage = req.FullPage
	s.WaitedMs = timings.Settle + settle.DelayMs
	for _, e := range c.console {
		if e.Level == "error" {
			s.ConsoleErrors++
		} else {
			s.ConsoleWarnings++
		}
	}
	s.UncaughtErrors = len(c.errors)
	s.FailedRequests = len(c.failed)
	s.DOMChars = len([]rune(dom))
	s.DOMTruncated = truncated
	if !req.noFindings || hyd != nil {
		res.Findings, s.Findings = assembleFindings(snap.Findings, hyd, res.FailedRequests)
		s.FindingsDropped = s.Findings - len(res.Findings)
	}
	res.Findings = nonNil(res.Findings)
	findings = res.Findings
	if f := snap.Findings; f != nil {
		timings.Findings = f.Ms
		switch {
		case f.TimedOut:
			s.FindingsPartial = fmt.Sprintf("time budget of %s hit after %d elements", Limits.FindingsBudget, f.Examined)
		case f.Capped:
			s.FindingsPartial = fmt.Sprintf("stopped after %d elements", Limits.FindingsElements)
		}
	}
	s.Scope = scope
	if c.dropped != (Dropped{}) {
		d := c.dropped
		s.Dropped = &d
	}
	s.Settle = settle
	s.Image = img
	s.Dialogs = c.dialogs
	s.Popups = c.popups
	s.BlockedByPolicy = c.blocked
	s.StealthApplied = m.opts.Stealth
	return res, nil
}

// preparePage gives a tab everything that does not depend on the request:
// the event domains, locale, timezone, focus and stealth, then the default
// viewport. It runs when the spare tab is made, off the hot path: each of
// these is a round trip to a renderer that may still be starting.
func (m *Manager) preparePage(t *tab) error {
	page := t.page
	calls := []interface {
		Call(proto.Client) error
	}{
		// Enabled here so the capture's event subscription finds them on.
		proto.RuntimeEnable{},
		proto.NetworkEnable{},
		proto.LogEnable{},
		proto.EmulationSetTimezoneOverride{TimezoneID: "UTC"},
		proto.EmulationSetLocaleOverride{Locale: "en-US"},
		proto.PageSetLifecycleEventsEnabled{Enabled: false},
		// A page that tried to open a window loses focus, and headless
		// Chromium stops producing frames for it: screenshots would hang.
		proto.EmulationSetFocusEmulationEnabled{Enabled: true},
	}
	for _, c := range calls {
		if err := c.Call(page); err != nil {
			return err
		}
	}
	if m.opts.Stealth {
		if _, err := (proto.PageAddScriptToEvaluateOnNewDocument{Source: stealth.JS}).Call(page); err != nil {
			return err
		}
	}
	return t.applyViewport(viewports[0])
}

// applyViewport emulates a device preset before navigation, so the first
// paint already sees it. A tab prepared for the same preset skips it.
func (t *tab) applyViewport(vp Viewport) error {
	if t.viewport == vp.Name {
		return nil
	}
	page := t.page
	if err := (proto.EmulationSetDeviceMetricsOverride{Width: vp.Width, Height: vp.Height, DeviceScaleFactor: vp.DeviceScaleFactor, Mobile: vp.Mobile}).Call(page); err != nil {
		return err
	}
	if err := (proto.EmulationSetTouchEmulationEnabled{Enabled: vp.Touch, MaxTouchPoints: touchPoints(vp)}).Call(page); err != nil {
		return err
	}
	// The preset's user agent, or none: an empty override restores the default.
	if vp.UserAgent != "" || t.viewport != "" {
		if err := (proto.NetworkSetUserAgentOverride{UserAgent: vp.UserAgent, AcceptLanguage: "en-US"}).Call(page); err != nil {
			return err
		}
	}
	t.viewport = vp.Name
	return nil
}

func touchPoints(vp Viewport) *int {
	if !vp.Touch {
		return nil
	}
	n := 5
	return &n
}

// settle waits, after the load event, until the network has been quiet for
// Limits.SettleQuiet (sockets and event streams do not count), for web fonts
// and for two animation frames, all within Limits.SettleCap. The fonts and
// frames wait runs alongside the quiet window and is repeated only if the
// network was busy after it started, so a quiet page pays for neither twice.
func (m *Manager) settle(page *rod.Page, c *collector) SettleReport {
	rep := SettleReport{WaitedFor: []string{"load"}}
	deadline := time.Now().Add(Limits.SettleCap)
	ctx, cancel := context.WithDeadline(context.Background(), deadline.Add(100*time.Millisecond))
	defer cancel()
	framesStarted := time.Now()
	frames := waitFrames(ctx, page, time.Until(deadline))
	for {
		now := time.Now()
		busy, quiet := c.settleState(now)
		if len(busy) == 0 && quiet >= Limits.SettleQuiet {
			rep.WaitedFor = append(rep.WaitedFor, "network-quiet")
			break
		}
		if now.After(deadline) {
			rep.CapHit = true
			rep.Pending = c.openRequests()
			if len(rep.Pending) > 10 {
				rep.Pending = rep.Pending[:10]
			}
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if c.lastActivity().After(framesStarted) && !rep.CapHit {
		// Responses arrived after the first frames: let their render land.
		<-frames
		frames = waitFrames(ctx, page, max(time.Until(deadline), 100*time.Millisecond))
	}
	if err := <-frames; err == nil {
		rep.WaitedFor = append(rep.WaitedFor, "fonts", "frames")
	} else {
		rep.CapHit = true
	}
	return rep
}

// waitFrames resolves once web fonts are ready (at most limit) and two
// animation frames have run: fonts change text metrics, and frames let
// layout and paint catch up.
func waitFrames(ctx context.Context, page *rod.Page, limit time.Duration) <-chan error {
	const js = `new Promise(r => { const f = () => requestAnimationFrame(() => requestAnimationFrame(() => r("frames")));
		(document.fonts && document.fonts.ready ? Promise.race([document.fonts.ready, new Promise(t => setTimeout(t, %d))]) : Promise.resolve()).then(f); })`
	done := make(chan error, 1)
	go func() {
		_, err := proto.RuntimeEvaluate{Expression: fmt.Sprintf(js, limit.Milliseconds()), AwaitPromise: true, ReturnByValue: true}.Call(page.Context(ctx))
		done <- err
	}()
	return done
}

// testHookDOMRead, set only by tests, runs right after the sanitizer has
// read the page, so a test can check the live page was left untouched.
var testHookDOMRead func(*rod.Page)

// snapshotResult is what the in-page script returns.
type snapshotResult struct {
	Title    string       `json:"title"`
	URL      string       `json:"url"`
	Scope    *scopeResult `json:"scope"`
	Findings *rawFindings `json:"findings"`
	DOM      struct {
		HTML     string `json:"html"`
		Elements int    `json:"elements"`
		Complete bool   `json:"complete"`
	} `json:"dom"`
}

// domSerializeBudget stops the in-page serializer well past the Go cap, so a
// huge page costs bounded time and memory but the marker can still say how
// much there was.
const domSerializeBudget = 1_000_000

// snapshot reads title, URL and sanitized DOM of the whole page.
func snapshot(page *rod.Page) (*snapshotResult, error) {
	return snapshotWith(page, snapshotOptions{})
}

// snapshotWith also resolves a scope and measures findings, as so says.
func snapshotWith(page *rod.Page, so snapshotOptions) (*snapshotResult, error) {
	limits, _ := json.Marshal(map[string]any{
		"textChars": Limits.TextNodeChars,
		"attrChars": Limits.AttributeChars,
		"maxChars":  domSerializeBudget,
		"root":      so.root,
	})
	// One evaluation for everything: findings cost no extra round trip.
	expr := fmt.Sprintf("(() => { %s return {title: document.title, url: location.href, scope, dom: (%s)(%s), findings: %s}; })()",
		so.prelude(), sanitizeJS, limits, so.findingsExpr())
	res, err := proto.RuntimeEvaluate{Expression: expr, ReturnByValue: true}.Call(page)
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		return nil, fmt.Errorf("sanitizer threw: %s", res.ExceptionDetails.Text)
	}
	var out snapshotResult
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// capDOM enforces the hard DOM budget. The cut lands after a complete tag
// where possible and is marked in-band, because a model that does not know
// the tree is partial concludes elements do not exist.
func capDOM(html string, limit int, complete bool) (string, bool) {
	r := []rune(html)
	if len(r) <= limit && complete {
		return html, false
	}
	original := fmt.Sprint(len(r))
	if !complete {
		original = "more than " + original
	}
	marker := fmt.Sprintf("<!-- VibeLens: DOM truncated at %%d characters (original %s). -->", original)
	// A limit smaller than the marker keeps nothing but the marker.
	keep := min(max(limit-len(fmt.Sprintf(marker, limit)), 0), len(r))
	cut := string(r[:keep])
	// Back up to the last complete tag unless that throws away more than
	// half (byte offsets on both sides: CJK text is three bytes a rune).
	if i := strings.LastIndexByte(cut, '>'); i > len(cut)/2 {
		cut = cut[:i+1]
	}
	return cut + fmt.Sprintf(marker, len([]rune(cut))), true
}

// screenshot captures the viewport (or the full page, height capped, or a
// region of the page) as JPEG, scaled so the image is no larger than a
// vision model ingests.
func screenshot(page *rod.Page, vp Viewport, fullPage bool, region *Rect) ([]byte, ImageInfo, error) {
	cssW, cssH := float64(vp.Width), float64(vp.Height)
	var x, y float64
	var info ImageInfo
	if region != nil {
		x, y, cssW, cssH = float64(region.X), float64(region.Y), float64(region.Width), float64(region.Height)
		if cssH > float64(Limits.FullPageMaxHeight) {
			cssH = float64(Limits.FullPageMaxHeight)
			info.HeightCapped = true
		}
		// Rendering beyond the viewport is only needed when the region leaves it.
		fullPage = x+cssW > float64(vp.Width) || y+cssH > float64(vp.Height)
	} else if fullPage {
		metrics, err := proto.PageGetLayoutMetrics{}.Call(page)
		if err != nil {
			return nil, info, err
		}
		if cs := metrics.CSSContentSize; cs != nil && cs.Height > cssH {
			cssH = math.Ceil(cs.Height)
		}
		if cssH > float64(Limits.FullPageMaxHeight) {
			cssH = float64(Limits.FullPageMaxHeight)
			info.HeightCapped = true
		}
	}
	info.CapturedWidth = int(math.Round(cssW * vp.DeviceScaleFactor))
	info.CapturedHeight = int(math.Round(cssH * vp.DeviceScaleFactor))
	scale := imageScale(info.CapturedWidth, info.CapturedHeight)
	q := Limits.JPEGQuality
	shot, err := proto.PageCaptureScreenshot{
		Format:                proto.PageCaptureScreenshotFormatJpeg,
		Quality:               &q,
		Clip:                  &proto.PageViewport{X: x, Y: y, Width: cssW, Height: cssH, Scale: scale},
		CaptureBeyondViewport: fullPage,
	}.Call(page)
	if err != nil {
		return nil, info, err
	}
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(shot.Data))
	if err != nil {
		return nil, info, fmt.Errorf("decode screenshot: %w", err)
	}
	info.SentWidth, info.SentHeight = cfg.Width, cfg.Height
	info.Scaled = scale < 1
	info.Bytes = len(shot.Data)
	return shot.Data, info, nil
}

// imageScale returns the factor that fits a w×h image within the long-edge
// and area limits of vision models, never enlarging.
func imageScale(w, h int) float64 {
	s := 1.0
	if long := max(w, h); long > Limits.ImageLongEdge {
		s = math.Min(s, float64(Limits.ImageLongEdge)/float64(long))
	}
	if area := float64(w) * float64(h); area > float64(Limits.ImageArea) {
		s = math.Min(s, math.Sqrt(float64(Limits.ImageArea)/area))
	}
	return s
}

func (m *Manager) timeoutError(ctx context.Context, url string, c *collector) error {
	if ctx.Err() != nil {
		return ctxError(ctx, url)
	}
	pending := c.openRequests()
	if len(pending) > 5 {
		pending = pending[:5]
	}
	problem := fmt.Sprintf("%s did not finish loading within %s", url, m.opts.NavigationTimeout)
	if len(pending) > 0 {
		problem += "; still waiting for: " + strings.Join(pending, ", ")
	}
	return &Error{Code: CodeTimeout, Problem: problem,
		NextStep: "Check the dev server's terminal for a stuck request or compile step; a request that never answers blocks the load event. Fix it, then call again."}
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
