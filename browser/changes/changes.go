// Package changes says what changed between two looks at the same target:
// the elements that appeared, disappeared, moved, resized, or changed their
// text or style, each move put down to the change that caused it where one
// is found, and the regions whose pixels changed with no DOM change (a
// canvas, a video, an image). Its input is two records (js/record.js and
// the screenshot); it touches no browser.
package changes

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"
)

// JS reads a record in the page; see its header for what it keeps.
//
//go:embed js/record.js
var JS string

// OriginsJS finds elements by their record paths and asks the source
// resolver (package source) where each comes from.
//
//go:embed js/origins.js
var OriginsJS string

// MaxElements bounds a record: a page's first elements in document order
// past it are all it keeps (Record.Capped says so).
const MaxElements = 1500

// Output limits: entries past them are counted in Diff.Omitted.
const (
	maxEntries = 12
	maxBytes   = 2500
	maxPushed  = 4
)

// moveSlack is how far a box may move or resize, in CSS px, and still be
// the same: layout rounds subpixel positions either way between renders.
const moveSlack = 1

// Diff is what changed from one record to the next.
type Diff struct {
	Changed []contract.Change // largest on screen first, capped
	Omitted int               // entries past the caps
}

// Compare says what changed from prev to cur. Elements that an endless
// animation moves are left out: they keep changing with no edit (carousels,
// spinners), and so are the pixels inside them.
func Compare(prev, cur *contract.Record) Diff {
	if prev == nil || cur == nil {
		return Diff{}
	}
	d := newDiffer(prev, cur)
	d.match()
	d.classify()
	d.pixels()
	return d.output()
}

// Named is the paths of cur's elements that Compare(prev, cur) lists as
// entries, the elements whose sources the capture names while the page
// is still there. Pixels are left out: no element of their own to name.
func Named(prev, cur *contract.Record) []string {
	if prev == nil || cur == nil {
		return nil
	}
	d := newDiffer(prev, cur)
	d.match()
	d.classify()
	var paths []string
	for _, c := range d.output().Changed {
		if c.Path != "" {
			paths = append(paths, c.Path)
		}
	}
	return paths
}

// item is one change before grouping: an element and what happened to it.
type item struct {
	p, c    int // indexes in prev and cur, -1 when absent
	what    []string
	area    int
	dx, dy  int
	dw, dh  int
	primary bool // appeared, disappeared, resized, text or style
	folded  bool // part of another item's change (inside it, or moving with its parent)
	pushed  []int
	pix     *contract.RecordElement // a pixel region: the element that holds it, or the region itself
}

type differ struct {
	prev, cur  *contract.Record
	pm, cm     []int // match: prev index -> cur index, and back; -1 for none
	pParent    []int
	cParent    []int
	items      []*item
	itemOfCur  map[int]int
	itemOfPrev map[int]int
	areaOfPrev contract.Rect
	areaOfCur  contract.Rect
}

func newDiffer(prev, cur *contract.Record) *differ {
	d := &differ{prev: prev, cur: cur, itemOfCur: map[int]int{}, itemOfPrev: map[int]int{}}
	d.pm, d.pParent = make([]int, len(prev.Elements)), parents(prev.Elements)
	d.cm, d.cParent = make([]int, len(cur.Elements)), parents(cur.Elements)
	for i := range d.pm {
		d.pm[i] = -1
	}
	for i := range d.cm {
		d.cm[i] = -1
	}
	d.areaOfPrev, d.areaOfCur = shown(prev), shown(cur)
	return d
}

// shown is the area the capture showed, page coordinates.
func shown(r *contract.Record) contract.Rect {
	if r.ImageArea.Width > 0 {
		return r.ImageArea
	}
	return contract.Rect{X: r.ScrollX, Y: r.ScrollY, Width: r.Width, Height: r.Height}
}

// parents is each element's nearest recorded ancestor, by path.
func parents(els []contract.RecordElement) []int {
	at := make(map[string]int, len(els))
	for i, e := range els {
		at[e.Path] = i
	}
	out := make([]int, len(els))
	for i, e := range els {
		out[i] = -1
		for p := e.Path; ; {
			j := strings.LastIndexByte(p, '>')
			if j < 0 {
				break
			}
			p = p[:j]
			if k, ok := at[p]; ok {
				out[i] = k
				break
			}
		}
	}
	return out
}

