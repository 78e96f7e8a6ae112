package vitals

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"
)

func TestVendoredWebVitals(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(versionFile), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "integrity sha512-") {
		t.Fatalf("webvitals/VERSION = %q, want version, integrity and sha256 lines", versionFile)
	}
	if want := fmt.Sprintf("sha256 web-vitals.attribution.iife.js %x", sha256.Sum256([]byte(libJS))); lines[2] != want {
		t.Errorf("webvitals/VERSION says %q, the embedded script is %q: run go generate ./browser/vitals", lines[2], want)
	}
	if Version() == "" || !strings.HasPrefix(libJS, "var webVitals=") {
		t.Errorf("version %q, script starts %q: want the attribution IIFE that defines webVitals", Version(), libJS[:min(40, len(libJS))])
	}
	if l := Loader(); strings.Contains(l, "/*WEBVITALS*/") || !strings.Contains(l, "onCLS") {
		t.Error("Loader did not splice the library into observe.js")
	}
}

func TestGiven(t *testing.T) {
	moved := []Moved{{Target: []string{"h1"}, Label: "h1.title", DY: 120}, {Target: []string{"button"}, Label: "button.cta", DY: 120}}
	bar := &Cause{How: "inserted", AtMs: 212, Target: []string{"#slot > div"}, Label: "div.promo-bar", Height: 120}
	img := &Cause{How: "unsized-image", AtMs: 410, Target: []string{"main > img"}, Label: "img.hero"}
	font := &Cause{How: "font", AtMs: 300, Families: []string{"Inter"}}
	tests := []struct {
		name string
		raw  Raw
		want []string // "kind severity target | detail fragment", one per finding
	}{
		{"under the line: no finding", Raw{CLS: &Metric{0.09, "good"}, Shifts: []Shift{{Value: 0.09, Moved: moved, Cause: bar}}}, nil},
		{"a bar and an image, biggest first", Raw{CLS: &Metric{0.18, "needs-improvement"}, Shifts: []Shift{
			{Value: 0.05, AtMs: 215, Moved: moved, Cause: bar},
			{Value: 0.13, AtMs: 412, Moved: moved[:1], Cause: img},
		}}, []string{
			"layout-shift warning main > img | img.hero has no width and height: when it loaded at 410 ms it pushed h1.title down 120 px: layout shift 0.13 of the page's CLS 0.18 (needs improvement)",
			"layout-shift warning #slot > div | div.promo-bar (120 px tall) was inserted at 212 ms and pushed h1.title and button.cta down 120 px",
		}},
		{"poor CLS is an error; one cause twice is one finding", Raw{CLS: &Metric{0.3, "poor"}, Shifts: []Shift{
			{Value: 0.15, Moved: moved, Cause: bar}, {Value: 0.15, Moved: moved, Cause: bar},
		}}, []string{"layout-shift error #slot > div | layout shift 0.3 of the page's CLS 0.3 (poor)"}},
		{"a font, and an unexplained shift on the moved element", Raw{CLS: &Metric{0.12, "needs-improvement"}, Shifts: []Shift{
			{Value: 0.07, AtMs: 305, Moved: moved, Cause: font},
			{Value: 0.05, AtMs: 900, Moved: moved[1:]},
		}}, []string{
			"layout-shift warning h1 | the web font Inter loaded at 300 ms and h1.title and button.cta moved down 120 px",
			"layout-shift warning button | button.cta moved down 120 px at 900 ms; nothing inserted, restyled or loaded above it explains it",
		}},
		{"an element placed by script is its own cause", Raw{CLS: &Metric{0.2, "needs-improvement"}, Shifts: []Shift{
			{Value: 0.2, AtMs: 400, Moved: []Moved{{Target: []string{"main"}, Label: "mat-sidenav-content", DX: 240}},
				Cause: &Cause{How: "restyled-self", AtMs: 390, Target: []string{"main"}, Label: "mat-sidenav-content"}},
		}}, []string{"layout-shift warning main | mat-sidenav-content's class or style changed at 390 ms and it moved right 240 px"}},
		{"a box added beside a column needs a width", Raw{CLS: &Metric{0.15, "needs-improvement"}, Shifts: []Shift{
			{Value: 0.15, AtMs: 280, Moved: []Moved{{Target: []string{"article"}, Label: "article.story", DX: -200}},
				Cause: &Cause{How: "inserted", AtMs: 278, Target: []string{"aside"}, Label: "aside.tags", Height: 700, Width: 200}},
		}}, []string{"layout-shift warning aside | aside.tags (200 px wide) was inserted at 278 ms and pushed article.story left 200 px: layout shift 0.15 of the page's CLS 0.15 (needs improvement). Reserve its space from the first render (a width on its slot)"}},
		{"the dev server's styles arriving is in CLS only", Raw{CLS: &Metric{0.45, "poor"}, Shifts: []Shift{
			{Value: 0.45, AtMs: 254, Moved: []Moved{{Target: []string{"div.right-sidebar"}, Label: "div.right-sidebar", DX: 1013}}, Cause: &Cause{How: "dev-styles", AtMs: 240}},
		}}, nil},
		{"a small shift of the app's is no finding for riding on the dev server's", Raw{CLS: &Metric{0.45, "poor"}, Shifts: []Shift{
			{Value: 0.4, AtMs: 254, Moved: moved, Cause: &Cause{How: "dev-styles", AtMs: 240}},
			{Value: 0.05, AtMs: 600, Moved: moved, Cause: bar},
		}}, nil},
		{"the app's own CLS judges and rates its shifts", Raw{CLS: &Metric{0.45, "poor"}, Shifts: []Shift{
			{Value: 0.3, AtMs: 254, Moved: moved, Cause: &Cause{How: "dev-styles", AtMs: 240}},
			{Value: 0.15, AtMs: 600, Moved: moved, Cause: bar},
		}}, []string{"layout-shift warning #slot > div | layout shift 0.15 of the page's CLS 0.15 (needs improvement), and 0.3 more from the dev server's styles"}},
		{"a later window of the app's own is what a build reports", Raw{CLS: &Metric{0.4, "poor"}, Shifts: []Shift{
			{Value: 0.4, AtMs: 254, Moved: moved, Cause: &Cause{How: "dev-styles", AtMs: 240}},
		}, Windows: [][]Shift{
			{{Value: 0.02, AtMs: 90, Moved: moved, Cause: font}},
			{{Value: 0.13, AtMs: 1800, Moved: moved, Cause: bar}},
		}}, []string{"layout-shift warning #slot > div | layout shift 0.13 of the page's CLS 0.13 (needs improvement). Reserve"}},
		{"a later window smaller than the app's part of the largest is not", Raw{CLS: &Metric{0.45, "poor"}, Shifts: []Shift{
			{Value: 0.3, AtMs: 254, Moved: moved, Cause: &Cause{How: "dev-styles", AtMs: 240}},
			{Value: 0.15, AtMs: 600, Moved: moved, Cause: bar},
		}, Windows: [][]Shift{
			{{Value: 0.12, AtMs: 2000, Moved: moved[1:], Cause: img}},
		}}, []string{"layout-shift warning #slot > div | layout shift 0.15 of the page's CLS 0.15 (needs improvement), and 0.3 more from the dev server's styles"}},
		{"other windows are not read without the dev server's styles", Raw{CLS: &Metric{0.09, "good"}, Shifts: []Shift{
			{Value: 0.09, AtMs: 254, Moved: moved, Cause: bar},
		}, Windows: [][]Shift{
			{{Value: 0.05, AtMs: 2000, Moved: moved, Cause: img}},
		}}, nil},
		{"a dev server's part under MinShare is left in", Raw{CLS: &Metric{0.152, "needs-improvement"}, Shifts: []Shift{
			{Value: 0.004, AtMs: 254, Moved: moved, Cause: &Cause{How: "dev-styles", AtMs: 240}},
			{Value: 0.148, AtMs: 600, Moved: moved, Cause: bar},
		}}, []string{"layout-shift warning #slot > div | layout shift 0.148 of the page's CLS 0.152 (needs improvement). Reserve"}},
		{"a shift while the HTML was still parsing is in CLS only", Raw{CLS: &Metric{0.45, "poor"}, Shifts: []Shift{
			{Value: 0.45, AtMs: 201, Moved: moved, Cause: bar, WhileParsing: true},
		}}, nil},
		{"a shift under MinShare is left out", Raw{CLS: &Metric{0.105, "needs-improvement"}, Shifts: []Shift{
			{Value: 0.1, Moved: moved, Cause: bar}, {Value: 0.005, Moved: moved, Cause: img},
		}}, []string{"layout-shift warning #slot > div | div.promo-bar"}},
		{"a heavy LCP image", Raw{LCP: &LCP{Metric: Metric{420, "good"}, Target: []string{"img.p"}, Label: "img.product", URL: "http://127.0.0.1:5173/big.png", Bytes: 1_700_000}},
			[]string{"slow-loading warning img.p | the largest contentful paint, img.product, waited for /big.png, 1.7 MB (LCP 420 ms here"}},
		{"a light LCP image", Raw{LCP: &LCP{Metric: Metric{4200, "poor"}, Target: []string{"img.p"}, Label: "img.product", URL: "http://127.0.0.1:5173/a.png", Bytes: 90_000}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Given(&tt.raw)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d findings, want %d: %+v", len(got), len(tt.want), got)
			}
			for i, w := range tt.want {
				head, frag, _ := strings.Cut(w, " | ")
				g := got[i]
				if h := g.Kind + " " + g.Severity + " " + strings.Join(g.Target, " "); h != head || !strings.Contains(g.Detail, frag) {
					t.Errorf("finding %d = %s | %s\nwant %s | ...%s...", i, h, g.Detail, head, frag)
				}
			}
		})
	}
}

