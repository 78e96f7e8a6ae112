package findings

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/vibelens/vibelens/browser/source"

	"github.com/vibelens/vibelens/browser/contract"
)

// Hydration is a summary of the console messages that report a hydration
// mismatch.
type Hydration struct {
	Framework string
	Count     int
	Quote     string // what the message quotes, e.g. server "a" vs client "b"
	Hint      *HydrationHint
}

// HydrationHint is what findings.js needs to find the mismatched element:
// the tag and classes the message names (a class list may be cut short with
// "..." by Next.js) and the quoted texts, client first.
type HydrationHint struct {
	Tag     string   `json:"tag,omitempty"`
	Classes []string `json:"classes,omitempty"` // candidate class attributes, each a prefix
	Texts   []string `json:"texts,omitempty"`
}

// Empty reports whether the hint names nothing to look for.
func (h *HydrationHint) Empty() bool {
	return h == nil || (h.Tag == "" && len(h.Classes) == 0 && len(h.Texts) == 0)
}

var (
	hydrationRe = regexp.MustCompile(`(?i)hydrat\w*\b.*\b(?:mismatch|did not match|didn't match|does not match|failed)|` +
		`error while hydrating|text content did not match|prop .\w+. did not match\. server:|expected server html to contain|did not expect server html to contain|` +
		`hydration_mismatch|hydration_attribute_changed|hydration_html_changed`)
	react18Quote = regexp.MustCompile(`(?s)(?:Prop .(\w+). did not match|did not match)\.?\s*Server: "([^"]*)" Client: "([^"]*)"`)
	react18Tag   = regexp.MustCompile(`\n\s+at ([a-z][a-z0-9-]*)\b`)
	vueQuote     = regexp.MustCompile(`rendered on server:\s*(.*?)\s*-\s*expected on client:\s*([^\n]*)`)
	vueElement   = regexp.MustCompile(`mismatch (?:on|in)\s+<?([a-z][a-z0-9-]*)((?:[#.][^\s.#>]+)*)`)
	// React 19 diff lines: the sign is in the first column, the rest indented.
	diffLine   = regexp.MustCompile(`^([+-])\s+(.*)$`)
	diffOpen   = regexp.MustCompile(`^\s*<([a-z][a-z0-9-]*)\b(.*)$`)
	classAttr  = regexp.MustCompile(`className="([^"]*)"`)
	attrChange = regexp.MustCompile(`^([A-Za-z][\w-]*)=(.*)$`)
	svelteAttr = regexp.MustCompile("The `([\\w-]+)` attribute on `(<([a-z][a-z0-9-]*)[^`]*)` changed its value between server and client renders. The client value, `([^`]*)`")
	htmlClass  = regexp.MustCompile(`\bclass="([^"]*)"`)
)

// Message is a console message or uncaught error as hydration
// parsing reads it: its text before clipping and the script that logged it.
type Message struct {
	Text string
	URL  string
}

// FindHydration reads console errors and warnings and uncaught errors for
// React, Vue/Nuxt and Svelte hydration mismatch reports. It reads the raw
// text, not the clipped payload text.
func FindHydration(msgs []Message) *Hydration {
	var h Hydration
	var firsts []string
	consider := func(text, source string) {
		if !hydrationRe.MatchString(text) {
			return
		}
		h.Count++
		firsts = append(firsts, text)
		if h.Framework == "" {
			h.Framework = hydrationFramework(text, source)
		}
		if h.Quote != "" {
			return
		}
		h.Quote, h.Hint = parseHydration(text)
	}
	for _, m := range msgs {
		consider(m.Text, m.URL)
	}
	if h.Count == 0 {
		return nil
	}
	if h.Quote == "" {
		h.Quote = firstLine(firsts[0])
	}
	if h.Hint != nil {
		// A prefix finds the element as well and keeps the in-page argument small.
		for i, t := range h.Hint.Texts {
			if r := []rune(t); len(r) > 300 {
				h.Hint.Texts[i] = string(r[:300])
			}
		}
	}
	return &h
}

func hydrationFramework(text, source string) string {
	switch low := strings.ToLower(text + " " + source); {
	case strings.Contains(low, "[vue warn]") || strings.Contains(low, "hydration completed but contains mismatches"):
		if strings.Contains(low, "nuxt") {
			return "Nuxt"
		}
		return "Vue"
	case strings.Contains(low, "svelte"):
		return "Svelte"
	case strings.Contains(low, "nuxt"):
		return "Nuxt"
	case strings.Contains(low, "/_next/"):
		return "Next.js (React)"
	default:
		return "React"
	}
}

