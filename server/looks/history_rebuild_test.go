package looks

import (
	"slices"
	"testing"

	"github.com/vibelens/vibelens/browser"
)

// TestSinceRebuild: a look after a rebuild (a renamed bundle, a CSS
// module's class with a new hash) does not list the same problems as
// new and resolved; a truly new error is the only thing new.
func TestSinceRebuild(t *testing.T) {
	look := func(script, class string, errs ...string) *browser.Result {
		r := result("http://localhost:4173/", "<p>a</p>", nil,
			[]browser.FailedRequest{{Method: "GET", URL: "http://localhost:4173/assets/logo-" + script + ".svg", Status: 404}})
		src := &browser.Source{File: "assets/index-" + script + ".js", Line: 1, Column: 9}
		for _, e := range append([]string{"cart: prices did not load (http://localhost:4173/assets/index-" + script + ".js)"}, errs...) {
			r.ConsoleLogs = append(r.ConsoleLogs, browser.ConsoleEntry{Level: "error", Text: e, Source: src})
		}
		r.Findings = []browser.Finding{{Kind: "unnamed-control", Rule: "button-name", Selector: "main > button." + class}}
		return r
	}
	c := NewHistory(Targets)
	first := look("DiwrgTda", "_card_1x9ab_3")
	c.Observe(TargetKey(first, "", ""), first)
	second := look("B7x9QpLm", "_card_7kq2z_3", "TypeError: cart.total is undefined")
	s := c.Observe(TargetKey(second, "", ""), second)
	if s == nil {
		t.Fatal("second look: since = nil")
	}
	if !slices.Equal(s.New.ConsoleErrors, []string{"console: TypeError: cart.total is undefined"}) || len(s.New.FailedRequests) != 0 || len(s.New.Findings) != 0 ||
		len(s.Resolved.ConsoleErrors) != 0 || len(s.Resolved.FailedRequests) != 0 || len(s.Resolved.Findings) != 0 {
		t.Errorf("after a rebuild: new %+v, resolved %+v; want only the TypeError new", s.New, s.Resolved)
	}
}
