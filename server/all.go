package server

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"math"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/server/looks"
	"github.com/vibelens/vibelens/server/merge"
)

// AllViewports is the viewport value that captures every built-in preset
// (desktop, tablet, mobile) in one call: a responsive audit in one answer.
// User presets stay single-viewport calls, so the answer stays three images.
const AllViewports = "all"

// allImageShare is what the images of an "all" answer may cost together, in
// units of one single-viewport image (Limits.ImageArea): the three images
// plus one text block come to at most about twice one desktop answer.
const allImageShare = 1.2

// allJPEGQuality encodes the smaller images of an "all" answer: layout,
// not texture, is what a responsive audit reads.
const allJPEGQuality = 60

// allFindingsMax bounds the merged findings: one viewport's cap plus half,
// so findings seen in one viewport only are not crowded out by the rest.
var allFindingsMax = browser.Limits.Findings * 3 / 2

// AllPresets returns the presets an "all" call captures, in preset order.
func AllPresets(p browser.Presets) []browser.Viewport {
	var out []browser.Viewport
	for _, b := range browser.BuiltinPresets() {
		if v, ok := p.Lookup(b.Name); ok {
			out = append(out, v)
		}
	}
	return out
}

// imageBudgets shares allImageShare × Limits.ImageArea between the images of
// vps. No image is larger than its viewport in CSS pixels (device pixels
// add detail, not layout); what a small viewport leaves over goes to the
// larger ones, in equal parts.
func imageBudgets(vps []browser.Viewport) []browser.ImageBudget {
	total := allImageShare * float64(browser.Limits.ImageArea)
	want := make([]float64, len(vps))
	for i, v := range vps {
		want[i] = math.Min(float64(v.Width*v.Height), float64(browser.Limits.ImageArea))
	}
	order := make([]int, len(vps))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(want[a], want[b]) })
	out := make([]browser.ImageBudget, len(vps))
	for k, i := range order {
		share := math.Min(want[i], total/float64(len(vps)-k))
		total -= share
		out[i] = browser.ImageBudget{Area: int(share), Quality: allJPEGQuality}
	}
	return out
}

// ViewportOutcome is one preset of an "all" capture: its result or its error.
type ViewportOutcome struct {
	Viewport browser.Viewport
	Scheme   string // "light" or "dark" in a colorScheme both answer, else ""
	Result   *browser.Result
	Err      *browser.Error
	Since    *browser.Since // set by the server on a repeat capture
	// Delta is set on a repeat look answered with what is new (delta.go).
	Delta *renderDelta
}

// CaptureAll renders req in every preset of vps side by side, each in a
// capture of its own (its own isolated browser context, deadlines and
// error), and returns the outcomes in preset order. A panic in one capture
// becomes that viewport's error.
func CaptureAll(ctx context.Context, c Capturer, req browser.Request, vps []browser.Viewport) []ViewportOutcome {
	return CaptureRenders(ctx, c.Capture, req, vps, []string{req.ColorScheme}, nil)
}

// handleAll serves viewport "all" and colorScheme both.
func (h *inspectHandler) handleAll(ctx context.Context, req browser.Request, vps []browser.Viewport, schemes []string, detail string) *mcp.CallToolResult {
	return mergedAnswer(ctx, h.capturer.Capture, h.since, h.looks, detail, h.log, req, vps, schemes, "")
}

// mergedAnswer renders req in every preset of vps and scheme of schemes and
// answers once (AllResult); suffix ends each render's sinceLastCapture key
// (interact's steps). A render looks has answered before is answered
// with what is new since, unless detail is full.
func mergedAnswer(ctx context.Context, capture captureFunc, since *looks.History, memory *looks.Memory, detail string, log *slog.Logger, req browser.Request,
	vps []browser.Viewport, schemes []string, suffix string) *mcp.CallToolResult {
	outs := CaptureRenders(ctx, capture, req, vps, schemes, func(r browser.Request) func(url, viewport string) *browser.Record {
		return since.Before(r, suffix)
	})
	for i := range outs {
		o := &outs[i]
		if o.Err != nil {
			if o.Err.Code == browser.CodeUnknown { // a bug: keep the cause, a panic's stack included
				log.Error("capture failed", "url", req.URL, "viewport", o.Viewport.Name, "colorScheme", o.Scheme, "problem", o.Err.Problem, "err", o.Err.Err)
				continue
			}
			log.Info("capture failed", "url", req.URL, "viewport", o.Viewport.Name, "colorScheme", o.Scheme, "code", o.Err.Code, "problem", o.Err.Problem)
			continue
		}
		scheme := o.Scheme // set when the call renders both
		if scheme == "" {
			scheme = schemes[0]
		}
		key := looks.TargetKey(o.Result, req.Selector, scheme) + suffix
		o.Since = since.Observe(key, o.Result)
		o.Delta = renderAnswer(memory, key, o.Result, o.Since, detail)
	}
	res, err := AllResult(outs)
	if err != nil {
		return ErrorResult(browser.AsError(err))
	}
	return res
}

