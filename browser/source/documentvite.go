package source

import (
	"regexp"
	"strings"

	"golang.org/x/net/html"
)

// Vite serves an HTML page with tags of its own added (its client, a
// framework's refresh preamble, a devtools overlay), so the served lines
// run ahead of the file's. viteOriginal takes them out again, exactly as
// Vite adds them (vite/src/node/plugins/html.ts: each tag is its indent,
// the tag and a newline; a group prepended to <head> or <body> comes
// after one more newline), so the lines are the file's. Other text is left
// as served.
func viteOriginal(served string) string {
	if !strings.Contains(served, "/@vite/client") {
		return served
	}
	var cut [][2]int // byte ranges to remove, in order
	z := html.NewTokenizer(strings.NewReader(served))
	pos := 0
	script, start, inline := false, 0, ""
	injected := false
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		n := len(z.Raw())
		switch tt {
		case html.StartTagToken:
			name, more := z.TagName()
			if string(name) == "script" {
				script, start, inline, injected = true, pos, "", false
				for more {
					var k, v []byte
					k, v, more = z.TagAttr()
					if string(k) == "src" && strings.HasPrefix(string(v), "/@") {
						injected = true
					}
				}
			}
		case html.TextToken:
			if script {
				inline += string(z.Raw())
			}
		case html.EndTagToken:
			if name, _ := z.TagName(); script && string(name) == "script" {
				script = false
				if injected || viteInline.MatchString(inline) {
					cut = append(cut, [2]int{start, pos + n})
				}
			}
		}
		pos += n
	}
	if len(cut) == 0 {
		return served
	}
	var b strings.Builder
	last := 0
	for _, c := range cut {
		from, to := c[0], c[1]
		// The tag's own line: its indent before, its newline after.
		lineStart := strings.LastIndexByte(served[:from], '\n') + 1
		if strings.Trim(served[lineStart:from], " \t") != "" || lineStart < last || to >= len(served) || served[to] != '\n' {
			continue // not laid out as Vite lays out its tags: leave it
		}
		from, to = lineStart, to+1
		// The first of a group prepended to <head> or <body> follows the
		// open tag and one newline Vite added.
		if from > last && from >= 1 && served[from-1] == '\n' && openTagBefore.MatchString(served[last:from-1]) {
			from--
		}
		b.WriteString(served[last:from])
		last = to
	}
	b.WriteString(served[last:])
	return b.String()
}

var (
	viteInline    = regexp.MustCompile(`["'](?:/@react-refresh|/@vite/|/@id/)`)
	openTagBefore = regexp.MustCompile(`(?i)<(?:head|body)\b[^>]*>$`)
)
