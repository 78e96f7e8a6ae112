package server

import (
	"crypto/sha256"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// The values of both tools' detail argument (ADR 0028).
const (
	// DetailNew, the default, answers a look at a target this server
	// answered before with what is new since: the elements that changed,
	// new findings and errors, and the image only when the pixels changed.
	DetailNew = "new"
	// DetailFull answers with the whole look, whatever was sent before:
	// for a client that dropped earlier answers from its context.
	DetailFull = "full"
)

// detailProperty is the detail parameter's schema.
func detailProperty() *jsonschema.Schema {
	return &jsonschema.Schema{Type: "string", Description: text.Parameters["detail"], Enum: []any{DetailNew, DetailFull}, Default: mustJSON(DetailNew)}
}

// deltaHTMLChars bounds the HTML of a delta's DOM changes; past it the
// changes are named by selector only, and past deltaChanges counted.
const (
	deltaHTMLChars = 1800
	deltaChanges   = 24
)

// lookMemory remembers, per target (the since cache's keys: url,
// viewport, colour scheme, fullPage, selector, steps), what the last
// answer sent, so the next one can send only what is new.
type lookMemory struct {
	mu    sync.Mutex
	max   int
	order []string // least recently used first
	items map[string]sentLook
}

// sentLook is what one answer put in the model's context.
type sentLook struct {
	at       time.Time
	dom      string
	shot     [sha256.Size]byte
	findings []string // findingKey
	console  []string // messageKey
	errors   []string
	failed   []string // requestKey
}

func newLookMemory(max int) *lookMemory {
	return &lookMemory{max: max, items: map[string]sentLook{}}
}

// swap remembers r, seen at, under key and returns what was there.
func (m *lookMemory) swap(key string, r *browser.Result, at time.Time) (sentLook, bool) {
	cur := sentLook{at: at, dom: r.SimplifiedDOM, shot: sha256.Sum256(r.Screenshot)}
	for _, f := range r.Findings {
		cur.findings = append(cur.findings, findingKey(f))
	}
	for _, e := range r.ConsoleLogs {
		cur.console = append(cur.console, messageKey(e))
	}
	for _, e := range r.UncaughtPageErrors {
		cur.errors = append(cur.errors, sameText(e.Message))
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

// answer is the tool result for r, a look at key: the whole look the
// first time or when detail is full, else what is new since the last.
func (m *lookMemory) answer(key string, r *browser.Result, detail string) (*mcp.CallToolResult, error) {
	now := time.Now()
	prev, ok := m.swap(key, r, now)
	if !ok || detail == DetailFull || r.SinceLastCapture == nil {
		return SuccessResult(r)
	}
	return DeltaResult(r, prev, now)
}

// renderDelta is what a repeat look sends of one render of a merged
// answer (viewport all, colorScheme both).
type renderDelta struct {
	look       string // unchanged or changes
	image      bool   // the pixels changed: its image is sent
	dom        []browser.DOMChange
	domOmitted int
	prevAt     time.Time
}

// render remembers r, one render of a merged answer, under key, and
// returns what a repeat look sends of it, or nil for the whole render.
// r's lists are cut to what is new.
func (m *lookMemory) render(key string, r *browser.Result, since *browser.Since, detail string) *renderDelta {
	now := time.Now()
	prev, ok := m.swap(key, r, now)
	if !ok || detail == DetailFull || since == nil {
		return nil
	}
	p := delta(r, since, prev, now)
	r.ConsoleLogs, r.UncaughtPageErrors, r.FailedRequests, r.Findings = p.ConsoleLogs, p.UncaughtPageErrors, p.FailedRequests, p.Findings
	return &renderDelta{look: p.Look, image: p.Summary.Image == imageSent, dom: p.DOMChanges, domOmitted: p.DOMChangesOmitted, prevAt: prev.at}
}

// deltaNote is a merged answer's look and note: unchanged when every
// render is, changes when any render was answered with what is new.
func deltaNote(outs []ViewportOutcome) (look, note string) {
	var prevAt time.Time
	deltas, unchanged := 0, 0
	for _, o := range outs {
		if o.Delta == nil {
			continue
		}
		deltas++
		if o.Delta.look == "unchanged" {
			unchanged++
		}
		if prevAt.IsZero() || o.Delta.prevAt.Before(prevAt) {
			prevAt = o.Delta.prevAt
		}
	}
	if deltas == 0 {
		return "", ""
	}
	when := lookWhen(prevAt, time.Now())
	if unchanged == len(outs) {
		return "unchanged", "Nothing changed in any render since " + when + ": the same DOM, findings, errors and pixels, so no images. " +
			"What that look said still holds. Call with detail full for the whole look again."
	}
	return "changes", "Only what is new since " + when + ": each viewport's look says unchanged or changes, and an image is sent only for a render whose pixels changed; " +
		"the lists hold the new entries; domChanges are the elements whose HTML differs. Everything else is as that look said. Call with detail full for the whole look again."
}

func lookWhen(at, now time.Time) string {
	return fmt.Sprintf("the look of %s UTC, %s ago", at.UTC().Format("15:04:05"), now.Sub(at).Round(time.Second))
}

func messageKey(e browser.ConsoleEntry) string { return e.Level + "\x00" + sameText(e.Text) }

func requestKey(f browser.FailedRequest) string {
	outcome := f.Error
	if f.Status != 0 {
		outcome = fmt.Sprint(f.Status)
	}
	return f.Method + " " + sameText(f.URL) + " " + outcome
}

// deltaPayload is the text block of a repeat look: what is new since the
// last answer for the same target, everything else as that answer said.
type deltaPayload struct {
	// Look is "unchanged" or "changes".
	Look    string       `json:"look"`
	Note    string       `json:"note"`
	Summary deltaSummary `json:"summary"`
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

// deltaSummary is the summary of a repeat look: the target, the counts
// as they stand, and whether an image was sent.
type deltaSummary struct {
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

// deltaCounts is one render's counts in a repeat look of a merged answer.
type deltaCounts struct {
	CaptureMs      int64 `json:"captureMs"`
	ConsoleErrors  int   `json:"consoleErrors"`
	UncaughtErrors int   `json:"uncaughtErrors"`
	FailedRequests int   `json:"failedRequests"`
	Findings       int   `json:"findings"`
}

func countsOf(s browser.Summary) *deltaCounts {
	return &deltaCounts{CaptureMs: s.CaptureMs, ConsoleErrors: s.ConsoleErrors, UncaughtErrors: s.UncaughtErrors,
		FailedRequests: s.FailedRequests, Findings: s.Findings}
}

// DeltaResult is the answer to a repeat look at a target whose last
// answer was prev: no image when the pixels are the same, and only the
// findings, errors and elements that are new.
func DeltaResult(r *browser.Result, prev sentLook, now time.Time) (*mcp.CallToolResult, error) {
	p := delta(r, r.SinceLastCapture, prev, now)
	b, err := marshalCompact(&p)
	if err != nil {
		return nil, err
	}
	res := &mcp.CallToolResult{}
	if p.Summary.Image == imageSent {
		res.Content = append(res.Content, &mcp.ImageContent{Data: r.Screenshot, MIMEType: "image/jpeg"})
	}
	res.Content = append(res.Content, &mcp.TextContent{Text: string(b)})
	return res, nil
}

const (
	imageSent   = "sent: the pixels changed"
	imageUnsent = "not sent: the same pixels as the last look"
)

func delta(r *browser.Result, since *browser.Since, prev sentLook, now time.Time) deltaPayload {
	s := r.Summary
	p := deltaPayload{Steps: r.Steps, SinceLastCapture: since, PointedAt: r.PointedAt}
	p.Summary = deltaSummary{URL: s.URL, Viewport: s.Viewport.Name, CaptureMs: s.CaptureMs, ConsoleErrors: s.ConsoleErrors,
		UncaughtErrors: s.UncaughtErrors, FailedRequests: s.FailedRequests, Findings: s.Findings, DOMChars: s.DOMChars}
	if s.FinalURL != s.URL {
		p.Summary.FinalURL = s.FinalURL
	}
	samePixels := sha256.Sum256(r.Screenshot) == prev.shot || (since != nil && since.Unchanged)
	p.Summary.Image = imageSent
	if samePixels || len(r.Screenshot) == 0 {
		p.Summary.Image = imageUnsent
	}

	for _, e := range r.ConsoleLogs {
		if !slices.Contains(prev.console, messageKey(e)) {
			p.ConsoleLogs = append(p.ConsoleLogs, e)
		}
	}
	for _, e := range r.UncaughtPageErrors {
		if !slices.Contains(prev.errors, sameText(e.Message)) {
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
		if slices.Contains(prev.findings, findingKey(f)) {
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

	when := lookWhen(prev.at, now)
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
		p.Untrusted = UntrustedNote
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