// AllResult assembles an "all" answer: one image per viewport that
// rendered, in preset order, then one text block (AllPayload). When every
// viewport failed it is the first one's error, as a single call would
// return it, plus the others' errors when their codes differ.
func AllResult(outs []ViewportOutcome) (*mcp.CallToolResult, error) {
	var failed []ViewportOutcome
	res := &mcp.CallToolResult{}
	for _, o := range outs {
		if o.Err != nil {
			failed = append(failed, o)
			continue
		}
		if o.Delta != nil && !o.Delta.image {
			continue // the same pixels as the last answer's
		}
		res.Content = append(res.Content, &mcp.ImageContent{Data: o.Result.Screenshot, MIMEType: "image/jpeg"})
	}
	if len(outs) > 0 && len(failed) == len(outs) {
		er := ErrorResult(failed[0].Err)
		for _, o := range failed[1:] {
			if o.Err.Code != failed[0].Err.Code {
				b, err := marshalCompact(map[string]any{"viewports": entries(outs)})
				if err != nil {
					return nil, err
				}
				er.Content = append(er.Content, &mcp.TextContent{Text: string(b)})
				break
			}
		}
		return er, nil
	}
	payload, err := AllPayload(outs)
	if err != nil {
		return nil, err
	}
	res.Content = append(res.Content, &mcp.TextContent{Text: string(payload)})
	return res, nil
}

// allPayload is the text block of an "all" answer. Each console message,
// uncaught error, failed request and finding appears once, with the
// viewports it appeared in; the DOM is one viewport's, named.
type allPayload struct {
	URL                string           `json:"url"`
	FinalURL           string           `json:"finalUrl"`
	Title              string           `json:"title"`
	FullPage           bool             `json:"fullPage"`
	Viewports          []viewportEntry  `json:"viewports"`
	Untrusted          string           `json:"untrusted"`
	PointedAt          *browser.Pointed `json:"pointedAt,omitempty"` // the developer's recent picks (pointed.go), from the render in their viewport
	ConsoleLogs        []seenConsole    `json:"consoleLogs"`
	UncaughtPageErrors []seenPageError  `json:"uncaughtPageErrors"`
	FailedRequests     []seenRequest    `json:"failedRequests"`
	Findings           []seenFinding    `json:"findings"`
	// ColorSchemeNote says when the light and dark renders look alike:
	// the page does not follow prefers-color-scheme.
	ColorSchemeNote string           `json:"colorSchemeNote,omitempty"`
	Dropped         *browser.Dropped `json:"dropped,omitempty"`
	FindingsDropped int              `json:"findingsDropped,omitempty"`
	// Look, Note and DOMChanges are a repeat look's (delta.go): the DOM
	// is then its changes, not the whole.
	Look              string              `json:"look,omitempty"`
	Note              string              `json:"note,omitempty"`
	DOMViewport       string              `json:"simplifiedDOMViewport,omitempty"`
	DOMChanges        []browser.DOMChange `json:"domChanges,omitempty"`
	DOMChangesOmitted int                 `json:"domChangesOmitted,omitempty"`
	SimplifiedDOM     string              `json:"simplifiedDOM,omitempty"`
}

