package browser

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/render"
)

// Each fixture under testdata/findings marks its culprits with
// data-expect="kind ...". A fixture's kinds apply in the listed viewports
// and nowhere else; there it must report nothing.
var findingFixtures = []struct {
	file      string
	viewports []string // where the marked kinds must be reported
	details   []string // each must be in some finding's detail where the kinds apply
}{
	{"clean.html", nil, nil},
	{"accessibility.html", allViewports, []string{"contrast", "Buttons must have discernible text", "Links must have discernible text", "Form elements must have labels", "Images must have alternative text"}},
	{"page-overflow-x.html", []string{"tablet", "mobile"}, nil},
	{"escapes-container.html", allViewports, nil},
	{"ribbon.html", allViewports, nil},
	{"nowrap-button.html", allViewports, []string{"runs past its border"}},
	{"text-clipped.html", allViewports, nil},
	{"text-clipped-tight-leading.html", nil, nil},
	{"covers-content.html", allViewports, []string{`covers h3 "Members"`, `covers p "Team plan: shared billing`, `covers p "Scheduled exports`}},
	{"covers-content-floating.html", nil, nil},
	{"floating-label.html", nil, nil},
	{"non-text-contrast.html", allViewports, []string{"non-text contrast", "SC 1.4.11"}},
	{"tilted-picture.html", nil, nil},
	{"text-clipped-real.html", allViewports, nil},
	{"overlap.html", allViewports, nil},
	{"offscreen-interactive.html", allViewports, nil},
	{"broken-image.html", allViewports, nil},
	{"small-tap-target.html", []string{"tablet", "mobile"}, nil},
	{"design-real-apps.html", nil, nil},
	{"overlap-collapsed-toolbar.html", nil, nil},
	{"escapes-edge-label.html", nil, nil},
	{"cut-off.html", allViewports, []string{`button "Connect"`, "white-space: nowrap"}},
	{"cut-off-edge.html", []string{"mobile"}, []string{"left edge of the page"}},
	{"page-overflow-pre.html", []string{"tablet", "mobile"}, []string{"the content of this box spills"}},
	{"absolute-cta.html", allViewports, nil},
	{"repeated.html", allViewports, nil},
	{"blank-root.html", allViewports, nil},
	{"blank-invisible.html", allViewports, nil},
	{"dev-error-overlay-vite.html", allViewports, nil},
	{"dev-error-overlay-next.html", allViewports, nil},
	{"dev-error-overlay-webpack.html", allViewports, nil},
	{"dev-error-overlay-cra.html", allViewports, nil},
	{"hydration-error-react.html", allViewports, nil},
	{"hydration-error-vue.html", allViewports, nil},
	// Captured from real dev servers; see the comment in each file.
	{"dev-error-overlay-vite8.html", allViewports, []string{"Expected `,` or `)` but found `;`", "src/PriceTag.jsx:2:29"}},
	{"dev-error-overlay-vite-vue.html", allViewports, []string{"Interpolation end sign was not found.", "src/Broken.vue:2:16"}},
	{"dev-error-overlay-next16.html", allViewports, []string{"(Build Error): Expected ',', got ';'", "./app/broken/page.js:2:25"}},
	{"dev-error-overlay-sveltekit.html", allViewports, []string{"compile]: Unexpected token at /tmp/fw/kit/src/routes/broken/+page.svelte:2:22"}},
	{"dev-error-overlay-astro.html", allViewports, []string{`Astro error overlay: Expected ")" but found ";" at pages/broken.astro:2:22`}},
	{"dev-error-overlay-nuxt.html", allViewports, []string{`Nuxt error (500 Server Error): Cannot read properties of undefined (reading 'name') at /tmp/fw/nuxt/app/pages/boom.js:25:59`}},
	{"dev-error-overlay-wds.html", allViewports, []string{`webpack-dev-server overlay: Module parse failed: Unexpected token (2:40) at ./src/cart.js:2:40`}},
	{"dev-error-overlay-angular.html", allViewports, []string{`Vite error overlay: TS2552: Cannot find name 'format'. Did you mean 'FormData'? at src/app/app.ts:8:10`}},
	{"hydration-error-react19.html", allViewports, []string{`server "Price: 10 EUR", client "Price: 12 EUR"`}},
	{"hydration-error-react19-attribute.html", allViewports, []string{`className on <h1>: server "text-2xl server-side", client "text-2xl client-side"`}},
	{"hydration-error-next.html", allViewports, []string{`server "server", client "client"`, "1 Issue (a badge", "Recoverable Error: Hydration failed"}},
	{"hydration-error-vue35.html", allViewports, []string{`server "Total: 10 EUR", client "Total: 12 EUR"`}},
	{"hydration-error-svelte.html", allViewports, []string{`src on <img>: server "/a-server.png", client "/a-client.png"`}},
}

