package browser

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"
)

//go:embed js/steps.js
var stepsJS string

// Step is one action interact_localhost_ui runs after the page settles.
// Value is a key name (press), text (fill), an option's value or label
// (select), pixels (scroll) or milliseconds (wait, waitFor).
type Step struct {
	Action   string `json:"action"`
	Selector string `json:"selector,omitempty"`
	Value    string `json:"value,omitempty"`
}

// Step actions.
const (
	ActionClick   = "click"
	ActionHover   = "hover"
	ActionFocus   = "focus"
	ActionFill    = "fill"
	ActionSelect  = "select"
	ActionCheck   = "check"
	ActionPress   = "press"
	ActionScroll  = "scroll"
	ActionWaitFor = "waitFor"
	ActionWait    = "wait"
)

// StepActions lists the actions in the order the tool documents them.
var StepActions = []string{ActionClick, ActionHover, ActionFocus, ActionFill, ActionSelect, ActionCheck, ActionPress, ActionScroll, ActionWaitFor, ActionWait}

// Step limits. They bound what a model can make a call wait for: every
// element gets StepActionable to become usable, a wait or waitFor at most
// MaxStepWait, and all of them together at most MaxStepsWait.
const (
	MaxSteps       = 10
	MaxStepValue   = 2000 // characters of a step's value (fill text)
	StepActionable = 2 * time.Second
	MaxStepWait    = 5 * time.Second
	MaxStepsWait   = 15 * time.Second
	// stepAnimations bounds the wait for transitions a step started.
	stepAnimations = time.Second
)

// Step statuses. Every status but ok and skipped stops the sequence.
const (
	StepOK              = "ok"
	StepSkipped         = "skipped"   // an earlier step failed
	StepNotFound        = "not-found" // nothing matches; near lists ids and classes that exist
	StepInvalidSelector = "invalid-selector"
	StepNotVisible      = "not-visible"
	StepOffScreen       = "off-screen" // laid out outside the viewport, even after scrolling
	StepMoving          = "moving"     // its box kept changing (an animation that does not end)
	StepCovered         = "covered"    // another element takes the pointer at its centre; coveredBy names it
	StepDisabled        = "disabled"
	StepNotEditable     = "not-editable"
	StepNotFocusable    = "not-focusable"
	StepNoOption        = "no-option"
	StepUnchanged       = "unchanged" // check clicked, and the box stayed as it was
	StepBlocked         = "blocked"   // it navigated to an address the network policy refuses
	StepFailed          = "failed"    // the browser refused the input, or the page stopped answering
)

// StepReport says what one step did and what it caused: the console
// messages, uncaught errors, failed requests, dialogs and popups that
// appeared between its start and the end of the settle that followed it.
// A message identical to an earlier one is listed once, where it first
// appeared, as in the capture's own lists.
type StepReport struct {
	Step        int      `json:"step"` // 1-based
	Action      string   `json:"action"`
	Selector    string   `json:"selector,omitempty"`
	Status      string   `json:"status"`
	Detail      string   `json:"detail,omitempty"`
	Element     string   `json:"element,omitempty"` // what was acted on, as tag#id.class
	Matches     int      `json:"matches,omitempty"` // set when the selector matches more than one: the first was used
	Near        []string `json:"near,omitempty"`
	CoveredBy   string   `json:"coveredBy,omitempty"`
	NavigatedTo string   `json:"navigatedTo,omitempty"`
	Ms          int64    `json:"ms"`

	ConsoleLogs        []ConsoleEntry  `json:"consoleLogs,omitempty"`
	UncaughtPageErrors []PageError     `json:"uncaughtPageErrors,omitempty"`
	FailedRequests     []FailedRequest `json:"failedRequests,omitempty"`
	Dialogs            []Dialog        `json:"dialogs,omitempty"`
	Popups             []string        `json:"popups,omitempty"`

	from, to mark // the collector's lists around the step
}

// mark is the length of the collector's lists at a step boundary. The
// lists only grow, so what a step caused is what lies between two marks.
type mark struct{ console, errors, failed, dialogs, popups int }

func (c *collector) mark() mark {
	c.mu.Lock()
	defer c.mu.Unlock()
	return mark{len(c.console), len(c.errors), len(c.failed), len(c.dialogs), len(c.popups)}
}

