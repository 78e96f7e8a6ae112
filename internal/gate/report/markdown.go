package report

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/gate"
	"github.com/vibelens/vibelens/internal/textline"
)

// markdownMax is GitHub's limit on a comment's body, which a step summary
// shares: a summary longer than this is cut, with a note.
const markdownMax = 65536

// topProblems is how many of a failing case's problems its row shows.
const topProblems = 3

// markdownSummary is the run for $GITHUB_STEP_SUMMARY or a pull-request
// comment: the totals, a table of the failing cases with their first
// problems, the problems ignored by the configuration, and, against a
// known-problems file, the problems that are new, still present and
// fixed. known is nil without a file.
func markdownSummary(cases []gate.Case, known *gate.KnownProblems, ignored []string) string {
	var lines []string
	add := func(format string, a ...any) { lines = append(lines, fmt.Sprintf(format, a...)) }
	failed, errored, passed, knownCount := 0, 0, 0, 0
	for _, c := range cases {
		switch {
		case c.Err != "":
			errored++
		case c.Failed():
			failed++
		default:
			passed++
		}
		knownCount += c.Known
	}
	add("## VibeLens check: %d of %d failed", failed+errored, len(cases))
	add("")
	add("| passed | failed | could not capture | known problems (not counted) |")
	add("| ---: | ---: | ---: | ---: |")
	add("| %d | %d | %d | %d |", passed, failed, errored, knownCount)
	if failed+errored > 0 {
		add("")
		add("### Failing cases")
		add("")
		add("| result | page | viewport | scheme | problems |")
		add("| --- | --- | --- | --- | --- |")
		for _, c := range cases {
			if !c.Failed() {
				continue
			}
			var top []string
			if c.Err != "" {
				top = append(top, mdCode("could not capture: "+c.Err))
			}
			if c.Incomplete != "" {
				top = append(top, mdCode(c.Incomplete))
			}
			for i, f := range c.Failures {
				if i == topProblems {
					top = append(top, fmt.Sprintf("and %d more", len(c.Failures)-topProblems))
					break
				}
				top = append(top, mdCode(f))
			}
			add("| %s | %s | %s | %s | %s |", c.Result(), mdCode(c.URL), mdCode(c.Viewport), schemeName(c.ColorScheme), strings.Join(top, "<br>"))
		}
	}
	if len(ignored) > 0 {
		add("")
		add("### Ignored by the configuration")
		add("")
		for _, i := range ignored {
			add("- %s", mdCode(i))
		}
	}
	if known != nil {
		added, still, fixed := againstKnown(cases, *known)
		add("")
		add("### Against the known problems")
		for _, l := range []struct {
			title string
			ids   []string
		}{{"New", added}, {"Still present", still}, {"Fixed", fixed}} {
			add("")
			add("**%s: %d**", l.title, len(l.ids))
			if len(l.ids) > 0 {
				add("")
			}
			for _, id := range l.ids {
				add("- %s", mdCode(id))
			}
		}
		if known.Version1() {
			add("")
			add("The known-problems file is version 1: its entries cannot be listed as fixed; write it again with `--update-known-problems`.")
		}
	}
	return cutMarkdown(lines)
}

// againstKnown sorts the run's failing-level problems into new (not in
// the file) and still present, and lists as fixed the file's problems on
// a page, viewport and scheme the run checked that it no longer found.
func againstKnown(cases []gate.Case, known gate.KnownProblems) (added, still, fixed []string) {
	seen := map[browser.ProblemID]bool{}
	checked := map[browser.ProblemID]bool{} // page, viewport and scheme only
	for _, c := range cases {
		if c.Err == "" {
			checked[browser.NewProblemID(c.URL, c.Viewport, c.ColorScheme, "", "", "", "")] = true
		}
		for _, p := range c.Problems {
			dup := seen[p.ID]
			seen[p.ID] = true
			switch {
			case dup:
			case p.Fails:
				added = append(added, p.Text+" "+problemWhere(p.ID))
			case p.Known:
				still = append(still, p.Text+" "+problemWhere(p.ID))
			}
		}
	}
	for _, id := range known.IDs() {
		at := browser.ProblemID{Page: id.Page, Viewport: id.Viewport, ColorScheme: id.ColorScheme}
		if checked[at] && !seen[id] {
			fixed = append(fixed, strings.Join(strings.Fields(strings.Join([]string{id.Kind, id.Rule, id.Where, id.Message}, " ")), " ")+" "+problemWhere(id))
		}
	}
	slices.Sort(fixed)
	return added, still, fixed
}

// problemWhere is a problem's page, viewport and scheme, in brackets.
func problemWhere(id browser.ProblemID) string {
	s := "(" + id.Page + ", " + id.Viewport
	if id.ColorScheme != "" {
		s += ", " + id.ColorScheme
	}
	return s + ")"
}

// mdCode is text as a Markdown code span safe in a table cell: nothing in
// it is read as Markdown or HTML, a pipe cannot end the cell, and control
// characters are escaped.
func mdCode(s string) string {
	s = strings.ReplaceAll(textline.Escape(s), "|", `\|`)
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// cutMarkdown joins the lines, and when they would pass markdownMax keeps
// the first that fit and says how many were cut.
func cutMarkdown(lines []string) string {
	var b strings.Builder
	const noteRoom = 200
	for i, l := range lines {
		if b.Len()+len(l)+1 > markdownMax-noteRoom {
			fmt.Fprintf(&b, "\n_Cut here to stay under GitHub's %d-character limit: %d more lines. The JUnit, HTML and JSON reports list everything._\n", markdownMax, len(lines)-i)
			return b.String()
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// writeMarkdown writes the summary to path. $GITHUB_STEP_SUMMARY is
// appended to, as GitHub asks (other commands of the step may have
// written to it); any other file is replaced.
func writeMarkdown(path string, cases []gate.Case, known *gate.KnownProblems, ignored []string) error {
	text := markdownSummary(cases, known, ignored)
	flags := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if s := os.Getenv("GITHUB_STEP_SUMMARY"); s != "" && s == path {
		flags = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := os.OpenFile(path, flags, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(text); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
