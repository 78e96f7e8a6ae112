package source

import (
	"context"
	"encoding/base64"
	"net/url"
	"os"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

// Where a cause's declaration is written comes from Chromium's own cascade
// (ADR 0022): CSS.getMatchedStylesForNode gives the rules that match the
// carrier in cascade order, each declaration with its range in its style
// sheet; the sheet's header gives its URL and where an inline sheet starts
// in its document; its text ends with the dev server's source map. Only the
// carriers of the findings kept are asked, one round trip each.

// declared is the declaration that sets a cause's property on its carrier.
type declared struct {
	prop   *proto.CSSCSSProperty
	rule   *proto.CSSCSSRule // nil: the style attribute
	sheet  proto.CSSStyleSheetID
	layers []string
}

// winner is the declaration of one of names that the cascade applies:
// important ones first, then the style attribute, then the matched rules
// from the last (the strongest) back.
func winner(m *proto.CSSGetMatchedStylesForNodeResult, names []string) *declared {
	find := func(st *proto.CSSCSSStyle, important bool) *proto.CSSCSSProperty {
		if st == nil {
			return nil
		}
		var got *proto.CSSCSSProperty
		for _, p := range st.CSSProperties {
			// A longhand a shorthand sets has no range of its own: the
			// shorthand, as written, is the declaration.
			if p.Disabled || p.Important != important || (p.Range == nil && p.Text == "" && st.Range != nil) {
				continue
			}
			for _, n := range names {
				if p.Name == n {
					got = p // the last one written wins within a block
				}
			}
		}
		return got
	}
	for _, important := range []bool{true, false} {
		if p := find(m.InlineStyle, important); p != nil {
			return &declared{prop: p}
		}
		for i := len(m.MatchedCSSRules) - 1; i >= 0; i-- {
			r := m.MatchedCSSRules[i].Rule
			if r == nil || (r.Origin != proto.CSSStyleSheetOriginRegular && r.Origin != proto.CSSStyleSheetOriginUserAgent) {
				continue
			}
			if p := find(r.Style, important); p != nil {
				d := &declared{prop: p, rule: r, sheet: r.StyleSheetID}
				for _, l := range r.Layers {
					d.layers = append(d.layers, l.Text)
				}
				return d
			}
		}
	}
	return nil
}

// sheetInfo is what a cause's source needs from one style sheet.
type sheetInfo struct {
	header *proto.CSSCSSStyleSheetHeader
	smap   *sourceMap // nil: none, or not readable
	// devFile is the file Vite injected the sheet from (its <style>'s
	// data-vite-dev-id), when it serves no map (css.devSourcemap is off
	// by default): its lines are read from disk to check each one.
	devFile  string
	devLines []string
}

// cascade reads, for each cause, the declaration that sets its property
// and where it is written. markup[i] is the markup line of cause i's
// carrier (its element's source): a style attribute's and a utility
// class's place.
func (r *sourceResolver) causes(ctx context.Context, page *rod.Page, pageURL string, causes []*RawCause, markup []*contract.Source) []*contract.Cause {
	out := make([]*contract.Cause, len(causes))
	ask := false
	for i, c := range causes {
		out[i] = c.Plain()
		if out[i] != nil && !c.Missing && c.Selector != "" {
			ask = true
		}
		if out[i] != nil && c.Inline && markup[i] != nil {
			out[i].Source = markupLine(markup[i])
		}
	}
	if !ask {
		return out
	}
	p := page.Context(ctx)
	sub, stop := context.WithCancel(ctx)
	defer stop()
	var mu sync.Mutex
	headers := map[proto.CSSStyleSheetID]*proto.CSSCSSStyleSheetHeader{}
	// The browser's feed, not the page's: a pooled tab's own event pump
	// may belong to a context that has ended.
	events := p.Browser().Context(sub).Event()
	go func() {
		for msg := range events {
			var e proto.CSSStyleSheetAdded
			if msg.SessionID == p.SessionID && msg.Method == e.ProtoEvent() && msg.Load(&e) && e.Header != nil {
				mu.Lock()
				headers[e.Header.StyleSheetID] = e.Header
				mu.Unlock()
			}
		}
	}()
	if err := (proto.DOMEnable{}).Call(p); err != nil {
		return out
	}
	defer func() { _ = proto.DOMDisable{}.Call(p) }()
	if err := (proto.CSSEnable{}).Call(p); err != nil {
		return out
	}
	defer func() { _ = proto.CSSDisable{}.Call(p) }()
	depth := 0
	doc, err := proto.DOMGetDocument{Depth: &depth}.Call(p)
	if err != nil || doc.Root == nil {
		return out
	}
	sheets := map[proto.CSSStyleSheetID]*sheetInfo{}
	header := func(id proto.CSSStyleSheetID) *proto.CSSCSSStyleSheetHeader {
		// The headers of the sheets already there are sent before
		// CSS.enable answers; this reader may still be behind.
		for range 50 {
			mu.Lock()
			h := headers[id]
			mu.Unlock()
			if h != nil || ctx.Err() != nil {
				return h
			}
			time.Sleep(2 * time.Millisecond)
		}
		return nil
	}
	matched := map[string]*proto.CSSGetMatchedStylesForNodeResult{} // by selector: carriers repeat
	lookup := func(c *RawCause, markup *contract.Source) *contract.Cause {
		m, ok := matched[c.Selector]
		if !ok {
			m = nil
			if q, err := (proto.DOMQuerySelector{NodeID: doc.Root.NodeID, Selector: c.Selector}).Call(p); err == nil && q.NodeID != 0 {
				m, _ = proto.CSSGetMatchedStylesForNode{NodeID: q.NodeID}.Call(p)
			}
			matched[c.Selector] = m
		}
		if m == nil {
			return nil
		}
		d := winner(m, c.Names)
		if d == nil {
			return nil
		}
		o := c.Plain()
		o.Property, o.Value = d.prop.Name, contract.Clip(d.prop.Value, 80)
		if d.rule == nil {
			o.Rule, o.Source = "style", markupLine(markup)
			return o
		}
		if d.rule.Origin == proto.CSSStyleSheetOriginUserAgent {
			o.Rule, o.Source = "the browser's default", nil
			return o
		}
		o.Rule = contract.Clip(d.rule.SelectorList.Text, 120)
		s := sheets[d.sheet]
		if s == nil {
			s = &sheetInfo{header: header(d.sheet)}
			s.smap = r.sheetMap(p, d.sheet, s.header)
			if s.smap == nil {
				s.devFile, s.devLines = devSheet(p, s.header)
			}
			sheets[d.sheet] = s
		}
		file, line := r.declLine(pageURL, s, d.prop)
		if token := utilityToken(d.rule.SelectorList.Text, c.Classes); token != "" && (file == "" || frameworkFile(file) || hasLayer(d.layers, "utilities")) {
			// A generated utility sheet's line says nothing: the class is
			// written in the markup.
			o.Rule, o.Source = token, markupLine(markup)
			return o
		}
		if file != "" && !frameworkFile(file) {
			o.Source = &contract.Source{File: file, Line: line}
		}
		return o
	}
	for i, c := range causes {
		if out[i] == nil || c.Missing || c.Selector == "" {
			continue
		}
		if c.Else == nil && c.Inline {
			continue // the style attribute's: nothing to ask
		}
		// The page's first guess, else its alternative (a box taller than
		// its card: its own height, else the card's), when that one is
		// the one declared.
		for h, at := c, markup[i]; h != nil; h, at = h.Else, nil {
			if h.Element == "" {
				at = markup[i]
			}
			if h.Missing {
				out[i] = h.Plain() // nothing declared before it: the default is the cause
				break
			}
			if got := lookup(h, at); got != nil {
				out[i] = got
				break
			}
		}
	}
	return out
}

// markupLine is an element's source without its column and component: the
// line that writes its class or style attribute.
func markupLine(s *contract.Source) *contract.Source {
	if s == nil || s.File == "" || s.Line == 0 {
		return nil
	}
	return &contract.Source{File: s.File, Line: s.Line}
}

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
		line := devLine(s.devLines, rg.StartLine+1, prop.Text)
		if line == 0 {
			return "", 0
		}
		if root := r.servedRoot(s.devFile); root != "" {
			return strings.TrimPrefix(s.devFile, root), line
		}
		return displayPath(s.devFile, r.root, r.origin), line
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

// utilityToken is the class a one-class selector (with its variants:
// .md\:w-\[560px\], .hover\:x:hover) matches, as the markup writes it, when
// the carrier has it.
func utilityToken(selector string, classes []string) string {
	sel := strings.TrimSpace(selector)
	if !strings.HasPrefix(sel, ".") || strings.ContainsAny(sel, " >+~,") {
		return ""
	}
	var b strings.Builder
	esc := false
	for _, ch := range sel[1:] {
		if !esc && ch == '\\' {
			esc = true
			continue
		}
		esc = false
		b.WriteRune(ch)
	}
	un := b.String()
	for _, c := range classes {
		if un == c || strings.HasPrefix(un, c+":") {
			return c
		}
	}
	return ""
}

func hasLayer(layers []string, name string) bool {
	for _, l := range layers {
		if l == name {
			return true
		}
	}
	return false
}

// devSheet is the file a Vite dev <style> was injected from and its lines
// on disk (the dev server is local), or "" when the sheet's owner is not
// one or the file cannot be read.
func devSheet(p *rod.Page, h *proto.CSSCSSStyleSheetHeader) (string, []string) {
	if h == nil || h.OwnerNode == 0 {
		return "", nil
	}
	d, err := proto.DOMDescribeNode{BackendNodeID: h.OwnerNode}.Call(p)
	if err != nil || d.Node == nil {
		return "", nil
	}
	file := ""
	for i := 0; i+1 < len(d.Node.Attributes); i += 2 {
		if d.Node.Attributes[i] == "data-vite-dev-id" {
			file = d.Node.Attributes[i+1]
		}
	}
	if !strings.HasPrefix(file, "/") || frameworkFile(file) {
		return "", nil
	}
	file, _, _ = strings.Cut(file, "?")
	st, err := os.Stat(file)
	if err != nil || st.Size() > maxDevSheet {
		return "", nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", nil
	}
	return file, strings.Split(string(b), "\n")
}

// maxDevSheet bounds the stylesheet read from disk to check a line.
const maxDevSheet = 1 << 20

// devLine is the line of a Vite-served sheet's source file that writes a
// declaration: the served line when the file has the declaration there
// (plain CSS and CSS modules keep their lines), else the one line that
// has it; 0 when it is on none or on several, rather than a guess.
func devLine(lines []string, served int, text string) int {
	text = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text), ";"))
	if text == "" {
		return 0
	}
	if served >= 1 && served <= len(lines) && strings.Contains(lines[served-1], text) {
		return served
	}
	found := 0
	for i, l := range lines {
		if strings.Contains(l, text) {
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
