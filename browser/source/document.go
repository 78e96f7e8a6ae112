package source

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

// A plain HTML page (no framework, no source map, no template) is its own
// source: the document the dev server served from the project folder. An
// element the page's HTML holds is named by that file and the line of its
// opening tag, found in the raw HTML by the element's id, else by its tag,
// its exact class attribute and its place among the elements with both.
// source.js counts that place in the live DOM; when the live DOM and the
// served HTML disagree (a script added or removed such elements), the
// element gets no line: rather no source than a wrong one.

//go:embed js/document.js
var documentJS string

// HTMLRef is an element of the live DOM to find in the served HTML.
type HTMLRef struct {
	Tag   string `json:"tag"`   // lower case
	ID    string `json:"id"`    // its id, when it has one
	Class string `json:"class"` // its class attribute exactly, when it has no id
	Index int    `json:"index"` // 0-based, among the live elements with the same id, or tag and class
	Count int    `json:"count"` // how many live elements have them
	// Text: the element is found by its tag alone (a <style> holding a
	// cause's rule), and its line is where its text starts, after the tag.
	Text bool `json:"text,omitempty"`
}

// htmlTag is an opening tag in the served HTML.
type htmlTag struct {
	tag, id, class string
	hasClass       bool
	line           int
	end            int // the line the tag ends on, where its text starts
}

// htmlTags lists the opening tags of an HTML text in document order, with
// the 1-based line each starts on. Comments, the text of raw-text elements
// (script, style, textarea, title) and the content of <template> (which
// the live DOM keeps outside the document) hold no tags.
func htmlTags(raw string) []htmlTag {
	z := html.NewTokenizer(strings.NewReader(raw))
	var out []htmlTag
	line, inTemplate := 1, 0
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out
		}
		start := line
		line += bytes.Count(z.Raw(), []byte{'\n'})
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			name, more := z.TagName()
			t := htmlTag{tag: strings.ToLower(string(name)), line: start, end: line}
			var seen [2]bool // attributes after the first of a name are dropped, as the parser does
			for more {
				var k, v []byte
				k, v, more = z.TagAttr()
				switch string(k) {
				case "id":
					if !seen[0] {
						t.id, seen[0] = string(v), true
					}
				case "class":
					if !seen[1] {
						t.class, t.hasClass, seen[1] = string(v), true, true
					}
				}
			}
			if inTemplate == 0 {
				out = append(out, t)
			}
			if t.tag == "template" && tt == html.StartTagToken {
				inTemplate++
			}
		case html.EndTagToken:
			if name, _ := z.TagName(); string(name) == "template" && inTemplate > 0 {
				inTemplate--
			}
		}
	}
}

// documentLine is the 1-based line of ref's opening tag in the raw HTML,
// or 0 when the HTML does not hold it exactly as the live DOM does.
func documentLine(raw string, ref *HTMLRef) int {
	if ref == nil || ref.Tag == "" || ref.Count < 1 || ref.Index < 0 || ref.Index >= ref.Count {
		return 0
	}
	return lineIn(htmlTags(raw), ref)
}

func lineIn(tags []htmlTag, ref *HTMLRef) int {
	if ref.Text {
		var match []htmlTag
		for _, t := range tags {
			if t.tag == ref.Tag {
				match = append(match, t)
			}
		}
		if len(match) != ref.Count {
			return 0
		}
		return match[ref.Index].end
	}
	var match []htmlTag
	for _, t := range tags {
		if ref.ID != "" && t.id == ref.ID || ref.ID == "" && t.hasClass && t.class == ref.Class && t.tag == ref.Tag {
			match = append(match, t)
		}
	}
	if len(match) != ref.Count || ref.ID == "" && ref.Class == "" {
		return 0
	}
	if t := match[ref.Index]; t.tag == ref.Tag {
		return t.line
	}
	return 0
}

// DocumentFile is the project-relative file a dev server serves for a
// page URL: its path, a folder's index.html; "" when the path does not
// name an HTML file.
func DocumentFile(pageURL string) string {
	u, err := url.Parse(pageURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	p := u.Path
	if p == "" || strings.HasSuffix(p, "/") {
		p += "index.html"
	}
	if lower := strings.ToLower(p); !strings.HasSuffix(lower, ".html") && !strings.HasSuffix(lower, ".htm") {
		return ""
	}
	p = strings.TrimPrefix(p, "/")
	if p == "" || strings.Contains(p, "..") {
		return ""
	}
	return p
}

// documentHTML is the page's document as its server sent it: the
// renderer's copy of the main frame's resource, else fetched again from the
// page's own origin (from the HTTP cache when it can) in the capture's
// isolated world. "" when it is not HTML or larger than
// contract.Limits.DocumentBytes.
func documentHTML(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, pageURL string) string {
	docURL, _, _ := strings.Cut(pageURL, "#")
	p := page.Context(ctx)
	if res, err := (proto.PageGetResourceContent{FrameID: page.FrameID, URL: docURL}).Call(p); err == nil {
		if text, ok := decodeBody(res.Content, res.Base64Encoded); ok && len(text) <= contract.Limits.DocumentBytes && utf8.ValidString(text) {
			return text
		}
		return ""
	}
	// Fetched again: within the time the maps get, so the screenshot's
	// wait for naming stays short.
	ctx, cancel := context.WithTimeout(ctx, contract.Limits.SourceMapFetch)
	defer cancel()
	p = page.Context(ctx)
	arg, _ := json.Marshal(contract.Limits.DocumentBytes)
	call := proto.RuntimeEvaluate{Expression: fmt.Sprintf("(%s)(%s)", documentJS, arg), ReturnByValue: true, AwaitPromise: true}
	if world != 0 {
		call.ContextID = world
	}
	res, err := call.Call(p)
	if err != nil || res.ExceptionDetails != nil || res.Result.Value.Nil() {
		return ""
	}
	return res.Result.Value.Str()
}

// documentSources names, for each element with no source yet that
// source.js found in a plain HTML document, the served file and the line of
// its opening tag. It does nothing when another element has a framework's
// source: the page is an app whose DOM its scripts made.
func documentSources(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, pageURL string, raws []*Raw, out []*contract.Source) {
	file := DocumentFile(pageURL)
	if file == "" {
		return
	}
	want := false
	for i, r := range raws {
		if r == nil {
			continue
		}
		if r.Via != "" && r.Via != "html" && out[i] != nil && out[i].File != "" {
			return
		}
		want = want || r.HTML != nil && out[i] == nil
	}
	if !want || ctx.Err() != nil {
		return
	}
	text := documentHTML(ctx, page, world, pageURL)
	if text == "" {
		return
	}
	tags := htmlTags(viteOriginal(text))
	for i, r := range raws {
		if r == nil || r.HTML == nil || out[i] != nil {
			continue
		}
		ref := r.HTML
		if ref.Tag == "" || ref.Count < 1 || ref.Index < 0 || ref.Index >= ref.Count {
			continue
		}
		if line := lineIn(tags, ref); line > 0 {
			out[i] = &contract.Source{File: file, Line: line}
		}
	}
}
