package point

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/browser/source"
)

//go:embed js/picker.js
var pickerJS string

// Limits of one pointing session.
const (
	DefaultTimeout = 120 * time.Second
	MaxTimeout     = 600 * time.Second
	MaxPrompt      = 200 // characters of the prompt shown in the window
	MaxPicks       = 20
	poll           = 200 * time.Millisecond
)

// Outcome is how a session ended.
type Outcome string

// The ways a session ends.
const (
	Sent      Outcome = "sent"      // Enter, with picks
	Cancelled Outcome = "cancelled" // Esc: nothing is returned
	TimedOut  Outcome = "timeout"   // what was picked by then is returned
	Closed    Outcome = "closed"    // the window was closed: what was picked is returned, without a look
)

// Options configure one session.
type Options struct {
	Prompt  string        // shown in the window's hint line; "" for none
	Timeout time.Duration // how long to wait for the person; zero is DefaultTimeout
	// Progress is called about once a second while the session waits.
	Progress func(waited time.Duration, picks int)
	Sources  render.SourceNamer // names the picks' sources; nil names none
	// Ready is called once the picker is in the page (tests read the
	// page with it, never drive it).
	Ready func(*rod.Page)
}

// Session is one pointing session: the stage that waits in the visible
// window, and what it collected.
type Session struct {
	opts Options

	mu      sync.Mutex
	outcome Outcome
	picks   []rawPick
	sources []*contract.Source
}

// rawPick is a pick as picker.js reports it.
type rawPick struct {
	contract.Pick
	Origin *source.Raw `json:"origin"`
	Note   string      `json:"note"`
}

// New prepares a session.
func New(opts Options) *Session {
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	opts.Timeout = min(opts.Timeout, MaxTimeout)
	opts.Prompt = contract.Clip(opts.Prompt, MaxPrompt)
	return &Session{opts: opts}
}

// Stage is the stage that waits for the person, named "point" if it hangs.
func (s *Session) Stage() render.Stage { return render.Stage{Name: "point", Run: s.run} }

// Allowance is what the stage adds to the capture's after-load deadline.
func (s *Session) Allowance() time.Duration { return s.opts.Timeout + 10*time.Second }

// Outcome is how the session ended ("" while it runs).
func (s *Session) Outcome() Outcome {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.outcome
}

// ErrClosed ends the capture when the person closed the window: there is
// no page left to look at.
var ErrClosed = errors.New("the window was closed")

// errCancelled ends the capture after Esc: there is nothing to look at.
var errCancelled = errors.New("pointing cancelled")

// state is picker.js's state().
type state struct {
	Status string    `json:"status"`
	Picks  []rawPick `json:"picks"`
	Doc    string    `json:"doc"`
}

const stateJS = `() => { const p = window[Symbol.for("vibelens.point")]; return p ? JSON.stringify(p.state()) : "" }`

// run installs the picker, sizes the window to the viewport, and waits
// for Enter, Esc, the window closing or the timeout. Picks made on a page
// the person then left are kept; the picker follows them to the new page.
func (s *Session) run(c *render.Capture) error {
	page := c.Page()
	fitWindow(page)
	closeOtherWindows(page)
	start := time.Now()
	deadline := time.NewTimer(s.opts.Timeout)
	defer deadline.Stop()
	tick := time.NewTicker(poll)
	defer tick.Stop()
	var kept []rawPick // picks of documents the person navigated away from
	var cur []rawPick
	doc := "" // the document cur's picks are in
	lastProgress := time.Time{}
	ready := false
	finish := func(o Outcome, err error) error {
		s.mu.Lock()
		s.outcome = o
		s.picks = append(append([]rawPick(nil), kept...), cur...)
		if len(s.picks) > MaxPicks {
			s.picks = s.picks[:MaxPicks]
		}
		if o == Cancelled {
			s.picks = nil
		}
		s.mu.Unlock()
		return err
	}
	for {
		st, err := readState(page)
		switch {
		case err != nil && !targetAlive(page):
			return finish(Closed, ErrClosed)
		case err != nil:
			// A navigation in progress: the next document gets the picker.
		case st == nil:
			// A document that began before the picker was installed for new ones.
			_ = s.install(page, len(kept)+len(cur)+1)
		default:
			if st.Doc != doc {
				// Another document: the last one's picks stay, and the
				// numbers go on from theirs.
				kept, cur, doc = append(kept, cur...), nil, st.Doc
				if len(kept) > 0 {
					renumber(page, len(kept)+1)
					for i := range st.Picks {
						st.Picks[i].N = len(kept) + 1 + i
					}
				}
				if !ready && s.opts.Ready != nil {
					ready = true
					s.opts.Ready(page)
				}
			}
			cur = st.Picks
			switch st.Status {
			case "sent":
				return s.done(c, page, finish(Sent, nil))
			case "cancelled":
				return finish(Cancelled, errCancelled)
			}
		}
		if s.opts.Progress != nil && time.Since(lastProgress) >= time.Second {
			lastProgress = time.Now()
			s.opts.Progress(time.Since(start), len(kept)+len(cur))
		}
		select {
		case <-deadline.C:
			if st, err := readState(page); err == nil && st != nil {
				cur = st.Picks
			}
			return s.done(c, page, finish(TimedOut, nil))
		case <-c.Context().Done():
			return c.Context().Err()
		case <-tick.C:
		}
	}
}

