package vitals

import (
	"fmt"
	"sort"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
)

// The layout-shift findings: the app's shifts grouped by what caused
// them, each group worded with what moved, by how far, and the fix.

// shiftGroup is the shifts one cause made.
type shiftGroup struct {
	cause  *Cause
	key    string
	value  float64
	first  float64
	moved  []Moved
	labels map[string]bool
	maxDY  int
	maxDX  int
	// shifts counts the group's shifts, sumDY and sumDX add up each
	// shift's largest move: a transition moves a little on every frame.
	shifts       int
	sumDY, sumDX int
}

// shiftFindings groups a window's shifts by cause; cls is the app's CLS,
// dev the dev server's part of the window (appWindow).
func shiftFindings(shifts []Shift, cls Metric, dev float64) []findings.Given {
	groups := map[string]*shiftGroup{}
	var order []*shiftGroup
	for _, s := range shifts {
		if len(s.Moved) == 0 || s.setAside() != "" {
			continue
		}
		key := "unknown"
		if c := s.Cause; c != nil {
			key = c.How + "|" + joinTarget(c.Target)
			if c.How == "font" {
				key = "font"
			}
		}
		g := groups[key]
		if g == nil {
			g = &shiftGroup{cause: s.Cause, key: key, first: s.AtMs, labels: map[string]bool{}}
			groups[key] = g
			order = append(order, g)
		}
		g.value += s.Value
		g.shifts++
		var dy, dx int
		for _, m := range s.Moved {
			if abs(m.DY) > abs(dy) {
				dy = m.DY
			}
			if abs(m.DX) > abs(dx) {
				dx = m.DX
			}
			if abs(m.DY) > abs(g.maxDY) {
				g.maxDY = m.DY
			}
			if abs(m.DX) > abs(g.maxDX) {
				g.maxDX = m.DX
			}
			if !g.labels[m.Label] {
				g.labels[m.Label] = true
				g.moved = append(g.moved, m)
			}
		}
		g.sumDY += dy
		g.sumDX += dx
	}
	sort.SliceStable(order, func(i, j int) bool { return order[i].value > order[j].value })
	var out []findings.Given
	for _, g := range order {
		if g.value < MinShare {
			continue
		}
		out = append(out, g.given(cls, dev))
	}
	return out
}

