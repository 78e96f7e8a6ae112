package browser

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/findings"
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
	for _, file := range []string{"causes.html", "causes-width.html", "causes-scroll.html", "causes-rows.html", "causes-turned.html"} {
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
		if m.Element == "" && c.Element != "" {
			t.Errorf("%s %q: cause element %q, want the finding's own element", f.Kind, f.Selector, c.Element)
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

// TestFindingCausesLinkedSheet: a linked stylesheet's text is not in the
// page, so its causes come from Chromium's cascade over CDP: the rule, and
// the sheet's own file and line.
func TestFindingCausesLinkedSheet(t *testing.T) {
	css := "/* linked */\n.card { position: relative; width: 300px; margin: 24px; padding: 12px; border: 1px solid #ccc; }\n" +
		".banner {\n  background: #eef;\n  width: 520px;\n}\n"
	page := `<!doctype html><html><head><link rel="stylesheet" href="/site.css"></head>
<body><div class="card"><div class="banner">Spring sale: every plan half price</div></div></body></html>`
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/site.css" {
			w.Header().Set("Content-Type", "text/css")
			fmt.Fprint(w, css)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	}))
	res := capture(t, Request{URL: srv.URL + "/", Viewport: "desktop"})
	for _, f := range res.Findings {
		if f.Selector != "div.banner" {
			continue
		}
		c := f.Cause
		if c == nil || c.Property != "width" || c.Rule != ".banner" || c.Source == nil || c.Source.File != "site.css" || c.Source.Line != 5 {
			b, _ := json.Marshal(c)
			t.Fatalf("banner cause %s, want width from .banner at site.css:5", b)
		}
		return
	}
	t.Fatalf("no finding on div.banner: %+v", res.Findings)
}

// TestFindingCausesHoistedScopedStyle: Astro hoists the styles of the
// components a content page renders into one bare <style>, minified, with
// no file; its rules are scoped by the component's hash, and in dev the
// elements the component writes carry the hash and the component's file.
// The cause names that file's line, found by the declaration.
func TestFindingCausesHoistedScopedStyle(t *testing.T) {
	dir := t.TempDir()
	component := filepath.Join(dir, "src", "components", "Plans.astro")
	text := "---\nconst cmd = 'npx create-plan --with-every-flag --and-more';\n---\n" +
		"<div class=\"plans\">\n  <span class=\"plan-label\">{cmd}</span>\n</div>\n<style>\n" +
		"  .plans { width: 240px; border: 1px solid #ccc; }\n  .plan-label {\n    display: block;\n    max-width: 140px;\n" +
		"    white-space: nowrap;\n    overflow: hidden;\n  }\n</style>\n"
	if err := os.MkdirAll(filepath.Dir(component), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(component, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	at := func(loc string) string {
		return fmt.Sprintf(`data-astro-source-file="%s" data-astro-source-loc="%s"`, component, loc)
	}
	page := `<!doctype html><html><head><title>Plans</title></head><body>
<style>.plans:where(.astro-k3x9qz7a){width:240px;border:1px solid #ccc}.plan-label:where(.astro-k3x9qz7a){display:block;max-width:140px;white-space:nowrap;overflow:hidden}</style>
<main><div class="plans astro-k3x9qz7a" ` + at("4:1") + `>
<span class="plan-label astro-k3x9qz7a" ` + at("5:3") + `>npx create-plan --with-every-flag --and-more</span>
</div></main>%s</body></html>`
	// Astro's dev toolbar reads the attributes and removes them: the file
	// is then the carrier's own source, read from the served document.
	const strip = `<script type="module">for (const e of document.querySelectorAll("[data-astro-source-file]")) { e.removeAttribute("data-astro-source-file"); e.removeAttribute("data-astro-source-loc"); }</script>`
	want := strings.Count(text[:strings.Index(text, "white-space: nowrap")], "\n") + 1
	for name, tail := range map[string]string{"attributes": "", "stripped": strip} {
		t.Run(name, func(t *testing.T) {
			srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprintf(w, page, tail)
			}))
			res := capture(t, Request{URL: srv.URL + "/", Viewport: "desktop"})
			for _, f := range res.Findings {
				if f.Kind != "text-clipped" || !strings.Contains(f.Selector, "plan-label") {
					continue
				}
				c := f.Cause
				if c == nil || c.Property != "white-space" || c.Rule != ".plan-label:where(.astro-k3x9qz7a)" || c.Source == nil ||
					!strings.HasSuffix(c.Source.File, "Plans.astro") || c.Source.Line != want {
					b, _ := json.Marshal(c)
					t.Fatalf("label cause %s, want white-space from .plan-label:where(.astro-k3x9qz7a) at Plans.astro:%d", b, want)
				}
				return
			}
			t.Fatalf("no text-clipped finding on the label: %+v", res.Findings)
		})
	}
}

