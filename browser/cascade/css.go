package cascade

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/source"
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
	rule   *proto.CSSCSSRule // nil: the style attribute, or a presentational one (attr)
	attr   bool
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
	// A presentational attribute (<img width>, <td nowrap>) ranks under
	// every rule.
	if m.AttributesStyle != nil {
		for _, p := range m.AttributesStyle.CSSProperties {
			for _, n := range names {
				if p.Name == n {
					return &declared{prop: p, attr: true}
				}
			}
		}
	}
	return nil
}

// resolver is one capture's cascade reading: the source naming it runs
// in, and the dev server's files it read.
type resolver struct {
	src     source.Resolver
	origin  string                   // the page's
	scripts map[string]source.Script // the page's script responses, by URL
	// devFiles are the Vite-served stylesheets read from disk this capture.
	devFiles map[string][]string
	// devDir is the dev server's working directory, where a bundled
	// sheet's project-relative names are read (looked up once).
	devDir      string
	devDirKnown bool
}

// sheetInfo is what a cause's source needs from one style sheet.
type sheetInfo struct {
	header *proto.CSSCSSStyleSheetHeader
	smap   source.Lookup // nil: none, or not readable
	// devFile is the file Vite injected the sheet from (its <style>'s
	// data-vite-dev-id), when it serves no map (css.devSourcemap is off
	// by default): its lines are read from disk to check each one.
	devFile  string
	devLines []string
}

// settled is what the cascade said for one cause: the guess it settled
// on (nil: none was declared) and that guess's declaration and sheet.
type settled struct {
	guess *RawCause
	d     *declared
	sheet *sheetInfo
	// answered: the cascade was asked of every guess and declares none.
	answered bool
}

// readCascade asks Chromium, for each cause, which of its guesses a rule
// or style attribute declares, and reads the sheets those rules are in. It
// only reads the page and r.origin, so it runs beside the rest of the
// naming; causes turns its answers into Causes afterwards.
func (r *resolver) readCascade(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, causes []*RawCause) []settled {
	out := make([]settled, len(causes))
	ask := false
	for _, c := range causes {
		if c != nil && c.Ask {
			ask = true
		}
	}
	if !ask {
		return out
	}
	// Bounded: a cause the cascade has not answered in time keeps what
	// the page saw, rather than holding the capture.
	ctx, cancel := context.WithTimeout(ctx, contract.Limits.CauseLookup)
	defer cancel()
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
	// Tabs are reused (ADR 0018): both domains are turned off again, even
	// when the time box ran out.
	off := func(req interface{ Call(proto.Client) error }) {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
		defer cancel()
		_ = req.Call(page.Context(ctx))
	}
	if err := (proto.DOMEnable{}).Call(p); err != nil {
		return out
	}
	defer off(proto.DOMDisable{})
	if err := (proto.CSSEnable{}).Call(p); err != nil {
		return out
	}
	defer off(proto.CSSDisable{})
	depth := 0
	doc, err := proto.DOMGetDocument{Depth: &depth}.Call(p)
	if err != nil || doc.Root == nil {
		return out
	}
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
	match := func(sel string) *proto.CSSGetMatchedStylesForNodeResult {
		q, err := proto.DOMQuerySelector{NodeID: doc.Root.NodeID, Selector: sel}.Call(p)
		if err != nil || q.NodeID == 0 {
			return nil
		}
		m, _ := proto.CSSGetMatchedStylesForNode{NodeID: q.NodeID}.Call(p)
		return m
	}
	// Every first guess's carrier at once: the renderer answers them in
	// turn, without a round trip's wait between. Carriers repeat.
	matched := map[string]*proto.CSSGetMatchedStylesForNodeResult{}
	asked := map[string]bool{}
	var wg sync.WaitGroup
	for _, c := range causes {
		if c == nil || !c.Ask || c.Missing || c.Selector == "" || c.Inline || asked[c.Selector] {
			continue
		}
		asked[c.Selector] = true
		wg.Go(func() {
			m := match(c.Selector)
			mu.Lock()
			matched[c.Selector] = m
			mu.Unlock()
		})
	}
	wg.Wait()
	sheets := map[proto.CSSStyleSheetID]*sheetInfo{}
	for i, c := range causes {
		if c == nil || !c.Ask || c.Property == "" || c.Missing || c.Selector == "" {
			continue
		}
		// The page's first guess, else the next (a box taller than its
		// card: its own height, else the card's), when that one is the
		// one declared; a declaration nobody wrote ends the chain.
		out[i].answered = true
		for h := c; h != nil; h = h.Else {
			if h.Missing {
				out[i].guess = h
				break
			}
			m, ok := matched[h.Selector]
			if !ok {
				m = match(h.Selector)
				matched[h.Selector] = m
			}
			if m == nil {
				// The cascade did not answer (the time box, a node gone):
				// that says nothing of this guess, so no later one is
				// taken for it; the cause keeps what the page saw.
				out[i].answered = false
				break
			}
			d := winner(m, h.Names)
			if d == nil || roomWidth(d.prop) || tooNarrow(d.prop, h.Least) {
				continue
			}
			out[i] = settled{guess: h, d: d}
			if d.rule != nil && d.rule.Origin != proto.CSSStyleSheetOriginUserAgent {
				s := sheets[d.sheet]
				if s == nil {
					s = &sheetInfo{header: header(d.sheet)}
					s.smap = r.sheetMap(p, world, d.sheet, s.header)
					if s.smap == nil {
						s.devFile, s.devLines = r.devSheet(p, s.header)
					}
					sheets[d.sheet] = s
				}
				out[i].sheet = s
			}
			break
		}
	}
	return out
}

