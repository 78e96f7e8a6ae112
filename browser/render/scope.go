package render

import (
	_ "embed"
	"fmt"
	"math"
	"strings"

	"github.com/vibelens/vibelens/browser/findings"

	"github.com/vibelens/vibelens/browser/contract"
)

// ScopeMargin is the CSS px kept around a scoped element in the screenshot,
// so its edges and shadows stay visible.
const ScopeMargin = 16

// scopeResult is what js/scope.js returns.
type scopeResult struct {
	Missing bool     `json:"missing"`
	Invalid string   `json:"invalid"`
	Near    []string `json:"near"`
	Matches int      `json:"matches"`
	Rect    struct {
		X, Y, Width, Height float64
	} `json:"rect"`
	DocWidth  float64 `json:"docWidth"`
	DocHeight float64 `json:"docHeight"`
}

// snapshotOptions says what the one in-page evaluation computes.
type snapshotOptions struct {
	root      string            // selector of an element-scoped capture, or ""
	findings  *findings.Opts    // nil skips findings
	noSources bool              // benchmarks only: findings without naming their source
	noCauses  bool              // benchmarks only: layout findings without their cause
	astro     map[string]string // Astro elements' sources the settle observer noted (settle.js)
	fullPage  bool              // the record covers the whole page, not the viewport
	links     bool              // read the page's links (Request.Links)
}

// scopeError is the tool error for a selector that matches nothing.
func scopeError(sel string, s *scopeResult) *contract.Error {
	problem := fmt.Sprintf("no element matches selector %q", sel)
	if s.Invalid != "" {
		problem = fmt.Sprintf("selector %q is not valid CSS: %s", sel, contract.Clip(s.Invalid, 200))
	}
	next := "Omit selector to capture the whole page"
	if len(s.Near) > 0 {
		problem += "; ids and classes that exist near the top of the page: " + strings.Join(s.Near, " ")
		next = "Use one of the ids or classes listed, or one from simplifiedDOM of a whole-page capture; or omit selector"
	}
	return &contract.Error{Code: contract.CodeSelectorNotFound, Problem: problem, NextStep: next + "."}
}

// scopeInfo and the screenshot clip for a resolved scope: the element's box
// plus scopeMargin, kept inside the document. A box-less element gets no
// clip, so the screenshot falls back to the viewport.
func scopeClip(sel string, s *scopeResult) (contract.ScopeInfo, *contract.Rect) {
	r := s.Rect
	info := contract.ScopeInfo{Selector: sel, Matches: s.Matches, Visible: r.Width > 0 && r.Height > 0,
		Rect: contract.Rect{X: int(math.Round(r.X)), Y: int(math.Round(r.Y)), Width: int(math.Round(r.Width)), Height: int(math.Round(r.Height))}}
	if !info.Visible {
		return info, nil
	}
	x0 := math.Max(0, math.Floor(r.X-ScopeMargin))
	y0 := math.Max(0, math.Floor(r.Y-ScopeMargin))
	x1 := math.Ceil(r.X + r.Width + ScopeMargin)
	y1 := math.Ceil(r.Y + r.Height + ScopeMargin)
	if s.DocWidth > 0 {
		x1 = math.Min(x1, s.DocWidth)
	}
	if s.DocHeight > 0 {
		y1 = math.Min(y1, s.DocHeight)
	}
	if x1-x0 < 1 || y1-y0 < 1 {
		return info, nil
	}
	return info, &contract.Rect{X: int(x0), Y: int(y0), Width: int(x1 - x0), Height: int(y1 - y0)}
}
