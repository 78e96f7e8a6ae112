package cascade

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

func TestWinner(t *testing.T) {
	rg := &proto.CSSSourceRange{StartLine: 3}
	prop := func(name, value string, important bool) *proto.CSSCSSProperty {
		return &proto.CSSCSSProperty{Name: name, Value: value, Important: important, Text: name + ": " + value, Range: rg}
	}
	implicit := &proto.CSSCSSProperty{Name: "flex-shrink", Value: "0"} // a longhand a shorthand set
	rule := func(sel string, props ...*proto.CSSCSSProperty) *proto.CSSRuleMatch {
		return &proto.CSSRuleMatch{Rule: &proto.CSSCSSRule{SelectorList: &proto.CSSSelectorList{Text: sel}, Origin: proto.CSSStyleSheetOriginRegular,
			Style: &proto.CSSCSSStyle{CSSProperties: props, Range: rg}}}
	}
	tests := []struct {
		name  string
		m     *proto.CSSGetMatchedStylesForNodeResult
		names []string
		want  string // "selector property: value", "style ..." for the attribute, "" for none
	}{
		{"last rule wins", &proto.CSSGetMatchedStylesForNodeResult{MatchedCSSRules: []*proto.CSSRuleMatch{
			rule(".a", prop("width", "10px", false)), rule(".b", prop("width", "520px", false))}}, []string{"width"}, ".b width: 520px"},
		{"important beats later", &proto.CSSGetMatchedStylesForNodeResult{MatchedCSSRules: []*proto.CSSRuleMatch{
			rule(".a", prop("width", "10px", true)), rule(".b", prop("width", "520px", false))}}, []string{"width"}, ".a width: 10px"},
		{"style attribute beats rules", &proto.CSSGetMatchedStylesForNodeResult{InlineStyle: &proto.CSSCSSStyle{CSSProperties: []*proto.CSSCSSProperty{prop("width", "480px", false)}},
			MatchedCSSRules: []*proto.CSSRuleMatch{rule(".b", prop("width", "520px", false))}}, []string{"width"}, "style width: 480px"},
		{"shorthand as written", &proto.CSSGetMatchedStylesForNodeResult{MatchedCSSRules: []*proto.CSSRuleMatch{
			rule(".chip", prop("flex", "none", false), implicit)}}, []string{"flex-shrink", "flex"}, ".chip flex: none"},
		{"not declared", &proto.CSSGetMatchedStylesForNodeResult{MatchedCSSRules: []*proto.CSSRuleMatch{
			rule(".b", prop("height", "20px", false))}}, []string{"width"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := winner(tt.m, tt.names)
			got := ""
			if d != nil {
				where := "style"
				if d.rule != nil {
					where = d.rule.SelectorList.Text
				}
				got = where + " " + d.prop.Name + ": " + d.prop.Value
			}
			if got != tt.want {
				t.Errorf("winner(%v) = %q, want %q", tt.names, got, tt.want)
			}
		})
	}
}

func TestUtilityToken(t *testing.T) {
	tests := []struct {
		selector string
		classes  []string
		want     string
	}{
		{`.w-\[560px\]`, []string{"w-[560px]", "bg-sky-100"}, "w-[560px]"},
		{`.md\:w-\[560px\]`, []string{"md:w-[560px]"}, "md:w-[560px]"},
		{`.hover\:underline:hover`, []string{"hover:underline"}, "hover:underline"},
		{`.whitespace-nowrap`, []string{"whitespace-nowrap"}, "whitespace-nowrap"},
		{`.card .tag`, []string{"tag"}, ""},
		{`.tag`, []string{"other"}, ""},
		{`p`, []string{"p"}, ""},
	}
	for _, tt := range tests {
		if got := utilityToken(tt.selector, tt.classes); got != tt.want {
			t.Errorf("utilityToken(%q, %q) = %q, want %q", tt.selector, tt.classes, got, tt.want)
		}
	}
}

