package changes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/contract"
)

const style = "rgb(0, 0, 0)|rgba(0, 0, 0, 0)|16px 400 Inter|1"

func el(path string, x, y, w, h int, opts ...func(*contract.RecordElement)) contract.RecordElement {
	parts := strings.Split(path, ">")
	last := strings.SplitN(parts[len(parts)-1], ":", 2)[0]
	e := contract.RecordElement{Path: path, Tag: last, X: x, Y: y, W: w, H: h, Style: style}
	for _, o := range opts {
		o(&e)
	}
	return e
}

func classes(c ...string) func(*contract.RecordElement) {
	return func(e *contract.RecordElement) { e.Classes = c }
}
func text(s string) func(*contract.RecordElement) {
	return func(e *contract.RecordElement) { e.Text = s }
}
func id(s string) func(*contract.RecordElement) { return func(e *contract.RecordElement) { e.ID = s } }
func animated(e *contract.RecordElement)        { e.Animated = true }
func colour(c string) func(*contract.RecordElement) {
	return func(e *contract.RecordElement) { e.Style = c + strings.TrimPrefix(style, "rgb(0, 0, 0)") }
}

func rec(els ...contract.RecordElement) *contract.Record {
	return &contract.Record{Elements: els, Width: 1280, Height: 800}
}

// page is a body with a main holding the given children at x 0.
func page(mainH int, kids ...contract.RecordElement) *contract.Record {
	return rec(append([]contract.RecordElement{el("body", 0, 0, 1280, 800), el("body>main", 0, 0, 1280, mainH)}, kids...)...)
}