// done takes the picker out of the page, so the look that follows sees
// the page alone, and names the picks' sources while the page is there.
func (s *Session) done(c *render.Capture, page *rod.Page, err error) error {
	dctx, cancel := context.WithTimeout(page.GetContext(), 2*time.Second) // see readState
	_, _ = proto.RuntimeEvaluate{Expression: `(() => { const p = window[Symbol.for("vibelens.point")]; p && p.dispose() })()`}.Call(page.Context(dctx))
	cancel()
	if err != nil {
		return err
	}
	s.mu.Lock()
	raws := make([]*source.Raw, len(s.picks))
	for i, p := range s.picks {
		raws[i] = p.Origin
	}
	s.mu.Unlock()
	if s.opts.Sources == nil || len(raws) == 0 {
		return nil
	}
	url := ""
	if info, err := page.Info(); err == nil {
		url = info.URL
	}
	ctx, cancel := context.WithTimeout(c.Context(), 5*time.Second)
	defer cancel()
	out := s.opts.Sources.Name(ctx, page, c.Collector().ObserverWorld(),
		source.Input{PageURL: url, Scripts: c.Collector().ScriptsSeen(), Elements: raws})
	s.mu.Lock()
	s.sources = out.Elements
	s.mu.Unlock()
	return nil
}

// Script is picker.js as a script for every new document of the window's
// tab, in the page's own world, where source.js can read what the
// framework keeps on elements: installed before the page's scripts, its
// listeners on window come before theirs.
func (s *Session) Script() string { return s.expr(1) }

func (s *Session) expr(start int) string {
	srcOpts, _ := json.Marshal(map[string]any{"framework": source.FrameworkFrame.String()})
	opts, _ := json.Marshal(map[string]any{"prompt": s.opts.Prompt, "start": start})
	return fmt.Sprintf("(%s)(%s, %s, %s)", pickerJS, source.JS, srcOpts, opts)
}

// renumber continues the picks' numbers of a page after an earlier one's.
func renumber(page *rod.Page, start int) {
	ctx, cancel := context.WithTimeout(page.GetContext(), 2*time.Second) // see readState
	defer cancel()
	_, _ = proto.RuntimeEvaluate{Expression: fmt.Sprintf(`(() => { const p = window[Symbol.for("vibelens.point")]; p && p.renumber(%d) })()`, start)}.Call(page.Context(ctx))
}

// install runs the picker in a document that began before Script was
// installed for new ones.
func (s *Session) install(page *rod.Page, start int) error {
	expr := s.expr(start)
	ctx, cancel := context.WithTimeout(page.GetContext(), 5*time.Second) // see readState
	defer cancel()
	res, err := proto.RuntimeEvaluate{Expression: expr, ReturnByValue: true}.Call(page.Context(ctx))
	if err != nil {
		return err
	}
	if res.ExceptionDetails != nil {
		return fmt.Errorf("picker: %s", res.ExceptionDetails.Text)
	}
	return nil
}

// readState reads the picker's state; nil when the document has none. A
// closed window's session may never answer: each read has 2 s.
func readState(page *rod.Page) (*state, error) {
	ctx, cancel := context.WithTimeout(page.GetContext(), 2*time.Second)
	defer cancel()
	res, err := proto.RuntimeEvaluate{Expression: "(" + stateJS + ")()", ReturnByValue: true}.Call(page.Context(ctx))
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		return nil, fmt.Errorf("picker state: %s", res.ExceptionDetails.Text)
	}
	text := res.Result.Value.Str()
	if text == "" {
		return nil, nil
	}
	var st state
	if err := json.Unmarshal([]byte(text), &st); err != nil {
		return nil, err
	}
	return &st, nil
}

// targetAlive reports whether the page's window is still open.
func targetAlive(page *rod.Page) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_, err := proto.TargetGetTargetInfo{TargetID: page.TargetID}.Call(page.Browser().Context(ctx))
	return err == nil
}

// Picks are the session's picks as the caller returns them: the note as
// the developer's, the sources named, and the findings of res (the look
// that followed, or nil) on each element.
func (s *Session) Picks(res *contract.Result) []contract.Pick {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]contract.Pick, len(s.picks))
	for i, r := range s.picks {
		p := r.Pick
		p.DeveloperNote = r.Note
		if p.Classes == nil {
			p.Classes = []string{}
		}
		if i < len(s.sources) && s.sources[i] != nil {
			p.Source = s.sources[i]
		}
		out[i] = p
	}
	if res != nil {
		Attach(out, res.Findings)
	}
	return out
}

// Prompt is the prompt the window showed, as shown.
func (s *Session) Prompt() string { return s.opts.Prompt }
