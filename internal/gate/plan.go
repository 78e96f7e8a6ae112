package gate

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/vibelens/vibelens/browser"
)

// planRecord is what defines a run, as its --json report records it:
// which cases there are and how they are judged. Shards of one CI matrix
// share it; check merge refuses files whose plans differ, and names the
// field. Machine settings (workers, delay, the browser, the port the app
// is served on) are not in it: jobs may differ in those and still check
// the same cases.
type planRecord struct {
	// Digest is a hash of every other field: two reports of one plan
	// have the same.
	Digest string `json:"digest"`
	// Pages are the pages given, by path and query (no origin: each job
	// may serve the app on its own port), in order, before any crawl.
	Pages        []string `json:"pages"`
	Viewports    []string `json:"viewports"`
	ColorSchemes []string `json:"colorSchemes"` // "" is each preset's own
	FailOn       string   `json:"failOn"`
	Crawl        int      `json:"crawl,omitempty"`
	Keyboard     bool     `json:"keyboard,omitempty"` // each page walked with Tab
	Exclude      []string `json:"exclude,omitempty"`
	// KnownProblems is a hash of the --known-problems file's content,
	// empty without one.
	KnownProblems string   `json:"knownProblems,omitempty"`
	Ignore        []string `json:"ignore,omitempty"` // the configuration's ignore entries
}

// shardRecord says which part of the run a report holds.
type shardRecord struct {
	Index int `json:"index"` // 1 to Of
	Of    int `json:"of"`
	// Total is how many cases the whole run has, every shard's: a
	// --crawl run cannot be sharded, so it is one shard and counts the
	// cases it found.
	Total int `json:"totalCases"`
}

// runRecord is what a --json report says about its run.
type runRecord struct {
	Shard shardRecord
	Plan  planRecord
}

// newPlanRecord is the record of the flags' plan; viewports are filled
// in once the presets are known (withViewports).
func newPlanRecord(f *Flags, plan *Plan, knownContent []byte) planRecord {
	r := planRecord{FailOn: f.failOn, Crawl: f.crawl, Keyboard: f.keyboard, Exclude: slices.Clone([]string(f.exclude)), ColorSchemes: slices.Clone(plan.schemes)}
	for _, p := range plan.pages {
		r.Pages = append(r.Pages, browser.PagePath(p))
	}
	if knownContent != nil {
		r.KnownProblems = hashOf(knownContent)
	}
	for _, i := range f.ignore {
		r.Ignore = append(r.Ignore, i.String())
	}
	return r
}

// withViewports is r with the run's viewports and its digest.
func (r planRecord) withViewports(vps []string) planRecord {
	r.Viewports = slices.Clone(vps)
	r.Digest = ""
	b, _ := json.Marshal(r) // a struct of strings and ints: cannot fail
	r.Digest = hashOf(b)
	return r
}

func hashOf(b []byte) string {
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// differences names each field in which plan b (of file bn) differs from
// plan a (of file an), one line each.
func (a planRecord) differences(an string, b planRecord, bn string) []string {
	var out []string
	list := func(what string, x, y []string, show func([]string) string) {
		if !slices.Equal(x, y) {
			out = append(out, fmt.Sprintf("%s: %s in %s, %s in %s", what, show(x), an, show(y), bn))
		}
	}
	if !slices.Equal(a.Pages, b.Pages) {
		out = append(out, pagesDiffer(a.Pages, an, b.Pages, bn))
	}
	list("viewports", a.Viewports, b.Viewports, joinOrNone)
	list("colour schemes", a.ColorSchemes, b.ColorSchemes, schemesShown)
	list("fail-on", []string{a.FailOn}, []string{b.FailOn}, joinOrNone)
	list("crawl", []string{fmt.Sprint(a.Crawl)}, []string{fmt.Sprint(b.Crawl)}, joinOrNone)
	list("exclude", a.Exclude, b.Exclude, joinOrNone)
	list("known problems", []string{a.KnownProblems}, []string{b.KnownProblems}, knownShown)
	list("ignore entries", a.Ignore, b.Ignore, func(s []string) string { return fmt.Sprintf("(%d: %s)", len(s), joinOrNone(s)) })
	return out
}

// pagesDiffer says how two lists of pages differ: the pages only one
// has (a few of them), or the order.
func pagesDiffer(a []string, an string, b []string, bn string) string {
	only := func(x, y []string) []string {
		var out []string
		for _, p := range x {
			if !slices.Contains(y, p) {
				out = append(out, p)
			}
		}
		return out
	}
	var parts []string
	for _, d := range []struct {
		pages []string
		file  string
	}{{only(a, b), an}, {only(b, a), bn}} {
		if len(d.pages) > 0 {
			parts = append(parts, fmt.Sprintf("%s only in %s", firstFew(d.pages), d.file))
		}
	}
	if len(parts) == 0 {
		return fmt.Sprintf("pages: the same pages in another order in %s and %s (each case's index differs)", an, bn)
	}
	return fmt.Sprintf("pages: %s (%d pages in %s, %d in %s)", strings.Join(parts, ", "), len(a), an, len(b), bn)
}

func firstFew(s []string) string {
	if len(s) > 3 {
		return fmt.Sprintf("%s and %d more", strings.Join(s[:3], ", "), len(s)-3)
	}
	return strings.Join(s, ", ")
}

func joinOrNone(s []string) string {
	if len(s) == 0 || (len(s) == 1 && s[0] == "") {
		return "none"
	}
	return strings.Join(s, ",")
}

func schemesShown(s []string) string {
	var out []string
	for _, x := range s {
		if x == "" {
			x = "each preset's own"
		}
		out = append(out, x)
	}
	return strings.Join(out, ",")
}

func knownShown(s []string) string {
	if s[0] == "" {
		return "none"
	}
	h := strings.TrimPrefix(s[0], "sha256:")
	return "a file hashing " + h[:min(12, len(h))]
}
