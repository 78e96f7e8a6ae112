package browser

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/render"
)

// Each keyboard fixture marks the elements a walk with Tab must report
// with data-expect="kind"; its fine twin has none, and a walk of it must
// report no focus-* finding. details must each be in some focus-*
// finding's detail or cause.
var keyboardFixtures = []struct {
	file    string
	details []string
}{
	{"focus-not-visible.html", []string{"shows no visible change when it takes focus (no pixel around it changes)", "outline: none .btn:focus", "index.html:12", "a \"Docs\" shows no visible change"}},
	{"focus-visible-fine.html", nil},
	{"focus-order.html", []string{"back along its row", "row-reverse"}},
	{"focus-order-fine.html", nil},
	{"focus-trap.html", []string{"Tab stays among 3 elements in div.picker", "the walk went on at"}},
	{"focus-trap-fine.html", nil},
	{"focus-obscured.html", []string{"hidden behind fixed div.cookies", "scroll-padding-bottom"}},
	{"focus-obscured-fine.html", nil},
	{"focus-tooltip.html", []string{"button \"Columns\" shows no visible change"}},
	{"focus-late-last.html", nil},
	{"focus-devtool-fine.html", nil},
}

// TestKeyboardWalk walks each fixture with Tab at desktop and mobile: every
// marked element is reported for its kind, nothing else is, and the walk
// says how far it went. A look without keyboard walks nothing.
func TestKeyboardWalk(t *testing.T) {
	for _, fx := range keyboardFixtures {
		for _, vp := range []string{"desktop", "mobile"} {
			t.Run(strings.TrimSuffix(fx.file, ".html")+"/"+vp, func(t *testing.T) {
				page, err := os.ReadFile(filepath.Join("testdata", "keyboard", fx.file))
				if err != nil {
					t.Fatal(err)
				}
				url := serve(t, html(string(page))).URL + "/"
				res, live := captureKeep(t, Request{URL: url, Viewport: vp, Keyboard: true}, render.Skip{})
				k := res.Summary.Keyboard
				if k == nil || k.Stops == 0 || k.Failed != "" {
					t.Fatalf("summary.keyboard = %+v, want a walk of some stops", k)
				}
				focus := []Finding{}
				for _, f := range res.Findings {
					if strings.HasPrefix(f.Kind, "focus-") {
						focus = append(focus, f)
					}
				}
				pc := checkFindings(t, live, focus)
				for i, f := range focus {
					if got := pc.Findings[i]; got.Matches != 1 || !slices.Contains(got.Expect, f.Kind) {
						t.Errorf("unexpected %s on %s %q: %s", f.Kind, got.Tag, f.Selector, f.Detail)
					}
					if f.Severity == "" || f.UserSees == "" || f.WCAG == "" {
						t.Errorf("%s %q: severity %q userSees %q wcag %q, want all", f.Kind, f.Selector, f.Severity, f.UserSees, f.WCAG)
					}
				}
				for _, e := range pc.Expected {
					for _, kind := range e.Kinds {
						if !slices.Contains(e.Reported, kind) {
							t.Errorf("%s: %s not reported on a marked %s (walked %d stops; focus findings %+v)", vp, kind, e.Tag, k.Stops, focus)
						}
					}
				}
				text := ""
				for _, f := range focus {
					text += f.Detail + "\n"
					if c := f.Cause; c != nil {
						text += c.Property + ": " + c.Value + " " + c.Rule + "\n"
						if c.Source != nil {
							text += fmt.Sprintf("%s:%d\n", c.Source.File, c.Source.Line)
						}
					}
				}
				for _, d := range fx.details {
					if !strings.Contains(text, d) {
						t.Errorf("no focus finding says %q; they say:\n%s", d, text)
					}
				}
			})
		}
	}
}

// TestKeyboardWalkOff: a plain look presses no key and has no walk.
func TestKeyboardWalkOff(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("testdata", "keyboard", "focus-not-visible.html"))
	if err != nil {
		t.Fatal(err)
	}
	res := capture(t, Request{URL: serve(t, html(string(page))).URL + "/"})
	if res.Summary.Keyboard != nil || res.Summary.Timings.Keyboard != 0 {
		t.Errorf("a plain look walked: %+v, %d ms", res.Summary.Keyboard, res.Summary.Timings.Keyboard)
	}
	for _, f := range res.Findings {
		if strings.HasPrefix(f.Kind, "focus-") {
			t.Errorf("a plain look reported %s: %s", f.Kind, f.Detail)
		}
	}
}
