package render

import (
	"context"
	"fmt"
	"time"

	"github.com/vibelens/vibelens/browser/a11y"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/settle"
)

// a11yPass is one run of the accessibility pass (package a11y) on the
// settled page. With a delay it starts when the delay does, which is idle
// time for the page, and stands for the page the DOM read sees only if it
// holds: the same document, no request started or ended since it began,
// and the settle observer's change count the same at the end of the pass,
// at its start, and when the DOM is read. Otherwise the capture runs it
// again before the read, as without a delay, unless settle hit its cap:
// a page still changing gains nothing from a later pass (the a11y stage).
type a11yPass struct {
	done    chan struct{}
	gen     int       // the document it checks
	started time.Time // when it was asked for
	spent   time.Duration

	raw    *a11y.Raw
	err    error
	cut    bool          // its deadline ended it
	budget time.Duration // what it had after the delay
}

// a11yBudget is the job's time box for the pass, or the product's.
func (r *Capture) a11yBudget() time.Duration {
	if r.job.A11yBudget > 0 {
		return r.job.A11yBudget
	}
	return contract.Limits.A11yBudget
}

// While the delay runs, the page is asked every a11yPoll whether it changed
// since the pass began; a pass is begun again once it has been still for
// a11yStill, if the last pass's time and a11yMargin still fit in the delay.
const (
	a11yPoll   = 50 * time.Millisecond
	a11yStill  = 50 * time.Millisecond
	a11yMargin = 50 * time.Millisecond
)

// a11yDuringDelay waits out the delay d with the pass running in it: once
// when it starts and, when the page changed after that pass began (a
// transition ending, a late image, a timer's render), again once the page
// is still, while the pass can still end inside the delay. The a11y stage
// collects the last pass begun and runs one more only if that one does not
// hold on a page that settled.
func (r *Capture) a11yDuringDelay(d time.Duration) error {
	end := time.Now().Add(d)
	deadline := end.Add(r.a11yBudget())
	p := r.startA11y(deadline)
	r.a11yEarly = p
	for {
		left := time.Until(end)
		if left <= 0 {
			return nil
		}
		select {
		case <-time.After(min(left, a11yPoll)):
		case <-r.work.Done():
			return r.work.Err()
		}
		select {
		case <-p.done:
		default:
			continue // still running
		}
		if time.Until(end) < p.spent+a11yMargin || r.c.ObserverWorld() == 0 {
			continue
		}
		ch, err := settle.ChangesIn(r.Page(), r.c.ObserverWorld())
		if err != nil {
			continue
		}
		moved := p.err != nil || p.raw == nil || p.gen != r.c.DocumentGen() || p.raw.ChangesBefore != p.raw.ChangesAfter ||
			ch.Count != p.raw.ChangesAfter || r.c.LastActivity().After(p.started)
		if moved && ch.Quiet() >= a11yStill && time.Since(r.c.LastActivity()) >= a11yStill {
			p = r.startA11y(deadline)
			r.a11yEarly = p
		}
	}
}

// a11yEnabled: the pass runs with the findings, and not for benchmarks
// that turn them off.
func (r *Capture) a11yEnabled() bool { return !r.job.Skip.Findings }

// startA11y begins a pass on the current document that the budget, from
// the deadline given on, cuts off.
func (r *Capture) startA11y(deadline time.Time) *a11yPass {
	p := &a11yPass{done: make(chan struct{}), gen: r.c.DocumentGen(), started: time.Now(), budget: r.a11yBudget()}
	world := r.c.ObserverWorld()
	opts := a11y.Options{Root: r.job.Request.Selector, Exclude: findings.NotTheApp(), TargetSize: r.job.A11yTargetSize, NonText: r.job.A11yNonText}
	// Stopping ends whatever script runs in the page then. After a settle
	// that hit its cap without naming an element that kept changing, the
	// page's main thread may never have answered: the script running is
	// then the page's own (a loop), and ending it would hide the hang the
	// capture must report. Such a pass is left to finish, within the
	// capture's deadline.
	mayStop := !(r.settled.CapHit && r.settled.Churn == "")
	go func() {
		defer close(p.done)
		defer func() { p.spent = time.Since(p.started) }()
		page, release := r.pageOf(p.gen)
		defer release()
		ctx, cancel := context.WithDeadline(page.GetContext(), deadline)
		defer cancel()
		p.raw, p.err = a11y.Run(ctx, page.Context(ctx), world, opts)
		if p.err != nil && ctx.Err() == context.DeadlineExceeded && r.work.Err() == nil {
			// axe-core runs its rules in one long task: stop it, or the
			// read and screenshot after it wait for it all the same.
			p.cut = true
			if mayStop {
				a11y.Stop(r.page, world)
			}
		}
	}()
	return p
}

// holds says whether a pass that ran during the delay describes the page
// the DOM read is about to see.
func (p *a11yPass) holds(r *Capture) bool {
	if p.err != nil || p.raw == nil || p.gen != r.doc || r.c.DocumentGen() != r.doc || r.c.LastActivity().After(p.started) {
		return false
	}
	if p.raw.ChangesBefore != p.raw.ChangesAfter || p.raw.ChangesBefore < 0 {
		return false
	}
	ch, err := settle.ChangesIn(r.Page(), r.c.ObserverWorld())
	if err != nil {
		return false
	}
	return ch.Count == p.raw.ChangesAfter
}

// a11y is the stage before the DOM read: the pass the delay began, if it
// holds, or a pass now, under Limits.A11yBudget. Its findings go to the
// read, which locates, groups and sources them with the layout ones.
func (r *Capture) a11y() error {
	if !r.a11yEnabled() {
		return nil
	}
	t0 := time.Now()
	defer func() { r.timing.A11y += time.Since(t0).Milliseconds() }()
	p := r.a11yEarly
	r.a11yEarly = nil
	if p != nil {
		<-p.done
		switch {
		case p.holds(r):
			r.timing.A11yHeld = true
		case r.settled.CapHit && p.err == nil && p.raw != nil && p.gen == r.doc && r.c.DocumentGen() == r.doc:
			// A page that never settled (code still arriving, a counter
			// ticking) is still changing now: a pass after the delay
			// would not describe a stiller page, only cost its time. The
			// last one the delay ran stands; settle.capHit says the page
			// was moving, and a target it no longer has is not reported.
		default:
			p = nil
		}
	}
	if p == nil {
		p = r.startA11y(time.Now().Add(r.a11yBudget()))
		<-p.done
	}
	r.timing.A11yPass = p.spent.Milliseconds()
	r.a11yResult = p
	return nil
}

// partial says why the pass gave no findings when it should have.
func (p *a11yPass) partial() string {
	switch {
	case p == nil:
		return ""
	case p.cut:
		return fmt.Sprintf("accessibility rules cut off at their %s budget", p.budget)
	case p.err != nil:
		return "accessibility rules failed: " + p.err.Error()
	}
	return ""
}

// needsReview is how many rules axe-core could not decide.
func (p *a11yPass) needsReview() int {
	if p == nil || p.raw == nil {
		return 0
	}
	return p.raw.NeedsReview
}