func (c *collector) docGen() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.doc.gen
}

// takeBlocked returns the hop the guard refused, if any, and forgets it: a
// navigation a step caused is reported by that step, and the capture of
// the page it stayed on goes ahead.
func (g *navGuard) takeBlocked() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	b := g.blocked
	g.blocked = ""
	return b
}

// staying reports whether a refused hop keeps the current page.
func (g *navGuard) staying() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.stay
}

func (g *navGuard) setStay(stay bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.stay = stay
}

// Interact runs req.Steps after the page settles, settles again and
// captures the state they reached: one render, as Capture, plus a report
// per step. A step that fails stops the sequence; the capture is still
// taken.
func (m *Manager) Interact(ctx context.Context, req Request) (*Result, error) {
	if err := CheckSteps(req.Steps); err != nil {
		return nil, err
	}
	res, err := m.Capture(ctx, req)
	if err != nil {
		return nil, err
	}
	res.fillSteps()
	return res, nil
}

// CheckSteps rejects steps that cannot run, before any browser work.
func CheckSteps(steps []Step) error {
	bad := func(i int, format string, args ...any) error {
		return &Error{Code: CodeInvalidArguments, Problem: fmt.Sprintf("steps[%d]: ", i) + fmt.Sprintf(format, args...),
			NextStep: "Fix that step and call again. Actions: " + strings.Join(StepActions, ", ") +
				"; click, hover, focus, fill, select, check and waitFor need a selector; press needs a key name, wait milliseconds."}
	}
	if len(steps) == 0 || len(steps) > MaxSteps {
		return &Error{Code: CodeInvalidArguments, Problem: fmt.Sprintf("steps has %d entries; 1 to %d are allowed", len(steps), MaxSteps),
			NextStep: "Pass the actions that open the state to look at, at most " + strconv.Itoa(MaxSteps) + "; use inspect_localhost_ui for the page as it loads."}
	}
	var waited time.Duration
	for i, s := range steps {
		if len(s.Selector) > MaxSelector {
			return bad(i, "selector is %d characters; the limit is %d", len(s.Selector), MaxSelector)
		}
		if len(s.Value) > MaxStepValue {
			return bad(i, "value is %d characters; the limit is %d", len(s.Value), MaxStepValue)
		}
		switch s.Action {
		case ActionClick, ActionHover, ActionFocus, ActionFill, ActionSelect, ActionCheck, ActionWaitFor:
			if s.Selector == "" {
				return bad(i, "%s needs a selector", s.Action)
			}
		case ActionPress:
			if _, err := parseKeys(s.Value); err != nil {
				return bad(i, "%v", err)
			}
		case ActionScroll:
			if s.Selector == "" && s.Value == "" {
				return bad(i, "scroll needs a selector to scroll to, or a value in pixels")
			}
		case ActionWait:
		default:
			return bad(i, "unknown action %q", clip(s.Action, 40))
		}
		switch s.Action {
		case ActionSelect:
			if s.Value == "" {
				return bad(i, "select needs a value: the option's value or label")
			}
		case ActionCheck:
			if _, err := checkValue(s.Value); err != nil {
				return bad(i, "%v", err)
			}
		case ActionScroll:
			if s.Value != "" {
				if _, err := strconv.Atoi(s.Value); err != nil {
					return bad(i, "scroll value %q is not a whole number of pixels", clip(s.Value, 40))
				}
			}
		case ActionWait, ActionWaitFor:
			d, err := stepWait(s)
			if err != nil {
				return bad(i, "%v", err)
			}
			waited += d
		}
	}
	if waited > MaxStepsWait {
		return &Error{Code: CodeInvalidArguments, Problem: fmt.Sprintf("wait and waitFor steps add up to %d ms; the limit is %d", waited.Milliseconds(), MaxStepsWait.Milliseconds()),
			NextStep: "Use waitFor with the element the page shows when it is ready instead of long waits."}
	}
	return nil
}

