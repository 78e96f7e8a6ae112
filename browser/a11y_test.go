package browser

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/render"
)

// TestAccessibilityFindings checks what the accessibility fixture's
// findings say: axe-core's rule and the WCAG criterion, a plain userSees
// line, and that axe-core stays out of the page's own world.
func TestAccessibilityFindings(t *testing.T) {
	url := serveFindingsFixture(t, "accessibility.html")
	res, page := captureKeep(t, Request{URL: url, Viewport: "desktop"}, render.Skip{})
	want := []struct{ kind, rule, wcag, selector, sees string }{
		{"low-contrast", "color-contrast", "1.4.3", "p.renews", "text 'Your plan renews on the first of every m…' is light grey on white (2.0:1, needs 4.5:1)"},
		{"unnamed-control", "button-name", "4.1.2", "button.icon-btn.close:nth-of-type(1)", "a button with only an icon has no name: a screen reader says just 'button'"},
		{"unnamed-control", "link-name", "2.4.4", "a.social", "a link with only an icon has no name: a screen reader says just 'link'"},
		{"unlabelled-field", "label", "4.1.2", "#nickname", "a text field has no label"},
		{"missing-alt", "image-alt", "1.1.1", "img.thumb:nth-of-type(1)", "an image has no text alternative"},
	}
	for _, w := range want {
		i := slices.IndexFunc(res.Findings, func(f Finding) bool { return f.Rule == w.rule })
		if i < 0 {
			t.Errorf("no %s finding; findings %+v", w.rule, res.Findings)
			continue
		}
		f := res.Findings[i]
		if f.Kind != w.kind || f.WCAG != w.wcag || f.Selector != w.selector || !strings.Contains(f.UserSees, w.sees) {
			t.Errorf("%s: kind %q wcag %q selector %q userSees %q,\nwant %q %q %q and userSees containing %q", w.rule, f.Kind, f.WCAG, f.Selector, f.UserSees, w.kind, w.wcag, w.selector, w.sees)
		}
		if f.Source == nil || f.Source.File != "index.html" || f.Source.Line < 1 {
			t.Errorf("%s: source %+v, want index.html with a line", w.rule, f.Source)
		}
	}
	if n := len(res.Findings); n != len(want) {
		t.Errorf("%d findings, want %d: %+v", n, len(want), res.Findings)
	}
	// The page's own world sees nothing of axe-core or its loader.
	v, err := page.Eval(`() => [typeof axe, typeof vibelensAxe, typeof vibelensEvery].join(" ")`)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Value.String(); got != "undefined undefined undefined" {
		t.Errorf("page world sees axe, loader, observer as %q, want all undefined", got)
	}
}

// TestAccessibilityPageCannotTamper: a page that defines its own axe, or
// replaces the DOM methods axe-core calls, changes nothing in the pass.
func TestAccessibilityPageCannotTamper(t *testing.T) {
	srv := serve(t, html(`<!doctype html><html lang="en"><title>tamper</title>
<script>
window.axe = { run: () => Promise.resolve({ violations: [], incomplete: [] }) };
window.getComputedStyle = () => ({ getPropertyValue: () => "" });
</script>
<main><h1>Tamper</h1><p style="color:#c0c0c0">Faint text that nobody can read well.</p></main>`))
	res := capture(t, Request{URL: srv.URL + "/"})
	if !slices.ContainsFunc(res.Findings, func(f Finding) bool { return f.Rule == "color-contrast" }) {
		t.Errorf("no color-contrast finding on a page that fakes axe and getComputedStyle; findings %+v", res.Findings)
	}
}

// TestAccessibilityDevWidgetsExcluded: a devtools toggle with an unnamed
// icon button is not the app.
func TestAccessibilityDevWidgetsExcluded(t *testing.T) {
	srv := serve(t, html(`<!doctype html><html lang="en"><title>dev</title>
<main><h1>App</h1><p>Content.</p></main>
<div class="tsqd-parent-container"><button class="tsqd-open-btn"><svg width="20" height="20"><circle cx="10" cy="10" r="8"/></svg></button></div>`))
	res := capture(t, Request{URL: srv.URL + "/"})
	if len(res.Findings) != 0 {
		t.Errorf("findings on a clean page with a dev widget: %+v", res.Findings)
	}
}

