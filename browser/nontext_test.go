package browser

import (
	"cmp"
	"strings"
	"testing"
)

// iconPage puts one control, #x, on a dark toolbar (#111827): white on it
// is 17.7:1, #343c49 1.6:1, #2f3744 1.5:1 and #727a87 4.1:1.
func iconPage(body string) string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Icons</title><style>
*,::before,::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 sans-serif;color:#f9fafb;background:#fff}
.bar{display:flex;gap:12px;align-items:center;padding:8px;background:#111827}
.ib{width:44px;height:44px;padding:10px;border:0;background:transparent;display:inline-flex;align-items:center;justify-content:center;color:inherit}
.ib svg{width:24px;height:24px}
.f15{color:#2f3744}.f16{color:#343c49}.f41{color:#727a87}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0}
.visually-hidden{width:1px!important;height:1px!important;padding:0!important;margin:-1px!important;overflow:hidden!important;clip:rect(0,0,0,0)!important;white-space:nowrap!important;border:0!important;position:absolute!important}
.clip-hidden{position:absolute;clip-path:inset(50%);width:1px;height:1px;overflow:hidden}
.glyph{display:inline-block;width:24px;height:24px;font:24px/1 monospace;font-style:normal}
.pi::before,.bx::before,.ph::before{content:"x"}
.icon-close::before{content:"";display:block;width:24px;height:24px;background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6 6l12 12M18 6L6 18' stroke='white' stroke-width='2'/%3E%3C/svg%3E") center/contain no-repeat}
.icon-img{background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Ccircle cx='12' cy='12' r='9' fill='white'/%3E%3C/svg%3E") center/contain no-repeat}
.icon-img::before{content:""}
fieldset{border:0;margin:0;padding:0;min-width:0}
</style></head><body><div class="bar">` + body + `</div></body></html>`
}

// closeX is a stroked X in currentColor.
const closeX = `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M6 6l12 12M18 6L6 18"/></svg>`

// figma is an icon as Figma exports it: the drawing clipped by a white
// rectangle that only says where the clip is. mark is #343c49 (1.6:1) or
// #727a87 (4.1:1).
func figma(mark string) string {
	return `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg"><g clip-path="url(#clip0_4_12)">` +
		`<path d="M6 6L18 18M18 6L6 18" stroke="` + mark + `" stroke-width="2" stroke-linecap="round"/></g>` +
		`<defs><clipPath id="clip0_4_12"><rect width="24" height="24" fill="white"/></clipPath></defs></svg>`
}

// figmaMask is Figma's export of a masked icon: the mask's shape, light
// grey, is in a <mask> outside any <defs>.
func figmaMask(mark string) string {
	return `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">` +
		`<mask id="mask0_9_2" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24"><rect width="24" height="24" fill="#D9D9D9"/></mask>` +
		`<g mask="url(#mask0_9_2)"><path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" fill="` + mark + `"/></g></svg>`
}

// sun is a stroked circle in currentColor.
const sun = `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="4"/></svg>`

// widePhone is a dark page 520 px wide whose header ends with button: on
// a 390 px phone the button is past the screen's right edge.
func widePhone(button string) string {
	return `<!doctype html><html lang="en" style="color-scheme:dark"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Wide</title><style>
body{margin:0;background:#0a0a0a;color:#fafafa;font:16px sans-serif}
header{display:flex;justify-content:space-between;align-items:center;padding:4px 16px;width:520px}
.toggle{width:32px;height:32px;border:1px solid #262626;background:rgb(255 255 255 / 0.04);color:#fafafa;display:inline-flex;align-items:center;justify-content:center}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}
</style></head><body><header><span>Home</span>` + button + `</header><pre>` + strings.Repeat("#", 60) + `</pre></body></html>`
}

// nonTextCases are the pages TestNonTextContrastIcons holds the rule to:
// each defect of issue 58 beside a twin that must stay silent.
var nonTextCases = []struct {
	name string
	body string
	// want is the words the finding on #x must hold ("" when nothing
	// may be reported).
	want string
	// sees is what its userSees line must hold: the control's name.
	sees string
	// page replaces iconPage(body); vp is the viewport, desktop if "".
	page, vp string
}{
	// Screen-reader-only text is no text a person sees: the faint icon
	// is all there is.
	{name: "sr-only text, faint icon", body: `<button id="x" class="ib f15">` + closeX + `<span class="sr-only">Close</span></button>`,
		want: "1.48:1", sees: "the icon of the button 'Close'"},
	{name: "sr-only text, clear icon", body: `<button id="x" class="ib f41">` + closeX + `<span class="sr-only">Close</span></button>`},
	{name: "visually-hidden text, faint icon", body: `<a id="x" href="/close" class="ib f15">` + closeX + `<span class="visually-hidden">Close</span></a>`,
		want: "1.48:1", sees: "the icon of the link 'Close'"},
	{name: "clip-path hidden text, faint icon", body: `<button id="x" class="ib f15">` + closeX + `<span class="clip-hidden">Close</span></button>`,
		want: "1.48:1"},
	// Visible words are the cue: axe-core's color-contrast judges them.
	{name: "visible text beside a faint icon", body: `<button id="x" class="ib f15" style="width:auto">` + closeX + `<span>Close</span></button>`},

	// What is inside <defs>, <clipPath>, <mask> and <symbol> paints
	// nothing by itself.
	{name: "figma clipPath, faint icon", body: `<button id="x" class="ib" aria-label="Close">` + figma("#343C49") + `</button>`,
		want: "1.60:1"},
	{name: "figma clipPath, clear icon", body: `<button id="x" class="ib" aria-label="Close">` + figma("#727A87") + `</button>`},
	{name: "figma mask, faint icon", body: `<button id="x" class="ib" aria-label="Status">` + figmaMask("#343C49") + `</button>`,
		want: "1.60:1"},
	{name: "figma mask, clear icon", body: `<button id="x" class="ib" aria-label="Status">` + figmaMask("#727A87") + `</button>`},
	{name: "defs, faint icon", body: `<button id="x" class="ib f16" aria-label="Close"><svg viewBox="0 0 24 24"><defs><rect id="plate" width="24" height="24" fill="white"/></defs>` +
		`<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2"/></svg></button>`,
		want: "1.60:1"},
	{name: "defs, clear icon", body: `<button id="x" class="ib f41" aria-label="Close"><svg viewBox="0 0 24 24"><defs><rect id="plate" width="24" height="24" fill="white"/></defs>` +
		`<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2"/></svg></button>`},
	{name: "unused symbol, faint icon", body: `<button id="x" class="ib f16" aria-label="Close"><svg viewBox="0 0 24 24"><symbol id="plate" viewBox="0 0 24 24"><rect width="24" height="24" fill="white"/></symbol>` +
		`<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2"/></svg></button>`,
		want: "1.60:1"},
	// A symbol drawn by <use> paints with its own colours where it has
	// them: a white glyph is clear whatever the <use> inherits.
	{name: "symbol used, its own white fill", body: `<button id="x" class="ib f16" aria-label="Close"><svg viewBox="0 0 24 24"><symbol id="glyph" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="white"/></symbol>` +
		`<use href="#glyph"/></svg></button>`},
	{name: "symbol used, faint inherited fill", body: `<button id="x" class="ib f16" aria-label="Close"><svg viewBox="0 0 24 24" fill="currentColor"><symbol id="glyph" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></symbol>` +
		`<use href="#glyph"/></svg></button>`,
		want: "1.60:1"},

	// A control a disabled fieldset disables is exempt, as a disabled
	// button is.
	{name: "faint icon in a disabled fieldset", body: `<fieldset disabled><button id="x" class="ib f15" aria-label="Delete">` + closeX + `</button></fieldset>`},
	{name: "faint icon in a fieldset", body: `<fieldset><button id="x" class="ib f15" aria-label="Delete">` + closeX + `</button></fieldset>`,
		want: "1.48:1"},

	// Icon fonts by their own prefixes: PrimeIcons, Boxicons, Phosphor.
	{name: "primeicons, faint", body: `<button id="x" class="ib f15" aria-label="Close"><i class="glyph pi pi-times"></i></button>`, want: "1.48:1"},
	{name: "boxicons, faint", body: `<button id="x" class="ib f15" aria-label="Close"><i class="glyph bx bx-x"></i></button>`, want: "1.48:1"},
	{name: "phosphor, faint", body: `<button id="x" class="ib f15" aria-label="Close"><i class="glyph ph ph-x"></i></button>`, want: "1.48:1"},
	{name: "phosphor, clear", body: `<button id="x" class="ib f41" aria-label="Close"><i class="glyph ph ph-x"></i></button>`},

	// An icon drawn as a background image: its pixels are white, not the
	// text colour, which draws nothing; not judged on that colour.
	{name: "icon class drawing a background image on ::before", body: `<button id="x" class="ib f16" aria-label="Close"><i class="icon icon-close"></i></button>`},
	{name: "icon class with its own background image", body: `<button id="x" class="ib f16" aria-label="Status"><span class="glyph icon icon-img"></span></button>`},

	// Better-T-Stack on a phone: ASCII art widens the page, so the
	// header's theme toggle lies past the screen's right edge, where
	// elementsFromPoint sees nothing behind it. Off screen is not judged,
	// named by screen-reader-only text or by aria-label.
	{name: "light icon past a phone's right edge", vp: "mobile",
		page: widePhone(`<button id="x" class="toggle">` + sun + `<span class="sr-only">Toggle theme</span></button>`)},
	{name: "named light icon past a phone's right edge", vp: "mobile",
		page: widePhone(`<button id="x" class="toggle" aria-label="Toggle theme">` + sun + `</button>`)},
}

// TestNonTextContrastIcons holds non-text-contrast (WCAG 2.2 SC 1.4.11)
// to the icon buttons of issue 58: each page has one control, #x, and a
// finding on it must say the icon's ratio, or there must be none.
func TestNonTextContrastIcons(t *testing.T) {
	for _, tc := range nonTextCases {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			page := tc.page
			if page == "" {
				page = iconPage(tc.body)
			}
			srv := serve(t, html(page))
			res := capture(t, Request{URL: srv.URL + "/", Viewport: cmp.Or(tc.vp, "desktop")})
			var got []Finding
			for _, f := range res.Findings {
				if f.Rule == "non-text-contrast" {
					got = append(got, f)
				}
			}
			if tc.want == "" {
				for _, f := range got {
					t.Errorf("reported %s: %s", f.Selector, f.Detail)
				}
				return
			}
			if len(got) != 1 || got[0].Selector != "#x" || !strings.Contains(got[0].Detail, "non-text contrast "+tc.want) {
				t.Fatalf("non-text-contrast findings %+v, want one on #x with %q", got, tc.want)
			}
			if !strings.Contains(got[0].UserSees, tc.sees) {
				t.Errorf("userSees %q, want it to hold %q", got[0].UserSees, tc.sees)
			}
		})
	}
}
