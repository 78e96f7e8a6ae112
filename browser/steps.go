package browser

import (
	"context"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/steps"
)

// Interact runs req.Steps after the page settles, settles again and
// captures the state they reached: one render, as Capture, plus a report
// per step. A step that fails stops the sequence; the capture is still
// taken.
func (m *Manager) Interact(ctx context.Context, req Request) (*Result, error) {
	if err := CheckSteps(req.Steps); err != nil {
		return nil, err
	}
	return m.Capture(ctx, req)
}

// CheckSteps rejects steps that cannot run, before any browser work.
func CheckSteps(s []Step) error { return steps.Check(s) }

// StepActions lists the actions in the order the tool documents them.
var StepActions = contract.StepActions

// Step limits; see package steps.
const (
	MaxSteps       = steps.MaxSteps
	MaxStepValue   = steps.MaxStepValue
	StepActionable = steps.StepActionable
	MaxStepWait    = steps.MaxStepWait
	MaxStepsWait   = steps.MaxStepsWait
)

// Step actions and statuses; see package contract.
const (
	ActionClick   = contract.ActionClick
	ActionHover   = contract.ActionHover
	ActionFocus   = contract.ActionFocus
	ActionFill    = contract.ActionFill
	ActionSelect  = contract.ActionSelect
	ActionCheck   = contract.ActionCheck
	ActionPress   = contract.ActionPress
	ActionScroll  = contract.ActionScroll
	ActionWaitFor = contract.ActionWaitFor
	ActionWait    = contract.ActionWait

	StepOK              = contract.StepOK
	StepSkipped         = contract.StepSkipped
	StepNotFound        = contract.StepNotFound
	StepInvalidSelector = contract.StepInvalidSelector
	StepNotVisible      = contract.StepNotVisible
	StepOffScreen       = contract.StepOffScreen
	StepMoving          = contract.StepMoving
	StepCovered         = contract.StepCovered
	StepDisabled        = contract.StepDisabled
	StepNotEditable     = contract.StepNotEditable
	StepNotFocusable    = contract.StepNotFocusable
	StepNoOption        = contract.StepNoOption
	StepUnchanged       = contract.StepUnchanged
	StepBlocked         = contract.StepBlocked
	StepFailed          = contract.StepFailed
)
