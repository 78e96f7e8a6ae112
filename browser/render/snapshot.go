package render

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/ysmood/gson"

	"github.com/vibelens/vibelens/browser/a11y"
	"github.com/vibelens/vibelens/browser/changes"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/settle"
	"github.com/vibelens/vibelens/browser/source"
	"github.com/vibelens/vibelens/browser/trial"
	"github.com/vibelens/vibelens/browser/vitals"
)

// The in-page scripts of the DOM stage: snapshot.js runs the others.
var (
	//go:embed js/snapshot.js
	snapshotJS string
	//go:embed js/sanitize.js
	sanitizeJS string
	// ScopeJS finds the element a selector scopes to, or the ids and
	// classes that resemble a missing one; steps use it for theirs.
	//go:embed js/scope.js
	ScopeJS string
)

// snapshotResult is what the in-page script returns.
type snapshotResult struct {
	Title    string        `json:"title"`
	URL      string        `json:"url"`
	Scope    *scopeResult  `json:"scope"`
	Findings *findings.Raw `json:"findings"`
	// Record is read apart (record): what the next look compares with
	// must never cost this one.
	Record string   `json:"record"`
	Links  []string `json:"links"` // every link's resolved href, with Request.Links
	DOM    struct {
		HTML     string `json:"html"`
		Elements int    `json:"elements"`
		Complete bool   `json:"complete"`
	} `json:"dom"`
	sourceTime time.Duration // resolveSources, after the read
	// measure is the findings pass compiled for this document
	// (trial.Compile), for the trial; "" once released.
	measure proto.RuntimeRemoteObjectID

	// rec is Record decoded, when the capture had a look before it to
	// compare with; changedPaths are its elements that changed since, and
	// changedOrigins their raw sources, named with the findings'.
	rec            *contract.Record
	changedPaths   []string
	changedOrigins []*source.Raw
}

// sourceOptions are source.js's options.
func sourceOptions(so snapshotOptions) map[string]any {
	return map[string]any{"framework": source.FrameworkFrame.String(), "astro": so.astro}
}

// domSerializeBudget stops the in-page serializer well past the Go cap, so a
// huge page costs bounded time and memory but the marker can still say how
// much there was.
const domSerializeBudget = 1_000_000

// snapshotWith also resolves a scope and measures findings, as so says.
func snapshotWith(page *rod.Page, so snapshotOptions) (*snapshotResult, error) {
	opts := map[string]any{
		"root": so.root,
		"limits": map[string]any{
			"textChars": contract.Limits.TextNodeChars,
			"attrChars": contract.Limits.AttributeChars,
			"marker":    contract.TruncatedMarker,
			"maxChars":  domSerializeBudget,
			"root":      so.root,
		},
		"findings": so.findings,
		"causes":   !so.noCauses,
		"source":   nil,
		"record":   map[string]any{"root": so.root, "max": changes.MaxElements, "devWidgets": findings.DevWidgetSelector, "fullPage": so.fullPage},
		"links":    0,
	}
	if so.links {
		opts["links"] = maxLinks
	}
	if so.findings != nil && !so.noSources {
		opts["source"] = sourceOptions(so)
	}
	measure, err := trial.Compile(page)
	if err != nil {
		return nil, err
	}
	res, err := proto.RuntimeCallFunctionOn{FunctionDeclaration: snapshotCall, ObjectID: measure, ReturnByValue: true,
		Arguments: []*proto.RuntimeCallArgument{{ObjectID: measure}, {Value: gson.New(opts)}}}.Call(page)
	if err != nil {
		trial.Release(page, measure)
		return nil, err
	}
	if res.ExceptionDetails != nil {
		trial.Release(page, measure)
		return nil, fmt.Errorf("sanitizer threw: %s", res.ExceptionDetails.Text)
	}
	out := snapshotResult{measure: measure}
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &out); err != nil {
		trial.Release(page, measure)
		return nil, err
	}
	return &out, nil
}

// snapshotCall runs snapshot.js with the findings pass trial.Compile made.
var snapshotCall = fmt.Sprintf("function (pass, opts) { return (%s)(%s, %s, pass.measure, %s, %s, %s, opts); }",
	snapshotJS, sanitizeJS, ScopeJS, findings.CauseJS, source.JS, changes.JS)

