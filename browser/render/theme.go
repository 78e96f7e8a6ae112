package render

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

//go:embed js/theme.js
var themeJS string

// themeLimits bound the read on a big page: the rules walked looking for
// prefers-color-scheme, the elements whose colours the digest takes, and
// the theme switches named.
var themeLimits = map[string]int{"maxRules": 20000, "maxElements": 400, "maxToggles": 3}

// theme reads what the render shows of its colour scheme, when the call
// named one, in the observer's world (the page cannot see or disturb it).
// A read that fails leaves the summary without it; the capture goes on.
func (r *Capture) theme() {
	scheme := r.job.Request.ColorScheme
	if scheme == "" || r.c.ObserverWorld() == 0 {
		return
	}
	page, release := r.pageOf(r.doc)
	defer release()
	t, err := readTheme(page, r.c.ObserverWorld())
	if err != nil {
		return
	}
	t.Scheme = scheme
	t.Note = themeNote(*t)
	r.themeInfo = t
}

func readTheme(page *rod.Page, world proto.RuntimeExecutionContextID) (*contract.Theme, error) {
	arg, _ := json.Marshal(themeLimits)
	res, err := proto.RuntimeEvaluate{Expression: "(" + themeJS + ")(" + string(arg) + ")", ContextID: world, ReturnByValue: true}.Call(page)
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		return nil, fmt.Errorf("theme: %s", res.ExceptionDetails.Text)
	}
	var raw struct {
		Background, Text, Colours string
		Follows, ShowsDark        bool
		Toggles                   []string
	}
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &raw); err != nil {
		return nil, err
	}
	return &contract.Theme{Background: raw.Background, Text: raw.Text, ShowsDark: raw.ShowsDark, Follows: raw.Follows, Toggles: raw.Toggles, Colours: raw.Colours}, nil
}

// themeNote says what a reader must know of one render: a dark render of
// a page that shows no sign of a dark theme is its light theme, and its
// findings say nothing of a dark one.
func themeNote(t contract.Theme) string {
	if t.Scheme != "dark" || t.Follows || t.ShowsDark {
		return ""
	}
	return "this page shows no sign of following prefers-color-scheme (no media rule on it, no dark color-scheme or dark class on its root): " +
		"this render is its light theme, and its findings say nothing about a dark one. " + contract.ToggleAdvice(t.Toggles)
}
