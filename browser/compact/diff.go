package compact

import (
	"strconv"
	"strings"
)

// Change is one element of a DOM that differs from the DOM sent before:
// Kind is "added", "removed" or "changed" (its tag's attributes or its own
// text); HTML is the element as it is now (bounded), none when removed.
type Change struct {
	Kind     string `json:"kind"`
	Selector string `json:"selector"`
	HTML     string `json:"html,omitempty"`
}

// htmlChars bounds one change's HTML: an element that appeared with a
// large subtree is its start and what fits.
const htmlChars = 600

// Diff returns the elements of after that differ from before, in
// document order, outermost first: an element added is one entry, not
// one per descendant. Both are DOMs as DOM returns them.
func Diff(before, after string) []Change {
	if before == after {
		return nil
	}
	var out []Change
	diffKids(parse(before), parse(after), &out)
	return out
}

// diffKids pairs a's and b's element children by their identity (tag,
// id, first class) in order, then an element with an id that moved among
// its siblings (a portal, a dev tool's widget) with its namesake, and
// lists what has no pair.
func diffKids(a, b *node, out *[]Change) {
	ak, bk := elements(a), elements(b)
	pairOf := make([]int, len(bk)) // index in ak, or -1
	for j := range pairOf {
		pairOf[j] = -1
	}
	paired := make([]bool, len(ak))
	for _, p := range align(ak, bk) {
		pairOf[p[1]], paired[p[0]] = p[0], true
	}
	for j, y := range bk {
		if pairOf[j] >= 0 || y.id == "" {
			continue
		}
		for i, x := range ak {
			if !paired[i] && identity(x) == identity(y) {
				pairOf[j], paired[i] = i, true
				break
			}
		}
	}
	for i, x := range ak {
		if !paired[i] {
			*out = append(*out, Change{Kind: "removed", Selector: selectorOf(x)})
		}
	}
	for j, y := range bk {
		if pairOf[j] < 0 {
			*out = append(*out, Change{Kind: "added", Selector: selectorOf(y), HTML: bounded(y)})
			continue
		}
		x := ak[pairOf[j]]
		if outer(x) == outer(y) {
			continue
		}
		if x.raw != y.raw || ownText(x) != ownText(y) {
			*out = append(*out, Change{Kind: "changed", Selector: selectorOf(y), HTML: bounded(y)})
		} else {
			diffKids(x, y, out)
		}
	}
}

func elements(n *node) []*node {
	var out []*node
	for _, k := range n.kids {
		if k.tag != "" {
			out = append(out, k)
		}
	}
	return out
}

func identity(n *node) string {
	s := n.tag + "#" + n.id
	if len(n.classes) > 0 {
		s += "." + n.classes[0]
	}
	return s
}

// align is the longest common subsequence of a and b by identity, as
// index pairs in order.
func align(a, b []*node) [][2]int {
	n, m := len(a), len(b)
	if n*m > 250_000 { // a huge flat list: pair by position
		var out [][2]int
		for i := 0; i < min(n, m); i++ {
			if identity(a[i]) == identity(b[i]) {
				out = append(out, [2]int{i, i})
			}
		}
		return out
	}
	l := make([][]int32, n+1)
	for i := range l {
		l[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if identity(a[i]) == identity(b[j]) {
				l[i][j] = l[i+1][j+1] + 1
			} else {
				l[i][j] = max(l[i+1][j], l[i][j+1])
			}
		}
	}
	var out [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case identity(a[i]) == identity(b[j]):
			out = append(out, [2]int{i, j})
			i, j = i+1, j+1
		case l[i+1][j] >= l[i][j+1]:
			i++
		default:
			j++
		}
	}
	return out
}

func outer(n *node) string {
	var b strings.Builder
	b.WriteString(n.raw)
	if n.tag != "" && !void[n.tag] {
		n.write(&b)
		if n.closed {
			b.WriteString("</" + n.tag + ">")
		}
	}
	return b.String()
}

// ownText is n's direct text, what a change of its start tag or its text
// is about.
func ownText(n *node) string {
	var b strings.Builder
	for _, k := range n.kids {
		if k.text {
			b.WriteString(k.raw)
		}
	}
	return b.String()
}

// bounded is n's HTML, cut after a complete tag near htmlChars.
func bounded(n *node) string {
	s := outer(n)
	if len(s) <= htmlChars {
		return s
	}
	cut := s[:htmlChars]
	if i := strings.LastIndexByte(cut, '>'); i > len(n.raw) {
		cut = cut[:i+1]
	}
	return cut + "…"
}

// selectorOf names n as findings do: up to four steps of tag, id or
// classes and n-of-type, stopping at an id.
func selectorOf(n *node) string {
	var steps []string
	for p := n; p != nil && p.tag != "#root" && len(steps) < 4; p = p.parent {
		if p.id != "" && !strings.ContainsAny(p.id, " \"'") {
			steps = append(steps, "#"+p.id)
			break
		}
		s := p.tag
		for i, c := range p.classes {
			if i == 2 {
				break
			}
			if strings.ContainsAny(c, ":[]()/.#>") {
				continue
			}
			s += "." + c
		}
		if p.parent != nil && sameTag(p) > 1 {
			s += ":nth-of-type(" + strconv.Itoa(p.nth) + ")"
		}
		steps = append(steps, s)
		if p.tag == "body" {
			break
		}
	}
	for i, j := 0, len(steps)-1; i < j; i, j = i+1, j-1 {
		steps[i], steps[j] = steps[j], steps[i]
	}
	return strings.Join(steps, " > ")
}

func sameTag(n *node) int {
	c := 0
	for _, k := range n.parent.kids {
		if k.tag == n.tag {
			c++
		}
	}
	return c
}
