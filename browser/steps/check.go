package steps

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
)

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

// Check rejects steps that cannot run, before any browser work.
func Check(steps []contract.Step) error {
	bad := func(i int, format string, args ...any) error {
		return &contract.Error{Code: contract.CodeInvalidArguments, Problem: fmt.Sprintf("steps[%d]: ", i) + fmt.Sprintf(format, args...),
			NextStep: "Fix that step and call again. Actions: " + strings.Join(contract.StepActions, ", ") +
				"; click, hover, focus, fill, select, check and waitFor need a selector; press needs a key name, wait milliseconds."}
	}
	if len(steps) == 0 || len(steps) > MaxSteps {
		return &contract.Error{Code: contract.CodeInvalidArguments, Problem: fmt.Sprintf("steps has %d entries; 1 to %d are allowed", len(steps), MaxSteps),
			NextStep: "Pass the actions that open the state to look at, at most " + strconv.Itoa(MaxSteps) + "; use inspect_localhost_ui for the page as it loads."}
	}
	var waited time.Duration
	for i, s := range steps {
		if len(s.Selector) > contract.MaxSelector {
			return bad(i, "selector is %d characters; the limit is %d", len(s.Selector), contract.MaxSelector)
		}
		if len(s.Value) > MaxStepValue {
			return bad(i, "value is %d characters; the limit is %d", len(s.Value), MaxStepValue)
		}
		switch s.Action {
		case contract.ActionClick, contract.ActionHover, contract.ActionFocus, contract.ActionFill, contract.ActionSelect, contract.ActionCheck, contract.ActionWaitFor:
			if s.Selector == "" {
				return bad(i, "%s needs a selector", s.Action)
			}
		case contract.ActionPress:
			if _, err := parseKeys(s.Value); err != nil {
				return bad(i, "%v", err)
			}
		case contract.ActionScroll:
			if s.Selector == "" && s.Value == "" {
				return bad(i, "scroll needs a selector to scroll to, or a value in pixels")
			}
		case contract.ActionWait:
		default:
			return bad(i, "unknown action %q", contract.Clip(s.Action, 40))
		}
		switch s.Action {
		case contract.ActionSelect:
			if s.Value == "" {
				return bad(i, "select needs a value: the option's value or label")
			}
		case contract.ActionCheck:
			if _, err := checkValue(s.Value); err != nil {
				return bad(i, "%v", err)
			}
		case contract.ActionScroll:
			if s.Value != "" {
				if _, err := strconv.Atoi(s.Value); err != nil {
					return bad(i, "scroll value %q is not a whole number of pixels", contract.Clip(s.Value, 40))
				}
			}
		case contract.ActionWait, contract.ActionWaitFor:
			d, err := stepWait(s)
			if err != nil {
				return bad(i, "%v", err)
			}
			waited += d
		}
	}
	if waited > MaxStepsWait {
		return &contract.Error{Code: contract.CodeInvalidArguments, Problem: fmt.Sprintf("wait and waitFor steps add up to %d ms; the limit is %d", waited.Milliseconds(), MaxStepsWait.Milliseconds()),
			NextStep: "Use waitFor with the element the page shows when it is ready instead of long waits."}
	}
	return nil
}

// stepWait is how long a wait sleeps or a waitFor waits at most.
func stepWait(s contract.Step) (time.Duration, error) {
	if s.Value == "" {
		if s.Action == contract.ActionWait {
			return 0, fmt.Errorf("wait needs a value in milliseconds, at most %d", MaxStepWait.Milliseconds())
		}
		return MaxStepWait, nil
	}
	ms, err := strconv.Atoi(s.Value)
	if err != nil || ms < 0 || time.Duration(ms)*time.Millisecond > MaxStepWait {
		return 0, fmt.Errorf("%s value %q must be milliseconds from 0 to %d", s.Action, contract.Clip(s.Value, 40), MaxStepWait.Milliseconds())
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
	return false, fmt.Errorf("check value %q must be true (the default) or false", contract.Clip(v, 40))
}

// Allowance is the time steps may add to the capture's deadline: each its
// own waits, the wait for its element and the settle after it.
func Allowance(steps []contract.Step) time.Duration {
	var d time.Duration
	for _, s := range steps {
		d += contract.Limits.SettleCap + stepAnimations
		switch s.Action {
		case contract.ActionWait, contract.ActionWaitFor: // their own wait instead of the element's
			w, _ := stepWait(s)
			d += w
		default:
			d += StepActionable
		}
	}
	return d
}
