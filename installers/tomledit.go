package installers

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// The TOML editor is textual: TOML has no comment-preserving round trip in
// Go, and our entry is a table of its own, so only the lines of that table
// ([mcp_servers.vibelens] and any [mcp_servers.vibelens.*] sub-table) are
// added, replaced or removed. Every other line keeps its bytes. The file is
// decoded before and after, and the edit is refused unless the decoded
// documents differ in our entry alone.

func decodeTOML(src []byte) (map[string]any, error) {
	m := map[string]any{}
	if _, err := toml.Decode(string(src), &m); err != nil {
		pe := &ParseError{Err: err}
		var te toml.ParseError
		if errors.As(err, &te) {
			pe.Line, pe.Column = te.Position.Line, te.Position.Col
			// The parser counts the newline it stopped at as the next
			// line; recompute from the byte offset.
			if start := te.Position.Start; start >= 0 && start <= len(src) {
				pe.Line = 1 + bytes.Count(src[:start], []byte("\n"))
				pe.Column = start - bytes.LastIndexByte(src[:start], '\n')
			}
			pe.Err = errors.New(te.Message)
		}
		return nil, pe
	}
	return m, nil
}

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
	m, err := decodeTOML(src)
	if err != nil {
		return nil, err
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
	before, err := decodeTOML(src)
	if err != nil {
		return nil, 0, err
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
		out = append([]byte{}, src...)
		if len(out) > 0 && !bytes.HasSuffix(out, []byte("\n")) {
			out = append(out, nl...)
		}
		if len(bytes.TrimSpace(out)) > 0 && !bytes.HasSuffix(out, []byte(nl+nl)) {
			out = append(out, nl...)
		}
		out = append(out, table...)
	case h.matches(cur, e):
		return src, stateSame, nil
	default:
		st = stateDifferent
		spans := h.tomlSpans(src)
		if len(spans) == 0 {
			return nil, 0, h.errTOMLForm()
		}
		out = replaceSpans(src, spans, table)
	}
	want := map[string]any{"command": e.Command, "args": toAny(e.Args)}
	if err := h.verifyTOML(before, out, want); err != nil {
		return nil, 0, err
	}
	return out, st, nil
}

func (h *Host) tomlUninstall(src []byte) ([]byte, state, error) {
	before, err := decodeTOML(src)
	if err != nil {
		return nil, 0, err
	}
	s, err := h.tomlServers(before)
	if err != nil {
		return nil, 0, err
	}
	if _, ok := s[ServerName]; !ok {
		return src, stateAbsent, nil
	}
	spans := h.tomlSpans(src)
	if len(spans) == 0 {
		return nil, 0, h.errTOMLForm()
	}
	out := replaceSpans(src, spans, "")
	if err := h.verifyTOML(before, out, nil); err != nil {
		return nil, 0, err
	}
	return out, stateDifferent, nil
}

func (h *Host) errTOMLForm() error {
	return fmt.Errorf("%s.%s is written in a form vibelens does not edit (inline table or dotted keys); change it by hand", h.ServersKey, ServerName)
}

// verifyTOML checks that out decodes to before with our entry set to want,
// or removed when want is nil.
func (h *Host) verifyTOML(before map[string]any, out []byte, want map[string]any) error {
	after, err := decodeTOML(out)
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

// span is a byte range [start, end) of whole lines.
type span struct{ start, end int }

// tomlSpans finds the lines of our table and its sub-tables: from each of
// their headers up to the next other header, less trailing blank and
// comment lines (those introduce the next table).
func (h *Host) tomlSpans(src []byte) []span {
	type line struct {
		start, end int
		header     []string // key path when the line is a table header
		filler     bool     // blank or comment-only
	}
	var lines []line
	inMulti := "" // the delimiter of an open multi-line string
	for start := 0; start < len(src); {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start + 1
		}
		text := string(src[start:end])
		l := line{start: start, end: end}
		trimmed := strings.TrimSpace(text)
		if inMulti == "" {
			l.filler = trimmed == "" || strings.HasPrefix(trimmed, "#")
			if strings.HasPrefix(trimmed, "[") {
				l.header = headerKey(trimmed)
			}
		}
		for _, delim := range []string{`"""`, `'''`} {
			if inMulti == "" || inMulti == delim {
				if strings.Count(text, delim)%2 == 1 {
					if inMulti == "" {
						inMulti = delim
					} else {
						inMulti = ""
					}
				}
			}
		}
		lines = append(lines, l)
		start = end
	}
	ours := func(key []string) bool {
		return len(key) >= 2 && key[0] == h.ServersKey && key[1] == ServerName
	}
	var spans []span
	for i := 0; i < len(lines); i++ {
		if !ours(lines[i].header) {
			continue
		}
		j := i + 1
		for j < len(lines) && (lines[j].header == nil || ours(lines[j].header)) {
			j++
		}
		k := j
		for k > i+1 && lines[k-1].filler {
			k--
		}
		spans = append(spans, span{lines[i].start, lines[k-1].end})
		i = j - 1
	}
	return spans
}