// TestFindingCausesNamedSheet: a <style> whose text is an esbuild bundle
// without a map opens each part with a comment naming the
// project-relative file (/* src/app/x.scss */); the cause names that file,
// read under the dev server's working directory (here this test's, whose
// server serves the page), at the line that writes the declaration in the
// Sass source. (Angular's such sheets carry a map too: see
// TestFindingCausesStyleWithMapURL.)
func TestFindingCausesNamedSheet(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the dev server's directory is read from /proc")
	}
	const file = "testdata/findings/named/plans.scss"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	page := `<!doctype html><html><head><title>Plans</title><style>/* src/styles.css */
body { margin: 0; padding: 24px; }
</style><style>/* ` + file + ` */
[_nghost-ng-c41] { display: block; }
.plans[_ngcontent-ng-c41] { width: 240px; border: 1px solid #ccc; }
.plans[_ngcontent-ng-c41] .plan-label[_ngcontent-ng-c41] { display: block; max-width: 140px; white-space: nowrap; overflow: hidden; }
</style></head><body><app-plans _nghost-ng-c41><div class="plans" _ngcontent-ng-c41>
<span class="plan-label" _ngcontent-ng-c41>npx create-plan --with-every-flag --and-more</span></div></app-plans></body></html>`
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	}))
	res := capture(t, Request{URL: srv.URL + "/", Viewport: "desktop"})
	want := strings.Count(string(src[:strings.Index(string(src), "white-space: nowrap")]), "\n") + 1
	for _, f := range res.Findings {
		if f.Kind != "text-clipped" || !strings.Contains(f.Selector, "plan-label") {
			continue
		}
		c := f.Cause
		if c == nil || c.Property != "white-space" || c.Source == nil || c.Source.File != file || c.Source.Line != want {
			b, _ := json.Marshal(c)
			t.Fatalf("label cause %s, want white-space at %s:%d", b, file, want)
		}
		return
	}
	t.Fatalf("no text-clipped finding on the label: %+v", res.Findings)
}

// TestFindingCausesStyleWithMapURL: Angular's dev server injects each
// component's styles as a <style> whose text ends with a map on the
// server (/*# sourceMappingURL=/planted.css.map */), the map ng-matero's
// dev server served for its planted component (testdata/findings/angular).
// The cause is mapped through it to the Sass file's line.
func TestFindingCausesStyleWithMapURL(t *testing.T) {
	smap, err := os.ReadFile(filepath.Join("testdata", "findings", "angular", "planted.css.map"))
	if err != nil {
		t.Fatal(err)
	}
	page := `<!doctype html><html><head><title>Plans</title><style>
.plan-label[_ngcontent-ng-c1] {
  display: block;
  width: 200px;
  overflow: hidden;
  font-weight: 500;
  white-space: nowrap;
}
.plan-actions[_ngcontent-ng-c1] {
  display: flex;
  gap: 8px;
  width: 460px;
}
/*# sourceMappingURL=/planted.css.map */</style></head>
<body style="margin: 0; padding: 16px"><div class="card" style="width: 300px; padding: 12px; border: 1px solid #ccc; border-radius: 6px; background: #fff" _ngcontent-ng-c1>
<span class="plan-label" _ngcontent-ng-c1>npx create-plan --with-every-flag --and-more</span>
</div></body></html>`
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/planted.css.map" {
			w.Header().Set("Content-Type", "application/json")
			w.Write(smap)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	}))
	res := capture(t, Request{URL: srv.URL + "/", Viewport: "desktop"})
	const file = "src/app/routes/planted/planted.scss"
	want := map[string]struct {
		property string
		line     int
	}{"span.plan-label": {"white-space", 6}}
	for _, f := range res.Findings {
		w, ok := want[f.Selector]
		if !ok {
			continue
		}
		delete(want, f.Selector)
		c := f.Cause
		if c == nil || c.Property != w.property || c.Source == nil || c.Source.File != file || c.Source.Line != w.line {
			b, _ := json.Marshal(c)
			t.Errorf("%s %s: cause %s, want %s at %s:%d", f.Kind, f.Selector, b, w.property, file, w.line)
		}
	}
	if len(want) > 0 {
		t.Errorf("no finding on %v: %+v", want, res.Findings)
	}
}

