// Package tomledit edits a TOML file by the lines of its tables. TOML has
// no comment-preserving round trip in Go, so the edit is textual: a table
// of its own ([a.b] and any [a.b.*] sub-table) is appended, replaced or
// removed, and every other line keeps its bytes. A caller decodes the file
// before and after (Decode) and refuses an edit whose decoded documents
// differ in more than its table.
package tomledit

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// SyntaxError is a document that does not parse. Line and Column are
// 1-based, 0 when unknown.
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

// Decode decodes src into plain Go values; the error is a *SyntaxError
// with the line and column of the mistake.
func Decode(src []byte) (map[string]any, error) {
	m := map[string]any{}
	if _, err := toml.Decode(string(src), &m); err != nil {
		pe := &SyntaxError{Err: err}
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

// Replace puts repl in place of the lines of the table at key and of its
// sub-tables, or removes them when repl is "", keeping one blank line
// between tables. ok is false when src has no header for the table: it is
// written as an inline table or with dotted keys, which this package does
// not edit.
func Replace(src []byte, key []string, repl string) (out []byte, ok bool) {
	spans := tableSpans(src, key)
	if len(spans) == 0 {
		return nil, false
	}
	return replaceSpans(src, spans, repl), true
}

// Append adds table at the end of src, after a blank line when src holds
// anything; nl is the file's line ending.
func Append(src []byte, table, nl string) []byte {
	out := append([]byte{}, src...)
	if len(out) > 0 && !bytes.HasSuffix(out, []byte("\n")) {
		out = append(out, nl...)
	}
	if len(bytes.TrimSpace(out)) > 0 && !bytes.HasSuffix(out, []byte(nl+nl)) {
		out = append(out, nl...)
	}
	return append(out, table...)
}

// span is a byte range [start, end) of whole lines.
type span struct{ start, end int }

// tableSpans finds the lines of the table at key and its sub-tables: from
// each of their headers up to the next other header, less trailing blank
// and comment lines (those introduce the next table).
func tableSpans(src []byte, key []string) []span {
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
	ours := func(header []string) bool {
		return len(header) >= len(key) && slices.Equal(header[:len(key)], key)
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