// stepWait is how long a wait sleeps or a waitFor waits at most.
func stepWait(s Step) (time.Duration, error) {
	if s.Value == "" {
		if s.Action == ActionWait {
			return 0, fmt.Errorf("wait needs a value in milliseconds, at most %d", MaxStepWait.Milliseconds())
		}
		return MaxStepWait, nil
	}
	ms, err := strconv.Atoi(s.Value)
	if err != nil || ms < 0 || time.Duration(ms)*time.Millisecond > MaxStepWait {
		return 0, fmt.Errorf("%s value %q must be milliseconds from 0 to %d", s.Action, clip(s.Value, 40), MaxStepWait.Milliseconds())
	}
	return time.Duration(ms) * time.Millisecond, nil
}

// checkValue is the state check asks for: checked unless value says false.
func checkValue(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "", "true", "on", "checked":
		return true, nil
	case "false", "off", "unchecked":
		return false, nil
	}
	return false, fmt.Errorf("check value %q must be true (the default) or false", clip(v, 40))
}

// stepsAllowance is the time steps may add to the capture's deadline:
// each its own waits, the wait for its element and the settle after it.
func stepsAllowance(steps []Step) time.Duration {
	var d time.Duration
	for _, s := range steps {
		d += Limits.SettleCap + stepAnimations
		switch s.Action {
		case ActionWait, ActionWaitFor: // their own wait instead of the element's
			w, _ := stepWait(s)
			d += w
		default:
			d += StepActionable
		}
	}
	return d
}

// fillSteps copies into each step report the entries of the result's lists
// that the step caused. The result's lists are the collector's, in order,
// so the marks index them; they are read after the sources were named.
func (r *Result) fillSteps() {
	for i := range r.Steps {
		s := &r.Steps[i]
		s.ConsoleLogs = span(r.ConsoleLogs, s.from.console, s.to.console)
		s.UncaughtPageErrors = span(r.UncaughtPageErrors, s.from.errors, s.to.errors)
		s.FailedRequests = span(r.FailedRequests, s.from.failed, s.to.failed)
		s.Dialogs = span(r.Summary.Dialogs, s.from.dialogs, s.to.dialogs)
		s.Popups = span(r.Summary.Popups, s.from.popups, s.to.popups)
	}
}

func span[T any](list []T, from, to int) []T {
	to = min(to, len(list))
	if from >= to {
		return nil
	}
	return append([]T(nil), list[from:to]...)
}

// runSteps is the interaction stage of a capture: after the page settled,
// it runs each step and settles again after it, then waits the capture's
// delay, so what a step set off late (a timer's navigation, an error a
// second later) is still the last step's. It returns an error only when
// the deadline ends it; a step that fails stops the rest, which are
// reported as skipped.
func runSteps(work context.Context, page *rod.Page, c *collector, nav *navGuard, steps []Step, delay time.Duration) ([]StepReport, error) {
	if len(steps) == 0 {
		return nil, nil
	}
	page = page.Context(work)
	r := &stepRunner{page: page, c: c, nav: nav}
	nav.setStay(true)
	defer nav.setStay(false)
	flushConsole(page, c.settleWorld()) // what the load logged is not step 1's
	reports := make([]StepReport, len(steps))
	var last *StepReport
	var lastGen int
	var lastURL string
	for i, s := range steps {
		rep := &reports[i]
		*rep = StepReport{Step: i + 1, Action: s.Action, Selector: s.Selector}
		if last != nil && last.Status != StepOK {
			rep.Status = StepSkipped
			continue
		}
		start := time.Now()
		rep.from = c.mark()
		gen, before := c.docGen(), r.url(work)
		r.run(work, s, rep)
		if rep.Status == StepOK || rep.Status == StepUnchanged {
			r.settle(work)
		}
		r.finish(work, rep, gen, before)
		rep.Ms = time.Since(start).Milliseconds()
		if work.Err() != nil {
			return reports, work.Err()
		}
		last, lastGen, lastURL = rep, gen, before
	}
	if delay > 0 {
		select {
		case <-time.After(delay):
		case <-work.Done():
			return reports, work.Err()
		}
		if last.Status == StepOK {
			r.finish(work, last, lastGen, lastURL)
		}
	}
	return reports, nil
}

