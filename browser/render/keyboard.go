package render

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/keyboard"
	"github.com/vibelens/vibelens/browser/source"
)

// walkKeys walks the page with Tab (package keyboard) when the call asks
// for it, once the DOM is read and the screenshot taken: they, and the
// findings above, show the page before any key was pressed, and the walk
// puts focus and scroll back when it ends. Its findings are named as the
// others (a second, small naming: the maps it reads are cached) and join
// them before they are ranked and capped. A walk that fails says why in
// the summary; the findings it had are kept.
func (r *Capture) walkKeys() {
	if !r.job.Request.Keyboard || r.job.Skip.Findings || r.snap == nil || r.snap.Findings == nil ||
		r.c.DocumentGen() != r.doc || r.work.Err() != nil {
		return
	}
	page, cancel := r.pageOf(r.doc)
	defer cancel()
	t0 := time.Now()
	defer func() { r.timing.Keyboard = time.Since(t0).Milliseconds() }()
	so := snapshotRequest(r.job, nil)
	o := keyboard.Options{Exclude: findings.DevWidgetSelector, Place: findings.PlaceJS}
	if !so.noSources {
		opts, _ := json.Marshal(sourceOptions(so))
		o.Source = "(" + source.JS + ")(" + string(opts) + ")"
	}
	w, err := keyboard.Run(r.work, page, 0, o)
	r.keys = &contract.KeyboardWalk{}
	if err != nil {
		r.keys.Failed = err.Error()
	}
	if w == nil {
		return
	}
	if w.TimeUp {
		r.keys.Failed = fmt.Sprintf("its time box of %s ended it after %d stops", contract.Limits.KeyboardTime, w.Stops)
	}
	r.keys.Stops, r.keys.BudgetEnded, r.keys.Unjudged, r.keys.ModalDialog, r.keys.FocusLost = w.Stops, w.Budget, w.Unjudged, w.Modal, w.Lost
	if len(w.Findings) == 0 {
		return
	}
	raw := r.snap.Findings
	named := &snapshotResult{URL: r.snap.URL, Findings: &findings.Raw{Findings: w.Findings, Next: raw.Next, ServerFrame: raw.ServerFrame}}
	if r.job.Sources != nil && !so.noSources {
		var obs collect.Observations
		startNaming(page, r.c.ObserverWorld(), r.job.Sources, obs, r.c.ScriptsSeen(), named).apply(named, &obs)
	}
	raw.Findings = append(raw.Findings, named.Findings.Findings...)
	raw.Total += len(named.Findings.Findings)
}
