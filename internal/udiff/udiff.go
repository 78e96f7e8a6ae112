// Package udiff writes the unified diff of two small texts, the way
// vibelens shows a config edit before (--print) or after it makes it.
package udiff

import (
	"fmt"
	"strings"
)

// Unified returns a unified diff (3 lines of context) turning before
// into after, labelled with path; "" when they are equal. Config files are
// small, so a quadratic longest-common-subsequence is plenty.
func Unified(path string, before, after []byte) string {
	if string(before) == string(after) {
		return ""
	}
	a, b := splitLines(string(before)), splitLines(string(after))
	ops := diffLines(a, b)

	var out strings.Builder
	from, to := "a/"+strings.TrimPrefix(path, "/"), "b/"+strings.TrimPrefix(path, "/")
	if len(before) == 0 {
		from = "/dev/null"
	}
	if len(after) == 0 {
		to = "/dev/null"
	}
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", from, to)

	const context = 3
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		// A hunk runs from context lines before the first change to context
		// lines after the last change that is within 2*context of the next.
		start := max(i-context, 0)
		end := i
		for j := i; j < len(ops); j++ {
			if ops[j].kind != ' ' {
				end = j
			} else if j-end > 2*context {
				break
			}
		}
		stop := min(end+context+1, len(ops))
		aStart, bStart, aLen, bLen := ops[start].a, ops[start].b, 0, 0
		for _, op := range ops[start:stop] {
			if op.kind != '+' {
				aLen++
			}
			if op.kind != '-' {
				bLen++
			}
		}
		fmt.Fprintf(&out, "@@ -%s +%s @@\n", hunkRange(aStart, aLen), hunkRange(bStart, bLen))
		for _, op := range ops[start:stop] {
			out.WriteByte(op.kind)
			out.WriteString(strings.TrimSuffix(op.text, "\n"))
			out.WriteByte('\n')
			if !strings.HasSuffix(op.text, "\n") {
				out.WriteString("\\ No newline at end of file\n")
			}
		}
		i = stop
	}
	return out.String()
}

func hunkRange(start, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%d,0", start)
	case 1:
		return fmt.Sprintf("%d", start+1)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}

// splitLines splits s after each newline, keeping the newlines.
func splitLines(s string) []string {
	var lines []string
	for s != "" {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			lines = append(lines, s)
			break
		}
		lines = append(lines, s[:i+1])
		s = s[i+1:]
	}
	return lines
}

type diffOp struct {
	kind byte // ' ', '-', '+'
	text string
	a, b int // 0-based line numbers in before and after where op applies
}

func diffLines(a, b []string) []diffOp {
	// Trim the common prefix and suffix first: edits touch a few lines.
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	var ops []diffOp
	for i := 0; i < pre; i++ {
		ops = append(ops, diffOp{' ', a[i], i, i})
	}
	// lcs[i][j] is the LCS length of ma[i:] and mb[j:].
	lcs := make([][]int, len(ma)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(mb)+1)
	}
	for i := len(ma) - 1; i >= 0; i-- {
		for j := len(mb) - 1; j >= 0; j-- {
			if ma[i] == mb[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < len(ma) || j < len(mb) {
		switch {
		case i < len(ma) && j < len(mb) && ma[i] == mb[j]:
			ops = append(ops, diffOp{' ', ma[i], pre + i, pre + j})
			i++
			j++
		case i < len(ma) && (j == len(mb) || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, diffOp{'-', ma[i], pre + i, pre + j})
			i++
		default:
			ops = append(ops, diffOp{'+', mb[j], pre + i, pre + j})
			j++
		}
	}
	for k := 0; k < suf; k++ {
		ops = append(ops, diffOp{' ', a[len(a)-suf+k], len(a) - suf + k, len(b) - suf + k})
	}
	return ops
}