func TestDevLine(t *testing.T) {
	sheet := []string{"/* x */", ".a {", "  width: 520px;", "}", ".b {", "  width:10px;", "  min-width: 10px;", "}"}
	// A Vue single-file component: the served block's line 3 is the
	// file's line 9, and width is written twice in it.
	sfc := []string{"<template>", "  <p class=\"a\">x</p>", "</template>", "", "<style scoped>", ".a {", "  width: 12rem;", "}", ".b {", "  width: 440px;", "}", "</style>"}
	const vue = "/app/src/V.vue?vue&type=style&index=0&scoped=68eedd0f&lang.css"
	applied := []string{".sidebar {", "  @apply w-[900px];", "}", ".main {", "  width: 100%;", "}"}
	tests := []struct {
		name     string
		lines    []string
		served   int
		property string
		value    string
		dev      string
		want     int
	}{
		{"served line writes it", sheet, 3, "width", "520px", "", 3},
		{"lines moved: the one line that writes it", sheet, 9, "min-width", "10px", "", 7},
		{"served line, no space", sheet, 6, "width", "10px", "", 6},
		{"on two lines: the one with its value", sheet, 2, "width", "520px", "", 3},
		{"on two lines, neither value: no guess", sheet, 2, "width", "4px", "", 0},
		{"on two lines, no value: no guess", sheet, 2, "width", "", "", 0},
		{"written nowhere", sheet, 3, "height", "1px", "", 0},
		{"no property", sheet, 3, "", "", "", 0},
		{"style block: counted from its tag", sfc, 6, "width", "", vue, 10},
		{"style block: by value when the count misses", sfc, 1, "width", "440px", vue, 10},
		{"style block: the count lands on another rule's width", sfc, 2, "width", "440px", vue, 10},
		{"Svelte's one block", sfc, 6, "width", "440px", "/app/src/+page.svelte?svelte&type=style&lang.css", 10},
		{"value as the CSSOM writes it", []string{".a { width: 440PX !important; }"}, 9, "width", "440px", "", 1},
		// A declaration a build step wrote (@apply) is on no line of the
		// file: the one line that writes the property with another value
		// is another rule's.
		{"@apply above a width: no line", applied, 2, "width", "900px", "", 0},
		{"served line writes another value", applied, 5, "width", "900px", "", 0},
		{"one line, its value", applied, 9, "width", "100%", "", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := devLine(tt.lines, tt.served, tt.property, tt.value, tt.dev); got != tt.want {
				t.Errorf("devLine(served %d, %q: %q) = %d, want %d", tt.served, tt.property, tt.value, got, tt.want)
			}
		})
	}
}

// TestTooNarrow: a declared width narrower than the box cannot be why
// it is that wide (a linked sheet's width: 200px on a 360 px box).
func TestTooNarrow(t *testing.T) {
	tests := []struct {
		value string
		least float64
		want  bool
	}{
		{"200px", 300, true},
		{"320px", 300, false},
		{"200px !important", 300, true},
		{"20rem", 400, false}, // not read in px: kept
		{"200px", 0, false},   // not asked
	}
	for _, tt := range tests {
		if got := tooNarrow(&proto.CSSCSSProperty{Name: "width", Value: tt.value}, tt.least); got != tt.want {
			t.Errorf("tooNarrow(%s, %v) = %v, want %v", tt.value, tt.least, got, tt.want)
		}
	}
}

func TestRoomWidth(t *testing.T) {
	tests := []struct {
		name, value string
		want        bool
	}{
		{"width", "100%", true},
		{"width", "50%", true},
		{"inline-size", "33.3% !important", true},
		{"width", "120%", false},
		{"width", "440px", false},
		{"width", "calc(100% - 2rem)", false},
		{"min-width", "100%", false},
		{"flex-basis", "100%", true},
	}
	for _, tt := range tests {
		if got := roomWidth(&proto.CSSCSSProperty{Name: tt.name, Value: tt.value}); got != tt.want {
			t.Errorf("roomWidth(%s: %s) = %v, want %v", tt.name, tt.value, got, tt.want)
		}
	}
}

