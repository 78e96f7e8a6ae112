package a11y

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/vibelens/vibelens/browser/findings"
)

// rules are the axe-core rules a rendered state can show a user, each with
// the finding kind it reports as: one kind per family, so a model reads
// "unnamed-control" without knowing axe's ids, and the rule rides along.
// Left out, and why, in ADR 0017: axe's best-practice rules (page
// structure: landmarks, heading order), rules about the document rather
// than what renders (title, lang, meta refresh, duplicate ids), table
// header markup, and the experimental ones.
var rules = []struct{ id, kind string }{
	{"color-contrast", "low-contrast"},

	{"button-name", "unnamed-control"},
	{"link-name", "unnamed-control"},
	{"input-button-name", "unnamed-control"},
	{"aria-command-name", "unnamed-control"},
	{"summary-name", "unnamed-control"},
	{"aria-tooltip-name", "unnamed-control"},
	{"aria-meter-name", "unnamed-control"},
	{"aria-progressbar-name", "unnamed-control"},

	{"label", "unlabelled-field"},
	{"select-name", "unlabelled-field"},
	{"aria-input-field-name", "unlabelled-field"},
	{"aria-toggle-field-name", "unlabelled-field"},

	{"image-alt", "missing-alt"},
	{"input-image-alt", "missing-alt"},
	{"role-img-alt", "missing-alt"},
	{"svg-img-alt", "missing-alt"},
	{"area-alt", "missing-alt"},
	{"object-alt", "missing-alt"},

	{"aria-allowed-attr", "broken-aria"},
	{"aria-conditional-attr", "broken-aria"},
	{"aria-prohibited-attr", "broken-aria"},
	{"aria-required-attr", "broken-aria"},
	{"aria-required-children", "broken-aria"},
	{"aria-required-parent", "broken-aria"},
	{"aria-roles", "broken-aria"},
	{"aria-valid-attr", "broken-aria"},
	{"aria-valid-attr-value", "broken-aria"},
	{"aria-hidden-focus", "broken-aria"},
	{"aria-hidden-body", "broken-aria"},
	{"nested-interactive", "broken-aria"},

	{"target-size", "small-tap-target"},
}

// NonTextRule is VibeLens's own rule for WCAG 2.2 SC 1.4.11 (non-text
// contrast), run beside axe-core's (js/nontext.js): the icon of an
// icon-only control, and a form field's boundary when nothing else shows
// it, below 3:1 against what is behind. It reports as low-contrast.
const NonTextRule = "non-text-contrast"

// RuleIDs are the axe-core rules a pass runs; target-size only when asked.
func RuleIDs(targetSize bool) []string {
	ids := make([]string, 0, len(rules))
	for _, r := range rules {
		if r.id == "target-size" && !targetSize {
			continue
		}
		ids = append(ids, r.id)
	}
	return ids
}

// Kinds are the finding kinds the pass reports, in the rules' order.
func Kinds() []string {
	var out []string
	for _, r := range rules {
		if !slices.Contains(out, r.kind) {
			out = append(out, r.kind)
		}
	}
	return out
}

func kindOf(id string) string {
	if id == NonTextRule {
		return "low-contrast"
	}
	for _, r := range rules {
		if r.id == id {
			return r.kind
		}
	}
	return ""
}

// severityOf maps axe's impact to ours. Minor is not reported: axe keeps
// it for what rarely stops anyone.
var severityOf = map[string]string{"critical": "error", "serious": "warning", "moderate": "info"}

// Given turns a pass's violations into findings for findings.js to locate,
// group by template and name the source of, like its own. A node of a rule
// outside the table, or of minor impact, is left out.
func Given(raw *Raw) []findings.Given {
	if raw == nil {
		return nil
	}
	var out []findings.Given
	for _, v := range raw.Violations {
		kind := kindOf(v.ID)
		if kind == "" {
			continue
		}
		wcag := criterion(v.Tags)
		for _, n := range v.Nodes {
			impact := n.Impact
			if impact == "" {
				impact = v.Impact
			}
			sev, ok := severityOf[impact]
			if !ok || len(n.Target) == 0 {
				continue
			}
			sees, detail := describe(v, n)
			out = append(out, findings.Given{Kind: kind, Severity: sev, Rule: v.ID, WCAG: wcag, Target: n.Target, Sees: sees, Detail: detail, Group: group(v, n)})
		}
	}
	return out
}

