package a11y

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/findings"
)

// TestVendoredAxe: the embedded script is the release VERSION names, with
// the checksum recorded when go generate fetched it.
func TestVendoredAxe(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(versionFile), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "integrity sha512-") {
		t.Fatalf("axe/VERSION = %q, want version, integrity and sha256 lines", versionFile)
	}
	if want := fmt.Sprintf("sha256 axe.min.js %x", sha256.Sum256([]byte(axeJS))); lines[2] != want {
		t.Errorf("axe/VERSION says %q, the embedded script is %q: run go generate ./browser/a11y", lines[2], want)
	}
	if v := Version(); v == "" || !strings.Contains(axeJS, `"`+v+`"`) {
		t.Errorf("axe.min.js does not name version %q", v)
	}
	if !strings.Contains(axeJS, "axe v"+Version()) {
		t.Errorf("axe.min.js banner does not say axe v%s", Version())
	}
}

// TestRulesKnownToFindings: every kind the pass reports is a finding kind
// Assemble ranks.
func TestRulesKnownToFindings(t *testing.T) {
	for _, k := range Kinds() {
		if !slices.Contains(findings.Kinds(), k) {
			t.Errorf("kind %q is not in findings' kinds", k)
		}
	}
	if slices.Contains(RuleIDs(false), "target-size") || !slices.Contains(RuleIDs(true), "target-size") {
		t.Errorf("target-size must run only when asked: %v / %v", RuleIDs(false), RuleIDs(true))
	}
}

func TestCriterion(t *testing.T) {
	for _, tt := range []struct {
		tags []string
		want string
	}{
		{[]string{"wcag2aa", "wcag143"}, "1.4.3"},
		{[]string{"wcag2a", "wcag412"}, "4.1.2"},
		{[]string{"wcag21aa", "wcag1410"}, "1.4.10"},
		{[]string{"wcag22aa", "wcag258"}, "2.5.8"},
		{[]string{"best-practice"}, ""},
		{nil, ""},
	} {
		if got := criterion(tt.tags); got != tt.want {
			t.Errorf("criterion(%q) = %q, want %q", tt.tags, got, tt.want)
		}
	}
}

func TestColourName(t *testing.T) {
	for _, tt := range []struct{ hex, want string }{
		{"#ffffff", "white"}, {"#fff", "white"}, {"#b8b8b8", "light grey"}, {"#9ca3af", "grey"},
		{"#595959", "dark grey"}, {"#333333", "dark grey"}, {"#000", "black"}, {"#f8fafc", "white"},
		{"#3b82f6", "blue"}, {"#93c5fd", "light blue"}, {"#1e3a8a", "dark blue"}, {"#ef4444", "red"},
		{"#22c55e", "green"}, {"#fde68a", "light yellow"}, {"#fefce8", "pale yellow"}, {"#f97316", "orange"}, {"#a855f7", "purple"}, {"#faeef5", "pale pink"}, {"#f3f4f6", "light grey"}, {"#e5e7eb", "light grey"},
		{"rgb(1,2,3)", "rgb(1,2,3)"},
	} {
		if got := ColourName(tt.hex); got != tt.want {
			t.Errorf("ColourName(%q) = %q, want %q", tt.hex, got, tt.want)
		}
	}
}

