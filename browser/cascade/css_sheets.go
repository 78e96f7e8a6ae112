package cascade

import (
	"encoding/base64"
	"net/url"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/source"
)

// Where in a file a style sheet's declaration is written: through the
// sheet's source map, or on Vite, which serves none by default, through the
// file its <style> names; an inline sheet's line in its document, a linked
// sheet's own.

// sheetMap is a style sheet's source map: an inline data: URL (Vite's CSS
// in dev), or a URL on the page's origin fetched through the page
// (Angular's component styles name /x.css.map), else nil.
func (r *resolver) sheetMap(p *rod.Page, world proto.RuntimeExecutionContextID, id proto.CSSStyleSheetID, h *proto.CSSCSSStyleSheetHeader) source.Lookup {
	ref := ""
	if h != nil && strings.HasPrefix(h.SourceMapURL, "data:") {
		ref = h.SourceMapURL
	} else if text, err := (proto.CSSGetStyleSheetText{StyleSheetID: id}).Call(p); err == nil {
		ref = source.SourceMappingURL(text.Text)
	}
	data, ok := strings.CutPrefix(ref, "data:")
	if !ok {
		return r.remoteSheetMap(p, world, ref, h)
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
	return source.ParseMap(raw, base)
}

// remoteSheetMap fetches a sheet's map named by URL, resolved against the
// sheet's own URL (an inline sheet's is its document's), when it is on the
// page's origin; nil otherwise.
func (r *resolver) remoteSheetMap(p *rod.Page, world proto.RuntimeExecutionContextID, ref string, h *proto.CSSCSSStyleSheetHeader) source.Lookup {
	if ref == "" || r.origin == "" {
		return nil
	}
	base, err := url.Parse(r.origin + "/")
	if h != nil && h.SourceURL != "" {
		base, err = url.Parse(h.SourceURL)
	}
	if err != nil {
		return nil
	}
	u, err := base.Parse(ref)
	if err != nil || source.OriginOf(u.String()) != r.origin {
		return nil
	}
	return r.src.FetchMap(p, world, u.String())
}

// declLine is where a declaration is written: through the sheet's source
// map; else an inline sheet's line in its document, or a linked sheet's
// own line; "" when neither says. A dependency's sheet is named even
// where no line agrees by value: its line is then the one under selector
// that writes the property (ruleLine), or none.
func (r *resolver) declLine(pageURL string, s *sheetInfo, selector string, prop *proto.CSSCSSProperty) (string, int) {
	rg := prop.Range
	if rg == nil {
		return "", 0
	}
	if s.smap != nil {
		file, line, _, ok := s.smap(rg.StartLine, rg.StartColumn)
		if !ok {
			return "", 0
		}
		return r.src.DisplayPath(file), line + 1
	}
	if s.devFile != "" {
		line := sheetLine(s.devLines, rg.StartLine+1, selector, prop.Name, prop.Value, s.devFile)
		if line == 0 && dependencyPath(s.devFile) == "" {
			return "", 0
		}
		return r.devPath(s.devFile), line
	}
	h := s.header
	if h == nil || h.IsConstructed {
		return "", 0
	}
	if h.IsInline {
		if file := source.DocumentFile(h.SourceURL); file != "" && h.SourceURL == pageURL {
			return file, int(h.StartLine) + rg.StartLine + 1
		}
		return "", 0
	}
	if source.OriginOf(h.SourceURL) != r.origin || r.origin == "" {
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
func (r *resolver) devSheet(p *rod.Page, h *proto.CSSCSSStyleSheetHeader) (string, []string) {
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
			file = r.devID(d.Node.Attributes[i+1])
		}
	}
	lines := readDevFile(file)
	if lines == nil {
		return "", nil
	}
	return file, lines
}

// devFile is readDevFile, once per capture.
func (r *resolver) devFile(file string) []string {
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

// serverDir is the dev server's working directory, found once per
// capture from the process listening on the page's port; "" when none is
// found (not Linux, not local).
func (r *resolver) serverDir() string {
	if !r.devDirKnown {
		r.devDirKnown = true
		if u, err := url.Parse(r.origin); err == nil {
			if port, err := strconv.Atoi(u.Port()); err == nil {
				r.devDir = devServerDir(port)
			}
		}
	}
	return r.devDir
}

// projectFile is the lines of a file named as sources are (relative to
// the project), read under the dev server's working directory (found once
// per capture) or a project folder above it, or nil: with no dev server
// found nothing is read (never from this process's own directory), and a
// path that is absolute, leaves the project or is a dependency's is not
// read, whatever the page names.
func (r *resolver) projectFile(rel string) []string {
	if rel == "" || path.IsAbs(rel) || strings.HasPrefix(path.Clean(rel), "..") || source.FrameworkFile(rel) {
		return nil
	}
	if r.serverDir() == "" {
		return nil
	}
	// A workspace's packages are named from its root (packages/ui/...),
	// above the app folder its dev server runs in (apps/web): a folder
	// above is tried only if it is a project's (a lockfile, .git or a
	// package.json), and none above the workspace's root.
	for dir, up := r.devDir, 0; up < 4; dir, up = path.Dir(dir), up+1 {
		marker := source.HasMarker(dir, source.ProjectMarkers[0])
		if up == 0 || marker || source.HasMarker(dir, source.ProjectMarkers[1]) {
			if _, err := os.Stat(path.Join(dir, path.Clean(rel))); err == nil {
				return r.devFile(path.Join(dir, path.Clean(rel)))
			}
		}
		if marker || dir == "/" || dir == "." {
			break
		}
	}
	return nil
}

// markupFile is the lines of an element's source file: read where it is
// when the source names it absolutely (no project folder was found for
// it), else as projectFile.
func (r *resolver) markupFile(file string) []string {
	if path.IsAbs(file) {
		return r.devFile(file)
	}
	return r.projectFile(file)
}

// devPath names a Vite-served file as the page's scripts are named, a
// dependency's from its node_modules folder.
func (r *resolver) devPath(file string) string {
	file, _, _ = strings.Cut(file, "?") // a component's style block: its file
	if dep := dependencyPath(file); dep != "" {
		return dep
	}
	if root := r.servedRoot(file); root != "" {
		return strings.TrimPrefix(file, root)
	}
	return r.src.DisplayPath(file)
}

// readDevFile is the lines of the file a Vite dev <style> names (its
// data-vite-dev-id, an absolute path: the dev server is local), or nil
// when it is not one or cannot be read.
func readDevFile(file string) []string {
	file, _, _ = strings.Cut(file, "?")
	if !strings.HasPrefix(file, "/") || (source.FrameworkFile(file) && !dependencySheet(file)) {
		return nil
	}
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

// devLine is the line of a Vite-served sheet's source file that writes the
// declaration name: value: the served line when the file has it there
// (plain CSS and CSS modules keep their lines); in a component's style
// block (dev names it ...?vue&type=style&index=N, Astro's and Svelte's
// alike) the served line counted from that block's <style> tag; else the
// one line that writes the property with this value; 0 when none of these
// holds, rather than a guess. With a value, a line must write it.
func devLine(lines []string, served int, name, value, dev string) int {
	if name == "" {
		return 0
	}
	decl := regexp.MustCompile(`(?:^|[\s;{])` + regexp.QuoteMeta(name) + `\s*:`)
	writes := func(n int) bool { return n >= 1 && n <= len(lines) && decl.MatchString(lines[n-1]) }
	want := normalValue(value)
	valueAt := func(n int) string {
		l := lines[n-1]
		v, _, _ := strings.Cut(l[decl.FindStringIndex(l)[1]:], ";")
		return normalValue(v)
	}
	// A line counts only where it writes this value too: the property
	// alone names the wrong rule when the declaration was generated
	// (.sidebar { @apply w-[900px] } above .main { width: 100% }).
	agrees := func(n int) bool { return want == "" || valueAt(n) == want }
	if writes(served) && agrees(served) {
		return served
	}
	if tag := styleBlockLine(lines, dev); tag > 0 {
		// The block's text starts on its tag's line, or on the next one;
		// the count is trusted only where the value agrees.
		for _, n := range []int{tag + served - 1, tag + served} {
			if writes(n) && (want == "" || valueAt(n) == want) {
				return n
			}
		}
	}
	var found []int
	for i := range lines {
		if writes(i + 1) {
			found = append(found, i+1)
		}
	}
	if len(found) == 1 && agrees(found[0]) {
		return found[0]
	}
	if want == "" {
		return 0
	}
	match := 0
	for _, n := range found {
		if valueAt(n) == want {
			if match != 0 {
				return 0
			}
			match = n
		}
	}
	return match
}

// styleBlockLine is the line of the <style> tag a component's style
// block N opens with (dev ends in ?...type=style&index=N), or 0.
func styleBlockLine(lines []string, dev string) int {
	_, query, ok := strings.Cut(dev, "?")
	if !ok {
		return 0
	}
	q, err := url.ParseQuery(query)
	if err != nil || q.Get("type") != "style" {
		return 0
	}
	index := 0 // Svelte's one block names no index
	if n := q.Get("index"); n != "" {
		if index, err = strconv.Atoi(n); err != nil || index < 0 {
			return 0
		}
	}
	for i, l := range lines {
		if strings.Contains(l, "<style") {
			if index == 0 {
				return i + 1
			}
			index--
		}
	}
	return 0
}

// normalValue is a declared value as a comparison sees it: no
// !important, no trailing semicolon or brace, single spaces, lower case.
func normalValue(v string) string {
	v = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(v), ";}"))
	v = strings.TrimSpace(strings.TrimSuffix(v, "!important"))
	return strings.ToLower(strings.Join(strings.Fields(v), " "))
}

// servedRoot is the folder the dev server serves the page's scripts from,
// the one an absolute file lies in: the nearest ancestor of abs under
// which a script the page loaded exists by its URL path. Files are then
// named as the page's scripts are ("src/x.css", like "src/x.jsx"), not
// from a workspace above it.
func (r *resolver) servedRoot(abs string) string {
	for dir := path.Dir(abs); dir != "/" && dir != "."; dir = path.Dir(dir) {
		for u := range r.scripts {
			if source.OriginOf(u) != r.origin {
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