// group is what makes elements one defect beyond their template: the
// colour pair of a contrast failure (one CSS colour on links, headings and
// buttons alike is one fix), or "" for grouping by template.
func group(v Violation, n Node) string {
	var c contrast
	switch {
	case v.ID != "color-contrast" && v.ID != NonTextRule:
		return ""
	case n.Code:
		// A syntax highlighter's theme gives each kind of token its
		// colour: one theme, one fix, however many colours fail.
		return "code"
	case json.Unmarshal(n.Data, &c) != nil || c.FG == "" || c.BG == "":
		return ""
	case c.Pixels != nil:
		// Decided from the pixels, the background is a sampled pixel that
		// differs along a gradient: one text colour is the one fix.
		return strings.ToLower(c.FG + " on the rendered background")
	}
	return strings.ToLower(c.FG + " on " + c.BG)
}

// criterion reads the WCAG success criterion from axe's tags: wcag143 is
// 1.4.3, wcag1410 is 1.4.10.
func criterion(tags []string) string {
	for _, t := range tags {
		d := strings.TrimPrefix(t, "wcag")
		if len(d) < 3 || d == t {
			continue
		}
		if _, err := strconv.Atoi(d); err != nil {
			continue
		}
		return d[:1] + "." + d[1:2] + "." + d[2:]
	}
	return ""
}

// contrast is color-contrast's check data.
type contrast struct {
	FG       string  `json:"fgColor"`
	BG       string  `json:"bgColor"`
	Ratio    float64 `json:"contrastRatio"`
	Expected string  `json:"expectedContrastRatio"`
	FontSize string  `json:"fontSize"`
	// Pixels is set when the rendered pixels decided it (FromPixels).
	Pixels *pixelsSeen `json:"pixels"`
}

// describe says in one line what a person meets (userSees), and gives the
// numbers and axe's own words (detail).
func describe(v Violation, n Node) (sees, detail string) {
	what := element(n)
	quoted := ""
	if n.Text != "" {
		quoted = " '" + n.Text + "'"
	}
	detail = v.Help
	if n.Summary != "" {
		detail += ": " + n.Summary
	}
	if v.ID == NonTextRule {
		return describeNonText(n, quoted, detail)
	}
	switch kindOf(v.ID) {
	case "low-contrast":
		var c contrast
		if json.Unmarshal(n.Data, &c) == nil && c.FG != "" && c.BG != "" && c.Ratio > 0 {
			need := c.Expected
			if need == "" {
				need = "4.5:1"
			}
			// 4.47 rounds to the 4.5 it misses: say the second decimal then.
			ratio := fmt.Sprintf("%.1f:1", c.Ratio)
			if ratio == need {
				ratio = fmt.Sprintf("%.2f:1", c.Ratio)
			}
			sees = fmt.Sprintf("text%s is %s on %s (%s, needs %s)", quoted, ColourName(c.FG), ColourName(c.BG), ratio, need)
			if n.Code {
				sees = "a code block's syntax colours are hard to read: " + sees
			}
			detail = fmt.Sprintf("contrast %.2f:1 of %s on %s at %s, below WCAG AA's %s", c.Ratio, c.FG, c.BG, c.FontSize, need)
			if c.Pixels != nil {
				detail = pixelDetail(c, c.Pixels)
			}
			return sees, detail
		}
		return "text" + quoted + " is too faint against its background to read easily", detail
	case "unnamed-control":
		// What a screen reader calls it: a link, a button, or the role
		// the element declares (progressbar, meter, tooltip, menuitem).
		role := "button"
		switch {
		case v.ID == "link-name" || n.Tag == "a":
			role = "link"
		case n.Tag != "button" && n.Tag != "input" && n.Type != "":
			role = n.Type
			what = strings.ReplaceAll(n.Type, "-", " ")
		}
		if n.Icon && (role == "button" || role == "link") {
			// An icon font's ligature ("menu") is text a screen reader
			// does not get here, but it tells which control this is.
			icon := ""
			if n.Text != "" {
				icon = " (" + quoted[1:] + ")"
			}
			return fmt.Sprintf("a %s with only an icon%s has no name: a screen reader says just '%s'", role, icon, role), detail
		}
		return fmt.Sprintf("%s has no name: a screen reader says just '%s'", article(what), role), detail
	case "unlabelled-field":
		return fmt.Sprintf("%s has no label: a screen reader cannot say what to enter", article(what)), detail
	case "missing-alt":
		return fmt.Sprintf("%s has no text alternative: a screen reader skips it or reads its file name", article(what)), detail
	case "broken-aria":
		if v.ID == "nested-interactive" {
			return fmt.Sprintf("%s%s holds a link or button inside it: a screen reader may not announce that control", article(what), quoted), detail
		}
	case "small-tap-target":
		return fmt.Sprintf("%s%s is smaller than 24x24 px with neighbours close by: easy to miss", article(what), quoted), detail
	}
	return fmt.Sprintf("the %s%s has ARIA that breaks it for assistive technology: %s", what, quoted, strings.TrimSuffix(v.Help, ".")), detail
}

