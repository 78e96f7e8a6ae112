package render

import (
	"context"
	"time"

	"github.com/go-rod/rod"

	"github.com/vibelens/vibelens/browser/a11y"
)

// The accessibility pass's budget (Limits.A11yBudget, 500 ms) is the page's
// time, not the clock's: the CPU time of the renderer's main thread, which
// runs the pass, as Chromium counts it (Performance.getMetrics ThreadTime,
// which answers while the thread is busy). On a quiet machine the two are
// the same. On a busy one (a test run, a type checker and dev servers
// beside the browser, load 4-5 on two cores) the renderer gets a share of
// a core, a clock budget cut the same page's rules at a different point
// each run, and findings came and went. Counting the page's time, the
// pass gets as far on a busy machine as on a quiet one, up to
// a11yStretch times its budget on the clock. Without the metric (an
// attached browser that refuses it) the clock counts, as before.
const (
	a11yStretch = 6
	// a11yLeftover is less page time than is worth another look.
	a11yLeftover = 5 * time.Millisecond
)

// meter is how a pass's budget ended.
type meter struct {
	cut   bool          // the budget was spent before the pass ended
	clock time.Duration // from the budget's start to the cut
}

// meterA11y watches a pass that began in page, whose budget counts from
// from on, and cancels it (cancel) once it has had budget of the page's
// time (metered; the clock's otherwise) or a11yStretch times budget on
// the clock, whichever comes first, and never into the two thirds of the
// after-load deadline left then: the DOM read and the screenshot after
// the pass are starved as much. It returns when the pass ends (ctx is
// done).
func (r *Capture) meterA11y(ctx context.Context, cancel context.CancelFunc, page *rod.Page, from time.Time, budget time.Duration, metered bool) meter {
	limit := from.Add(a11yStretch * budget)
	if d, ok := r.work.Deadline(); ok && from.Add(d.Sub(from)/3).Before(limit) {
		limit = from.Add(d.Sub(from) / 3)
		if limit.Before(from.Add(budget)) {
			limit = from.Add(budget)
		}
	}
	wait := func(until time.Time) bool {
		t := time.NewTimer(time.Until(until))
		defer t.Stop()
		select {
		case <-ctx.Done():
			return false
		case <-t.C:
			return true
		}
	}
	if !wait(from) {
		return meter{}
	}
	start, ok := a11y.ThreadTime(ctx, page, metered)
	next := from.Add(budget)
	for {
		if next.After(limit) {
			next = limit
		}
		if !wait(next) {
			return meter{}
		}
		now := time.Now()
		left := time.Duration(0)
		if ok && now.Before(limit) {
			used, okNow := a11y.ThreadTime(ctx, page, true)
			if ctx.Err() != nil {
				return meter{}
			}
			if okNow {
				left = budget - (used - start)
			}
		}
		if left < a11yLeftover {
			cancel()
			return meter{cut: true, clock: now.Sub(from)}
		}
		next = now.Add(left)
	}
}
