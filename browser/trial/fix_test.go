package trial

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/contract"
)

// TestFix: what a trial applies for each cause the findings pass gives:
// the declaration its hint writes, else what "remove it" or "let it wrap"
// means for its property; nothing for a hint with nothing to try.
func TestFix(t *testing.T) {
	tests := []struct {
		property, value, fix string
		want                 string
	}{
		{"white-space", "nowrap", "let it wrap", "white-space: normal"},
		{"white-space", "pre", "let it wrap: white-space: pre-wrap", "white-space: pre-wrap"},
		{"text-wrap-mode", "nowrap", "let it wrap", "text-wrap-mode: wrap"},
		{"overflow-wrap", "normal", "let long words break: overflow-wrap: anywhere", "overflow-wrap: anywhere"},
		{"width", "520px", "remove the fixed width (max-width: 100%)", "width: auto; max-width: 100%"},
		{"flex-basis", "400px", "remove the fixed width (max-width: 100%)", "flex-basis: auto; max-width: 100%"},
		{"min-width", "400px", "remove the min-width", "min-width: auto"},
		{"min-width", "auto", "let it shrink: min-width: 0", "min-width: 0"},
		{"flex-shrink", "0", "let it shrink: flex-shrink: 1", "flex-shrink: 1"},
		{"flex-wrap", "nowrap", "let the items wrap: flex-wrap: wrap", "flex-wrap: wrap"},
		{"grid-template-columns", "200px 200px 200px", "let the columns shrink: minmax(0, 1fr)", "grid-template-columns: repeat(3, minmax(0, 1fr))"},
		{"grid-template-columns", "repeat(3, 200px)", "let the columns shrink: minmax(0, 1fr)", ""},
		{"grid-template-columns", "repeat(auto-fill, minmax(360px, 1fr))", "let the track shrink to the room: minmax(min(360px, 100%), 1fr)", "grid-template-columns: repeat(auto-fill, minmax(min(360px, 100%), 1fr))"},
		{"grid-template-columns", "360px 1fr", "let the track shrink to the room: minmax(min(360px, 100%), 1fr)", "grid-template-columns: minmax(min(360px, 100%), 1fr) 1fr"},
		{"height", "20px", "let it grow: min-height instead of height", "height: auto; min-height: 20px"},
		{"height", "20px", "remove the fixed height", "height: auto"},
		{"max-height", "40px", "remove the fixed height", "max-height: none"},
		{"right", "-60px", "keep it inside: right: 0", "right: 0"},
		{"margin-left", "-40px", "remove the negative margin", "margin-left: 0"},
		{"scale", "1.2", "keep it inside: less scale, or room around it", "scale: none"},
		{"transform", "matrix(1, 0, 0, 1, 0, 0)", "keep it inside: less rotation or scale, or room around it", "transform: none"},
		{"top", "12px", "place it clear of what it covers", ""},
		{"-webkit-line-clamp", "2", "clamped on purpose: show the rest on hover or click", ""},
		{"width", "520px", "", ""},
	}
	for _, tt := range tests {
		c := &contract.Cause{Property: tt.property, Value: tt.value, Fix: tt.fix}
		var got []string
		for _, d := range Fix(c) {
			got = append(got, d[0]+": "+d[1])
		}
		if s := strings.Join(got, "; "); s != tt.want {
			t.Errorf("Fix(%s: %s, %q) = %q, want %q", tt.property, tt.value, tt.fix, s, tt.want)
		}
	}
}

// TestFitKeepsBudgets: a trial's note never takes a cause past
// MaxCauseBytes nor the findings past FindingsChars; the verdict stays.
func TestFitKeepsBudgets(t *testing.T) {
	long := strings.Repeat("with width: auto it is gone, but: a very long description ", 10)
	var fs []contract.Finding
	for i := range 20 {
		fs = append(fs, contract.Finding{Kind: "escapes-container", Selector: fmt.Sprintf("div.card:nth-of-type(%d) > div.strip", i), Detail: strings.Repeat("x", 150),
			Cause: &contract.Cause{Property: "width", Value: "520px", Rule: ".strip", Fix: "remove the fixed width (max-width: 100%)", Trial: contract.TrialUnverified, Measured: long}})
	}
	fit(fs)
	total := 0
	for _, f := range fs {
		if n := size(f.Cause); n > contract.MaxCauseBytes {
			t.Errorf("cause is %d bytes, over %d", n, contract.MaxCauseBytes)
		}
		if f.Cause.Trial != contract.TrialUnverified {
			t.Errorf("verdict lost: %q", f.Cause.Trial)
		}
		total += size(f)
	}
	if total > contract.Limits.FindingsChars {
		t.Errorf("findings are %d bytes, over %d", total, contract.Limits.FindingsChars)
	}
	if fs[0].Cause.Measured == "" || !strings.HasSuffix(fs[0].Cause.Measured, "…") {
		t.Errorf("first note %q, want it kept and clipped", fs[0].Cause.Measured)
	}
}
