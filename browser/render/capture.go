package render

import (
	"context"
	"time"

	"github.com/go-rod/rod"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/navguard"
	"github.com/vibelens/vibelens/browser/settle"
	"github.com/vibelens/vibelens/browser/tabs"
	"github.com/vibelens/vibelens/browser/vitals"
)

// Capture is one capture in flight: the tab, the collector and what each stage
// handed over so far. Stages read and write it; assemble reads a copy of
// its values and nothing live.
type Capture struct {
	job    Job
	tab    *tabs.Tab
	page   *rod.Page       // under the capture's context
	work   context.Context // the after-load deadline
	c      *collect.Collector
	nav    *navguard.Guard
	timing contract.Timings

	settled contract.SettleReport
	hyd     *findings.Hydration
	snap    *snapshotResult
	names   *naming
	scope   *contract.ScopeInfo
	region  *contract.Rect
	doc     int    // the document (collect.DocumentGen) look reads
	early   *early // the screenshot taken while the first settle waited, until look collects it
	// a11yEarly is the accessibility pass the delay began, until the a11y
	// stage collects it; a11yResult is the pass the DOM read uses.
	a11yEarly  *a11yPass
	a11yResult *a11yPass
	shot       []byte
	image      contract.ImageInfo
	vitals     *vitals.Raw // read with the DOM, of the same document
	themeInfo  *contract.Theme
	keys       *contract.KeyboardWalk // the walk with Tab, with Request.Keyboard
}

// Page is the page under the after-load deadline, for a stage's own calls.
func (r *Capture) Page() *rod.Page { return r.page.Context(r.work) }

// Context is the after-load deadline every stage runs under.
func (r *Capture) Context() context.Context { return r.work }

// Collector is what the page has said so far: a stage that acts on the
// page reads its counts before and after to tell what it caused.
func (r *Capture) Collector() *collect.Collector { return r.c }

// Blocked is the navigation the network policy refused, described for the
// model, or "".
func (r *Capture) Blocked() string { return r.nav.Blocked() }

// TakeBlocked returns the refused navigation, if any, and forgets it: the
// stage that caused it reports it, and the capture of the page it stayed
// on goes ahead.
func (r *Capture) TakeBlocked() string { return r.nav.TakeBlocked() }

// StayOnBlocked, while on, makes a refused navigation abort and keep the
// current page instead of committing an error page.
func (r *Capture) StayOnBlocked(on bool) { r.nav.SetStay(on) }

// Settled reports whether the last settle ended quiet rather than at its cap.
func (r *Capture) Settled() bool { return !r.settled.CapHit }

// Settle waits for the page to settle again (after a stage acted on it),
// adding the wait to the settle timing and the report.
func (r *Capture) Settle() error {
	t0 := time.Now()
	rep := settle.Wait(r.work, r.page, r.c, settle.RulesFromLimits(), func() bool { return r.nav.Blocked() != "" })
	if r.early != nil {
		r.early.settleEnded(r.c.LastActivity())
	}
	r.timing.Settle += time.Since(t0).Milliseconds()
	delay := r.settled.DelayMs
	if len(r.settled.WaitedFor) > 0 {
		rep.Restarts += r.settled.Restarts
	}
	r.settled = rep
	r.settled.DelayMs = delay
	return r.work.Err()
}
