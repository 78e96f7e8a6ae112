// Package drain keeps a JSON-RPC server on stdio answering after its
// host closes stdin: the requests still in flight are answered, or
// cancelled and answered, before the server exits (Stdio).
package drain

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"
	"time"
)

// When stdin ends, requests in flight get drainGrace to finish on their own
// (a script that pipes its requests and closes stdin gets real answers for
// quick calls); then the work is cancelled, so a capture of a page that never
// answers does not keep the process alive after its host left, and the
// cancelled calls get drainCancelled to send their error replies.
const (
	drainGrace     = 5 * time.Second
	drainCancelled = 10 * time.Second
)

// inflight counts the requests read from stdin that have no response on
// stdout yet. The SDK closes the connection as soon as its reader sees EOF,
// and replies still being computed are then dropped (initialize, tools/list,
// EOF used to return nothing at all); holding the EOF back until the count
// is zero gets every request answered before serve exits.
type inflight struct {
	mu      sync.Mutex
	pending map[string]int
	n       int
	changed chan struct{} // closed and replaced whenever n drops
}

func newInflight() *inflight {
	return &inflight{pending: map[string]int{}, changed: make(chan struct{})}
}

// envelope is what decides a message's kind: a request has an id and a
// method, a response an id and no method, a notification no id.
type envelope struct {
	ID     json.RawMessage `json:"id"`
	Method *string         `json:"method"`
}

// messages decodes one line: a message or a batch of them.
func messages(line []byte) []envelope {
	line = bytes.TrimSpace(line)
	if len(line) > 0 && line[0] == '[' {
		var batch []envelope
		if json.Unmarshal(line, &batch) != nil {
			return nil
		}
		return batch
	}
	var m envelope
	if json.Unmarshal(line, &m) != nil {
		return nil
	}
	return []envelope{m}
}

// headMessages decodes the envelope of a line that may be cut short
// (lines.head): the keys before the cut are read, the rest is not needed.
func headMessages(line []byte) []envelope {
	if m := messages(line); m != nil {
		return m
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	var m envelope
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			break
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			break // the cut: what came before is enough
		}
		switch t {
		case "id":
			m.ID = v
		case "method":
			method := string(v)
			m.Method = &method
		}
	}
	if m.ID == nil {
		return nil
	}
	return []envelope{m}
}

// idKey normalises an id, so that 1 and 1.0 match as JSON-RPC peers mean.
func idKey(raw json.RawMessage) (string, bool) {
	var v any
	if len(raw) == 0 || json.Unmarshal(raw, &v) != nil || v == nil {
		return "", false
	}
	return fmt.Sprintf("%T:%v", v, v), true
}

func (f *inflight) sawInput(line []byte) {
	for _, m := range messages(line) {
		if k, ok := idKey(m.ID); ok && m.Method != nil {
			f.mu.Lock()
			f.pending[k]++
			f.n++
			f.mu.Unlock()
		}
	}
}

func (f *inflight) sawOutput(line []byte) {
	for _, m := range headMessages(line) {
		k, ok := idKey(m.ID)
		if !ok || m.Method != nil {
			continue
		}
		f.mu.Lock()
		if f.pending[k] > 0 {
			f.pending[k]--
			if f.pending[k] == 0 {
				delete(f.pending, k)
			}
			f.n--
			close(f.changed)
			f.changed = make(chan struct{})
		}
		f.mu.Unlock()
	}
}

// drain waits for every request seen to be answered: drainGrace on their
// own, then drainCancelled after cancelWork. It returns early if ctx ends.
func (f *inflight) drain(ctx context.Context, cancelWork func()) {
	if f.waitFor(ctx, drainGrace) || ctx.Err() != nil {
		return
	}
	cancelWork()
	f.waitFor(ctx, drainCancelled)
}

// waitFor reports whether every request seen was answered within d.
func (f *inflight) waitFor(ctx context.Context, d time.Duration) bool {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		f.mu.Lock()
		n, changed := f.n, f.changed
		f.mu.Unlock()
		if n == 0 {
			return true
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return false
		case <-timer.C:
			return false
		}
	}
}

// maxTracked bounds the partial line kept for counting; a longer line is
// passed through uncounted (no client request is that long).
const maxTracked = 1 << 20

// responseHead is how much of an outgoing line is kept to count it: the id
// comes first in every message the server writes, and a screenshot result
// can be megabytes long.
const responseHead = 4 << 10

// lines splits a byte stream into lines for a callback, keeping the tail.
// With head set, each line is cut to its first head bytes and still passed
// on; without, a line longer than maxTracked is skipped.
type lines struct {
	partial []byte
	skip    bool // inside a line too long to track
	head    int
	each    func([]byte)
}

func (l *lines) feed(p []byte) {
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			switch {
			case l.head > 0:
				l.partial = append(l.partial, p[:min(len(p), max(l.head-len(l.partial), 0))]...)
			case !l.skip && len(l.partial)+len(p) <= maxTracked:
				l.partial = append(l.partial, p...)
			default:
				l.partial, l.skip = l.partial[:0], true
			}
			return
		}
		if !l.skip {
			line := append(l.partial, p[:i]...)
			if l.head > 0 && len(line) > l.head {
				line = line[:l.head]
			}
			l.each(line)
		}
		l.partial, l.skip = l.partial[:0], false
		p = p[i+1:]
	}
}

// drainingReader passes stdin through, counting requests, and holds its
// EOF back until they are answered.
type drainingReader struct {
	r          io.ReadCloser
	f          *inflight
	ctx        context.Context
	cancelWork func()
	lines      lines
}

func (d *drainingReader) Read(p []byte) (int, error) {
	n, err := d.r.Read(p)
	d.lines.feed(p[:n])
	if err == io.EOF {
		if len(d.lines.partial) > 0 && !d.lines.skip {
			d.lines.each(d.lines.partial) // a last line without a newline
			d.lines.partial = nil
		}
		d.f.drain(d.ctx, d.cancelWork)
	}
	return n, err
}

func (d *drainingReader) Close() error { return d.r.Close() }

// answeringWriter passes stdout through, counting responses.
type answeringWriter struct {
	w     io.WriteCloser
	lines lines
	mu    sync.Mutex
}

func (a *answeringWriter) Write(p []byte) (int, error) {
	n, err := a.w.Write(p)
	a.mu.Lock()
	a.lines.feed(p[:n])
	a.mu.Unlock()
	return n, err
}

func (a *answeringWriter) Close() error { return a.w.Close() }

// Stdio wraps serve's stdin and stdout so that stdin closing with
// requests in flight still gets each of them answered (or cancelled, with
// cancelWork, and answered) before exit.
func Stdio(ctx context.Context, cancelWork func(), in io.ReadCloser, out io.WriteCloser) (io.ReadCloser, io.WriteCloser) {
	f := newInflight()
	r := &drainingReader{r: in, f: f, ctx: ctx, cancelWork: cancelWork}
	r.lines.each = f.sawInput
	w := &answeringWriter{w: out}
	w.lines.head = responseHead
	w.lines.each = f.sawOutput
	return r, w
}