// match pairs elements across the two records by identity before
// geometry: a unique id, then a tag and own text unique on both sides
// (which an element inserted before it does not change), then the
// structural path among those left (which a framework's re-render keeps,
// and a class or text change does not touch).
func (d *differ) match() {
	pair := func(p, c int) {
		if d.pm[p] < 0 && d.cm[c] < 0 {
			d.pm[p], d.cm[c] = c, p
		}
	}
	byKey := func(els []contract.RecordElement, taken []int, key func(contract.RecordElement) string) map[string]int {
		m := map[string]int{}
		for i, e := range els {
			k := key(e)
			if k == "" || taken[i] >= 0 {
				continue
			}
			if _, dup := m[k]; dup {
				m[k] = -1
			} else {
				m[k] = i
			}
		}
		return m
	}
	for _, key := range []func(contract.RecordElement) string{
		func(e contract.RecordElement) string { return e.ID },
		func(e contract.RecordElement) string {
			if e.Text == "" {
				return ""
			}
			return e.Tag + "\x00" + e.Text
		},
		func(e contract.RecordElement) string { return e.Path },
	} {
		pk := byKey(d.prev.Elements, d.pm, key)
		ck := byKey(d.cur.Elements, d.cm, key)
		for k, p := range pk {
			if c, ok := ck[k]; ok && p >= 0 && c >= 0 {
				pair(p, c)
			}
		}
	}
	// Then the rest under parents already paired, by their place among
	// their siblings: a path shifted by an insertion higher up still
	// leads to the same child of the same parent.
	last := func(path string) string { return path[strings.LastIndexByte(path, '>')+1:] }
	under := map[string]int{}
	for c, e := range d.cur.Elements {
		if d.cm[c] < 0 && d.cParent[c] >= 0 {
			under[fmt.Sprint(d.cParent[c], ">", last(e.Path))] = c
		}
	}
	for p, e := range d.prev.Elements { // parents before children: pairs made here serve the next
		if d.pm[p] >= 0 || d.pParent[p] < 0 || d.pm[d.pParent[p]] < 0 {
			continue
		}
		if c, ok := under[fmt.Sprint(d.pm[d.pParent[p]], ">", last(e.Path))]; ok && d.cm[c] < 0 && d.cur.Elements[c].Tag == e.Tag {
			pair(p, c)
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func intersects(a, b contract.Rect) bool {
	return a.X < b.X+b.Width && b.X < a.X+a.Width && a.Y < b.Y+b.Height && b.Y < a.Y+a.Height
}

func box(e contract.RecordElement) contract.Rect {
	return contract.Rect{X: e.X, Y: e.Y, Width: e.W, Height: e.H}
}

// isAncestor says whether a contains b, by path.
func isAncestor(a, b contract.RecordElement) bool {
	return strings.HasPrefix(b.Path, a.Path+">")
}

var styleNames = []string{"color", "background", "font", "opacity"}

// classify makes an item of every change in the area either capture
// showed, then folds the consequences into their causes.
func (d *differ) classify() {
	for c, e := range d.cur.Elements {
		p := d.cm[c]
		if e.Animated || (p >= 0 && d.prev.Elements[p].Animated) {
			continue
		}
		if p < 0 {
			if intersects(box(e), d.areaOfCur) {
				d.add(&item{p: -1, c: c, what: []string{fmt.Sprintf("appeared (%d×%d)", e.W, e.H)}, area: e.W * e.H, primary: true, dh: e.H, dw: e.W})
			}
			continue
		}
		o := d.prev.Elements[p]
		if !intersects(box(e), d.areaOfCur) && !intersects(box(o), d.areaOfPrev) {
			continue
		}
		it := &item{p: p, c: c, dx: e.X - o.X, dy: e.Y - o.Y, dw: e.W - o.W, dh: e.H - o.H, area: max(e.W*e.H, o.W*o.H)}
		if abs(it.dw) > moveSlack || abs(it.dh) > moveSlack {
			it.what = append(it.what, fmt.Sprintf("resized %d×%d → %d×%d", o.W, o.H, e.W, e.H))
			it.primary = true
		} else {
			it.dw, it.dh = 0, 0
		}
		if o.Text != e.Text {
			a, b := differing(o.Text, e.Text)
			it.what = append(it.what, fmt.Sprintf("text %s → %s", quote(a), quote(b)))
			it.primary = true
		}
		if o.Style != e.Style {
			a, b := strings.Split(o.Style, "|"), strings.Split(e.Style, "|")
			for i := range min(len(a), len(b), len(styleNames)) {
				if a[i] != b[i] {
					it.what = append(it.what, fmt.Sprintf("%s %s → %s", styleNames[i], a[i], b[i]))
					it.primary = true
				}
			}
		}
		if abs(it.dx) <= moveSlack && abs(it.dy) <= moveSlack {
			it.dx, it.dy = 0, 0
		} else if !it.primary {
			it.what = append(it.what, moveText(it.dx, it.dy))
		}
		if len(it.what) > 0 {
			d.add(it)
		}
	}
	for p, o := range d.prev.Elements {
		if d.pm[p] < 0 && !o.Animated && intersects(box(o), d.areaOfPrev) {
			d.add(&item{p: p, c: -1, what: []string{fmt.Sprintf("disappeared (%d×%d)", o.W, o.H)}, area: o.W * o.H, primary: true, dh: -o.H, dw: -o.W})
		}
	}
	d.fold()
}

func (d *differ) add(it *item) {
	i := len(d.items)
	d.items = append(d.items, it)
	if it.c >= 0 {
		d.itemOfCur[it.c] = i
	}
	if it.p >= 0 {
		d.itemOfPrev[it.p] = i
	}
}

func (d *differ) el(it *item) contract.RecordElement {
	if it.pix != nil {
		return *it.pix
	}
	if it.c >= 0 {
		return d.cur.Elements[it.c]
	}
	return d.prev.Elements[it.p]
}

// fold puts consequences under their causes: what appears or disappears
// with its parent, a container that grew with what it holds, a box that
// moves with its parent or inside a changed one, and a move that a change
// before it in the page explains (the footer that a taller button pushed).
func (d *differ) fold() {
	// Inside an appeared or disappeared parent: part of it.
	for _, it := range d.items {
		if it.p < 0 && d.cParent[it.c] >= 0 {
			if j, ok := d.itemOfCur[d.cParent[it.c]]; ok && d.items[j].p < 0 {
				it.folded = true
			}
		}
		if it.c < 0 && d.pParent[it.p] >= 0 {
			if j, ok := d.itemOfPrev[d.pParent[it.p]]; ok && d.items[j].c < 0 {
				it.folded = true
			}
		}
	}
	// A container whose only change is its size, around another change:
	// it grew or shrank with its content. What moved with it, by just its
	// own move, is no change inside it (a heading that grew in a centred
	// column moves up, and its text with it).
	for i, it := range d.items {
		if it.folded || it.p < 0 || it.c < 0 || !onlyResized(it) {
			continue
		}
		e := d.el(it)
		for j, other := range d.items {
			inside := other.primary || (other.dx != 0 || other.dy != 0) && (other.dx != it.dx || other.dy != it.dy)
			if j != i && !other.folded && inside && isAncestor(e, d.el(other)) {
				it.folded = true
				break
			}
		}
	}
	// A box that only resized by just what a change elsewhere did (a
	// sidebar column stretched to the taller content beside it) is that
	// change's consequence.
	for i, it := range d.items {
		if it.folded || it.p < 0 || it.c < 0 || !onlyResized(it) {
			continue
		}
		e := d.el(it)
		for _, o := range d.items {
			oe := d.el(o)
			if o == it || !o.primary || o.folded || isAncestor(oe, e) || isAncestor(e, oe) || (onlyResized(o) && !d.before(o, it)) {
				continue
			}
			if (it.dh != 0 && abs(o.dh-it.dh) <= moveSlack && it.dw == 0) || (it.dw != 0 && abs(o.dw-it.dw) <= moveSlack && it.dh == 0) {
				it.folded = true
				o.pushed = append(o.pushed, i)
				break
			}
		}
	}
	// Pure moves.
	for i, it := range d.items {
		if it.folded || it.primary {
			continue
		}
		// Moving with its parent, or inside a changed element.
		if par := d.cParent[it.c]; par >= 0 {
			if j, ok := d.itemOfCur[par]; ok {
				// A container that only grew with its content (folded
				// above) does not hold the moves it made room for.
				if pi := d.items[j]; (pi.dx == it.dx && pi.dy == it.dy) || (pi.primary && !pi.folded) {
					it.folded = true
					continue
				}
			}
		}
		if d.insideChanged(it) {
			it.folded = true
			continue
		}
		if cause := d.causeOf(it); cause >= 0 {
			it.folded = true
			d.items[cause].pushed = append(d.items[cause].pushed, i)
		}
	}
}

func onlyResized(it *item) bool {
	return len(it.what) == 1 && strings.HasPrefix(it.what[0], "resized")
}

// insideChanged says whether a moved element lies inside a primary change
// (the label of a button whose padding grew).
func (d *differ) insideChanged(it *item) bool {
	e := d.el(it)
	for _, o := range d.items {
		if o != it && o.primary && !o.folded && o.c >= 0 && isAncestor(d.el(o), e) {
			return true
		}
	}
	return false
}

// causeOf finds the change that explains a pure move: the nearest one
// before it in the page, not containing it, whose change in size matches
// the move, else the nearest before it that changed size at all.
func (d *differ) causeOf(it *item) int {
	e := d.el(it)
	best, bestAny := -1, -1
	for j, o := range d.items {
		// A folded change is not listed: a move put under it would vanish.
		if o == it || !o.primary || o.folded || (o.dh == 0 && o.dw == 0) {
			continue
		}
		oe := d.el(o)
		if isAncestor(oe, e) || isAncestor(e, oe) {
			continue
		}
		if !d.before(o, it) {
			continue
		}
		if (it.dy != 0 && abs(o.dh-it.dy) <= moveSlack) || (it.dx != 0 && abs(o.dw-it.dx) <= moveSlack) {
			best = j // later in the page is nearer: keep the last
		}
		if o.dh != 0 && it.dy != 0 || o.dw != 0 && it.dx != 0 {
			bestAny = j
		}
	}
	if best >= 0 {
		return best
	}
	return bestAny
}

// before says whether o comes before it in document order, in the record
// both have, or by their top edges when they share none.
func (d *differ) before(o, it *item) bool {
	switch {
	case o.c >= 0 && it.c >= 0:
		return o.c < it.c
	case o.p >= 0 && it.p >= 0:
		return o.p < it.p
	}
	return d.el(o).Y <= d.el(it).Y
}

func moveText(dx, dy int) string {
	var parts []string
	if dx != 0 {
		dir := "right"
		if dx < 0 {
			dir = "left"
		}
		parts = append(parts, fmt.Sprintf("%d px %s", abs(dx), dir))
	}
	if dy != 0 {
		dir := "down"
		if dy < 0 {
			dir = "up"
		}
		parts = append(parts, fmt.Sprintf("%d px %s", abs(dy), dir))
	}
	return "moved " + strings.Join(parts, ", ")
}

// differing cuts the start two texts share down to a few words of
// context, so a sentence changed at its end shows the change.
func differing(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && ra[n] == rb[n] {
		n++
	}
	if n <= 20 {
		return a, b
	}
	from := n - 12
	return "…" + string(ra[from:]), "…" + string(rb[from:])
}

func quote(s string) string {
	r := []rune(s)
	if len(r) > 40 {
		s = string(r[:39]) + "…"
	}
	return "'" + s + "'"
}

// selector names an element as findings do, briefly: its id, or its tag
// and first classes.
func selector(e contract.RecordElement) string {
	if e.ID != "" {
		return "#" + e.ID
	}
	s := e.Tag
	for _, c := range e.Classes[:min(len(e.Classes), 2)] {
		s += "." + c
	}
	return s
}

// output groups alike items (the 40 rows that each moved 16 px are one
// entry with a count), orders them by how much of the screen they cover,
// and caps them.
func (d *differ) output() Diff {
	type group struct {
		change contract.Change
		area   int
		pushed map[string]int
		order  []string
	}
	var groups []*group
	byKey := map[string]*group{}
	for _, it := range d.items {
		if it.folded {
			continue
		}
		e := d.el(it)
		sel := selector(e)
		key := sel + "\x00" + strings.Join(it.what, "\x00")
		g := byKey[key]
		if g == nil {
			g = &group{change: contract.Change{Selector: sel, Classes: e.Classes, What: it.what}, pushed: map[string]int{}}
			if it.c >= 0 && it.pix == nil {
				g.change.Path = e.Path
				g.change.Source = d.cur.Sources[e.Path]
			}
			byKey[key] = g
			groups = append(groups, g)
		}
		g.change.Count++
		g.area += it.area
		for _, j := range it.pushed {
			m := d.items[j]
			k := selector(d.el(m)) + " " + moveText(m.dx, m.dy)
			if onlyResized(m) {
				k = selector(d.el(m)) + " " + m.what[0]
			}
			if g.pushed[k] == 0 {
				g.order = append(g.order, k)
			}
			g.pushed[k]++
			g.area += m.area / 4 // what it pushed counts, less than what it is
		}
	}
	sort.SliceStable(groups, func(i, j int) bool { return groups[i].area > groups[j].area })
	out := Diff{Changed: []contract.Change{}}
	size := 0
	for i, g := range groups {
		if g.change.Count == 1 {
			g.change.Count = 0
		}
		for k, key := range g.order {
			if k == maxPushed {
				g.change.Pushed = append(g.change.Pushed, fmt.Sprintf("…and %d more", len(g.order)-maxPushed))
				break
			}
			if n := g.pushed[key]; n > 1 {
				key = fmt.Sprintf("%s (%d alike)", key, n)
			}
			g.change.Pushed = append(g.change.Pushed, key)
		}
		b, _ := json.Marshal(g.change)
		if len(out.Changed) == maxEntries || size+len(b) > maxBytes {
			out.Omitted = len(groups) - i
			break
		}
		size += len(b)
		out.Changed = append(out.Changed, g.change)
	}
	return out
}