func TestCompare(t *testing.T) {
	rows := func(dy, n int) []contract.RecordElement {
		var out []contract.RecordElement
		for i := range n {
			out = append(out, el(fmt.Sprintf("body>main>div:%d", i+2), 0, 100+dy+i*20, 600, 20, classes("row")))
		}
		return out
	}
	cases := []struct {
		name      string
		prev, cur *contract.Record
		want      []string // each entry as "selector: what; pushed", in order
		omitted   int
	}{
		{"nothing changed", page(400, el("body>main>h1", 0, 0, 600, 40, text("Hi"))), page(400, el("body>main>h1", 0, 0, 600, 40, text("Hi"))), nil, 0},
		{"subpixel rounding is not a change", page(400, el("body>main>h1", 0, 0, 600, 40)), page(400, el("body>main>h1", 1, 1, 601, 40)), nil, 0},
		{"a class change keeps identity: a restyle, not a swap",
			page(400, el("body>main>a", 0, 0, 100, 20, classes("link"))),
			page(400, el("body>main>a", 0, 0, 100, 20, classes("link", "active"), colour("rgb(255, 0, 0)"))),
			[]string{"a.link.active: color rgb(0, 0, 0) → rgb(255, 0, 0)"}, 0},
		{"a button grows and pushes what follows; its container grew with it",
			page(400, el("body>main>button", 0, 0, 100, 34, classes("cta")), el("body>main>p", 0, 40, 600, 20, classes("note")), el("body>main>footer", 0, 60, 600, 40)),
			page(416, el("body>main>button", 0, 0, 100, 50, classes("cta")), el("body>main>p", 0, 56, 600, 20, classes("note")), el("body>main>footer", 0, 76, 600, 40)),
			[]string{"button.cta: resized 100×34 → 100×50; p.note moved 16 px down, footer moved 16 px down"}, 0},
		{"what moves with its parent is the parent's move",
			page(400, el("body>main>section", 0, 0, 600, 200, classes("card")), el("body>main>section>h2", 0, 0, 600, 30), el("body>main>section>p", 0, 30, 600, 20)),
			page(400, el("body>main>section", 0, 50, 600, 200, classes("card")), el("body>main>section>h2", 0, 50, 600, 30), el("body>main>section>p", 0, 80, 600, 20)),
			[]string{"section.card: moved 50 px down"}, 0},
		{"rows that moved alike are one entry; those out of sight both times are not", page(900, rows(0, 40)...), page(900, rows(16, 40)...),
			[]string{"div.row ×35: moved 16 px down"}, 0},
		{"a new element and what it holds are one appearance; it pushes what follows",
			page(400, el("body>main>p", 0, 0, 600, 20, classes("note"))),
			page(460, el("body>main>div", 0, 0, 600, 60, classes("banner")), el("body>main>div>span", 0, 0, 100, 20, text("New!")), el("body>main>p", 0, 60, 600, 20, classes("note"))),
			[]string{"div.banner: appeared (600×60); p.note moved 60 px down"}, 0},
		{"a re-render that replaced nodes matches by id first",
			page(400, el("body>main>div", 0, 0, 600, 20, id("total"), text("3 items"))),
			page(400, el("body>main>span", 0, 0, 600, 20), el("body>main>div:2", 0, 20, 600, 20, id("total"), text("4 items"))),
			[]string{"span: appeared (600×20)", "#total: text '3 items' → '4 items'"}, 0},
		{"a paragraph inserted before others: they keep their identity by their text, and are pushed",
			page(400, el("body>main>h1", 0, 0, 600, 40, text("About")), el("body>main>p", 0, 40, 600, 20, text("One")), el("body>main>p:2", 0, 60, 600, 20, text("Two"))),
			page(424, el("body>main>h1", 0, 0, 600, 40, text("About")), el("body>main>p", 0, 40, 600, 24, classes("edit"), text("New")),
				el("body>main>p:2", 0, 64, 600, 20, text("One")), el("body>main>p:3", 0, 84, 600, 20, text("Two"))),
			[]string{"p.edit: appeared (600×24); p moved 24 px down (2 alike)"}, 0},
		{"a column stretched by the taller content beside it is that change's consequence",
			rec(el("body", 0, 0, 1280, 800), el("body>div", 0, 0, 300, 600, classes("aside")), el("body>main", 300, 0, 900, 600), el("body>main>p", 300, 0, 900, 28, text("Short."))),
			rec(el("body", 0, 0, 1280, 800), el("body>div", 0, 0, 300, 656, classes("aside")), el("body>main", 300, 0, 900, 656), el("body>main>p", 300, 0, 900, 84, text("Longer now."))),
			[]string{"p: resized 900×28 → 900×84; text 'Short.' → 'Longer now.'; div.aside resized 300×600 → 300×656"}, 0},
		{"a move is never put under a change that is itself folded (a stretched column after the content)",
			rec(el("body", 0, 0, 1280, 800), el("body>main", 0, 0, 900, 600), el("body>main>p", 0, 0, 900, 28, text("Short.")),
				el("body>div", 900, 0, 300, 600, classes("aside")), el("body>footer", 0, 600, 1280, 40)),
			rec(el("body", 0, 0, 1280, 800), el("body>main", 0, 0, 900, 656), el("body>main>p", 0, 0, 900, 84, text("Longer now.")),
				el("body>div", 900, 0, 300, 656, classes("aside")), el("body>footer", 0, 656, 1280, 40)),
			[]string{"p: resized 900×28 → 900×84; text 'Short.' → 'Longer now.'; div.aside resized 300×600 → 300×656, footer moved 56 px down"}, 0},
		{"a heading grows in a centred column: what moves with it is its own move, not the growth's cause (Next's starter, padding added)",
			page(1080, el("body>main>div", 640, 442, 448, 169, classes("flex")), el("body>main>div>h1", 640, 442, 320, 81, classes("max-w-xs"), text("To get started")),
				el("body>main>div>h1>code", 700, 482, 80, 30, text("page.tsx")), el("body>main>div>p", 640, 547, 448, 64, classes("max-w-md"))),
			page(1080, el("body>main>div", 640, 430, 448, 193, classes("flex")), el("body>main>div>h1", 640, 430, 320, 105, classes("pb-6", "max-w-xs"), text("To get started")),
				el("body>main>div>h1>code", 700, 470, 80, 30, text("page.tsx")), el("body>main>div>p", 640, 559, 448, 64, classes("max-w-md"))),
			[]string{"h1.pb-6.max-w-xs: resized 320×81 → 320×105; p.max-w-md moved 12 px down"}, 0},
		{"a sentence changed at its end shows its end",
			page(400, el("body>main>p", 0, 0, 600, 20, text("This page demonstrates usage of the runtime APIs."))),
			page(400, el("body>main>p", 0, 0, 600, 20, text("This page demonstrates usage of the runtime APIs, and more."))),
			[]string{"p: text '…runtime APIs.' → '…runtime APIs, and more.'"}, 0},
		{"an endless animation keeps changing and is left out",
			page(400, el("body>main>div", 0, 0, 40, 40, classes("spinner"), animated)),
			page(400, el("body>main>div", 10, 0, 40, 40, classes("spinner"), animated)), nil, 0},
		{"out of sight both times is not listed",
			page(400, el("body>main>p", 0, 2000, 600, 20)), page(400, el("body>main>p", 0, 2100, 600, 30)), nil, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := Compare(tc.prev, tc.cur)
			var got []string
			for _, c := range d.Changed {
				s := c.Selector
				if c.Count > 1 {
					s += fmt.Sprintf(" ×%d", c.Count)
				}
				s += ": " + strings.Join(c.What, "; ")
				if len(c.Pushed) > 0 {
					s += "; " + strings.Join(c.Pushed, ", ")
				}
				got = append(got, s)
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") || d.Omitted != tc.omitted {
				t.Errorf("changed:\n  %s\nomitted %d\nwant:\n  %s\nomitted %d", strings.Join(got, "\n  "), d.Omitted, strings.Join(tc.want, "\n  "), tc.omitted)
			}
		})
	}
}

