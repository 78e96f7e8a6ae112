package looks

import (
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// deltaHTMLChars bounds the HTML of a delta's DOM changes; past it the
// changes are named by selector only, and past deltaChanges counted.
const (
	deltaHTMLChars = 1800
	deltaChanges   = 24
)

// Memory remembers, per target (the since cache's keys: url,
// viewport, colour scheme, fullPage, selector, steps), what the last
// answer sent, so the next one can send only what is new.
type Memory struct {
	mu    sync.Mutex
	max   int
	order []string // least recently used first
	items map[string]Sent
}

// Sent is what one answer put in the model's context.
type Sent struct {
	at       time.Time
	dom      string
	shot     [sha256.Size]byte
	findings []string // findingKey
	console  []string // messageKey
	errors   []string
	failed   []string // requestKey
}

// NewMemory remembers at most max targets.
func NewMemory(max int) *Memory {
	return &Memory{max: max, items: map[string]Sent{}}
}

// Swap remembers r, seen at, under key and returns what was there.
func (m *Memory) Swap(key string, r *browser.Result, at time.Time) (Sent, bool) {
	cur := Sent{at: at, dom: r.SimplifiedDOM, shot: sha256.Sum256(r.Screenshot)}
	for _, f := range r.Findings {
		cur.findings = append(cur.findings, FindingKey(f))
	}
	for _, e := range r.ConsoleLogs {
		cur.console = append(cur.console, messageKey(e))
	}
	for _, e := range r.UncaughtPageErrors {
		cur.errors = append(cur.errors, SameText(e.Message))
	}
	for _, f := range r.FailedRequests {
		cur.failed = append(cur.failed, requestKey(f))
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	prev, ok := m.items[key]
	m.items[key] = cur
	if i := slices.Index(m.order, key); i >= 0 {
		m.order = slices.Delete(m.order, i, i+1)
	}
	m.order = append(m.order, key)
	for len(m.order) > m.max {
		delete(m.items, m.order[0])
		m.order = m.order[1:]
	}
	return prev, ok
}

// When says when a look was, for a note: its time and how long ago.
func When(at, now time.Time) string {
	return fmt.Sprintf("the look of %s UTC, %s ago", at.UTC().Format("15:04:05"), now.Sub(at).Round(time.Second))
}

func messageKey(e browser.ConsoleEntry) string { return e.Level + "\x00" + SameText(e.Text) }

func requestKey(f browser.FailedRequest) string {
	outcome := f.Error
	if f.Status != 0 {
		outcome = fmt.Sprint(f.Status)
	}
	return f.Method + " " + SameText(f.URL) + " " + outcome
}

// Payload is the text block of a repeat look: what is new since the
// last answer for the same target, everything else as that answer said.
type Payload struct {
	// Look is "unchanged" or "changes".
	Look    string  `json:"look"`
	Note    string  `json:"note"`
	Summary Summary `json:"summary"`
	// Untrusted is set when page text follows.
	Untrusted string `json:"untrusted,omitempty"`
	// PointedAt is the developer's recent picks of the page, whole on
	// every look: they may have pointed since the last one.
	PointedAt          *browser.Pointed        `json:"pointedAt,omitempty"`
	Steps              []browser.StepReport    `json:"steps,omitempty"`
	ConsoleLogs        []browser.ConsoleEntry  `json:"consoleLogs,omitempty"`
	UncaughtPageErrors []browser.PageError     `json:"uncaughtPageErrors,omitempty"`
	FailedRequests     []browser.FailedRequest `json:"failedRequests,omitempty"`
	Findings           []browser.Finding       `json:"findings,omitempty"`
	SinceLastCapture   *browser.Since          `json:"sinceLastCapture,omitempty"`
	DOMChanges         []browser.DOMChange     `json:"domChanges,omitempty"`
	DOMChangesOmitted  int                     `json:"domChangesOmitted,omitempty"`
}

// Summary is the summary of a repeat look: the target, the counts
// as they stand, and whether an image was sent.
type Summary struct {
	URL            string `json:"url"`
	FinalURL       string `json:"finalUrl,omitempty"` // when it is not url
	Viewport       string `json:"viewport"`
	CaptureMs      int64  `json:"captureMs"`
	ConsoleErrors  int    `json:"consoleErrors"`
	UncaughtErrors int    `json:"uncaughtErrors"`
	FailedRequests int    `json:"failedRequests"`
	Findings       int    `json:"findings"`
	DOMChars       int    `json:"domChars"`
	Image          string `json:"image"`
}

const (
	// ImageSent is Summary.Image when the pixels changed and the image goes.
	ImageSent   = "sent: the pixels changed"
	imageUnsent = "not sent: the same pixels as the last look"
)

// Delta is what a repeat look at r sends, against prev, the last answer
// for its target: the new findings, errors and failed requests, the
// elements whose HTML differs, and whether the image goes; untrusted is
// the note that marks page text, set when some follows.
func Delta(r *browser.Result, since *browser.Since, prev Sent, now time.Time, untrusted string) Payload {
	s := r.Summary
	p := Payload{Steps: r.Steps, SinceLastCapture: since, PointedAt: r.PointedAt}
	p.Summary = Summary{URL: s.URL, Viewport: s.Viewport.Name, CaptureMs: s.CaptureMs, ConsoleErrors: s.ConsoleErrors,
		UncaughtErrors: s.UncaughtErrors, FailedRequests: s.FailedRequests, Findings: s.Findings, DOMChars: s.DOMChars}
	if s.FinalURL != s.URL {
		p.Summary.FinalURL = s.FinalURL
	}
	samePixels := sha256.Sum256(r.Screenshot) == prev.shot || (since != nil && since.Unchanged)
	p.Summary.Image = ImageSent
	if samePixels || len(r.Screenshot) == 0 {
		p.Summary.Image = imageUnsent
	}

	for _, e := range r.ConsoleLogs {
		if !slices.Contains(prev.console, messageKey(e)) {
			p.ConsoleLogs = append(p.ConsoleLogs, e)
		}
	}
	for _, e := range r.UncaughtPageErrors {
		if !slices.Contains(prev.errors, SameText(e.Message)) {
			p.UncaughtPageErrors = append(p.UncaughtPageErrors, e)
		}
	}
	at := map[int]int{} // index in r.FailedRequests -> index in the delta's
	for i, f := range r.FailedRequests {
		if !slices.Contains(prev.failed, requestKey(f)) {
			at[i] = len(p.FailedRequests)
			p.FailedRequests = append(p.FailedRequests, f)
		}
	}
	for _, f := range r.Findings {
		if slices.Contains(prev.findings, FindingKey(f)) {
			continue
		}
		if f.FailedRequest != nil {
			if j, ok := at[*f.FailedRequest]; ok {
				f.FailedRequest = &j
			} else {
				f.FailedRequest = nil // its request was in the last look
			}
		}
		p.Findings = append(p.Findings, f)
	}
	p.DOMChanges, p.DOMChangesOmitted = boundChanges(browser.DiffDOM(prev.dom, r.SimplifiedDOM))

	when := When(prev.at, now)
	newSomething := len(p.ConsoleLogs)+len(p.UncaughtPageErrors)+len(p.FailedRequests)+len(p.Findings) > 0 ||
		(since != nil && (len(since.Resolved.Findings)+len(since.Resolved.ConsoleErrors)+len(since.Resolved.FailedRequests) > 0))
	// The DOM is the same when no element differs: a widget with an id
	// that moved among its siblings (Vue devtools') is the same page.
	if samePixels && !newSomething && len(p.DOMChanges) == 0 {
		p.Look = "unchanged"
		p.Note = "Nothing changed since " + when + ": the same DOM, findings, errors and pixels, so no image. " +
			"What that look said still holds; an edit made since had no visible effect. Call with detail full for the whole look again."
		return p
	}
	p.Look = "changes"
	p.Note = "Only what is new since " + when + ": sinceLastCapture lists what is new, resolved and changed (with sources); " +
		"findings, consoleLogs, uncaughtPageErrors and failedRequests here are the new ones; domChanges are the elements whose HTML differs. " +
		"Everything else is as that look said. Call with detail full for the whole look again."
	if len(p.ConsoleLogs)+len(p.UncaughtPageErrors)+len(p.Findings)+len(p.DOMChanges)+len(p.Steps) > 0 {
		p.Untrusted = untrusted
	}
	return p
}

// boundChanges keeps the changes' HTML within deltaHTMLChars, then names
// them by selector, then counts the rest.
func boundChanges(cs []browser.DOMChange) ([]browser.DOMChange, int) {
	size := 0
	for i := range cs {
		if i == deltaChanges {
			return cs[:i], len(cs) - i
		}
		size += len(cs[i].HTML)
		if size > deltaHTMLChars {
			cs[i].HTML = ""
		}
	}
	return cs, 0
}

// At is when the look was answered.
func (s Sent) At() time.Time { return s.at }

// SameText is a message's identity across looks and viewports: cache
// busters in URLs (?t=…) differ between renders and loads.
func SameText(s string) string {
	return volatile.ReplaceAllString(strings.TrimSpace(s), "$1")
}
