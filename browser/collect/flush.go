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

// Flush waits, briefly, until the collector has seen every console message
// and exception the page produced before now. CDP delivers a page's events
// in order on one goroutine, but after the DOM read's reply, so a message
// logged during the read may not be in the collector yet. A marker logged
// from an isolated world (whose console the page cannot wrap) comes after
// all of them. It logs from world, the settle observer's, or from a new one
// when there is none.
func (c *Collector) Flush(page *rod.Page, world proto.RuntimeExecutionContextID) {
	var id [8]byte
	_, _ = rand.Read(id[:])
	marker := flushPrefix + hex.EncodeToString(id[:])
	done := make(chan struct{})
	c.mu.Lock()
	if c.flushes == nil {
		c.flushes = map[string]chan struct{}{}
	}
	c.flushes[marker] = done
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.flushes, marker)
		c.mu.Unlock()
	}()
	ctx, cancel := context.WithTimeout(page.GetContext(), contract.Limits.ConsoleFlush)
	defer cancel()
	p := page.Context(ctx)
	if world == 0 {
		w, err := proto.PageCreateIsolatedWorld{FrameID: p.FrameID, WorldName: "vibelens-flush"}.Call(p)
		if err != nil {
			return
		}
		world = w.ExecutionContextID
	}
	arg, _ := json.Marshal(marker)
	if _, err := (proto.RuntimeEvaluate{ContextID: world, Expression: "console.warn(" + string(arg) + ")"}).Call(p); err != nil {
		return
	}
	select {
	case <-done:
	case <-ctx.Done():
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
