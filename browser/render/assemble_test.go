package render

import (
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/viewport"

	"github.com/vibelens/vibelens/browser/collect"
)

// TestAssemble builds results from plain values, without Chromium.
func TestAssemble(t *testing.T) {
	snap := func(html string) *snapshotResult {
		s := &snapshotResult{Title: "Pricing", URL: "http://localhost:3000/pricing"}
		s.DOM.HTML, s.DOM.Complete = html, true
		return s
	}
	tests := []struct {
		name  string
		in    rendered
		check func(t *testing.T, r *contract.Result)
	}{
		{
			name: "counts and order",
			in: rendered{url: "http://localhost:3000/", vp: viewport.Builtin()[0], snap: snap("<main></main>"),
				obs: collect.Observations{
					Console: []collect.Console{{ConsoleEntry: contract.ConsoleEntry{Level: "error", Text: "a"}}, {ConsoleEntry: contract.ConsoleEntry{Level: "warning", Text: "b"}}, {ConsoleEntry: contract.ConsoleEntry{Level: "error", Text: "c"}}},
					Errors:  []collect.Exception{{PageError: contract.PageError{Message: "boom"}}},
					Failed:  []contract.FailedRequest{{URL: "http://localhost:3000/api", Method: "GET", Status: 500}},
				},
				settle: contract.SettleReport{WaitedFor: []string{"load"}, DelayMs: 200}, timings: contract.Timings{Settle: 80}},
			check: func(t *testing.T, r *contract.Result) {
				s := r.Summary
				if s.ConsoleErrors != 2 || s.ConsoleWarnings != 1 || s.UncaughtErrors != 1 || s.FailedRequests != 1 {
					t.Errorf("counts = %d errors %d warnings %d uncaught %d failed", s.ConsoleErrors, s.ConsoleWarnings, s.UncaughtErrors, s.FailedRequests)
				}
				if s.WaitedMs != 280 {
					t.Errorf("waitedMs = %d, want settle 80 + delay 200", s.WaitedMs)
				}
				if s.FinalURL != "http://localhost:3000/pricing" || s.Viewport.Name != "desktop" {
					t.Errorf("summary = %+v", s)
				}
			},
		},
		{
			name: "nil lists become empty arrays",
			in:   rendered{vp: viewport.Builtin()[0], snap: snap("")},
			check: func(t *testing.T, r *contract.Result) {
				if r.ConsoleLogs == nil || r.UncaughtPageErrors == nil || r.FailedRequests == nil || r.Findings == nil {
					t.Errorf("nil list in %+v", r)
				}
			},
		},
		{
			name: "DOM over the cap is cut with a marker",
			in:   rendered{vp: viewport.Builtin()[0], snap: snap("<p>" + strings.Repeat("x", contract.Limits.DOMChars) + "</p>")},
			check: func(t *testing.T, r *contract.Result) {
				if !r.Summary.DOMTruncated || !strings.Contains(r.SimplifiedDOM, "VibeLens: DOM truncated") || r.Summary.DOMChars > contract.Limits.DOMChars {
					t.Errorf("truncated %v, %d chars", r.Summary.DOMTruncated, r.Summary.DOMChars)
				}
			},
		},
		{
			name: "a late hydration error still becomes a finding",
			in: rendered{vp: viewport.Builtin()[0], snap: snap("<main></main>"), skip: Skip{Findings: true},
				obs: collect.Observations{Console: []collect.Console{{ConsoleEntry: contract.ConsoleEntry{Level: "error", Text: "Hydration failed because the server rendered text didn't match the client."}}}}},
			check: func(t *testing.T, r *contract.Result) {
				if len(r.Findings) != 1 || r.Findings[0].Kind != "hydration-error" {
					t.Errorf("findings = %+v, want one hydration-error", r.Findings)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.check(t, assemble(tt.in))
		})
	}
}
