package contract

import (
	"encoding/json"
	"fmt"
)

// MaxSelector is the longest selector an element-scoped capture accepts.
const MaxSelector = 300

// CheckSelector rejects a selector before any browser work.
func CheckSelector(sel string) error {
	if len(sel) > MaxSelector {
		return &Error{Code: CodeSelectorNotFound, Problem: fmt.Sprintf("selector is %d characters; the limit is %d", len(sel), MaxSelector),
			NextStep: "Pass a short selector: an id (#checkout) or a class (.pricing-card)."}
	}
	return nil
}

// Finding is one measured defect in a render: what kind, how bad, which
// element (a selector document.querySelector resolves to it, and its class
// list verbatim so the model can grep for it), where, and the numbers.
type Finding struct {
	Kind     string `json:"kind"`
	Severity string `json:"severity"` // "error", "warning" or "info"
	// UserSees says in one line what a person sees on screen, so a model
	// can rank findings without decoding the numbers in Detail.
	UserSees string   `json:"userSees,omitempty"`
	Selector string   `json:"selector,omitempty"`
	Classes  []string `json:"classes"`
	Source   *Source  `json:"source,omitempty"` // the code that renders the element, on a development build
	Rect     Rect     `json:"rect,omitzero"`    // CSS px, page coordinates
	Detail   string   `json:"detail"`
	// Count is how many elements show this same defect (one template
	// repeated in cards, rows, list items): one defect, one finding, with
	// a few of the others in Examples. Omitted when it is one.
	Count    int      `json:"count,omitempty"`
	Examples []string `json:"examples,omitempty"`
	// Near says, for each of Examples in order, what makes it a defect
	// where a neighbour does (small-tap-target): the target its 24 px
	// circle meets and how far from its centre, "input#pw 9px" (or from
	// that field's label, "input#pw 9px (label)"), or a small target whose
	// circle overlaps it, "a.next:nth-of-type(2) 20px (centres)". The
	// neighbour is named by the last step of its selector, its id or its
	// place among its siblings. Detail says the same of Selector in full.
	Near []string `json:"near,omitempty"`
	// Rule names the published rule a finding applies, where one does:
	// axe-core's rule id for the accessibility kinds, with the WCAG
	// success criterion it tests.
	Rule string `json:"rule,omitempty"`
	WCAG string `json:"wcag,omitempty"`
	// FailedRequest is the index in failedRequests of a broken image's request.
	FailedRequest *int `json:"failedRequest,omitempty"`
	// Cause is the declaration that makes a layout finding wrong, and where
	// it is written, when one is found.
	Cause *Cause `json:"cause,omitempty"`
}

// Cause is why a layout finding happens: the declaration that makes the
// box too big, unable to shrink or wrap, clipped or offset (Property,
// Value), the element that carries it when it is not the finding's own
// (Element, a selector), where the value comes from (Rule: the rule's
// selector, the utility class as written in the markup, or "style" for the
// style attribute) and where that is written (Source: the stylesheet line
// through the dev server's CSS source maps, or the markup line for a
// utility class or a style attribute). Missing says the cause is a
// declaration nobody wrote (overflow-wrap: normal on a long word): Value
// is the default and there is no Rule or Source. Fix is a hint, not a patch.
type Cause struct {
	Property string  `json:"property"`
	Value    string  `json:"value,omitempty"`
	Element  string  `json:"element,omitempty"`
	Rule     string  `json:"rule,omitempty"`
	Source   *Source `json:"source,omitempty"`
	// Library is where a dependency's own sheet writes the rule
	// (node_modules/vuetify/…/VCard.css), when the app's markup does not
	// write its class: not the app's to edit, so Source is empty; the
	// fix is an override where the element is used.
	Library *Source `json:"library,omitempty"`
	Missing bool    `json:"missing,omitempty"`
	Fix     string  `json:"fix,omitempty"`
	// Unknown says that no single declaration explains the defect, and
	// what was measured; Property and the rest are then empty.
	Unknown string `json:"unknown,omitempty"`
	// Trial is what trying Fix on the element in the page showed
	// (browser/trial): TrialVerified, TrialRefuted or TrialUnverified.
	Trial string `json:"trial,omitempty"`
	// Measured says in a few words what the trial applied and measured.
	Measured string `json:"measured,omitempty"`
}

// A cause's Trial: the fix removed the defect and nothing near it spilled,
// clipped or overlapped (verified); the fix changed the value and the
// defect was still measured, so this declaration alone does not explain
// it (refuted); or the fix removed it and broke something else, or could
// not be tried (unverified, the value every cause has until it is tried).
const (
	TrialVerified   = "verified"
	TrialRefuted    = "refuted"
	TrialUnverified = "unverified"
)

// MaxCauseBytes bounds a cause's JSON: it rides on every layout finding.
const MaxCauseBytes = 400

// Fit trims a cause to MaxCauseBytes of JSON: the hint goes first, then
// the rule's selector is cut, then the carrier's selector (the rule and
// source still say where the declaration is).
func (c *Cause) Fit() *Cause {
	if c == nil {
		return nil
	}
	size := func() int { b, _ := json.Marshal(c); return len(b) }
	if size() <= MaxCauseBytes {
		return c
	}
	c.Fix = ""
	if size() > MaxCauseBytes {
		c.Rule = Clip(c.Rule, 40)
	}
	if size() > MaxCauseBytes {
		c.Element = ""
	}
	if size() > MaxCauseBytes {
		c.Value = Clip(c.Value, 20)
	}
	return c
}

// Rect is an element's border box in CSS pixels, relative to the page.
type Rect struct {
	X      int `json:"x"`
	Y      int `json:"y"`
	Width  int `json:"width"`
	Height int `json:"height"`
}

// ScopeInfo reports the element an element-scoped capture was clipped to.
type ScopeInfo struct {
	Selector string `json:"selector"`
	Matches  int    `json:"matches"` // elements the selector matches; the first is used
	Rect     Rect   `json:"rect"`
	// Visible is false when the element has no box (display none, zero
	// size): the screenshot then shows the viewport instead.
	Visible bool `json:"visible"`
}
