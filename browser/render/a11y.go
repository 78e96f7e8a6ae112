package render

import (
	"context"
	"fmt"
	"strings"
	"sync"
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

	raw     *a11y.Raw // a cut-off pass's: what its finished steps found
	err     error
	cut     bool          // its budget ended it
	budget  time.Duration // the page's time it had after the delay
	clock   time.Duration // how long it ran on the clock after the delay, when cut
	opts    a11y.Options
	reused  bool    // the last look's pass, recalled for a document that prints the same
	printMs float64 // what taking the document's print cost in the page
}

// a11yMemory is the manager's memory of passes, when this job may use it:
// not after steps or pointing, which leave the page in a state (a hover,
// a pressed key) its print does not hold.
func (r *Capture) a11yMemory() *a11y.Memory {
	if len(r.job.Steps) > 0 {
		return nil
	}
	return r.job.A11yMemory
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
	p := r.startA11y(end)
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
			p = r.startA11y(end)
			r.a11yEarly = p
		}
	}
}

// a11yEnabled: the pass runs with the findings, and not for benchmarks
// that turn them off.
func (r *Capture) a11yEnabled() bool { return !r.job.Skip.Findings }

// startA11y begins a pass on the current document whose budget counts
// from the time from on (the end of the delay, or now): see a11y.Meter.
func (r *Capture) startA11y(from time.Time) *a11yPass {
	opts := a11y.Options{Root: r.job.Request.Selector, Exclude: findings.NotTheApp(), TargetSize: r.job.A11yTargetSize, NonText: r.job.A11yNonText}
	p := &a11yPass{done: make(chan struct{}), gen: r.c.DocumentGen(), started: time.Now(), budget: r.a11yBudget(), opts: opts}
	world := r.c.ObserverWorld()
	// Stopping ends whatever script runs in the page then. After a settle
	// that hit its cap without naming an element that kept changing, the
	// page's main thread may never have answered: the script running is
	// then the page's own (a loop), and ending it would hide the hang the
	// capture must report. Such a pass is left to finish, within the
	// capture's deadline.
	mayStop := !(r.settled.CapHit && r.settled.Churn == "")
	early := r.early // the image settle started, if it may still be taken
	go func() {
		defer close(p.done)
		defer func() { p.spent = time.Since(p.started) }()
		// The rules start while the image settle started is still being
		// read back: waiting for it first cost every look its 40-50 ms on
		// two cores, more than the two slow each other
		// (docs/performance.md, issue 62). Only the pixel decision below
		// waits for it.
		page, release := r.pageOf(p.gen)
		defer release()
		// A document that prints the same as the last look's of this
		// page gets that look's pass (ADR 0033).
		look, kept := r.a11yMemory().Begin(r.work, page, world, a11y.Key(r.job.URL, r.job.Viewport.Name, r.job.Request.ColorScheme, opts), opts.Exclude)
		p.printMs = look.Ms
		if kept != nil {
			p.raw, p.reused = kept, true
			return
		}
		metered := a11y.MeterOn(r.work, page)
		ctx, cancel := context.WithCancel(page.GetContext())
		pass := a11y.NewPass()
		var wg sync.WaitGroup
		wg.Add(1)
		var m a11y.Metered
		go func() {
			defer wg.Done()
			m = a11y.Meter(ctx, r.work, cancel, page, from, p.budget, metered)
		}()
		p.raw, p.err = pass.Run(ctx, page.Context(ctx), world, opts)
		cancel()
		wg.Wait()
		if p.err == nil {
			// What axe-core could not decide, from the pixels
			// (a11ypixels.go): in the delay's idle time, with the pass,
			// and after the early image, whose scaled clip can change
			// what a screenshot taken meanwhile shows. (A pass cut short
			// stops first, below: the image may be waiting for the
			// thread its step holds.) A pass that left nothing undecided
			// takes no picture and does not wait for that image: the
			// DOM read can run while it is read back.
			if early != nil && p.raw != nil && p.raw.NeedsReview > 0 {
				<-early.done
			}
			a11y.DecidePixels(page, world, p.raw)
		}
		if p.err == nil && !m.Cut {
			look.End(p.raw, r.tab.Afterward, r.tab.Page, settle.HarmlessSince)
		} else {
			look.End(nil, nil, nil, nil) // forgets: the next look runs in full
		}
		if p.err == nil || !m.Cut || r.work.Err() != nil {
			return
		}
		// axe-core runs a step in one long task: stop it, or the read
		// and screenshot after it wait for it all the same. What the
		// finished steps found stands; the rest is named.
		p.cut, p.clock, p.err = true, m.Clock, nil
		if mayStop {
			a11y.Stop(r.page, world)
		}
		p.raw = pass.AfterCut(r.work, r.page, world, mayStop)
	}()
	return p
}

// holds says whether a pass that ran during the delay describes the page
// the DOM read is about to see.
func (p *a11yPass) holds(r *Capture) bool {
	if p.err != nil || p.cut || p.raw == nil || p.gen != r.doc || r.c.DocumentGen() != r.doc || r.c.LastActivity().After(p.started) {
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
		case r.settled.CapHit && p.err == nil && !p.cut && p.raw != nil && p.gen == r.doc && r.c.DocumentGen() == r.doc:
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
		p = r.startA11y(time.Now())
		<-p.done
	}
	r.timing.A11yPass = p.spent.Milliseconds()
	if p.raw != nil && !p.reused {
		r.timing.A11yRuns = p.raw.Runs
	}
	r.timing.A11yReused = p.reused
	r.timing.A11yPrint = int64(p.printMs + 0.5)
	r.a11yResult = p
	return nil
}

// partial says why the pass did not judge every rule, naming the rules.
func (p *a11yPass) partial() string {
	switch {
	case p == nil:
		return ""
	case p.cut:
		busy := ""
		if p.clock > p.budget+p.budget/5 {
			busy = fmt.Sprintf(", %s on the clock on a busy machine", p.clock.Round(10*time.Millisecond))
		}
		return fmt.Sprintf("accessibility rules cut off at their %s budget%s; not run: %s", p.budget, busy, strings.Join(p.notRun(), ", "))
	case p.err != nil:
		return "accessibility rules failed: " + p.err.Error()
	}
	return ""
}

// notRun names the rules the pass did not judge: a cut-off pass's
// unfinished steps, every rule of a pass that failed.
func (p *a11yPass) notRun() []string {
	if p == nil || (!p.cut && p.err == nil) {
		return nil
	}
	return a11y.NotRun(p.opts, p.raw)
}

// needsReview is how many rules axe-core could not decide.
func (p *a11yPass) needsReview() int {
	if p == nil || p.raw == nil {
		return 0
	}
	return p.raw.NeedsReview
}