// TestGiven: axe's violations become findings' input: a kind per family,
// severity from impact with minor left out, the rule and criterion, and
// one plain line of what a person meets.
func TestGiven(t *testing.T) {
	contrast, _ := json.Marshal(map[string]any{"fgColor": "#b8b8b8", "bgColor": "#ffffff", "contrastRatio": 1.98, "expectedContrastRatio": "4.5:1", "fontSize": "12.0pt (16px)"})
	raw := &Raw{Violations: []Violation{
		{ID: "color-contrast", Impact: "serious", Tags: []string{"wcag2aa", "wcag143"}, Help: "Elements must meet minimum color contrast ratio thresholds",
			Nodes: []Node{{Target: []string{"p.renews"}, Tag: "p", Text: "Your plan renews…", Data: contrast}}},
		{ID: "button-name", Impact: "critical", Tags: []string{"wcag2a", "wcag412"}, Help: "Buttons must have discernible text",
			Nodes: []Node{{Target: []string{"button.close"}, Tag: "button", Icon: true}, {Target: []string{"button.empty"}, Tag: "button"},
				{Target: []string{"button.mat"}, Tag: "button", Icon: true, Text: "menu"}}},
		{ID: "label", Impact: "critical", Tags: []string{"wcag2a", "wcag412"}, Help: "Form elements must have labels",
			Nodes: []Node{{Target: []string{"my-field", "input"}, Tag: "input", Type: "checkbox"}}},
		{ID: "aria-valid-attr-value", Impact: "critical", Tags: []string{"wcag2a", "wcag412"}, Help: "ARIA attributes must conform to valid values",
			Nodes: []Node{{Target: []string{"#menu"}, Tag: "button", Text: "Menu"}}},
		{ID: "color-contrast", Impact: "serious", Tags: []string{"wcag2aa", "wcag143"},
			Nodes: []Node{{Target: []string{"pre > span.tok"}, Tag: "span", Text: "npm", Code: true, Data: json.RawMessage(`{"fgColor":"#e36209","bgColor":"#ffffff","contrastRatio":3.1,"expectedContrastRatio":"4.5:1","fontSize":"10.5pt (14px)"}`)}}},
		{ID: "aria-progressbar-name", Impact: "serious", Tags: []string{"wcag2a", "wcag111"}, Help: "ARIA progressbar nodes must have an accessible name",
			Nodes: []Node{{Target: []string{"div.progress-bar"}, Tag: "div", Type: "progressbar", Text: "64%"}}},
		{ID: "color-contrast", Impact: "serious", Tags: []string{"wcag2aa", "wcag143"},
			Nodes: []Node{{Target: []string{"a.VPButton"}, Tag: "a", Text: "Get started", Data: json.RawMessage(`{"fgColor":"#ffffff","bgColor":"#3451b2","contrastRatio":4.47,"expectedContrastRatio":"4.5:1","fontSize":"10.5pt (14px)"}`)}}},
		{ID: "nested-interactive", Impact: "serious", Tags: []string{"wcag2a", "wcag412"}, Help: "Interactive controls must not be nested",
			Nodes: []Node{{Target: []string{"div.sep"}, Tag: "div", Type: "separator", Text: "Edit this page"}}},
		{ID: "image-alt", Impact: "minor", Tags: []string{"wcag2a", "wcag111"}, Nodes: []Node{{Target: []string{"img"}, Tag: "img"}}},
		{ID: "region", Impact: "moderate", Nodes: []Node{{Target: []string{"div"}}}},
	}}
	want := []findings.Given{
		{Kind: "low-contrast", Severity: "warning", Rule: "color-contrast", WCAG: "1.4.3", Target: []string{"p.renews"},
			Sees: "text 'Your plan renews…' is light grey on white (2.0:1, needs 4.5:1)", Detail: "contrast 1.98:1 of #b8b8b8 on #ffffff at 12.0pt (16px), below WCAG AA's 4.5:1",
			Group: "#b8b8b8 on #ffffff"},
		{Kind: "unnamed-control", Severity: "error", Rule: "button-name", WCAG: "4.1.2", Target: []string{"button.close"},
			Sees: "a button with only an icon has no name: a screen reader says just 'button'", Detail: "Buttons must have discernible text"},
		{Kind: "unnamed-control", Severity: "error", Rule: "button-name", WCAG: "4.1.2", Target: []string{"button.empty"},
			Sees: "a button has no name: a screen reader says just 'button'", Detail: "Buttons must have discernible text"},
		{Kind: "unnamed-control", Severity: "error", Rule: "button-name", WCAG: "4.1.2", Target: []string{"button.mat"},
			Sees: "a button with only an icon ('menu') has no name: a screen reader says just 'button'", Detail: "Buttons must have discernible text"},
		{Kind: "unlabelled-field", Severity: "error", Rule: "label", WCAG: "4.1.2", Target: []string{"my-field", "input"},
			Sees: "a checkbox input has no label: a screen reader cannot say what to enter", Detail: "Form elements must have labels"},
		{Kind: "broken-aria", Severity: "error", Rule: "aria-valid-attr-value", WCAG: "4.1.2", Target: []string{"#menu"},
			Sees: "the button 'Menu' has ARIA that breaks it for assistive technology: ARIA attributes must conform to valid values", Detail: "ARIA attributes must conform to valid values"},
		{Kind: "low-contrast", Severity: "warning", Rule: "color-contrast", WCAG: "1.4.3", Target: []string{"pre > span.tok"},
			Sees: "a code block's syntax colours are hard to read: text 'npm' is orange on white (3.1:1, needs 4.5:1)", Detail: "contrast 3.10:1 of #e36209 on #ffffff at 10.5pt (14px), below WCAG AA's 4.5:1", Group: "code"},
		{Kind: "unnamed-control", Severity: "warning", Rule: "aria-progressbar-name", WCAG: "1.1.1", Target: []string{"div.progress-bar"},
			Sees: "a progressbar has no name: a screen reader says just 'progressbar'", Detail: "ARIA progressbar nodes must have an accessible name"},
		{Kind: "low-contrast", Severity: "warning", Rule: "color-contrast", WCAG: "1.4.3", Target: []string{"a.VPButton"},
			Sees: "text 'Get started' is white on blue (4.47:1, needs 4.5:1)", Detail: "contrast 4.47:1 of #ffffff on #3451b2 at 10.5pt (14px), below WCAG AA's 4.5:1", Group: "#ffffff on #3451b2"},
		{Kind: "broken-aria", Severity: "warning", Rule: "nested-interactive", WCAG: "4.1.2", Target: []string{"div.sep"},
			Sees: "a separator 'Edit this page' holds a link or button inside it: a screen reader may not announce that control", Detail: "Interactive controls must not be nested"},
	}
	got := Given(raw)
	if len(got) != len(want) {
		t.Fatalf("Given = %d findings, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Kind != w.Kind || g.Severity != w.Severity || g.Rule != w.Rule || g.WCAG != w.WCAG || !slices.Equal(g.Target, w.Target) || g.Sees != w.Sees || g.Detail != w.Detail || g.Group != w.Group {
			t.Errorf("Given[%d] =\n  %+v\nwant\n  %+v", i, g, w)
		}
	}
}
