package installers

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strconv"

	"github.com/vibelens/vibelens/internal/jsonc"
	"github.com/vibelens/vibelens/internal/tomledit"
)

// The JSON editor is internal/jsonc: it splices our member in or out of
// the servers object and leaves every other byte of the file as it was.
// What is ours is here: which member, what it holds, and the check that
// the edit changed nothing else.

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

// parseError is a syntax error of either editor as a ParseError; the
// caller fills in the path. Other errors pass unchanged.
func parseError(err error) error {
	var je *jsonc.SyntaxError
	if errors.As(err, &je) {
		return &ParseError{Line: je.Line, Column: je.Column, Err: je.Err}
	}
	var te *tomledit.SyntaxError
	if errors.As(err, &te) {
		return &ParseError{Line: te.Line, Column: te.Column, Err: te.Err}
	}
	return err
}

// blank reports whether src is only whitespace: such a file has nothing to
// lose and is treated as absent.
func blank(src []byte) bool { return len(bytes.TrimSpace(src)) == 0 }

// jsonLookup returns our entry as decoded JSON, or nil when absent.
func (h *Host) jsonLookup(src []byte) (map[string]any, error) {
	if blank(src) {
		return nil, nil
	}
	d, err := jsonc.Parse(src)
	if err != nil {
		return nil, parseError(err)
	}
	cur, found, err := d.Lookup(h.ServersKey, ServerName)
	if err != nil {
		return nil, parseError(err)
	}
	if !found {
		return nil, nil
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
	d, err := jsonc.Parse(src)
	if err != nil {
		return nil, 0, parseError(err)
	}
	cur, found, err := d.Lookup(h.ServersKey, ServerName)
	if err != nil {
		return nil, 0, parseError(err)
	}
	st := stateAbsent
	if found {
		if m, ok := cur.(map[string]any); ok && h.matches(m, e) {
			return src, stateSame, nil
		}
		st = stateDifferent
	}
	render := func(indent, unit, nl string) string { return h.renderJSONEntry(e, indent, unit, nl) }
	if err := d.Set(h.ServersKey, ServerName, render); err != nil {
		return nil, 0, parseError(err)
	}
	out := d.Bytes()
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
	d, err := jsonc.Parse(src)
	if err != nil {
		return nil, 0, parseError(err)
	}
	removed, err := d.Remove(h.ServersKey, ServerName)
	if err != nil {
		return nil, 0, parseError(err)
	}
	if !removed {
		return src, stateAbsent, nil
	}
	out := d.Bytes()
	if err := h.verifyJSON(src, out, nil); err != nil {
		return nil, 0, err
	}
	return out, stateDifferent, nil
}

// verifyJSON checks that after differs from before only in our entry (set
// to want, or removed when want is nil). It guards the splicing code: a
// mistake there must fail loudly instead of reaching the user's file.
func (h *Host) verifyJSON(before, after []byte, want *Entry) error {
	b, err := jsonc.Decode(before)
	if err != nil {
		return parseError(err)
	}
	a, err := jsonc.Decode(after)
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