var allViewports = []string{"desktop", "tablet", "mobile"}

// layoutKinds are the findings that carry a cause.
var layoutKinds = []string{"page-overflow-x", "escapes-container", "text-clipped", "cut-off", "covers-content", "overlap"}

// serveFindingsFixture serves testdata/findings/name at / and 404 elsewhere, so a
// fixture's missing image really fails.
func serveFindingsFixture(t *testing.T, name string) string {
	t.Helper()
	page, err := os.ReadFile(filepath.Join("testdata", "findings", name))
	if err != nil {
		t.Fatal(err)
	}
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	}))
	return srv.URL + "/"
}

// resolved is what a finding's selector resolves to in the live page.
type resolved struct {
	Matches int      `json:"matches"`
	Expect  []string `json:"expect"`
	Classes []string `json:"classes"`
	Tag     string   `json:"tag"`
}

// pageCheck is the in-page verdict on one capture's findings.
type pageCheck struct {
	Findings []resolved `json:"findings"`
	// Expected lists every data-expect element with the kinds reported on it.
	Expected []struct {
		Tag      string   `json:"tag"`
		Kinds    []string `json:"kinds"`
		Reported []string `json:"reported"`
	} `json:"expected"`
}

const checkJS = `(list) => {
  const at = (sel) => { try { return document.querySelector(sel); } catch (e) { return null; } };
  const count = (sel) => { try { return document.querySelectorAll(sel).length; } catch (e) { return -1; } };
  const findings = list.map((f) => {
    const el = f.selector ? at(f.selector) : null;
    if (!el) return { matches: f.selector ? count(f.selector) : 0, expect: [], classes: [], tag: "" };
    return { matches: count(f.selector), expect: (el.getAttribute("data-expect") || "").split(/\s+/).filter(Boolean),
      classes: Array.from(el.classList), tag: el.localName };
  });
  const expected = Array.from(document.querySelectorAll("[data-expect]")).map((el) => ({
    tag: el.localName,
    kinds: el.getAttribute("data-expect").split(/\s+/),
    reported: list.filter((f) => (f.selector && at(f.selector) === el) || (f.examples || []).some((x) => at(x) === el)).map((f) => f.kind),
  }));
  return { findings, expected };
}`

// checkFindings resolves a capture's findings in its live page.
func checkFindings(t *testing.T, page *rod.Page, findings []Finding) pageCheck {
	t.Helper()
	arg, _ := json.Marshal(findings)
	res, err := proto.RuntimeEvaluate{Expression: "(" + checkJS + ")(" + string(arg) + ")", ReturnByValue: true}.Call(page)
	if err != nil {
		t.Fatalf("page check: %v", err)
	}
	if res.ExceptionDetails != nil {
		t.Fatalf("page check threw: %s", res.ExceptionDetails.Text)
	}
	var pc pageCheck
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &pc); err != nil {
		t.Fatal(err)
	}
	return pc
}

