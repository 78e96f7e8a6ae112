package browser

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/render"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// serveFixture serves page at / and 404 everywhere else, as a dev server
// would for assets the fixture names but does not ship.
func serveFixture(t *testing.T, page string) string {
	t.Helper()
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(page))
	return serve(t, mux).URL + "/"
}

// sanitizeRules are the §2.5 rules stated per fixture, independently of the
// golden files, so regenerating a golden cannot quietly accept a broken rule.
var sanitizeRules = map[string]struct {
	want    []string // substrings the sanitized DOM must contain
	notWant []string // substrings it must not contain
}{
	"framework": {
		want: []string{
			`<body class="min-h-screen bg-white antialiased dark:bg-slate-900"><div id="__next"><header class="flex items-center justify-between px-4 py-2 md:px-8 hover:bg-gray-100 dark:bg-slate-900 [&>*]:mt-2">`,
			`<main id="pricing" class="mx-auto max-w-7xl px-6 lg:px-8">`,
			`<div id="plan_1" class="rounded-2xl border border-slate-200 p-8 shadow-sm ring-1 ring-slate-900/5 xl:p-10">`,
			`class="cta-button mt-6 block rounded-md bg-indigo-600 px-3 py-2 text-center text-sm font-semibold leading-6 text-white shadow-sm hover:bg-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600" data-testid="cta-pro">Buy plan</a>`,
			`<button type="button" class="btn-primary rounded-md px-3 py-2 text-sm" data-cy="login">Log in</button>`,
			`<a href="/pricing" class="text-sm font-semibold leading-6 text-indigo-600" aria-current="page">Pricing</a>`,
			`<svg class="h-6 w-5 flex-none text-indigo-600" aria-hidden="true"></svg>`,
			`<span class="text-4xl font-bold tracking-tight text-slate-900">$20</span> <span class="text-sm font-semibold leading-6 text-slate-600">/month</span>`,
		},
		notWant: []string{"<script", "<style", "<!--", "<noscript", "<meta", "<link", "<title", "__NEXT_DATA__", "__next_f", "__BUILD_MANIFEST",
			"--tw-", "css-1x2y3z", "data-reactroot", "data-v-1a2b3c", "data-headlessui-state", "data-track-id", "data-state", "<path", "M16.704", "viewBox", "Next.js app root"},
	},
	"media": {
		want: []string{
			`<img id="logo" class="h-8 w-auto" alt="Acme logo" src="data:image/png[stripped]">`,
			`<img class="avatar" alt src="data:image/svg+xml[stripped]">`,
			`<img class="hero" src="/img/hero.jpg" alt="Hero" width="1200" height="600">`,
			`<svg class="icon h-96 w-96 text-indigo-600" aria-hidden="true"></svg>`,
			`<div class="bg-cover" style="background-image: url(data:image/png[stripped]); height: 40px"></div>`,
			`<embed class="flash" src="/x.swf" type="application/x-shockwave-flash"></section>`,
			`<iframe class="embed aspect-video" src="about:blank" title="Map" width="400" height="300"></iframe>`,
			`<canvas id="chart" class="chart-canvas" width="300" height="150"></canvas>`,
			`<picture class="responsive"></picture>`,
			`<audio class="player" src="/a.mp3"></audio>`,
			`<object class="pdf" type="application/pdf" width="300" height="200"></object>`,
		},
		notWant: []string{"base64", "iVBOR", "<path", "<circle", "<title", "Chart", "Fallback text", "does not support video", "<source", "<track",
			"A picture", "PDF fallback", "srcset", "loading=", "poster", "getContext"},
	},
	"text": {
		want: []string{
			`<h1 class="text-2xl">Title with spaces</h1>`,
			`<p id="long">` + longText[:160] + `…</p>`,
			`<p>Inline <b>bold</b> <i>italic</i> and <a href="#x">a link</a>, <span>after a comment</span>.</p>`,
			`<p>Escapes: 1 &lt; 2 && 3 &gt; 2, "quoted" and 'single'.</p>`,
			`<ul><li>one</li><li>two</li></ul>`,
			`<div class="stack"><span>a</span><span>b</span></div>`,
			`<div class="words"><span>c</span> <span>d</span> joined<b> by an inline edge</b> and <em>emphasis </em> <i>after</i></div>`,
			`<p>Emoji 😀 and CJK 日本語 text.</p>`,
			`<div hidden class="drawer" vl-hidden="display:none"></div>`,
		},
		notWant: []string{"Hidden drawer", "<!--", "comment that", "head comment", "<template", "template content", "<noscript", "Enable JavaScript",
			"processing instruction", "<script", "\n", "  ", "> <li", `class=""`},
	},
	"attributes": {
		want: []string{
			`<button id="save" class="btn btn-primary" type="submit" aria-label="Save draft" aria-expanded="false" aria-controls="menu" data-testid="save-btn" data-test-id="save" data-test="save-test" data-cy="save-cy" data-qa="save-qa" tabindex="0" disabled>Save</button>`,
			`<div role="dialog" aria-modal="true" aria-labelledby="dlg-title" id="dlg" class="fixed inset-0" style="display: none; z-index: 50" vl-hidden="display:none"></div>`,
			`title="A tooltip ` + strings.Repeat("that goes on and on ", 20)[:290] + `…[truncated]"`,
			`<span class="quote" title="He said &quot;hi&quot; & left">Quote</span>`,
			`<div id="long-class" class="` + strings.Join(strings.Fields(longClasses)[:28], " ") + ` …[truncated]">Many classes</div>`,
			`<x-widget id="custom" class="widget" data-testid="widget">Custom element</x-widget>`,
			`<span id="repeated" class="MuiCheckbox-root MuiCheckbox-sizeMedium PrivateSwitchBase-root">Repeated classes</span>`,
			`<td colspan="2" rowspan="1" class="cell">A</td>`,
			`<details open class="faq"><summary>Question</summary>Answer</details>`,
		},
		notWant: []string{"data-tracking", "data-state", "onclick", "alert(", "data-reactroot", "data-v-", "data-server-rendered", "data-theme",
			"rel=", "foo=", "data-col", "utility-39", "utility-2…"},
	},
	"forms": {
		want: []string{
			`<input id="email" name="email" type="email" placeholder="you@example.com" class="input" value="ada@example.com">`,
			`<input id="name" name="name" type="text" class="input" value="Ada Lovelace">`,
			`<input id="pw" name="pw" type="password" class="input">`,
			`<input id="agree" type="checkbox" name="agree" class="checkbox" checked>`,
			`<input id="news" type="checkbox" name="news" class="checkbox">`,
			`<option value="hobby">Hobby</option><option value="pro" selected>Pro</option>`,
			`<textarea id="bio" name="bio" class="textarea">Typed &lt;bio&gt; & more</textarea>`,
			`<input id="range" type="range" value="7">`,
		},
		notWant: []string{"markup default", "hunter2", "typed-secret", "default bio", `value="3"`, "<script"},
	},
	"hidden": {
		want: []string{
			`<h1 id="title">Visible heading</h1>`,
			`<div id="css-none" class="gone" vl-hidden="display:none"></div>`,
			`<div id="attr-hidden" hidden vl-hidden="display:none"></div>`,
			`<div id="ghost" class="ghost" vl-hidden="visibility:hidden"><span class="shown">but this child is visible</span></div>`,
			`<div id="aria-off" aria-hidden="true" class="offscreen" vl-hidden="aria-hidden off-screen"></div>`,
			`<span id="icon" aria-hidden="true" class="icon">★</span>`,
			`<span class="offscreen">Off-screen text for screen readers</span>`,
			`<span aria-hidden="true" class="sr-only" vl-hidden="aria-hidden off-screen"></span>`,
			`<div id="forced" hidden class="forced">Shown despite the hidden attribute</div>`,
			`<details id="faq"><summary>Closed question</summary></details>`,
			`<details open><summary>Open question</summary>Open answer</details>`,
			`<input id="csrf" type="hidden" name="csrf" vl-hidden="display:none">`,
			`<input id="shown-input" name="q" value="typed">`,
			`<textarea id="ghost-area" class="ghost" vl-hidden="visibility:hidden"></textarea>`,
			`<p>Shadow visible</p>`,
		},
		notWant: []string{"Ignore", "SSH key", "Hidden paragraph", "bold inside", "Invisible ghost", "ghost label", "Off-screen aria-hidden",
			"Clipped aria-hidden", "Closed answer", "More closed", "csrf-token-value", "Invisible textarea", "Shadow hidden"},
	},
	"shadow": {
		want:    []string{`<user-card id="card" class="card"><div class="inner"><slot name="name"></slot></div><span>Ada</span></user-card>`},
		notWant: []string{"<style", "color:red"},
	},
}

