package changes

import (
	"strings"
)

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