// viewportEntry is one viewport of an "all" answer: its preset, which image
// is its screenshot (from 1, in content order), and its summary, or the
// error that viewport ended with.
type viewportEntry struct {
	Name              string           `json:"name"`
	Width             int              `json:"width"`
	Height            int              `json:"height"`
	DeviceScaleFactor float64          `json:"deviceScaleFactor"`
	ColorScheme       string           `json:"colorScheme,omitempty"`
	Image             int              `json:"image,omitempty"`
	Summary           *viewportSummary `json:"summary,omitempty"`
	Error             *viewportError   `json:"error,omitempty"`
	SinceLastCapture  *browser.Since   `json:"sinceLastCapture,omitempty"`
	// Look is a repeat look's: unchanged or changes (delta.go), with
	// Counts in place of Summary.
	Look   string       `json:"look,omitempty"`
	Counts *deltaCounts `json:"counts,omitempty"`
	// Steps are what interact_localhost_ui's steps did in this render.
	Steps []browser.StepReport `json:"steps,omitempty"`
}

// viewportSummary is one viewport's browser.Summary without what the
// answer says once for all (url, fullPage; finalUrl and title unless this
// viewport's differ), its preset (named in the entry) and per-stage timings.
type viewportSummary struct {
	FinalURL        string                `json:"finalUrl,omitempty"`
	Title           string                `json:"title,omitempty"`
	WaitedMs        int64                 `json:"waitedMs"`
	CaptureMs       int64                 `json:"captureMs"`
	ConsoleErrors   int                   `json:"consoleErrors"`
	ConsoleWarnings int                   `json:"consoleWarnings"`
	UncaughtErrors  int                   `json:"uncaughtErrors"`
	FailedRequests  int                   `json:"failedRequests"`
	DOMChars        int                   `json:"domChars,omitempty"`
	DOMTruncated    bool                  `json:"domTruncated,omitempty"`
	Findings        int                   `json:"findings"`
	FindingsDropped int                   `json:"findingsDropped"`
	FindingsPartial string                `json:"findingsPartial,omitempty"`
	A11yNeedsReview int                   `json:"a11yNeedsReview,omitempty"`
	A11yNotRun      []string              `json:"a11yNotRun,omitempty"`
	Scope           *browser.ScopeInfo    `json:"scope,omitempty"`
	Dropped         *browser.Dropped      `json:"dropped,omitempty"`
	Settle          browser.SettleReport  `json:"settle"`
	Image           browser.ImageInfo     `json:"image"`
	Dialogs         []browser.Dialog      `json:"dialogs,omitempty"`
	Popups          []string              `json:"popups,omitempty"`
	BlockedByPolicy int                   `json:"blockedByPolicy,omitempty"`
	StealthApplied  bool                  `json:"stealth,omitempty"`
	Isolation       string                `json:"isolation,omitempty"`
	ImagesLoading   []string              `json:"imagesLoading,omitempty"`
	Vitals          *browser.Vitals       `json:"vitals,omitempty"`
	Theme           *browser.Theme        `json:"colorScheme,omitempty"`
	Keyboard        *browser.KeyboardWalk `json:"keyboard,omitempty"`
}

// summaryFields sorts every JSON field of browser.Summary: kept in
// viewportSummary, said once at the top, or left out. A test holds the
// three lists to browser.Summary, so a new field is not silently lost.
var summaryFields = struct{ kept, top, left []string }{
	kept: []string{"finalUrl", "title", "waitedMs", "captureMs", "consoleErrors", "consoleWarnings", "uncaughtErrors",
		"failedRequests", "domChars", "domTruncated", "findings", "findingsDropped", "findingsPartial", "a11yNeedsReview", "a11yNotRun", "scope", "dropped",
		"settle", "image", "dialogs", "popups", "blockedByPolicy", "stealth", "isolation", "imagesLoading", "vitals", "colorScheme", "keyboard"},
	top:  []string{"url", "finalUrl", "title", "fullPage"},
	left: []string{"viewport", "timingsMs"},
}