// TestSanitizeGolden renders every testdata/sanitize/*.html in Chromium,
// sanitizes it through the real capture pipeline, checks the fixture's
// rules and compares the result with the .golden file next to it. Run with
// -update to rewrite the golden files.
func TestSanitizeGolden(t *testing.T) {
	fixtures, err := filepath.Glob("testdata/sanitize/*.html")
	if err != nil || len(fixtures) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, fixture := range fixtures {
		name := strings.TrimSuffix(filepath.Base(fixture), ".html")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			page, err := os.ReadFile(fixture)
			if err != nil {
				t.Fatal(err)
			}
			res := capture(t, Request{URL: serveFixture(t, string(page))})
			got := res.SimplifiedDOM
			rules, ok := sanitizeRules[name]
			if !ok {
				t.Errorf("no sanitizeRules entry for %s: state what the fixture is for", fixture)
			}
			for _, w := range rules.want {
				if !strings.Contains(got, w) {
					t.Errorf("sanitized %s lacks\n  %s\ngot:\n  %s", name, w, got)
				}
			}
			for _, w := range rules.notWant {
				if strings.Contains(got, w) {
					t.Errorf("sanitized %s contains %q:\n  %s", name, w, got)
				}
			}
			if res.Summary.DOMTruncated {
				t.Errorf("fixture %s was truncated", name)
			}

			golden := strings.TrimSuffix(fixture, ".html") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run: go test ./browser -run TestSanitizeGolden -update)", err)
			}
			if got+"\n" != string(want) {
				t.Errorf("sanitized %s differs from %s %s\n(run with -update if the change is intended)", fixture, golden, firstDiff(got+"\n", string(want)))
			}
		})
	}
}

