package report

import (
	"fmt"
	"io"

	"github.com/vibelens/vibelens/internal/gate"
	"github.com/vibelens/vibelens/internal/textline"
)

// Table prints the summary at the end of a run: one row a case, then the
// ignore entries that covered problems; it returns how many cases failed.
// Page text is escaped: a control character in it would rewrite the
// terminal.
func Table(w io.Writer, o gate.Outcome) int {
	cases, ignored := o.Cases, o.Ignored
	failed := 0
	fmt.Fprintf(w, "\n%-6s %-9s %8s  %s\n", "result", "viewport", "ms", "page")
	for _, c := range cases {
		if c.Failed() {
			failed++
		}
		fmt.Fprintf(w, "%-6s %-9s %8d  %s\n", c.Result(), textline.Escape(c.Variant()), c.Ms, textline.Escape(c.URL))
		if c.Err != "" {
			fmt.Fprintf(w, "         %s\n", textline.Escape(c.Err))
		}
		for _, f := range c.Failures {
			fmt.Fprintf(w, "         %s\n", textline.Escape(f))
		}
		if c.Incomplete != "" {
			fmt.Fprintf(w, "         %s\n", textline.Escape(c.Incomplete))
		} else if c.Partial != "" {
			fmt.Fprintf(w, "         not every rule was checked: %s\n", textline.Escape(c.Partial))
		}
	}
	if len(ignored) > 0 {
		fmt.Fprintf(w, "\nignored by the configuration:\n")
		for _, i := range ignored {
			fmt.Fprintf(w, "  %s\n", textline.Escape(i))
		}
	}
	fmt.Fprintf(w, "\n%d of %d failed\n", failed, len(cases))
	return failed
}
