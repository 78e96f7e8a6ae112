package looks

import (
	"crypto/sha256"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// Targets is how many capture targets the server remembers, for
// sinceLastCapture and for repeat looks; the least recently captured is
// forgotten first.
const Targets = 32

// sinceListMax bounds each new/resolved list; the last entry counts the rest.
const sinceListMax = 10

// History remembers, per target (url, viewport, fullPage, selector), the
// problems of the last capture, so a re-capture after a fix can say what is
// new and what is resolved. It keeps keys and a DOM hash, never the capture.
type History struct {
	mu    sync.Mutex
	max   int
	order []string // least recently used first
	items map[string]captureKeys
	now   func() time.Time
}

// captureKeys is what one capture leaves behind for the next.
type captureKeys struct {
	at       time.Time
	console  []sinceEntry
	failed   []sinceEntry
	findings []sinceEntry
	dom      [sha256.Size]byte
	record   *browser.Record // what the page showed, for the next look's changed list
	// What the look did not judge: the accessibility rules it did not
	// run, whether the layout pass was cut, and the kinds it reported up
	// to the per-kind cap.
	notRun    []string
	layoutCut bool
	full      map[string]bool
}

// judged says whether this look judged finding e: its rule ran, or the
// layout pass ran whole, and its kind was not cut at the cap.
func (k captureKeys) judged(e sinceEntry) bool {
	switch {
	case k.full[e.kind]:
		return false
	case e.rule != "":
		return !slices.Contains(k.notRun, e.rule)
	}
	return !k.layoutCut
}

// NewHistory remembers at most max targets.
func NewHistory(max int) *History {
	return &History{max: max, items: map[string]captureKeys{}, now: time.Now}
}

// TargetKey identifies a capture target. The URL is the canonical one from
// the summary, so localhost:3000 and http://localhost:3000/ are the same.
// scheme is the colour scheme the request asked for, as in before: the
// page's own report of it (Summary.Theme) is missing when its read fails,
// and a dark look keyed as light would be compared with the light one.
func TargetKey(r *browser.Result, selector, scheme string) string {
	s := r.Summary
	k := keyOf(s.URL, s.Viewport.Name, s.FullPage, selector) + schemeKey(scheme)
	if s.Keyboard != nil {
		k += "\x00keyboard" // a walk's focus findings are not resolved by a look without one
	}
	return k
}

func keyOf(url, viewport string, fullPage bool, selector string) string {
	return fmt.Sprintf("%s\x00%s\x00%v\x00%s", url, viewport, fullPage, selector)
}

// Before is Request.Before for a capture of req whose key ends in suffix
// (interact's steps): the record of the previous look at its target, so
// the elements that changed since get their sources named in the page.
func (c *History) Before(req browser.Request, suffix string) func(url, viewport string) *browser.Record {
	return func(url, viewport string) *browser.Record {
		key := keyOf(url, viewport, req.FullPage, req.Selector) + schemeKey(req.ColorScheme) + suffix
		c.mu.Lock()
		defer c.mu.Unlock()
		return c.items[key].record
	}
}

// Observe records r under key and returns what changed since the previous
// capture of the same key, or nil for the first one.
func (c *History) Observe(key string, r *browser.Result) *browser.Since {
	cur := keysOf(r, c.now())
	c.mu.Lock()
	prev, ok := c.items[key]
	if ok {
		// A finding this look did not judge (its rule not run, the
		// layout pass cut short, its kind at the cap) is not resolved:
		// it is carried to the next look as still there.
		for _, e := range prev.findings {
			if !slices.ContainsFunc(cur.findings, func(x sinceEntry) bool { return x.id == e.id }) && !cur.judged(e) {
				cur.findings = append(cur.findings, e)
			}
		}
	}
	c.items[key] = cur
	if i := slices.Index(c.order, key); i >= 0 {
		c.order = slices.Delete(c.order, i, i+1)
	}
	c.order = append(c.order, key)
	for len(c.order) > c.max {
		delete(c.items, c.order[0])
		c.order = c.order[1:]
	}
	c.mu.Unlock()
	if !ok {
		return nil
	}
	s := &browser.Since{PreviousAgeMs: cur.at.Sub(prev.at).Milliseconds(), DOMChanged: cur.dom != prev.dom}
	s.New.ConsoleErrors, s.Resolved.ConsoleErrors = diff(prev.console, cur.console)
	s.New.FailedRequests, s.Resolved.FailedRequests = diff(prev.failed, cur.failed)
	s.New.Findings, s.Resolved.Findings = diff(prev.findings, cur.findings)
	if prev.record != nil && cur.record != nil {
		d := browser.CompareRecords(prev.record, cur.record)
		s.Changed, s.ChangedOmitted = d.Changed, d.Omitted
		s.Unchanged = len(d.Changed) == 0 && d.Omitted == 0
		if s.Unchanged {
			s.Changed = nil // unchanged: true says it; an empty list would be dropped anyway
		}
	}
	return s
}

// volatile matches a URL's query or fragment: dev servers add cache busters
// (?t=1712345678, ?v=ab12cd) that change on every reload.
var volatile = regexp.MustCompile(`(https?://[^\s?#'"()]+)[?#][^\s'"()]*`)

func stable(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return volatile.ReplaceAllString(s, "$1")
}

// sinceEntry is one problem of a look: its identity, which decides
// whether two looks share it (browser.ProblemID, the same the CI gate's
// known-problems file and SARIF fingerprints use), and the short key the
// lists show.
type sinceEntry struct {
	id         browser.ProblemID
	key        string
	kind, rule string // a finding's
}

func keysOf(r *browser.Result, at time.Time) captureKeys {
	k := captureKeys{at: at, dom: sha256.Sum256([]byte(r.SimplifiedDOM)), record: r.Record}
	add := func(list []sinceEntry, kind, rule, where, message, key string) []sinceEntry {
		id := browser.NewProblemID("", "", "", kind, rule, where, message)
		if slices.ContainsFunc(list, func(e sinceEntry) bool { return e.id == id }) {
			return list
		}
		return append(list, sinceEntry{id: id, key: key, kind: kind, rule: rule})
	}
	for _, e := range r.ConsoleLogs {
		if e.Level == "error" {
			k.console = add(k.console, "console-error", "", sourceFile(e.Source), e.Text, "console: "+stable(e.Text))
		}
	}
	for _, e := range r.UncaughtPageErrors {
		k.console = add(k.console, "uncaught-error", "", sourceFile(e.Source), e.Message, "uncaught: "+stable(e.Message))
	}
	for _, f := range r.FailedRequests {
		outcome := f.Error
		if f.Status != 0 {
			outcome = fmt.Sprint(f.Status)
		}
		where := stable(f.URL)
		if u, err := url.Parse(f.URL); err == nil {
			where = u.Path
		}
		k.failed = add(k.failed, "failed-request", outcome, f.Method+" "+where, "", f.Method+" "+stable(f.URL)+" "+outcome)
	}
	perKind := map[string]int{}
	for _, f := range r.Findings {
		k.findings = add(k.findings, f.Kind, f.Rule, f.Selector, "", FindingKey(f))
		perKind[f.Kind]++
	}
	k.notRun, k.layoutCut = r.Summary.A11yNotRun, r.Summary.FindingsCut
	if r.Summary.FindingsDropped > 0 {
		k.full = map[string]bool{}
		for kind, n := range perKind {
			if n >= browser.Limits.FindingsPerKind {
				k.full[kind] = true
			}
		}
	}
	return k
}

func sourceFile(src *browser.Source) string {
	if src == nil {
		return ""
	}
	return src.File
}

// diff returns the keys of the entries only in cur (new) and only in prev
// (resolved), in their original order, each list bounded.
func diff(prev, cur []sinceEntry) (added, removed []string) {
	in := func(list []sinceEntry, e sinceEntry) bool {
		return slices.ContainsFunc(list, func(x sinceEntry) bool { return x.id == e.id })
	}
	for _, e := range cur {
		if !in(prev, e) {
			added = append(added, e.key)
		}
	}
	for _, e := range prev {
		if !in(cur, e) {
			removed = append(removed, e.key)
		}
	}
	return bound(added), bound(removed)
}

func bound(list []string) []string {
	if list == nil {
		return []string{}
	}
	if len(list) > sinceListMax {
		rest := len(list) - (sinceListMax - 1)
		list = append(list[:sinceListMax-1:sinceListMax-1], fmt.Sprintf("…and %d more", rest))
	}
	return list
}

// FindingKey names a finding in the lists: its kind, the rule it applies
// (an accessibility finding's axe rule: two rules can fail on one
// element) and its selector.
func FindingKey(f browser.Finding) string {
	return strings.Join(strings.Fields(f.Kind+" "+f.Rule+" "+f.Selector), " ")
}

// schemeKey is what a dark render adds to its key, so the light and dark
// looks at one target compare each with its own kind.
func schemeKey(scheme string) string {
	if scheme == "dark" {
		return "\x00dark"
	}
	return ""
}
