package server

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

// render is one render of a merged answer: its preset and scheme.
type render struct{ viewport, scheme string }

// judgedRenders remembers, per finding key, the renders that found it.
type judgedRenders map[string][]render

func (j judgedRenders) add(key, viewport, scheme string) {
	r := render{viewport, scheme}
	if !slices.Contains(j[key], r) {
		j[key] = append(j[key], r)
	}
}

// notJudged returns, for the finding under key with rule, the renders of
// outs that did not find it and could not have (they failed, or did not
// run the rule), each named as the answer names renders ("dark",
// "mobile", "mobile dark"), and whether the finding's colorSchemes still
// holds: false when a scheme it was not seen in did not judge it in a
// viewport it was seen in.
func (j judgedRenders) notJudged(key, rule string, outs []ViewportOutcome) (names []string, schemesHold bool) {
	seen := j[key]
	multiVP, multiScheme := false, false
	for _, o := range outs {
		multiVP = multiVP || o.Viewport.Name != outs[0].Viewport.Name
		multiScheme = multiScheme || o.Scheme != outs[0].Scheme
	}
	seenIn := func(test func(render) bool) bool { return slices.ContainsFunc(seen, test) }
	schemesHold = true
	for _, o := range outs {
		here := render{o.Viewport.Name, o.Scheme}
		if slices.Contains(seen, here) || judged(o, rule) {
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
		if multiScheme && !seenIn(func(r render) bool { return r.scheme == here.scheme }) &&
			seenIn(func(r render) bool { return r.viewport == here.viewport }) {
			schemesHold = false
		}
	}
	return names, schemesHold
}

// judged says whether render o judged a finding of rule ("" for a finding
// that no accessibility rule reports).
func judged(o ViewportOutcome, rule string) bool {
	if o.Err != nil || o.Result == nil {
		return false
	}
	return rule == "" || !slices.Contains(o.Result.Summary.A11yNotRun, rule)
}
