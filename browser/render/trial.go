package render

import (
	"time"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/trial"
)

// try tries the causes of the findings res returns in the page, once the
// DOM and the screenshot are taken, on the document they were read from
// (browser/trial). A trial that fails leaves its causes unverified.
func (r *Capture) try(res *contract.Result) {
	if r.snap == nil || r.snap.measure == "" || r.c.DocumentGen() != r.doc || r.work.Err() != nil {
		return
	}
	page, cancel := r.pageOf(r.doc)
	defer cancel()
	measure := r.snap.measure
	r.snap.measure = ""
	defer trial.Release(page, measure)
	if r.job.Skip.Trial {
		return
	}
	t0 := time.Now()
	_, _ = trial.Try(page, res.Findings, trial.Options{Measure: measure, Touch: r.job.Viewport.Touch,
		DevWidgets: findings.DevWidgetSelector, Budget: trialBudget(r.job.FindingsBudget), Max: contract.Limits.Trials})
	r.timing.Trial = time.Since(t0).Milliseconds()
	res.Summary.Timings.Trial = r.timing.Trial
}

// trialBudget is the trials' time box: the share Limits.TrialBudget is of
// Limits.FindingsBudget, of the findings pass's own (which tests raise on
// a loaded machine): the trials run that pass again, on neighbourhoods.
func trialBudget(findingsBudget time.Duration) time.Duration {
	if findingsBudget <= 0 {
		return contract.Limits.TrialBudget
	}
	return findingsBudget * contract.Limits.TrialBudget / contract.Limits.FindingsBudget
}