// finish closes a step's report: what the collector gathered since it
// began, a navigation the policy refused, or where it went.
func (r *stepRunner) finish(ctx context.Context, rep *StepReport, gen int, before string) {
	flushConsole(r.page, r.c.settleWorld())
	rep.to = r.c.mark()
	if hop := r.nav.takeBlocked(); hop != "" {
		rep.Status, rep.Detail = StepBlocked, "the step navigated, and the network policy refused it: "+hop
	} else if after := r.url(ctx); (after != "" && after != before) || r.c.docGen() != gen {
		rep.NavigatedTo = clip(after, 300)
	}
}

// stepRunner runs steps in one page.
type stepRunner struct {
	page *rod.Page
	c    *collector
	nav  *navGuard
	mods int // modifier keys held down, as CDP's bit mask
}

// stepProbe is what steps.js answers.
type stepProbe struct {
	State    string   `json:"state"`
	Detail   string   `json:"detail"`
	What     string   `json:"what"`
	Matches  int      `json:"matches"`
	Near     []string `json:"near"`
	Cover    string   `json:"cover"`
	X        float64  `json:"x"`
	Y        float64  `json:"y"`
	Box      *Rect    `json:"box"`
	Options  []string `json:"options"`
	Already  bool     `json:"already"`
	Done     bool     `json:"done"`
	Checked  bool     `json:"checked"`
	Value    *string  `json:"value"`
	URL      string   `json:"url"`
	ScrollY  int      `json:"scrollY"`
	Viewport *struct {
		Width  int `json:"width"`
		Height int `json:"height"`
	} `json:"viewport"`
}

// eval runs one steps.js operation in the settle observer's isolated
// world (the page cannot see or wrap it), or in a fresh one when the
// document has none yet.
func (r *stepRunner) eval(ctx context.Context, op, sel string, arg any) (stepProbe, error) {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	p := r.page.Context(ctx)
	world := r.c.settleWorld()
	if world == 0 {
		w, err := proto.PageCreateIsolatedWorld{FrameID: p.FrameID, WorldName: "vibelens-steps"}.Call(p)
		if err != nil {
			return stepProbe{}, err
		}
		world = w.ExecutionContextID
	}
	args, _ := json.Marshal([]any{op, sel, arg})
	expr := fmt.Sprintf("((f, a) => f(a[0], a[1], a[2], %s))(%s, %s)", scopeJS, stepsJS, args)
	res, err := proto.RuntimeEvaluate{Expression: expr, ContextID: world, AwaitPromise: true, ReturnByValue: true}.Call(p)
	if err != nil {
		return stepProbe{}, err
	}
	if res.ExceptionDetails != nil {
		text := res.ExceptionDetails.Text
		if e := res.ExceptionDetails.Exception; e != nil && e.Description != "" {
			text = e.Description
		}
		return stepProbe{}, fmt.Errorf("steps.js: %s", firstLine(text))
	}
	var out stepProbe
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &out); err != nil {
		return stepProbe{}, err
	}
	return out, nil
}

// url is the page's current address, or "" when it cannot be read.
func (r *stepRunner) url(ctx context.Context) string {
	p, err := r.eval(ctx, "url", "", nil)
	if err != nil {
		return ""
	}
	return p.URL
}

// permanent states do not change by waiting.
var permanent = map[string]bool{StepInvalidSelector: true, StepNotEditable: true, StepNoOption: true, StepNotFocusable: true}

