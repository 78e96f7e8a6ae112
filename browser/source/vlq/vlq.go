// Package vlq reads a source map's "mappings": base64 VLQ segments, per
// generated line, each a column and its source, line and column.
package vlq

import "strings"

// Find finds, in a source map's "mappings" string, the segment
// covering a 0-based generated line and column, and returns its source
// index and 0-based original line and column.
func Find(mappings string, line, col int) (src, srcLine, srcCol int, ok bool) {
	var s, sl, sc, name int
	genLine := 0
	i := 0
	for genLine <= line && i <= len(mappings) {
		end := strings.IndexByte(mappings[i:], ';')
		if end < 0 {
			end = len(mappings) - i
		}
		seg := mappings[i : i+end]
		genCol := 0
		best := -1
		for _, part := range strings.Split(seg, ",") {
			if part == "" {
				continue
			}
			v, good := Decode(part)
			if !good || len(v) == 0 {
				return 0, 0, 0, false
			}
			genCol += v[0]
			if len(v) >= 4 {
				s += v[1]
				sl += v[2]
				sc += v[3]
				if len(v) >= 5 {
					name += v[4]
				}
				if genLine == line && genCol <= col && genCol >= best {
					best, src, srcLine, srcCol, ok = genCol, s, sl, sc, true
				}
			}
		}
		if genLine == line {
			return src, srcLine, srcCol, ok
		}
		genLine++
		i += end + 1
	}
	return 0, 0, 0, false
}

const vlqChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// Decode decodes one base64 VLQ segment.
func Decode(s string) ([]int, bool) {
	var out []int
	value, shift := 0, 0
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(vlqChars, s[i])
		if d < 0 {
			return nil, false
		}
		value += (d & 31) << shift
		if d&32 != 0 {
			shift += 5
			if shift > 30 {
				return nil, false
			}
			continue
		}
		if value&1 != 0 {
			out = append(out, -(value >> 1))
		} else {
			out = append(out, value>>1)
		}
		value, shift = 0, 0
	}
	return out, shift == 0
}