// TestFindingCausesLongStyleText: a <style> whose text ends with a long
// run after its last rule. Nuxt's dev server injects its CSS with a 148 KB
// inline source map there (Docus's docus.css); the cause is mapped through
// it to the file it was written in. A long comment after the rules, with
// no map, leaves the cause at the document's line. Either way the look
// answers: the search of the text that places a cause was quadratic in
// such a run and held the page's main thread for minutes.
func TestFindingCausesLongStyleText(t *testing.T) {
	const rules = "\n.plan-label {\n  display: block;\n  width: 200px;\n  overflow: hidden;\n  white-space: nowrap;\n}\n"
	long := strings.Repeat("A long run of text with no braces in it. ", 8000) // 336 KB
	smap, err := json.Marshal(map[string]any{
		"version": 3, "sources": []string{"src/assets/plans.css"}, "sourcesContent": []string{rules + "/* " + long + " */"},
		"names": []string{}, "mappings": "AAAA" + strings.Repeat(";AACA", strings.Count(rules, "\n")),
	})
	if err != nil {
		t.Fatal(err)
	}
	withMap := "/*# sourceMappingURL=data:application/json;base64," + base64.StdEncoding.EncodeToString(smap) + " */"
	nowrapLine := strings.Count(rules[:strings.Index(rules, "white-space")], "\n") // 0-based in the sheet
	for _, tc := range []struct {
		name, tail, file string
		line             int
	}{
		{"inline map", withMap, "src/assets/plans.css", nowrapLine + 1},
		{"long comment", "/* " + long + " */", "index.html", nowrapLine + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := "<!doctype html><html><head><title>Plans</title><style>" + rules + tc.tail + "</style></head>\n" +
				`<body style="margin: 0; padding: 16px"><div style="width: 300px; padding: 12px; border: 1px solid #ccc">` +
				`<span class="plan-label">npx create-plan --with-every-flag --and-more</span></div></body></html>`
			srv := serve(t, html(page))
			res := capture(t, Request{URL: srv.URL + "/index.html", Viewport: "desktop"})
			for _, f := range res.Findings {
				if f.Selector != "span.plan-label" {
					continue
				}
				c := f.Cause
				if c == nil || c.Property != "white-space" || c.Source == nil || c.Source.File != tc.file || c.Source.Line != tc.line {
					b, _ := json.Marshal(c)
					t.Fatalf("%s %s: cause %s, want white-space at %s:%d", f.Kind, f.Selector, b, tc.file, tc.line)
				}
				return
			}
			t.Fatalf("no finding on span.plan-label: %+v", res.Findings)
		})
	}
}

// TestPlaceBehindAMap: the page leaves a rule of a <style> with a source
// map to the cascade over CDP, which maps it to the file it was written
// in, but places a generated utility (Tailwind 4's utilities layer)
// itself: its place is the class in the markup whatever the map says, and
// the cascade over CDP took 1.0-1.3 s on Docus's sheets, past its time
// box, which left the cause with no rule.
func TestPlaceBehindAMap(t *testing.T) {
	page := `<!doctype html><title>map</title><style>
@layer utilities { .whitespace-nowrap { white-space: nowrap } }
.plan-label { display: block; width: 200px; overflow: hidden }
/*# sourceMappingURL=data:application/json;base64,e30= */</style>
<span class="plan-label whitespace-nowrap">npx create-plan --with-every-flag --and-more</span>`
	_, tab := captureKeep(t, Request{URL: serve(t, html(page)).URL + "/"}, render.Skip{})
	for _, tc := range []struct {
		names, rule, layer string
		ask                bool
	}{
		{`["white-space", "text-wrap-mode", "text-wrap"]`, ".whitespace-nowrap", "utilities", false},
		{`["width", "inline-size"]`, ".plan-label", "", true},
	} {
		expr := `(() => { const p = (` + findings.CauseJS + `)((el) => getComputedStyle(el)).place(document.querySelector(".plan-label"), ` + tc.names + `);
			return p && { rule: p.rule, layer: p.layer, ask: !!p.ask }; })()`
		v, err := proto.RuntimeEvaluate{Expression: expr, ReturnByValue: true}.Call(tab)
		if err != nil || v.ExceptionDetails != nil {
			t.Fatalf("place: %v %+v", err, v.ExceptionDetails)
		}
		var got struct {
			Rule, Layer string
			Ask         bool
		}
		if err := json.Unmarshal([]byte(v.Result.Value.JSON("", "")), &got); err != nil {
			t.Fatal(err)
		}
		if got.Rule != tc.rule || got.Layer != tc.layer || got.Ask != tc.ask {
			t.Errorf("place %s: %+v, want rule %q layer %q ask %v", tc.names, got, tc.rule, tc.layer, tc.ask)
		}
	}
}
