package browser

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/render"
)

// causeMark is what causes.html says about the element a finding is on.
type causeMark struct {
	Index   int    `json:"index"` // the finding's, -1 for an element no finding names
	Cause   string `json:"cause"`
	Rule    string `json:"rule"`
	Element string `json:"element"` // the selector of the carrier, when another element carries it
	Carrier bool   `json:"carrier"` // the finding's cause.element resolves to that element
	Missing string `json:"missing"`
}

const causeMarksJS = `(list) => {
  const at = (sel) => { try { return document.querySelector(sel); } catch (e) { return null; } };
  const marks = [];
  const named = new Set();
  list.forEach((f, i) => {
    const el = at(f.selector);
    const els = [el].concat((f.examples || []).map(at));
    els.forEach((e) => e && named.add(e));
    const m = (el && el.dataset) || {};
    const want = m.element ? at(m.element) : null;
    marks.push({ index: i, cause: m.cause || "", rule: m.rule || "", element: m.element || "", missing: m.missing || "",
      carrier: !!want && !!f.cause && !!f.cause.element && at(f.cause.element) === want });
  });
  for (const e of document.querySelectorAll("[data-cause]")) if (!named.has(e)) marks.push({ index: -1, cause: e.dataset.cause, rule: e.dataset.rule || "" });
  return marks;
}`

// ruleLine is the 1-based line of the fixture's rule that declares prop.
func ruleLine(lines []string, rule, prop string) int {
	for i, l := range lines {
		if strings.HasPrefix(l, rule+" {") && strings.Contains(l, prop+":") {
			return i + 1
		}
	}
	return 0
}

// TestFindingCauses: every planted defect in causes.html is found, and its
// cause names the right property, the element carrying it, the rule and
// the stylesheet line (or the style attribute and the markup line); the
// fine twin beside each is not reported. A stylesheet width and an inline
// width on elements alike are two findings.
func TestFindingCauses(t *testing.T) {
	// Two pages: a capture reports at most six findings of a kind.
	for _, file := range []string{"causes.html", "causes-width.html"} {
		t.Run(strings.TrimSuffix(file, ".html"), func(t *testing.T) { checkCauses(t, file) })
	}
}

func checkCauses(t *testing.T, file string) {
	fix, err := os.ReadFile(filepath.Join("testdata", "findings", file))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(fix), "\n")
	res, page := captureKeep(t, Request{URL: serveFindingsFixture(t, file), Viewport: "desktop"}, render.Skip{})
	arg, _ := json.Marshal(res.Findings)
	ev, err := proto.RuntimeEvaluate{Expression: "(" + causeMarksJS + ")(" + string(arg) + ")", ReturnByValue: true}.Call(page)
	if err != nil || ev.ExceptionDetails != nil {
		t.Fatalf("marks: %v %v", err, ev.ExceptionDetails)
	}
	var marks []causeMark
	if err := json.Unmarshal([]byte(ev.Result.Value.JSON("", "")), &marks); err != nil {
		t.Fatal(err)
	}
	for _, m := range marks {
		if m.Index < 0 {
			t.Errorf("no finding on the %s defect (rule %s)", m.Cause, m.Rule)
			continue
		}
		f := res.Findings[m.Index]
		c := f.Cause
		switch {
		case m.Cause == "":
			t.Errorf("a twin is reported: %s %q: %s", f.Kind, f.Selector, f.Detail)
			continue
		case c == nil:
			t.Errorf("%s %q has no cause, want %s", f.Kind, f.Selector, m.Cause)
			continue
		}
		b, _ := json.Marshal(c)
		if len(b) > 400 {
			t.Errorf("%s %q: cause is %d bytes of JSON, over 400: %s", f.Kind, f.Selector, len(b), b)
		}
		if c.Property != m.Cause {
			t.Errorf("%s %q: cause %s, want %s (%s)", f.Kind, f.Selector, b, m.Cause, f.Detail)
			continue
		}
		if m.Element != "" && !m.Carrier {
			t.Errorf("%s %q: cause element %q, want %s", f.Kind, f.Selector, c.Element, m.Element)
		}
		if m.Missing != "" {
			if !c.Missing || c.Value != m.Missing || c.Rule != "" || c.Source != nil {
				t.Errorf("%s %q: cause %s, want %s missing at its default %q with no rule or source", f.Kind, f.Selector, b, m.Cause, m.Missing)
			}
			continue
		}
		if c.Rule != m.Rule {
			t.Errorf("%s %q: cause rule %q, want %q (%s)", f.Kind, f.Selector, c.Rule, m.Rule, b)
		}
		want := 0
		if m.Rule == "style" {
			if f.Source != nil {
				want = f.Source.Line
			}
		} else {
			want = ruleLine(lines, m.Rule, m.Cause)
		}
		if c.Source == nil || c.Source.File != "index.html" || c.Source.Line != want || want == 0 {
			t.Errorf("%s %q: cause source %v, want index.html:%d", f.Kind, f.Selector, c.Source, want)
		}
	}
	if t.Failed() || testing.Verbose() {
		for _, f := range res.Findings {
			b, _ := json.Marshal(f.Cause)
			t.Logf("  %s %q %s: %s", f.Kind, f.Selector, b, f.Detail)
		}
	}
}
