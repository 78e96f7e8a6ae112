package browser

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/internal/xvfb"
)

// smallPreset fits the test display (1280x1024) with the browser's bars.
var smallPreset = Presets{{Name: "small", Width: 900, Height: 560, DeviceScaleFactor: 1}}

// pointFixture serves testdata/point/page.html.
func pointFixture(t *testing.T) string {
	t.Helper()
	page, err := os.ReadFile(filepath.Join("testdata", "point", "page.html"))
	if err != nil {
		t.Fatal(err)
	}
	return serve(t, html(string(page))).URL + "/shop?tab=1"
}

// pointed runs one session in the background and hands the window to do,
// which acts on it like a person; it returns what the session ended with.
func pointed(t *testing.T, url string, do func(h *xvfb.Hand)) *PointResult {
	t.Helper()
	needsBrowser(t)
	xvfb.NeedXdotool(t)
	xvfb.StartT(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Viewports: smallPreset})
	type answer struct {
		res *PointResult
		err error
	}
	done := make(chan answer, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	go func() {
		res, err := m.Point(ctx, PointRequest{Request: Request{URL: url}, Timeout: 90 * time.Second})
		done <- answer{res, err}
	}()
	h := xvfb.FindWindow(t, "point fixture")
	do(h)
	a := <-done
	if a.err != nil {
		t.Fatalf("Point: %v", a.err)
	}
	if left := browsersOnDisplay(); len(left) > 0 {
		t.Errorf("Point returned with browser processes still on the display: %v", left)
	}
	return a.res
}

// browsersOnDisplay lists the live processes whose $DISPLAY is this test's:
// the window's browser, if it outlived the session.
func browsersOnDisplay() []string {
	want := "DISPLAY=" + os.Getenv("DISPLAY") + "\x00"
	var left []string
	envs, _ := filepath.Glob("/proc/[0-9]*/environ")
	for _, f := range envs {
		env, err := os.ReadFile(f)
		if err != nil || !strings.Contains("\x00"+string(env), "\x00"+want) {
			continue
		}
		cmd, _ := os.ReadFile(filepath.Join(filepath.Dir(f), "cmdline"))
		if strings.Contains(string(cmd), "chrom") {
			left = append(left, filepath.Base(filepath.Dir(f))+" "+strings.ReplaceAll(string(cmd), "\x00", " ")[:min(len(cmd), 80)])
		}
	}
	return left
}

// TestPointAltClick points as a person does: Alt+click on the button
// whose page stops every click, a note typed, Enter. The pick names the
// element, carries the note as the developer's, and is kept for the
// next look at the page.
func TestPointAltClick(t *testing.T) {
	url := pointFixture(t)
	res := pointed(t, url, func(h *xvfb.Hand) {
		h.AltClick(180, 124) // #buy
		h.Type("too small")
		h.Key("Return")
	})
	if res.Outcome != "sent" || res.Pointed == nil || len(res.Pointed.Picks) != 1 {
		t.Fatalf("Point = %+v, want one pick sent", res)
	}
	p := res.Pointed.Picks[0]
	if p.N != 1 || p.Selector != "#buy" || p.Tag != "button" || p.Text != "Buy now" || p.DeveloperNote != "too small" ||
		strings.Join(p.Classes, " ") != "abs btn btn-primary" || p.Box != (Rect{X: 100, Y: 100, Width: 160, Height: 48}) {
		t.Errorf("pick = %+v, want #buy with its classes, text, box and the note", p)
	}
	if p.Source == nil || p.Source.File != "src/Shop.tsx" || p.Source.Line != 12 {
		t.Errorf("pick source = %+v, want src/Shop.tsx:12 from the element's inspector attribute", p.Source)
	}
	if res.Look == nil || len(res.Look.Screenshot) == 0 || !strings.Contains(res.Pointed.Marked, "each pick") {
		t.Errorf("look = %v, marked %q: want a screenshot with the pick marked", res.Look != nil, res.Pointed.Marked)
	}
	if b, _ := json.Marshal(res.Pointed); !strings.Contains(string(b), `"developerNote":"too small"`) || !strings.Contains(string(b), "not instructions") {
		t.Errorf("JSON %s: want the note as developerNote and the untrusted marker", b)
	}
	kept := LoadPointed(strings.Replace(url, "?tab=1", "?other", 1))
	if kept == nil || len(kept.Picks) != 1 || kept.Picks[0].Selector != "#buy" {
		t.Fatalf("LoadPointed = %+v, want the pick kept for the page (same origin and path)", kept)
	}
	dir, _ := os.UserCacheDir()
	files, _ := filepath.Glob(filepath.Join(dir, "vibelens", "points", "*.json"))
	if len(files) != 1 {
		t.Fatalf("kept files = %v, want 1", files)
	}
	if fi, _ := os.Stat(files[0]); fi.Mode().Perm() != 0o600 {
		t.Errorf("kept file mode %v, want 0600", fi.Mode().Perm())
	}
	if fi, _ := os.Stat(filepath.Dir(files[0])); fi.Mode().Perm() != 0o700 {
		t.Errorf("kept dir mode %v, want 0700", fi.Mode().Perm())
	}
}

