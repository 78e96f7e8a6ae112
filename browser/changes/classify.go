package changes

import (
	"fmt"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"
)

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
