package server

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/vibelens/vibelens/browser"
)

// TestSchemeOnlyWhenJudged: with colorScheme both, a finding is said to be
// one scheme's only when the other scheme's render judged its rule and
// found nothing there. A render that failed, or whose accessibility pass
// was cut off before the rule, judged nothing: the finding then carries no
// colorSchemes and names the render that did not judge it.
func TestSchemeOnlyWhenJudged(t *testing.T) {
	faint := browser.Finding{Kind: "low-contrast", Rule: "color-contrast", Severity: "warning", Selector: "p.faint", Classes: []string{"faint"}}
	unnamed := browser.Finding{Kind: "unlabelled-field", Rule: "select-name", Severity: "error", Selector: "select.sort", Classes: []string{"sort"}}
	overflow := browser.Finding{Kind: "page-overflow-x", Severity: "error", Selector: "div.grid", Classes: []string{"grid"}}
	cut := func(o ViewportOutcome, rules ...string) ViewportOutcome {
		o.Result.Summary.A11yNotRun = rules
		o.Result.Summary.FindingsPartial = "accessibility rules cut off at their 500ms budget; not run: color-contrast"
		return o
	}
	failed := ViewportOutcome{Viewport: browser.Viewport{Name: "desktop"}, Scheme: "dark", Err: &browser.Error{Code: browser.CodeTimeout, Problem: "timed out"}}
	type want struct {
		schemes, notJudged []string
	}
	for _, tt := range []struct {
		name string
		outs []ViewportOutcome
		want map[string]want // selector -> what the answer says
	}{
		{"both judged, light only (the fine twin)",
			[]ViewportOutcome{themed("desktop", "light", "a", faint, unnamed), themed("desktop", "dark", "b")},
			map[string]want{"p.faint": {schemes: []string{"light"}}, "select.sort": {schemes: []string{"light"}}}},
		{"seen in both",
			[]ViewportOutcome{themed("desktop", "light", "a", faint), cut(themed("desktop", "dark", "b", faint), "select-name")},
			map[string]want{"p.faint": {schemes: []string{"light", "dark"}}}},
		{"dark's pass cut before color-contrast",
			[]ViewportOutcome{themed("desktop", "light", "a", faint, unnamed, overflow), cut(themed("desktop", "dark", "b"), "color-contrast", "non-text-contrast")},
			map[string]want{
				"p.faint":     {notJudged: []string{"dark"}},
				"select.sort": {schemes: []string{"light"}}, // its rule ran in dark
				"div.grid":    {schemes: []string{"light"}}, // a layout finding: the cut is not its
			}},
		{"light's pass cut, the finding dark's",
			[]ViewportOutcome{cut(themed("desktop", "light", "a"), "color-contrast"), themed("desktop", "dark", "b", faint)},
			map[string]want{"p.faint": {notJudged: []string{"light"}}}},
		{"dark failed",
			[]ViewportOutcome{themed("desktop", "light", "a", faint, overflow), failed},
			map[string]want{"p.faint": {notJudged: []string{"dark"}}, "div.grid": {notJudged: []string{"dark"}}}},
		{"all and both: mobile dark cut, the finding seen on desktop light only",
			[]ViewportOutcome{themed("desktop", "light", "a", faint), themed("mobile", "light", "a"),
				themed("desktop", "dark", "b"), cut(themed("mobile", "dark", "b"), "color-contrast")},
			// Desktop dark judged it: light only holds; mobile light judged
			// it too; mobile dark did not.
			map[string]want{"p.faint": {schemes: []string{"light"}, notJudged: []string{"mobile dark"}}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text, err := AllPayload(tt.outs)
			if err != nil {
				t.Fatal(err)
			}
			var p struct {
				Findings []struct {
					Selector  string   `json:"selector"`
					Schemes   []string `json:"colorSchemes"`
					NotJudged []string `json:"notJudgedIn"`
				} `json:"findings"`
			}
			if err := json.Unmarshal(text, &p); err != nil {
				t.Fatal(err)
			}
			got := map[string]want{}
			for _, f := range p.Findings {
				got[f.Selector] = want{f.Schemes, f.NotJudged}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("findings' colorSchemes and notJudgedIn = %+v, want %+v", got, tt.want)
			}
		})
	}
}
