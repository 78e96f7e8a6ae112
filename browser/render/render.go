package render

import (
	"context"
	"fmt"
	"time"

	"github.com/go-rod/rod"

	"github.com/vibelens/vibelens/browser/a11y"
	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/navguard"
	"github.com/vibelens/vibelens/browser/settle"
	"github.com/vibelens/vibelens/browser/storage"
	"github.com/vibelens/vibelens/browser/tabs"
	"github.com/vibelens/vibelens/browser/viewport"
	"github.com/vibelens/vibelens/browser/vitals"
	"github.com/vibelens/vibelens/guard"
)

// Job is one capture as the pipeline runs it: what to load and how, and
// the few things the manager decides (policy, login, source naming).
type Job struct {
	URL       string // checked by the policy already
	Viewport  viewport.Viewport
	Request   contract.Request // Delay already clamped
	Skip      Skip
	Navigate  time.Duration // deadline for the load event
	AfterLoad time.Duration // deadline for every stage after it, the delay included
	// FindingsBudget time-boxes the in-page findings pass; the pass that
	// hits it says so in summary.findingsPartial.
	FindingsBudget time.Duration
	// A11yBudget time-boxes the accessibility pass once the delay is over;
	// A11yTargetSize adds axe-core's target-size rule to it.
	A11yBudget     time.Duration
	A11yTargetSize bool
	A11yNonText    bool // VibeLens's own non-text contrast rule (package a11y)
	// A11yMemory keeps each page's last pass, for a look whose document
	// prints the same (ADR 0033); nil runs every pass in full.
	A11yMemory *a11y.Memory
	Policy     guard.Policy
	Storage    *storage.State // a saved login to apply before navigating, or nil
	Sources    SourceNamer
	Stealth    bool
	Isolation  string // "" for a fresh empty context, "storage-state" or "persistent"
	// Steps run between the first settle and the delay, in order: a stage
	// that acts on the page and then settles again fits here. When there
	// are steps the delay is theirs to wait (after the last one, so what it
	// sets off late is that step's); the delay stage only reports it.
	Steps []Stage
}

// Skip turns stages off for benchmarks, which measure what a stage costs
// by comparing captures with and without it. Captures never set it.
type Skip struct {
	Findings bool // no in-page findings pass (and no accessibility pass)
	Sources  bool // findings without naming their source
	Causes   bool // layout findings without their cause (before/after cost)
	Vitals   bool // no web-vitals read
	Trial    bool // layout causes not tried in the page (before/after cost and page state)
}

// Stage is one step of a capture after the load event. Every stage runs
// under the after-load deadline; one that fails, or outlives the deadline,
// ends the capture with its name in the error.
type Stage struct {
	Name string
	Run  func(r *Capture) error
}

// Stages are the pipeline after the load event: settle, the job's steps
// (their time in Timings.Steps), the delay, the DOM snapshot with findings
// (source naming starts there and runs alongside), and the screenshot.
func (j Job) Stages() []Stage {
	st := []Stage{{"settle", (*Capture).Settle}}
	for _, s := range j.Steps {
		st = append(st, Stage{s.Name, func(r *Capture) error {
			t0 := time.Now()
			defer func() { r.timing.Steps += time.Since(t0).Milliseconds() }()
			return s.Run(r)
		}})
	}
	return append(st, Stage{"delay", (*Capture).delay})
}

// look is the end of a capture: the DOM snapshot with findings, then the
// screenshot, both of one document. A page that replaces its document
// after settle (a dev server's full reload, a redirect by script) is
// settled again and looked at again, as settle itself starts over for a
// new document, up to Limits.SettleRestarts in all: a DOM read of one
// document and an image of the next describe neither, and a read or a
// screenshot pending while the document goes away fails or waits for a
// frame that never comes.
func (r *Capture) look(ctx context.Context) error {
	for {
		r.doc = r.c.DocumentGen()
		err := r.readAndShoot(ctx)
		if r.c.DocumentGen() == r.doc || r.settled.Restarts >= contract.Limits.SettleRestarts ||
			ctx.Err() != nil || r.work.Err() != nil || r.nav.Blocked() != "" {
			return err
		}
		if r.names != nil {
			r.names.wait() // its page ended with the document
		}
		r.snap, r.names, r.scope, r.region, r.shot, r.image, r.a11yResult = nil, nil, nil, nil, nil, contract.ImageInfo{}, nil
		if err := r.do(ctx, Stage{"settle", (*Capture).Settle}); err != nil {
			return err
		}
		r.settled.Restarts++ // the new document: Settle counts only those after the one it starts on
	}
}