func TestSummary(t *testing.T) {
	raw := &Raw{CLS: &Metric{0.18, "needs-improvement"}, LCP: &LCP{Metric: Metric{2900, "needs-improvement"}, Label: "img.hero", URL: "http://127.0.0.1:5173/hero.png"},
		ServerWaitMs: 1460, ServerWaitURL: "http://127.0.0.1:5173/src/main.tsx"}
	v := Summary(raw)
	if v == nil || v.CLS == nil || v.LCP == nil {
		t.Fatalf("Summary = %+v, want CLS and LCP", v)
	}
	if v.CLS.Value != 0.18 || v.LCP.Rating != "needs-improvement" || v.LCPElement != "img.hero" || v.FCP != nil {
		t.Errorf("Summary = %+v", v)
	}
	if want := "/src/main.tsx waited 1.5 s on the server (a dev server compiling on first hit)"; !strings.HasPrefix(v.DevServerWait, want) {
		t.Errorf("DevServerWait = %q, want %q...", v.DevServerWait, want)
	}
	if Summary(&Raw{ServerWaitMs: 20}) != nil || Summary(nil) != nil {
		t.Error("a page with no figures has no vitals")
	}
}

func TestSummaryCLSNote(t *testing.T) {
	moved := []Moved{{Label: "main", DY: 120}}
	dev := Shift{Value: 0.3, Moved: moved, Cause: &Cause{How: "dev-styles"}}
	parsing := Shift{Value: 0.05, Moved: moved, WhileParsing: true}
	app := Shift{Value: 0.2, Moved: moved, Cause: &Cause{How: "inserted", Label: "div.promo"}}
	for _, tt := range []struct {
		name   string
		cls    float64
		shifts []Shift
		want   string // "" for no note
	}{
		{"dev styles", 0.3, []Shift{dev}, "of CLS 0.3, 0.3 when Vite's dev server added the page's styles after its first paint (a build links them in the head): counted, but no layout-shift finding"},
		{"both, beside the app's", 0.55, []Shift{dev, parsing, app}, "of CLS 0.55, 0.3 when Vite's dev server added the page's styles after its first paint (a build links them in the head), and 0.05 while the HTML was still arriving: counted"},
		{"parsing", 0.12, []Shift{parsing, {Value: 0.07, Moved: moved, WhileParsing: true}}, "of CLS 0.12, 0.12 while the HTML was still arriving: counted"},
		{"the app's only", 0.2, []Shift{app}, ""},
		{"under the finding line", 0.05, []Shift{{Value: 0.05, Moved: moved, Cause: &Cause{How: "dev-styles"}}}, ""},
		{"too small a share", 0.2, []Shift{app, {Value: 0.005, Moved: moved, WhileParsing: true}}, ""},
		{"too small a share beside one that counts", 0.2, []Shift{{Value: 0.195, Moved: moved, WhileParsing: true}, {Value: 0.005, Moved: moved, Cause: &Cause{How: "dev-styles"}}}, "of CLS 0.2, 0.195 while the HTML was still arriving: counted"},
		{"moved nothing", 0.3, []Shift{{Value: 0.3, Cause: &Cause{How: "dev-styles"}}}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := Summary(&Raw{CLS: &Metric{tt.cls, "poor"}, Shifts: tt.shifts})
			if tt.want == "" && v.CLSNote != "" || !strings.HasPrefix(v.CLSNote, tt.want) {
				t.Errorf("CLSNote = %q, want %q", v.CLSNote, tt.want)
			}
		})
	}
}

