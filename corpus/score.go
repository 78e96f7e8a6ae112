package corpus

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/vibelens/vibelens/browser"
)

// Finding is the part of a payload finding that scoring reads; Raw is the
// finding's JSON exactly as the tool returned it, for failure messages.
type Finding struct {
	Kind     string                 `json:"kind"`
	Selector string                 `json:"selector"`
	Detail   string                 `json:"detail"`
	Classes  []string               `json:"classes"`
	Source   *struct{ File string } `json:"source"`
	Count    int                    `json:"count"`    // grouped repeats: scored once
	Examples []json.RawMessage      `json:"examples"` // grouped repeats' selectors (or objects naming them)
	Rule     string                 `json:"rule"`     // axe-core's rule on accessibility findings; cls or lcp-heavy-image on vitals ones
	// Cause is a layout finding's cause: the declaration it names (none
	// when no single one was found) and what trying its fix in the page
	// showed (verified, refuted or unverified).
	Cause *struct{ Property, Trial string } `json:"cause"`

	Raw json.RawMessage `json:"-"`
}

// File is the finding's source file, or "".
func (f Finding) File() string {
	if f.Source == nil {
		return ""
	}
	return f.Source.File
}

// Message is a console entry or an uncaught error of a payload.
type Message struct {
	Text string
	File string
}

// Capture is one page in one viewport, as the tool's text payload says.
type Capture struct {
	App, Page, Viewport string
	Clean               bool // one of the app's own pages, not a planted one

	Findings     []Finding
	Messages     []Message
	CapHit       bool
	CapReason    string
	FindingsMs   int64
	A11yMs       int64  // summary.timingsMs.a11y: what the accessibility pass added to the call
	Partial      string // summary.findingsPartial: why the findings pass stopped early
	PayloadBytes int
	Err          string // the capture failed; nothing else is set
}

// payload is what ParsePayload reads of the tool's text block.
type payload struct {
	Summary struct {
		Settle struct {
			CapHit    bool   `json:"capHit"`
			CapReason string `json:"capReason"`
		} `json:"settle"`
		Timings struct {
			Findings int64 `json:"findings"`
			A11y     int64 `json:"a11y"`
		} `json:"timingsMs"`
		FindingsPartial string `json:"findingsPartial"`
	} `json:"summary"`
	ConsoleLogs []struct {
		Text   string                 `json:"text"`
		Source *struct{ File string } `json:"source"`
	} `json:"consoleLogs"`
	UncaughtPageErrors []struct {
		Message string                 `json:"message"`
		Source  *struct{ File string } `json:"source"`
	} `json:"uncaughtPageErrors"`
	Findings []json.RawMessage `json:"findings"`
}

// ParsePayload fills c from the tool's JSON text block.
func ParsePayload(c *Capture, text []byte) error {
	var p payload
	if err := json.Unmarshal(text, &p); err != nil {
		return fmt.Errorf("payload: %w", err)
	}
	c.PayloadBytes = len(text)
	c.CapHit, c.CapReason = p.Summary.Settle.CapHit, p.Summary.Settle.CapReason
	c.FindingsMs, c.Partial = p.Summary.Timings.Findings, p.Summary.FindingsPartial
	c.A11yMs = p.Summary.Timings.A11y
	for _, raw := range p.Findings {
		var f Finding
		if err := json.Unmarshal(raw, &f); err != nil {
			return fmt.Errorf("payload finding %s: %w", raw, err)
		}
		f.Raw = raw
		c.Findings = append(c.Findings, f)
	}
	file := func(s *struct{ File string }) string {
		if s == nil {
			return ""
		}
		return s.File
	}
	for _, l := range p.ConsoleLogs {
		c.Messages = append(c.Messages, Message{Text: l.Text, File: file(l.Source)})
	}
	for _, e := range p.UncaughtPageErrors {
		c.Messages = append(c.Messages, Message{Text: e.Message, File: file(e.Source)})
	}
	return nil
}

// offlineImage is a broken-image detail whose request failed on the network
// (not with an HTTP status) for a host that is not this machine.
var offlineImage = regexp.MustCompile(`^image failed to load \(naturalWidth 0\): https?://([^/:;\s]+)[^;]*;.*failedRequests\[\d+\]: net::ERR_`)

// Offline reports whether f is an image on a public host that failed only
// because this machine has no internet.
func (f Finding) Offline() bool {
	m := offlineImage.FindStringSubmatch(f.Detail)
	if f.Kind != "broken-image" || m == nil {
		return false
	}
	host := m[1]
	return host != "localhost" && host != "127.0.0.1" && !strings.HasPrefix(host, "127.") && !strings.HasSuffix(host, ".localhost") && host != "[" && host != "0.0.0.0"
}

