package compact

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
)

// node is one piece of the sanitized DOM as the sanitizer wrote it: the
// tree is built from its tags alone, with none of HTML's tree-building
// rules, so what was a live DOM (a div in a table, a link in a link)
// comes back out exactly as it went in.
type node struct {
	raw      string // the start tag, a text run or a comment, verbatim
	tag      string // "" for text and comments
	id       string
	classes  []string
	attrs    []attr // as the tokenizer read them, for a start tag written anew
	kids     []*node
	parent   *node
	closed   bool // the input had its end tag
	text     bool
	sig      string
	keep     bool   // a finding or the LCP names it, or something inside it: never folded
	named    bool   // a finding or the LCP names it: its classes, style and text stay whole
	compact  bool   // already the product of compaction (a vl-more)
	kidsSeen int    // element children, for nth-of-type
	nth      int    // n-of-type among its siblings, from 1
	of       string // a vl-more's: the tag of what it folded
	count    int    // a vl-more's: how many it folded
}

// void elements have no end tag; the sanitizer writes them as start tags.
var void = map[string]bool{"area": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "source": true, "track": true, "wbr": true}

// parse builds the tree under a synthetic root. A tag left open at the
// end (a DOM cut by the serializer's budget) stays open.
func parse(s string) *node {
	root := &node{tag: "#root", closed: true}
	cur := root
	z := html.NewTokenizer(strings.NewReader(s))
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken: // io.EOF, or input the tokenizer gives up on
			return root
		case html.TextToken, html.CommentToken, html.DoctypeToken:
			cur.add(&node{raw: string(z.Raw()), text: tt == html.TextToken})
		case html.StartTagToken, html.SelfClosingTagToken:
			raw := string(z.Raw())
			name, hasAttr := z.TagName()
			n := &node{raw: raw, tag: string(name)}
			for hasAttr {
				var k, v []byte
				k, v, hasAttr = z.TagAttr()
				n.attrs = append(n.attrs, attr{string(k), string(v)})
				switch string(k) {
				case "id":
					n.id = string(v)
				case "class":
					n.classes = strings.Fields(string(v))
				case "of":
					n.of = string(v)
				case "count":
					n.count, _ = strconv.Atoi(string(v))
				}
			}
			cur.add(n)
			if tt == html.SelfClosingTagToken || void[n.tag] {
				n.closed = true
				continue
			}
			cur = n
		case html.EndTagToken:
			name, _ := z.TagName()
			p := cur
			for p != root && p.tag != string(name) {
				p = p.parent
			}
			if p == root { // a stray end tag: keep its bytes
				cur.add(&node{raw: string(z.Raw()), text: true})
				continue
			}
			p.closed = true
			cur = p.parent
		}
	}
}

func (n *node) add(c *node) {
	c.parent = n
	if c.tag != "" {
		n.kidsSeen++
		same := 0
		for _, k := range n.kids {
			switch {
			case k.tag == c.tag:
				same++
			case k.tag == "vl-more" && k.of == c.tag: // what it folded counts
				same += k.count
			}
		}
		c.nth = same + 1
	}
	n.kids = append(n.kids, c)
}

// write serializes n's children as they were, compaction included.
func (n *node) write(b *strings.Builder) {
	for _, k := range n.kids {
		b.WriteString(k.raw)
		if k.tag == "" || void[k.tag] {
			continue
		}
		k.write(b)
		if k.closed {
			b.WriteString("</" + k.tag + ">")
		}
	}
}

// textOf is n's visible text, spaces folded, at most max runes.
func textOf(n *node, max int) string {
	var b strings.Builder
	var walk func(*node)
	walk = func(n *node) {
		for _, k := range n.kids {
			if b.Len() > 4*max {
				return
			}
			if k.text {
				b.WriteString(html.UnescapeString(k.raw))
				b.WriteByte(' ')
			} else if k.tag != "" && !k.compact {
				walk(k)
			}
		}
	}
	if n.text {
		b.WriteString(html.UnescapeString(n.raw))
	} else {
		walk(n)
	}
	return clip(strings.Join(strings.Fields(b.String()), " "), max)
}

// clip cuts s to max runes, marking the cut.
func clip(s string, max int) string {
	r := []rune(s)
	if len(r) <= max {
		return s
	}
	return strings.TrimSpace(string(r[:max-1])) + "…"
}

type attr struct{ name, value string }
