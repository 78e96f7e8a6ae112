package changes

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"
)

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