func TestEmotionClass(t *testing.T) {
	tests := []struct {
		class string
		want  bool
	}{
		{"css-6j89f5-MuiTypography-root", true},
		{"css-1o3tjex-MuiButtonBase-root-MuiButton-root", true},
		{"css-1kq9bo2", true},
		{"css-grid", false}, // hand-written classes
		{"css-layout-main", false},
		{"w-[560px]", false},
		{"plan-label", false},
	}
	for _, tt := range tests {
		if got := emotionClass(tt.class); got != tt.want {
			t.Errorf("emotionClass(%q) = %v, want %v", tt.class, got, tt.want)
		}
	}
}

// TestProjectFileStaysInProject: a file a page's sheet names is read only
// under the dev server's directory: an absolute path, one that climbs out,
// or a dependency's is never read, whatever the page says.
func TestProjectFileStaysInProject(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/ok.scss", []byte(".a {\n  width: 1px;\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		read bool
	}{
		{"ok.scss", true},
		{"./ok.scss", true},
		{"", false},
		{dir + "/ok.scss", false},
		{"../" + filepath.Base(dir) + "/ok.scss", false},
		{"node_modules/pkg/ok.scss", false},
	} {
		r := &resolver{devDir: dir, devDirKnown: true}
		if got := r.projectFile(tc.name) != nil; got != tc.read {
			t.Errorf("projectFile(%q) read %v, want %v", tc.name, got, tc.read)
		}
	}
}

// TestTokenLine: a utility class is placed on the line that writes it:
// the element's own line when it does, else the one line of its file that
// does (shadcn/ui's cva base string); the element's line when the token
// is written on several lines or nowhere, or the file cannot be read.
func TestTokenLine(t *testing.T) {
	dir := t.TempDir()
	button := "import { cva } from \"class-variance-authority\"\n\n" +
		"const buttonVariants = cva(\n" +
		"  \"inline-flex items-center whitespace-nowrap rounded-md\",\n" +
		"  { variants: { size: { sm: \"h-8 px-3\", lg: \"h-10 px-6\" } } },\n" +
		")\n\n" +
		"export function Button({ className, ...props }) {\n" +
		"  return <button className={buttonVariants({ className })} {...props} />\n" +
		"}\n" +
		"export function Chip() {\n" +
		"  return <span className=\"px-2 whitespace-nowrap-x w-[560px]\">x</span>\n" +
		"}\n"
	if err := os.MkdirAll(dir+"/src/ui", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir+"/src/ui/button.tsx", []byte(button), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file     string
		line     int
		token    string
		wantLine int
	}{
		{"src/ui/button.tsx", 9, "whitespace-nowrap", 4}, // written in the cva string, not on the element
		{"src/ui/button.tsx", 12, "w-[560px]", 12},       // on the element's own line
		{"src/ui/button.tsx", 9, "h-8", 5},
		{"src/ui/button.tsx", 9, "px-3", 5},
		{"src/ui/button.tsx", 9, "px-2", 12},   // the one line that writes it
		{"src/ui/button.tsx", 9, "rounded", 9}, // a prefix of a class is not the class
		{"src/ui/missing.tsx", 9, "h-8", 9},
		// Nuxt names the element's file with no line: the one line that
		// writes the token, or no place at all.
		{"src/ui/button.tsx", 0, "w-[560px]", 12},
		{"src/ui/button.tsx", 0, "whitespace-nowrap", 4},
		{"src/ui/button.tsx", 0, "rounded", 0},
		{"src/ui/button.tsx", 0, "inline-flex", 4},
		{"src/ui/missing.tsx", 0, "h-8", 0},
	} {
		r := &resolver{devDir: dir, devDirKnown: true}
		got := r.tokenLine(&contract.Source{File: tc.file, Line: tc.line, Column: 7, Component: "Button"}, tc.token)
		switch {
		case tc.wantLine == 0 && got != nil:
			t.Errorf("tokenLine(%s:%d, %q) = %+v, want no place", tc.file, tc.line, tc.token, got)
		case tc.wantLine != 0 && (got == nil || *got != contract.Source{File: tc.file, Line: tc.wantLine}):
			t.Errorf("tokenLine(%s:%d, %q) = %+v, want line %d", tc.file, tc.line, tc.token, got, tc.wantLine)
		}
	}
	r := &resolver{devDir: dir, devDirKnown: true}
	if got := r.tokenLine(nil, "h-8"); got != nil {
		t.Errorf("tokenLine(nil) = %+v, want nil", got)
	}
}

