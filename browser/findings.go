package browser

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/vibelens/vibelens/browser/source"

	"github.com/vibelens/vibelens/browser/contract"
)

//go:embed js/findings.js
var findingsJS string

// The finding kinds, in the order a model should fix them: a page that does
// not render makes every layout measurement moot.
var findingKinds = []string{
	"dev-error-overlay", "hydration-error", "blank-page", "page-overflow-x",
	"offscreen-interactive", "broken-image", "cut-off", "text-clipped", "covers-content", "overlap",
	"escapes-container", "small-tap-target",
}

var severityRank = map[string]int{"error": 0, "warning": 1, "info": 2}

// findingsOpts is what findings.js receives.
type findingsOpts struct {
	Touch       bool           `json:"touch"`
	Root        string         `json:"root,omitempty"`
	BudgetMs    int            `json:"budgetMs"`
	MaxElements int            `json:"maxElements"`
	PerKind     int            `json:"perKind"`
	Hydration   *hydrationHint `json:"hydration,omitempty"`
	AnchorOnly  bool           `json:"anchorOnly,omitempty"` // locate the hydration element, measure nothing
	DevWidgets  string         `json:"devWidgets,omitempty"` // devWidgetSelector: not the app, never measured
}

// rawFinding is one finding as findings.js reports it.
type rawFinding struct {
	Finding
	Src    string      `json:"src"`    // a broken image's URL
	Origin *source.Raw `json:"origin"` // where the development build says the element comes from
}

// rawFindings is what findings.js returns.
type rawFindings struct {
	Findings        []rawFinding `json:"findings"`
	Total           int          `json:"total"`
	Examined        int          `json:"examined"`
	TimedOut        bool         `json:"timedOut"`
	Capped          bool         `json:"capped"`
	Ms              int64
	SourceMs        float64          `json:"sourceMs"`
	Nuxt            bool             `json:"nuxt"`
	Next            bool             `json:"next"`        // React Server Components' frames map through Next's dev endpoint
	ServerFrame     string           `json:"serverFrame"` // a Server Component's frame URL, whose path tells the project root
	HydrationAnchor *hydrationAnchor `json:"hydrationAnchor"`
}

func (r *rawFindings) UnmarshalJSON(b []byte) error {
	type plain rawFindings
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

// assembleFindings merges the in-page findings with the console-based ones,
// links broken images to their failed requests, orders them most severe
// first, and applies the per-kind, count and character caps. It returns the
// kept findings and how many were found in all.
func assembleFindings(raw *rawFindings, h *hydration, failed []FailedRequest) ([]Finding, int) {
	if raw == nil {
		raw = &rawFindings{}
	}
	all := make([]Finding, 0, len(raw.Findings)+1)
	total := raw.Total
	if h != nil {
		if raw.Nuxt && h.framework == "Vue" {
			h.framework = "Nuxt"
		}
		f := Finding{Kind: "hydration-error", Severity: "error", Classes: []string{}, UserSees: "the server-rendered page and the app disagree, so content changes or flickers after load",
			Detail: contract.Clip(fmt.Sprintf("%s hydration mismatch (%d console message%s): %s", h.framework, h.count, plural(h.count), h.quote), Limits.HydrationDetail)}
		if a := raw.HydrationAnchor; a != nil {
			f.Selector, f.Classes, f.Rect, f.Source = a.Selector, nonNil(a.Classes), a.Rect, a.Source
			f.Detail += "; the element is " + a.Selector
		}
		all = append(all, f)
		total++
	}
	for _, rf := range raw.Findings {
		f := rf.Finding
		f.Classes = nonNil(f.Classes)
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
		f.Detail = contract.Clip(f.Detail, Limits.FindingDetail)
		all = append(all, f)
	}
	kindRank := func(k string) int {
		if i := slices.Index(findingKinds, k); i >= 0 {
			return i
		}
		return len(findingKinds)
	}
	slices.SortStableFunc(all, func(a, b Finding) int {
		if d := severityRank[a.Severity] - severityRank[b.Severity]; d != 0 {
			return d
		}
		return kindRank(a.Kind) - kindRank(b.Kind)
	})
	kept := make([]Finding, 0, min(len(all), Limits.Findings))
	perKind := map[string]int{}
	chars := 0
	for _, f := range all {
		if len(kept) >= Limits.Findings || perKind[f.Kind] >= Limits.FindingsPerKind {
			continue
		}
		b, _ := json.Marshal(f)
		if chars+len(b) > Limits.FindingsChars {
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
func failedIndex(failed []FailedRequest, src string) int {
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
