package browser

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// Each fixture under testdata/findings marks its culprits with
// data-expect="kind ...". A fixture's kinds apply in the listed viewports
// and nowhere else; there it must report nothing.
var findingFixtures = []struct {
	file      string
	viewports []string // where the marked kinds must be reported
}{
	{"clean.html", nil},
	{"page-overflow-x.html", []string{"tablet", "mobile"}},
	{"escapes-container.html", allViewports},
	{"text-clipped.html", allViewports},
	{"overlap.html", allViewports},
	{"offscreen-interactive.html", allViewports},
	{"broken-image.html", allViewports},
	{"small-tap-target.html", []string{"tablet", "mobile"}},
	{"blank-root.html", allViewports},
	{"blank-invisible.html", allViewports},
	{"dev-error-overlay-vite.html", allViewports},
	{"dev-error-overlay-next.html", allViewports},
	{"dev-error-overlay-webpack.html", allViewports},
	{"dev-error-overlay-cra.html", allViewports},
	{"hydration-error-react.html", allViewports},
	{"hydration-error-vue.html", allViewports},
}

var allViewports = []string{"desktop", "tablet", "mobile"}

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
    reported: list.filter((f) => f.selector && at(f.selector) === el).map((f) => f.kind),
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
				res, page := captureKeep(t, Request{URL: url, Viewport: vp})
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
					if f.Detail == "" || f.Severity == "" {
						t.Errorf("%s %q: severity %q detail %q, want both", f.Kind, f.Selector, f.Severity, f.Detail)
					}
				}
				if applies {
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
						t.Logf("  %s %s %q %v %+v %s", f.Severity, f.Kind, f.Selector, f.Classes, f.Rect, f.Detail)
					}
				}
			})
		}
	}
	if reported > 0 {
		t.Logf("precision on fixtures: %d/%d findings right (%.1f%%); recall %d/%d", right, reported, 100*float64(right)/float64(reported), recalled, expected)
	}
}

func TestFindHydration(t *testing.T) {
	tests := []struct {
		name      string
		console   []ConsoleEntry
		errs      []PageError
		framework string
		quote     string // substring
		first     string // texts[0], the client text
	}{
		{"react 18", []ConsoleEntry{{Level: "error", Text: "Warning: Text content did not match. Server: \"Hi 1\" Client: \"Hi 2\"\n    at h1"}}, nil, "React", `server "Hi 1", client "Hi 2"`, "Hi 2"},
		{"react 19 diff", nil, []PageError{{Message: "Uncaught Error: Hydration failed because the server rendered HTML didn't match the client.\n  <App>\n    <h1>\n+     Client 2\n-     Server 1\n"}}, "React", `server "Server 1", client "Client 2"`, "Client 2"},
		{"react 19 attributes", []ConsoleEntry{{Level: "error", Text: "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties."}}, nil, "React", "A tree hydrated", ""},
		{"vue", []ConsoleEntry{{Level: "warning", Text: "[Vue warn]: Hydration text content mismatch on p.clock \n  - rendered on server: 10:00\n  - expected on client: 10:01"}}, nil, "Vue", `server "10:00", client "10:01"`, "10:01"},
		{"nuxt by source", []ConsoleEntry{{Level: "error", Text: "Hydration completed but contains mismatches.", Source: "http://localhost:3000/_nuxt/entry.js:1:1"}}, nil, "Nuxt", "Hydration completed", ""},
		{"svelte", []ConsoleEntry{{Level: "warning", Text: "[svelte] hydration_mismatch\nHydration failed because the initial UI does not match what was rendered on the server"}}, nil, "Svelte", "hydration_mismatch", ""},
	}
	for _, tt := range tests {
		h := findHydration(tt.console, tt.errs)
		if h == nil {
			t.Errorf("%s: findHydration = nil, want a report", tt.name)
			continue
		}
		if h.framework != tt.framework || !strings.Contains(h.quote, tt.quote) {
			t.Errorf("%s: framework %q quote %q, want %q and %q", tt.name, h.framework, h.quote, tt.framework, tt.quote)
		}
		if tt.first != "" && (len(h.texts) == 0 || h.texts[0] != tt.first) {
			t.Errorf("%s: texts %q, want client text %q first", tt.name, h.texts, tt.first)
		}
	}
	clean := []ConsoleEntry{{Level: "error", Text: "Failed to load resource: the server responded with a status of 404"}, {Level: "warning", Text: "Hydrate your plants"}}
	if h := findHydration(clean, []PageError{{Message: "TypeError: x is undefined"}}); h != nil {
		t.Errorf("findHydration(unrelated) = %+v, want nil", h)
	}
}

// TestAssembleFindingsCaps checks ordering, the per-kind, count and size
// caps, and that dropped findings are still counted.
func TestAssembleFindingsCaps(t *testing.T) {
	raw := &rawFindings{}
	add := func(kind, sev string, n int) {
		for i := range n {
			f := struct {
				Finding
				Src string `json:"src"`
			}{Finding: Finding{Kind: kind, Severity: sev, Selector: fmt.Sprintf("#%s-%d", kind, i), Detail: strings.Repeat("x", 100)}}
			raw.Findings = append(raw.Findings, f)
			raw.Total++
		}
	}
	add("small-tap-target", "warning", 12)
	add("text-clipped", "info", 3)
	add("page-overflow-x", "error", 2)
	add("overlap", "warning", 10)
	got, total := assembleFindings(raw, &hydration{framework: "React", count: 1, quote: "q"}, nil)
	if total != 28 {
		t.Errorf("total = %d, want 28", total)
	}
	if len(got) > Limits.Findings {
		t.Errorf("%d findings, cap %d", len(got), Limits.Findings)
	}
	if got[0].Kind != "hydration-error" || got[1].Kind != "page-overflow-x" || got[len(got)-1].Severity != "info" {
		t.Errorf("order = %v, want errors first and info last", kinds(got))
	}
	per := map[string]int{}
	size := 0
	for _, f := range got {
		per[f.Kind]++
		b, _ := json.Marshal(f)
		size += len(b)
		if f.Classes == nil {
			t.Errorf("%s: classes nil, want []", f.Selector)
		}
	}
	if per["small-tap-target"] > Limits.FindingsPerKind || per["overlap"] > Limits.FindingsPerKind {
		t.Errorf("per kind = %v, cap %d", per, Limits.FindingsPerKind)
	}
	if size > Limits.FindingsChars {
		t.Errorf("findings JSON %d chars, budget %d", size, Limits.FindingsChars)
	}
}

func kinds(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Kind)
	}
	return out
}

func TestFailedIndex(t *testing.T) {
	failed := []FailedRequest{{URL: "http://x/a.png"}, {URL: "http://x/long/" + "…[truncated]"}}
	for _, tt := range []struct {
		src  string
		want int
	}{{"http://x/a.png", 0}, {"http://x/long/path.png", 1}, {"http://x/b.png", -1}} {
		if got := failedIndex(failed, tt.src); got != tt.want {
			t.Errorf("failedIndex(%q) = %d, want %d", tt.src, got, tt.want)
		}
	}
}
