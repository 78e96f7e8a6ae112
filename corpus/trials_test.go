package corpus

import (
	"strings"
	"testing"
)

// TestTrials: causes are tallied per kind by what their trial showed, one
// that names no declaration apart; a finding without a cause and a failed
// capture are not counted.
func TestTrials(t *testing.T) {
	cause := func(trial string) *struct{ Property, Trial string } {
		return &struct{ Property, Trial string }{"width", trial}
	}
	all := []Scored{
		{Capture: Capture{Findings: []Finding{
			{Kind: "text-clipped", Cause: cause("verified")},
			{Kind: "text-clipped", Cause: cause("refuted")},
			{Kind: "escapes-container", Cause: cause("unverified")},
			{Kind: "low-contrast"},
			{Kind: "escapes-container", Cause: &struct{ Property, Trial string }{}},
		}}},
		{Capture: Capture{Err: "timeout", Findings: []Finding{{Kind: "text-clipped", Cause: cause("verified")}}}},
	}
	got := Trials(all)
	for _, want := range []string{
		"| escapes-container | 1 | 0 | 0 | 1 | 0.00 | 1 |",
		"| text-clipped | 2 | 1 | 1 | 0 | 0.50 | 0 |",
		"| total | 3 | 1 | 1 | 1 | 0.33 | 1 |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Trials() lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "low-contrast") {
		t.Errorf("Trials() counts a finding with no cause:\n%s", got)
	}
}
