package steps

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

// run performs one step and fills rep's status and detail.
func (r *runner) run(ctx context.Context, s contract.Step, rep *contract.StepReport) {
	fail := func(format string, args ...any) {
		rep.Status, rep.Detail = contract.StepFailed, fmt.Sprintf(format, args...)
	}
	var p probe
	need := func(op string, arg any, limit time.Duration) bool {
		p = r.actionable(ctx, op, s.Selector, arg, limit)
		rep.Element = p.What
		if p.Matches > 1 {
			rep.Matches = p.Matches
		}
		if p.State == contract.StepOK {
			return true
		}
		rep.Status = p.State
		rep.Detail = describe(s, p, limit)
		rep.Near, rep.CoveredBy = p.Near, p.Cover
		return false
	}
	rep.Status = contract.StepOK
	switch s.Action {
	case contract.ActionClick, contract.ActionHover:
		if !need(s.Action, nil, StepActionable) {
			return
		}
		if err := r.pointer(ctx, p.X, p.Y, s.Action == contract.ActionClick); err != nil {
			fail("the browser refused the input: %v", err)
		}
	case contract.ActionCheck:
		want, _ := checkValue(s.Value)
		if !need(contract.ActionCheck, want, StepActionable) {
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
		if got, err := r.eval(ctx, "checked", s.Selector, nil); err == nil && got.State == contract.StepOK && got.Checked != want {
			rep.Status, rep.Detail = contract.StepUnchanged, "clicked "+p.What+", and it is still "+checkedWord(!want)
		}
	case contract.ActionFocus:
		need(contract.ActionFocus, nil, StepActionable)
	case contract.ActionFill:
		if !need(contract.ActionFill, s.Value, StepActionable) || p.Done {
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
			rep.Detail = fmt.Sprintf("the field shows %q (a mask, maxlength or the app changed it)", contract.Clip(*got.Value, 200))
		}
	case contract.ActionSelect:
		need(contract.ActionSelect, s.Value, StepActionable)
	case contract.ActionPress:
		if s.Selector != "" && !need(contract.ActionPress, nil, StepActionable) {
			return
		}
		keys, _ := parseKeys(s.Value)
		if err := r.keys(ctx, keys); err != nil {
			fail("the browser refused the key: %v", err)
		}
	case contract.ActionScroll:
		if s.Value == "" {
			if need(contract.ActionScroll, nil, StepActionable) {
				rep.Detail = fmt.Sprintf("scrolled to it; the page is at scrollY %d", p.ScrollY)
			}
			return
		}
		dy, _ := strconv.Atoi(s.Value)
		before, _ := r.eval(ctx, "url", "", nil)
		x, y := 0.0, 0.0
		if s.Selector != "" {
			if !need(contract.ActionHover, nil, StepActionable) {
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
	case contract.ActionWaitFor:
		limit, _ := stepWait(s)
		need(contract.ActionWaitFor, nil, limit)
	case contract.ActionWait:
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
func describe(s contract.Step, p probe, limit time.Duration) string {
	waited := fmt.Sprintf(" (waited %s)", limit)
	switch p.State {
	case contract.StepNotFound:
		d := fmt.Sprintf("no element matches %q%s", contract.Clip(s.Selector, 80), waited)
		if len(p.Near) > 0 {
			d += "; ids and classes that exist: " + strings.Join(p.Near, " ")
		}
		return d
	case contract.StepInvalidSelector:
		return fmt.Sprintf("%q is not valid CSS: %s", contract.Clip(s.Selector, 80), contract.Clip(p.Detail, 200))
	case contract.StepNotVisible:
		d := p.What + " exists but is not visible" + waited
		if p.Detail != "" {
			d += ": " + p.Detail
		}
		return d
	case contract.StepOffScreen:
		d := p.What + " is laid out outside the viewport and scrolling does not bring it in"
		if p.Box != nil {
			d += fmt.Sprintf(": its box is at x %d, y %d, %dx%d", p.Box.X, p.Box.Y, p.Box.Width, p.Box.Height)
			if v := p.Viewport; v != nil {
				d += fmt.Sprintf(", the viewport %dx%d", v.Width, v.Height)
			}
		}
		return d
	case contract.StepMoving:
		return p.What + " kept moving" + waited + ": an animation or layout that does not end"
	case contract.StepCovered:
		return fmt.Sprintf("%s is covered at its centre by %s%s: a user's click lands on that instead", p.What, p.Cover, waited)
	case contract.StepDisabled:
		return p.What + " is disabled" + waited
	case contract.StepNotEditable:
		return p.What + " cannot be typed into: " + p.Detail
	case contract.StepNotFocusable:
		return p.What + " does not take focus (no tabindex, or not a control)"
	case contract.StepNoOption:
		return fmt.Sprintf("no option of %s has value or label %q; options: %s", p.What, contract.Clip(s.Value, 80), strings.Join(p.Options, ", "))
	}
	return p.Detail
}
