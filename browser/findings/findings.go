package findings

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/vibelens/vibelens/browser/cascade"
	"github.com/vibelens/vibelens/browser/source"

	"github.com/vibelens/vibelens/browser/contract"
)

//go:embed js/findings.js
var JS string

var (
	//go:embed js/cause.js
	causeJS string
	//go:embed js/place.js
	placeJS string
)

// CauseJS names the declaration behind each layout finding and places it
// in the page's style sheets; findings.js takes it as its third argument.
var CauseJS = "((cause, place) => (cs) => cause(cs, place()))(" + causeJS + ", " + placeJS + ")"

// PlaceJS finds where a property's value on an element is declared in
// the page's own style sheets (a function of (el, names)); the keyboard
// walk names the rule that took a focus ring away with it.
var PlaceJS = "(" + placeJS + ")()"

// The finding kinds, in the order a model should fix them: a page that does
// not render makes every layout measurement moot.
var findingKinds = []string{
	"dev-error-overlay", "hydration-error", "blank-page", "page-overflow-x",
	"offscreen-interactive", "broken-image", "cut-off", "text-clipped", "covers-content", "overlap",
	"escapes-container", "unnamed-control", "unlabelled-field", "missing-alt", "broken-aria",
	"focus-trap", "focus-not-visible", "focus-obscured", "focus-order", "low-contrast",
	"small-tap-target", "layout-shift", "slow-loading",
}

// Kinds are every finding kind, in the order Assemble ranks them within a
// severity.
func Kinds() []string { return slices.Clone(findingKinds) }

var severityRank = map[string]int{"error": 0, "warning": 1, "info": 2}

// Opts is what findings.js receives.
type Opts struct {
	Touch       bool           `json:"touch"`
	Root        string         `json:"root,omitempty"`
	BudgetMs    int            `json:"budgetMs"`
	MaxElements int            `json:"maxElements"`
	PerKind     int            `json:"perKind"`
	Hydration   *HydrationHint `json:"hydration,omitempty"`
	AnchorOnly  bool           `json:"anchorOnly,omitempty"` // locate the hydration element, measure nothing
	DevWidgets  string         `json:"devWidgets,omitempty"` // devWidgetSelector: not the app, never measured
	Given       []Given        `json:"given,omitempty"`
}

// Given is a finding another engine found (axe-core's accessibility
// rules): findings.js locates its target, groups it by template with the
// others of its kind and names its source, as for its own findings.
type Given struct {
	Kind     string   `json:"kind"`
	Severity string   `json:"severity"`
	Rule     string   `json:"rule"`
	WCAG     string   `json:"wcag,omitempty"`
	Target   []string `json:"target"` // a selector per shadow root on the way
	Sees     string   `json:"sees"`
	Detail   string   `json:"detail"`
	// Group, when set, is what makes two elements one defect instead of
	// their class pattern: for contrast the colour pair, which one CSS
	// rule sets on links, headings and buttons alike.
	Group string `json:"group,omitempty"`
	// Cause, when set, is the finding's cause as the engine knows it (a
	// layout shift's: the slot nobody reserved, the font's display).
	Cause *contract.Cause `json:"cause,omitempty"`
}

// RawFinding is one finding as findings.js reports it.
type RawFinding struct {
	contract.Finding
	Src    string      `json:"src"`    // a broken image's URL
	Origin *source.Raw `json:"origin"` // where the development build says the element comes from
	// Why is a layout finding's cause as the page sees it; the naming
	// fills Cause from it with the rule and where it is written.
	Why *cascade.RawCause `json:"why"`
}

// Raw is what findings.js returns.
type Raw struct {
	Findings        []RawFinding `json:"findings"`
	Total           int          `json:"total"`
	Examined        int          `json:"examined"`
	TimedOut        bool         `json:"timedOut"`
	Capped          bool         `json:"capped"`
	Loading         []string     `json:"loading"` // images still loading at capture time: selector (URL)
	Ms              int64
	SourceMs        float64          `json:"sourceMs"`
	Nuxt            bool             `json:"nuxt"`
	Next            bool             `json:"next"`        // React Server Components' frames map through Next's dev endpoint
	ServerFrame     string           `json:"serverFrame"` // a Server Component's frame URL, whose path tells the project root
	HydrationAnchor *HydrationAnchor `json:"hydrationAnchor"`
}

