package steps

import (
	"context"
	"time"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/render"
)

// Sequence is one call's steps: the stage that runs them in a capture, and
// the reports it leaves behind.
type Sequence struct {
	steps   []contract.Step
	delay   time.Duration
	reports []contract.StepReport
	marks   []span // the collector's counts around each step
}

// span is where a step's entries lie in the collector's lists.
type span struct{ from, to collect.Counts }

// New prepares steps, checked by Check, for one capture whose delay (already
// clamped) is waited after the last step.
func New(steps []contract.Step, delay time.Duration) *Sequence {
	return &Sequence{steps: steps, delay: delay}
}

// Stage is the steps stage of the capture, named "steps" when it hangs.
func (q *Sequence) Stage() render.Stage {
	return render.Stage{Name: "steps", Run: q.run}
}

// Reports are the steps' reports, each with the entries of res's lists it
// caused. The result's lists are the collector's, in order, so the counts
// index them; they are read after the sources were named.
func (q *Sequence) Reports(res *contract.Result) []contract.StepReport {
	out := append([]contract.StepReport(nil), q.reports...)
	for i := range out {
		s, m := &out[i], q.marks[i]
		s.ConsoleLogs = slice(res.ConsoleLogs, m.from.Console, m.to.Console)
		s.UncaughtPageErrors = slice(res.UncaughtPageErrors, m.from.Errors, m.to.Errors)
		s.FailedRequests = slice(res.FailedRequests, m.from.Failed, m.to.Failed)
		s.Dialogs = slice(res.Summary.Dialogs, m.from.Dialogs, m.to.Dialogs)
		s.Popups = slice(res.Summary.Popups, m.from.Popups, m.to.Popups)
	}
	return out
}

func slice[T any](list []T, from, to int) []T {
	to = min(to, len(list))
	if from >= to {
		return nil
	}
	return append([]T(nil), list[from:to]...)
}

// run is the interaction stage: after the page settled, it runs each step
// and settles again after it, then waits the capture's delay, so what a
// step set off late (a timer's navigation, an error a second later) is
// still the last step's. It returns an error only when the deadline ends
// it; a step that fails stops the rest, which are reported as skipped.
func (q *Sequence) run(c *render.Capture) error {
	work := c.Context()
	r := &runner{page: c.Page(), c: c.Collector(), capture: c, quiet: c.Settled()}
	c.StayOnBlocked(true)
	defer c.StayOnBlocked(false)
	r.c.Flush(r.page, r.c.ObserverWorld()) // what the load logged is not step 1's
	q.reports = make([]contract.StepReport, len(q.steps))
	q.marks = make([]span, len(q.steps))
	last := -1
	var lastGen int
	var lastURL string
	for i, s := range q.steps {
		rep := &q.reports[i]
		*rep = contract.StepReport{Step: i + 1, Action: s.Action, Selector: s.Selector}
		if last >= 0 && q.reports[last].Status != contract.StepOK {
			rep.Status = contract.StepSkipped
			continue
		}
		start := time.Now()
		q.marks[i].from = r.c.Counts()
		gen, before := r.c.DocumentGen(), r.url(work)
		r.c.ActionBegins()
		r.run(work, s, rep)
		if rep.Status == contract.StepOK || rep.Status == contract.StepUnchanged {
			r.settle(work, i == len(q.steps)-1)
		}
		q.marks[i].to = r.finish(work, rep, gen, before)
		rep.Ms = time.Since(start).Milliseconds()
		if work.Err() != nil {
			return work.Err()
		}
		last, lastGen, lastURL = i, gen, before
	}
	if q.delay > 0 {
		select {
		case <-time.After(q.delay):
		case <-work.Done():
			return work.Err()
		}
		if q.reports[last].Status == contract.StepOK {
			q.marks[last].to = r.finish(work, &q.reports[last], lastGen, lastURL)
		}
	}
	return nil
}

// finish closes a step's report: what the collector gathered since it
// began (the counts it returns), a navigation the policy refused, or where
// it went.
func (r *runner) finish(ctx context.Context, rep *contract.StepReport, gen int, before string) collect.Counts {
	r.c.Flush(r.page, r.c.ObserverWorld())
	to := r.c.Counts()
	if hop := r.capture.TakeBlocked(); hop != "" {
		rep.Status, rep.Detail = contract.StepBlocked, "the step navigated, and the network policy refused it: "+hop
	} else if after := r.url(ctx); (after != "" && after != before) || r.c.DocumentGen() != gen {
		rep.NavigatedTo = contract.Clip(after, 300)
	}
	return to
}
