// Package keyboard walks a rendered page with Tab the way a person does:
// real key events from the top of the page, up to a budget of stops, and
// reports what a keyboard user meets there: focus that shows nothing
// (focus-not-visible, from pixels with and without focus), focus that
// jumps against the reading order (focus-order), focus that cannot leave
// a part of the page that is not a modal dialog (focus-trap), and focus
// on a control hidden behind a fixed or sticky box (focus-obscured).
// Its in-page script runs in the observer's isolated world; it hands the
// pipeline plain raw findings, named and grouped as the layout findings
// are, and knows nothing of tabs, the collector or the pipeline.
package keyboard

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
)

//go:embed js/walk.js
var walkJS string

// Options are one walk's budget and the page's helpers.
type Options struct {
	Stops int // focus stops at most; Limits.KeyboardStops when 0
	// Time ends the walk where it is once it has run this long, with its
	// page put back; Limits.KeyboardTime when 0.
	Time time.Duration
	// Exclude matches what is not the app (dev widgets): walked past,
	// never judged.
	Exclude string
	// Source is an expression for source.js's resolver, which names each
	// finding's element in the app's code; "" for none.
	Source string
	// Place is an expression for the function that finds where a
	// property's value is declared (findings' place.js); "" for none.
	Place string
}

// Walk is what one walk found, as plain values.
type Walk struct {
	Findings []findings.RawFinding
	Stops    int  // focus stops walked
	Budget   bool // the budget of stops ended the walk, not the page's end
	TimeUp   bool // the time box ended it
	// Lost names the elements after which Tab dropped focus on the page's
	// body while more of the page followed (a note, not a finding).
	Lost []string
	// Unjudged counts stops whose focus could not be pictured: off the
	// screen, in an iframe, or in a dev widget.
	Unjudged int
	Modal    string // the modal dialog that held focus and ended the walk, if any
	Shots    int    // pictures taken
	Ms       int64
}

// margin is how far around an element a change of focus is looked for:
// a 2 px ring 2 px out (Tailwind's ring-offset-2) and then some.
const margin = 6

// The tolerances a move against reading order must pass before it is a
// focus-order finding: a row's items share no space, and a move up a
// column clears a line of text. Measured on the corpus (docs/corpus.md).
const (
	rowTolerance = 1
	upTolerance  = 24
)

// settleMs bounds the wait for a focus ring's transition to finish.
const settleMs = 400

// stop is what walk.js's stop() reports.
type stop struct {
	I         int     `json:"i"`
	Body      bool    `json:"body"`
	Lost      bool    `json:"lost"`
	After     string  `json:"after"`
	Selector  string  `json:"selector"`
	Again     int     `json:"again"`
	Modal     bool    `json:"modal"`
	Trap      bool    `json:"trap"`
	Exit      string  `json:"exit"`
	Done      bool    `json:"done"`
	Skip      bool    `json:"skip"`
	Obscured  bool    `json:"obscured"`
	Unexplain string  `json:"unexplained"`
	Region    *box    `json:"region"`
	Ring      bool    `json:"ring"`    // an outline shows its focus
	Pattern   string  `json:"pattern"` // its tag, classes and outline rule
	ScrollX   float64 `json:"scrollX"`
	ScrollY   float64 `json:"scrollY"`
	DPR       float64 `json:"dpr"`
	VW        float64 `json:"vw"`
	VH        float64 `json:"vh"`
}

// box is a rectangle in the viewport's CSS pixels.
type box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// Run walks page with Tab in world (the observer's isolated world) and
// puts the page back as it found it: no focus, the same scroll.
func Run(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, o Options) (*Walk, error) {
	t0 := time.Now()
	page = page.Context(ctx)
	if o.Stops <= 0 {
		o.Stops = contract.Limits.KeyboardStops
	}
	if o.Time <= 0 {
		o.Time = contract.Limits.KeyboardTime
	}
	arg, _ := json.Marshal(map[string]any{"margin": margin, "exclude": o.Exclude, "rowTolerance": rowTolerance, "upTolerance": upTolerance})
	src, place := "null", "null"
	if o.Source != "" {
		src = o.Source
	}
	if o.Place != "" {
		place = o.Place
	}
	// It runs in world: the page's main world (0) when source.js is to
	// read what the frameworks keep on elements there.
	w := &walker{page: page, world: world}
	if err := w.eval(fmt.Sprintf("globalThis.__vibelensKeys = (%s)(%s, %s, %s); __vibelensKeys.begin()", walkJS, arg, src, place), nil); err != nil {
		return nil, err
	}
	out := &Walk{}
	err := w.walk(page, o.Stops, t0.Add(o.Time), out)
	// The page is put back and the findings so far handed over whatever
	// stopped the walk.
	var raw []findings.RawFinding
	if eerr := w.eval("(() => { const r = __vibelensKeys.end(); delete globalThis.__vibelensKeys; return r; })()", &raw); err == nil {
		err = eerr
	}
	for i := range raw {
		f := &raw[i].Finding
		k := kinds[f.Kind]
		f.Severity, f.UserSees, f.WCAG, f.Rule = k.severity, k.sees, k.wcag, k.rule
	}
	out.Findings = raw
	out.Unjudged += w.unjudged
	out.Shots = w.shots
	out.Ms = time.Since(t0).Milliseconds()
	return out, err
}

