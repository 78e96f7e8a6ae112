package browser

import (
	"cmp"
	"strings"
	"testing"
	"time"
)

// cardPage is a card whose description fades out under a ::after overlay
// (a linear-gradient to the card's colour), which leaves axe-core unable
// to tell the background ("pseudoContent"). The description is #727272
// on white (4.81:1) in light and desc on #161b22 in dark.
func cardPage(desc string) string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>Cards</title><style>
body{margin:0;padding:24px;font:16px/1.5 sans-serif;background:#fff;color:#111}
.card{position:relative;width:340px;padding:16px 16px 32px;border-radius:8px;background:#fff;border:1px solid #ddd;overflow:hidden}
.card h3{margin:0 0 8px;font-size:18px;color:#111}
.card .desc{margin:0;color:#727272}
.card::after{content:"";position:absolute;left:0;right:0;bottom:0;height:48px;background:linear-gradient(to bottom,rgba(255,255,255,0),#fff);pointer-events:none}
@media (prefers-color-scheme: dark){
body{background:#0d1117;color:#e6edf3}
.card{background:#161b22;border-color:#30363d}
.card h3{color:#e6edf3}
.card .desc{color:` + desc + `}
.card::after{background:linear-gradient(to bottom,rgba(22,27,34,0),#161b22)}
}
</style></head><body><main><div class="card"><h3>Weekly digest</h3>
<p class="desc">A summary of the repositories you follow, sent every Monday morning with the releases of the week.</p></div></main></body></html>`
}

// plainPage holds body on a white page.
func plainPage(body string) string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pixels</title><style>
body{margin:0;padding:24px;font:16px/1.5 sans-serif;background:#fff;color:#111}
.banner{width:480px;padding:12px 16px}
.banner p{margin:0}
.hero{position:relative;width:480px}
.hero img{position:absolute;left:0;top:0;width:100%;height:100%}
.hero p{position:relative;margin:0;padding:40px 16px;color:#fff;font-weight:600}
.backdrop{position:fixed;inset:0;background:rgba(0,0,0,.5)}
.dialog{position:fixed;left:100px;top:300px;width:300px;padding:16px;background:#fff;color:#111}
</style></head><body><main>` + body + `</main></body></html>`
}

// halves is an SVG image, left half and right half in two colours.
func halves(left, right string) string {
	return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='480' height='120'%3E%3Crect width='240' height='120' fill='%23` + left +
		`'/%3E%3Crect x='240' width='240' height='120' fill='%23` + right + `'/%3E%3C/svg%3E`
}

// pixelCases are the texts axe-core leaves undecided, each beside a
// twin that must stay silent.
var pixelCases = []struct {
	name, page, scheme string
	delay              time.Duration // the tool's default runs the pass, and the decision, in the delay
	viewport           string        // desktop unless named
	// want is the words the one color-contrast finding's detail must
	// hold ("" when there must be none).
	want string
}{
	{name: "card description under a fading overlay, dark", page: cardPage("#7c7c82"), scheme: "dark", want: "contrast 4.17:1 of #7c7c82 on #161b22"},
	{name: "the same card, dark, with the tool's delay", page: cardPage("#7c7c82"), scheme: "dark", delay: time.Second, want: "contrast 4.17:1 of #7c7c82 on #161b22"},
	{name: "the same card in light (4.81:1)", page: cardPage("#7c7c82"), scheme: "light"},
	{name: "card description at 7:1, dark", page: cardPage("#a5a5ab"), scheme: "dark"},

	// #595959 is 7.0:1 on white and 2.0:1 on #8a8a8a: the text's right
	// end fails. #404040 is 7.9:1 on #e0e0e0.
	{name: "text on a gradient whose dark end fails", page: plainPage(`<div class="banner" style="background:linear-gradient(to right,#ffffff,#8a8a8a)"><p class="note" style="color:#595959">Your trial ends in three days: choose a plan to keep your projects.</p></div>`),
		want: "(a gradient behind it)"},
	{name: "text on a gradient whose dark end fails, on a phone (DPR 2)", viewport: "mobile", page: plainPage(`<div class="banner" style="width:300px;background:linear-gradient(to right,#ffffff,#8a8a8a)"><p class="note" style="color:#595959">Your trial ends in three days: choose a plan to keep your projects.</p></div>`),
		want: "(a gradient behind it)"},
	{name: "text on a gradient that passes everywhere", page: plainPage(`<div class="banner" style="background:linear-gradient(to right,#ffffff,#e0e0e0)"><p class="note" style="color:#404040">Your trial ends in three days: choose a plan to keep your projects.</p></div>`)},

	// White text over a picture: its light half is the worst part.
	{name: "white text over a picture with a light half", page: plainPage(`<div class="hero"><img alt="" src="` + halves("1f2937", "e5e7eb") + `"><p class="over">Summer sale: everything in the shop at half price this week only.</p></div>`),
		want: "(an image behind it)"},
	{name: "white text over a dark picture", page: plainPage(`<div class="hero"><img alt="" src="` + halves("1f2937", "374151") + `"><p class="over">Summer sale: everything in the shop at half price this week only.</p></div>`)},

	// What is drawn over the text is no background: a tooltip that lets
	// clicks through, a solid ribbon a card's ::after puts over it. Both
	// cover it (covers-content's to report); #333 on white is 12.6:1.
	{name: "text partly under a tooltip that lets clicks through", page: plainPage(`<div style="position:relative;width:480px"><p class="under" style="margin:0;color:#333">Scheduled exports run every night and land in your bucket by six in the morning.</p>` +
		`<span style="position:absolute;left:40px;top:-20px;width:200px;height:44px;background:#111827;color:#fff;pointer-events:none">Tip</span></div>`)},
	{name: "card text under a solid ribbon", page: plainPage(`<style>.rib{position:relative;width:300px;padding:8px;background:#fff}.rib::after{content:"";position:absolute;right:0;top:0;width:160px;height:40px;background:#b91c1c}</style>` +
		`<div class="rib"><p style="margin:0;color:#333">Our team plan adds shared billing, roles and an audit log for every workspace.</p></div>`)},

	// Behind a dialog's backdrop the text is not what a person reads.
	{name: "failing gradient text behind a dialog's backdrop", page: plainPage(`<div class="banner" style="background:linear-gradient(to right,#ffffff,#8a8a8a)"><p class="note" style="color:#595959">Your trial ends in three days: choose a plan to keep your projects.</p></div>` +
		`<div class="backdrop"></div><div class="dialog" role="dialog" aria-label="Plans"><p>Choose a plan.</p></div>`)},
}

// TestContrastFromPixels holds the pixel decision of undecided contrast
// to issue 57's cases: text axe-core could not decide is reported when
// the rendered background it sits on fails, and only then.
func TestContrastFromPixels(t *testing.T) {
	for _, tc := range pixelCases {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			srv := serve(t, html(tc.page))
			res := capture(t, Request{URL: srv.URL + "/", Viewport: cmp.Or(tc.viewport, "desktop"), ColorScheme: tc.scheme, Delay: tc.delay})
			var got []Finding
			for _, f := range res.Findings {
				if f.Rule == "color-contrast" {
					got = append(got, f)
				}
			}
			if tc.want == "" {
				for _, f := range got {
					t.Errorf("reported %s: %s", f.Selector, f.Detail)
				}
				return
			}
			if len(got) != 1 || !strings.Contains(got[0].Detail, tc.want) || !strings.Contains(got[0].Detail, "decided from the rendered pixels") {
				t.Fatalf("color-contrast findings %+v, want one decided from the rendered pixels with %q", got, tc.want)
			}
			t.Logf("%s: %s | %s", got[0].Selector, got[0].UserSees, got[0].Detail)
		})
	}
}
