package browser

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/jpeg"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/browser/trial"
)

// trialFixtures are the pages of testdata/trial: each layout finding they
// plant, and what trying its cause's fix in the page must say.
var trialFixtures = []struct {
	file string
	want []trialWant // every finding the page has, and nothing else: the fine twins stay silent
}{
	// The fix removes the defect and breaks nothing: a nowrap label cut by
	// its card, a 520 px strip in a 300 px card. A short label and a strip
	// of max-width: 100% beside them are fine.
	{"verified.html", []trialWant{
		{"text-clipped", "p.label", contract.TrialVerified, "with white-space: normal it is gone, and nothing new", "let it wrap"},
		{"escapes-container", "div.strip", contract.TrialVerified, "with width: auto; max-width: 100% it is gone, and nothing new", "remove the fixed width"},
	}},
	// A 360 px track minimum in a 300 px card: the track's own minimum
	// mended in the grid's columns; a grid that already mends it is fine.
	{"grid.html", []trialWant{
		{"escapes-container", "div.tiles > div.tile", contract.TrialVerified, "repeat(auto-fill, minmax(min(360px, 100%), 1fr)) it is gone, and nothing new", "let the track shrink"},
	}},
	// A nowrap label in a button of min-width: 240px, in a 200 px card:
	// neither declaration alone brings it back, so the one named is
	// refuted and no single declaration is claimed. A button that may wrap
	// is fine.
	{"refuted.html", []trialWant{
		{"escapes-container", "a.cta.wide", contract.TrialRefuted, ", still: a \"Start your 14-day free trial\" sticks out", "no single declaration found"},
	}},
	// Letting the item shrink brings it back into its row, and cuts its
	// nowrap label: not a fix to give as is. Letting the label wrap is.
	// A row of items that may shrink is fine.
	{"breaks.html", []trialWant{
		{"text-clipped", "div.item.second", contract.TrialVerified, "with white-space: normal it is gone, and nothing new", "let it wrap"},
		{"escapes-container", "div.item.second", contract.TrialUnverified, "with flex-shrink: 1 it is gone, but: span", "let it shrink: flex-shrink: 1"},
	}},
	// A badge whose inset transitions: the trial must not set it moving.
	{"moving.html", []trialWant{
		{"escapes-container", "span.badge", contract.TrialVerified, "with right: 0 it is gone, and nothing new", "keep it inside: right: 0"},
	}},
}

type trialWant struct {
	kind, selector, trial, measured, fix string
}

// TestTrialVerdicts: each planted cause's fix is tried in the page, and
// the cause says whether it removed the defect (verified), did not
// (refuted, with no single declaration claimed), or removed it and broke
// something near it (unverified), with what was measured.
func TestTrialVerdicts(t *testing.T) {
	srv := serve(t, http.FileServer(http.Dir("testdata/trial")))
	for _, fx := range trialFixtures {
		t.Run(fx.file, func(t *testing.T) {
			res := capture(t, Request{URL: srv.URL + "/" + fx.file, Viewport: "desktop"})
			var got []string
			for _, f := range res.Findings {
				got = append(got, f.Kind+" "+f.Selector)
			}
			var want []string
			for _, w := range fx.want {
				want = append(want, w.kind+" "+w.selector)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("findings %q, want %q", got, want)
			}
			for i, w := range fx.want {
				c := res.Findings[i].Cause
				if c == nil {
					t.Errorf("%s %s: no cause", w.kind, w.selector)
					continue
				}
				if c.Trial != w.trial || !strings.Contains(c.Measured, w.measured) || !strings.HasPrefix(c.Fix, w.fix) {
					t.Errorf("%s %s: trial %q, measured %q, fix %q; want %q, …%q…, %q…", w.kind, w.selector, c.Trial, c.Measured, c.Fix, w.trial, w.measured, w.fix)
				}
			}
		})
	}
}

