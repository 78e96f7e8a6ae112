package cli

import (
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/vibelens/vibelens/browser"
)

// shard is --shard I/N: the I-th of N parts, counted from 1.
type shard struct{ i, n int }

func parseShard(s string) (shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return shard{}, fmt.Errorf("--shard must be I/N with 1 <= I <= N, like 1/4, not %q", s)
	}
	return shard{i, n}, nil
}

// pick is the shard's part of cases, in their order. The cases are
// ordered by a hash of their identity (page path, viewport, colour
// scheme: no port, no machine, no time) and dealt round robin, so every
// job of a matrix splits the same list the same way, and the parts differ
// in size by one case at most.
func (s shard) pick(cases []checkCase) []checkCase {
	if s.n <= 1 {
		return cases
	}
	type keyed struct {
		hash uint64
		key  string
		at   int
	}
	order := make([]keyed, len(cases))
	for i, c := range cases {
		key := caseIdentity(c)
		sum := sha256.Sum256([]byte(key))
		order[i] = keyed{binary.BigEndian.Uint64(sum[:8]), key, i}
	}
	slices.SortFunc(order, func(a, b keyed) int {
		return cmp.Or(cmp.Compare(a.hash, b.hash), cmp.Compare(a.key, b.key), cmp.Compare(a.at, b.at))
	})
	var mine []int
	for k, o := range order {
		if k%s.n == s.i-1 {
			mine = append(mine, o.at)
		}
	}
	slices.Sort(mine)
	out := make([]checkCase, 0, len(mine))
	for _, i := range mine {
		out = append(out, cases[i])
	}
	return out
}

// caseIdentity names a case the same way on every machine.
func caseIdentity(c checkCase) string {
	return browser.PagePath(c.URL) + "\x00" + c.Viewport + "\x00" + c.ColorScheme
}
