package a11y

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

//go:generate go run ../../internal/vendorjs -package axe-core -version 4.14.1 -file axe.min.js -out axe

var (
	//go:embed axe/axe.min.js
	axeJS string
	//go:embed axe/VERSION
	versionFile string
	//go:embed js/run.js
	runJS string
	//go:embed js/nontext.js
	nonTextJS string
)

// Version is the vendored axe-core's version.
func Version() string {
	first, _, _ := strings.Cut(versionFile, "\n")
	return strings.TrimPrefix(first, "axe-core ")
}

// Loader is the script a tab installs in the settle observer's world for
// every document. It only defines vibelensAxe, which evaluates axe-core on
// its first call: a document that is never checked pays for parsing it,
// not for running it, and Chromium's code cache makes that parse cheap
// after the first document of a renderer.
func Loader() string {
	return "globalThis.vibelensAxe=(()=>{let a;return()=>a||(a=(function(){" + axeJS + "\n;return globalThis.axe}).call(globalThis))})();"
}

// Warm is what a prepared tab evaluates to have axe-core compiled before
// a capture needs it: evaluating it, not running any rule (a page that has
// run rules is not reused for the next site's document).
const Warm = "vibelensAxe(),0"

// Options say what one pass checks.
type Options struct {
	Root    string   // an element-scoped capture's selector, or ""
	Exclude []string // selectors of what is not the app (dev widgets)
	// TargetSize adds axe's target-size rule (WCAG 2.5.8), which axe
	// leaves off by default. VibeLens keeps its own rule (ADR 0017).
	TargetSize bool
	// NonText adds VibeLens's own rule for WCAG 2.2 SC 1.4.11 non-text
	// contrast (NonTextRule), which axe-core does not have.
	NonText bool
}

// maxNodes is how many elements one rule reports at most: findings groups
// them by template, and a page with hundreds is reported as a count.
const maxNodes = 80

// Raw is what one pass returns, as run.js reports it.
type Raw struct {
	Violations    []Violation `json:"violations"`
	NeedsReview   int         `json:"needsReview"` // rules axe could not decide (incomplete)
	Ran           []string    `json:"ran"`         // the rules that finished, in the order run
	Ms            float64     `json:"ms"`
	LoadMs        float64     `json:"loadMs"`        // evaluating axe-core, the first time in the document
	ChangesBefore int         `json:"changesBefore"` // the settle observer's count when the pass began
	ChangesAfter  int         `json:"changesAfter"`  // and when it ended, scroll restored
	Runs          int         `json:"runs"`          // axe-core runs: one when the first two steps were folded (FoldBelow)
}

// Violation is one rule that failed, with the elements that fail it.
type Violation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Tags   []string `json:"tags"` // the WCAG criteria, as axe tags them (wcag143)
	Help   string   `json:"help"`
	Nodes  []Node   `json:"nodes"`
	Total  int      `json:"total"`
}

// Node is one failing element.
type Node struct {
	Target  []string        `json:"target"` // selectors, one per shadow root on the way
	Impact  string          `json:"impact"`
	Tag     string          `json:"tag"`
	Type    string          `json:"type"` // an input's type or an element's role
	Text    string          `json:"text"` // its visible text, shortened
	Icon    bool            `json:"icon"` // it holds an icon (svg, img, an icon font)
	Code    bool            `json:"code"` // it is inside a code block (<pre>)
	Data    json.RawMessage `json:"data"` // the failing check's data: colours and ratios for contrast
	Summary string          `json:"summary"`
}

// FoldBelow is the size of page whose first two steps run in one axe
// run. Each run builds axe-core's flat tree and caches for the whole
// page: one run of all the rules took 83-113 ms on Docusaurus' /blog
// (460 elements) where the two took 91-169, and the pass's own time fell
// 20-35% on three corpus apps (ADR 0017's addendum of 2026-12-07). A
// pass costs about 0.3 ms of the page's time per element on this
// machine, so a page this size ends far inside the 500 ms budget, and
// the split's reason, a cut that keeps the first step, does not arise; a
// bigger page keeps it.
const FoldBelow = 800

