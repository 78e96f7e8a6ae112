package browser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/go-rod/rod"

	"github.com/vibelens/vibelens/browser/render"
)

// tapPage places targets at exact CSS px in a 390 px phone (mobile) or a
// tablet, so the distances WCAG 2.5.8 measures are known: each element
// is absolutely positioned in a box at the page's top left.
func tapPage(body string) string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Targets</title><style>
body{margin:0;font:14px/20px sans-serif}
.at{position:absolute;box-sizing:border-box;margin:0;padding:0;border:1px solid #555;background:#fff;font-size:10px;line-height:1}
label.at,a.at{border:0;font-size:14px;line-height:20px;height:20px}
</style></head><body><div style="position:relative;height:400px">` + body + `</div></body></html>`
}

// box is an absolutely placed element's style.
func box(x, y, w, h int) string {
	return fmt.Sprintf(`class="at" style="left:%dpx;top:%dpx;width:%dpx;height:%dpx"`, x, y, w, h)
}

// A small button at (100,100), 16x16: its centre is (108,108).
var smallAt100 = `<button id="small" ` + box(100, 100, 16, 16) + ` aria-label="Bold">B</button>`

// signIn is a sign-in form's password row, 340 px wide: label (20 px
// line) on top, 4 px, the field.
func signIn(row string) string {
	return `<div style="position:relative;width:340px;padding-top:8px;line-height:20px">` + row +
		`<input id="pw" type="password" style="display:block;width:100%;height:36px;box-sizing:border-box;margin-top:4px"></div>`
}

// forgotAt is "Forgot password?" at the right end of the label's row,
// 112x20: its centre is 14 px above the field.
const forgotAt = `<a id="forgot" href="/forgot" style="position:absolute;right:0;top:8px;width:112px;height:20px;text-align:right">Forgot password?</a>`

// tapCases are the pages TestTapTargetSpacing holds small-tap-target to.
var tapCases = []struct {
	name string
	body string
	// want is the reported element's selector and the words its
	// detail must hold ("" when nothing may be reported).
	want, detail string
	// near is the grouped finding's near, entry per example.
	near []string
}{
	// A sign-in form: "Forgot?" on the password label's row, 120 px
	// right of the label, its centre 24 px above the field. The
	// field's label and input are two regions; the empty space right
	// of the label, where the link is, belongs to neither.
	{name: "forgot link beside the label", body: `<label for="pw" ` + box(0, 0, 64, 20) + `>Password</label>` +
		`<a id="forgot" href="/forgot" ` + box(184, 0, 56, 20) + `>Forgot?</a>` +
		`<input id="pw" type="password" ` + box(0, 34, 300, 36) + `>`},
	// The page in issue 45 (shadcn's sign-in block): the link ends the
	// label's flex row, the field 4 px below it, 14 px from the link's
	// centre.
	{name: "forgot link ending the label row", body: `<div style="display:grid;gap:4px;width:340px;padding-top:8px">` +
		`<div style="display:flex;align-items:center;height:20px"><label for="pw">Password</label>` +
		`<a id="forgot" href="/forgot" style="margin-left:auto;line-height:20px">Forgot your password?</a></div>` +
		`<input id="pw" type="password" style="height:36px;box-sizing:border-box"></div>`},
	// Issue 58: the password label is a block spanning the row; the
	// link at the row's end sits on its empty space. The label is what
	// it shows, the word "Password" at the other end.
	{name: "forgot link on a block label's empty end", body: signIn(`<label for="pw" style="display:block">Password</label>` + forgotAt)},
	{name: "forgot link floated onto a block label's row", body: signIn(`<a id="forgot" href="/forgot" style="float:right">Forgot password?</a>` +
		`<label for="pw" style="display:block">Password</label>`)},
	// A link inside the label is its own control: its words are not the
	// label's.
	{name: "forgot link inside the label", body: signIn(`<label for="pw" style="display:block">Password` +
		`<a id="forgot" href="/forgot" style="float:right">Forgot password?</a></label>`)},
	// Twins: what a person sees still counts. A real small control beside
	// the link, on the label's empty space, is crowded by the link.
	{name: "small control beside the forgot link", body: signIn(`<label for="pw" style="display:block">Password</label>` + forgotAt +
		`<button id="eye" aria-label="Show password" style="position:absolute;right:114px;top:10px;width:16px;height:16px;padding:0;border:1px solid #555;background:#fff"></button>`),
		want: "#eye", detail: `a "Forgot password?" (#forgot) is 10 px from its centre`},
	// A "?" link 2 px left of the label's words: they are 10 px from its
	// centre.
	{name: "link just before the label's words", body: signIn(`<label for="pw" style="display:block;padding-left:18px">Password</label>` +
		`<a id="help" href="/help" style="position:absolute;left:0;top:8px;width:16px;height:20px">?</a>`),
		want: "#help", detail: `input (#pw)'s label is 10 px from its centre`},
	// A label that draws a box (a border) is all of that box.
	{name: "forgot link on a bordered label", body: signIn(`<label for="pw" style="display:block;border:1px solid #555">Password</label>` + forgotAt),
		want: "#forgot", detail: `input (#pw)'s label is 0 px from its centre`},
	{name: "neighbour 11 px from the centre", body: smallAt100 + `<button id="big" ` + box(119, 88, 40, 40) + `>Save</button>`,
		want: "#small", detail: `button "Save" (#big) is 11 px from its centre`},
	{name: "neighbour 13 px from the centre", body: smallAt100 + `<button id="big" ` + box(121, 88, 40, 40) + `>Save</button>`},
	// A field's label is its own region: 11 px from the centre is in
	// the circle however far the field is.
	{name: "a field's label 11 px from the centre", body: smallAt100 + `<label for="f" ` + box(119, 98, 60, 20) + `>Email</label>` +
		`<input id="f" ` + box(119, 250, 200, 36) + `>`,
		want: "#small", detail: `input (#f)'s label is 11 px from its centre`},
	{name: "a field's label 13 px from the centre", body: smallAt100 + `<label for="f" ` + box(121, 98, 60, 20) + `>Email</label>` +
		`<input id="f" ` + box(121, 250, 200, 36) + `>`},
	// Two 16 px icons 4 px apart: 12 px from each centre to the other's
	// edge, so only their circles meet (centres 20 px apart).
	{name: "small targets whose circles overlap", body: `<button id="b1" ` + box(100, 100, 16, 16) + ` aria-label="Bold">B</button>` +
		`<button id="b2" ` + box(120, 100, 16, 16) + ` aria-label="Italic">I</button>`,
		want: "#b1", detail: `button "Italic" (#b2) is under 24 px too, its centre 20 px from this one's: their 24 px circles overlap`,
		near: []string{"button#b1 20px (centres)"}},
	{name: "small targets whose circles do not meet", body: `<button id="b1" ` + box(100, 100, 16, 16) + ` aria-label="Bold">B</button>` +
		`<button id="b2" ` + box(125, 100, 16, 16) + ` aria-label="Italic">I</button>`},
	{name: "a small target alone", body: smallAt100},
	// Docusaurus' author links: one finding, and each example names
	// the neighbour its circle meets.
	{name: "a row of small icons", body: `<button id="b1" ` + box(100, 100, 16, 16) + ` aria-label="A">A</button>` +
		`<button id="b2" ` + box(120, 100, 16, 16) + ` aria-label="B">B</button>` +
		`<button id="b3" ` + box(140, 100, 16, 16) + ` aria-label="C">C</button>` +
		`<button id="b4" ` + box(160, 100, 16, 16) + ` aria-label="D">D</button>`,
		want: "#b1", detail: "(#b2) is under 24 px too, its centre 20 px from this one's",
		near: []string{"button#b1 20px (centres)", "button#b2 20px (centres)", "button#b3 20px (centres)"}},
}

// TestTapTargetSpacing holds small-tap-target to WCAG 2.5.8 as it
// measures: a target is the set of its regions (a control and each of its
// labels), a 24 px circle centred on an undersized one may meet no region
// of another target (closer than 12 px) nor the circle of another
// undersized one (centres closer than 24 px). Each finding names the
// neighbour and the distance, in its detail and, for each example, in
// near.
func TestTapTargetSpacing(t *testing.T) {
	for _, tc := range tapCases {
		for _, vp := range []string{"tablet", "mobile"} {
			t.Run(strings.ReplaceAll(tc.name, " ", "_")+"/"+vp, func(t *testing.T) {
				srv := serve(t, html(tapPage(tc.body)))
				res, page := captureKeep(t, Request{URL: srv.URL + "/", Viewport: vp}, render.Skip{})
				var got []Finding
				for _, f := range res.Findings {
					if f.Kind == "small-tap-target" {
						got = append(got, f)
					}
				}
				if tc.want == "" {
					for _, f := range got {
						t.Errorf("reported %s: %s (near %q); WCAG 2.5.8's spacing exception holds", f.Selector, f.Detail, f.Near)
					}
					return
				}
				if len(got) != 1 {
					t.Fatalf("%d small-tap-target findings, want 1 on %s: %+v", len(got), tc.want, got)
				}
				f := got[0]
				if f.Selector != tc.want || !strings.Contains(f.Detail, tc.detail) {
					t.Errorf("finding on %s: %s\nwant on %s, detail holding %q", f.Selector, f.Detail, tc.want, tc.detail)
				}
				if strings.Join(f.Near, "|") != strings.Join(tc.near, "|") || len(f.Near) != len(f.Examples) {
					t.Errorf("examples %q near %q, want near %q, one per example", f.Examples, f.Near, tc.near)
				}
				checkNear(t, page, f)
			})
		}
	}
}

// checkNear measures, in the live page, what each example's near entry
// says: the neighbour's centre that far from the example's centre.
func checkNear(t *testing.T, page *rod.Page, f Finding) {
	t.Helper()
	for i, ex := range f.Examples {
		if i >= len(f.Near) {
			return
		}
		sel, dist, ok := strings.Cut(f.Near[i], " ")
		if !ok || !strings.HasSuffix(dist, "px (centres)") {
			continue // only the circles' case is checked by centres
		}
		var want int
		fmt.Sscanf(dist, "%dpx", &want)
		res, err := page.Eval(`(ex, sel) => { const c = (q) => { const r = document.querySelector(q).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const [a, b] = [c(ex), c(sel)]; return Math.floor(Math.hypot(a[0] - b[0], a[1] - b[1])); }`, ex, sel)
		if err != nil {
			t.Fatalf("measure %s and %s: %v", ex, sel, err)
		}
		if got := res.Value.Int(); got != want {
			t.Errorf("example %s: near says %q, its centre is %d px from %s's", ex, f.Near[i], got, sel)
		}
	}
}
