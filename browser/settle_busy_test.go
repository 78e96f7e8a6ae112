package browser

// Settle on pages that keep the main thread or the network busy: a hung
// page, code still arriving, a long render.

import (
	"bytes"
	"context"
	"fmt"
	"image/jpeg"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/tabs"
)

const hungPage = `<!doctype html><title>hung</title><p>about to hang</p>
<script>console.error("before the loop"); addEventListener("load", () => setTimeout(() => { for (;;) {} }, 10));</script>`

// TestCaptureHungPageTimesOut: a page that blocks its main thread after
// load ends in TIMEOUT with what was collected and the stage that hung,
// and four such calls in flight do not stop a normal call from answering.
func TestCaptureHungPageTimesOut(t *testing.T) {
	m := newTestManager(t, Options{MaxConcurrent: 4, AfterLoadTimeout: 6 * time.Second})
	hung := serve(t, html(hungPage)).URL + "/"
	normal := serve(t, html(`<!doctype html><title>fine</title><p id="ok">fine</p>`)).URL + "/"
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()

	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = m.Capture(ctx, Request{URL: hung})
		}()
	}
	time.Sleep(500 * time.Millisecond) // let the hung calls take every slot
	res, err := m.Capture(ctx, Request{URL: normal})
	if err != nil {
		t.Fatalf("normal capture behind four hung ones: %v", err)
	}
	if !strings.Contains(res.SimplifiedDOM, `id="ok"`) {
		t.Errorf("normal capture DOM = %s", res.SimplifiedDOM)
	}
	wg.Wait()
	for i, err := range errs {
		if err == nil {
			t.Errorf("hung call %d answered, want TIMEOUT", i)
			continue
		}
		e := AsError(err)
		if e.Code != CodeTimeout {
			t.Errorf("hung call %d: %v, want TIMEOUT", i, err)
			continue
		}
		if e.Partial == nil || (e.Partial.Stage != "settle" && e.Partial.Stage != "dom") {
			t.Errorf("hung call %d: partial = %+v, want the stage that hung", i, e.Partial)
			continue
		}
		if len(e.Partial.ConsoleLogs) != 1 || e.Partial.ConsoleLogs[0].Text != "before the loop" {
			t.Errorf("hung call %d: partial console = %+v, want the error logged before the loop", i, e.Partial.ConsoleLogs)
		}
	}
	// Without the early screenshot (a full page, a selector, an image not
	// wanted) the accessibility pass comes first: cut off at its budget,
	// it must not end the page's own loop and answer as if all were well.
	if _, err := m.Capture(ctx, Request{URL: hung, FullPage: true}); err == nil || AsError(err).Code != CodeTimeout {
		t.Errorf("full-page capture of the hung page: %v, want TIMEOUT", err)
	}
	if runtime.GOOS == "linux" {
		// The hung renderers are killed with their tabs: what is left is the
		// pool's prepared tabs, not four processes spinning at 100% CPU.
		pid, _ := m.Running()
		var renderers int
		for range 100 {
			renderers = countRenderers(t, pid)
			if renderers <= tabs.PoolSize+1 {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		if renderers > tabs.PoolSize+1 {
			out, _ := exec.Command("sh", "-c", fmt.Sprintf("ps -e -o pid,pgid,time,args | awk '$2==%d' | cut -c1-200", pid)).Output()
			t.Logf("%s", out)
			t.Errorf("%d renderer processes left after the hung calls, want at most %d", renderers, tabs.PoolSize+1)
		}
	}
}

// countRenderers counts the renderer processes of the browser with pid.
func countRenderers(t *testing.T, pid int) int {
	t.Helper()
	pgid := fmt.Sprint(pid)
	entries, _ := os.ReadDir("/proc")
	n := 0
	for _, e := range entries {
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// Fields after the command: state ppid pgrp ...
		s := string(stat)
		fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(fields) < 3 || fields[2] != pgid {
			continue
		}
		cmd, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if strings.Contains(string(cmd), "--type=renderer") {
			n++
		}
	}
	return n
}

// TestSettleWaitsForArrivingCode: an app served as a long chain of
// unbundled modules (Nuxt's dev server sends a fresh context ~1,600, one by
// one, for seconds after the load event) is still arriving at the cap:
// settle waits while scripts keep answering, and captures the app, not
// its server HTML, also when running that code keeps the main thread busy
// past the cap. A script that never answers is not progress: the cap
// holds, naming it.
func TestSettleWaitsForArrivingCode(t *testing.T) {
	const modules = 30 // x 80 ms: 2.4 s of code after the load event, past the 1.5 s cap
	const loudModules = 8
	mux := http.NewServeMux()
	mux.Handle("/chain", html(`<!doctype html><title>chain</title><main id="ssr">server HTML</main>
<script type="module">addEventListener("load", () => import("/m/0.js"));</script>`))
	mux.Handle("/chain-busy", html(`<!doctype html><title>chain</title><main id="ssr">server HTML</main>
<script type="module">addEventListener("load", () => import("/m/0.js?busy"));</script>`))
	mux.Handle("/chain-gaps", html(`<!doctype html><title>chain</title><main id="ssr">server HTML</main>
<script type="module">addEventListener("load", () => import("/m/0.js?gaps"));</script>`))
	mux.Handle("/chain-loud", html(`<!doctype html><title>chain</title><main id="ssr">server HTML</main>
<script type="module">addEventListener("load", () => import("/m/0.js?loud"));</script>`))
	mux.Handle("/hang", html(`<!doctype html><title>hang</title><main id="ssr">server HTML</main>
<script type="module">addEventListener("load", () => import("/never.js"));</script>`))
	mux.HandleFunc("/m/", func(w http.ResponseWriter, r *http.Request) {
		gaps := r.URL.RawQuery == "gaps"
		loud := r.URL.RawQuery == "loud"
		if !gaps && !loud {
			time.Sleep(80 * time.Millisecond)
		}
		var i int
		fmt.Sscanf(strings.TrimPrefix(r.URL.Path, "/m/"), "%d.js", &i)
		w.Header().Set("Content-Type", "text/javascript")
		q := ""
		if r.URL.RawQuery != "" {
			q = "?" + r.URL.RawQuery
		}
		if gaps && i+1 < modules {
			// Served at once, then run for 100 ms before the next import: at
			// almost any moment no script is open, but code keeps arriving.
			fmt.Fprintf(w, "const end = performance.now() + 100; while (performance.now() < end) {}\nawait import(\"/m/%d.js%s\");\n", i+1, q)
			return
		}
		if loud && i+1 < loudModules {
			// Each module runs for 100 ms, then warns 40 times with a long
			// component stack, as React does in development, just before it
			// asks for the next: VibeLens reads those warnings more slowly
			// than Chromium sends them, so the settle observer's answer,
			// awaited meanwhile, reaches it ahead of the request's event.
			fmt.Fprintf(w, "const end = performance.now() + 100; while (performance.now() < end) {}\nconst stack = \"\\n    at Item (http://localhost/src/Item.jsx:1:1)\".repeat(500);\nfor (let k = 0; k < 40; k++) console.error(\"Warning: module %d, \" + k + stack);\nawait import(\"/m/%d.js%s\");\n", i, i+1, q)
			return
		}
		if i+1 < modules && !loud {
			fmt.Fprintf(w, "await import(\"/m/%d.js%s\");\n", i+1, q)
			return
		}
		if q == "?busy" {
			// The last module runs for 1.8 s before it mounts, as a big app
			// evaluates its code: longer than the cap after the code stopped.
			fmt.Fprint(w, "const end = performance.now() + 1800; while (performance.now() < end) {}\n")
		}
		fmt.Fprint(w, `document.getElementById("ssr").outerHTML = '<main id="app-mounted">mounted</main>';`)
	})
	release := make(chan struct{})
	var once sync.Once
	t.Cleanup(func() { once.Do(func() { close(release) }) })
	mux.HandleFunc("/never.js", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	srv := serve(t, mux)

	res := capture(t, Request{URL: srv.URL + "/chain"})
	s := res.Summary.Settle
	if !strings.Contains(res.SimplifiedDOM, `id="app-mounted"`) || s.CapHit {
		t.Errorf("chain: settle %+v; want the mounted app, no cap; DOM: %s", s, res.SimplifiedDOM)
	}
	if !slices.Contains(s.WaitedFor, "code") {
		t.Errorf("chain: waitedFor %v, want code", s.WaitedFor)
	}

	res = capture(t, Request{URL: srv.URL + "/chain-busy"})
	s = res.Summary.Settle
	if !strings.Contains(res.SimplifiedDOM, `id="app-mounted"`) || s.CapHit || !slices.Contains(s.WaitedFor, "code") {
		t.Errorf("chain, then 1.8 s of running it: settle %+v; want the mounted app after a code wait, no cap; DOM: %s", s, res.SimplifiedDOM)
	}

	res = capture(t, Request{URL: srv.URL + "/chain-gaps"})
	s = res.Summary.Settle
	if !strings.Contains(res.SimplifiedDOM, `id="app-mounted"`) || s.CapHit || !slices.Contains(s.WaitedFor, "code") {
		t.Errorf("chain of modules that each run 100 ms: settle %+v; want the mounted app after a code wait, no cap; DOM: %s", s, res.SimplifiedDOM)
	}

	res = capture(t, Request{URL: srv.URL + "/chain-loud"})
	s = res.Summary.Settle
	if !strings.Contains(res.SimplifiedDOM, `id="app-mounted"`) || s.CapHit {
		t.Errorf("chain of modules that each warn with long component stacks before the next: settle %+v; want the mounted app, no cap; DOM: %s", s, res.SimplifiedDOM)
	}

	res = capture(t, Request{URL: srv.URL + "/hang"})
	s = res.Summary.Settle
	if !s.CapHit || s.CapReason != "network" || len(s.Pending) != 1 || !strings.HasSuffix(s.Pending[0], "/never.js") || slices.Contains(s.WaitedFor, "code") {
		t.Errorf("hang: settle %+v, want the cap hit by the open /never.js, no code wait", s)
	}
}

// rgb is one pixel, 8 bits a channel.
type rgb struct{ r, g, b uint32 }

func (c rgb) String() string { return fmt.Sprintf("rgb(%d, %d, %d)", c.r, c.g, c.b) }

// red allows for JPEG's blur of a pure rgb(255, 0, 0).
func (c rgb) red() bool { return c.r >= 200 && c.b <= 60 }

// bottomLeft is the screenshot's pixel 5 px in from its bottom left
// corner, clear of a scrollbar on the right.
func bottomLeft(t *testing.T, res *Result) rgb {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(res.Screenshot))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	r, g, b, _ := img.At(5, img.Bounds().Dy()-5).RGBA()
	return rgb{r >> 8, g >> 8, b >> 8}
}

// TestAstroSourceAttributesAreNoChange: Astro's dev toolbar strips its
// compiler's data-astro-source-file/-loc attributes from every element
// 70-180 ms after load. They are metadata no stylesheet reads: rewritten
// every 10 ms here, they neither hold settle to its cap nor spoil the
// screenshot taken while it waited (before, both happened, and every
// look at an Astro page took a second screenshot).
func TestAstroSourceAttributesAreNoChange(t *testing.T) {
	page := `<!doctype html><title>astro</title><main id="app"><h1 data-astro-source-file="/src/pages/index.astro" data-astro-source-loc="3:1">Docs</h1>` +
		`<p id="loaded" data-astro-source-file="/src/pages/index.astro" data-astro-source-loc="4:1">Next steps</p></main>` +
		`<script>const els = document.querySelectorAll("[data-astro-source-file]"); let n = 0; setInterval(() => { n++; for (const el of els) { el.setAttribute("data-astro-source-file", "/src/pages/p" + n + ".astro"); el.setAttribute("data-astro-source-loc", n + ":1"); } }, 10);</script>`
	url := serve(t, html(page)).URL + "/"
	for _, delay := range []time.Duration{0, 300 * time.Millisecond} {
		res := capture(t, Request{URL: url, Delay: delay})
		s := res.Summary.Settle
		if s.CapHit {
			t.Errorf("delay %s: settle hit its cap (%s, churn %q) on source attributes", delay, s.CapReason, s.Churn)
		}
		if delay == 0 && !res.Summary.Timings.EarlyScreenshot {
			t.Errorf("delay 0: the screenshot taken while settle waited was not used (settle %+v)", s)
		}
	}
}

// TestSettleNamesABusyMainThread: a page whose script keeps the main
// thread busy, changing nothing, never lets settle see it idle; the cap's
// report names the script that ran longest (Long Animation Frames), so a
// cap with no element to name still says where to look.
func TestSettleNamesABusyMainThread(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<!doctype html><title>busy</title><p id="s">ready</p><script src="/spin.js"></script>`))
	mux.HandleFunc("/spin.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `function spin() { const t = performance.now(); while (performance.now() - t < 60); requestAnimationFrame(spin); }
requestAnimationFrame(spin);`)
	})
	srv := serve(t, mux)
	res := capture(t, Request{URL: srv.URL})
	st := res.Summary.Settle
	if !st.CapHit || st.CapReason != "dom" || st.Churn != "" {
		t.Fatalf("settle = %+v, want a dom cap with no element changing", st)
	}
	if !strings.Contains(st.Busy, "/spin.js spin") || !strings.Contains(st.Busy, "main thread busy") {
		t.Errorf("settle.busy = %q, want the main thread's time and spin.js's spin named", st.Busy)
	}
}

// TestSettleWaitsForALongRender: on a busy machine an app's render runs
// in long frames past the cap, and the DOM it makes lands after it. A cap
// that comes while the page's own script holds the main thread gets one
// more cap, so the look shows the render; before, it showed the page
// before it and named nothing. The render is many tasks posted through a
// MessageChannel, as React's scheduler posts them, or one long task under
// way when the cap comes (the page cannot answer then).
func TestSettleWaitsForALongRender(t *testing.T) {
	t.Parallel()
	const done = `document.getElementById("s").outerHTML = '<p id="done">rendered</p>'`
	for _, tc := range []struct{ name, script string }{
		{"tasks", `let left = 12;
const ch = new MessageChannel();
ch.port1.onmessage = function work() { const t = performance.now(); while (performance.now() - t < 150); if (--left > 0) ch.port2.postMessage(0); else ` + done + `; };
setTimeout(() => ch.port2.postMessage(0), 0);`},
		{"one long task", `let n = 0;
const tick = setInterval(() => { document.getElementById("s").textContent = "loading " + ++n; }, 25);
setTimeout(function work() { clearInterval(tick); const t = performance.now(); while (performance.now() - t < 1500); ` + done + `; }, 900);`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			mux := http.NewServeMux()
			mux.Handle("/{$}", html(`<!doctype html><title>render</title><p id="s">loading</p><script src="/render.js"></script>`))
			mux.HandleFunc("/render.js", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/javascript")
				fmt.Fprint(w, tc.script)
			})
			srv := serve(t, mux)
			res := capture(t, Request{URL: srv.URL})
			st := res.Summary.Settle
			if !strings.Contains(res.SimplifiedDOM, `<p id="done">rendered</p>`) {
				t.Errorf("captured before the render landed: %s (settle %+v)", res.SimplifiedDOM, st)
			}
			if st.CapHit || !slices.Contains(st.WaitedFor, "rendering") {
				t.Errorf("settle = %+v, want no cap hit and waitedFor naming rendering", st)
			}
		})
	}
}
