package settle

import (
	"context"
	"crypto/rand"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
)

//go:embed js/pending.js
var pendingJS string

// pendingKey names the event the main world's tracker answers: random
// per process, so a page cannot answer it, nor dispatch it to learn that
// it is being watched.
var pendingKey = func() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return "vibelens-" + hex.EncodeToString(b)
}()

// Timings of the still page (ADR 0030).
const (
	// stillHorizon: a timer due later than this is not waited for. The
	// quiet windows end a still page's settle 90-130 ms after load on an
	// idle machine, so they never saw such a timer's change either.
	stillHorizon = 500 * time.Millisecond
	// stillNetQuiet is how long the network must have been quiet before
	// the page is asked: the collector hears of an answer a little before
	// the page's handlers of it can run.
	stillNetQuiet = 15 * time.Millisecond
	// stillIdle bounds the page's wait for its frames and an idle moment:
	// a page busier than that is not still.
	stillIdle = 100 * time.Millisecond
	// stillAgain is how soon a page that was not still is asked again
	// while the quiet windows run out.
	stillAgain = 20 * time.Millisecond
	// streamGrace is how long a socket or event stream that opened is
	// awaited for its first message (js/pending.js): a loopback server
	// that greets a connection, or answers what the page sends on open,
	// does so well within it.
	streamGrace = 100 * time.Millisecond
)

// Tracker is the script a tab installs in the page's main world, before
// any page script runs, beside Observer: it knows what the page has due
// (timers, animation frames, answers) and what it opened that can change
// it at any moment (js/pending.js). Without it no page is ever still, and
// settle waits out its quiet windows.
func Tracker() string {
	key, _ := json.Marshal(pendingKey)
	return "(" + pendingJS + ")(" + string(key) + ", " + fmt.Sprint(stillHorizon.Milliseconds()) + ", " + fmt.Sprint(streamGrace.Milliseconds()) + ");"
}

// stillReady says whether the page is worth asking if it is still: loaded,
// observed, nothing holding the network and no request for a moment.
func stillReady(st collect.NetState) bool {
	return st.Doc.Loaded && st.Doc.World != 0 && len(st.Busy) == 0 && st.QuietFor >= stillNetQuiet
}

// stillNow asks the page whether it is still (vibelensStill in settle.js)
// and, when it is, waits until c has seen every event the page sent before
// the answer (as domQuiet does): a request started meanwhile means it was
// not. An error, no answer or a lagging collector count as not still.
func stillNow(ctx context.Context, page *rod.Page, c Network, world proto.RuntimeExecutionContextID) bool {
	marker, seen := c.Marker()
	arg, _ := json.Marshal(marker)
	asked := time.Now()
	evalCtx, cancel := context.WithTimeout(ctx, 3*stillIdle)
	defer cancel()
	var out struct {
		Still bool   `json:"still"`
		Why   string `json:"why"`
	}
	expr := fmt.Sprintf("vibelensStill(%d, %s)", stillIdle.Milliseconds(), arg)
	if err := observerEval(page.Context(evalCtx), world, expr, &out); err != nil || !out.Still {
		return false
	}
	caught, stop := context.WithTimeout(ctx, contract.Limits.ConsoleFlush)
	defer stop()
	return seen(caught) && !c.LastActivity().After(asked)
}
