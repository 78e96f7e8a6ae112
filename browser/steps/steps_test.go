package steps

import (
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
)

// TestCheck: steps that cannot run are refused before any browser work,
// in words that name the step and the fix.
func TestCheck(t *testing.T) {
	ten := make([]contract.Step, MaxSteps+1)
	for i := range ten {
		ten[i] = contract.Step{Action: contract.ActionWait, Value: "1"}
	}
	tests := []struct {
		steps []contract.Step
		want  string // "" means valid
	}{
		{[]contract.Step{{Action: "click", Selector: "#a"}}, ""},
		{[]contract.Step{{Action: "press", Value: "Shift+Tab"}, {Action: "press", Value: "Control+a"}, {Action: "press", Value: "Enter"}}, ""},
		{[]contract.Step{{Action: "scroll", Value: "-400"}, {Action: "scroll", Selector: "footer"}, {Action: "check", Selector: "#c", Value: "false"}}, ""},
		{[]contract.Step{{Action: "waitFor", Selector: "#late"}, {Action: "wait", Value: "5000"}}, ""},
		{nil, "1 to 10"},
		{ten, "1 to 10"},
		{[]contract.Step{{Action: "tap", Selector: "#a"}}, `unknown action "tap"`},
		{[]contract.Step{{Action: "hover"}}, "hover needs a selector"},
		{[]contract.Step{{Action: "press", Value: "Hyper"}}, `unknown key "Hyper"`},
		{[]contract.Step{{Action: "press", Value: "a+b"}}, "not a modifier"},
		{[]contract.Step{{Action: "press"}}, "press needs a value"},
		{[]contract.Step{{Action: "select", Selector: "#s"}}, "select needs a value"},
		{[]contract.Step{{Action: "check", Selector: "#c", Value: "maybe"}}, "true (the default) or false"},
		{[]contract.Step{{Action: "scroll"}}, "scroll needs a selector"},
		{[]contract.Step{{Action: "scroll", Value: "1.5"}}, "whole number of pixels"},
		{[]contract.Step{{Action: "wait"}}, "wait needs a value"},
		{[]contract.Step{{Action: "wait", Value: "5001"}}, "from 0 to 5000"},
		{[]contract.Step{{Action: "wait", Value: "5000"}, {Action: "wait", Value: "5000"}, {Action: "waitFor", Selector: "#x"}, {Action: "wait", Value: "1"}}, "add up to 15001 ms"},
		{[]contract.Step{{Action: "click", Selector: strings.Repeat("a", contract.MaxSelector+1)}}, "selector is 301 characters"},
	}
	for _, tt := range tests {
		err := Check(tt.steps)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("Check(%v) = %v, want nil", tt.steps, err)
		case tt.want != "" && (err == nil || contract.AsError(err).Code != contract.CodeInvalidArguments || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("Check(%v) = %v, want INVALID_ARGUMENTS containing %q", tt.steps, err, tt.want)
		}
	}
}

// TestReports: a step's lists are the slice of the result's lists between
// its counts, read after the sources were named.
func TestReports(t *testing.T) {
	res := &contract.Result{
		ConsoleLogs:        []contract.ConsoleEntry{{Text: "load"}, {Text: "one"}, {Text: "two"}},
		UncaughtPageErrors: []contract.PageError{{Message: "boom"}},
		Summary:            contract.Summary{Popups: []string{"http://localhost/x"}},
	}
	q := &Sequence{
		reports: []contract.StepReport{{Step: 1}, {Step: 2}, {Step: 3, Status: contract.StepSkipped}},
		marks: []span{
			{from: collect.Counts{Console: 1}, to: collect.Counts{Console: 2}},
			{from: collect.Counts{Console: 2}, to: collect.Counts{Console: 5, Errors: 1, Popups: 1}}, // past the end: capped lists
			{},
		},
	}
	got := q.Reports(res)
	if got := got[0].ConsoleLogs; len(got) != 1 || got[0].Text != "one" {
		t.Errorf("step 1 console = %+v, want [one]", got)
	}
	if s := got[1]; len(s.ConsoleLogs) != 1 || s.ConsoleLogs[0].Text != "two" || len(s.UncaughtPageErrors) != 1 || len(s.Popups) != 1 {
		t.Errorf("step 2 = %+v, want [two], the error and the popup", s)
	}
	if s := got[2]; s.ConsoleLogs != nil || s.UncaughtPageErrors != nil {
		t.Errorf("skipped step = %+v, want empty lists (left out of the JSON)", s)
	}
}

// TestAllowance: the deadline grows by what each step may wait, no more.
func TestAllowance(t *testing.T) {
	per := contract.Limits.SettleCap + stepAnimations
	tests := []struct {
		steps []contract.Step
		want  time.Duration
	}{
		{[]contract.Step{{Action: contract.ActionClick, Selector: "#a"}}, StepActionable + per},
		{[]contract.Step{{Action: contract.ActionWait, Value: "300"}}, 300*time.Millisecond + per},
		{[]contract.Step{{Action: contract.ActionWaitFor, Selector: "#a"}}, MaxStepWait + per},
		{[]contract.Step{{Action: contract.ActionWaitFor, Selector: "#a", Value: "1000"}, {Action: contract.ActionHover, Selector: "#b"}}, time.Second + StepActionable + 2*per},
		{nil, 0},
	}
	for _, tt := range tests {
		if got := Allowance(tt.steps); got != tt.want {
			t.Errorf("Allowance(%v) = %s, want %s", tt.steps, got, tt.want)
		}
	}
}
