package installers

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"

	"github.com/vibelens/vibelens/internal/tomledit"
)

// The TOML editor is internal/tomledit: our entry is a table of its own,
// and only its lines are added, replaced or removed. What is ours is
// here: which table, what it holds, and the check that the file decodes
// to the same document outside our entry before and after.

// tomlServers returns the servers table, nil when absent.
func (h *Host) tomlServers(m map[string]any) (map[string]any, error) {
	v, ok := m[h.ServersKey]
	if !ok {
		return nil, nil
	}
	s, ok := v.(map[string]any)
	if !ok {
		return nil, &ParseError{Err: fmt.Errorf("%s is not a table", h.ServersKey)}
	}
	return s, nil
}

// tomlLookup returns our entry, nil when absent.
func (h *Host) tomlLookup(src []byte) (map[string]any, error) {
	m, err := tomledit.Decode(src)
	if err != nil {
		return nil, parseError(err)
	}
	s, err := h.tomlServers(m)
	if err != nil || s == nil {
		return nil, err
	}
	v, ok := s[ServerName]
	if !ok {
		return nil, nil
	}
	e, ok := v.(map[string]any)
	if !ok {
		return map[string]any{}, nil
	}
	return e, nil
}

func (h *Host) tomlInstall(src []byte, e Entry) ([]byte, state, error) {
	before, err := tomledit.Decode(src)
	if err != nil {
		return nil, 0, parseError(err)
	}
	cur, err := h.tomlLookup(src)
	if err != nil {
		return nil, 0, err
	}
	nl := "\n"
	if bytes.Contains(src, []byte("\r\n")) {
		nl = "\r\n"
	}
	table := h.renderTOMLTable(e, nl)
	var out []byte
	st := stateAbsent
	switch {
	case cur == nil:
		out = tomledit.Append(src, table, nl)
	case h.matches(cur, e):
		return src, stateSame, nil
	default:
		st = stateDifferent
		var ok bool
		if out, ok = tomledit.Replace(src, h.tomlKey(), table); !ok {
			return nil, 0, h.errTOMLForm()
		}
	}
	want := map[string]any{"command": e.Command, "args": toAny(e.Args)}
	if err := h.verifyTOML(before, out, want); err != nil {
		return nil, 0, err
	}
	return out, st, nil
}

func (h *Host) tomlUninstall(src []byte) ([]byte, state, error) {
	before, err := tomledit.Decode(src)
	if err != nil {
		return nil, 0, parseError(err)
	}
	s, err := h.tomlServers(before)
	if err != nil {
		return nil, 0, err
	}
	if _, ok := s[ServerName]; !ok {
		return src, stateAbsent, nil
	}
	out, ok := tomledit.Replace(src, h.tomlKey(), "")
	if !ok {
		return nil, 0, h.errTOMLForm()
	}
	if err := h.verifyTOML(before, out, nil); err != nil {
		return nil, 0, err
	}
	return out, stateDifferent, nil
}

// tomlKey is our table's key: [<servers key>.vibelens].
func (h *Host) tomlKey() []string { return []string{h.ServersKey, ServerName} }

func (h *Host) errTOMLForm() error {
	return fmt.Errorf("%s.%s is written in a form vibelens does not edit (inline table or dotted keys); change it by hand", h.ServersKey, ServerName)
}

// verifyTOML checks that out decodes to before with our entry set to want,
// or removed when want is nil.
func (h *Host) verifyTOML(before map[string]any, out []byte, want map[string]any) error {
	after, err := tomledit.Decode(out)
	if err != nil {
		return fmt.Errorf("internal error: edited file does not parse: %w", err)
	}
	expect := cloneMap(before)
	s, _ := expect[h.ServersKey].(map[string]any)
	if s == nil {
		s = map[string]any{}
		expect[h.ServersKey] = s
	}
	if want == nil {
		delete(s, ServerName)
	} else {
		s[ServerName] = want
	}
	// A servers table left empty may vanish when it had no header.
	for _, m := range []map[string]any{expect, after} {
		if s, ok := m[h.ServersKey].(map[string]any); ok && len(s) == 0 {
			delete(m, h.ServersKey)
		}
	}
	if !reflect.DeepEqual(after, expect) {
		return errors.New("internal error: the edit would change more than the vibelens entry; nothing written")
	}
	return nil
}

func cloneMap(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		if sub, ok := v.(map[string]any); ok {
			v = cloneMap(sub)
		}
		out[k] = v
	}
	return out
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
