package render

import (
	"context"
	"time"

	"github.com/go-rod/rod"

	"github.com/vibelens/vibelens/browser/a11y"
)

// pixelBudget bounds deciding undecided contrast from the pixels: one
// read, one PNG of the viewport at most, and its decoding. It takes 30-60
// ms on a quiet machine and 160 ms was seen at a load average of 14 on
// two cores; a tighter bound made the findings depend on the machine's
// load (a fixture's finding missing from one run in a busy suite).
const pixelBudget = 2 * time.Second

// contrastFromPixels starts deciding, before the DOM read turns the pass
// into findings, the text contrast axe-core left undecided (a gradient,
// an image or a pseudo-element behind the text) from the rendered pixels
// (a11y.FromPixels); the func it returns waits for it. It runs beside
// the reads that precede the DOM's. A pass with no undecided rule costs
// nothing: axe-core's count says so before any call.
func (r *Capture) contrastFromPixels(page *rod.Page) (wait func()) {
	p := r.a11yResult
	world := r.c.ObserverWorld()
	if p == nil || p.raw == nil || p.raw.NeedsReview == 0 || world == 0 {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		ctx, cancel := context.WithTimeout(page.GetContext(), pixelBudget)
		defer cancel()
		us, err := a11y.ReadUndecided(ctx, page, world)
		if err != nil || len(us) == 0 {
			return
		}
		// A failure leaves them undecided, as before: the pass stands.
		_, _ = a11y.FromPixels(ctx, page, p.raw, us)
	}()
	return func() { <-done }
}