// TestProjectFileInWorkspace: a workspace package's file, named from the
// workspace's root, is found above the app folder the dev server runs
// in; a folder above the workspace's root is never tried.
func TestProjectFileInWorkspace(t *testing.T) {
	root := t.TempDir()
	for file, text := range map[string]string{
		"outside.txt":                      "no\n",
		"ws/package-lock.json":             "{}\n",
		"ws/apps/web/package.json":         "{}\n",
		"ws/packages/ui/src/button.tsx":    "const b = 1\n",
		"ws/apps/web/src/routes/index.tsx": "const i = 1\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, file)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, file), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		read bool
	}{
		{"src/routes/index.tsx", true},
		{"packages/ui/src/button.tsx", true},
		{"outside.txt", false},
	} {
		r := &resolver{devDir: filepath.Join(root, "ws/apps/web"), devDirKnown: true}
		if got := r.projectFile(tc.name) != nil; got != tc.read {
			t.Errorf("projectFile(%q) read %v, want %v", tc.name, got, tc.read)
		}
	}
}

// TestPlainHonest: a chain of guesses nobody declares is named only by a
// fact in it (a nowrap the browser's default sets); a used value alone
// (a width the layout gave the box) is "no single declaration found",
// with what was measured. A presentational attribute is its rule.
func TestPlainHonest(t *testing.T) {
	width := &RawCause{Property: "width", Value: "420px", Used: true, Measured: "420 px wide in 274 px of room"}
	nowrap := &RawCause{Property: "white-space", Value: "nowrap", Fix: "let it wrap"}
	withFact := &RawCause{Property: "width", Value: "420px", Used: true, Else: nowrap}
	tests := []struct {
		name string
		got  *contract.Cause
		want contract.Cause
	}{
		{"used value alone", width.unknown(), contract.Cause{Unknown: "no single declaration found: 420 px wide in 274 px of room"}},
		{"a fact after it", withFact.unknown(), contract.Cause{Property: "white-space", Value: "nowrap", Fix: "let it wrap"}},
		{"the page said so", (&RawCause{Unknown: "no single declaration found: 40 px"}).Plain(), contract.Cause{Unknown: "no single declaration found: 40 px"}},
		{"an attribute", (&RawCause{Property: "white-space", Value: "nowrap", Attr: "nowrap", AttrValue: "nowrap"}).Plain(), contract.Cause{Property: "white-space", Value: "nowrap", Rule: "the nowrap attribute"}},
		{"unnamed: a used value is no cause", width.Seen(), contract.Cause{Unknown: "no single declaration found: 420 px wide in 274 px of room"}},
		{"unnamed: a style attribute is", (&RawCause{Property: "width", Value: "900px", Used: true, Inline: true}).Seen(), contract.Cause{Property: "width", Value: "900px", Rule: "style"}},
	}
	for _, tt := range tests {
		if tt.got == nil || *tt.got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, tt.got, tt.want)
		}
	}
}

