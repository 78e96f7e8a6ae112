package render

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
)

func loadTimeoutError(ctx context.Context, url string, limit time.Duration, c *collect.Collector) error {
	if ctx.Err() != nil {
		return contract.CancelledError(ctx, url)
	}
	pending := firstN(c.OpenRequests(), 5)
	problem := fmt.Sprintf("%s did not finish loading within %s", url, limit)
	if len(pending) > 0 {
		problem += "; still waiting for: " + strings.Join(pending, ", ")
	}
	e := &contract.Error{Code: contract.CodeTimeout, Problem: problem,
		NextStep: "Check the dev server's terminal for a stuck request or compile step; a request that never answers blocks the load event. Fix it, then call again."}
	e.Partial = partial("navigate", c)
	return e
}

// hungError is the TIMEOUT of a page that loaded but then stopped
// answering: its main thread is blocked, or it keeps the renderer busy.
func hungError(url, stage string, limit time.Duration, c *collect.Collector) error {
	return &contract.Error{Code: contract.CodeTimeout,
		Problem:  fmt.Sprintf("%s loaded, but the %s stage did not finish within %s: the page's main thread is blocked (an endless loop, or a long synchronous task after load)", url, stage, limit),
		NextStep: "Look for a loop or heavy synchronous work that starts after load (timers, effects, listeners) in the code behind this page; the console and requests collected so far are attached. Fix it, then call again.",
		Partial:  partial(stage, c)}
}

func firstN(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// partial is what a capture that timed out had collected so far.
func partial(stage string, c *collect.Collector) *contract.Partial {
	obs := c.Observe()
	return &contract.Partial{Stage: stage, ConsoleLogs: collect.Entries(obs.Console), UncaughtPageErrors: collect.PageErrors(obs.Errors),
		FailedRequests: contract.NonNil(obs.Failed), Pending: firstN(c.OpenRequests(), 10)}
}
