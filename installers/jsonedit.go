package installers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"

	"github.com/tailscale/hujson"
)

// The JSON editor works on hujson's syntax tree, which keeps every byte of
// whitespace and every comment. It splices our member in or out and packs
// the tree again, so the untouched parts of the file come out byte for byte
// as they went in; only the lines of our entry are new. Formatting the whole
// tree would have reflowed the user's file.

// state is what a config held for our entry before an edit.
type state int

const (
	stateAbsent    state = iota // no entry
	stateSame                   // an entry running the same command
	stateDifferent              // an entry running something else
)

// ParseError is a config file that does not parse; vibelens leaves it alone.
type ParseError struct {
	Path         string
	Line, Column int // 1-based; 0 when unknown
	Err          error
}

func (e *ParseError) Error() string {
	where := e.Path
	if e.Line > 0 {
		where += ":" + strconv.Itoa(e.Line)
		if e.Column > 0 {
			where += ":" + strconv.Itoa(e.Column)
		}
	}
	return fmt.Sprintf("%s: does not parse: %v (left unchanged; fix it and retry)", where, e.Err)
}

func (e *ParseError) Unwrap() error { return e.Err }

var hujsonPosition = regexp.MustCompile(`^hujson: line (\d+), column (\d+): `)

func jsonParseError(err error) *ParseError {
	pe := &ParseError{Err: err}
	if m := hujsonPosition.FindStringSubmatch(err.Error()); m != nil {
		pe.Line, _ = strconv.Atoi(m[1])
		pe.Column, _ = strconv.Atoi(m[2])
		if inner := errors.Unwrap(err); inner != nil {
			pe.Err = inner
		}
	}
	return pe
}

// jsonDoc is a parsed config with the layout facts needed to add lines that
// look like their neighbours.
type jsonDoc struct {
	src  []byte
	v    hujson.Value
	root *hujson.Object
	nl   string // "\n" or "\r\n", as the file has it
	unit string // one level of indentation
}

func parseJSONDoc(src []byte) (*jsonDoc, error) {
	v, err := hujson.Parse(src)
	if err != nil {
		return nil, jsonParseError(err)
	}
	root, ok := v.Value.(*hujson.Object)
	if !ok {
		return nil, &ParseError{Err: errors.New("the top-level value is not an object")}
	}
	d := &jsonDoc{src: src, v: v, root: root, nl: "\n", unit: "  "}
	if bytes.Contains(src, []byte("\r\n")) {
		d.nl = "\r\n"
	}
	if len(root.Members) > 0 {
		first := root.Members[0].Name
		if bytes.ContainsRune(first.BeforeExtra, '\n') {
			if ind := lineIndent(src, first.StartOffset); ind != "" {
				d.unit = ind
			}
		}
	}
	return d, nil
}

// blank reports whether src is only whitespace: such a file has nothing to
// lose and is treated as absent.
func blank(src []byte) bool { return len(bytes.TrimSpace(src)) == 0 }

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
func (d *jsonDoc) childIndent(obj *hujson.Object, parent string) string {
	if n := len(obj.Members); n > 0 {
		last := obj.Members[n-1].Name
		if bytes.ContainsRune(last.BeforeExtra, '\n') {
			return lineIndent(d.src, last.StartOffset)
		}
	}
	return parent + d.unit
}

