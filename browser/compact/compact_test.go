package compact

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestDOMGolden folds each testdata/NAME.in.html, keeping what keep names,
// and compares with testdata/NAME.golden.html.
func TestDOMGolden(t *testing.T) {
	cases := []struct {
		name  string
		keep  []string
		tools []string
		why   string
	}{
		{"list", nil, nil, "eight alike items: three shown, five folded with their texts"},
		{"table", []string{"tr.row:nth-of-type(7) > td.cell:nth-of-type(3) > button.btn"}, nil, "a finding on the seventh row keeps it whole between two markers"},
		{"fewcards", nil, nil, "fine twin: four cards and two notes are under the shortest run folded, and stay as they are"},
		{"attrs", []string{"#save"}, nil, "an unnamed button's long class and style are cut, the named one keeps its classes; a long text is cut"},
		{"cut", nil, nil, "a DOM cut mid-tree keeps its open tags open"},
		{"code", []string{"span.cut-off"}, nil, "a highlighted code block is its text; one whose span a finding names keeps its markup"},
		{"deep", nil, nil, "fine twin: six panels of one class but different insides, deep in the page, are not alike"},
		{"devtool", nil, []string{"#__vue-devtools-container__", "astro-dev-toolbar"}, "Vue DevTools' container is its start tag alone, its anchor's inline position gone; the app's own #__vue-devtools-container__-like div and the error overlay stay"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", c.name+".in.html"))
			if err != nil {
				t.Fatal(err)
			}
			got, _ := DOM(strings.TrimSuffix(string(in), "\n"), c.keep, c.tools)
			golden := filepath.Join("testdata", c.name+".golden.html")
			if *update {
				if err := os.WriteFile(golden, []byte(got+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got+"\n" != string(want) {
				t.Errorf("%s\nDOM(%s) =\n%s\nwant\n%s", c.why, c.name, got, want)
			}
		})
	}
}

// TestDOMUnchanged: a DOM with nothing to fold or cut comes out byte for byte.
func TestDOMUnchanged(t *testing.T) {
	for _, s := range []string{
		`<body><div id="a" class="x y"><p>Hello <b>world</b> &amp; more</p><img src="a.png" alt="A"><input type="checkbox" checked></div></body>`,
		`<body><table><div class="stray">a div a script put in a table</div><tr><td>1</td></tr></table><a href="/"><a href="/x">nested</a></a></body>`,
		`<body><p>a</p></span><p>b</p></body>`,
	} {
		if got, st := DOM(s, nil, nil); got != s || st.Runs != 0 {
			t.Errorf("DOM(%q) = %q (%+v), want it unchanged", s, got, st)
		}
	}
}

// TestSelectorMatches holds the selector subset findings write.
func TestSelectorMatches(t *testing.T) {
	root := parse(`<body><ul id="m"><li class="a b">1</li><li class="a">2<span class="md:flex">x</span></li></ul></body>`)
	li2 := root.kids[0].kids[0].kids[1]
	span := li2.kids[1]
	for _, c := range []struct {
		sel  string
		node *node
		want bool
	}{
		{"li.a:nth-of-type(2)", li2, true},
		{"li.a.b", li2, false},
		{"#m > li:nth-of-type(2) > span", span, true},
		{"ul#m span.md\\:flex", span, true},
		{"body > span", span, false},
		{"li[data-x]", li2, false},
	} {
		if got := matches(parseSelector(c.sel), c.node); got != c.want {
			t.Errorf("matches(%q) = %v, want %v", c.sel, got, c.want)
		}
	}
}

// TestDevToolUnchanged: two loads of one page whose only difference is
// where Vue DevTools put its anchor (off screen, at the window's height
// on that load) fold to the same DOM, so a repeat look says unchanged; the
// same move of the app's own element is a change.
func TestDevToolUnchanged(t *testing.T) {
	tools := []string{"#__vue-devtools-container__"}
	page := func(anchor, app string) string {
		return `<body><div id="app"><main class="wrapper" style="top: ` + app + `">Hi</main></div>` +
			`<div id="__vue-devtools-container__"><div class="vue-devtools__anchor" style="left: 960px; top: ` + anchor + `"><div class="vue-devtools__panel"></div></div></div></body>`
	}
	for _, c := range []struct {
		name           string
		before, after  string
		wantDOMChanges int
	}{
		{"anchor moved", page("1056px", "0px"), page("988px", "0px"), 0},
		{"twin: the app moved", page("1056px", "0px"), page("1056px", "8px"), 1},
	} {
		a, _ := DOM(c.before, nil, tools)
		b, _ := DOM(c.after, nil, tools)
		if got := Diff(a, b); len(got) != c.wantDOMChanges {
			t.Errorf("%s: Diff = %+v, want %d changes", c.name, got, c.wantDOMChanges)
		}
	}
}