// summarize trims s to a viewportSummary; first is the answer's first
// rendered viewport, whose finalUrl and title the top level carries.
func summarize(s, first browser.Summary, withDOM bool) *viewportSummary {
	v := &viewportSummary{WaitedMs: s.WaitedMs, CaptureMs: s.CaptureMs, ConsoleErrors: s.ConsoleErrors, ConsoleWarnings: s.ConsoleWarnings,
		UncaughtErrors: s.UncaughtErrors, FailedRequests: s.FailedRequests, Findings: s.Findings, FindingsDropped: s.FindingsDropped,
		FindingsPartial: s.FindingsPartial, A11yNeedsReview: s.A11yNeedsReview, A11yNotRun: s.A11yNotRun, Scope: s.Scope, Dropped: s.Dropped, Settle: s.Settle, Image: s.Image, Dialogs: s.Dialogs,
		Popups: s.Popups, BlockedByPolicy: s.BlockedByPolicy, StealthApplied: s.StealthApplied, Isolation: s.Isolation,
		ImagesLoading: s.ImagesLoading, Vitals: s.Vitals, Theme: s.Theme, Keyboard: s.Keyboard}
	if s.FinalURL != first.FinalURL {
		v.FinalURL = s.FinalURL
	}
	if s.Title != first.Title {
		v.Title = s.Title
	}
	if withDOM {
		v.DOMChars, v.DOMTruncated = s.DOMChars, s.DOMTruncated
	}
	return v
}

// viewportError is a viewport's failure, with the code a single call returns.
type viewportError struct {
	Code     browser.Code     `json:"code"`
	Problem  string           `json:"problem"`
	NextStep string           `json:"nextStep"`
	Partial  *browser.Partial `json:"partial,omitempty"`
}

type seenConsole struct {
	browser.ConsoleEntry
	Viewports []string `json:"viewports"`
	Schemes   []string `json:"colorSchemes,omitempty"`
}

type seenPageError struct {
	browser.PageError
	Viewports []string `json:"viewports"`
	Schemes   []string `json:"colorSchemes,omitempty"`
}

type seenRequest struct {
	browser.FailedRequest
	Viewports []string `json:"viewports"`
	Schemes   []string `json:"colorSchemes,omitempty"`
}

type seenFinding struct {
	browser.Finding
	Viewports []string `json:"viewports"`
	Schemes   []string `json:"colorSchemes,omitempty"`
	// NotJudgedIn names the renders that did not find it and could not
	// have: they failed, or their accessibility pass did not run its rule
	// (judged.go). A scheme that did not judge it leaves colorSchemes out.
	NotJudgedIn []string `json:"notJudgedIn,omitempty"`
}

func entries(outs []ViewportOutcome) []viewportEntry {
	es := make([]viewportEntry, len(outs))
	image := 0
	var first *browser.Summary
	for i, o := range outs {
		v := o.Viewport
		e := viewportEntry{Name: v.Name, Width: v.Width, Height: v.Height, DeviceScaleFactor: v.DeviceScaleFactor, ColorScheme: o.Scheme, SinceLastCapture: o.Since}
		if o.Err != nil {
			e.Error = &viewportError{Code: o.Err.Code, Problem: oneLine(shorten(o.Err.Problem, maxProblem)), NextStep: oneLine(o.Err.NextStep), Partial: o.Err.Partial}
		} else {
			if o.Delta == nil || o.Delta.image {
				image++
				e.Image = image
			}
			if first == nil {
				first = &o.Result.Summary
			}
			e.Summary, e.Steps = summarize(o.Result.Summary, *first, first == &o.Result.Summary), o.Result.Steps
			if o.Delta != nil {
				e.Look, e.Counts, e.Summary = o.Delta.look, countsOf(o.Result.Summary), nil
			}
		}
		es[i] = e
	}
	return es
}

