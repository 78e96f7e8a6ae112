package changes

import (
	"fmt"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"
)

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
