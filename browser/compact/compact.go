// Package compact makes the sanitized DOM of a first look small without
// losing what a model acts on: siblings of one shape (table rows, list
// items, cards) past the first few become one <vl-more> element that
// counts them and lists their texts while they are short, and every
// element a finding, error or source names stays whole, with its real id
// and classes (ADR 0028). It is pure: HTML and selectors in, HTML out.
package compact

import (
	"strconv"
	"strings"
)

const (
	// minRun is the shortest run of alike siblings that is folded: fewer
	// cost less than the marker saves.
	minRun = 5
	// shown is how many of a run stay whole: enough to see the shape and
	// what varies from one to the next.
	shown = 3
	// textEach and textAll bound the texts a marker lists of what it
	// stands for.
	textEach = 40
	textAll  = 200
	// sigDepth is how deep two siblings' shapes are compared.
	sigDepth = 4
)

// Stats says what DOM folded.
type Stats struct {
	Runs   int // runs of alike siblings folded
	Folded int // elements folded into markers
}

// DOM folds s, the sanitizer's HTML, keeping whole every element that one
// of keep (selectors as findings write them) names, and writes every
// element one of tools names (a dev tool's own widget: Vue DevTools'
// anchor, Astro's toolbar) as its start tag alone, marked vl-devtool.
func DOM(s string, keep, tools []string) (string, Stats) {
	root := parse(s)
	for _, sel := range keep {
		if c := parseSelector(sel); c != nil {
			mark(root, c)
		}
	}
	for _, sel := range tools {
		if c := parseSelector(sel); c != nil {
			stub(root, c)
		}
	}
	signature(root)
	var st Stats
	fold(root, &st)
	trim(root)
	var b strings.Builder
	b.Grow(len(s) / 2)
	root.write(&b)
	return b.String(), st
}

// mark flags every element sel names, and its ancestors.
func mark(n *node, sel []compound) {
	for _, k := range n.kids {
		if k.tag == "" {
			continue
		}
		if matches(sel, k) {
			k.named = true
			for p := k; p != nil && !p.keep; p = p.parent {
				p.keep = true
			}
		}
		mark(k, sel)
	}
}

// stub empties every element sel names that nothing keeps: a dev tool's
// widget is not the app, and its own state (an anchor dragged to where the
// window was, off screen at another height on the next load) would
// otherwise make a repeat look of an unchanged page say it changed.
func stub(n *node, sel []compound) {
	for _, k := range n.kids {
		if k.tag == "" {
			continue
		}
		if !k.keep && matches(sel, k) {
			k.kids, k.closed = nil, true
			var b strings.Builder
			b.WriteString("<" + k.tag)
			for _, a := range k.attrs {
				if a.name == "id" || a.name == "class" {
					b.WriteString(" " + a.name + `="` + escAttr(a.value) + `"`)
				}
			}
			b.WriteString(" vl-devtool>")
			k.raw, k.compact = b.String(), true
			continue
		}
		stub(k, sel)
	}
}

// signature gives every element its shape: its tag, first class and its
// children's shapes, sigDepth levels down, a run of alike children
// counted once, so two cards with two and three list items are alike.
func signature(n *node) {
	for _, k := range n.kids {
		if k.tag != "" {
			k.sig = shape(k, sigDepth)
			signature(k)
		}
	}
}

func shape(n *node, levels int) string {
	s := n.tag
	if len(n.classes) > 0 {
		s += "." + n.classes[0]
	}
	if levels == 0 {
		return s
	}
	var b strings.Builder
	b.WriteString(s + "(")
	prev := ""
	for _, k := range n.kids {
		if k.tag == "" {
			continue
		}
		if c := shape(k, levels-1); c != prev {
			b.WriteString(c + ",")
			prev = c
		}
	}
	b.WriteByte(')')
	return b.String()
}

// fold compacts n's children, innermost first.
func fold(n *node, st *Stats) {
	for _, k := range n.kids {
		if k.tag != "" && !void[k.tag] {
			fold(k, st)
		}
	}
	var out []*node
	kids := n.kids
	for i := 0; i < len(kids); {
		k := kids[i]
		if k.tag == "" {
			out = append(out, k)
			i++
			continue
		}
		// The run: alike elements, with only blank text between them.
		run, end := []*node{k}, i+1 // end: just past the run's last element
		for j := i + 1; j < len(kids); j++ {
			c := kids[j]
			if c.tag == "" {
				if c.text && strings.TrimSpace(c.raw) == "" {
					continue
				}
				break
			}
			if c.sig != k.sig {
				break
			}
			run, end = append(run, c), j+1
		}
		if len(run) < minRun {
			out = append(out, k)
			i++
			continue
		}
		out = append(out, foldRun(run, st)...)
		i = end
	}
	n.kids = out
}

// foldRun keeps the first shown of run and every element named inside it,
// and folds each stretch between into one marker.
func foldRun(run []*node, st *Stats) []*node {
	out := append([]*node(nil), run[:shown]...)
	var stretch []*node
	flush := func() {
		switch len(stretch) {
		case 0:
		case 1: // a marker costs what one element does
			out = append(out, stretch[0])
		default:
			out = append(out, marker(stretch))
			st.Runs++
			st.Folded += len(stretch)
		}
		stretch = nil
	}
	for _, k := range run[shown:] {
		if k.keep {
			flush()
			out = append(out, k)
			continue
		}
		stretch = append(stretch, k)
	}
	flush()
	return out
}

// marker stands for alike elements: how many, and their texts while the
// list stays short.
func marker(ks []*node) *node {
	var texts []string
	size := 0
	for _, k := range ks {
		t := textOf(k, textEach)
		if t == "" {
			continue
		}
		if size+len(t) > textAll {
			texts = append(texts, "…")
			break
		}
		texts = append(texts, t)
		size += len(t) + 3
	}
	raw := `<vl-more count="` + strconv.Itoa(len(ks)) + `" of="` + ks[0].tag + `">` + escape.Replace(strings.Join(texts, " | "))
	return &node{raw: raw, tag: "vl-more", closed: true, compact: true, of: ks[0].tag, count: len(ks)}
}

// escape is the sanitizer's text escaping: what could start markup.
var escape = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
