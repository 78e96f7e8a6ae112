package source

import (
	"encoding/base64"
	"net/url"
	"os"
	"path"
	"regexp"
	"strings"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// Where in a file a style sheet's declaration is written: through the
// sheet's source map, or on Vite, which serves none by default, through the
// file its <style> names; an inline sheet's line in its document, a linked
// sheet's own.

// sheetMap is a style sheet's source map: an inline data: URL (Vite's CSS
// in dev), else nil.
func (r *sourceResolver) sheetMap(p *rod.Page, id proto.CSSStyleSheetID, h *proto.CSSCSSStyleSheetHeader) *sourceMap {
	ref := ""
	if h != nil && strings.HasPrefix(h.SourceMapURL, "data:") {
		ref = h.SourceMapURL
	} else if text, err := (proto.CSSGetStyleSheetText{StyleSheetID: id}).Call(p); err == nil {
		ref = sourceMappingURL(text.Text)
	}
	data, ok := strings.CutPrefix(ref, "data:")
	if !ok {
		return nil
	}
	meta, payload, _ := strings.Cut(data, ",")
	var raw []byte
	if strings.HasSuffix(meta, ";base64") {
		b, err := base64.StdEncoding.DecodeString(payload)
		if err != nil {
			return nil
		}
		raw = b
	} else {
		s, err := url.PathUnescape(payload)
		if err != nil {
			return nil
		}
		raw = []byte(s)
	}
	base := r.origin + "/"
	if h != nil && h.SourceURL != "" {
		base = h.SourceURL
	}
	m := parseSourceMap(raw, base, false)
	if m == nil {
		return nil
	}
	return m.settle()
}

// declLine is where a declaration is written: through the sheet's source
// map; else an inline sheet's line in its document, or a linked sheet's
// own line; "" when neither says.
func (r *sourceResolver) declLine(pageURL string, s *sheetInfo, prop *proto.CSSCSSProperty) (string, int) {
	rg := prop.Range
	if rg == nil {
		return "", 0
	}
	if s.smap != nil {
		file, line, _, ok := s.smap.lookup(rg.StartLine, rg.StartColumn)
		if !ok {
			return "", 0
		}
		return displayPath(file, r.root, r.origin), line + 1
	}
	if s.devFile != "" {
		line := devLine(s.devLines, rg.StartLine+1, prop.Name)
		if line == 0 {
			return "", 0
		}
		return r.devPath(s.devFile), line
	}
	h := s.header
	if h == nil || h.IsConstructed {
		return "", 0
	}
	if h.IsInline {
		if file := documentFile(h.SourceURL); file != "" && h.SourceURL == pageURL {
			return file, int(h.StartLine) + rg.StartLine + 1
		}
		return "", 0
	}
	if originOf(h.SourceURL) != r.origin || r.origin == "" {
		return "", 0
	}
	u, err := url.Parse(h.SourceURL)
	if err != nil || strings.Contains(u.Path, "..") {
		return "", 0
	}
	return strings.TrimPrefix(u.Path, "/"), rg.StartLine + 1
}

// devSheet is the file a Vite dev <style> was injected from and its lines
// on disk (the dev server is local), or "" when the sheet's owner is not
// one or the file cannot be read.
func devSheet(p *rod.Page, h *proto.CSSCSSStyleSheetHeader) (string, []string) {
	file := ""
	if h == nil || h.OwnerNode == 0 {
		return "", nil
	}
	d, err := proto.DOMDescribeNode{BackendNodeID: h.OwnerNode}.Call(p)
	if err != nil || d.Node == nil {
		return "", nil
	}
	for i := 0; i+1 < len(d.Node.Attributes); i += 2 {
		if d.Node.Attributes[i] == "data-vite-dev-id" {
			file = d.Node.Attributes[i+1]
		}
	}
	lines := readDevFile(file)
	if lines == nil {
		return "", nil
	}
	return file, lines
}

// devFile is readDevFile, once per capture.
func (r *sourceResolver) devFile(file string) []string {
	if r.devFiles == nil {
		r.devFiles = map[string][]string{}
	}
	if lines, ok := r.devFiles[file]; ok {
		return lines
	}
	lines := readDevFile(file)
	r.devFiles[file] = lines
	return lines
}

// devPath names a Vite-served file as the page's scripts are named.
func (r *sourceResolver) devPath(file string) string {
	if root := r.servedRoot(file); root != "" {
		return strings.TrimPrefix(file, root)
	}
	return displayPath(file, r.root, r.origin)
}

// readDevFile is the lines of the file a Vite dev <style> names (its
// data-vite-dev-id, an absolute path: the dev server is local), or nil
// when it is not one or cannot be read.
func readDevFile(file string) []string {
	if !strings.HasPrefix(file, "/") || frameworkFile(file) {
		return nil
	}
	file, _, _ = strings.Cut(file, "?")
	st, err := os.Stat(file)
	if err != nil || st.Size() > maxDevSheet {
		return nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	return strings.Split(string(b), "\n")
}

// maxDevSheet bounds the stylesheet read from disk to check a line.
const maxDevSheet = 1 << 20

// devLine is the line of a Vite-served sheet's source file that writes a
// declaration of name: the served line when the file has it there (plain
// CSS and CSS modules keep their lines), else the one line that has it; 0
// when it is on none or on several, rather than a guess.
func devLine(lines []string, served int, name string) int {
	if name == "" {
		return 0
	}
	decl := regexp.MustCompile(`(?:^|[\s;{])` + regexp.QuoteMeta(name) + `\s*:`)
	if served >= 1 && served <= len(lines) && decl.MatchString(lines[served-1]) {
		return served
	}
	found := 0
	for i, l := range lines {
		if decl.MatchString(l) {
			if found != 0 {
				return 0
			}
			found = i + 1
		}
	}
	return found
}

// servedRoot is the folder the dev server serves the page's scripts from,
// the one an absolute file lies in: the nearest ancestor of abs under
// which a script the page loaded exists by its URL path. Files are then
// named as the page's scripts are ("src/x.css", like "src/x.jsx"), not
// from a workspace above it.
func (r *sourceResolver) servedRoot(abs string) string {
	for dir := path.Dir(abs); dir != "/" && dir != "."; dir = path.Dir(dir) {
		for u := range r.scripts {
			if originOf(u) != r.origin {
				continue
			}
			q, err := url.Parse(u)
			if err != nil || q.Path == "" || q.Path == "/" || strings.HasPrefix(q.Path, "/@") || strings.HasPrefix(q.Path, "/node_modules/") {
				continue
			}
			if st, err := os.Stat(dir + q.Path); err == nil && !st.IsDir() {
				return dir + "/"
			}
		}
	}
	return ""
}