// TestAccessibilityDuringDelay: with a delay the pass runs in it, and its
// result stands only if the page held still. A page that greys its text
// out during the delay is checked again in the delay once it is still; a
// page that never stops changing is checked once more after the delay.
// Either way the finding is of what the page shows at the end.
func TestAccessibilityDuringDelay(t *testing.T) {
	still := serve(t, html(`<!doctype html><html lang="en"><title>still</title><main><h1>Still</h1><p style="color:#bbb">Faint from the start.</p></main>`))
	late := serve(t, html(`<!doctype html><html lang="en"><title>late</title><main><h1>Late</h1><p id="note" style="color:#222">Dark at first, faint later.</p></main>
<script>addEventListener("load", () => setTimeout(() => { document.getElementById("note").style.color = "#c8c8c8"; }, 500));</script>`))
	ticking := serve(t, html(`<!doctype html><html lang="en"><title>ticking</title><main><h1>Ticking</h1><p id="clock" style="color:#c8c8c8">0</p></main>
<script>let n = 0; setInterval(() => { document.getElementById("clock").textContent = "Tick " + (++n); }, 20);</script>`))
	// The greyed page changes 500 ms after load: a 3 s delay leaves room
	// for a second pass on a slow machine, where a cold pass takes 300 ms.
	for _, tt := range []struct {
		name  string
		url   string
		delay time.Duration
		held  bool
	}{{"still page", still.URL + "/", time.Second, true}, {"greyed during the delay", late.URL + "/", 3 * time.Second, true}, {"never still", ticking.URL + "/", time.Second, false}} {
		t.Run(tt.name, func(t *testing.T) {
			res := capture(t, Request{URL: tt.url, Delay: tt.delay})
			if !slices.ContainsFunc(res.Findings, func(f Finding) bool { return f.Rule == "color-contrast" }) {
				t.Errorf("no color-contrast finding; findings %+v", res.Findings)
			}
			if res.Summary.Timings.A11yHeld != tt.held {
				t.Errorf("pass during the delay held = %v, want %v", res.Summary.Timings.A11yHeld, tt.held)
			}
		})
	}
}

