package trial

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/ysmood/gson"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
)

//go:embed js/trial.js
var script string

// call runs trial.js with the findings pass the DOM read compiled for
// the document: compiling findings.js again was most of a trial's cost
// (ADR 0027). The trials come as arguments.
var call = "function (pass, trials, opts) { return (" + script + ")(pass.measure, trials, opts); }"

// Options are what a trial takes from the look: where its script runs,
// the findings pass's own options, and its bounds.
type Options struct {
	// Measure is the findings pass as the DOM read compiled it in the
	// page's world (Compile's handle, which the page cannot see): the
	// trial runs there, with it. "" tries nothing.
	Measure    proto.RuntimeRemoteObjectID
	Touch      bool   // the viewport's, as the findings pass had it
	DevWidgets string // not the app, never measured
	Budget     time.Duration
	Max        int // causes tried at most; the rest stay unverified
}

// one is a trial as trial.js takes it.
type one struct {
	Kind     string `json:"kind"`
	Selector string `json:"selector"`
	Carrier  string `json:"carrier"`
	Decls    []Decl `json:"decls"`
}

// answer is trial.js's word on one.
type answer struct {
	State string `json:"state"`
	Note  string `json:"note"`
}

// Try tries the fix of every cause in fs, up to opts.Max, on the live page
// and writes each cause's Trial and Measured; a cause it does not try is
// left as it is. A refuted cause's fix is replaced by saying no single
// declaration was found. It returns the script's own time.
func Try(page *rod.Page, fs []contract.Finding, opts Options) (time.Duration, error) {
	var ts []one
	var at []int
	for i, f := range fs {
		if f.Cause == nil || f.Cause.Property == "" || f.Selector == "" || len(ts) >= opts.Max {
			continue
		}
		ts = append(ts, one{Kind: f.Kind, Selector: f.Selector, Carrier: f.Cause.Element, Decls: Fix(f.Cause)})
		at = append(at, i)
	}
	if len(ts) == 0 {
		return 0, nil
	}
	if opts.Measure == "" {
		return 0, nil // no pass to measure with: the causes stay unverified
	}
	o := map[string]any{"budgetMs": opts.Budget.Milliseconds(), "touch": opts.Touch, "devWidgets": opts.DevWidgets}
	res, err := proto.RuntimeCallFunctionOn{FunctionDeclaration: call, ObjectID: opts.Measure, ReturnByValue: true,
		Arguments: []*proto.RuntimeCallArgument{{ObjectID: opts.Measure}, {Value: gson.New(ts)}, {Value: gson.New(o)}}}.Call(page)
	if err != nil {
		return 0, fmt.Errorf("try causes: %w", err)
	}
	if res.ExceptionDetails != nil {
		return 0, fmt.Errorf("try causes: %s", res.ExceptionDetails.Text)
	}
	var out struct {
		Results []answer `json:"results"`
		Ms      float64  `json:"ms"`
	}
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &out); err != nil {
		return 0, fmt.Errorf("try causes: %w", err)
	}
	for k, a := range out.Results {
		if k < len(at) {
			judge(fs[at[k]].Cause, a)
		}
	}
	fit(fs)
	return time.Duration(out.Ms * float64(time.Millisecond)), nil
}

// judge writes a trial's answer on its cause.
func judge(c *contract.Cause, a answer) {
	switch a.State {
	case contract.TrialVerified, contract.TrialRefuted:
		c.Trial = a.State
	default:
		c.Trial = contract.TrialUnverified
	}
	c.Measured = strings.Join(strings.Fields(a.Note), " ")
	if c.Trial == contract.TrialRefuted {
		c.Fix = "no single declaration found: this fix did not remove it"
	}
}

// fit keeps what the trials added inside the budgets the findings were
// cut to: the state's room is kept for every cause (findings.Assemble
// marks them unverified before it counts), a note only where it fits the
// cause's MaxCauseBytes and what is left of the findings' FindingsChars,
// first come first served.
func fit(fs []contract.Finding) {
	notes := make([]string, len(fs))
	total := 0
	for i := range fs {
		if c := fs[i].Cause; c != nil {
			notes[i], c.Measured = c.Measured, ""
		}
		total += size(fs[i])
	}
	for i, m := range notes {
		c := fs[i].Cause
		if m == "" {
			continue
		}
		room := min(contract.MaxCauseBytes-size(c), contract.Limits.FindingsChars-total) - len(`,"measured":""`)
		if room < 24 {
			continue
		}
		was := size(fs[i])
		c.Measured = clipBytes(m, room)
		total += size(fs[i]) - was
	}
}

// size is v's JSON length, as the budgets count it.
func size(v any) int { b, _ := json.Marshal(v); return len(b) }

// clipBytes cuts s to at most n bytes of JSON, on a rune boundary, with
// an ellipsis.
func clipBytes(s string, n int) string {
	if b, _ := json.Marshal(s); len(b)-2 <= n {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if b, _ := json.Marshal(string(r) + "…"); len(b)-2 <= n {
			return string(r) + "…"
		}
	}
	return ""
}

// Compile compiles findings.js once for the page's current document, in
// the page's own world where the DOM read runs, and returns a handle on
// an object whose measure is the function. The DOM read measures with it
// and the trial after the screenshot calls the same compiled pass (its
// bytecode and warmed-up code) instead of compiling 90 KB again. The
// handle is the protocol's, not a global: the page's scripts cannot reach
// it. It lives until Release or the end of the document. (A handle on the
// function itself would come back with its whole source as the
// description: 90 KB more on the wire, about 4 ms.)
func Compile(page *rod.Page) (proto.RuntimeRemoteObjectID, error) {
	res, err := proto.RuntimeEvaluate{Expression: "({ measure: " + findings.JS + " })", ObjectGroup: "vibelens-measure"}.Call(page)
	if err != nil {
		return "", err
	}
	if res.ExceptionDetails != nil {
		return "", fmt.Errorf("findings pass threw: %s", res.ExceptionDetails.Text)
	}
	return res.Result.ObjectID, nil
}

// Release lets the page collect a handle Compile returned; a document
// that ended took it with it.
func Release(page *rod.Page, id proto.RuntimeRemoteObjectID) {
	if id != "" {
		_ = proto.RuntimeReleaseObject{ObjectID: id}.Call(page)
	}
}
