package render

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/viewport"
)

// rendered is everything the capture stages hand over: plain values, no
// live browser state, so the result is built without Chromium.
type rendered struct {
	url            string
	req            contract.Request
	skip           Skip
	findingsBudget time.Duration
	vp             viewport.Viewport
	obs            collect.Observations
	snap           *snapshotResult
	scope          *contract.ScopeInfo
	shot           []byte
	image          contract.ImageInfo
	settle         contract.SettleReport
	timings        contract.Timings
	stealth        bool
	// isolation is "" for a fresh empty context, "storage-state" or "persistent".
	isolation string
	// a11yPartial says why the accessibility pass gave nothing, if it
	// was cut off or failed; a11yNeedsReview counts the rules it could
	// not decide.
	a11yPartial     string
	a11yNeedsReview int
	a11yNotRun      []string // the rules a cut-off or failed pass did not judge
	vitals          *contract.Vitals
	theme           *contract.Theme
}

// assemble builds the tool's Result from one render. It is pure: the same
// input gives the same Result, and it shares no memory with its input's
// collector.
func assemble(in rendered) *contract.Result {
	obs := in.obs
	res := &contract.Result{
		Screenshot:         in.shot,
		ConsoleLogs:        collect.Entries(obs.Console),
		UncaughtPageErrors: collect.PageErrors(obs.Errors),
		FailedRequests:     contract.NonNil(obs.Failed),
	}
	if in.req.Links {
		res.Links = sameOriginLinks(in.snap.URL, in.snap.Links)
	}
	rec := in.snap.rec
	if rec == nil {
		rec = record(in.snap.Record)
	}
	if rec != nil {
		rec.Image, rec.ImageArea = in.shot, in.image.Area
		res.Record = rec
	}
	s := &res.Summary
	s.URL = in.url
	s.FinalURL = in.snap.URL
	s.Title = contract.Clip(in.snap.Title, contract.Limits.AttributeChars)
	vp := in.vp
	s.Viewport = contract.ViewportInfo{Name: vp.Name, Width: vp.Width, Height: vp.Height, DeviceScaleFactor: vp.DeviceScaleFactor}
	s.FullPage = in.req.FullPage
	s.WaitedMs = in.timings.Settle + in.settle.DelayMs
	for _, e := range obs.Console {
		if e.Level == "error" {
			s.ConsoleErrors++
		} else {
			s.ConsoleWarnings++
		}
	}
	s.UncaughtErrors = len(obs.Errors)
	s.FailedRequests = len(obs.Failed)
	// Hydration is read from the console and errors as they were when the
	// DOM was read, or later: a late hydration message still counts.
	hyd := findings.FindHydration(hydrationTexts(obs.Console, obs.Errors))
	if !in.skip.Findings || hyd != nil {
		res.Findings, s.Findings = findings.Assemble(in.snap.Findings, hyd, res.FailedRequests)
		s.FindingsDropped = s.Findings - len(res.Findings)
	}
	res.Findings = contract.NonNil(res.Findings)
	// The DOM after the findings: folding keeps what they name.
	res.SimplifiedDOM, s.DOMTruncated = capDOM(compactDOM(in, res.Findings), contract.Limits.DOMChars, in.snap.DOM.Complete)
	s.DOMChars = len([]rune(res.SimplifiedDOM))
	timings := in.timings
	if f := in.snap.Findings; f != nil {
		timings.Findings = f.Ms
		timings.Source = int64(f.SourceMs + float64(in.snap.sourceTime.Microseconds())/1000)
		s.ImagesLoading = f.Loading
		s.FindingsCut = f.TimedOut || f.Capped
		switch {
		case f.TimedOut:
			s.FindingsPartial = fmt.Sprintf("time budget of %s hit after %d elements", in.findingsBudget, f.Examined)
		case f.Capped:
			s.FindingsPartial = fmt.Sprintf("stopped after %d elements", contract.Limits.FindingsElements)
		}
	}
	if in.a11yPartial != "" {
		if s.FindingsPartial != "" {
			s.FindingsPartial += "; "
		}
		s.FindingsPartial += in.a11yPartial
	}
	s.A11yNeedsReview = in.a11yNeedsReview
	s.A11yNotRun = in.a11yNotRun
	s.Timings = timings
	s.Scope = in.scope
	if obs.Dropped != (contract.Dropped{}) {
		d := obs.Dropped
		s.Dropped = &d
	}
	s.Settle = in.settle
	s.Image = in.image
	s.Dialogs = obs.Dialogs
	s.Popups = obs.Popups
	s.BlockedByPolicy = obs.Blocked
	s.StealthApplied = in.stealth
	s.Isolation = in.isolation
	s.Vitals = in.vitals
	s.Theme = in.theme
	return res
}

// record decodes the snapshot's record, or nil when there is none or it
// does not decode: the capture goes on without it.
func record(raw string) *contract.Record {
	if raw == "" || raw == "null" {
		return nil
	}
	var r contract.Record
	if json.Unmarshal([]byte(raw), &r) != nil {
		return nil
	}
	return &r
}