// TestAccessibilityBudget: a pass that outlives its budget is stopped, the
// capture goes on with the DOM read and the screenshot (scripts still run
// in the page), and the summary says so.
func TestAccessibilityBudget(t *testing.T) {
	needsBrowser(t)
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="en"><title>big</title><main><h1>Big</h1><table>`)
	for i := 0; i < 1500; i++ {
		fmt.Fprintf(&b, `<tr><td>Row %d</td><td style="color:#aaa">Faint detail %d</td><td><a href="/r/%d">Open</a></td></tr>`, i, i, i)
	}
	b.WriteString(`</table></main>`)
	srv := serve(t, html(b.String()))
	m := NewManager(Options{A11yBudget: 5 * time.Millisecond, FindingsBudget: 5 * time.Second})
	t.Cleanup(func() { m.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := m.Capture(ctx, Request{URL: srv.URL + "/"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Summary.FindingsPartial, "accessibility rules cut off at their 5ms budget") {
		t.Errorf("findingsPartial %q, want the accessibility cut-off", res.Summary.FindingsPartial)
	}
	if slices.ContainsFunc(res.Findings, func(f Finding) bool { return f.Rule != "" }) {
		t.Errorf("accessibility findings from a pass that was cut off: %+v", res.Findings)
	}
	// The DOM read is a script in the page: it ran after the pass was stopped.
	if !strings.Contains(res.SimplifiedDOM, "Row 1") || len(res.Screenshot) == 0 {
		t.Errorf("after the cut-off: DOM %d chars (want Row 1), screenshot %d bytes", len(res.SimplifiedDOM), len(res.Screenshot))
	}
}

// TestAccessibilityAfterClick: a dialog a click opens is checked in the
// state it opens.
func TestAccessibilityAfterClick(t *testing.T) {
	srv := serve(t, html(`<!doctype html><html lang="en"><title>dialog</title>
<main><h1>Billing</h1><button id="open" type="button">Cancel plan</button></main>
<div id="dlg" role="dialog" aria-label="Cancel plan" hidden><p class="dlg-note" style="color:#b0b0b0">You lose access at the end of the period.</p></div>
<script>document.getElementById("open").onclick = () => { document.getElementById("dlg").hidden = false; };</script>`))
	before := capture(t, Request{URL: srv.URL + "/"})
	if len(before.Findings) != 0 {
		t.Errorf("findings before the click: %+v", before.Findings)
	}
	after := interact(t, Request{URL: srv.URL + "/", Steps: []Step{{Action: "click", Selector: "#open"}}})
	if !slices.ContainsFunc(after.Findings, func(f Finding) bool { return f.Rule == "color-contrast" && f.Selector == "p.dlg-note" }) {
		t.Errorf("no color-contrast on the opened dialog's note; findings %+v", after.Findings)
	}
}

// TestAccessibilityScoped: with a selector, only the element's subtree is
// checked.
func TestAccessibilityScoped(t *testing.T) {
	srv := serve(t, html(`<!doctype html><html lang="en"><title>scoped</title>
<main><h1>Scoped</h1>
<section class="inside"><p class="faint-in" style="color:#bbb">Faint inside the card.</p></section>
<section class="outside"><p class="faint-out" style="color:#bbb">Faint outside it.</p><button class="bare"></button></section>
</main>`))
	res := capture(t, Request{URL: srv.URL + "/", Selector: ".inside"})
	var rules []string
	for _, f := range res.Findings {
		rules = append(rules, f.Rule+" "+f.Selector)
	}
	if !slices.Equal(rules, []string{"color-contrast p.faint-in"}) {
		t.Errorf("findings in .inside = %q, want only the faint paragraph inside it", rules)
	}
}

// TestAccessibilityFoldedRun: a page of at most a11y.FoldBelow elements
// runs axe-core once for its first two steps, a bigger one twice, and
// both find the same, in the same order. The big page is the small one
// with a hidden block of elements no rule judges.
func TestAccessibilityFoldedRun(t *testing.T) {
	body := `<main><h1>Plans</h1>
<button class="icon-btn"><svg width="16" height="16"></svg></button>
<p class="renews" style="color: #bbb">Your plan renews on the first of every month.</p>
<img class="thumb" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
<input id="nickname" type="text">
<a class="social" href="#x"><svg width="16" height="16"></svg></a>
<p class="fine" style="color: #ccc">Prices exclude tax.</p></main>`
	page := func(filler int) string {
		return `<!doctype html><html lang="en"><title>fold</title>` + body +
			`<div hidden>` + strings.Repeat(`<b>x</b>`, filler) + `</div>`
	}
	seen := func(res *Result) []string {
		var out []string
		for _, f := range res.Findings {
			out = append(out, f.Rule+" "+f.Selector+" "+f.UserSees)
		}
		return out
	}
	var found [2][]string
	for i, tc := range []struct {
		filler, runs int
	}{{0, 1}, {a11yFoldFiller, 2}} {
		srv := serve(t, html(page(tc.filler)))
		res := capture(t, Request{URL: srv.URL + "/", Viewport: "desktop"})
		if got := res.Summary.Timings.A11yRuns; got != tc.runs {
			t.Errorf("%d hidden elements: %d axe-core runs, want %d", tc.filler, got, tc.runs)
		}
		found[i] = seen(res)
		if len(found[i]) < 5 {
			t.Errorf("%d hidden elements: findings %q, want the page's five rules", tc.filler, found[i])
		}
	}
	if !slices.Equal(found[0], found[1]) {
		t.Errorf("one run found %q, two runs %q", found[0], found[1])
	}
}

// a11yFoldFiller takes the fold test's page over a11y.FoldBelow.
const a11yFoldFiller = 1000