func (r *Raw) UnmarshalJSON(b []byte) error {
	type plain Raw
	var aux struct {
		*plain
		Ms float64 `json:"ms"`
	}
	aux.plain = (*plain)(r)
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	r.Ms = int64(aux.Ms)
	return nil
}

// Assemble merges the in-page findings with the console-based ones,
// links broken images to their failed requests, orders them most severe
// first, and applies the per-kind, count and character caps. It returns the
// kept findings and how many were found in all.
func Assemble(raw *Raw, h *Hydration, failed []contract.FailedRequest) ([]contract.Finding, int) {
	if raw == nil {
		raw = &Raw{}
	}
	all := make([]contract.Finding, 0, len(raw.Findings)+1)
	total := raw.Total
	if h != nil {
		if raw.Nuxt && h.Framework == "Vue" {
			h.Framework = "Nuxt"
		}
		f := contract.Finding{Kind: "hydration-error", Severity: "error", Classes: []string{}, UserSees: "the server-rendered page and the app disagree, so content changes or flickers after load",
			Detail: contract.Clip(fmt.Sprintf("%s hydration mismatch (%d console message%s): %s", h.Framework, h.Count, plural(h.Count), h.Quote), contract.Limits.HydrationDetail)}
		if a := raw.HydrationAnchor; a != nil {
			f.Selector, f.Classes, f.Rect, f.Source = a.Selector, contract.NonNil(a.Classes), a.Rect, a.Source
			f.Detail += "; the element is " + a.Selector
		}
		all = append(all, f)
		total++
	}
	for _, rf := range raw.Findings {
		f := rf.Finding
		f.Classes = contract.NonNil(f.Classes)
		if f.Cause == nil {
			f.Cause = rf.Why.Seen()
		}
		if f.Cause != nil && f.Cause.Property != "" {
			// Until its fix is tried in the page (browser/trial); the
			// budgets below keep the room for the verdict. A cause that
			// names no declaration has no fix to try.
			f.Cause.Trial = contract.TrialUnverified
		}
		f.Cause = f.Cause.Fit()
		if f.Kind == "broken-image" && rf.Src != "" {
			if i := failedIndex(failed, rf.Src); i >= 0 {
				f.FailedRequest = &i
				fr := failed[i]
				status := fr.Error
				if fr.Status != 0 {
					status = fmt.Sprintf("HTTP %d", fr.Status)
				}
				f.Detail += fmt.Sprintf("; failedRequests[%d]: %s", i, status)
			}
		}
		f.Detail = contract.Clip(f.Detail, contract.Limits.FindingDetail)
		all = append(all, f)
	}
	kindRank := func(k string) int {
		if i := slices.Index(findingKinds, k); i >= 0 {
			return i
		}
		return len(findingKinds)
	}
	slices.SortStableFunc(all, func(a, b contract.Finding) int {
		if d := severityRank[a.Severity] - severityRank[b.Severity]; d != 0 {
			return d
		}
		return kindRank(a.Kind) - kindRank(b.Kind)
	})
	kept := make([]contract.Finding, 0, min(len(all), contract.Limits.Findings))
	perKind := map[string]int{}
	chars := 0
	for _, f := range all {
		if len(kept) >= contract.Limits.Findings || perKind[f.Kind] >= contract.Limits.FindingsPerKind {
			continue
		}
		b, _ := json.Marshal(f)
		if chars+len(b) > contract.Limits.FindingsChars {
			continue
		}
		chars += len(b)
		perKind[f.Kind]++
		kept = append(kept, f)
	}
	return kept, max(total, len(kept))
}

// failedIndex finds the failed request for an image URL. Failed URLs are
// clipped, so a clipped one matches by prefix.
func failedIndex(failed []contract.FailedRequest, src string) int {
	for i, f := range failed {
		if f.URL == src {
			return i
		}
	}
	for i, f := range failed {
		if p, ok := strings.CutSuffix(f.URL, contract.TruncatedMarker); ok && strings.HasPrefix(src, p) {
			return i
		}
	}
	return -1
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
