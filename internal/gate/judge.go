package gate

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/textline"
)

// rules decide what fails a page: problems at level or worse that the
// known-problems file does not hold.
type rules struct {
	level  Severity
	known  KnownProblems
	ignore []ignoreEntry // the configuration's: never fail, listed as ignored
}

// Problem is one thing a capture found: a finding, or a message the gate
// fails on. It is in --json so that check merge can write the reports a
// single run would.
type Problem struct {
	ID     browser.ProblemID `json:"id"` // ID.Kind is the finding's kind, or uncaught-error, console-error, failed-request
	Level  Severity          `json:"severity"`
	Text   string            `json:"text"` // one line (FindingLine for a finding)
	Source *browser.Source   `json:"source,omitempty"`
	Cause  *browser.Cause    `json:"cause,omitempty"` // a layout finding's: where its declaration is written
	Fails  bool              `json:"fails,omitempty"` // at --fail-on or worse, and not known: it fails the case
	Known  bool              `json:"known,omitempty"` // at --fail-on or worse, and in the known-problems file
	// Ignored is the configuration's ignore entry that covers it: it
	// fails nothing, and the reports list it as ignored.
	Ignored string `json:"ignored,omitempty"`
}

// Judge sorts what a capture found into c's problems as a check run does:
// those at failOn or worse fail the case unless known holds them (nil for
// no known-problems file). It is judge without the configuration's ignore
// entries, for a caller that captures on its own.
func Judge(c *Case, res *browser.Result, failOn Severity, known *KnownProblems) {
	r := rules{level: failOn}
	if known != nil {
		r.known = *known
	}
	judge(c, res, r)
}

// judge sorts a capture's problems into what fails the page at level and
// what does not: findings by severity; uncaught errors, console errors
// and failed requests as errors.
func judge(c *Case, res *browser.Result, g rules) {
	add := func(kind, rule, where, message string, sev Severity, line string, src *browser.Source, cause *browser.Cause) {
		id := browser.NewProblemID(c.URL, c.Viewport, c.ColorScheme, kind, rule, where, message)
		p := Problem{ID: id, Level: sev, Text: line, Source: src, Cause: cause}
		for _, i := range g.ignore {
			if i.matches(id) {
				p.Ignored = i.String()
				c.Problems = append(c.Problems, p)
				return
			}
		}
		p.Known = sev >= g.level && g.known.holds(c, p)
		p.Fails = sev >= g.level && !p.Known
		c.Problems = append(c.Problems, p)
		switch {
		case p.Known:
			c.Known++
		case p.Fails:
			c.Failures = append(c.Failures, line)
			if c.Source == nil && src != nil && src.File != "" {
				c.Source = src
			}
		case sev > SeverityInfo:
			c.Warnings++
		}
	}
	for _, pe := range res.UncaughtPageErrors {
		add("uncaught-error", "", sourceFile(pe.Source), pe.Message, SeverityError, "uncaught error: "+textline.OneLine(pe.Message)+textline.At(pe.Source), pe.Source, nil)
	}
	for _, m := range res.ConsoleLogs {
		if m.Level == "error" {
			add("console-error", "", sourceFile(m.Source), m.Text, SeverityError, "console error: "+textline.OneLine(m.Text)+textline.At(m.Source), m.Source, nil)
		}
	}
	for _, f := range res.FailedRequests {
		what := f.Error
		if f.Status != 0 {
			what = fmt.Sprintf("HTTP %d", f.Status)
		}
		// The request's path tells one failure from another, across ports.
		where := f.URL
		if u, err := url.Parse(f.URL); err == nil {
			where = u.Path
		}
		add("failed-request", what, f.Method+" "+where, "", SeverityError, fmt.Sprintf("failed request: %s %s %s", f.Method, f.URL, what), nil, nil)
	}
	for _, f := range res.Findings {
		add(f.Kind, f.Rule, f.Selector, "", findingSeverity(f.Severity), FindingLine(f), f.Source, f.Cause)
	}
	c.Incomplete = incomplete(res.Summary)
}

// incomplete is why a capture's accessibility pass did not judge every
// rule, naming the rules, or "" when it judged them all. Neither the
// known-problems file nor an ignore entry covers it: it is no problem of
// the page's, and it fails the case until the rules run.
func incomplete(s browser.Summary) string {
	if k := s.Keyboard; k != nil && k.Failed != "" {
		// A walk cut short judged only the stops before it.
		return fmt.Sprintf("incomplete: the walk with Tab stopped after %d stops: %s", k.Stops, textline.OneLine(k.Failed))
	}
	if len(s.A11yNotRun) == 0 {
		return ""
	}
	why := "accessibility rules not run: " + strings.Join(s.A11yNotRun, ", ")
	for _, part := range strings.Split(s.FindingsPartial, "; ") {
		if strings.HasPrefix(part, "accessibility rules cut off") || strings.HasPrefix(part, "accessibility rules failed") {
			why += " (" + part + ")"
			break
		}
	}
	return "incomplete: " + why
}

// FindingLine is a finding on one line, the way every report of check
// prints it: severity, kind, element, detail, source and cause.
func FindingLine(f browser.Finding) string {
	return fmt.Sprintf("%s %s %s: %s%s%s", f.Severity, f.Kind, f.Selector, textline.OneLine(f.Detail), textline.At(f.Source), textline.Because(f.Cause))
}

// sourceFile is a message's source file, without the line: an edit above
// it moves the line, not the problem.
func sourceFile(src *browser.Source) string {
	if src == nil {
		return ""
	}
	return src.File
}