// TestCompareCaps: many distinct changes stop at the entry cap and the
// byte cap, and say how many were left out.
func TestCompareCaps(t *testing.T) {
	var a, b []contract.RecordElement
	for i := range 30 {
		p := fmt.Sprintf("body>main>p:%d", i+1)
		a = append(a, el(p, 0, i*25, 600, 20, text(fmt.Sprintf("old text %d", i))))
		b = append(b, el(p, 0, i*25, 600, 20, text(fmt.Sprintf("new text %d", i))))
	}
	d := Compare(page(900, a...), page(900, b...))
	if len(d.Changed) > maxEntries || len(d.Changed)+d.Omitted != 30 || d.Omitted == 0 {
		t.Errorf("%d entries, %d omitted; want at most %d and the rest of 30 counted", len(d.Changed), d.Omitted, maxEntries)
	}
}

// TestNamedAndSources: Named lists the paths of the elements the entries
// are about (not what they pushed, not what disappeared), and Compare puts
// the sources the capture named for them on the entries.
func TestNamedAndSources(t *testing.T) {
	prev := page(400, el("body>main>button", 0, 0, 100, 34, classes("cta")), el("body>main>p", 0, 40, 600, 20, classes("note")), el("body>main>aside", 0, 100, 50, 50))
	cur := page(416, el("body>main>button", 0, 0, 100, 50, classes("cta")), el("body>main>p", 0, 56, 600, 20, classes("note")))
	if got := strings.Join(Named(prev, cur), " "); got != "body>main>button" {
		t.Fatalf("Named = %q, want the button's path only", got)
	}
	cur.Sources = map[string]*contract.Source{"body>main>button": {File: "src/Cta.tsx", Line: 7}}
	d := Compare(prev, cur)
	for _, c := range d.Changed {
		switch c.Selector {
		case "button.cta":
			if c.Source == nil || c.Source.File != "src/Cta.tsx" || c.Source.Line != 7 {
				t.Errorf("the button's entry has source %v, want src/Cta.tsx:7", c.Source)
			}
		default:
			if c.Source != nil {
				t.Errorf("%s has a source it was not given: %v", c.Selector, c.Source)
			}
		}
	}
	if len(d.Changed) != 2 {
		t.Errorf("entries %+v, want the button and the aside that disappeared", d.Changed)
	}
}
