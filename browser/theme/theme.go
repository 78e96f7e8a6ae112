// Package theme reads what a render shows of its colour scheme: its
// background and text colours, whether it looks dark, whether the page
// follows prefers-color-scheme, and its theme switches. Its in-page script
// runs in the settle observer's isolated world; it hands back a plain
// contract.Theme and knows nothing of tabs, the collector or the pipeline.
package theme

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

//go:embed js/theme.js
var script string

// limits bound the read on a big page: the rules walked looking for
// prefers-color-scheme, the elements whose colours the digest takes, and
// the theme switches named.
var limits = map[string]int{"maxRules": 20000, "maxElements": 400, "maxToggles": 3}

// PrefersDark reports the prefers-color-scheme the page sees.
func PrefersDark(page *rod.Page, world proto.RuntimeExecutionContextID) (bool, error) {
	res, err := proto.RuntimeEvaluate{Expression: `matchMedia("(prefers-color-scheme: dark)").matches`, ContextID: world, ReturnByValue: true}.Call(page)
	if err != nil {
		return false, err
	}
	if res.ExceptionDetails != nil {
		return false, fmt.Errorf("prefers-color-scheme: %s", res.ExceptionDetails.Text)
	}
	return res.Result.Value.Bool(), nil
}

// Read is what the render in page shows of its colour scheme, read in
// world (the observer's, which the page cannot see or disturb), with the
// note a reader must know.
func Read(page *rod.Page, world proto.RuntimeExecutionContextID, scheme string) (*contract.Theme, error) {
	arg, _ := json.Marshal(limits)
	res, err := proto.RuntimeEvaluate{Expression: "(" + script + ")(" + string(arg) + ")", ContextID: world, ReturnByValue: true}.Call(page)
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		return nil, fmt.Errorf("theme: %s", res.ExceptionDetails.Text)
	}
	var raw rawTheme
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &raw); err != nil {
		return nil, err
	}
	t := &contract.Theme{Scheme: scheme, Background: raw.Background, Text: raw.Text, ShowsDark: raw.ShowsDark,
		Follows: raw.follows(scheme), Toggles: raw.Toggles, Colours: raw.Colours}
	t.Note = note(*t)
	return t, nil
}

// rawTheme is what js/theme.js reports.
type rawTheme struct {
	Background, Text, Colours string
	// Declared: a prefers-color-scheme media rule or a color-scheme with
	// dark; Marked: dark marked on the root or body.
	Declared, Marked, ShowsDark bool
	Toggles                     []string
}

// follows is Theme.Follows for a render in scheme: what one look can
// tell. A light look at a page whose script picks the theme from the
// preference looks like a look at a page with no dark theme: unknown.
func (t rawTheme) follows(scheme string) *bool {
	yes, no := true, false
	switch {
	case t.Declared, scheme == "dark" && t.Marked:
		return &yes
	case scheme == "dark":
		return &no
	}
	return nil
}

// note says what a reader must know of one render: a dark render of
// a page that shows no sign of a dark theme is its light theme, and its
// findings say nothing of a dark one; a light render cannot tell whether
// the page has a dark theme at all.
func note(t contract.Theme) string {
	switch {
	case t.Follows == nil:
		return "one light render cannot tell whether this page follows prefers-color-scheme (no media rule or dark color-scheme in its styles; a script may choose its theme): " +
			"colorScheme both shows its dark theme, if it has one."
	case t.Scheme != "dark" || *t.Follows || t.ShowsDark:
		return ""
	}
	return "this page shows no sign of following prefers-color-scheme (no media rule on it, no dark color-scheme or dark class on its root): " +
		"this render is its light theme, and its findings say nothing about a dark one. " + contract.ToggleAdvice(t.Toggles)
}
