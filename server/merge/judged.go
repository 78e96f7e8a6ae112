package merge

import (
	"slices"
	"strings"
)

// A merged answer says where each finding appeared: in which viewports and,
// with colorScheme both, in which schemes. "Only in dark" is a claim about
// the light render: that it judged the same rule and found nothing. A
// render that failed, or whose accessibility pass was cut off before the
// finding's rule (summary.a11yNotRun), judged nothing, and a finding seen
// only in the other scheme is then not attributed to one scheme: it says
// which renders did not judge it instead (notJudgedIn).

// Render is one render of a merged answer: its preset and scheme, and
// what it judged.
type Render struct {
	Viewport, Scheme string
	// Judged says whether the render judged a finding of rule ("" for a
	// finding no accessibility rule reports): not when it failed, or did
	// not run the rule.
	Judged func(rule string) bool
}

type seenIn struct{ viewport, scheme string }

// Found remembers, per finding key, the renders that found it.
type Found map[string][]seenIn

// Add records that the render of viewport and scheme found key.
func (j Found) Add(key, viewport, scheme string) {
	r := seenIn{viewport, scheme}
	if !slices.Contains(j[key], r) {
		j[key] = append(j[key], r)
	}
}

// NotJudged returns, for the finding under key with rule, the renders
// that did not find it and could not have, each named as the answer names
// renders ("dark", "mobile", "mobile dark"), and whether the finding's
// colorSchemes still holds: false when a scheme it was not seen in did not
// judge it in a viewport it was seen in.
func (j Found) NotJudged(key, rule string, renders []Render) (names []string, schemesHold bool) {
	seen := j[key]
	multiVP, multiScheme := false, false
	for _, o := range renders {
		multiVP = multiVP || o.Viewport != renders[0].Viewport
		multiScheme = multiScheme || o.Scheme != renders[0].Scheme
	}
	found := func(test func(seenIn) bool) bool { return slices.ContainsFunc(seen, test) }
	schemesHold = true
	for _, o := range renders {
		here := seenIn{o.Viewport, o.Scheme}
		if slices.Contains(seen, here) || o.Judged(rule) {
			continue
		}
		var name []string
		if multiVP {
			name = append(name, here.viewport)
		}
		if multiScheme {
			name = append(name, here.scheme)
		}
		names = append(names, strings.Join(name, " "))
		if multiScheme && !found(func(r seenIn) bool { return r.scheme == here.scheme }) &&
			found(func(r seenIn) bool { return r.viewport == here.viewport }) {
			schemesHold = false
		}
	}
	return names, schemesHold
}
