package browser

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/render"
)

// stillPages: a page with nothing due that can change it settles at once
// ("still" in waitedFor, ADR 0030); each twin has something due (a
// timer, an interval, animation frames, an answer, a socket) and must be
// seen in its final render: it may be still once that has run, never
// before.
var stillPages = []struct {
	name, page, final string
	still             bool
}{
	{name: "static page", still: true,
		page: `<main><h1>Plans</h1><p id="done">For side projects.</p></main>`, final: `id="done"`},
	{name: "a timer due long after", still: true,
		page: `<p id="done">ready</p><script>setTimeout(() => document.title = "later", 60000)</script>`, final: `id="done"`},
	{name: "a failed fetch rendered, body never read", still: true,
		page: `<p id="s">Loading…</p><script>fetch("/api/fail").then(r => { if (!r.ok) throw new Error("HTTP " + r.status); }).catch(e => { document.getElementById("s").id = "done"; });</script>`, final: `id="done"`},
	{name: "render from a timer after load", // later than a still look takes
		page: `<p id="s">Loading…</p><script>addEventListener("load", () => setTimeout(() => { document.getElementById("s").id = "done"; }, 70));</script>`, final: `id="done"`},
	{name: "render from an animation frame after load", // the fourth: after a still look, before the quiet windows end
		page: `<p id="s">Loading…</p><script>addEventListener("load", () => { let n = 0; const f = () => { if (++n < 4) requestAnimationFrame(f); else document.getElementById("s").id = "done"; }; requestAnimationFrame(f); });</script>`, final: `id="done"`},
	{name: "an idle callback's render",
		page: `<p id="s">Loading…</p><script>addEventListener("load", () => setTimeout(() => requestIdleCallback(() => { document.getElementById("s").id = "done"; }), 0));</script>`, final: `id="done"`},
	{name: "an interval ticking",
		page: `<p id="done">ready</p><p id="t">0</p><script>let n = 0; setInterval(() => document.getElementById("t").textContent = ++n, 200);</script>`, final: `id="done"`},
	{name: "an XHR answered late",
		page: `<p id="s">Loading…</p><script>const x = new XMLHttpRequest(); x.open("GET", "/api/plans"); x.onload = () => { document.getElementById("s").id = "done"; }; x.send();</script>`, final: `id="done"`},
	{name: "a socket open",
		page: `<p id="done">ready</p><script>try { new WebSocket("ws://" + location.host + "/nowhere"); } catch {}</script>`, final: `id="done"`},
	{name: "a socket that said hello, then quiet", still: true, // a dev server's HMR socket
		page: `<p id="s">Loading…</p><script>new WebSocket("ws://" + location.host + "/ws/now").onmessage = () => { document.getElementById("s").id = "done"; };</script>`, final: `id="done"`},
	{name: "a socket's first message renders, 60 ms after it opens",
		page: `<p id="s">Loading…</p><script>new WebSocket("ws://" + location.host + "/ws/late").onmessage = () => { document.getElementById("s").id = "done"; };</script>`, final: `id="done"`},
	{name: "an event stream's first message renders, 60 ms after it opens",
		page: `<p id="s">Loading…</p><script>new EventSource("/sse/late").onmessage = () => { document.getElementById("s").id = "done"; };</script>`, final: `id="done"`},
}

// TestSettleStillPage captures each page at delay 0, a few times: the
// still ones settle without the quiet windows, and every capture shows
// the final render.
func TestSettleStillPage(t *testing.T) {
	runs := 3
	if testing.Short() {
		runs = 1
	}
	for _, tc := range stillPages {
		t.Run(tc.name, func(t *testing.T) {
			url := settleServer(t, tc.page)
			stills := 0
			for i := range runs {
				// No findings or image: the DOM is read as settle
				// ends, so a look that ended before a due render shows it.
				res := captureSkipping(t, Request{URL: url, NoImage: true}, render.Skip{Findings: true, Vitals: true})
				s := res.Summary.Settle
				if !strings.Contains(res.SimplifiedDOM, tc.final) {
					t.Errorf("run %d: DOM is not the final render (want %s): %s; settle %+v", i, tc.final, res.SimplifiedDOM, s)
				}
				if s.CapHit {
					t.Errorf("run %d: settle hit the cap: %+v", i, s)
				}
				if slices.Contains(s.WaitedFor, "still") {
					stills++
				}
			}
			// A still page may now and then be asked in a busy moment
			// (the machine's, not its own) and wait the old way: one
			// such look in runs is no failure; none still is.
			if tc.still && stills == 0 {
				t.Errorf("settle never ended still in %d looks of a still page", runs)
			}
		})
	}
}

// TestTrackerUnseen: the main world's tracker leaves the page's view of
// its functions native and adds no global, and a fetch rejection the page
// leaves unhandled is still an uncaught error.
func TestTrackerUnseen(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<p id="out"></p><script>
const natives = [setTimeout, setInterval, clearTimeout, requestAnimationFrame, requestIdleCallback, fetch, XMLHttpRequest.prototype.send, Response.prototype.json]
  .every(f => /\[native code\]/.test(Function.prototype.toString.call(f)));
const names = setTimeout.name + "," + fetch.name + "," + fetch.length;
const extra = Object.getOwnPropertyNames(window).filter(k => /vibelens|pending|tracker/i.test(k));
const ws = WebSocket.prototype.constructor === WebSocket && new Proxy({}, {}) instanceof Object;
document.getElementById("out").textContent = "natives=" + natives + " names=" + names + " extra=" + extra.length + " ws=" + ws;
fetch("http://127.0.0.1:1/refused");
</script>`))
	res := capture(t, Request{URL: serve(t, mux).URL + "/"})
	want := "natives=true names=setTimeout,fetch,1 extra=0 ws=true"
	if !strings.Contains(res.SimplifiedDOM, want) {
		t.Errorf("page sees the tracker: want %q in %s", want, res.SimplifiedDOM)
	}
	if len(res.UncaughtPageErrors) == 0 {
		t.Errorf("the unhandled fetch rejection is no uncaught error: %+v", res.ConsoleLogs)
	}
}