// firstDiff shows where two long one-line strings first differ.
func firstDiff(got, want string) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(i-60, 0)
	return fmt.Sprintf("at byte %d:\n got …%s…\nwant …%s…", i,
		strings.ToValidUTF8(got[from:min(i+60, len(got))], ""), strings.ToValidUTF8(want[from:min(i+60, len(want))], ""))
}

const (
	longText    = "VibeLens keeps the first part of long paragraphs so the model can see what a block says, but a terms-of-service page should not cost thousands of tokens, so text nodes stop at a fixed length and say so with an ellipsis at the end of the cut."
	longClasses = "utility-0 utility-1 utility-2 utility-3 utility-4 utility-5 utility-6 utility-7 utility-8 utility-9 utility-10 utility-11 utility-12 utility-13 utility-14 utility-15 utility-16 utility-17 utility-18 utility-19 utility-20 utility-21 utility-22 utility-23 utility-24 utility-25 utility-26 utility-27 utility-28 utility-29 utility-30 utility-31 utility-32 utility-33 utility-34 utility-35 utility-36 utility-37 utility-38 utility-39"
)

// TestSanitizeLeavesPageUntouched checks, inside one capture, that the live
// page after the sanitizer ran is byte for byte the page as loaded, and that
// a second sanitize of it gives the same DOM. It also reports the size
// reduction on the framework fixture.
func TestSanitizeLeavesPageUntouched(t *testing.T) {
	raw, err := os.ReadFile("testdata/sanitize/framework.html")
	if err != nil {
		t.Fatal(err)
	}
	const probe = `<script>addEventListener("load", () => { window.__before = {html: document.documentElement.outerHTML,
		scripts: document.scripts.length, styles: document.querySelectorAll("style").length, nodes: document.querySelectorAll("*").length}; });</script>`
	page := strings.Replace(string(raw), "</body>", probe+"</body>", 1)

	type state struct {
		Same                   bool
		Before, After          int
		Scripts, ScriptsBefore int
		Styles, StylesBefore   int
		Nodes, NodesBefore     int
	}
	var after state
	var again string
	res, p := captureKeep(t, Request{URL: serveFixture(t, page)}, render.Skip{})
	probed, err := proto.RuntimeEvaluate{ReturnByValue: true, Expression: `(() => { const b = window.__before, h = document.documentElement.outerHTML;
		return {same: b.html === h, before: b.html.length, after: h.length, scripts: document.scripts.length, scriptsBefore: b.scripts,
			styles: document.querySelectorAll("style").length, stylesBefore: b.styles, nodes: document.querySelectorAll("*").length, nodesBefore: b.nodes}; })()`}.Call(p)
	if err != nil {
		t.Fatalf("inspecting the page after the sanitizer: %v", err)
	}
	if err := json.Unmarshal([]byte(probed.Result.Value.JSON("", "")), &after); err != nil {
		t.Fatal(err)
	}
	// The sanitizer again, as the capture ran it, on the same live page.
	js, err := os.ReadFile(filepath.Join("render", "js", "sanitize.js"))
	if err != nil {
		t.Fatal(err)
	}
	limits, _ := json.Marshal(map[string]any{"textChars": Limits.TextNodeChars, "attrChars": Limits.AttributeChars,
		"marker": contract.TruncatedMarker, "maxChars": 1_000_000, "root": ""})
	second, err := proto.RuntimeEvaluate{Expression: fmt.Sprintf("(%s)(%s)", js, limits), ReturnByValue: true}.Call(p)
	if err != nil || second.ExceptionDetails != nil {
		t.Fatalf("second sanitize: %v %v", err, second)
	}
	var dom struct {
		HTML string `json:"html"`
	}
	if err := json.Unmarshal([]byte(second.Result.Value.JSON("", "")), &dom); err != nil {
		t.Fatal(err)
	}
	again = dom.HTML
	if after.ScriptsBefore == 0 || after.StylesBefore == 0 {
		t.Fatalf("probe saw no scripts or styles (%+v); the fixture is not testing anything", after)
	}
	if !after.Same || after.Before != after.After || after.Scripts != after.ScriptsBefore || after.Styles != after.StylesBefore || after.Nodes != after.NodesBefore {
		t.Errorf("the sanitizer changed the live page: %+v", after)
	}
	if again != res.SimplifiedDOM {
		t.Errorf("a second sanitize of the same page differs:\nfirst:  %s\nsecond: %s", res.SimplifiedDOM, again)
	}

	ratio := float64(res.Summary.DOMChars) / float64(len(raw))
	t.Logf("framework fixture: %d bytes of HTML -> %d characters of sanitized DOM (%.0f%%)", len(raw), res.Summary.DOMChars, ratio*100)
	if ratio > 0.5 {
		t.Errorf("sanitized DOM is %.0f%% of the raw page; scripts, styles and framework attributes are leaking", ratio*100)
	}
}
