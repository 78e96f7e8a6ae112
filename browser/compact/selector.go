package compact

import (
	"regexp"
	"strconv"
	"strings"
)

// compound is one step of a selector as findings write them:
// tag#id.class.class:nth-of-type(n).
type compound struct {
	tag, id string
	classes []string
	nth     int
	child   bool // joined to the step before it by ">"
}

var (
	stepRE = regexp.MustCompile(`^([a-zA-Z][\w-]*)?((?:[#.](?:\\.|[\w-])+)*)(?::nth-of-type\((\d+)\))?$`)
	partRE = regexp.MustCompile(`[#.](?:\\.|[\w-])+`)
)

// parseSelector reads the selectors findings, vitals and the change list
// write (compounds joined by " > " or " "); anything else is nil: an
// element it names is then simply not known to be named.
func parseSelector(sel string) []compound {
	var out []compound
	child := false
	for _, f := range strings.Fields(sel) {
		if f == ">" {
			child = true
			continue
		}
		m := stepRE.FindStringSubmatch(f)
		if m == nil {
			return nil
		}
		c := compound{tag: strings.ToLower(m[1]), child: child}
		for _, p := range partRE.FindAllString(m[2], -1) {
			name := strings.ReplaceAll(p[1:], `\`, "")
			if p[0] == '#' {
				c.id = name
			} else {
				c.classes = append(c.classes, name)
			}
		}
		if m[3] != "" {
			c.nth, _ = strconv.Atoi(m[3])
		}
		out = append(out, c)
		child = false
	}
	return out
}

func (c compound) matches(n *node) bool {
	if n.tag == "" || n.tag == "#root" || (c.tag != "" && c.tag != n.tag) || (c.id != "" && c.id != n.id) ||
		(c.nth != 0 && c.nth != n.nth) {
		return false
	}
	for _, want := range c.classes {
		found := false
		for _, have := range n.classes {
			if have == want {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// matches says whether sel, right to left, names n.
func matches(sel []compound, n *node) bool {
	if len(sel) == 0 || !sel[len(sel)-1].matches(n) {
		return false
	}
	last := sel[len(sel)-1]
	rest := sel[:len(sel)-1]
	if len(rest) == 0 {
		return true
	}
	if last.child {
		return n.parent != nil && matches(rest, n.parent)
	}
	for p := n.parent; p != nil; p = p.parent {
		if matches(rest, p) {
			return true
		}
	}
	return false
}
