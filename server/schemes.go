package server

import (
	"context"
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/vibelens/vibelens/browser"
)

// BothSchemes is the colorScheme value that renders the page in light and
// in dark and answers once (ADR 0024).
const BothSchemes = "both"

// colorSchemes are the values colorScheme takes, in the order the tool
// documents them.
var colorSchemes = []string{"light", "dark", BothSchemes}

// ColorSchemes are the values colorScheme takes, for a command line that
// offers the same choice.
func ColorSchemes() []string { return slices.Clone(colorSchemes) }

// SchemesOf is the schemes one call renders for its colorScheme argument:
// both is light then dark; no value is the preset's own ("").
func SchemesOf(arg string) []string {
	if arg == BothSchemes {
		return []string{"light", "dark"}
	}
	return []string{arg}
}

// colorSchemeProperty is the colorScheme parameter's schema. It has no
// default: a call without it keeps the preset's own scheme (light for the
// built-ins, a user preset's colorScheme otherwise).
func colorSchemeProperty() *jsonschema.Schema {
	enum := make([]any, len(colorSchemes))
	for i, s := range colorSchemes {
		enum[i] = s
	}
	return &jsonschema.Schema{Type: "string", Description: text.Parameters["colorScheme"], Enum: enum}
}

// captureFunc is one capture: Capturer.Capture or Interactor.Interact.
type captureFunc func(ctx context.Context, req browser.Request) (*browser.Result, error)

// CaptureRenders renders req in every preset of vps and every scheme of
// schemes ("" for the preset's own) side by side, each in a capture of its
// own (its own isolated browser context, deadlines and error), and returns
// the outcomes scheme by scheme, in preset order. before, when set, gives
// each render its Request.Before. A panic in one capture becomes that
// render's error.
func CaptureRenders(ctx context.Context, capture captureFunc, req browser.Request, vps []browser.Viewport, schemes []string,
	before func(browser.Request) func(url, viewport string) *browser.Record) []ViewportOutcome {
	budgets := imageBudgets(vps)
	out := make([]ViewportOutcome, 0, len(vps)*len(schemes))
	for _, scheme := range schemes {
		for _, vp := range vps {
			o := ViewportOutcome{Viewport: vp}
			if len(schemes) > 1 {
				o.Scheme = scheme
			}
			out = append(out, o)
		}
	}
	var wg sync.WaitGroup
	for k := range out {
		vp := out[k].Viewport
		r := req
		r.Viewport, r.ColorScheme = vp.Name, schemes[k/len(vps)]
		if len(out) > 1 {
			r.Image = budgets[k%len(vps)]
		}
		if before != nil {
			r.Before = before(r)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if p := recover(); p != nil {
					out[k].Result = nil
					out[k].Err = &browser.Error{Code: browser.CodeUnknown, Problem: fmt.Sprintf("internal error: %v", p),
						NextStep: "This is a VibeLens bug; call again, and report it with `vibelens doctor` output if it repeats.",
						Err:      fmt.Errorf("panic: %v\n%s", p, debug.Stack())}
				}
			}()
			res, err := capture(ctx, r)
			if err != nil {
				out[k].Err = browser.AsError(err)
				return
			}
			out[k].Result = res
		}()
	}
	wg.Wait()
	shareFollows(out)
	return out
}

// shareFollows gives each light render whose followsPreference one look
// could not tell (nil) the answer of the dark render of the same preset:
// the two renders of a colorScheme both call are one page.
func shareFollows(outs []ViewportOutcome) {
	dark := map[string]*bool{}
	for _, o := range outs {
		if o.Err == nil && o.Result != nil && o.Scheme == "dark" && o.Result.Summary.Theme != nil {
			dark[o.Viewport.Name] = o.Result.Summary.Theme.Follows
		}
	}
	for _, o := range outs {
		if o.Err != nil || o.Result == nil || o.Scheme != "light" {
			continue
		}
		if t := o.Result.Summary.Theme; t != nil && t.Follows == nil && dark[o.Viewport.Name] != nil {
			t.Follows = dark[o.Viewport.Name]
			t.Note = ""
		}
	}
}

// sameLookNote says, for a colorScheme both answer, when a viewport's light
// and dark renders have the same computed colours: the page does not
// follow prefers-color-scheme, so every finding is the light theme's and
// none speaks for a dark one.
func sameLookNote(outs []ViewportOutcome) string {
	themes := map[string]map[string]*browser.Theme{} // viewport -> scheme -> theme
	for _, o := range outs {
		if o.Err != nil || o.Scheme == "" || o.Result.Summary.Theme == nil || o.Result.Summary.Theme.Colours == "" {
			continue
		}
		if themes[o.Viewport.Name] == nil {
			themes[o.Viewport.Name] = map[string]*browser.Theme{}
		}
		themes[o.Viewport.Name][o.Scheme] = o.Result.Summary.Theme
	}
	for _, o := range outs {
		t := themes[o.Viewport.Name]
		light, dark := t["light"], t["dark"]
		if light == nil || dark == nil {
			continue
		}
		if light.Colours != dark.Colours {
			return ""
		}
		if dark.ShowsDark {
			return "the light and dark renders look the same (the same computed colours): this page shows its dark theme whatever the system setting, " +
				"so every finding here is the dark theme's and none says anything about a light one; a light theme, if it has one, is behind a toggle" +
				toggleList(dark.Toggles) + "."
		}
		return "the light and dark renders look the same (the same computed colours): this page does not follow prefers-color-scheme, " +
			"so every finding here is its light theme's and none says anything about a dark one. " + browser.ToggleAdvice(dark.Toggles)
	}
	return ""
}

// toggleList names the toggles found, for a sentence.
func toggleList(toggles []string) string {
	if len(toggles) == 0 {
		return ""
	}
	return ": " + strings.Join(toggles, ", ") + " (interact_localhost_ui can click it first)"
}