// servers returns the servers object and its members' indentation. It is
// nil when the key is absent.
func (d *jsonDoc) servers(key string) (obj *hujson.Object, indent string, err error) {
	i := memberIndex(d.root, key)
	if i < 0 {
		return nil, "", nil
	}
	obj, ok := d.root.Members[i].Value.Value.(*hujson.Object)
	if !ok {
		return nil, "", &ParseError{Err: fmt.Errorf("%q is not an object", key)}
	}
	return obj, d.childIndent(obj, d.childIndent(d.root, "")), nil
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

// jsonLookup returns our entry as decoded JSON, or nil when absent.
func (h *Host) jsonLookup(src []byte) (map[string]any, error) {
	if blank(src) {
		return nil, nil
	}
	d, err := parseJSONDoc(src)
	if err != nil {
		return nil, err
	}
	servers, _, err := d.servers(h.ServersKey)
	if err != nil || servers == nil {
		return nil, err
	}
	i := memberIndex(servers, ServerName)
	if i < 0 {
		return nil, nil
	}
	cur, err := decode(servers.Members[i].Value)
	if err != nil {
		return nil, &ParseError{Err: err}
	}
	m, ok := cur.(map[string]any)
	if !ok {
		// Not an object: certainly not ours.
		return map[string]any{}, nil
	}
	return m, nil
}

// jsonInstall returns src with our entry added or replaced, and what src
// held before. For stateSame it returns src itself.
func (h *Host) jsonInstall(src []byte, e Entry) ([]byte, state, error) {
	if blank(src) {
		return h.newJSONDocument(e), stateAbsent, nil
	}
	d, err := parseJSONDoc(src)
	if err != nil {
		return nil, 0, err
	}
	rootIndent := d.childIndent(d.root, "")
	servers, indent, err := d.servers(h.ServersKey)
	if err != nil {
		return nil, 0, err
	}
	st := stateAbsent
	switch {
	case servers == nil:
		val, err := parseValue(h.renderJSONServers(e, rootIndent, d.unit, d.nl))
		if err != nil {
			return nil, 0, err
		}
		insertMember(d.root, h.ServersKey, val, rootIndent, "", d.nl)
	case memberIndex(servers, ServerName) < 0:
		val, err := parseValue(h.renderJSONEntry(e, indent, d.unit, d.nl))
		if err != nil {
			return nil, 0, err
		}
		insertMember(servers, ServerName, val, indent, rootIndent, d.nl)
	default:
		i := memberIndex(servers, ServerName)
		cur, err := decode(servers.Members[i].Value)
		if err != nil {
			return nil, 0, &ParseError{Err: err}
		}
		if m, ok := cur.(map[string]any); ok && h.matches(m, e) {
			return src, stateSame, nil
		}
		st = stateDifferent
		name := servers.Members[i].Name
		if bytes.ContainsRune(name.BeforeExtra, '\n') {
			indent = lineIndent(src, name.StartOffset)
		}
		val, err := parseValue(h.renderJSONEntry(e, indent, d.unit, d.nl))
		if err != nil {
			return nil, 0, err
		}
		servers.Members[i].Value.Value = val.Value
	}
	out := d.v.Pack()
	if err := h.verifyJSON(src, out, &e); err != nil {
		return nil, 0, err
	}
	return out, st, nil
}

// jsonUninstall returns src without our entry. For stateAbsent it returns
// src itself.
func (h *Host) jsonUninstall(src []byte) ([]byte, state, error) {
	if blank(src) {
		return src, stateAbsent, nil
	}
	d, err := parseJSONDoc(src)
	if err != nil {
		return nil, 0, err
	}
	servers, _, err := d.servers(h.ServersKey)
	if err != nil {
		return nil, 0, err
	}
	if servers == nil || memberIndex(servers, ServerName) < 0 {
		return src, stateAbsent, nil
	}
	removeMember(servers, memberIndex(servers, ServerName))
	out := d.v.Pack()
	if err := h.verifyJSON(src, out, nil); err != nil {
		return nil, 0, err
	}
	return out, stateDifferent, nil
}

// verifyJSON checks that after differs from before only in our entry (set
// to want, or removed when want is nil). It guards the splicing code: a
// mistake there must fail loudly instead of reaching the user's file.
func (h *Host) verifyJSON(before, after []byte, want *Entry) error {
	bv, err := hujson.Parse(before)
	if err != nil {
		return err
	}
	av, err := hujson.Parse(after)
	if err != nil {
		return fmt.Errorf("internal error: edited file does not parse: %w", err)
	}
	b, err := decode(bv)
	if err != nil {
		return &ParseError{Err: err}
	}
	a, err := decode(av)
	if err != nil {
		return fmt.Errorf("internal error: edited file does not decode: %w", err)
	}
	bm, _ := b.(map[string]any)
	am, _ := a.(map[string]any)
	strip := func(m map[string]any) (entry any) {
		if s, ok := m[h.ServersKey].(map[string]any); ok {
			entry = s[ServerName]
			delete(s, ServerName)
			if len(s) == 0 {
				delete(m, h.ServersKey)
			}
		}
		return entry
	}
	strip(bm)
	got := strip(am)
	if !reflect.DeepEqual(am, bm) {
		return errors.New("internal error: the edit would change more than the vibelens entry; nothing written")
	}
	switch {
	case want == nil && got != nil:
		return errors.New("internal error: the vibelens entry is still there after removing it")
	case want != nil:
		m, _ := got.(map[string]any)
		if m == nil || !h.matches(m, *want) {
			return errors.New("internal error: the edited file does not hold the new entry")
		}
	}
	return nil
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
