package browser

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/vibelens/vibelens/browser/findings"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

//go:embed js/settle.js
var settleJS string

// settleSource is the observer as installed: settle.js applied to the dev
// widgets' selector. The script is installed before any page script and
// its input never changes, so it is bound once here, as an argument: no
// global for a second script to set first, and the file stays plain JS.
var settleSource = func() string {
	sel, _ := json.Marshal(findings.DevWidgetSelector)
	return "(" + settleJS + ")(" + string(sel) + ");"
}()

// settleRules are the thresholds settle applies (ADR 0008 has the
// measurements behind each).
type settleRules struct {
	Cap         time.Duration // the longest settle waits, per document
	LoadQuiet   time.Duration // at least this long after the load event: apps start fetching in effects and timers after it
	NetQuiet    time.Duration // no counted request started, answered or ended
	BodyQuiet   time.Duration // an answered request whose body paused this long no longer holds
	DOMQuiet    time.Duration // no DOM mutation (inline style, <style> text and dev widgets aside)
	StreamGrace time.Duration // an answered request holds at most this long
	Restarts    int           // new main-frame documents settle starts over for
}

// settleRulesFromLimits reads the rules from Limits.
func settleRulesFromLimits() settleRules {
	return settleRules{Cap: Limits.SettleCap, LoadQuiet: Limits.SettleLoadQuiet, NetQuiet: Limits.SettleNetQuiet, BodyQuiet: Limits.SettleBodyQuiet, DOMQuiet: Limits.SettleDOMQuiet,
		StreamGrace: Limits.SettleStreamGrace, Restarts: Limits.SettleRestarts}
}

// settle waits, after the load event, until the app is done: the current
// document has loaded, no request holds the network (netState), the DOM
// has been quiet, fonts are ready and two frames have painted with nothing
// changing in between, and no request started meanwhile. A new main-frame
// document (reload, HMR full reload, client redirect) starts it over, a
// few times at most. Everything is bounded by the cap, per document, and
// by ctx.
func settle(ctx context.Context, page *rod.Page, c *collector, rules settleRules, stopped func() bool) SettleReport {
	rep := SettleReport{WaitedFor: []string{"load"}}
	capAt := time.Now().Add(rules.Cap)
	gen := c.netState(time.Now(), rules.BodyQuiet, rules.StreamGrace).doc.gen
	var dom domWait // the page's last answer, which names what kept changing
	capHit := func(st netState, why string) SettleReport {
		rep.CapHit = true
		rep.CapReason = why
		rep.Pending = firstN(st.busy, 10)
		rep.Streaming = firstN(st.streaming, 10)
		if why == "dom" {
			rep.Churn, rep.Mutations = dom.Churn, dom.Mutations
		}
		return rep
	}
	for {
		now := time.Now()
		st := c.netState(now, rules.BodyQuiet, rules.StreamGrace)
		if st.doc.gen != gen {
			gen = st.doc.gen
			dom = domWait{}
			if rep.Restarts < rules.Restarts {
				rep.Restarts++
				capAt = now.Add(rules.Cap)
			}
		}
		if ctx.Err() != nil || stopped() {
			return capHit(st, "stopped")
		}
		if now.After(capAt) {
			switch {
			case !st.doc.loaded:
				return capHit(st, "load")
			case len(st.busy) > 0:
				return capHit(st, "network")
			}
			return capHit(st, "dom")
		}
		if !st.doc.loaded || len(st.busy) > 0 || st.quietFor < rules.NetQuiet || st.doc.world == 0 {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		// The network is quiet: now the DOM, fonts and frames, in the page.
		asked := time.Now()
		// Not before LoadQuiet after the load event: the DOM can settle
		// sooner than an app starts its first fetch.
		notBefore := rules.LoadQuiet - time.Since(st.doc.loadedAt)
		got, err := domQuiet(ctx, page, st.doc.world, rules.DOMQuiet, notBefore, time.Until(capAt))
		after := c.netState(time.Now(), rules.BodyQuiet, rules.StreamGrace)
		if err == nil && after.doc.gen == gen {
			dom = got
		}
		if err != nil || after.doc.gen != gen {
			// The document went away under the evaluation: start over.
			if after.doc.gen == gen && time.Now().After(capAt) {
				return capHit(after, "dom")
			}
			time.Sleep(5 * time.Millisecond)
			continue
		}
		if c.lastActivity().After(asked) {
			continue // a request started or ended meanwhile: its render may follow
		}
		if !got.Quiet {
			return capHit(after, "dom")
		}
		rep.WaitedFor = append(rep.WaitedFor, "network-quiet", "dom-quiet", "fonts", "frames")
		rep.Streaming = firstN(after.streaming, 10)
		return rep
	}
}

// domWait is the settle observer's answer: quiet, or the element whose
// changes last held the wait and how many changes did, when the DOM kept
// changing until the cap (none when the main thread never went idle).
type domWait struct {
	Quiet     bool   `json:"quiet"`
	Churn     string `json:"churn"`
	Mutations int    `json:"mutations"`
}

// domQuiet runs the settle observer's wait in its isolated world.
func domQuiet(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, quiet, notBefore, limit time.Duration) (domWait, error) {
	limit = max(limit, 0)
	// The evaluation itself gets a little longer than the in-page cap, so
	// the page's own answer normally ends it.
	ctx, cancel := context.WithTimeout(ctx, limit+100*time.Millisecond)
	defer cancel()
	res, err := proto.RuntimeEvaluate{
		Expression:    fmt.Sprintf("vibelensSettle(%d, %d, %d)", quiet.Milliseconds(), max(notBefore, 0).Milliseconds(), limit.Milliseconds()),
		ContextID:     world,
		AwaitPromise:  true,
		ReturnByValue: true,
	}.Call(page.Context(ctx))
	if err != nil {
		return domWait{}, err
	}
	if res.ExceptionDetails != nil {
		return domWait{}, fmt.Errorf("settle observer: %s", res.ExceptionDetails.Text)
	}
	var out domWait
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &out); err != nil {
		return domWait{}, err
	}
	return out, nil
}

func firstN(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
