package a11y

import (
	"context"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// metricWait bounds one read of the page's CPU time: a read that does not
// come back in time counts as the clock (the pass's budget is the page's
// time; Meter says why).
const metricWait = 250 * time.Millisecond

// MeterOn turns on the metric in page before a pass starts: Chromium
// answers it on the page's main thread, which a running pass holds, and
// reads the metric off it.
func MeterOn(ctx context.Context, page *rod.Page) bool {
	ctx, cancel := context.WithTimeout(ctx, metricWait)
	defer cancel()
	return proto.PerformanceEnable{}.Call(page.Context(ctx)) == nil
}

// ThreadTime is the page's main thread's CPU time so far; ok is false when
// the browser does not give it in time (or metered says it is off).
func ThreadTime(ctx context.Context, page *rod.Page, metered bool) (time.Duration, bool) {
	if !metered {
		return 0, false
	}
	ctx, cancel := context.WithTimeout(ctx, metricWait)
	defer cancel()
	res, err := proto.PerformanceGetMetrics{}.Call(page.Context(ctx))
	if err != nil {
		return 0, false
	}
	for _, m := range res.Metrics {
		if m.Name == "ThreadTime" {
			return time.Duration(m.Value * float64(time.Second)), true
		}
	}
	return 0, false
}

// The accessibility pass's budget (Limits.A11yBudget, 500 ms) is the page's
// time, not the clock's: the CPU time of the renderer's main thread, which
// runs the pass, as Chromium counts it (Performance.getMetrics ThreadTime,
// which answers while the thread is busy). On a quiet machine the two are
// the same. On a busy one (a test run, a type checker and dev servers
// beside the browser, load 4-5 on two cores) the renderer gets a share of
// a core, a clock budget cut the same page's rules at a different point
// each run, and findings came and went. Counting the page's time, the
// pass gets as far on a busy machine as on a quiet one, up to
// stretch times its budget on the clock. Without the metric (an
// attached browser that refuses it) the clock counts, as before.
const (
	stretch = 6
	// leftover is less page time than is worth another look.
	leftover = 5 * time.Millisecond
)

// Metered is how a pass's budget ended.
type Metered struct {
	Cut   bool          // the budget was spent before the pass ended
	Clock time.Duration // from the budget's start to the cut
}

// Meter watches a pass that began in page, whose budget counts from from
// on, and cancels it (cancel) once it has had budget of the page's time
// (metered; the clock's otherwise) or stretch times budget on the
// clock, whichever comes first, and never into the two thirds of work's
// deadline (the capture's, after load) left then: the DOM read and the
// screenshot after the pass are starved as much. It returns when the
// pass ends (ctx is done).
func Meter(ctx, work context.Context, cancel context.CancelFunc, page *rod.Page, from time.Time, budget time.Duration, metered bool) Metered {
	limit := from.Add(stretch * budget)
	if d, ok := work.Deadline(); ok && from.Add(d.Sub(from)/3).Before(limit) {
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
		return Metered{}
	}
	start, ok := ThreadTime(ctx, page, metered)
	next := from.Add(budget)
	for {
		if next.After(limit) {
			next = limit
		}
		if !wait(next) {
			return Metered{}
		}
		now := time.Now()
		left := time.Duration(0)
		if ok && now.Before(limit) {
			used, okNow := ThreadTime(ctx, page, true)
			if ctx.Err() != nil {
				return Metered{}
			}
			if okNow {
				left = budget - (used - start)
			}
		}
		if left < leftover {
			cancel()
			return Metered{Cut: true, Clock: now.Sub(from)}
		}
		next = now.Add(left)
	}
}
