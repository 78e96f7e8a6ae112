package source

import (
	"path"
	"regexp"
	"slices"
	"strings"
)

// Vue records which component rendered an element, but not where in the
// template. The dev server's source map of the component carries the
// single-file component's text, so the element's opening tag is found
// there by what the template states about it: tag, static class and id.
// Of the tags the element matches, the ones that state most about it (an
// id, then the most static classes) are kept; if they are on more than one
// line, there is no line rather than a guess.

var (
	staticClass = regexp.MustCompile(`\sclass\s*=\s*"([^"]*)"`)
	staticID    = regexp.MustCompile(`\sid\s*=\s*"([^"]*)"`)
)

// templateLine returns the 1-based line and column of the element's
// opening tag in file's text within m, or 0, 0.
func templateLine(m *sourceMap, file string, ref *TemplateRef) (int, int) {
	text := sourceText(m, path.Base(file))
	if text == "" || ref.Tag == "" {
		return 0, 0
	}
	start := strings.Index(text, "<template")
	end := strings.LastIndex(text, "</template>")
	if start < 0 || end < start {
		return 0, 0
	}
	tagRe, err := regexp.Compile(`<` + regexp.QuoteMeta(ref.Tag) + `(?:\s[^>]*)?/?>`)
	if err != nil {
		return 0, 0
	}
	// A tag's score is how much of the element its static attributes
	// state: a class token each, and an id more than any class list.
	type candidate struct{ at, score int }
	var cands []candidate
	best := 0
	for _, loc := range tagRe.FindAllStringIndex(text[start:end], 200) {
		open := text[start+loc[0] : start+loc[1]]
		score := 0
		if m := staticClass.FindStringSubmatch(open); m != nil {
			tokens := strings.Fields(m[1])
			if !allIn(tokens, ref.Classes) {
				continue
			}
			score += len(tokens)
		}
		if m := staticID.FindStringSubmatch(open); m != nil {
			if m[1] != ref.ID {
				continue
			}
			score += 100
		}
		cands = append(cands, candidate{at: start + loc[0], score: score})
		best = max(best, score)
	}
	cands = slices.DeleteFunc(cands, func(c candidate) bool { return c.score < best })
	if len(cands) == 0 {
		return 0, 0
	}
	line, col := lineCol(text, cands[0].at)
	for _, c := range cands[1:] {
		if l, _ := lineCol(text, c.at); l != line {
			return 0, 0 // ambiguous: say nothing rather than guess
		}
	}
	return line, col
}

// sourceText is the original text of the source named base in m.
func sourceText(m *sourceMap, base string) string {
	for i, s := range m.Sources {
		if path.Base(s) == base && i < len(m.SourcesContent) && m.SourcesContent[i] != nil {
			return *m.SourcesContent[i]
		}
	}
	for _, s := range m.Sections {
		if s.Map != nil {
			if t := sourceText(s.Map, base); t != "" {
				return t
			}
		}
	}
	return ""
}

func allIn(tokens, set []string) bool {
	for _, t := range tokens {
		if !slices.Contains(set, t) {
			return false
		}
	}
	return true
}

// lineCol turns a byte offset into a 1-based line and column.
func lineCol(text string, at int) (int, int) {
	before := text[:at]
	line := strings.Count(before, "\n") + 1
	return line, at - strings.LastIndexByte(before, '\n')
}
