package corpus

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// Row is the tally of one app in one viewport (or of all, in the totals).
type Row struct {
	App, Viewport string
	Captures      int
	Failed        int // captures that returned an error
	Findings      int // each finding once, whatever its count of repeats
	A11y          int // of which accessibility findings (axe-core)
	A11yUntrue    int
	True, Untrue  int
	Other         int // on planted pages, matching no entry: not scored
	Offline       int // images on public hosts this offline machine cannot reach
	Entries       int // truth and planted entries applying to the captures
	Found         int
}

func (r *Row) add(s Scored) {
	r.Captures++
	if s.Err != "" {
		r.Failed++
	}
	r.Findings += len(s.Findings)
	for _, f := range s.Findings {
		if f.A11y() {
			r.A11y++
		}
	}
	for _, f := range s.Untrue {
		if f.A11y() {
			r.A11yUntrue++
		}
	}
	r.True += len(s.True)
	r.Untrue += len(s.Untrue)
	r.Other += len(s.Other)
	r.Offline += len(s.Offline)
	for _, e := range append(slices.Clone(s.Truth), s.Planted...) {
		r.Entries++
		if e.Found {
			r.Found++
		}
	}
}

// Rows tallies the captures per app and viewport, in the order they were
// taken, and a totals row last.
func Rows(all []Scored) []Row {
	var rows []Row
	total := Row{App: "total"}
	for _, s := range all {
		i := slices.IndexFunc(rows, func(r Row) bool { return r.App == s.App && r.Viewport == s.Viewport })
		if i < 0 {
			rows = append(rows, Row{App: s.App, Viewport: s.Viewport})
			i = len(rows) - 1
		}
		rows[i].add(s)
		total.add(s)
	}
	return append(rows, total)
}

// ratio is a/b to two decimals, or "-" when b is 0.
func ratio(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(a)/float64(b))
}

// Table renders the rows as a markdown table. Precision is true/(true +
// untrue): findings on planted pages that match no entry are not scored.
func Table(rows []Row) string {
	var b strings.Builder
	b.WriteString("| app | viewport | captures | failed | findings | a11y | true | untrue | a11y untrue | other | offline | precision | entries | found | recall |\n")
	b.WriteString("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %s | %d | %d | %s |\n",
			r.App, r.Viewport, r.Captures, r.Failed, r.Findings, r.A11y, r.True, r.Untrue, r.A11yUntrue, r.Other, r.Offline,
			ratio(r.True, r.True+r.Untrue), r.Entries, r.Found, ratio(r.Found, r.Entries))
	}
	return b.String()
}

// CleanTotals is what the targets are measured on: the captures of the
// apps' own pages.
type CleanTotals struct {
	Captures       int
	Untrue         int
	CapHit         int
	MedianFindings float64
	// The accessibility findings alone: untrue ones, and the median per capture.
	A11yUntrue         int
	MedianA11yFindings float64
}

// Clean tallies the clean-page captures that did not fail.
func Clean(all []Scored) CleanTotals {
	var t CleanTotals
	var counts, a11y []int64
	for _, s := range all {
		if !s.Clean || s.Err != "" {
			continue
		}
		t.Captures++
		t.Untrue += len(s.Untrue)
		n := 0
		for _, f := range s.Findings {
			if f.A11y() {
				n++
			}
		}
		a11y = append(a11y, int64(n))
		for _, f := range s.Untrue {
			if f.A11y() {
				t.A11yUntrue++
			}
		}
		if s.CapHit {
			t.CapHit++
		}
		counts = append(counts, int64(len(s.Findings)))
	}
	t.MedianFindings = median(counts)
	t.MedianA11yFindings = median(a11y)
	return t
}

// median of the values, 0 for none.
func median(v []int64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return float64(s[n/2])
	}
	return float64(s[n/2-1]+s[n/2]) / 2
}

// percentile is the p-th percentile of the values (nearest rank), 0 for none.
func percentile(v []int64, p int) int64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	i := (p*len(s)+99)/100 - 1
	return s[max(i, 0)]
}