// Steps are the rules of one pass in the order they run, a yield to the
// page between two steps: everything but color-contrast in one axe run
// (one flat tree for thirty rules), then color-contrast, which costs most
// on a big page (ADR 0017), then VibeLens's non-text rule. A pass cut off
// keeps what its finished steps found and names the rules of the rest.
// On a page of at most FoldBelow elements the first two run as one
// (js/run.js).
func Steps(o Options) [][]string {
	var rest []string
	for _, id := range RuleIDs(o.TargetSize) {
		if id != "color-contrast" {
			rest = append(rest, id)
		}
	}
	steps := [][]string{rest, {"color-contrast"}}
	if o.NonText {
		steps = append(steps, []string{NonTextRule})
	}
	return steps
}

// NotRun are the rules of steps that raw did not finish, in the order
// they would have run; every rule when raw is nil.
func NotRun(o Options, raw *Raw) []string {
	var out []string
	for _, step := range Steps(o) {
		for _, id := range step {
			if raw == nil || !slices.Contains(raw.Ran, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// passes numbers the passes, so a read of a cut-off pass's progress never
// returns another pass's.
var passes atomic.Int64

// Pass is one accessibility pass started in a document: ID names its
// progress in the page for Progress.
type Pass struct{ ID int64 }

// NewPass numbers a pass.
func NewPass() Pass { return Pass{ID: passes.Add(1)} }

// Run runs the pass in world, the settle observer's world of the current
// document, which holds the loader. ctx bounds it: a pass cut off by ctx
// returns ctx's error, and the caller stops the script (Stop) and reads
// what its finished steps found (Progress).
func (p Pass) Run(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, o Options) (*Raw, error) {
	if world == 0 {
		return nil, fmt.Errorf("no observer world in this document")
	}
	opts := map[string]any{"id": p.ID, "steps": Steps(o), "nonTextRule": NonTextRule, "root": o.Root, "exclude": o.Exclude, "maxNodes": maxNodes, "fold": FoldBelow}
	arg, _ := json.Marshal(opts)
	return evaluate(ctx, page, world, "("+runJS+")("+string(arg)+", "+nonTextJS+")", true)
}

// Progress ends pass p at its next step and returns what its finished
// steps found, with Ran naming them; nil when the document holds no
// progress of p (a new document, or a pass that never began).
func (p Pass) Progress(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID) (*Raw, error) {
	expr := fmt.Sprintf(`(() => {
  const s = globalThis.vibelensA11y;
  if (!s || s.id !== %d) return null;
  s.stop = true;
  return { violations: s.violations, needsReview: s.needsReview, ran: s.ran, loadMs: s.loadMs, changesBefore: s.changesBefore,
    changesAfter: globalThis.vibelensEvery ? vibelensEvery().changes : -1 };
})()`, p.ID)
	return evaluate(ctx, page, world, expr, false)
}

// progressWait bounds reading a cut-off pass's finished steps.
const progressWait = 300 * time.Millisecond

// AfterCut reads what a cut-off pass's finished steps found, once it has
// been stopped (Stop). A step that began between the stop and the read
// holds the thread: with mayStop it is stopped too, and read again.
func (p Pass) AfterCut(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, mayStop bool) *Raw {
	for try := 0; try < 2; try++ {
		c, cancel := context.WithTimeout(ctx, progressWait)
		raw, err := p.Progress(c, page, world)
		cancel()
		if err == nil {
			return raw
		}
		if !mayStop {
			break
		}
		Stop(page, world)
	}
	return nil
}

func evaluate(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, expr string, await bool) (*Raw, error) {
	res, err := proto.RuntimeEvaluate{Expression: expr, ContextID: world, AwaitPromise: await, ReturnByValue: true}.Call(page.Context(ctx))
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		msg := res.ExceptionDetails.Text
		if e := res.ExceptionDetails.Exception; e != nil && e.Description != "" {
			msg = e.Description
		}
		return nil, fmt.Errorf("axe-core: %s", firstLine(msg))
	}
	if res.Result.Value.Nil() {
		return nil, nil
	}
	var raw Raw
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &raw); err != nil {
		return nil, fmt.Errorf("axe-core's result: %w", err)
	}
	return &raw, nil
}

// Stop ends the script running in the page now: a pass cut off by its
// deadline must not hold the page's main thread from the stages after.
// Chromium ends the next script instead when none is running, so an empty
// one follows in world to take that end if the pass had already finished.
func Stop(page *rod.Page, world proto.RuntimeExecutionContextID) {
	_ = proto.RuntimeTerminateExecution{}.Call(page)
	_, _ = proto.RuntimeEvaluate{Expression: "0", ContextID: world}.Call(page)
}

func firstLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
}
