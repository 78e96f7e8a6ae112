package browser

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

//go:embed js/findings.js
var findingsJS string

// Finding is one measured defect in a render: what kind, how bad, which
// element (a selector document.querySelector resolves to it, and its class
// list verbatim so the model can grep for it), where, and the numbers.
type Finding struct {
	Kind     string   `json:"kind"`
	Severity string   `json:"severity"` // "error", "warning" or "info"
	Selector string   `json:"selector,omitempty"`
	Classes  []string `json:"classes"`
	Rect     Rect     `json:"rect,omitzero"` // CSS px, page coordinates
	Detail   string   `json:"detail"`
	// FailedRequest is the index in failedRequests of a broken image's request.
	FailedRequest *int `json:"failedRequest,omitempty"`
}

// Rect is an element's border box in CSS pixels, relative to the page.
type Rect struct {
	X      int `json:"x"`
	Y      int `json:"y"`
	Width  int `json:"width"`
	Height int `json:"height"`
}

// The finding kinds, in the order a model should fix them: a page that does
// not render makes every layout measurement moot.
var findingKinds = []string{
	"dev-error-overlay", "hydration-error", "blank-page", "page-overflow-x",
	"offscreen-interactive", "broken-image", "text-clipped", "overlap",
	"escapes-container", "small-tap-target",
}

var severityRank = map[string]int{"error": 0, "warning": 1, "info": 2}

// findingsOpts is what findings.js receives.
type findingsOpts struct {
	Touch       bool     `json:"touch"`
	Root        string   `json:"root,omitempty"`
	BudgetMs    int      `json:"budgetMs"`
	MaxElements int      `json:"maxElements"`
	PerKind     int      `json:"perKind"`
	Hydration   []string `json:"hydration,omitempty"`
}

// rawFindings is what findings.js returns.
type rawFindings struct {
	Findings []struct {
		Finding
		Src string `json:"src"`
	} `json:"findings"`
	Total           int  `json:"total"`
	Examined        int  `json:"examined"`
	TimedOut        bool `json:"timedOut"`
	Capped          bool `json:"capped"`
	Ms              int64
	Nuxt            bool `json:"nuxt"`
	HydrationAnchor *struct {
		Selector string   `json:"selector"`
		Classes  []string `json:"classes"`
		Rect     Rect     `json:"rect"`
	} `json:"hydrationAnchor"`
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

// hydration is a summary of the console messages that report a hydration
// mismatch.
type hydration struct {
	framework string
	count     int
	quote     string   // what the message quotes, e.g. server "a" vs client "b"
	texts     []string // quoted text to locate the element by, client first
}

var (
	hydrationRe = regexp.MustCompile(`(?i)hydrat\w*\b.*\b(?:mismatch|did not match|didn't match|does not match|failed)|` +
		`error while hydrating|text content did not match|expected server html to contain|did not expect server html to contain|` +
		`hydration_mismatch`)
	react18Quote = regexp.MustCompile(`Server: "([^"]*)" Client: "([^"]*)"`)
	vueQuote     = regexp.MustCompile(`rendered on server:\s*(.*?)\s*-\s*expected on client:\s*([^\n]*)`)
	diffPlus     = regexp.MustCompile(`(?m)^\s*\+\s+(.+)$`)
	diffMinus    = regexp.MustCompile(`(?m)^\s*-\s+(.+)$`)
)

// findHydration reads console errors and warnings and uncaught errors for
// React, Vue/Nuxt and Svelte hydration mismatch reports.
func findHydration(console []ConsoleEntry, errs []PageError) *hydration {
	var h hydration
	consider := func(text, source string) {
		if !hydrationRe.MatchString(text) {
			return
		}
		h.count++
		if h.framework == "" {
			switch low := strings.ToLower(text + " " + source); {
			case strings.Contains(low, "[vue warn]") || strings.Contains(low, "hydration completed but contains mismatches"):
				h.framework = "Vue"
				if strings.Contains(low, "nuxt") {
					h.framework = "Nuxt"
				}
			case strings.Contains(low, "svelte"):
				h.framework = "Svelte"
			case strings.Contains(low, "nuxt"):
				h.framework = "Nuxt"
			default:
				h.framework = "React"
			}
		}
		if h.quote != "" {
			return
		}
		if m := react18Quote.FindStringSubmatch(text); m != nil {
			h.quote, h.texts = fmt.Sprintf("server %q, client %q", m[1], m[2]), []string{m[2], m[1]}
		} else if m := vueQuote.FindStringSubmatch(text); m != nil {
			s, c := strings.Trim(strings.TrimSpace(m[1]), `"`), strings.Trim(strings.TrimSpace(m[2]), `"`)
			h.quote, h.texts = fmt.Sprintf("server %q, client %q", s, c), []string{c, s}
		} else if p, mi := diffPlus.FindStringSubmatch(text), diffMinus.FindStringSubmatch(text); p != nil && mi != nil {
			c, s := strings.Trim(strings.TrimSpace(p[1]), `"`), strings.Trim(strings.TrimSpace(mi[1]), `"`)
			h.quote, h.texts = fmt.Sprintf("server %q, client %q", s, c), []string{c, s}
		}
	}
	for _, e := range console {
		consider(e.Text, e.Source)
	}
	for _, e := range errs {
		consider(e.Message, e.Source)
	}
	if h.count == 0 {
		return nil
	}
	if h.quote == "" {
		for _, e := range console {
			if hydrationRe.MatchString(e.Text) {
				h.quote = firstLine(e.Text)
				break
			}
		}
		if h.quote == "" {
			h.quote = firstLine(errs[0].Message)
			for _, e := range errs {
				if hydrationRe.MatchString(e.Message) {
					h.quote = firstLine(e.Message)
					break
				}
			}
		}
	}
	return &h
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return clip(s, 200)
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
		f := Finding{Kind: "hydration-error", Severity: "error", Classes: []string{},
			Detail: clip(fmt.Sprintf("%s hydration mismatch (%d console message%s): %s", h.framework, h.count, plural(h.count), h.quote), 300)}
		if a := raw.HydrationAnchor; a != nil {
			f.Selector, f.Classes, f.Rect = a.Selector, nonNil(a.Classes), a.Rect
			f.Detail += "; the client text is in " + a.Selector
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
		f.Detail = clip(f.Detail, 400)
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
		if p, ok := strings.CutSuffix(f.URL, "…[truncated]"); ok && strings.HasPrefix(src, p) {
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
