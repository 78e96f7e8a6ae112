package a11y

import (
	"context"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// pixelBudget bounds deciding undecided contrast from the pixels: one
// read, one PNG of the viewport at most, and its decoding. It took 25-160
// ms at load averages of 11-20 on two cores; 400 ms, the first bound,
// risks findings that depend on the machine's load (a fixture's finding
// went missing from one run of a busy suite, which this may explain).
const pixelBudget = 2 * time.Second

// DecidePixels decides the text contrast axe-core left undecided in a
// pass (a gradient, an image or a pseudo-element behind the text) from
// the rendered pixels (FromPixels), adding what fails to raw before
// the DOM read turns it into findings. It runs right after the pass, so
// that with a delay it costs the delay's idle time, and a pass that does
// not hold takes its decisions with it. A pass with no undecided rule
// costs nothing here: axe-core's count says so before any call.
func DecidePixels(page *rod.Page, world proto.RuntimeExecutionContextID, raw *Raw) {
	if raw == nil || raw.NeedsReview == 0 || world == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(page.GetContext(), pixelBudget)
	defer cancel()
	us, err := ReadUndecided(ctx, page, world)
	if err != nil || len(us) == 0 {
		return
	}
	// A failure leaves them undecided, as before: the pass stands.
	_, _ = FromPixels(ctx, page, raw, us)
}
