package browser

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-rod/rod/lib/proto"
	"github.com/ysmood/gson"

	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/browser/settle"
)

// TestEarlyScreenshotThroughAnEndHandler: ng-matero fades its loading
// overlay out over 500 ms and, on transitionend, hides it (display:
// none). Settle finishes the fade; the end event and the page's handler
// come in the next frame, up to 120 ms later on a real app. The image
// taken while settle waited must be of the page after them (the overlay
// gone, no second screenshot for what the handler did), and never of the
// overlay. Six looks, because without the wait for the end event
// (settle.js's due) an image is often taken between the finish and the
// event, and the handler spoils it: at least five of six tells the two
// apart (2026-12-05, eight runs each: 48 of 48 looks used the early
// image with it, quiet and beside two busy processes; 9 of 48 without).
func TestEarlyScreenshotThroughAnEndHandler(t *testing.T) {
	page := `<!doctype html><title>loader</title><body style="margin: 0; background: rgb(255, 0, 0)"><h1>App</h1>` +
		`<style>#loader { position: fixed; inset: 0; background: #fff; opacity: 1; transition: opacity 500ms ease-in-out } #loader.out { opacity: 0 } #loader.hidden { display: none }</style>` +
		`<div id="loader">LOADING</div>` +
		`<script>addEventListener("load", () => requestAnimationFrame(() => { const el = document.getElementById("loader");` +
		` el.addEventListener("transitionend", () => { el.className = "hidden"; }); el.className = "out"; }));</script>`
	url := serve(t, html(page)).URL + "/"
	fade := func(res *Result) {
		if s := res.Summary.Settle; s.AnimationsFinished == 0 || s.CapHit {
			t.Errorf("settle %+v, want the fade finished, with no cap", s)
		}
	}
	if used := earlyUsed(t, url, fade) + earlyUsed(t, url, fade); used < 5 {
		t.Errorf("%d of 6 captures used the screenshot taken while settle waited, want at least 5", used)
	}
}