// given is the group's finding; cls is the app's CLS, dev the dev
// server's part left out of it (devShare).
func (g *shiftGroup) given(cls Metric, dev float64) findings.Given {
	sev := "warning"
	if cls.Rating == "poor" {
		sev = "error"
	}
	moved, by := g.movedText(), g.distance()
	share := fmt.Sprintf("layout shift %.3g of the page's CLS %.3g (%s)", round3(g.value), round3(cls.Value), strings.ReplaceAll(cls.Rating, "-", " "))
	if dev > 0 {
		share += fmt.Sprintf(", and %.3g more from the dev server's styles", round3(dev))
	}
	target := g.moved[0].Target
	var sees, detail string
	var cause *contract.Cause
	switch c := g.cause; {
	case c == nil:
		sees = fmt.Sprintf("content jumped %s during load", by)
		detail = fmt.Sprintf("%s moved %s at %s; nothing inserted, restyled or loaded above it explains it: %s", moved, by, secs(g.first), share)
		cause = &contract.Cause{Unknown: fmt.Sprintf("no single declaration found: %s moved %s at %s, with nothing inserted, restyled or loaded above it", contract.Clip(moved, 60), by, secs(g.first))}
	case c.How == "font":
		sees = fmt.Sprintf("text reflowed %s when a web font loaded", by)
		detail = fmt.Sprintf("the web font %s loaded at %s and %s moved %s: %s. Use font-display: optional, or a fallback sized to match (size-adjust)", strings.Join(c.Families, ", "), secs(c.AtMs), moved, by, share)
		// Not "missing": swap, declared or not, re-lays the text too
		// (gentelella declares it); its value is not known here.
		cause = &contract.Cause{Property: "font-display", Fix: "font-display: optional in its @font-face (auto and swap re-lay the text when it arrives), or a fallback font sized to match (size-adjust)"}
	case c.How == "transition":
		target = c.Target
		props := "size"
		if n := len(c.Props); n > 0 {
			props = strings.Join(c.Props, " and ")
			if n > 2 {
				props = strings.Join(c.Props[:n-1], ", ") + " and " + c.Props[n-1]
			}
		}
		if g.sumDY != 0 || g.sumDX != 0 {
			by = direction(g.sumDY, g.sumDX) // the frames' moves added up; back and forth, the largest
		}
		sees = fmt.Sprintf("content moved %s over %d frames while %s's CSS transition animated its %s", by, g.shifts, c.Label, props)
		detail = fmt.Sprintf("%s's transition (%s) began at %s and animated its %s; on each frame it moved %s, %s in all: %s. Animate transform or opacity instead, which move nothing else, or give it its final %s before the first paint",
			c.Label, c.Transition, secs(c.AtMs), props, moved, by, share, props)
		cause = &contract.Cause{Property: "transition", Value: c.Transition,
			Fix: fmt.Sprintf("animate transform or opacity instead of %s (a transition of %s lays out what follows on every frame), or give it its final %s before the first paint", props, props, props)}
	case c.How == "unsized-image":
		target = c.Target
		sees = fmt.Sprintf("content jumped %s when an image without width and height loaded", by)
		detail = fmt.Sprintf("%s has no width and height: when it loaded at %s it pushed %s %s: %s. Give it width and height attributes (or a CSS aspect-ratio) so its box is reserved", c.Label, secs(c.AtMs), moved, by, share)
		cause = &contract.Cause{Property: "aspect-ratio", Value: "auto", Missing: true, Fix: "give the image width and height attributes (or a CSS aspect-ratio) so its box is reserved"}
	case c.How == "restyled-self":
		target = c.Target
		sees = fmt.Sprintf("content jumped %s during load", by)
		detail = fmt.Sprintf("%s's class or style changed at %s and it moved %s (script placing it after the first paint): %s. Give it its place in the first render's CSS", c.Label, secs(c.AtMs), by, share)
		cause = &contract.Cause{Unknown: fmt.Sprintf("no single declaration found: a script changed %s's class or style at %s, after the first paint", contract.Clip(c.Label, 60), secs(c.AtMs))}
	default: // inserted or restyled
		target = c.Target
		what := "was inserted"
		if c.How == "restyled" {
			what = "changed its class or style"
		}
		// A box that pushed content sideways did it by its width, and its
		// slot needs a width, not a height.
		size, slot := fmt.Sprintf("%d px tall", c.Height), "a min-height"
		if g.maxDY == 0 && g.maxDX != 0 {
			size, slot = fmt.Sprintf("%d px wide", c.Width), "a width"
		}
		sees = fmt.Sprintf("content jumped %s when %s appeared", by, c.Label)
		detail = fmt.Sprintf("%s (%s) %s at %s and pushed %s %s: %s. Reserve its space from the first render (%s on its slot) or show it as an overlay", c.Label, size, what, secs(c.AtMs), moved, by, share, slot)
		// The slot's size nobody declared: the box arrives and takes room
		// the first render did not keep.
		prop, room := "min-height", c.Height
		if g.maxDY == 0 && g.maxDX != 0 {
			prop, room = "width", c.Width
		}
		cause = &contract.Cause{Property: prop, Value: "auto", Missing: true, Fix: fmt.Sprintf("reserve its %d px from the first render (%s on its slot), or show it as an overlay", room, prop)}
	}
	return findings.Given{Kind: "layout-shift", Severity: sev, Rule: "cls", Target: target, Sees: sees, Detail: detail, Group: "shift|" + g.key, Cause: cause}
}

// movedText names up to three moved elements and counts the rest.
func (g *shiftGroup) movedText() string {
	var names []string
	for i, m := range g.moved {
		if i == 3 {
			names = append(names, fmt.Sprintf("%d more", len(g.moved)-3))
			break
		}
		names = append(names, m.Label)
	}
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " and " + names[1]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// distance is the largest move, in the direction it went.
func (g *shiftGroup) distance() string { return direction(g.maxDY, g.maxDX) }

// direction says a move of dy, else dx, CSS pixels in words.
func direction(dy, dx int) string {
	switch {
	case dy > 0:
		return fmt.Sprintf("down %d px", dy)
	case dy < 0:
		return fmt.Sprintf("up %d px", -dy)
	case dx > 0:
		return fmt.Sprintf("right %d px", dx)
	case dx < 0:
		return fmt.Sprintf("left %d px", -dx)
	}
	return "in place"
}

func joinTarget(t []string) string { return strings.Join(t, " >>> ") }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