// element names an element the way a person would.
func element(n Node) string {
	switch n.Tag {
	case "a":
		return "link"
	case "button", "summary":
		return "button"
	case "img", "svg", "area", "object":
		return "image"
	case "select":
		return "dropdown"
	case "textarea":
		return "text area"
	case "input":
		switch n.Type {
		case "checkbox", "radio", "range", "color", "file", "image":
			return n.Type + " input"
		case "submit", "button", "reset":
			return "button"
		}
		return "text field"
	}
	if n.Type != "" {
		return strings.ReplaceAll(n.Type, "-", " ")
	}
	return n.Tag + " element"
}

// article puts "a" or "an" before a noun.
func article(noun string) string {
	if noun != "" && strings.ContainsRune("aeiou", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}

// describeNonText words a non-text contrast failure: an icon a person
// cannot make out, or a field whose edge they cannot see.
func describeNonText(n Node, quoted, detail string) (sees, _ string) {
	var c struct {
		contrast
		Part string `json:"part"`
	}
	if json.Unmarshal(n.Data, &c) != nil || c.FG == "" || c.BG == "" {
		return "a control's icon or edge is too faint against its background to see", detail
	}
	ratio := fmt.Sprintf("%.1f:1", c.Ratio)
	if ratio == "3.0:1" {
		ratio = fmt.Sprintf("%.2f:1", c.Ratio)
	}
	what := element(n)
	if c.Part == "boundary" {
		sees = fmt.Sprintf("the edge of %s%s is %s on %s (%s, needs 3:1): hard to see where it is", article(what), quoted, ColourName(c.FG), ColourName(c.BG), ratio)
		detail = fmt.Sprintf("non-text contrast %.2f:1 of the field's border or fill %s against %s behind it, below WCAG 2.2 SC 1.4.11's 3:1", c.Ratio, c.FG, c.BG)
		return sees, detail
	}
	role := "button"
	if n.Tag == "a" || n.Type == "link" {
		role = "link"
	}
	sees = fmt.Sprintf("the icon of the %s%s is %s on %s (%s, needs 3:1): hard to make out", role, quoted, ColourName(c.FG), ColourName(c.BG), ratio)
	detail = fmt.Sprintf("non-text contrast %.2f:1 of the icon's colour %s against %s behind it, below WCAG 2.2 SC 1.4.11's 3:1 (the control has no text)", c.Ratio, c.FG, c.BG)
	return sees, detail
}