// AllPayload is the text block of an "all" answer: compact JSON,
// simplifiedDOM last, lists always arrays.
func AllPayload(outs []ViewportOutcome) ([]byte, error) {
	if u := unchangedPayload(outs); u != nil {
		return marshalCompact(u)
	}
	p := allPayload{Viewports: entries(outs), Untrusted: UntrustedNote}
	var console merge.Set[browser.ConsoleEntry]
	var pageErrs merge.Set[browser.PageError]
	var failed merge.Set[browser.FailedRequest]
	var findings merge.Set[browser.Finding]
	seen := merge.Found{}
	for _, o := range outs {
		if o.Err != nil {
			continue
		}
		r, name, scheme := o.Result, o.Viewport.Name, o.Scheme
		if pa := r.PointedAt; pa != nil && (p.PointedAt == nil || pa.Viewport == name) {
			p.PointedAt = pa
		}
		if p.URL == "" {
			p.URL, p.FinalURL, p.Title, p.FullPage = r.Summary.URL, r.Summary.FinalURL, r.Summary.Title, r.Summary.FullPage
			p.DOMViewport, p.SimplifiedDOM = name, r.SimplifiedDOM
			if o.Delta != nil {
				p.SimplifiedDOM, p.DOMChanges, p.DOMChangesOmitted = "", o.Delta.dom, o.Delta.domOmitted
			}
		}
		for _, e := range r.ConsoleLogs {
			console.Add(e.Level+"\x00"+looks.SameText(e.Text), name, scheme, e)
		}
		for _, e := range r.UncaughtPageErrors {
			pageErrs.Add(looks.SameText(e.Message), name, scheme, e)
		}
		at := make([]int, len(r.FailedRequests)) // this viewport's index -> merged index
		for j, f := range r.FailedRequests {
			outcome := f.Error
			if f.Status != 0 {
				outcome = fmt.Sprint(f.Status)
			}
			at[j] = failed.Add(f.Method+" "+looks.SameText(f.URL)+" "+outcome, name, scheme, f)
		}
		for _, f := range r.Findings {
			if f.FailedRequest != nil {
				k := -1
				if j := *f.FailedRequest; j >= 0 && j < len(at) {
					k = at[j]
				}
				f.FailedRequest = &k
			}
			findings.Add(looks.FindingKey(f), name, scheme, f)
			seen.Add(looks.FindingKey(f), name, scheme)
		}
	}
	var dropped browser.Dropped
	p.ConsoleLogs, dropped.ConsoleLogs = merge.Capped(console, browser.Limits.ConsoleEntries, func(e browser.ConsoleEntry, vs, ss []string) seenConsole { return seenConsole{e, vs, ss} })
	p.UncaughtPageErrors, dropped.PageErrors = merge.Capped(pageErrs, browser.Limits.ConsoleEntries, func(e browser.PageError, vs, ss []string) seenPageError { return seenPageError{e, vs, ss} })
	p.FailedRequests, dropped.FailedRequests = merge.Capped(failed, browser.Limits.FailedRequests, func(e browser.FailedRequest, vs, ss []string) seenRequest { return seenRequest{e, vs, ss} })
	p.ColorSchemeNote = sameLookNote(outs)
	if dropped != (browser.Dropped{}) {
		p.Dropped = &dropped
	}
	// Most severe first, as in one viewport's list; the order first seen
	// (desktop's, then what only smaller viewports show) breaks ties.
	order := make([]int, len(findings.Items))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return merge.SeverityRank(findings.Items[a].Severity) - merge.SeverityRank(findings.Items[b].Severity)
	})
	rs := renders(outs)
	for _, i := range order {
		if len(p.Findings) == allFindingsMax {
			p.FindingsDropped++
			continue
		}
		f := findings.Items[i]
		if f.FailedRequest != nil && (*f.FailedRequest < 0 || *f.FailedRequest >= len(p.FailedRequests)) {
			f.FailedRequest = nil // its request was cut from the merged list
		}
		sf := seenFinding{Finding: f, Viewports: findings.Names[i], Schemes: findings.Schemes[i]}
		var hold bool
		sf.NotJudgedIn, hold = seen.NotJudged(looks.FindingKey(findings.Items[i]), f.Rule, rs)
		if !hold {
			sf.Schemes = nil
		}
		p.Findings = append(p.Findings, sf)
	}
	p.Look, p.Note = deltaNote(outs)
	p.ConsoleLogs = nonNil(p.ConsoleLogs)
	p.UncaughtPageErrors = nonNil(p.UncaughtPageErrors)
	p.FailedRequests = nonNil(p.FailedRequests)
	p.Findings = nonNil(p.Findings)
	return marshalCompact(&p)
}

// renders are outs as merge judges them: a render that failed judged
// nothing, one whose accessibility pass did not run a rule (a11yNotRun)
// judged no finding of it.
func renders(outs []ViewportOutcome) []merge.Render {
	rs := make([]merge.Render, len(outs))
	for i, o := range outs {
		rs[i] = merge.Render{Viewport: o.Viewport.Name, Scheme: o.Scheme, Judged: func(rule string) bool {
			return o.Err == nil && o.Result != nil && (rule == "" || !slices.Contains(o.Result.Summary.A11yNotRun, rule))
		}}
	}
	return rs
}