// readAndShoot reads the DOM and takes the screenshot of document r.doc.
// Timings.Screenshot is what the image added to the call: with the image
// taken beside the read or during settle, only the wait for it after the
// read, so that the stages add up to the call.
func (r *Capture) readAndShoot(ctx context.Context) error {
	dom, shoot := Stage{"dom", (*Capture).snapshot}, Stage{"screenshot", (*Capture).screenshot}
	waited := func(t0 time.Time) { r.timing.Screenshot += time.Since(t0).Milliseconds() }
	e := r.early
	if e != nil {
		// Whatever fails below, the attempt is over before the page is
		// given back: a screenshot must not run on a page being reset.
		defer func() { <-e.done }()
	}
	// The accessibility pass reads the settled page before the DOM read,
	// which turns its violations into findings, and before any image but
	// the early one: it may scroll, and puts the scroll back. An early
	// screenshot still being taken finishes before or after it, not
	// beside it: a screenshot waits for the page's main thread too (one
	// asked for during a 600 ms script took 730 ms, against 150 ms on an
	// idle page), so neither overlaps the rules. A scroll meanwhile is
	// counted, and the picture does not hold. On a hung
	// page the pass is cut off but not stopped (startA11y), and the wait
	// for the early attempt below runs into the deadline.
	// The pass finds the early attempt in r.early and lets it end first
	// (startA11y).
	aerr := r.do(ctx, Stage{"a11y", (*Capture).a11y})
	r.early = nil
	if aerr != nil {
		return aerr
	}
	if e != nil {
		// The read runs while the image settle started is read back: the
		// two wait on different threads (the page's main thread, the
		// browser's copy of a frame), and on a small page the image was
		// the look's last wait (docs/performance.md, issue 62).
		// A picture the page has already moved past (a request or a DOM
		// change since it was asked for), or none, is replaced beside
		// the read, once the attempt is over.
		if !e.coming(r) {
			return r.readBesideShot(ctx, dom, shoot, e.done, waited) // never two screenshots at once
		}
		var readEnd time.Time
		read := make(chan error, 1)
		go func() {
			err := r.do(ctx, dom)
			readEnd = time.Now()
			read <- err
		}()
		<-e.done // settle has ended, so it is taken or given up
		shotEnd := time.Now()
		err := <-read
		if d := shotEnd.Sub(readEnd); d > 0 {
			r.timing.Screenshot += d.Milliseconds()
		}
		if err != nil {
			return err
		}
		// The screenshot taken while settle waited (early.go), if it
		// still shows the page once the DOM has been read; a new one if
		// not.
		if e.holds(r) {
			r.shot, r.image = e.shot, e.image
			r.timing.EarlyScreenshot = true
			return nil
		}
		defer waited(time.Now())
		return r.do(ctx, shoot)
	}
	if r.job.Request.NoImage {
		return r.do(ctx, dom)
	}
	if r.job.Request.Selector == "" && !r.job.Request.FullPage {
		// The image does not depend on the read, and the read only
		// measures a page that has settled: side by side, the frame the
		// screenshot waits for comes while the read runs. (A selector's
		// clip comes from the read; a full-page image resizes the view the
		// findings measure.)
		return r.readBesideShot(ctx, dom, shoot, nil, waited)
	}
	err := r.do(ctx, dom)
	if err == nil && r.c.DocumentGen() == r.doc {
		defer waited(time.Now())
		err = r.do(ctx, shoot)
	}
	return err
}

// readBesideShot runs the DOM read with a new screenshot beside it, taken
// once after is closed (nil: at once), and returns the first error;
// waited counts the wait for the image after the read.
func (r *Capture) readBesideShot(ctx context.Context, dom, shoot Stage, after <-chan struct{}, waited func(time.Time)) error {
	shot := make(chan error, 1)
	go func() {
		if after != nil {
			<-after
		}
		shot <- r.do(ctx, shoot)
	}()
	err := r.do(ctx, dom)
	t0 := time.Now()
	if serr := <-shot; err == nil {
		err = serr
	}
	waited(t0)
	return err
}

// pageOf is the page under the after-load deadline that also ends when
// document gen (collect.DocumentGen) is replaced; cancel releases it.
func (r *Capture) pageOf(gen int) (page *rod.Page, cancel func()) {
	ctx, cancel := context.WithCancel(r.work)
	replaced := r.c.Replaced(gen)
	go func() {
		select {
		case <-replaced:
			cancel()
		case <-ctx.Done():
		}
	}()
	return r.page.Context(ctx), cancel
}

