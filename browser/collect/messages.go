package collect

import (
	"maps"
	"slices"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/source"
)

// rawDiagnosticChars bounds the text kept for parsing a console message or
// an uncaught error. The payload clips at Limits.ConsoleEntryChars, but
// React 19 puts the server/client diff after about 680 characters of
// explanation, and a Next.js component tree can push it past 3,000.
const rawDiagnosticChars = 16 << 10

// Console is a console entry as collected: the payload entry plus what
// hydration parsing and source mapping read, which the payload leaves out.
type Console struct {
	contract.ConsoleEntry
	ComponentAt []source.Frame // where each of Components is written, when the stack said
	Raw         string         // the text before clipping, bounded, for parsing
	At          source.Frame   // where the message was logged, before source mapping
	More        []source.Frame // the app frames below at, tried when at maps into a dependency
}

// SourceMessage is the entry as source naming reads it.
func (e Console) SourceMessage() source.Message {
	return source.Message{Text: e.Text, Raw: e.RawText(), At: e.At, More: e.More, Components: e.Components, ComponentAt: e.ComponentAt, Console: true}
}

// RawText is the entry's text before it was clipped for the payload.
func (e Console) RawText() string {
	if e.Raw != "" {
		return e.Raw
	}
	return e.Text
}

// Exception is an uncaught error as collected; see consoleMsg.
type Exception struct {
	contract.PageError
	Raw  string         // the message before clipping, bounded, for parsing
	At   source.Frame   // where it was thrown, before source mapping
	More []source.Frame // the app frames below at
}

// SourceMessage is the error as source naming reads it.
func (e Exception) SourceMessage() source.Message {
	return source.Message{Text: e.Message, Raw: e.RawText(), At: e.At, More: e.More}
}

// RawText is the error's message before it was clipped for the payload.
func (e Exception) RawText() string {
	if e.Raw != "" {
		return e.Raw
	}
	return e.Message
}

// Entries and PageErrors are the payload's lists of collected messages.
func Entries(ms []Console) []contract.ConsoleEntry {
	out := make([]contract.ConsoleEntry, len(ms))
	for i, m := range ms {
		out[i] = m.ConsoleEntry
	}
	return out
}

func PageErrors(ms []Exception) []contract.PageError {
	out := make([]contract.PageError, len(ms))
	for i, m := range ms {
		out[i] = m.PageError
	}
	return out
}

// Observations is a copy of what a capture collected, handed from the
// collector (written by the event goroutine) to the pure result builder.
type Observations struct {
	Console []Console
	Errors  []Exception
	Failed  []contract.FailedRequest
	Dialogs []contract.Dialog
	Popups  []string
	Dropped contract.Dropped
	Blocked int
}

// ScriptsSeen copies the page's script responses, whose maps name sources.
func (c *Collector) ScriptsSeen() map[string]source.Script {
	c.mu.Lock()
	defer c.mu.Unlock()
	return maps.Clone(c.scripts)
}

// Observe copies the collected lists, so later events cannot change what
// the result holds.
func (c *Collector) Observe() Observations {
	c.mu.Lock()
	defer c.mu.Unlock()
	return Observations{
		Console: slices.Clone(c.console),
		Errors:  slices.Clone(c.errors),
		Failed:  slices.Clone(c.failed),
		Dialogs: slices.Clone(c.dialogs),
		Popups:  slices.Clone(c.popups),
		Dropped: c.dropped,
		Blocked: c.blocked,
	}
}

// Counts is the length of the collector's lists at one moment. The lists
// only grow, in order, so what happened between two moments is what lies
// between two Counts, in the result's lists too.
type Counts struct{ Console, Errors, Failed, Dialogs, Popups int }

// Counts returns the lists' lengths now.
func (c *Collector) Counts() Counts {
	c.mu.Lock()
	defer c.mu.Unlock()
	return Counts{len(c.console), len(c.errors), len(c.failed), len(c.dialogs), len(c.popups)}
}

// DocumentGen counts the main-frame documents started in this capture: a
// change means the page navigated.
func (c *Collector) DocumentGen() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.doc.Gen
}