// Summary is the lines under the table: settle caps, the findings pass
// and the payload size, over every capture that did not fail.
func Summary(all []Scored) string {
	var ms, bytes, a11yMs []int64
	capHit, partial := 0, 0
	var reasons []string
	for _, s := range all {
		if s.Err != "" {
			continue
		}
		ms = append(ms, s.FindingsMs)
		a11yMs = append(a11yMs, s.A11yMs)
		bytes = append(bytes, int64(s.PayloadBytes))
		// The run gives the pass a long budget (the rules are under
		// test); a pass longer than the product's would have been cut.
		if s.Partial != "" || time.Duration(s.FindingsMs)*time.Millisecond > browser.Limits.FindingsBudget {
			partial++
		}
		if s.CapHit {
			capHit++
			reasons = append(reasons, fmt.Sprintf("%s %s %s: %s", s.App, s.Page, s.Viewport, s.CapReason))
		}
	}
	c := Clean(all)
	var b strings.Builder
	fmt.Fprintf(&b, "- settle capHit: %d of %d captures\n", capHit, len(ms))
	for _, r := range reasons {
		fmt.Fprintf(&b, "  - %s\n", r)
	}
	fmt.Fprintf(&b, "- median findings pass (summary.timingsMs.findings): %.0f ms\n", median(ms))
	fmt.Fprintf(&b, "- findings pass cut short, or longer than the product's %s budget: %d captures\n", browser.Limits.FindingsBudget, partial)
	fmt.Fprintf(&b, "- accessibility pass, what it added to the call (summary.timingsMs.a11y): median %.0f ms, 95th percentile %d ms\n", median(a11yMs), percentile(a11yMs, 95))
	fmt.Fprintf(&b, "- median text payload: %.0f bytes\n", median(bytes))
	fmt.Fprintf(&b, "- clean pages: %d captures, %d untrue findings (target <= %d), median %.1f findings per capture (target <= 1), capHit %d (target <= %d)\n",
		c.Captures, c.Untrue, c.Captures/20, c.MedianFindings, c.CapHit, c.Captures/20)
	fmt.Fprintf(&b, "- clean pages, accessibility alone: %d untrue (target <= %d), median %.1f per capture (target <= 2)\n",
		c.A11yUntrue, c.Captures/20, c.MedianA11yFindings)
	return b.String()
}

// Markdown is report.md: the table, the summary, and every finding that
// was not true, so a person can judge the rules from one file. note says
// how the run went (the machine's load, say), under the title.
func Markdown(all []Scored, note string) string {
	var b strings.Builder
	b.WriteString("# VibeLens corpus report\n\n")
	if note != "" {
		b.WriteString(note + "\n\n")
	}
	b.WriteString(Table(Rows(all)))
	b.WriteString("\nPrecision is true/(true+untrue); `other` are findings on planted pages that match no entry (not scored); `offline` are broken images on public hosts this machine cannot reach (no internet here), not scored. ")
	b.WriteString("An entry is found when a finding of its kind names its selector in that viewport; a planted one also needs its source file.\n\n")
	b.WriteString(Summary(all))
	b.WriteString("\n## Causes tried in the page\n\n")
	b.WriteString(Trials(all))
	b.WriteString("\n## Untrue findings (clean pages)\n\n")
	for _, s := range all {
		for _, f := range s.Untrue {
			fmt.Fprintf(&b, "- %s `%s` %s: `%s`\n", s.App, s.Page, s.Viewport, f.Raw)
		}
	}
	// Recall is judged here too: a change that raises precision must not
	// lose a defect a person confirmed.
	b.WriteString("\n## Truth entries not found\n\n")
	for _, s := range all {
		for _, e := range s.Truth {
			if !e.Found && s.Err == "" {
				fmt.Fprintf(&b, "- %s `%s` %s: %s\n", s.App, s.Page, s.Viewport, e.What)
			}
		}
	}
	b.WriteString("\n## Captures\n\n")
	b.WriteString(Captures(all))
	b.WriteString("\n## Failed captures\n\n")
	for _, s := range all {
		if s.Err != "" {
			fmt.Fprintf(&b, "- %s `%s` %s: %s\n", s.App, s.Page, s.Viewport, s.Err)
		}
	}
	return b.String()
}

// Captures lists every capture with its numbers, one table row each.
func Captures(all []Scored) string {
	var b strings.Builder
	b.WriteString("| app | page | viewport | findings | true | untrue | other | capHit | capReason | findings ms | findings partial | payload bytes |\n")
	b.WriteString("| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- | ---: | --- | ---: |\n")
	for _, s := range all {
		if s.Err != "" {
			continue
		}
		page := s.Page
		if !s.Clean {
			page += " (planted)"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %d | %d | %d | %d | %v | %s | %d | %s | %d |\n", s.App, page, s.Viewport,
			len(s.Findings), len(s.True), len(s.Untrue), len(s.Other), s.CapHit, s.CapReason, s.FindingsMs, s.Partial, s.PayloadBytes)
	}
	return b.String()
}
