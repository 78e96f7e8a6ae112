package jsonc

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tailscale/hujson"
)

// lineIndent is the leading whitespace of the line holding offset.
func lineIndent(src []byte, offset int) string {
	start := bytes.LastIndexByte(src[:offset], '\n') + 1
	end := start
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}

func memberIndex(obj *hujson.Object, name string) int {
	for i, m := range obj.Members {
		if lit, ok := m.Name.Value.(hujson.Literal); ok && lit.String() == name {
			return i
		}
	}
	return -1
}

// childIndent is the indentation of obj's members: that of its last member
// when members sit on their own lines, else one unit past parent.
func (d *Doc) childIndent(obj *hujson.Object, parent string) string {
	if n := len(obj.Members); n > 0 {
		last := obj.Members[n-1].Name
		if bytes.ContainsRune(last.BeforeExtra, '\n') {
			return lineIndent(d.src, last.StartOffset)
		}
	}
	return parent + d.Unit
}

// decode returns v as plain Go values (comments and trailing commas dropped).
func decode(v hujson.Value) (any, error) {
	v = v.Clone()
	v.Standardize()
	var out any
	if err := json.Unmarshal(v.Pack(), &out); err != nil {
		return nil, err
	}
	return out, nil
}

func parseValue(text string) (hujson.Value, error) {
	v, err := hujson.Parse([]byte(text))
	if err != nil {
		return v, fmt.Errorf("internal error: rendered entry does not parse: %w", err)
	}
	v.BeforeExtra = hujson.Extra(" ")
	v.AfterExtra = nil
	return v, nil
}

// insertMember appends name: val to obj on a new line at indent. closeIndent
// is the closing brace's indentation, used when obj was on one line.
func insertMember(obj *hujson.Object, name string, val hujson.Value, indent, closeIndent, nl string) {
	tail := obj.AfterExtra
	var lead, rest []byte
	if k := bytes.IndexByte(tail, '\n'); k >= 0 {
		if k > 0 && tail[k-1] == '\r' {
			k--
		}
		// A comment on the last member's line stays on that line.
		lead, rest = tail[:k], tail[k:]
	} else {
		lead, rest = tail, []byte(nl+closeIndent)
	}
	trailingComma := len(obj.Members) > 0 && obj.Members[len(obj.Members)-1].Value.AfterExtra != nil
	m := hujson.ObjectMember{
		Name:  hujson.Value{BeforeExtra: append(append([]byte{}, lead...), nl+indent...), Value: hujson.String(name)},
		Value: val,
	}
	if trailingComma {
		m.Value.AfterExtra = hujson.Extra{}
	}
	obj.Members = append(obj.Members, m)
	obj.AfterExtra = append([]byte{}, rest...)
}

// removeMember deletes member i and the whitespace that led to it; comments
// around it are kept.
func removeMember(obj *hujson.Object, i int) {
	m := obj.Members[i]
	kept := keepComments(m.Name.BeforeExtra)
	if m.Value.AfterExtra != nil {
		kept = append(kept, keepComments(m.Value.AfterExtra)...)
	}
	last := i == len(obj.Members)-1
	obj.Members = append(obj.Members[:i], obj.Members[i+1:]...)
	switch {
	case !last:
		next := &obj.Members[i].Name
		next.BeforeExtra = joinExtra(kept, next.BeforeExtra)
	case len(obj.Members) > 0:
		// The previous member becomes last: it takes over the removed
		// member's trailing comma, or lack of one.
		prev := &obj.Members[len(obj.Members)-1].Value
		switch {
		case m.Value.AfterExtra == nil && prev.AfterExtra != nil:
			kept = joinExtra(keepComments(prev.AfterExtra), kept)
			prev.AfterExtra = nil
		case m.Value.AfterExtra != nil && prev.AfterExtra == nil:
			prev.AfterExtra = hujson.Extra{}
		}
		obj.AfterExtra = joinExtra(kept, obj.AfterExtra)
	default:
		obj.AfterExtra = joinExtra(kept, obj.AfterExtra)
		if !hasComment(obj.AfterExtra) {
			obj.AfterExtra = nil // an empty object reads best as {}
		}
	}
}

// joinExtra puts kept comments before next, starting a new line when a line
// comment would otherwise swallow what follows.
func joinExtra(kept, next []byte) []byte {
	if len(kept) == 0 {
		return next
	}
	out := append([]byte{}, kept...)
	if i := bytes.IndexFunc(next, func(r rune) bool { return r != ' ' && r != '\t' }); i < 0 || (next[i] != '\n' && next[i] != '\r') {
		out = append(out, '\n')
	}
	return append(out, next...)
}

// keepComments returns the comments in extra, each on its own line as it
// was, without the whitespace that ended the run; nil when there are none.
func keepComments(extra []byte) []byte {
	if !hasComment(extra) {
		return nil
	}
	return bytes.TrimRight(extra, " \t\r\n")
}

func hasComment(extra []byte) bool {
	return bytes.Contains(extra, []byte("//")) || bytes.Contains(extra, []byte("/*"))
}