// TestGivenCause: every layout-shift finding has a cause (issue 58): the
// room nobody reserved for what arrived (its height, or its width when it
// pushed sideways), the image's missing size, the font's display; a move
// nothing explains, or a script restyling the element itself, says that
// no single declaration was found.
func TestGivenCause(t *testing.T) {
	moved := []Moved{{Target: []string{"h1"}, Label: "h1.title", DY: 120}}
	tests := []struct {
		name  string
		shift Shift
		want  string // "property value" of a missing declaration, or "unknown"
	}{
		{"inserted", Shift{Value: 0.2, Moved: moved, Cause: &Cause{How: "inserted", Target: []string{"div"}, Label: "div.bar", Height: 120}}, "min-height auto"},
		{"inserted beside", Shift{Value: 0.2, Moved: []Moved{{Target: []string{"article"}, Label: "article", DX: -200}}, Cause: &Cause{How: "inserted", Target: []string{"aside"}, Label: "aside", Height: 700, Width: 200}}, "width auto"},
		{"unsized image", Shift{Value: 0.2, Moved: moved, Cause: &Cause{How: "unsized-image", Target: []string{"img"}, Label: "img.hero"}}, "aspect-ratio auto"},
		// its font-display may be declared (swap): not said to be missing.
		{"font", Shift{Value: 0.2, Moved: moved, Cause: &Cause{How: "font", Families: []string{"Inter"}}}, "font-display"},
		{"restyled itself", Shift{Value: 0.2, Moved: moved, Cause: &Cause{How: "restyled-self", Target: []string{"main"}, Label: "main"}}, "unknown"},
		{"nothing explains it", Shift{Value: 0.2, Moved: moved}, "unknown"},
		// the transition is declared, not missing: its value is named.
		{"transition", Shift{Value: 0.2, Moved: moved, Cause: &Cause{How: "transition", Target: []string{"div"}, Label: "div.tile", Props: []string{"padding"}, Transition: "all 0.3s ease"}}, "declared transition all 0.3s ease"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Given(&Raw{CLS: &Metric{0.2, "needs-improvement"}, Shifts: []Shift{tt.shift}})
			if len(got) != 1 || got[0].Cause == nil {
				t.Fatalf("got %+v, want one finding with a cause", got)
			}
			c := got[0].Cause
			switch {
			case tt.want == "unknown":
				if c.Property != "" || !strings.HasPrefix(c.Unknown, "no single declaration found: ") {
					t.Errorf("cause %+v, want no single declaration found", *c)
				}
			case strings.HasPrefix(tt.want, "declared "):
				if c.Property+" "+c.Value != strings.TrimPrefix(tt.want, "declared ") || c.Missing || c.Fix == "" {
					t.Errorf("cause %+v, want %s, not missing, with a fix", *c, tt.want)
				}
			case tt.want == "font-display":
				if c.Property != tt.want || c.Value != "" || c.Missing || c.Fix == "" {
					t.Errorf("cause %+v, want font-display with no value, not missing, with a fix", *c)
				}
			case c.Property+" "+c.Value != tt.want || !c.Missing || c.Fix == "":
				t.Errorf("cause %+v, want %s missing, with a fix", *c, tt.want)
			}
		})
	}
}

