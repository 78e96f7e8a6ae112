package realapps

import (
	"fmt"
	"strings"

	"github.com/vibelens/vibelens/browser"
)

type browserFinding = browser.Finding

// describe lists what a capture found, for failure messages.
func describe(res *browser.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  findings (%d):\n", len(res.Findings))
	for _, f := range res.Findings {
		fmt.Fprintf(&b, "    %s %s %v: %.160s\n", f.Kind, f.Selector, f.Classes, f.Detail)
	}
	for _, c := range res.ConsoleLogs {
		fmt.Fprintf(&b, "  console %s: %.160s (%s)\n", c.Level, c.Text, c.Source.String())
	}
	for _, e := range res.UncaughtPageErrors {
		fmt.Fprintf(&b, "  uncaught: %.160s (%s)\n", e.Message, e.Source.String())
	}
	for _, r := range res.FailedRequests {
		fmt.Fprintf(&b, "  failed request: %s %s %d %s\n", r.Method, r.URL, r.Status, r.Error)
	}
	return b.String()
}