// actionable waits up to limit for sel to be ready for op, as a user
// would wait for it: present, visible, and for the pointer still and on
// top. It returns the last answer.
func (r *stepRunner) actionable(ctx context.Context, op, sel string, arg any, limit time.Duration) stepProbe {
	deadline := time.Now().Add(limit)
	var last stepProbe
	for {
		p, err := r.eval(ctx, op, sel, arg)
		if err == nil {
			last = p
			if p.State == StepOK || permanent[p.State] {
				return p
			}
		} else if last.State == "" {
			// The document was replaced under the evaluation: try again.
			last = stepProbe{State: StepFailed, Detail: err.Error()}
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

// run performs one step and fills rep's status and detail.
func (r *stepRunner) run(ctx context.Context, s Step, rep *StepReport) {
	fail := func(format string, args ...any) {
		rep.Status, rep.Detail = StepFailed, fmt.Sprintf(format, args...)
	}
	var p stepProbe
	need := func(op string, arg any, limit time.Duration) bool {
		p = r.actionable(ctx, op, s.Selector, arg, limit)
		rep.Element = p.What
		if p.Matches > 1 {
			rep.Matches = p.Matches
		}
		if p.State == StepOK {
			return true
		}
		rep.Status = p.State
		rep.Detail = describe(s, p, limit)
		rep.Near, rep.CoveredBy = p.Near, p.Cover
		return false
	}
	rep.Status = StepOK
	switch s.Action {
	case ActionClick, ActionHover:
		if !need(s.Action, nil, StepActionable) {
			return
		}
		if err := r.pointer(ctx, p.X, p.Y, s.Action == ActionClick); err != nil {
			fail("the browser refused the input: %v", err)
		}
	case ActionCheck:
		want, _ := checkValue(s.Value)
		if !need(ActionCheck, want, StepActionable) {
			return
		}
		if p.Already {
			rep.Detail = "already " + checkedWord(want)
			return
		}
		if err := r.pointer(ctx, p.X, p.Y, true); err != nil {
			fail("the browser refused the input: %v", err)
			return
		}
		if got, err := r.eval(ctx, "checked", s.Selector, nil); err == nil && got.State == StepOK && got.Checked != want {
			rep.Status, rep.Detail = StepUnchanged, "clicked "+p.What+", and it is still "+checkedWord(!want)
		}
	case ActionFocus:
		need(ActionFocus, nil, StepActionable)
	case ActionFill:
		if !need(ActionFill, s.Value, StepActionable) || p.Done {
			return
		}
		var err error
		if s.Value == "" {
			err = r.keys(ctx, []input.Key{input.Delete})
		} else {
			err = proto.InputInsertText{Text: s.Value}.Call(r.page.Context(ctx))
		}
		if err != nil {
			fail("the browser refused the input: %v", err)
			return
		}
		if got, err := r.eval(ctx, "fillCheck", s.Selector, nil); err == nil && got.Value != nil && *got.Value != s.Value {
			rep.Detail = fmt.Sprintf("the field shows %q (a mask, maxlength or the app changed it)", clip(*got.Value, 200))
		}
	case ActionSelect:
		need(ActionSelect, s.Value, StepActionable)
	case ActionPress:
		if s.Selector != "" && !need(ActionPress, nil, StepActionable) {
			return
		}
		keys, _ := parseKeys(s.Value)
		if err := r.keys(ctx, keys); err != nil {
			fail("the browser refused the key: %v", err)
		}
	case ActionScroll:
		if s.Value == "" {
			if need(ActionScroll, nil, StepActionable) {
				rep.Detail = fmt.Sprintf("scrolled to it; the page is at scrollY %d", p.ScrollY)
			}
			return
		}
		dy, _ := strconv.Atoi(s.Value)
		before, _ := r.eval(ctx, "url", "", nil)
		x, y := 0.0, 0.0
		if s.Selector != "" {
			if !need(ActionHover, nil, StepActionable) {
				return
			}
			x, y = p.X, p.Y
		} else if vp, err := r.viewport(ctx); err == nil {
			x, y = vp[0]/2, vp[1]/2
		}
		if err := r.wheel(ctx, x, y, float64(dy)); err != nil {
			fail("the browser refused the input: %v", err)
			return
		}
		r.frames(ctx)
		if after, err := r.eval(ctx, "url", "", nil); err == nil && s.Selector == "" {
			rep.Detail = fmt.Sprintf("the page scrolled from scrollY %d to %d", before.ScrollY, after.ScrollY)
		}
	case ActionWaitFor:
		limit, _ := stepWait(s)
		need(ActionWaitFor, nil, limit)
	case ActionWait:
		d, _ := stepWait(s)
		select {
		case <-time.After(d):
		case <-ctx.Done():
		}
	}
}

func checkedWord(b bool) string {
	if b {
		return "checked"
	}
	return "unchecked"
}

// describe says in one line why a step could not act, for the model.
func describe(s Step, p stepProbe, limit time.Duration) string {
	waited := fmt.Sprintf(" (waited %s)", limit)
	switch p.State {
	case StepNotFound:
		d := fmt.Sprintf("no element matches %q%s", clip(s.Selector, 80), waited)
		if len(p.Near) > 0 {
			d += "; ids and classes that exist: " + strings.Join(p.Near, " ")
		}
		return d
	case StepInvalidSelector:
		return fmt.Sprintf("%q is not valid CSS: %s", clip(s.Selector, 80), clip(p.Detail, 200))
	case StepNotVisible:
		d := p.What + " exists but is not visible" + waited
		if p.Detail != "" {
			d += ": " + p.Detail
		}
		return d
	case StepOffScreen:
		d := p.What + " is laid out outside the viewport and scrolling does not bring it in"
		if p.Box != nil {
			d += fmt.Sprintf(": its box is at x %d, y %d, %dx%d", p.Box.X, p.Box.Y, p.Box.Width, p.Box.Height)
			if v := p.Viewport; v != nil {
				d += fmt.Sprintf(", the viewport %dx%d", v.Width, v.Height)
			}
		}
		return d
	case StepMoving:
		return p.What + " kept moving" + waited + ": an animation or layout that does not end"
	case StepCovered:
		return fmt.Sprintf("%s is covered at its centre by %s%s: a user's click lands on that instead", p.What, p.Cover, waited)
	case StepDisabled:
		return p.What + " is disabled" + waited
	case StepNotEditable:
		return p.What + " cannot be typed into: " + p.Detail
	case StepNotFocusable:
		return p.What + " does not take focus (no tabindex, or not a control)"
	case StepNoOption:
		return fmt.Sprintf("no option of %s has value or label %q; options: %s", p.What, clip(s.Value, 80), strings.Join(p.Options, ", "))
	}
	return p.Detail
}

// pointer moves the mouse to (x, y), as a user's hand would, and clicks
// when asked: real input events, with hover, pointer and focus effects.
func (r *stepRunner) pointer(ctx context.Context, x, y float64, click bool) error {
	p := r.page.Context(ctx)
	ev := proto.InputDispatchMouseEvent{Type: proto.InputDispatchMouseEventTypeMouseMoved, X: x, Y: y, Modifiers: r.mods}
	if err := ev.Call(p); err != nil {
		return err
	}
	if !click {
		return nil
	}
	for _, t := range []proto.InputDispatchMouseEventType{proto.InputDispatchMouseEventTypeMousePressed, proto.InputDispatchMouseEventTypeMouseReleased} {
		ev := proto.InputDispatchMouseEvent{Type: t, X: x, Y: y, Button: proto.InputMouseButtonLeft, ClickCount: 1, Modifiers: r.mods}
		if t == proto.InputDispatchMouseEventTypeMousePressed {
			ev.Buttons = gsonInt(1)
		}
		if err := ev.Call(p); err != nil {
			return err
		}
	}
	return nil
}

func gsonInt(v int) *int { return &v } // the pressed button's bit, as CDP's buttons

// wheel turns the mouse wheel at (x, y).
func (r *stepRunner) wheel(ctx context.Context, x, y, dy float64) error {
	p := r.page.Context(ctx)
	if err := (proto.InputDispatchMouseEvent{Type: proto.InputDispatchMouseEventTypeMouseMoved, X: x, Y: y}).Call(p); err != nil {
		return err
	}
	return proto.InputDispatchMouseEvent{Type: proto.InputDispatchMouseEventTypeMouseWheel, X: x, Y: y, DeltaY: dy}.Call(p)
}

// viewport is the layout viewport's size in CSS px.
func (r *stepRunner) viewport(ctx context.Context) ([2]float64, error) {
	m, err := proto.PageGetLayoutMetrics{}.Call(r.page.Context(ctx))
	if err != nil || m.CSSLayoutViewport == nil {
		return [2]float64{}, fmt.Errorf("layout metrics: %v", err)
	}
	return [2]float64{float64(m.CSSLayoutViewport.ClientWidth), float64(m.CSSLayoutViewport.ClientHeight)}, nil
}

// frames waits for two frames, so a wheel's scroll has been applied.
func (r *stepRunner) frames(ctx context.Context) {
	_, _ = r.eval(ctx, "frames", "", nil)
}

// keys presses keys in order, holding modifiers (the first keys of a
// chord such as Control+a) until the last is released.
func (r *stepRunner) keys(ctx context.Context, keys []input.Key) error {
	p := r.page.Context(ctx)
	var held []input.Key
	defer func() {
		for i := len(held) - 1; i >= 0; i-- {
			r.mods &^= held[i].Modifier()
			_ = held[i].Encode(proto.InputDispatchKeyEventTypeKeyUp, r.mods).Call(p)
		}
	}()
	for i, k := range keys {
		if i < len(keys)-1 && k.Modifier() != 0 {
			r.mods |= k.Modifier()
			held = append(held, k)
			if err := k.Encode(proto.InputDispatchKeyEventTypeKeyDown, r.mods).Call(p); err != nil {
				return err
			}
			continue
		}
		if err := k.Encode(proto.InputDispatchKeyEventTypeKeyDown, r.mods).Call(p); err != nil {
			return err
		}
		if err := k.Encode(proto.InputDispatchKeyEventTypeKeyUp, r.mods).Call(p); err != nil {
			return err
		}
	}
	return nil
}

// namedKeys are the key names press accepts besides single characters.
var namedKeys = map[string]input.Key{
	"enter": input.Enter, "escape": input.Escape, "esc": input.Escape, "tab": input.Tab, "backspace": input.Backspace,
	"delete": input.Delete, "space": input.Space, "arrowup": input.ArrowUp, "arrowdown": input.ArrowDown,
	"arrowleft": input.ArrowLeft, "arrowright": input.ArrowRight, "home": input.Home, "end": input.End,
	"pageup": input.PageUp, "pagedown": input.PageDown, "insert": input.Insert,
	"shift": input.ShiftLeft, "control": input.ControlLeft, "ctrl": input.ControlLeft, "alt": input.AltLeft,
	"meta": input.MetaLeft, "cmd": input.MetaLeft, "command": input.MetaLeft,
	"f1": input.F1, "f2": input.F2, "f3": input.F3, "f4": input.F4, "f5": input.F5, "f6": input.F6,
	"f7": input.F7, "f8": input.F8, "f9": input.F9, "f10": input.F10, "f11": input.F11, "f12": input.F12,
}

// parseKeys reads a key name ("Enter", "a") or a chord ("Shift+Tab",
// "Control+a") into the keys to press, modifiers first.
func parseKeys(name string) ([]input.Key, error) {
	if name == "" {
		return nil, fmt.Errorf("press needs a value: a key name such as Enter, Escape, Tab, ArrowDown or a chord such as Shift+Tab")
	}
	parts := strings.Split(name, "+")
	if strings.HasSuffix(name, "++") || name == "+" { // the + key itself
		parts = append(strings.Split(strings.TrimSuffix(name, "++"), "+"), "+")
		if name == "+" {
			parts = []string{"+"}
		}
	}
	var keys []input.Key
	for i, part := range parts {
		k, ok := namedKeys[strings.ToLower(part)]
		if !ok && len([]rune(part)) == 1 && knownKey(input.Key([]rune(part)[0])) {
			k, ok = input.Key([]rune(part)[0]), true
		}
		if !ok {
			return nil, fmt.Errorf("unknown key %q in %q; use names such as Enter, Escape, Tab, Space, ArrowDown, Backspace or one character", clip(part, 20), clip(name, 40))
		}
		if i < len(parts)-1 && k.Modifier() == 0 {
			return nil, fmt.Errorf("%q in %q is not a modifier (Shift, Control, Alt, Meta)", clip(part, 20), clip(name, 40))
		}
		keys = append(keys, k)
	}
	return keys, nil
}

// knownKey reports whether rod's US keyboard layout has k.
func knownKey(k input.Key) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	k.Info()
	return true
}

// settle waits after a step, as after the load: until the network and the
// DOM are quiet and two frames painted (or the cap), then for transitions
// the step started, so the capture shows where a menu slid to.
func (r *stepRunner) settle(ctx context.Context) {
	rules := settleRulesFromLimits()
	rules.LoadQuiet = 0
	settle(ctx, r.page, r.c, rules, func() bool { return r.nav.blockedHop() != "" })
	_, _ = r.eval(ctx, "animations", "", stepAnimations.Milliseconds())
}