// TestCausesUnanswered: when the cascade did not answer in time, a used
// value is still no cause: the chain's next fact, or what was measured.
// What the page found itself (a style attribute, a fact) stands.
func TestCausesUnanswered(t *testing.T) {
	nowrapRow := &RawCause{Property: "flex-wrap", Value: "nowrap", Missing: true, Fix: "let the items wrap: flex-wrap: wrap", Element: "div.row"}
	tests := []struct {
		name  string
		cause *RawCause
		want  contract.Cause
	}{
		{"a used width, then the row that does not wrap",
			&RawCause{Property: "width", Value: "212px", Used: true, Ask: true, Selector: "div.col", Measured: "212 px wide in 142 px of room", Else: nowrapRow},
			contract.Cause{Property: "flex-wrap", Value: "nowrap", Missing: true, Fix: "let the items wrap: flex-wrap: wrap", Element: "div.row"}},
		{"a used width alone",
			&RawCause{Property: "width", Value: "212px", Used: true, Ask: true, Selector: "div.col", Measured: "212 px wide in 142 px of room"},
			contract.Cause{Unknown: "no single declaration found: 212 px wide in 142 px of room"}},
		{"twin: a nowrap the page computed",
			&RawCause{Property: "white-space", Value: "nowrap", Ask: true, Selector: "p.label", Fix: "let it wrap"},
			contract.Cause{Property: "white-space", Value: "nowrap", Fix: "let it wrap"}},
	}
	r := &resolver{}
	for _, tt := range tests {
		got := r.causes("http://127.0.0.1:5173/", []*RawCause{tt.cause}, []settled{{}}, []*contract.Source{nil}, []*contract.Source{nil})
		if got[0] == nil || *got[0] != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got[0], tt.want)
		}
	}
}

// TestDependencyPath: a dependency's file is named from its last
// node_modules folder; Vite's pre-bundled copies and the app's files are
// no dependency's.
func TestDependencyPath(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"/home/u/app/node_modules/vuetify/lib/components/VCard/VCard.css", "node_modules/vuetify/lib/components/VCard/VCard.css"},
		{"/app/node_modules/@scope/ui/node_modules/lib/x.css?v=1a2b", "node_modules/lib/x.css"},
		{"node_modules/bootstrap/scss/_utilities.scss", "node_modules/bootstrap/scss/_utilities.scss"},
		{"/app/node_modules/.vite/deps/vuetify.css", ""},
		{"/app/src/my_node_modules/x.css", ""},
		{"/app/src/styles/card.css", ""},
		{"", ""},
	} {
		if got := dependencyPath(tc.file); got != tc.want {
			t.Errorf("dependencyPath(%q) = %q, want %q", tc.file, got, tc.want)
		}
	}
}

// TestRuleLine: the line under a rule's selector that writes a property,
// in indented Sass and in braces, whatever its value; none when the
// selector or the property is not found once.
func TestRuleLine(t *testing.T) {
	sass := strings.Split(".v-card\n  display: block\n\n  .v-card-title\n    display: block\n    white-space: $card-title-white-space\n\n  .v-card-subtitle\n    white-space: $card-subtitle-white-space\n", "\n")
	scss := strings.Split(".card {\n  color: red;\n}\n.card-title {\n  &:hover { color: blue; }\n  white-space: $nowrap;\n}\n", "\n")
	twice := strings.Split(".a\n  width: 1px\n.a\n  width: 2px\n", "\n")
	for _, tc := range []struct {
		lines          []string
		selector, name string
		want           int
	}{
		{sass, ".v-card-title", "white-space", 6},
		{sass, ".v-card-subtitle", "white-space", 9},
		{sass, ".v-card", "white-space", 0}, // its block ends before the nested rules' lines
		{sass, ".v-card-title", "overflow", 0},
		{scss, ".card-title", "white-space", 6},
		{scss, ".card", "white-space", 0},
		{twice, ".a", "width", 0},
		{sass, ".missing", "white-space", 0},
	} {
		if got := ruleLine(tc.lines, tc.selector, tc.name); got != tc.want {
			t.Errorf("ruleLine(%s, %s) = %d, want %d", tc.selector, tc.name, got, tc.want)
		}
	}
}
