package steps

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/browser/settle"
)

//go:embed js/steps.js
var stepsJS string

// runner runs steps in one page.
type runner struct {
	page    *rod.Page // under the capture's after-load deadline
	c       *collect.Collector
	capture *render.Capture
	mods    int // modifier keys held down, as CDP's bit mask
	// quiet: the page was just found settled (two frames with no change,
	// the network quiet), so the next step's first look need not wait a
	// frame to see whether its element moves, unless something animates.
	quiet bool
}

// probe is what steps.js answers.
type probe struct {
	State    string         `json:"state"`
	Detail   string         `json:"detail"`
	What     string         `json:"what"`
	Matches  int            `json:"matches"`
	Near     []string       `json:"near"`
	Cover    string         `json:"cover"`
	X        float64        `json:"x"`
	Y        float64        `json:"y"`
	Box      *contract.Rect `json:"box"`
	Options  []string       `json:"options"`
	Already  bool           `json:"already"`
	Done     bool           `json:"done"`
	Checked  bool           `json:"checked"`
	Value    *string        `json:"value"`
	URL      string         `json:"url"`
	ScrollY  int            `json:"scrollY"`
	Viewport *struct {
		Width  int `json:"width"`
		Height int `json:"height"`
	} `json:"viewport"`
}

// eval runs one steps.js operation in the settle observer's isolated
// world (the page cannot see or wrap it), or in a fresh one when the
// document has none yet.
func (r *runner) eval(ctx context.Context, op, sel string, arg any) (probe, error) {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	p := r.page.Context(ctx)
	world := r.c.ObserverWorld()
	if world == 0 {
		w, err := proto.PageCreateIsolatedWorld{FrameID: p.FrameID, WorldName: "vibelens-steps"}.Call(p)
		if err != nil {
			return probe{}, err
		}
		world = w.ExecutionContextID
	}
	args, _ := json.Marshal([]any{op, sel, arg, r.quiet})
	expr := fmt.Sprintf("((f, a) => f(a[0], a[1], a[2], %s, a[3]))(%s, %s)", render.ScopeJS, stepsJS, args)
	res, err := proto.RuntimeEvaluate{Expression: expr, ContextID: world, AwaitPromise: true, ReturnByValue: true}.Call(p)
	if err != nil {
		return probe{}, err
	}
	if res.ExceptionDetails != nil {
		text := res.ExceptionDetails.Text
		if e := res.ExceptionDetails.Exception; e != nil && e.Description != "" {
			text = e.Description
		}
		return probe{}, fmt.Errorf("steps.js: %s", firstLine(text))
	}
	var out probe
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &out); err != nil {
		return probe{}, err
	}
	return out, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return contract.Clip(s, 200)
}

// url is the page's current address, or "" when it cannot be read.
func (r *runner) url(ctx context.Context) string {
	p, err := r.eval(ctx, "url", "", nil)
	if err != nil {
		return ""
	}
	return p.URL
}

// permanent states do not change by waiting.
var permanent = map[string]bool{contract.StepInvalidSelector: true, contract.StepNotEditable: true, contract.StepNoOption: true, contract.StepNotFocusable: true}

// actionable waits up to limit for sel to be ready for op, as a user
// would wait for it: present, visible, and for the pointer still and on
// top. It returns the last answer.
func (r *runner) actionable(ctx context.Context, op, sel string, arg any, limit time.Duration) probe {
	deadline := time.Now().Add(limit)
	var last probe
	defer func() { r.quiet = false }() // the step acts on the page next
	for {
		p, err := r.eval(ctx, op, sel, arg)
		r.quiet = false // a second look waits for its frame
		if err == nil {
			last = p
			if p.State == contract.StepOK || permanent[p.State] {
				return p
			}
		} else if last.State == "" {
			// The document was replaced under the evaluation: try again.
			last = probe{State: contract.StepFailed, Detail: err.Error()}
		}
		if ctx.Err() != nil || time.Now().After(deadline) {
			return last
		}
		select {
		case <-ctx.Done():
		case <-time.After(40 * time.Millisecond):
		}
	}
}

// settle waits after a step, as after the load: until the network and the
// DOM are quiet and two frames painted (or the cap), then for transitions
// the step started, so the capture shows where a menu slid to. It leaves
// the capture's settle report as the load's. Between steps (last false)
// the DOM need not stay quiet for the load's window first: two frames
// with no change between them cover what a framework renders in answer
// to input (synchronously, in a microtask or in the next frame), the
// network rule covers what it fetches, and the next step waits for its
// own element anyway. The last step's wait is the capture's, and keeps
// the load's window.
func (r *runner) settle(ctx context.Context, last bool) {
	rules := settle.RulesFromLimits()
	rules.LoadQuiet = 0
	if !last {
		rules.DOMQuiet = 0
	}
	rep := settle.Wait(ctx, r.page, r.c, rules, func() bool { return r.capture.Blocked() != "" })
	_, _ = r.eval(ctx, "animations", "", stepAnimations.Milliseconds())
	r.quiet = !rep.CapHit
}