// TestGivenTransition: a transition moves content a little on every
// frame; its finding adds the frames' moves up and counts the frames,
// where one jump would say only the largest.
func TestGivenTransition(t *testing.T) {
	c := &Cause{How: "transition", Target: []string{"div"}, Label: "div.tile", Props: []string{"padding"}, Transition: "all 0.3s ease", AtMs: 820}
	var shifts []Shift
	for _, dy := range []int{10, 40, 25} {
		shifts = append(shifts, Shift{Value: 0.05, Moved: []Moved{{Target: []string{"section"}, Label: "section.table", DY: dy}, {Target: []string{"h1"}, Label: "h1.count", DY: dy / 2}}, Cause: c})
	}
	got := Given(&Raw{CLS: &Metric{0.15, "needs-improvement"}, Shifts: shifts})
	if len(got) != 1 {
		t.Fatalf("got %d findings, want one for the transition: %+v", len(got), got)
	}
	want := "content moved down 75 px over 3 frames while div.tile's CSS transition animated its padding"
	if got[0].Sees != want {
		t.Errorf("sees %q, want %q", got[0].Sees, want)
	}
	if !strings.Contains(got[0].Detail, "div.tile's transition (all 0.3s ease) began at 820 ms") {
		t.Errorf("detail %q, want the transition's value and start", got[0].Detail)
	}
}
