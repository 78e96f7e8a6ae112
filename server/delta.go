package server

import (
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/server/looks"
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

// lookAnswer is the tool result for r, a look at key: the whole look the
// first time or when detail is full, else what is new since the last.
func lookAnswer(m *looks.Memory, key string, r *browser.Result, detail string) (*mcp.CallToolResult, error) {
	now := time.Now()
	prev, ok := m.Swap(key, r, now)
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

// renderAnswer remembers r, one render of a merged answer, under key, and
// returns what a repeat look sends of it, or nil for the whole render.
// r's lists are cut to what is new.
func renderAnswer(m *looks.Memory, key string, r *browser.Result, since *browser.Since, detail string) *renderDelta {
	now := time.Now()
	prev, ok := m.Swap(key, r, now)
	if !ok || detail == DetailFull || since == nil {
		return nil
	}
	p := looks.Delta(r, since, prev, now, UntrustedNote)
	r.ConsoleLogs, r.UncaughtPageErrors, r.FailedRequests, r.Findings = p.ConsoleLogs, p.UncaughtPageErrors, p.FailedRequests, p.Findings
	return &renderDelta{look: p.Look, image: p.Summary.Image == looks.ImageSent, dom: p.DOMChanges, domOmitted: p.DOMChangesOmitted, prevAt: prev.At()}
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
	when := looks.When(prevAt, time.Now())
	if unchanged == len(outs) {
		return "unchanged", "Nothing changed in any render since " + when + ": the same DOM, findings, errors and pixels, so no images. " +
			"What that look said still holds. Call with detail full for the whole look again."
	}
	return "changes", "Only what is new since " + when + ": each viewport's look says unchanged or changes, and an image is sent only for a render whose pixels changed; " +
		"the lists hold the new entries; domChanges are the elements whose HTML differs. Everything else is as that look said. Call with detail full for the whole look again."
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
func DeltaResult(r *browser.Result, prev looks.Sent, now time.Time) (*mcp.CallToolResult, error) {
	p := looks.Delta(r, r.SinceLastCapture, prev, now, UntrustedNote)
	b, err := marshalCompact(&p)
	if err != nil {
		return nil, err
	}
	res := &mcp.CallToolResult{}
	if p.Summary.Image == looks.ImageSent {
		res.Content = append(res.Content, &mcp.ImageContent{Data: r.Screenshot, MIMEType: "image/jpeg"})
	}
	res.Content = append(res.Content, &mcp.TextContent{Text: string(b)})
	return res, nil
}

// unchangedAll is a merged answer's text when every render is unchanged:
// one line per render, each with its own sinceLastCapture summarised as
// unchanged with its age (the answer's look says every render is), and
// nothing of what the last answer said (the note says it still holds).
// Three renders were 1,773 characters when each entry kept its counts
// and its sinceLastCapture's empty lists.
type unchangedAll struct {
	Look      string            `json:"look"`
	Note      string            `json:"note"`
	URL       string            `json:"url"`
	FinalURL  string            `json:"finalUrl,omitempty"` // when it is not url
	Viewports []unchangedRender `json:"viewports"`
	// Untrusted is set when page text follows (steps, pointedAt).
	Untrusted string           `json:"untrusted,omitempty"`
	PointedAt *browser.Pointed `json:"pointedAt,omitempty"` // whole on every look: they may have pointed since
}

type unchangedRender struct {
	Name             string               `json:"name"`
	ColorScheme      string               `json:"colorScheme,omitempty"`
	SinceLastCapture unchangedSince       `json:"sinceLastCapture"`
	Steps            []browser.StepReport `json:"steps,omitempty"`
}

// unchangedSince is a browser.Since with nothing new, resolved or changed,
// without its empty lists. DOMChanged stays when the DOM's text differs
// but no element does (a widget that moved among its siblings).
type unchangedSince struct {
	PreviousAgeMs int64 `json:"previousAgeMs"`
	DOMChanged    bool  `json:"domChanged,omitempty"`
	Unchanged     bool  `json:"unchanged"`
}

// unchangedPayload is the text of a merged answer whose every render is
// unchanged, down to its sinceLastCapture, or nil when one is not.
func unchangedPayload(outs []ViewportOutcome) *unchangedAll {
	p := &unchangedAll{}
	for _, o := range outs {
		s := o.Since
		if o.Err != nil || o.Delta == nil || o.Delta.look != "unchanged" || s == nil || !s.Unchanged ||
			len(s.Changed) > 0 || !emptyChanges(s.New) || !emptyChanges(s.Resolved) {
			return nil
		}
		if p.URL == "" {
			p.URL = o.Result.Summary.URL
			if f := o.Result.Summary.FinalURL; f != p.URL {
				p.FinalURL = f
			}
		}
		if pa := o.Result.PointedAt; pa != nil && (p.PointedAt == nil || pa.Viewport == o.Viewport.Name) {
			p.PointedAt = pa
		}
		if len(o.Result.Steps) > 0 || p.PointedAt != nil {
			p.Untrusted = UntrustedNote
		}
		p.Viewports = append(p.Viewports, unchangedRender{Name: o.Viewport.Name, ColorScheme: o.Scheme,
			SinceLastCapture: unchangedSince{PreviousAgeMs: s.PreviousAgeMs, DOMChanged: s.DOMChanged, Unchanged: true}, Steps: o.Result.Steps})
	}
	if len(p.Viewports) == 0 {
		return nil
	}
	p.Look, p.Note = deltaNote(outs)
	return p
}

func emptyChanges(c browser.Changes) bool {
	return len(c.ConsoleErrors)+len(c.FailedRequests)+len(c.Findings) == 0
}