// TestEarlyScreenshotThroughAPrefetch: Docusaurus prefetches the chunks
// of every route its page links to, 21 requests starting just after
// load (<link rel=prefetch>, sent with Sec-Purpose: prefetch). A prefetch
// is kept for a later navigation and renders nothing now: settle does
// not wait for it, and the image taken while settle waited still serves.
// Here the prefetched file never answers while the test runs.
func TestEarlyScreenshotThroughAPrefetch(t *testing.T) {
	release := make(chan struct{})
	mux := http.NewServeMux()
	mux.HandleFunc("/later.js", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	mux.Handle("/", html(`<!doctype html><title>prefetch</title><body style="margin: 0; background: rgb(255, 0, 0)"><h1>Docs</h1>`+
		`<script>addEventListener("load", () => setTimeout(() => { const l = document.createElement("link"); l.rel = "prefetch"; l.href = "/later.js?" + Math.random(); document.head.append(l); }, 10));</script>`))
	srv := serve(t, mux)
	t.Cleanup(func() { close(release) })
	used := earlyUsed(t, srv.URL+"/", func(res *Result) {
		if s := res.Summary.Settle; s.CapHit {
			t.Errorf("settle %+v: it waited for the prefetch", s)
		}
	})
	if used < 2 {
		t.Errorf("%d of 3 captures used the screenshot taken while settle waited, want at least 2", used)
	}
}

// TestEarlyScreenshotThroughAnEasingClass: the page turns its transitions
// on 40 ms after load, as Angular Material's form fields and sidenav do
// once their first render is done: the image taken before still shows
// the page. latePixelPages' "class set by a timer" is the other side: a
// class that paints must be in the image.
func TestEarlyScreenshotThroughAnEasingClass(t *testing.T) {
	page := `<!doctype html><title>easing</title><style>.ready h1 { transition: color 150ms }</style>` +
		`<body style="margin: 0; background: rgb(255, 0, 0)"><h1>App</h1>` +
		`<script>addEventListener("load", () => setTimeout(() => document.body.classList.add("ready"), 40));</script>`
	if used := earlyUsed(t, serve(t, html(page)).URL+"/", nil); used < 2 {
		t.Errorf("%d of 3 captures used the screenshot taken while settle waited, want at least 2", used)
	}
}

// TestHarmlessClassChanges: Angular Material adds a class that only turns
// transitions on (mat-form-field-animations-enabled, mat-drawer-transition)
// 100-300 ms after load, after the image taken while settle waited. Such
// a change shows nothing, so the image still holds; any other class
// change, or any change that is not a class, does not let it hold. The
// sheet also tests the class attribute's text, as VitePress's and
// Vuetify's do: that holds the image back only when a change makes such
// a test answer otherwise.
func TestHarmlessClassChanges(t *testing.T) {
	page := `<!doctype html><title>classes</title><style>
		.label { color: rgb(0, 0, 0) }
		.ready .label { transition: color 150ms, transform 150ms }
		.ready .hint { animation-duration: 300ms; transition-delay: 40ms }
		.paint { color: rgb(255, 0, 0) }
		.enter .hint { animation: pop 300ms }
		@keyframes pop { from { opacity: 0 } }
		@media (min-width: 1px) { .boxed .label { padding: 4px } }
		@scope (.scoped) { .label { color: rgb(0, 0, 255) } }
		.nest { & .label { color: blue } }
		.spin .hint { animation-duration: 2s }
		.running .hint { animation: pop 10s infinite }
		[class^="icon-"], [class*=" icon-"] { font-style: italic }
		[class$="-warn" i] .label { color: rgb(200, 100, 0) }
		[class~="theme-x"] .hint, [class|="lang"] .hint, [class="exact"] .hint { color: rgb(0, 128, 0) }
	</style><form id="f"><label class="label">Email</label><p class="hint">hint</p></form><p id="text">text</p><i id="icon" class="icon-mail">@</i>`
	// A stylesheet of another origin that did not load, as the policy
	// refuses Google Fonts' sheet: it sets nothing, and cannot be read.
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	page += `<link rel="stylesheet" href="` + closed.URL + `/fonts.css">`
	res, tab := captureKeep(t, Request{URL: serve(t, html(page)).URL + "/"}, render.Skip{})
	if res.Summary.Settle.CapHit {
		t.Fatalf("settle hit its cap: %+v", res.Summary.Settle)
	}
	world, err := proto.PageCreateIsolatedWorld{FrameID: tab.FrameID, WorldName: settle.World}.Call(tab)
	if err != nil {
		t.Fatal(err)
	}
	eval := func(expr string, ctx proto.RuntimeExecutionContextID) gson.JSON {
		t.Helper()
		v, err := proto.RuntimeEvaluate{Expression: expr, ContextID: ctx, ReturnByValue: true}.Call(tab)
		if err != nil || v.ExceptionDetails != nil {
			t.Fatalf("%s: %v %+v", expr, err, v.ExceptionDetails)
		}
		return v.Result.Value
	}
	for _, tc := range []struct {
		name, change string
		harmless     bool
	}{
		{"nothing changed", ``, true},
		{"a class that only eases later changes", `f.classList.add("ready")`, true},
		{"a class no rule names", `f.classList.add("no-rule-names-me")`, true},
		{"a class added and removed again", `f.classList.add("paint"); f.classList.remove("paint")`, true},
		{"a class that sets a colour", `f.classList.add("paint")`, false},
		{"an easing class, then a colour", `f.classList.add("ready"); text.classList.add("paint")`, false},
		{"a class that starts an animation", `f.classList.add("enter")`, false},
		{"a class whose @media rule sets padding", `f.classList.add("boxed")`, false},
		{"a class whose nested rule sets a colour", `f.classList.add("nest")`, false},
		{"a class an @scope's prelude names", `f.classList.add("scoped")`, false},
		{"an animation's length, on an element running one", `f.classList.add("running"); f.offsetWidth; f.classList.add("spin")`, false},
		{"a text change", `text.textContent = "other"`, false},
		{"a class a [class^=] test reads", `f.classList.add("icon-mail")`, false},
		{"a class a [class$= i] test reads", `f.classList.add("is-WARN")`, false},
		{"a class a [class~=] test reads", `f.classList.add("theme-x")`, false},
		{"a class a [class|=] test reads", `f.className = "lang-en"`, false},
		{"a class a [class=] test reads", `f.className = "exact"`, false},
		{"an easing class that no [class] test reads otherwise", `icon.classList.add("ready")`, true},
		{"a class that moves an element into a [class*=] test", `icon.className = "glyph icon-mail"`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			count := eval("vibelensEvery(0).changes", world.ExecutionContextID).Int()
			eval(`{ const f = document.getElementById("f"), text = document.getElementById("text"), icon = document.getElementById("icon"); `+tc.change+` }`, 0)
			if got := eval(fmt.Sprintf("vibelensHarmless(%d)", count), world.ExecutionContextID).Bool(); got != tc.harmless {
				t.Errorf("vibelensHarmless after %q = %v, want %v", tc.change, got, tc.harmless)
			}
			eval(`document.getElementById("f").className = ""; document.getElementById("text").className = ""; document.getElementById("icon").className = "icon-mail"`, 0)
			// The events of an animation a case started or cancelled come
			// in a later frame: let them come before the next case counts.
			if _, err := (proto.RuntimeEvaluate{Expression: `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(0))))`, AwaitPromise: true}).Call(tab); err != nil {
				t.Fatal(err)
			}
		})
	}
}
