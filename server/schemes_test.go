package server

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// themed is a fake render of vp in scheme whose computed colours digest
// to colours, with the given findings.
func themed(vp, scheme, colours string, findings ...browser.Finding) ViewportOutcome {
	r := fakeResult(vp, findings...)
	r.Summary.Theme = &browser.Theme{Scheme: scheme, Colours: colours, Toggles: []string{"#theme"}}
	return ViewportOutcome{Viewport: browser.Viewport{Name: vp}, Scheme: scheme, Result: r}
}

// darkAlways marks a render as showing a dark page.
func darkAlways(o ViewportOutcome) ViewportOutcome {
	o.Result.Summary.Theme.ShowsDark = true
	return o
}

// TestSameLookNote: light and dark renders with the same colours say the
// page ignores the preference, which theme the findings are of, and name
// its toggle; different ones, or renders without a theme read, say nothing.
func TestSameLookNote(t *testing.T) {
	for _, tc := range []struct {
		name string
		outs []ViewportOutcome
		want string // "" for no note
	}{
		{"same", []ViewportOutcome{themed("desktop", "light", "a"), themed("desktop", "dark", "a")}, "its light theme's"},
		{"same and dark", []ViewportOutcome{darkAlways(themed("desktop", "light", "a")), darkAlways(themed("desktop", "dark", "a"))}, "shows its dark theme whatever"},
		{"different", []ViewportOutcome{themed("desktop", "light", "a"), themed("desktop", "dark", "b")}, ""},
		{"dark failed", []ViewportOutcome{themed("desktop", "light", "a"), {Viewport: browser.Viewport{Name: "desktop"}, Scheme: "dark", Err: &browser.Error{Code: browser.CodeTimeout}}}, ""},
		{"no digest", []ViewportOutcome{themed("desktop", "light", ""), themed("desktop", "dark", "")}, ""},
		{"one scheme", []ViewportOutcome{themed("desktop", "", "a"), themed("tablet", "", "a")}, ""},
	} {
		got := sameLookNote(tc.outs)
		if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) || tc.want != "" && (!strings.Contains(got, "#theme") || !strings.Contains(got, "interact_localhost_ui")) {
			t.Errorf("%s: sameLookNote = %q, want one naming %q", tc.name, got, tc.want)
		}
	}
}

// TestBothMerge: a finding in both schemes is listed once with both; one
// seen in dark only says dark; an answer of one scheme gives none.
func TestBothMerge(t *testing.T) {
	shared := browser.Finding{Kind: "overlap", Severity: "warning", Selector: "nav.top"}
	darkOnly := browser.Finding{Kind: "low-contrast", Severity: "warning", Rule: "color-contrast", Selector: "p.note"}
	outs := []ViewportOutcome{themed("desktop", "light", "a", shared), themed("desktop", "dark", "b", shared, darkOnly)}
	b, err := AllPayload(outs)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Viewports []struct {
			ColorScheme string `json:"colorScheme"`
			Image       int    `json:"image"`
		} `json:"viewports"`
		Findings []seenFinding `json:"findings"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	schemes := map[string][]string{}
	for _, f := range got.Findings {
		schemes[f.Selector] = f.Schemes
	}
	if !slices.Equal(schemes["nav.top"], []string{"light", "dark"}) || !slices.Equal(schemes["p.note"], []string{"dark"}) || len(got.Findings) != 2 {
		t.Errorf("findings = %+v, want nav.top in light and dark, p.note in dark", got.Findings)
	}
	if len(got.Viewports) != 2 || got.Viewports[0].ColorScheme != "light" || got.Viewports[1].ColorScheme != "dark" || got.Viewports[1].Image != 2 {
		t.Errorf("viewports = %+v, want light image 1, dark image 2", got.Viewports)
	}
	one, err := AllPayload([]ViewportOutcome{{Viewport: browser.Viewport{Name: "desktop"}, Result: fakeResult("desktop", shared)}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(one), "colorScheme") {
		t.Errorf("an answer of one scheme names schemes: %s", one)
	}
}

// TestInteractBoth: interact_localhost_ui with colorScheme both runs its
// steps in a light and a dark render and answers once, each entry with
// its scheme and its step reports; a single scheme reaches the browser as
// given.
func TestInteractBoth(t *testing.T) {
	rec := newRecorder()
	cs := connect(t, stepRecorder{rec}, "")
	steps := []any{map[string]any{"action": "click", "selector": "#menu"}}
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "interact_localhost_ui",
		Arguments: map[string]any{"url": "http://localhost:3000", "colorScheme": "both", "steps": steps}})
	if err != nil || res.IsError {
		t.Fatalf("call = %+v, %v", res, err)
	}
	got := []string{(<-rec.got).ColorScheme, (<-rec.got).ColorScheme}
	slices.Sort(got)
	if !slices.Equal(got, []string{"dark", "light"}) {
		t.Errorf("renders asked for schemes %q, want dark and light", got)
	}
	var a struct {
		Viewports []struct {
			ColorScheme string               `json:"colorScheme"`
			Steps       []browser.StepReport `json:"steps"`
		} `json:"viewports"`
	}
	if err := json.Unmarshal([]byte(textOf(t, res)), &a); err != nil {
		t.Fatal(err)
	}
	if len(a.Viewports) != 2 || a.Viewports[1].ColorScheme != "dark" || len(a.Viewports[1].Steps) != 1 || len(images(res)) != 2 {
		t.Errorf("viewports = %+v, %d images; want a light and a dark entry with their steps, two images", a.Viewports, len(images(res)))
	}
	if _, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "interact_localhost_ui",
		Arguments: map[string]any{"url": "http://localhost:3000", "colorScheme": "dark", "steps": steps}}); err != nil {
		t.Fatal(err)
	}
	if got := (<-rec.got).ColorScheme; got != "dark" {
		t.Errorf("colorScheme dark reached the browser as %q", got)
	}
}
