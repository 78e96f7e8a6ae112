package a11y

import (
	"context"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// metricWait bounds one read of the page's CPU time: a read that does not
// come back in time counts as the clock (the pass's budget is the page's
// time; browser/render's meter says why).
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
