// Package jsonc edits JSON with comments (an editor's settings.json or
// mcp.json) the way a person would: one member of an object is added,
// replaced or removed, and every other byte (comments, trailing commas,
// indentation, line endings) comes out as it went in. It works on
// hujson's syntax tree, which keeps every byte of whitespace and every
// comment, splices the member in or out and packs the tree again; only
// the lines of the member are new. Formatting the whole tree would reflow
// the user's file.
package jsonc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"

	"github.com/tailscale/hujson"
)

// SyntaxError is a document that does not parse, or whose shape is not
// what an edit needs (the top level or a section is not an object). Line
// and Column are 1-based, 0 when unknown.
type SyntaxError struct {
	Line, Column int
	Err          error
}

func (e *SyntaxError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d, column %d: %v", e.Line, e.Column, e.Err)
	}
	return e.Err.Error()
}

func (e *SyntaxError) Unwrap() error { return e.Err }

var hujsonPosition = regexp.MustCompile(`^hujson: line (\d+), column (\d+): `)

func syntaxError(err error) *SyntaxError {
	se := &SyntaxError{Err: err}
	if m := hujsonPosition.FindStringSubmatch(err.Error()); m != nil {
		se.Line, _ = strconv.Atoi(m[1])
		se.Column, _ = strconv.Atoi(m[2])
		if inner := errors.Unwrap(err); inner != nil {
			se.Err = inner
		}
	}
	return se
}

// Doc is a parsed document whose top level is an object, with the layout
// facts needed to add lines that look like their neighbours.
type Doc struct {
	src  []byte
	v    hujson.Value
	root *hujson.Object
	// NL is the document's line ending, "\n" or "\r\n", and Unit one
	// level of its indentation: what a rendered member should use.
	NL, Unit string
}

// Parse parses src; the error is a *SyntaxError.
func Parse(src []byte) (*Doc, error) {
	v, err := hujson.Parse(src)
	if err != nil {
		return nil, syntaxError(err)
	}
	root, ok := v.Value.(*hujson.Object)
	if !ok {
		return nil, &SyntaxError{Err: errors.New("the top-level value is not an object")}
	}
	d := &Doc{src: src, v: v, root: root, NL: "\n", Unit: "  "}
	if bytes.Contains(src, []byte("\r\n")) {
		d.NL = "\r\n"
	}
	if len(root.Members) > 0 {
		first := root.Members[0].Name
		if bytes.ContainsRune(first.BeforeExtra, '\n') {
			if ind := lineIndent(src, first.StartOffset); ind != "" {
				d.Unit = ind
			}
		}
	}
	return d, nil
}

// Bytes is the document as edited.
func (d *Doc) Bytes() []byte { return d.v.Pack() }

// Lookup is the member name of the top-level object section, decoded
// (comments and trailing commas dropped); found is false when either is
// absent. A section that is not an object is a *SyntaxError.
func (d *Doc) Lookup(section, name string) (v any, found bool, err error) {
	obj, _, err := d.section(section)
	if err != nil || obj == nil {
		return nil, false, err
	}
	i := memberIndex(obj, name)
	if i < 0 {
		return nil, false, nil
	}
	v, err = decode(obj.Members[i].Value)
	if err != nil {
		return nil, false, &SyntaxError{Err: err}
	}
	return v, true, nil
}

// Render writes a member's value as text: its first line without indent,
// each further line at indent plus one unit, its closing line at indent,
// lines ended with nl.
type Render func(indent, unit, nl string) string

// Set puts name, rendered, into the top-level object section: it replaces
// the member's value when the member is there, or adds it on a new line
// after the last member, or adds the section holding it. Comments stay
// where they were, a comment on the last member's line included.
func (d *Doc) Set(section, name string, render Render) error {
	rootIndent := d.childIndent(d.root, "")
	obj, indent, err := d.section(section)
	if err != nil {
		return err
	}
	if obj == nil {
		inner := rootIndent + d.Unit
		text := "{" + d.NL + inner + quote(name) + ": " + render(inner, d.Unit, d.NL) + d.NL + rootIndent + "}"
		val, err := parseValue(text)
		if err != nil {
			return err
		}
		insertMember(d.root, section, val, rootIndent, "", d.NL)
		return nil
	}
	i := memberIndex(obj, name)
	if i < 0 {
		val, err := parseValue(render(indent, d.Unit, d.NL))
		if err != nil {
			return err
		}
		insertMember(obj, name, val, indent, rootIndent, d.NL)
		return nil
	}
	n := obj.Members[i].Name
	if bytes.ContainsRune(n.BeforeExtra, '\n') {
		indent = lineIndent(d.src, n.StartOffset)
	}
	val, err := parseValue(render(indent, d.Unit, d.NL))
	if err != nil {
		return err
	}
	obj.Members[i].Value.Value = val.Value
	return nil
}

// Remove deletes the member name of the top-level object section and the
// whitespace that led to it; comments around it are kept. It reports
// whether there was one.
func (d *Doc) Remove(section, name string) (bool, error) {
	obj, _, err := d.section(section)
	if err != nil || obj == nil {
		return false, err
	}
	i := memberIndex(obj, name)
	if i < 0 {
		return false, nil
	}
	removeMember(obj, i)
	return true, nil
}

// Decode parses src and returns it as plain Go values, as encoding/json
// would decode it without its comments and trailing commas.
func Decode(src []byte) (any, error) {
	v, err := hujson.Parse(src)
	if err != nil {
		return nil, syntaxError(err)
	}
	return decode(v)
}

// IsStandard reports whether src is plain JSON: no comments, no trailing
// commas.
func IsStandard(src []byte) bool {
	v, err := hujson.Parse(src)
	return err == nil && v.IsStandard()
}

// section returns the top-level object key and its members' indentation;
// nil when the key is absent.
func (d *Doc) section(key string) (obj *hujson.Object, indent string, err error) {
	i := memberIndex(d.root, key)
	if i < 0 {
		return nil, "", nil
	}
	obj, ok := d.root.Members[i].Value.Value.(*hujson.Object)
	if !ok {
		return nil, "", &SyntaxError{Err: fmt.Errorf("%q is not an object", key)}
	}
	return obj, d.childIndent(obj, d.childIndent(d.root, "")), nil
}

// quote encodes s as a JSON string without HTML escaping.
func quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return string(bytes.TrimRight(b.Bytes(), "\n"))
}
