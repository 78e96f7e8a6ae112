package gate

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
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

// pick is the shard's part of cases, in their order. Each case goes to
// the shard its identity alone chooses (shardOf): every job of a matrix
// splits the same list the same way, and a page added to the list moves
// no other case, so each shard's history stays comparable from run to
// run. The parts are as even as a fair coin makes them, not exact
// (docs/ci-gate.md measures it; ADR 0025).
func (s shard) pick(cases []Case) []Case {
	if s.n <= 1 {
		return cases
	}
	var out []Case
	for _, c := range cases {
		if shardOf(caseIdentity(c), s.n) == s.i {
			out = append(out, c)
		}
	}
	return out
}

// shardOf is the shard, 1 to n, of the case named key, by rendezvous
// (highest random weight) hashing: each shard draws a weight from a hash
// of the key and its own number, and the highest wins. Unlike a hash
// modulo n, going from n to n+1 shards moves only the cases the new
// shard wins, about 1/(n+1) of them.
func shardOf(key string, n int) int {
	best, bestW := 1, uint64(0)
	buf := make([]byte, 0, len(key)+8)
	for i := 1; i <= n; i++ {
		buf = binary.BigEndian.AppendUint64(append(buf[:0], key...), uint64(i))
		sum := sha256.Sum256(buf)
		if w := binary.BigEndian.Uint64(sum[:8]); i == 1 || w > bestW {
			best, bestW = i, w
		}
	}
	return best
}

// caseIdentity names a case the same way on every machine.
func caseIdentity(c Case) string {
	return browser.PagePath(c.URL) + "\x00" + c.Viewport + "\x00" + c.ColorScheme
}