// replaceSpans removes every span and puts repl where the first one was.
// When a removal leaves two blank lines in a row, one goes.
func replaceSpans(src []byte, spans []span, repl string) []byte {
	var out []byte
	prev := 0
	for i, s := range spans {
		out = append(out, src[prev:s.start]...)
		if i == 0 {
			out = append(out, repl...)
		}
		prev = s.end
	}
	rest := src[prev:]
	if repl == "" && len(out) == 0 && startsWithBlankLine(rest) {
		rest = rest[bytes.IndexByte(rest, '\n')+1:]
	}
	if repl == "" && len(out) > 0 && endsWithBlankLine(out) && (len(bytes.TrimLeft(rest, " \t")) == 0 || startsWithBlankLine(rest)) {
		out = trimOneBlankLine(out)
	}
	if repl != "" && len(rest) > 0 && !startsWithBlankLine(rest) && !bytes.HasPrefix(bytes.TrimLeft(rest, " \t"), []byte("#")) {
		// Keep a blank line between our table and the next.
		if bytes.HasSuffix(out, []byte("\r\n")) {
			out = append(out, "\r\n"...)
		} else {
			out = append(out, '\n')
		}
	}
	return append(out, rest...)
}

func endsWithBlankLine(b []byte) bool {
	return bytes.HasSuffix(b, []byte("\n")) && blankLast(b)
}

// blankLast reports whether the last complete line of b is blank.
func blankLast(b []byte) bool {
	b = bytes.TrimSuffix(b, []byte("\n"))
	i := bytes.LastIndexByte(b, '\n')
	return len(bytes.TrimSpace(b[i+1:])) == 0
}

func startsWithBlankLine(b []byte) bool {
	i := bytes.IndexByte(b, '\n')
	return i >= 0 && len(bytes.TrimSpace(b[:i])) == 0
}

func trimOneBlankLine(b []byte) []byte {
	if !bytes.HasSuffix(b, []byte("\n")) {
		return b
	}
	body := b[:len(b)-1]
	i := bytes.LastIndexByte(body, '\n')
	if len(bytes.TrimSpace(body[i+1:])) == 0 {
		return b[:i+1]
	}
	return b
}

// headerKey parses `[a.b]` or `[[a.b]]` (with an optional trailing comment)
// into its key path; nil when the line is not a header.
func headerKey(line string) []string {
	s := strings.TrimPrefix(line, "[")
	if strings.HasPrefix(s, "[") {
		s = s[1:]
	}
	var key []string
	for {
		s = strings.TrimLeft(s, " \t")
		var part string
		switch {
		case strings.HasPrefix(s, `"`):
			end := 1
			for end < len(s) && s[end] != '"' {
				if s[end] == '\\' {
					end++
				}
				end++
			}
			if end >= len(s) {
				return nil
			}
			u, err := strconv.Unquote(s[:end+1])
			if err != nil {
				return nil
			}
			part, s = u, s[end+1:]
		case strings.HasPrefix(s, "'"):
			end := strings.IndexByte(s[1:], '\'')
			if end < 0 {
				return nil
			}
			part, s = s[1:end+1], s[end+2:]
		default:
			end := 0
			for end < len(s) && (s[end] == '-' || s[end] == '_' || s[end] >= 'a' && s[end] <= 'z' || s[end] >= 'A' && s[end] <= 'Z' || s[end] >= '0' && s[end] <= '9') {
				end++
			}
			if end == 0 {
				return nil
			}
			part, s = s[:end], s[end:]
		}
		key = append(key, part)
		s = strings.TrimLeft(s, " \t")
		if strings.HasPrefix(s, ".") {
			s = s[1:]
			continue
		}
		if strings.HasPrefix(s, "]") {
			return key
		}
		return nil
	}
}
