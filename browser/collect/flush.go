package collect

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// flushPrefix starts the marker message flush logs; the collector drops it.
const flushPrefix = "\x00vibelens-flush:"

// Flush waits, briefly, until the collector has seen every event (console
// message, exception, request) the page produced before now. CDP delivers
// a page's events in order on one goroutine, but behind the replies to
// calls, so a message logged during the DOM read may not be in the
// collector when the read's reply is. A marker logged from an isolated
// world (whose console the page cannot wrap) comes after all of them. It
// logs from world, the settle observer's, or from a new one when there is
// none.
func (c *Collector) Flush(page *rod.Page, world proto.RuntimeExecutionContextID) {
	marker, seen := c.Marker()
	ctx, cancel := context.WithTimeout(page.GetContext(), contract.Limits.ConsoleFlush)
	defer cancel()
	defer seen(ctx) // removes the marker, whatever happens below
	p := page.Context(ctx)
	if world == 0 {
		w, err := proto.PageCreateIsolatedWorld{FrameID: p.FrameID, WorldName: "vibelens-flush"}.Call(p)
		if err != nil {
			cancel()
			return
		}
		world = w.ExecutionContextID
	}
	arg, _ := json.Marshal(marker)
	if _, err := (proto.RuntimeEvaluate{ContextID: world, Expression: "console.warn(" + string(arg) + ")"}).Call(p); err != nil {
		cancel()
	}
}

// Marker is a flush whose marker the caller has the page log itself, as
// part of an evaluation it makes anyway: the settle observer logs it as it
// answers, so every event the page sent before that answer is in the
// collector once seen reports true, at no extra round trip. seen waits for
// the marker until ctx ends, and must be called once: it forgets the marker.
func (c *Collector) Marker() (marker string, seen func(context.Context) bool) {
	var id [8]byte
	_, _ = rand.Read(id[:])
	marker = flushPrefix + hex.EncodeToString(id[:])
	done := make(chan struct{})
	c.mu.Lock()
	if c.flushes == nil {
		c.flushes = map[string]chan struct{}{}
	}
	c.flushes[marker] = done
	c.mu.Unlock()
	return marker, func(ctx context.Context) bool {
		defer func() {
			c.mu.Lock()
			delete(c.flushes, marker)
			c.mu.Unlock()
		}()
		select {
		case <-done:
			return true
		case <-ctx.Done():
			return false
		}
	}
}

// flushed reports, and signals, a flush marker.
func (c *Collector) flushed(text string) bool {
	if !strings.HasPrefix(text, flushPrefix) {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if ch, ok := c.flushes[text]; ok {
		delete(c.flushes, text)
		close(ch)
	}
	return true
}