// TestPointFrameAndShadow picks inside a same-origin iframe and an open
// shadow root, and a broken image, which brings its finding along.
func TestPointFrameAndShadow(t *testing.T) {
	url := pointFixture(t)
	res := pointed(t, url, func(h *xvfb.Hand) {
		h.AltClick(100+60, 260+35) // .help-link in the iframe
		h.AltClick(500+50, 100+35) // .price-tag in price-card's shadow root
		h.AltClick(500+60, 400+40) // #hero, a broken image
		h.Key("Return")
	})
	if res.Pointed == nil || len(res.Pointed.Picks) != 3 {
		t.Fatalf("Point = %+v, want three picks", res)
	}
	if hero := res.Pointed.Picks[2]; hero.Selector != "#hero" || len(hero.Findings) == 0 || hero.Findings[0].Kind != "broken-image" {
		t.Errorf("pick 3 = %+v, want #hero with its broken-image finding", hero)
	}
	for _, p := range res.Pointed.Picks[:2] {
		if len(p.Findings) != 0 {
			t.Errorf("pick %d has findings %+v; its element has none", p.N, p.Findings)
		}
	}
	want := []struct{ sel, within, text string }{
		{"a.help-link", "iframe #frame", "Help"},
		{"span.price-tag", "shadow root of price-card.abs", "$9.99"},
	}
	for i, w := range want {
		p := res.Pointed.Picks[i]
		if p.N != i+1 || p.Selector != w.sel || strings.Join(p.Within, " / ") != w.within || p.Text != w.text {
			t.Errorf("pick %d = %+v, want %s within %q", i+1, p, w.sel, w.within)
		}
	}
}

// TestPointEscape: Esc after a pick cancels; nothing is returned or kept.
func TestPointEscape(t *testing.T) {
	url := pointFixture(t)
	res := pointed(t, url, func(h *xvfb.Hand) {
		h.AltClick(180, 124)
		h.Key("Escape")
	})
	if res.Outcome != "cancelled" || res.Pointed != nil || res.Look != nil {
		t.Errorf("Point = %+v, want cancelled with nothing", res)
	}
	if kept := LoadPointed(url); kept != nil {
		t.Errorf("LoadPointed after Esc = %+v, want nil", kept)
	}
}

// TestPointNoDisplay fails at once, saying how to go on.
func TestPointNoDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	m := NewManager(Options{})
	defer m.Close()
	_, err := m.Point(context.Background(), PointRequest{Request: Request{URL: "http://localhost:3000/"}})
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeNoDisplay || !strings.Contains(e.NextStep, "inspect_localhost_ui with selector") {
		t.Fatalf("Point without a display = %v, want NO_DISPLAY naming inspect_localhost_ui with selector", err)
	}
}

// TestPointWindowClosed: closing the window (Ctrl+W) sends what was
// picked, without a look, and keeps it for the next one.
func TestPointWindowClosed(t *testing.T) {
	url := pointFixture(t)
	res := pointed(t, url, func(h *xvfb.Hand) {
		h.AltClick(180, 124)
		time.Sleep(500 * time.Millisecond) // the picks are read every 200 ms
		h.Key("ctrl+w")
	})
	if res.Outcome != "closed" || res.Pointed == nil || len(res.Pointed.Picks) != 1 || res.Pointed.Picks[0].Selector != "#buy" || res.Look != nil {
		t.Fatalf("Point = %+v, want the #buy pick, closed, without a look", res)
	}
	if kept := LoadPointed(url); kept == nil || len(kept.Picks) != 1 {
		t.Errorf("LoadPointed = %+v, want the pick kept", kept)
	}
}

// TestPointAcrossPages: the developer picks, follows a link, picks on the
// next page; both picks come back, numbered in order.
func TestPointAcrossPages(t *testing.T) {
	page := func(title, btn, link string) string {
		return `<!doctype html><title>` + title + `</title><body style="margin:0">` +
			`<button id="` + btn + `" style="position:absolute;left:100px;top:100px;width:160px;height:48px">` + btn + `</button>` + link +
			`<script>addEventListener("mousemove", (e) => { document.title = "` + title + ` mouse " + e.clientX + "," + e.clientY; }, true);</script>`
	}
	mux := http.NewServeMux()
	mux.Handle("/", html(page("point fixture a", "first", `<a id="next" href="/b" style="position:absolute;left:100px;top:300px;font-size:30px">next</a>`)))
	mux.Handle("/b", html(page("point fixture b", "second", "")))
	url := serve(t, mux).URL + "/"
	res := pointed(t, url, func(h *xvfb.Hand) {
		h.AltClick(180, 124)
		h.Click(130, 315)
		xvfb.FindWindow(t, "point fixture b")
		h.AltClick(180, 124)
		h.Key("Return")
	})
	if res.Pointed == nil || len(res.Pointed.Picks) != 2 {
		t.Fatalf("Point = %+v, want two picks", res)
	}
	for i, want := range []string{"#first", "#second"} {
		if p := res.Pointed.Picks[i]; p.N != i+1 || p.Selector != want {
			t.Errorf("pick %d = %d %s, want %d %s", i, p.N, p.Selector, i+1, want)
		}
	}
}
