package browser

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/go-rod/rod"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/point"
	"github.com/vibelens/vibelens/browser/render"
)

// Pick is one element the developer pointed at; Pointed is a session's picks.
type (
	Pick    = contract.Pick
	Pointed = contract.Pointed
)

// CodeNoDisplay is the error when pointing has no display to show a window on.
const CodeNoDisplay = contract.CodeNoDisplay

// Pointing limits: how long a session waits for the person.
const (
	DefaultPointTimeout = point.DefaultTimeout
	MaxPointTimeout     = point.MaxTimeout
)

// PointRequest is one pointing session: the page (URL, Viewport and
// ColorScheme of Request; the rest is ignored), what to ask, how long to wait.
type PointRequest struct {
	Request
	Prompt  string
	Timeout time.Duration // zero is DefaultPointTimeout, at most MaxPointTimeout
	// Progress is called about once a second while the window waits.
	Progress func(waited time.Duration, picks int)

	ready func(*rod.Page) // tests: read the page once the picker is in it
}

// PointResult is what a session ended with.
type PointResult struct {
	// Outcome is sent (Enter), cancelled (Esc), timeout or closed (the
	// window was closed).
	Outcome string
	// Pointed holds the picks; nil when nothing was picked.
	Pointed *Pointed
	// Look is the capture of the page as the person left it, picks
	// marked on its screenshot; nil when there is none (nothing picked,
	// or the window was closed).
	Look *Result
}

// errNoDisplay is the error pointing gives at once on a machine without a display.
func errNoDisplay() *Error {
	return &Error{Code: CodeNoDisplay, NextStep: contract.NoDisplayNextStep,
		Problem: "no display: pointing opens a browser window for the developer, and this session has none ($DISPLAY and $WAYLAND_DISPLAY are unset: SSH, CI or a container)"}
}

// Point opens req.URL in a visible window of its own browser, with this
// manager's network policy, presets, login and source naming, and waits
// for the developer to point (package point). The browser is closed
// before Point returns. Picks are kept for the next looks at the page
// (LoadPointed) unless the session was cancelled.
func (m *Manager) Point(ctx context.Context, req PointRequest) (*PointResult, error) {
	if !HasDisplay() {
		return nil, errNoDisplay()
	}
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
		vp.ColorScheme = req.ColorScheme
	default:
		return nil, &Error{Code: CodeInvalidArguments, Problem: fmt.Sprintf("unknown colorScheme %q", contract.Clip(req.ColorScheme, 40)), NextStep: "Use light or dark."}
	}
	s := point.New(point.Options{Prompt: req.Prompt, Timeout: req.Timeout, Progress: req.Progress, Sources: m.sources, Ready: req.ready})

	// A browser of its own, with a window, for this session only.
	opts := m.opts
	opts.Launch.Headed = true
	opts.Launch.UserDataDir = "" // the profile may be in use by this manager's browser
	opts.Attach = nil
	opts.Ephemeral, opts.FreshTabs, opts.MaxConcurrent = true, true, 1
	opts.point = s
	pm := NewManager(opts)
	pm.sources = m.sources
	defer pm.Close()

	look := Request{URL: req.URL, Viewport: vp.Name, ColorScheme: req.ColorScheme}
	res, err := pm.captureOnce(ctx, target.String(), vp, look, render.Skip{}, time.Now())
	out := &PointResult{Outcome: string(s.Outcome())}
	switch s.Outcome() {
	case point.Cancelled:
		return out, nil
	case point.Closed:
		res, err = nil, nil
	case "":
		if err == nil {
			err = errors.New("pointing ended without an outcome")
		}
		return nil, m.remoteHint(err)
	}
	if err != nil {
		return nil, err
	}
	picks := s.Picks(res)
	if len(picks) == 0 {
		_ = point.Save(&Pointed{URL: req.URL}) // a new session replaces the old picks, even with none
		return out, nil
	}
	out.Pointed = &Pointed{Untrusted: contract.PointedUntrusted, URL: req.URL, Viewport: vp.Name, PickedAt: time.Now().UTC(),
		Prompt: s.Prompt(), Picks: picks}
	if res != nil {
		marked, n, err := point.Mark(res.Screenshot, res.Summary.Image.Area, picks)
		if err == nil {
			res.Screenshot = marked
		}
		out.Pointed.Marked = markedNote(n, len(picks))
		out.Look = res
	}
	if err := point.Save(out.Pointed); err != nil {
		m.log.Warn("picks not kept for the next look", "err", err)
	}
	return out, nil
}

// markedNote says what the screenshot shows of the picks.
func markedNote(drawn, picks int) string {
	switch {
	case drawn == picks:
		return "the screenshot shows each pick's box and number"
	case drawn == 0:
		return "no pick is in the screenshot's area"
	}
	return fmt.Sprintf("the screenshot shows %d of the %d picks; the others are outside its area", drawn, picks)
}

// LoadPointed returns the picks kept for pageURL's page (origin and path)
// by a pointing session in the last 30 minutes, or nil.
func LoadPointed(pageURL string) *Pointed { return point.Load(pageURL, time.Now()) }

// MarkPicks draws picks' boxes and numbers on a JPEG that shows area (CSS
// px, page coordinates), returning the image and how many it drew.
func MarkPicks(jpg []byte, area Rect, picks []Pick) ([]byte, int, error) {
	return point.Mark(jpg, area, picks)
}

// PointedUntrusted is the marker a Pointed carries: page data, and the
// developer's own words.
const PointedUntrusted = contract.PointedUntrusted

// AttachFindings gives each pick the findings measured on its element.
func AttachFindings(picks []Pick, findings []Finding) { point.Attach(picks, findings) }
