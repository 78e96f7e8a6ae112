package gate

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/atomicfile"
)

// knownProblems is a known-problems file, read: the identities it lists,
// and a version 1 file's entries in their old, looser form.
type KnownProblems struct {
	ids    map[browser.ProblemID]bool
	legacy map[string]bool
}

// IDs are the problems the file lists by identity, in no order.
func (k KnownProblems) IDs() []browser.ProblemID {
	ids := make([]browser.ProblemID, 0, len(k.ids))
	for id := range k.ids {
		ids = append(ids, id)
	}
	return ids
}

// Version1 reports whether the file is version 1: its entries are hashes
// that match problems but cannot be listed.
func (k KnownProblems) Version1() bool { return len(k.legacy) > 0 }

// holds reports whether the file lists p, found in c.
func (k KnownProblems) holds(c *Case, p Problem) bool {
	return k.ids[p.ID] || k.legacy[legacyKey(c, p)]
}

// knownProblemsFile is what the known-problems file holds. Version 3
// lists each problem's identity field by field, so a reviewer can read
// what a pull request adds to it. Version 2 held the same fields before
// the identity forgot hashed file names and generated classes; its
// entries are normalised again as they load, so a rebuild after the
// upgrade does not make them new, and an older vibelens refuses a
// version 3 file instead of reading its placeholders as real names.
// Version 1 listed opaque hashes of the page, kind and element or source
// file; such a file still loads, and its entries match the way they
// always did, without the message or the rule: as loose as before, until
// it is written again.
type knownProblemsFile struct {
	Version  int               `json:"version"`
	Problems []json.RawMessage `json:"problems"`
}

const knownProblemsVersion = 3

// ReadKnownProblems reads a known-problems file (--known-problems); the
// error says what to do about a missing or foreign file.
func ReadKnownProblems(path string) (KnownProblems, error) {
	k := KnownProblems{ids: map[browser.ProblemID]bool{}, legacy: map[string]bool{}}
	b, err := os.ReadFile(path)
	if err != nil {
		return k, fmt.Errorf("--known-problems: %w (create it with --update-known-problems)", err)
	}
	var f knownProblemsFile
	notOurs := fmt.Errorf("--known-problems %s is not a vibelens check known-problems file; write it again with --update-known-problems", path)
	if err := json.Unmarshal(b, &f); err != nil {
		return k, notOurs
	}
	for _, raw := range f.Problems {
		switch f.Version {
		case 1:
			var key string
			if err := json.Unmarshal(raw, &key); err != nil {
				return k, notOurs
			}
			k.legacy[key] = true
		case 2, knownProblemsVersion:
			var id browser.ProblemID
			if err := json.Unmarshal(raw, &id); err != nil || id.Kind == "" {
				return k, notOurs
			}
			if f.Version == 2 {
				// Written with raw selectors and file names: normalise
				// them as NewProblemID does now (a normalised message
				// normalises to itself).
				id.Where = browser.NormalizeWhere(id.Kind, id.Where)
				id.Message = browser.NormalizeMessage(id.Message)
			}
			k.ids[id] = true
		default:
			return k, notOurs
		}
	}
	if f.Version < 1 || f.Version > knownProblemsVersion {
		return k, notOurs
	}
	return k, nil
}

// writeKnownProblems saves every failing problem of the run, sorted, each
// once, through a temporary file renamed into place.
func writeKnownProblems(path string, cases []Case, level Severity) error {
	seen := map[browser.ProblemID]bool{}
	var ids []browser.ProblemID
	for i := range cases {
		for _, p := range cases[i].Problems {
			if p.Level >= level && p.Ignored == "" && !seen[p.ID] {
				seen[p.ID] = true
				ids = append(ids, p.ID)
			}
		}
	}
	slices.SortFunc(ids, func(a, b browser.ProblemID) int { return strings.Compare(a.String(), b.String()) })
	f := struct {
		Version  int                 `json:"version"`
		Problems []browser.ProblemID `json:"problems"`
	}{knownProblemsVersion, ids}
	if f.Problems == nil {
		f.Problems = []browser.ProblemID{}
	}
	out, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, append(out, '\n'), 0o644)
}

// legacyKey is a problem's key in a version 1 file: the viewport, and a
// hash of the page path, the kind and the element or source file.
func legacyKey(c *Case, p Problem) string {
	page := c.URL
	if i := strings.Index(page, "://"); i >= 0 {
		if j := strings.IndexByte(page[i+3:], '/'); j >= 0 {
			page = page[i+3+j:]
		} else {
			page = "/"
		}
	}
	sum := sha256.Sum256([]byte(page + "\x00" + p.ID.Kind + "\x00" + p.ID.Where))
	return c.Viewport + ":" + hex.EncodeToString(sum[:16])
}
