package cli

import (
	"fmt"
	"io"
)

// printTable is the summary at the end: one row a case; it returns how
// many failed. Page text is escaped: a control character in it would
// rewrite the terminal.
func printTable(w io.Writer, cases []checkCase, ignored []string) int {
	failed := 0
	fmt.Fprintf(w, "\n%-6s %-9s %8s  %s\n", "result", "viewport", "ms", "page")
	for _, c := range cases {
		if c.failed() {
			failed++
		}
		fmt.Fprintf(w, "%-6s %-9s %8d  %s\n", resultWord(&c), escapeControl(caseVariant(&c)), c.Ms, escapeControl(c.URL))
		if c.Err != "" {
			fmt.Fprintf(w, "         %s\n", escapeControl(c.Err))
		}
		for _, f := range c.Failures {
			fmt.Fprintf(w, "         %s\n", escapeControl(f))
		}
		if c.Incomplete != "" {
			fmt.Fprintf(w, "         %s\n", escapeControl(c.Incomplete))
		} else if c.Partial != "" {
			fmt.Fprintf(w, "         not every rule was checked: %s\n", escapeControl(c.Partial))
		}
	}
	if len(ignored) > 0 {
		fmt.Fprintf(w, "\nignored by the configuration:\n")
		for _, i := range ignored {
			fmt.Fprintf(w, "  %s\n", escapeControl(i))
		}
	}
	fmt.Fprintf(w, "\n%d of %d failed\n", failed, len(cases))
	return failed
}

// resultWord is a case's result in the reports: ERROR, FAIL or ok.
func resultWord(c *checkCase) string {
	switch {
	case c.Err != "":
		return "ERROR"
	case len(c.Failures) > 0, c.Incomplete != "":
		return "FAIL"
	}
	return "ok"
}

// caseVariant is a case's viewport, and its colour scheme when the run
// named one (--color-scheme): "mobile", "mobile light", "mobile dark".
func caseVariant(c *checkCase) string {
	if c.ColorScheme == "" {
		return c.Viewport
	}
	return c.Viewport + " " + c.ColorScheme
}