// capDOM enforces the hard DOM budget. The cut lands after a complete tag
// where possible and is marked in-band, because a model that does not know
// the tree is partial concludes elements do not exist.
func capDOM(html string, limit int, complete bool) (string, bool) {
	r := []rune(html)
	if len(r) <= limit && complete {
		return html, false
	}
	original := fmt.Sprint(len(r))
	if !complete {
		original = "more than " + original
	}
	marker := fmt.Sprintf("<!-- VibeLens: DOM truncated at %%d characters (original %s). -->", original)
	// A limit smaller than the marker keeps nothing but the marker.
	keep := min(max(limit-len(fmt.Sprintf(marker, limit)), 0), len(r))
	cut := string(r[:keep])
	// Back up to the last complete tag unless that throws away more than
	// half (byte offsets on both sides: CJK text is three bytes a rune).
	if i := strings.LastIndexByte(cut, '>'); i > len(cut)/2 {
		cut = cut[:i+1]
	}
	return cut + fmt.Sprintf(marker, len([]rune(cut))), true
}

// snapshot reads the DOM, the scope and the findings in one evaluation,
// then starts naming sources while the screenshot is taken.
func (r *Capture) snapshot() error {
	t0 := time.Now()
	defer func() { r.timing.DOM += time.Since(t0).Milliseconds() }()
	// Naming goes on after this stage, on the same page: it ends with the
	// capture or with the document, whichever comes first.
	page, _ := r.pageOf(r.doc)
	obs := r.c.Observe()
	r.hyd = findings.FindHydration(hydrationTexts(obs.Console, obs.Errors))
	so := snapshotRequest(r.job, r.hyd)
	if so.findings != nil && r.a11yResult != nil {
		so.findings.Given = a11y.Given(r.a11yResult.raw)
	}
	// web-vitals is read beside Astro's sources, both in the observer's
	// world: one round trip's wait for the two.
	vitalsRead := r.readVitals(page)
	if so.findings != nil && !so.noSources {
		so.astro = settle.AstroSources(page, r.c.ObserverWorld())
	}
	vitalsRead()
	if so.findings != nil {
		so.findings.Given = append(so.findings.Given, vitals.Given(r.vitals)...)
	}
	snap, err := snapshotWith(page, so)
	if err != nil {
		return fmt.Errorf("read the DOM: %w", err)
	}
	r.snap = snap
	// Console messages sent during the read are in, and a hydration error
	// that landed meanwhile is located; sources are named through the dev
	// server's maps while the screenshot is taken.
	r.c.Flush(page, r.c.ObserverWorld())
	lateHydration(page, r.c.Observe(), r.hyd, snap)
	r.changedOrigins(page, so, snap)
	r.names = startNaming(page, r.c.ObserverWorld(), r.job.Sources, r.c.Observe(), r.c.ScriptsSeen(), snap)
	r.theme()
	if snap.Scope != nil && snap.Scope.Missing {
		return scopeError(r.job.Request.Selector, snap.Scope)
	}
	if snap.Scope != nil {
		info, clip := scopeClip(r.job.Request.Selector, snap.Scope)
		r.scope, r.region = &info, clip
	}
	return nil
}

// readVitals starts reading web-vitals' figures as they stand, just
// before the DOM read: the shifts and paints up to the render the capture
// returns. The func it returns waits for the read (Timings.Vitals is that
// wait). A page without the observer's world, or a read that fails, has
// none.
func (r *Capture) readVitals(page *rod.Page) (wait func()) {
	r.vitals = nil
	if r.job.Skip.Vitals || r.c.ObserverWorld() == 0 {
		return func() {}
	}
	done := make(chan *vitals.Raw, 1)
	go func() {
		raw, err := vitals.Read(r.work, page, r.c.ObserverWorld())
		if err != nil {
			raw = nil
		}
		done <- raw
	}()
	return func() {
		t0 := time.Now()
		r.vitals = <-done
		r.timing.Vitals += time.Since(t0).Milliseconds()
	}
}

// snapshotRequest says what the one in-page evaluation computes.
func snapshotRequest(job Job, hyd *findings.Hydration) snapshotOptions {
	req, skip, vp := job.Request, job.Skip, job.Viewport
	so := snapshotOptions{root: req.Selector, noSources: skip.Sources, noCauses: skip.Causes, fullPage: req.FullPage, links: req.Links}
	if !skip.Findings {
		so.findings = &findings.Opts{Touch: vp.Touch, Root: req.Selector, BudgetMs: int(job.FindingsBudget.Milliseconds()),
			MaxElements: contract.Limits.FindingsElements, PerKind: 2 * contract.Limits.FindingsPerKind, DevWidgets: findings.DevWidgetSelector}
		if hyd != nil {
			so.findings.Hydration = hyd.Hint
		}
	}
	return so
}
