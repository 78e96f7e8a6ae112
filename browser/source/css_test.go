package source

import (
	"testing"

	"github.com/go-rod/rod/lib/proto"
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
	lines := []string{"/* x */", ".a {", "  width: 520px;", "}", ".b {", "  width:10px;", "  min-width: 10px;", "}"}
	tests := []struct {
		served int
		name   string
		want   int
	}{
		{3, "width", 3},     // the served line writes it
		{9, "min-width", 7}, // lines moved: the one line that writes it
		{6, "width", 6},     // served line holds it, without a space
		{2, "width", 0},     // on two lines, and not on the served one: no guess
		{3, "height", 0},    // written nowhere
		{3, "", 0},
	}
	for _, tt := range tests {
		if got := devLine(lines, tt.served, tt.name); got != tt.want {
			t.Errorf("devLine(served %d, %q) = %d, want %d", tt.served, tt.name, got, tt.want)
		}
	}
}
