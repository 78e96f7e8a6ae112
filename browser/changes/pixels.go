package changes

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"

	"github.com/vibelens/vibelens/browser/contract"
)

// The pixel comparison is coarse on purpose: the screenshot is cut into
// gridCols columns of square-ish cells, each cell's mean colour compared,
// so JPEG noise and a caret's blink stay under cellDelta while a redrawn
// chart or a new image does not.
const (
	gridCols  = 48
	cellDelta = 12 // of 255, in any channel
)

// grid is a screenshot's cells' mean colours (YCbCr for a JPEG).
type grid struct {
	cols, rows int
	rgb        [][3]uint8
}

// gridOf decodes a screenshot into cells; nil when it cannot.
func gridOf(shot []byte) *grid {
	img, err := jpeg.Decode(bytes.NewReader(shot))
	if err != nil {
		return nil
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w < gridCols || h == 0 {
		return nil
	}
	cols := gridCols
	rows := max(1, (h*cols+w/2)/w)
	g := &grid{cols: cols, rows: rows, rgb: make([][3]uint8, cols*rows)}
	sums := make([][4]uint64, cols*rows)
	add := func(x, y int, c0, c1, c2 uint8) {
		s := &sums[min((y-b.Min.Y)*rows/h, rows-1)*cols+min((x-b.Min.X)*cols/w, cols-1)]
		s[0] += uint64(c0)
		s[1] += uint64(c1)
		s[2] += uint64(c2)
		s[3]++
	}
	// Every second pixel each way is plenty for a cell's mean. A JPEG
	// decodes to YCbCr: cells are compared in it, read from its planes
	// (converting each pixel to RGB would cost more than the decode).
	if ycc, ok := img.(*image.YCbCr); ok {
		for y := b.Min.Y; y < b.Max.Y; y += 2 {
			for x := b.Min.X; x < b.Max.X; x += 2 {
				ci := ycc.COffset(x, y)
				add(x, y, ycc.Y[ycc.YOffset(x, y)], ycc.Cb[ci], ycc.Cr[ci])
			}
		}
	} else {
		for y := b.Min.Y; y < b.Max.Y; y += 2 {
			for x := b.Min.X; x < b.Max.X; x += 2 {
				r, gg, bb, _ := img.At(x, y).RGBA()
				add(x, y, uint8(r>>8), uint8(gg>>8), uint8(bb>>8))
			}
		}
	}
	for i, s := range sums {
		if s[3] > 0 {
			g.rgb[i] = [3]uint8{uint8(s[0] / s[3]), uint8(s[1] / s[3]), uint8(s[2] / s[3])}
		}
	}
	return g
}

// pixels adds the regions whose pixels changed where no changed element
// explains it: a canvas redrawn, a video, an image swapped at the same
// URL. Each region is named by the smallest element that holds it.
func (d *differ) pixels() {
	prev, cur := d.prev, d.cur
	if len(prev.Image) == 0 || len(cur.Image) == 0 || prev.ImageArea != cur.ImageArea || bytes.Equal(prev.Image, cur.Image) {
		return
	}
	decode := func(shot []byte) any { return gridOf(shot) }
	a, _ := prev.Grid(decode).(*grid)
	b, _ := cur.Grid(decode).(*grid)
	if a == nil || b == nil || a.cols != b.cols || a.rows != b.rows {
		return
	}
	area := cur.ImageArea
	cellW, cellH := float64(area.Width)/float64(a.cols), float64(area.Height)/float64(a.rows)
	cellRect := func(i int) contract.Rect {
		cx, cy := i%a.cols, i/a.cols
		return contract.Rect{X: area.X + int(float64(cx)*cellW), Y: area.Y + int(float64(cy)*cellH), Width: int(cellW + 1), Height: int(cellH + 1)}
	}
	// Boxes a DOM change already explains, and what keeps changing.
	var explained []contract.Rect
	for _, it := range d.items {
		if it.c >= 0 {
			explained = append(explained, box(cur.Elements[it.c]))
		}
		if it.p >= 0 {
			explained = append(explained, box(prev.Elements[it.p]))
		}
	}
	for _, e := range cur.Elements {
		if e.Animated {
			explained = append(explained, box(e))
		}
	}
	changed := make([]bool, len(a.rgb))
	for i := range a.rgb {
		if !differs(a.rgb[i], b.rgb[i]) {
			continue
		}
		r := cellRect(i)
		hit := false
		for _, e := range explained {
			if intersects(r, e) {
				hit = true
				break
			}
		}
		changed[i] = !hit
	}
	for _, region := range regions(changed, a.cols, a.rows) {
		x0, y0, x1, y1 := region[0], region[1], region[2], region[3]
		if x0 == x1 && y0 == y1 {
			continue // one cell: an icon's blink or a spinner's frame, below what a look can tell
		}
		r := contract.Rect{X: area.X + int(float64(x0)*cellW), Y: area.Y + int(float64(y0)*cellH)}
		r.Width = int(float64(x1-x0+1) * cellW)
		r.Height = int(float64(y1-y0+1) * cellH)
		sel, holder := d.holder(r)
		el := contract.RecordElement{Tag: sel, X: r.X, Y: r.Y, W: r.Width, H: r.Height}
		if holder >= 0 {
			el = d.cur.Elements[holder]
		}
		d.items = append(d.items, &item{p: -1, c: -1, pix: &el, primary: true, area: r.Width * r.Height,
			what: []string{fmt.Sprintf("pixels changed in %d×%d, no DOM change", r.Width, r.Height)}})
	}
}

// holder is the smallest recorded element whose box holds the region's
// centre, preferring what draws pixels itself (canvas, video, img, svg,
// iframe); or a description of the region when none does.
func (d *differ) holder(r contract.Rect) (string, int) {
	cx, cy := r.X+r.Width/2, r.Y+r.Height/2
	best, bestArea, bestDraws := -1, 0, false
	for i, e := range d.cur.Elements {
		if cx < e.X || cx >= e.X+e.W || cy < e.Y || cy >= e.Y+e.H || e.Animated {
			continue
		}
		draws := e.Tag == "canvas" || e.Tag == "video" || e.Tag == "img" || e.Tag == "svg" || e.Tag == "iframe"
		a := e.W * e.H
		if best < 0 || (draws && !bestDraws) || (draws == bestDraws && a < bestArea) {
			best, bestArea, bestDraws = i, a, draws
		}
	}
	if best < 0 || d.cur.Elements[best].Tag == "body" || d.cur.Elements[best].Tag == "html" {
		return fmt.Sprintf("region at %d,%d", r.X, r.Y), -1
	}
	return selector(d.cur.Elements[best]), best
}

func differs(a, b [3]uint8) bool {
	for i := range a {
		if abs(int(a[i])-int(b[i])) > cellDelta {
			return true
		}
	}
	return false
}

// regions are the bounding cells (x0, y0, x1, y1) of the changed cells'
// connected groups, largest first.
func regions(changed []bool, cols, rows int) [][4]int {
	seen := make([]bool, len(changed))
	var out [][4]int
	for i, ch := range changed {
		if !ch || seen[i] {
			continue
		}
		r := [4]int{i % cols, i / cols, i % cols, i / cols}
		stack := []int{i}
		seen[i] = true
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := j%cols, j/cols
			r[0], r[1], r[2], r[3] = min(r[0], x), min(r[1], y), max(r[2], x), max(r[3], y)
			for _, n := range [][2]int{{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}} {
				if n[0] < 0 || n[0] >= cols || n[1] < 0 || n[1] >= rows {
					continue
				}
				k := n[1]*cols + n[0]
				if changed[k] && !seen[k] {
					seen[k] = true
					stack = append(stack, k)
				}
			}
		}
		out = append(out, r)
	}
	return out
}