// Names reports whether the finding names selector: a substring of its
// selector, one of its classes, or a substring of one of its examples.
func (f Finding) Names(selector string) bool {
	if strings.Contains(f.Selector, selector) || slices.Contains(f.Classes, selector) {
		return true
	}
	for _, ex := range f.Examples {
		var s string
		if json.Unmarshal(ex, &s) != nil {
			s = string(ex) // an object: match its JSON text
		}
		if strings.Contains(s, selector) {
			return true
		}
	}
	return false
}

// Matches reports whether the finding in this page and viewport is e's.
func (e Expect) Matches(page, viewport string, f Finding) bool {
	return e.Page == page && e.In(viewport) && slices.Contains(e.Kinds, f.Kind) && f.Names(e.Selector)
}

// Scored is one capture held against the manifest.
type Scored struct {
	Capture
	True, Untrue []Finding // Untrue: on a clean page, matching no entry
	Other        []Finding // on a planted page, matching no entry: not scored
	// Offline: images on public hosts that this machine cannot reach (the
	// corpus runs with no internet). Broken here, loaded for a user online:
	// neither true nor untrue, and counted apart.
	Offline []Finding
	// Entries applying to this page and viewport, and whether each was found
	// (a planted one only with its source file).
	Truth   []EntryResult
	Planted []EntryResult
	Console []EntryResult
}

// EntryResult is one manifest entry in one capture.
type EntryResult struct {
	Index int    // in the manifest's list
	Found bool   // matched (planted and console: with the right file)
	Near  string // when not found: the findings or messages that came closest, as JSON lines
	What  string // the entry, for the report: its kinds and selector
}

// Score matches every finding of c to the manifest's entries. A finding
// counts once whatever its count of grouped repeats.
func (m *Manifest) Score(c Capture) Scored {
	s := Scored{Capture: c}
	for _, f := range c.Findings {
		matched := slices.ContainsFunc(m.Truth, func(t Truth) bool { return t.Matches(c.Page, c.Viewport, f) }) ||
			slices.ContainsFunc(m.Planted, func(p Planted) bool { return p.Matches(c.Page, c.Viewport, f) })
		switch {
		case matched:
			s.True = append(s.True, f)
		case f.Offline():
			s.Offline = append(s.Offline, f)
		case c.Clean:
			s.Untrue = append(s.Untrue, f)
		default:
			s.Other = append(s.Other, f)
		}
	}
	for i, t := range m.Truth {
		if t.Required() && t.Page == c.Page && t.In(c.Viewport) {
			found := slices.ContainsFunc(c.Findings, func(f Finding) bool { return t.Matches(c.Page, c.Viewport, f) })
			s.Truth = append(s.Truth, EntryResult{Index: i, Found: found, Near: near(c.Findings, t.Expect),
				What: strings.Join(t.Kinds, "/") + " " + t.Selector})
		}
	}
	for i, p := range m.Planted {
		if p.Page == c.Page && p.In(c.Viewport) {
			found := slices.ContainsFunc(c.Findings, func(f Finding) bool {
				return p.Matches(c.Page, c.Viewport, f) && strings.HasSuffix(f.File(), p.File)
			})
			s.Planted = append(s.Planted, EntryResult{Index: i, Found: found, Near: near(c.Findings, p.Expect)})
		}
	}
	for i, want := range m.Console {
		if want.Page == c.Page {
			found := slices.ContainsFunc(c.Messages, func(msg Message) bool {
				return strings.Contains(msg.Text, want.Text) && strings.HasSuffix(msg.File, want.File)
			})
			var lines []string
			for _, msg := range c.Messages {
				b, _ := json.Marshal(msg)
				lines = append(lines, string(b))
			}
			s.Console = append(s.Console, EntryResult{Index: i, Found: found, Near: strings.Join(lines, "\n")})
		}
	}
	return s
}

// near lists the findings of the entry's kind or naming its selector, or
// every finding when none does, one JSON per line.
func near(fs []Finding, e Expect) string {
	var lines []string
	for _, f := range fs {
		if slices.Contains(e.Kinds, f.Kind) || f.Names(e.Selector) {
			lines = append(lines, string(f.Raw))
		}
	}
	if len(lines) == 0 {
		for _, f := range fs {
			lines = append(lines, string(f.Raw))
		}
	}
	return strings.Join(lines, "\n")
}

// A11y reports whether f comes from the accessibility pass (axe-core's
// rules and non-text contrast): a rule, and one of the pass's kinds. The
// web-vitals findings name a rule too (cls, lcp-heavy-image).
func (f Finding) A11y() bool {
	return f.Rule != "" && slices.Contains(browser.AccessibilityKinds(), f.Kind)
}