// roomWidth reports a width that is a share of the room the box has
// (width: 100%): it does not make a box too wide, so the page's next
// guess is the cause (findings.js says the same).
func roomWidth(p *proto.CSSCSSProperty) bool {
	switch p.Name {
	case "width", "inline-size", "flex-basis", "flex":
	default:
		return false
	}
	v := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p.Value), "!important"))
	n, ok := strings.CutSuffix(v, "%")
	f, err := strconv.ParseFloat(n, 64)
	return ok && err == nil && f <= 100
}

// tooNarrow reports a declared length, in px, that cannot make the box
// as wide as it is (least px, 0: not asked): it does not explain the box
// (findings.js says the same for the page's own sheets). A value it cannot
// read in px (rem, calc, a variable) might, and is kept.
func tooNarrow(p *proto.CSSCSSProperty, least float64) bool {
	v := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p.Value), "!important"))
	n, ok := strings.CutSuffix(v, "px")
	f, err := strconv.ParseFloat(n, 64)
	return least > 0 && ok && err == nil && f < least
}

// causes turns what the cascade said into each finding's Cause. markup[i]
// is the markup line of cause i's carrier (its element's source): a
// style attribute's and a utility class's place. A cause the cascade
// settled nothing for keeps what the page saw.
func (r *resolver) causes(pageURL string, causes []*RawCause, cascade []settled, markup, owners []*contract.Source) []*contract.Cause {
	out := make([]*contract.Cause, len(causes))
	for i, c := range causes {
		out[i] = c.Plain()
		if out[i] == nil || c.Unknown != "" {
			continue
		}
		at := markup[i]
		var st settled
		if i < len(cascade) {
			st = cascade[i]
		}
		if st.guess != nil && st.guess != c {
			out[i] = st.guess.Plain()
			if st.guess.Element != "" {
				at = nil // another carrier, whose markup was not named
			}
		}
		o := out[i]
		if c.Placed != nil {
			r.placedCause(o, c, at, owners[i])
			continue
		}
		if st.d == nil {
			switch {
			case (c.Inline || c.Attr != "") && st.guess == nil:
				o.Source = markupLine(at)
			case st.answered && st.guess == nil:
				// Nothing declares any guess: a used value is not a cause.
				out[i] = c.unknown()
			case st.guess == nil:
				// The cascade did not answer in time (a busy machine): a
				// used value nobody was seen declaring is still no cause
				// (angular-material's 212 px column, whose row does not
				// wrap, was named "width: 212px" at load 20).
				out[i] = c.Seen()
			}
			continue
		}
		d := st.d
		o.Property, o.Value = d.prop.Name, contract.Clip(d.prop.Value, 80)
		switch {
		case d.attr:
			attr := st.guess.Attr
			if attr == "" {
				attr = d.prop.Name
			}
			o.Rule, o.Source = "the "+attr+" attribute", markupLine(at)
			if st.guess.Attr != "" {
				o.Value, o.Fix = st.guess.AttrValue, st.guess.Fix
			}
			continue
		case d.rule == nil:
			o.Rule, o.Source = "style", markupLine(at)
			continue
		case d.rule.Origin == proto.CSSStyleSheetOriginUserAgent:
			o.Rule = "the browser's default"
			continue
		}
		o.Rule = contract.Clip(d.rule.SelectorList.Text, 120)
		file, line := "", 0
		if st.sheet != nil {
			file, line = r.declLine(pageURL, st.sheet, d.rule.SelectorList.Text, d.prop)
		}
		r.place(o, d.rule.SelectorList.Text, st.guess.Classes, file, line, file == "" || hasLayer(d.layers, "utilities"), at)
	}
	return out
}