// walk presses Tab up to budget times and reads each stop.
func (w *walker) walk(page *rod.Page, budget int, until time.Time, out *Walk) error {
	var last stop
	resumed := false
	for out.Stops < budget {
		if time.Now().After(until) {
			out.TimeUp = true
			break
		}
		if !resumed {
			if err := press(page); err != nil {
				return fmt.Errorf("keyboard walk: press Tab: %w", err)
			}
		}
		var s stop
		if err := w.eval(fmt.Sprintf("__vibelensKeys.stop(%v)", resumed), &s); err != nil {
			return err
		}
		resumed = false
		last = s
		if s.Region == nil || s.Done || s.Trap || s.Modal {
			// The held stop has lost focus, and nothing here is pictured
			// beside it.
			view := s.view()
			if err := w.release(&view, false, nil); err != nil {
				return err
			}
		}
		if s.Body {
			if s.Lost {
				out.Lost = append(out.Lost, s.After)
				continue
			}
			if out.Stops > 0 {
				break // past the page's last control
			}
			continue
		}
		if s.Done {
			break // Tab came round to the start again
		}
		out.Stops++
		if s.Modal {
			out.Modal = s.Selector
			break // a modal dialog holds focus by design: the walk ends in it
		}
		if s.Trap {
			if resumed = s.Exit != ""; !resumed {
				break
			}
			continue
		}
		if s.Obscured {
			continue
		}
		if s.Skip || s.Region == nil {
			out.Unjudged++
			continue
		}
		if s.Ring {
			// Its outline shows focus: no picture of it. The held stop,
			// which lost focus, is pictured alone.
			view := s.view()
			reg := s.pageRegion()
			if err := w.release(&view, false, &reg); err != nil {
				return err
			}
			continue
		}
		if err := w.seen(s); err != nil {
			return err
		}
	}
	out.Budget = out.Stops >= budget
	view := last.view()
	return w.release(&view, true, nil)
}

// press sends Tab down and up as a keyboard does (Input.dispatchKeyEvent),
// under page's own context: rod's page.Keyboard keeps the context of the
// page it was made with.
func press(page *rod.Page) error { return pressKey(page, input.Tab, 0) }

// pressKey sends key down and up with modifiers (input.ModifierShift).
func pressKey(page *rod.Page, key input.Key, modifiers int) error {
	for _, t := range []proto.InputDispatchKeyEventType{proto.InputDispatchKeyEventTypeKeyDown, proto.InputDispatchKeyEventTypeKeyUp} {
		if err := key.Encode(t, modifiers).Call(page); err != nil {
			return err
		}
	}
	return nil
}

// kinds are what each finding of the walk says and which WCAG success
// criterion it fails.
var kinds = map[string]struct{ severity, sees, wcag, rule string }{
	"focus-trap":        {"error", "Tab cannot leave this part of the page: a keyboard user is stuck in it", "2.1.2", "no-keyboard-trap"},
	"focus-not-visible": {"warning", "pressing Tab moves focus here but nothing on the screen shows it", "2.4.7", "focus-visible"},
	"focus-obscured":    {"warning", "Tab moves focus to a control hidden behind another box", "2.4.11", "focus-not-obscured"},
	"focus-order":       {"warning", "Tab jumps against the reading order", "2.4.3", "focus-order"},
}

// Kinds are the finding kinds a walk reports, in the order a model should
// fix them.
func Kinds() []string {
	return []string{"focus-trap", "focus-not-visible", "focus-obscured", "focus-order"}
}

// view is the viewport the stop was read in, in page CSS px.
func (s stop) view() box { return box{X: s.ScrollX, Y: s.ScrollY, W: s.VW, H: s.VH} }

// pageRegion is the stop's region in page CSS px.
func (s stop) pageRegion() box {
	return box{X: s.Region.X + s.ScrollX, Y: s.Region.Y + s.ScrollY, W: s.Region.W, H: s.Region.H}
}

// shows says the viewport the stop was read in holds all of r.
func (s stop) shows(r box) bool { return inside(r, s.view()) }

// walker is one walk's state on the Go side.
type walker struct {
	page     *rod.Page
	world    proto.RuntimeExecutionContextID
	held     *held
	unjudged int
	shots    int
	// unseen are the patterns a second look confirmed unseen: a stop
	// alike is not looked at again.
	unseen map[string]bool
	// late are the patterns a second look saw: a stop alike is taken as
	// seen without one.
	late map[string]bool
}

// eval runs expr in the walk's world, awaiting a promise, and decodes its
// value into v (when not nil).
func (w *walker) eval(expr string, v any) error {
	res, err := proto.RuntimeEvaluate{Expression: expr, ContextID: w.world, ReturnByValue: true, AwaitPromise: true}.Call(w.page)
	if err != nil {
		return fmt.Errorf("keyboard walk: %w", err)
	}
	if res.ExceptionDetails != nil {
		return fmt.Errorf("keyboard walk: %s", strings.TrimSpace(res.ExceptionDetails.Text+" "+exception(res.ExceptionDetails)))
	}
	if v == nil {
		return nil
	}
	return json.Unmarshal([]byte(res.Result.Value.JSON("", "")), v)
}

func exception(d *proto.RuntimeExceptionDetails) string {
	if d.Exception != nil {
		return d.Exception.Description
	}
	return ""
}
