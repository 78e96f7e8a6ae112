package browser

import (
	"strings"
	"testing"
)

// motionPages animate the page into its final state after load, the way
// an entrance does (Gentelella starts 189 transitions of 150-300 ms at
// load; framer-motion and Tailwind's animate-* fade and slide content
// in): blue to the red of their end over 700 ms, by a CSS animation, a CSS
// transition and a Web Animation, with a dark text fading in. A look taken
// while they run shows a page halfway there, and checks the contrast of
// text not yet opaque.
var motionPages = []struct{ name, page string }{
	{"CSS animation at load", `<style>@keyframes in { from { background: rgb(0, 0, 255) } to { background: rgb(255, 0, 0) } } body { animation: in 700ms linear forwards } @keyframes fade { from { opacity: 0 } to { opacity: 1 } } #hero { animation: fade 700ms linear both }</style>`},
	{"CSS transition started at load", `<style>body { transition: background-color 700ms linear } body.in { background: rgb(255, 0, 0) !important } #hero { opacity: 0; transition: opacity 700ms linear } body.in #hero { opacity: 1 }</style><script>addEventListener("load", () => requestAnimationFrame(() => document.body.classList.add("in")));</script>`},
	{"Web Animation at load", `<script>addEventListener("load", () => { document.body.animate([{ background: "rgb(0, 0, 255)" }, { background: "rgb(255, 0, 0)" }], { duration: 700, fill: "forwards" }); document.getElementById("hero").animate([{ opacity: 0 }, { opacity: 1 }], { duration: 700, fill: "both" }); });</script>`},
}

// TestSettleFinishesEntrances: the look is of the page at rest, its
// entrance animations brought to their end: the red of their end in the
// image, no contrast finding on the text once it is opaque, settle counts
// what it finished, and the image taken while it waited still serves.
func TestSettleFinishesEntrances(t *testing.T) {
	runs := 3
	if testing.Short() {
		runs = 2
	}
	for _, tc := range motionPages {
		t.Run(tc.name, func(t *testing.T) {
			url := serve(t, html(`<!doctype html><title>motion</title><body style="margin: 0; background: rgb(0, 0, 255)"><main style="background: #fff; padding: 8px; width: 400px"><p id="hero" style="color: #111">Ship faster with Acme</p></main>`+tc.page)).URL + "/"
			early := 0
			for i := range runs {
				res := capture(t, Request{URL: url})
				s := res.Summary.Settle
				if res.Summary.Timings.EarlyScreenshot {
					early++
				}
				if corner := bottomLeft(t, res); !corner.red() {
					t.Errorf("run %d: the screenshot's bottom left corner is %s, want the red the animation ends on; settle %+v", i, corner, s)
				}
				for _, f := range res.Findings {
					if strings.Contains(f.Kind, "contrast") {
						t.Errorf("run %d: %s %s: %s (the text was still fading in)", i, f.Kind, f.Selector, f.Detail)
					}
				}
				if s.AnimationsFinished == 0 || s.CapHit {
					t.Errorf("run %d: settle %+v, want the entrance animations finished, with no cap", i, s)
				}
			}
			// Their end events come after finish(), to a picture already of
			// the end: they must not spoil the early image.
			if early == 0 {
				t.Errorf("no capture of %d used the screenshot taken while settle waited", runs)
			}
		})
	}
}

// TestSettleFinishesADevWidgetsAnimation: a dev widget's animation is
// finished too (the Vue devtools' hidden panel eases for 400 ms after
// load; its end spoiled create-vue's early image in 1 look of 2).
func TestSettleFinishesADevWidgetsAnimation(t *testing.T) {
	url := serve(t, html(`<!doctype html><title>widget</title><h1>app</h1>`+
		`<div id="__vue-devtools-container__"><div id="panel" style="transition: transform 700ms linear">devtools</div></div>`+
		`<script>addEventListener("load", () => requestAnimationFrame(() => { document.getElementById("panel").style.transform = "translateX(40px)"; }));</script>`)).URL + "/"
	for i := range 2 {
		res := capture(t, Request{URL: url})
		if s := res.Summary.Settle; s.AnimationsFinished == 0 || s.CapHit {
			t.Errorf("run %d: settle %+v, want the widget's transition finished, with no cap", i, s)
		}
	}
}

// TestSettleLeavesEndlessMotion: an infinite spinner never ends and a
// 20 s progress animation is no entrance; neither is finished, and
// neither holds settle.
func TestSettleLeavesEndlessMotion(t *testing.T) {
	for _, tc := range []struct{ name, page string }{
		{"infinite spinner", `<style>@keyframes turn { to { transform: rotate(1turn) } }</style><p style="animation: turn 1s linear infinite">loading</p>`},
		{"20 s progress bar", `<style>@keyframes grow { to { width: 100% } }</style><div style="height: 4px; width: 0; background: red; animation: grow 20s linear forwards"></div>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := capture(t, Request{URL: serve(t, html(`<!doctype html><title>endless</title>`+tc.page)).URL + "/"})
			if s := res.Summary.Settle; s.AnimationsFinished != 0 || s.CapHit {
				t.Errorf("settle %+v, want no animation finished, and no cap", s)
			}
		})
	}
}