// TestFindingsFixtures captures every fixture in every viewport and checks
// each finding resolves, in the live page, to exactly one element marked
// for that kind with the classes reported; that every marked element is
// reported where its kind applies; and that nothing else is reported.
func TestFindingsFixtures(t *testing.T) {
	var right, reported, expected, recalled int
	for _, fx := range findingFixtures {
		for _, vp := range allViewports {
			t.Run(strings.TrimSuffix(fx.file, ".html")+"/"+vp, func(t *testing.T) {
				url := serveFindingsFixture(t, fx.file)
				fix, _ := os.ReadFile(filepath.Join("testdata", "findings", fx.file))
				fixLines := strings.Split(string(fix), "\n")
				res, page := captureKeep(t, Request{URL: url, Viewport: vp}, render.Skip{})
				if res.Summary.FindingsPartial != "" {
					t.Errorf("findings pass cut short: %s", res.Summary.FindingsPartial)
				}
				pc := checkFindings(t, page, res.Findings)
				applies := slices.Contains(fx.viewports, vp)
				if len(pc.Findings) != len(res.Findings) {
					t.Fatalf("page check saw %d findings, capture returned %d", len(pc.Findings), len(res.Findings))
				}
				for i, f := range res.Findings {
					reported++
					got := pc.Findings[i]
					switch {
					case got.Matches != 1:
						t.Errorf("%s %q matches %d elements, want 1 (%s)", f.Kind, f.Selector, got.Matches, f.Detail)
					case !applies || !slices.Contains(got.Expect, f.Kind):
						t.Errorf("unexpected %s on %s %q: %s", f.Kind, got.Tag, f.Selector, f.Detail)
					case !slices.Equal(got.Classes, f.Classes):
						t.Errorf("%s %q classes = %q, element has %q", f.Kind, f.Selector, f.Classes, got.Classes)
					default:
						right++
					}
					// Issue 40: a layout finding says why.
					if slices.Contains(layoutKinds, f.Kind) && (f.Cause == nil || f.Cause.Property == "") {
						t.Errorf("%s %q has no cause: %s", f.Kind, f.Selector, f.Detail)
					}
					if f.Detail == "" || f.Severity == "" {
						t.Errorf("%s %q: severity %q detail %q, want both", f.Kind, f.Selector, f.Severity, f.Detail)
					}
					// Plain HTML: the served document is the source, when it
					// holds the element (served at /, so index.html), at the
					// line of its opening tag; an overlay's source is the
					// file it quotes.
					if f.Source != nil && f.Kind != "dev-error-overlay" {
						if l := f.Source.Line; f.Source.File != "index.html" || l < 1 || l > len(fixLines) ||
							!strings.Contains(strings.ToLower(fixLines[l-1]), "<"+got.Tag) {
							t.Errorf("%s %q on a plain page has source %v, want index.html at its <%s>", f.Kind, f.Selector, f.Source, got.Tag)
						}
					}
				}
				if applies {
					for _, want := range fx.details {
						if !slices.ContainsFunc(res.Findings, func(f Finding) bool { return strings.Contains(f.Detail, want) }) {
							t.Errorf("no finding detail contains %q", want)
						}
					}
					for _, e := range pc.Expected {
						for _, k := range e.Kinds {
							expected++
							if slices.Contains(e.Reported, k) {
								recalled++
							} else {
								t.Errorf("%s on <%s> not reported; findings %+v", k, e.Tag, res.Findings)
							}
						}
					}
				}
				if res.Summary.Findings < len(res.Findings) || res.Summary.FindingsDropped != res.Summary.Findings-len(res.Findings) {
					t.Errorf("summary findings %d dropped %d for %d returned", res.Summary.Findings, res.Summary.FindingsDropped, len(res.Findings))
				}
				if t.Failed() || testing.Verbose() {
					for _, f := range res.Findings {
						cause, _ := json.Marshal(f.Cause)
						t.Logf("  %s %s %q %v %+v %s; cause %s", f.Severity, f.Kind, f.Selector, f.Classes, f.Rect, f.Detail, cause)
					}
				}
			})
		}
	}
	if reported > 0 {
		t.Logf("precision on fixtures: %d/%d findings right (%.1f%%); recall %d/%d", right, reported, 100*float64(right)/float64(reported), recalled, expected)
	}
}

// TestHydrationDuringDOMRead: React's hydration error can land after the
// capture's first look at the console and before the DOM read ends. The
// page logs it from inside the read (a getter the findings pass touches),
// so it must be found and located by the second look.
func TestHydrationDuringDOMRead(t *testing.T) {
	msg, err := os.ReadFile(filepath.Join("findings", "testdata", "hydration", "react19-vite-text.txt"))
	if err != nil {
		t.Fatal(err)
	}
	arg, _ := json.Marshal(strings.TrimPrefix(string(msg), "Uncaught Error: "))
	page := `<!doctype html><title>late</title>
<main class="p-8"><h1 class="text-2xl font-bold text-slate-900">Price: 12 EUR</h1></main>
<script>
let fired = false;
Object.defineProperty(window, "__NUXT__", { get() {
  if (!fired) { fired = true; console.error(` + string(arg) + `); }
  return undefined;
} });
</script>`
	srv := serve(t, html(page))
	res := capture(t, Request{URL: srv.URL + "/"})
	var got *Finding
	for i, f := range res.Findings {
		if f.Kind == "hydration-error" {
			got = &res.Findings[i]
		}
	}
	if len(res.ConsoleLogs) == 0 {
		t.Fatal("the getter never logged: the findings pass no longer reads window.__NUXT__; change the trigger")
	}
	if got == nil {
		t.Fatalf("no hydration-error finding; console %+v", res.ConsoleLogs)
	}
	if got.Selector != "h1.text-2xl.font-bold" || !strings.Contains(got.Detail, `client "Price: 12 EUR"`) {
		t.Errorf("hydration finding %q: %s, want the h1 and the quote", got.Selector, got.Detail)
	}
}

// TestFindingsOneDefectOneFinding: one template repeated over four cards
// is one finding per defect, with the count and the other cards' selectors.
func TestFindingsOneDefectOneFinding(t *testing.T) {
	res := capture(t, Request{URL: serveFindingsFixture(t, "repeated.html"), Viewport: "desktop"})
	if len(res.Findings) != 2 || res.Summary.Findings != 2 {
		t.Fatalf("got %d findings (summary %d), want 2: %+v", len(res.Findings), res.Summary.Findings, res.Findings)
	}
	for _, f := range res.Findings {
		if f.Count != 4 || len(f.Examples) != 3 || f.UserSees == "" {
			t.Errorf("%s: count %d, examples %q, userSees %q; want 4, three selectors and a line", f.Kind, f.Count, f.Examples, f.UserSees)
		}
	}
}