// place says where o's rule is written, from the sheet's file and line:
// a generated utility's class where the markup writes it (generated: a
// sheet with no file of its own, or Tailwind's utilities layer); a
// dependency's own sheet as Library, when the markup does not write the
// class (Vuetify's .v-card-title on the title its component renders);
// else the app's file.
func (r *resolver) place(o *contract.Cause, selector string, classes []string, file string, line int, generated bool, markup *contract.Source) {
	dep := dependencyPath(file)
	if token := utilityToken(selector, classes); token != "" && (generated || source.FrameworkFile(file) || emotionClass(token)) {
		// A generated utility sheet's line says nothing: the class is
		// written in the markup (Bootstrap's text-nowrap too: the app
		// chose it there).
		if at, written := r.tokenAt(markup, token); dep == "" || written {
			o.Rule, o.Source = token, at
			return
		}
	}
	switch {
	case dep != "":
		o.Library = &contract.Source{File: dep, Line: line}
	case file != "" && !source.FrameworkFile(file):
		o.Source = &contract.Source{File: file, Line: line}
	}
}

// placedCause fills o from what the page found in a <style> sheet: the
// file Vite injected it from, at the line that writes the declaration;
// the component file an Astro-hoisted sheet's scope names, the carrier's
// own file when its component wrote the scoped rule, or the file a
// bundle's comment names (found by the declaration, as the sheet's own
// lines are not the file's); else a plain page's <style> (owner, its
// opening tag's line) and the line in its text; a generated utility's
// class and markup line instead.
func (r *resolver) placedCause(o *contract.Cause, c *RawCause, markup, owner *contract.Source) {
	p := c.Placed
	o.Property, o.Value, o.Rule = p.Name, contract.Clip(p.Value, 80), contract.Clip(p.Rule, 120)
	file, line := "", 0
	switch {
	case p.Dev != "":
		dev := r.devID(p.Dev)
		if lines := r.devFile(dev); lines != nil {
			// A dependency's sheet is named even where no line agrees
			// (Vuetify's Sass writes a variable, not its value).
			if l := sheetLine(lines, p.Line+1, p.Rule, p.Name, p.Value, dev); l > 0 || dependencyPath(dev) != "" {
				file, line = r.devPath(dev), l
			}
		}
	case p.Scope != "":
		// The hoisted sheet's own lines say nothing of the file's.
		if lines := r.devFile(p.Scope); lines != nil {
			if l := devLine(lines, 0, p.Name, p.Value, ""); l > 0 {
				file, line = r.devPath(p.Scope), l
			}
		}
	case p.Own && markup != nil:
		if lines := r.markupFile(markup.File); lines != nil {
			if l := devLine(lines, 0, p.Name, p.Value, ""); l > 0 {
				file, line = markup.File, l
			}
		}
	}
	if lines := r.projectFile(p.Named); file == "" && lines != nil {
		if l := devLine(lines, 0, p.Name, p.Value, ""); l > 0 {
			file, line = p.Named, l
		}
	}
	if file == "" && p.Dev == "" && p.Scope == "" && !p.Own && owner != nil && owner.File != "" && owner.Line > 0 {
		// A <style>'s text starts on its opening tag's line.
		file, line = owner.File, owner.Line+p.Line
	}
	// A Vite sheet whose file on disk does not write it was generated.
	r.place(o, p.Rule, c.Classes, file, line, (p.Dev != "" && file == "") || p.Layer == "utilities", markup)
}