// TestTrialLeavesPageAsItWas: a look with the trial and one without it
// return the same DOM, the same findings (but for the verdicts) and the
// same pixels; and on one live page, the document, its style sheets, its
// animations, its scroll, a findings pass and a PNG of the viewport are
// byte for byte what they were before the causes were tried.
func TestTrialLeavesPageAsItWas(t *testing.T) {
	srv := serve(t, http.FileServer(http.Dir("testdata/trial")))
	for _, fx := range trialFixtures {
		t.Run(fx.file, func(t *testing.T) {
			req := Request{URL: srv.URL + "/" + fx.file, Viewport: "desktop"}
			with := capture(t, req)
			without := captureSkipping(t, req, render.Skip{Trial: true})
			if with.SimplifiedDOM != without.SimplifiedDOM {
				t.Errorf("simplifiedDOM differs with the trial:\n%s\nwithout:\n%s", with.SimplifiedDOM, without.SimplifiedDOM)
			}
			if a, b := verdictless(with.Findings), verdictless(without.Findings); a != b {
				t.Errorf("findings differ with the trial:\n%s\nwithout:\n%s", a, b)
			}
			if !samePixels(t, with.Screenshot, without.Screenshot) {
				t.Error("the screenshot's pixels differ with the trial")
			}

			res, page := captureKeep(t, req, render.Skip{Trial: true})
			before := pageState(t, page)
			measure, err := trial.Compile(page)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := trial.Try(page, res.Findings, trial.Options{Measure: measure, Budget: 5 * time.Second, Max: contract.Limits.Trials}); err != nil {
				t.Fatal(err)
			}
			trial.Release(page, measure)
			after := pageState(t, page)
			for _, k := range []string{"html", "sheets", "animations", "scroll", "findings", "png"} {
				if before[k] != after[k] {
					t.Errorf("%s changed by the trial:\n%.600s\nnow:\n%.600s", k, before[k], after[k])
				}
			}
			tried := 0
			for _, f := range res.Findings {
				if f.Cause != nil && f.Cause.Measured != "" && !strings.HasPrefix(f.Cause.Measured, "not tried") {
					tried++
				}
			}
			if tried != len(fx.want) {
				t.Errorf("%d of %d causes tried, want all", tried, len(fx.want))
			}
		})
	}
}

// verdictless is the findings' JSON without what the trial writes.
func verdictless(fs []contract.Finding) string {
	out := slices.Clone(fs)
	for i := range out {
		if c := out[i].Cause; c != nil {
			cc := *c
			cc.Trial, cc.Measured, cc.Fix = "", "", ""
			out[i].Cause = &cc
		}
	}
	b, _ := json.MarshalIndent(out, "", " ")
	return string(b)
}

// samePixels decodes two JPEGs and compares every pixel.
func samePixels(t *testing.T, a, b []byte) bool {
	t.Helper()
	ia, err := jpeg.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	ib, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if ia.Bounds() != ib.Bounds() {
		return false
	}
	for y := ia.Bounds().Min.Y; y < ia.Bounds().Max.Y; y++ {
		for x := ia.Bounds().Min.X; x < ia.Bounds().Max.X; x++ {
			if ia.At(x, y) != ib.At(x, y) {
				return false
			}
		}
	}
	return true
}

// pageState reads what a trial could leave behind on the live page.
func pageState(t *testing.T, page *rod.Page) map[string]string {
	t.Helper()
	js := fmt.Sprintf(`(() => {
  const f = (%s)({budgetMs: 5000, maxElements: 20000, perKind: 12}, null, %s);
  delete f.ms;
  return JSON.stringify({
    html: document.documentElement.outerHTML,
    sheets: String(document.adoptedStyleSheets.length) + " " + document.styleSheets.length,
    animations: JSON.stringify(document.getAnimations().map((a) => [a.constructor.name, a.playState, a.currentTime])),
    scroll: [scrollX, scrollY].join(","),
    findings: JSON.stringify(f),
  });
})()`, findings.JS, findings.CauseJS)
	res, err := proto.RuntimeEvaluate{Expression: js, ReturnByValue: true}.Call(page)
	if err != nil || res.ExceptionDetails != nil {
		t.Fatalf("read the page: %v %v", err, res.ExceptionDetails)
	}
	var st map[string]string
	if err := json.Unmarshal([]byte(res.Result.Value.Str()), &st); err != nil {
		t.Fatal(err)
	}
	png, err := page.Screenshot(false, &proto.PageCaptureScreenshot{Format: proto.PageCaptureScreenshotFormatPng})
	if err != nil {
		t.Fatal(err)
	}
	st["png"] = string(png)
	return st
}
