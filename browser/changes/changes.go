// Package changes says what changed between two looks at the same target:
// the elements that appeared, disappeared, moved, resized, or changed their
// text or style, each move put down to the change that caused it where one
// is found, and the regions whose pixels changed with no DOM change (a
// canvas, a video, an image). Its input is two records (js/record.js and
// the screenshot); it touches no browser.
package changes

import (
	_ "embed"

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