// parseHydration pulls the quoted server and client values and the element
// out of one hydration message, or returns "" when the message quotes none.
func parseHydration(text string) (string, *HydrationHint) {
	hint := &HydrationHint{}
	if m := react18Quote.FindStringSubmatch(text); m != nil {
		if t := react18Tag.FindStringSubmatch(text); t != nil {
			hint.Tag = t[1]
		}
		if m[1] == "className" {
			hint.Classes = []string{m[3], m[2]}
			return fmt.Sprintf("%s: server %s, client %s", m[1], q(m[2]), q(m[3])), hint
		}
		hint.Texts = []string{m[3], m[2]}
		quote := fmt.Sprintf("server %s, client %s", q(m[2]), q(m[3]))
		if m[1] != "" {
			quote = m[1] + ": " + quote
		}
		return quote, hint
	}
	if m := vueQuote.FindStringSubmatch(text); m != nil {
		s, c := strings.Trim(strings.TrimSpace(m[1]), `"`), strings.Trim(strings.TrimSpace(m[2]), `"`)
		if e := vueElement.FindStringSubmatch(text); e != nil {
			hint.Tag = e[1]
			if cls := vueClasses(e[2]); cls != "" {
				hint.Classes = []string{cls}
			}
		}
		if strings.HasPrefix(s, "class=") || strings.HasPrefix(c, "class=") {
			hint.Classes = append(hint.Classes, strings.Trim(strings.TrimPrefix(c, "class="), `"`), strings.Trim(strings.TrimPrefix(s, "class="), `"`))
		} else {
			hint.Texts = []string{c, s}
		}
		return fmt.Sprintf("server %s, client %s", q(s), q(c)), hint
	}
	if m := svelteAttr.FindStringSubmatch(text); m != nil {
		hint.Tag = m[3]
		if c := htmlClass.FindStringSubmatch(m[2]); c != nil {
			hint.Classes = []string{c[1]}
		}
		server := ""
		if v := regexp.MustCompile(`\b` + regexp.QuoteMeta(m[1]) + `="([^"]*)"`).FindStringSubmatch(m[2]); v != nil {
			server = v[1]
		}
		return fmt.Sprintf("%s on <%s>: server %s, client %s (Svelte keeps the server value)", m[1], m[3], q(server), q(m[4])), hint
	}
	return parseReactDiff(text)
}

// vueClasses turns Chromium's element description "p.total.text-lg" (the
// part after the tag) into a class attribute.
func vueClasses(desc string) string {
	var cls []string
	for _, part := range strings.Split(desc, ".") {
		if part == "" || strings.HasPrefix(part, "#") {
			continue
		}
		part, _, _ = strings.Cut(part, "#")
		cls = append(cls, part)
	}
	return strings.Join(cls, " ")
}

// parseReactDiff reads React 19's component diff: the host element opened
// last before the first +/- line is the mismatched one; "+" is the client,
// "-" the server. The explanation above the diff has "- " bullets of its
// own, so only the part after the last blank-line-separated header counts.
func parseReactDiff(text string) (string, *HydrationHint) {
	lines := strings.Split(text, "\n")
	start := -1
	for i, l := range lines {
		if strings.Contains(l, "react.dev/link/hydration-mismatch") || strings.Contains(l, "nextjs.org/docs/messages/react-hydration-error") {
			start = i + 1
		}
	}
	if start < 0 {
		// No link: the diff starts at the first component line.
		for i, l := range lines {
			if strings.HasPrefix(l, "  <") {
				start = i
				break
			}
		}
	}
	if start < 0 {
		return "", nil
	}
	hint := &HydrationHint{}
	var client, server string
	for _, l := range lines[start:] {
		if strings.HasPrefix(strings.TrimSpace(l), "at ") {
			break // the stack trace follows the diff
		}
		if m := diffLine.FindStringSubmatch(l); m != nil {
			v := strings.TrimSpace(m[2])
			if m[1] == "+" && client == "" {
				client = v
			} else if m[1] == "-" && server == "" {
				server = v
			}
			if client != "" && server != "" {
				break
			}
			continue
		}
		if client != "" || server != "" {
			if strings.TrimSpace(l) == ">" {
				continue // end of a multi-line opening tag between attribute lines
			}
			break
		}
		if m := diffOpen.FindStringSubmatch(l); m != nil {
			hint.Tag, hint.Classes = m[1], nil
			if c := classAttr.FindStringSubmatch(m[2]); c != nil {
				hint.Classes = []string{strings.TrimSuffix(c[1], "...")}
			}
		}
	}
	if client == "" && server == "" {
		return "", nil
	}
	// An attribute line is name="value"; a text line is the text itself.
	ca, sa := attrChange.FindStringSubmatch(client), attrChange.FindStringSubmatch(server)
	switch {
	case ca != nil || sa != nil:
		name := ""
		var cv, sv string
		if ca != nil {
			name, cv = ca[1], strings.Trim(ca[2], `"{}`)
		}
		if sa != nil {
			name, sv = sa[1], strings.Trim(sa[2], `"{}`)
		}
		if name == "className" {
			hint.Classes = append(hint.Classes, cv, sv)
		}
		return fmt.Sprintf("%s on <%s>: server %s, client %s", name, hint.Tag, q(sv), q(cv)), hint
	default:
		client, server = strings.Trim(client, `"{}`), strings.Trim(server, `"{}`)
		for _, t := range []string{client, server} {
			if t != "" && !strings.HasPrefix(t, "<") {
				hint.Texts = append(hint.Texts, t)
			}
		}
		where := ""
		if hint.Tag != "" {
			where = " in <" + hint.Tag + ">"
		}
		return fmt.Sprintf("server %s, client %s%s", q(server), q(client), where), hint
	}
}

// hydrationQuoteChars caps each quoted server or client value: a whole
// paragraph that differs would crowd the element and the other value out of
// the finding's detail.
const hydrationQuoteChars = 100

// q quotes a server or client value, capped.
func q(s string) string {
	return fmt.Sprintf("%q", contract.Clip(s, hydrationQuoteChars))
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return contract.Clip(s, 200)
}

// HydrationAnchor is the element a hydration message names, as findings.js
// resolves it.
type HydrationAnchor struct {
	Selector string           `json:"selector"`
	Classes  []string         `json:"classes"`
	Rect     contract.Rect    `json:"rect"`
	Origin   *source.Raw      `json:"origin"`
	Source   *contract.Source `json:"-"` // Origin, named
}