// Run captures job.URL in a prepared tab: prepare it (viewport, login),
// navigate to the load event under job.Navigate, run the stages under
// job.AfterLoad, and assemble the Result, a pure function of the plain
// values the stages handed over. The tab stays open for the caller to
// dispose of; timings gets the stages' costs even when the capture fails.
func Run(ctx context.Context, t *tabs.Tab, job Job, timings *contract.Timings) (*contract.Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // ends the event subscriptions
	t = t.Bound(ctx)
	r := &Capture{job: job, tab: t, page: t.Page, timing: *timings}
	defer func() { *timings = r.timing }()
	r.c = collect.New(r.page.FrameID, t.Refusal, settle.World)
	r.nav = navguard.New(r.page, job.URL, job.Policy)
	r.nav.CheckAll, r.nav.Refused, r.nav.Visited = t.CheckAll, t.Refused, t.Visited
	t.Visited(job.URL)
	if len(job.Steps) > 0 {
		t.Spoil() // focus, hover and user activation outlive a reset
	}
	subscribe(ctx, t, r.page, r.c, r.nav)

	if err := t.ApplyViewport(job.Viewport); err != nil {
		return nil, contract.AsError(fmt.Errorf("apply viewport: %w", err))
	}
	if job.Storage != nil {
		if err := t.ApplyStorage(t.BrowserContext, job.Storage); err != nil {
			return nil, contract.AsError(fmt.Errorf("apply storage state: %w", err))
		}
	}

	t0 := time.Now()
	if err := navigate(ctx, r.page, job.URL, job.Navigate, r.c, r.nav); err != nil {
		return nil, err
	}
	r.timing.Navigate = time.Since(t0).Milliseconds()

	// From the load event on, one deadline covers everything else: a page
	// that blocks its main thread must not hold the call, or its slot.
	work, cancelWork := context.WithTimeout(ctx, job.AfterLoad)
	defer cancelWork()
	r.work = work
	if earlyEligible(job) {
		r.startEarly()
		defer func() {
			if r.early != nil { // a stage failed before look collected it; the deadline's end ends it
				r.early.settleEnded(time.Time{})
			}
		}()
	}
	defer func() {
		if r.names != nil {
			r.names.wait()
		}
	}()
	for _, s := range job.Stages() {
		if err := r.do(ctx, s); err != nil {
			return nil, err
		}
	}
	if err := r.look(ctx); err != nil {
		return nil, err
	}
	r.c.FinishWebSockets()
	obs := r.c.Observe()
	r.names.apply(r.snap, &obs)
	r.walkKeys()
	res := assemble(rendered{
		url: job.URL, req: job.Request, skip: job.Skip, findingsBudget: job.FindingsBudget, vp: job.Viewport, obs: obs, snap: r.snap, scope: r.scope,
		shot: r.shot, image: r.image, settle: r.settled, timings: r.timing, stealth: job.Stealth,
		isolation: job.Isolation, a11yPartial: r.a11yResult.partial(), a11yNeedsReview: r.a11yResult.needsReview(),
		a11yNotRun: r.a11yResult.notRun(),
		vitals:     vitals.Summary(r.vitals), theme: r.themeInfo,
	})
	res.Summary.Keyboard = r.keys
	r.try(res)
	return res, nil
}

// do runs one stage. Whatever went wrong, a navigation the policy refused
// says so first (the render may already show what it refused to load),
// then a deadline that passed names the stage that hung.
func (r *Capture) do(ctx context.Context, s Stage) error {
	err := s.Run(r)
	switch {
	case r.nav.Blocked() != "":
		return r.nav.Error()
	case err == nil:
		return nil
	case ctx.Err() != nil:
		return contract.CancelledError(ctx, r.job.URL)
	case r.work.Err() != nil:
		return hungError(r.job.URL, s.Name, r.job.AfterLoad, r.c)
	}
	return contract.AsError(err)
}

// delay is the caller's extra wait after settle, or after the job's steps,
// which wait it themselves.
func (r *Capture) delay() error {
	d := r.job.Request.Delay
	r.settled.DelayMs = d.Milliseconds()
	if d <= 0 || len(r.job.Steps) > 0 {
		return nil
	}
	if r.a11yEnabled() && r.c.ObserverWorld() != 0 {
		// The delay is idle time for the page: the accessibility pass
		// runs in it, and counts if nothing moves before the read.
		return r.a11yDuringDelay(d)
	}
	select {
	case <-time.After(d):
		return nil
	case <-r.work.Done():
		return r.work.Err()
	}
}
