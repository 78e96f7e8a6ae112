package settle

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

//go:embed js/settle.js
var settleJS string

//go:embed js/easing.js
var easingJS string

// World names the isolated world the observer runs in: the page's own
// scripts cannot see or disturb it, and it leaves no globals.
const World = "vibelens-settle"

// Observer is the observer as a tab installs it, in World, before any page
// script runs: settle.js applied to the selector of elements whose churn
// does not count (the dev widgets, which findings owns) and to easing.js.
// Its inputs never change, so they are bound once, as arguments: no global
// for a second script to set first, and the files stay plain JS.
func Observer(ignore string) string {
	sel, _ := json.Marshal(ignore)
	key, _ := json.Marshal(pendingKey)
	return "(" + settleJS + ")(" + string(sel) + ", " + strings.TrimSpace(easingJS) + ", " + string(key) + ");"
}

// Network is the network and document state settle waits on: the
// collector's view of the capture's requests.
type Network interface {
	NetState(now time.Time, bodyQuiet, streamGrace time.Duration) collect.NetState
	LastActivity() time.Time
	// Marker is a message for the page to log as it answers, and a wait
	// until the network's view has caught up with it (collect.Marker).
	Marker() (string, func(context.Context) bool)
}

// Rules are the thresholds settle applies (ADR 0008 has the
// measurements behind each).
type Rules struct {
	Cap         time.Duration // the longest settle waits, per document
	LoadQuiet   time.Duration // at least this long after the load event: apps start fetching in effects and timers after it
	NetQuiet    time.Duration // no counted request started, answered or ended
	BodyQuiet   time.Duration // an answered request whose body paused this long no longer holds
	DOMQuiet    time.Duration // no DOM mutation (inline style, <style> text and dev widgets aside)
	StreamGrace time.Duration // an answered request holds at most this long
	Restarts    int           // new main-frame documents settle starts over for
	// CodeCap is how long the cap may stretch, per document, while the
	// app's code is still arriving: a script answered or ended within
	// CodeGap (one need not be open at that moment: a module chain spends
	// most of its time running the last module, not fetching the next).
	// Nuxt's dev server sends a fresh context ~1,600
	// modules, one by one, for seconds after the load event; capturing
	// before they arrive shows the server HTML, not the app.
	CodeCap time.Duration
	CodeGap time.Duration
}

// RulesFromLimits reads the rules from contract.contract.Limits.
func RulesFromLimits() Rules {
	return Rules{Cap: contract.Limits.SettleCap, LoadQuiet: contract.Limits.SettleLoadQuiet, NetQuiet: contract.Limits.SettleNetQuiet, BodyQuiet: contract.Limits.SettleBodyQuiet, DOMQuiet: contract.Limits.SettleDOMQuiet,
		StreamGrace: contract.Limits.SettleStreamGrace, Restarts: contract.Limits.SettleRestarts,
		CodeCap: contract.Limits.SettleCodeCap, CodeGap: contract.Limits.SettleCodeGap}
}

// Wait waits, after the load event, until the app is done: the current
// document has loaded, no request holds the network (netState), the DOM
// has been quiet, fonts are ready and two frames have painted with nothing
// changing in between, and no request started meanwhile. A new main-frame
// document (reload, HMR full reload, client redirect) starts it over, a
// few times at most. Everything is bounded by the cap, per document, and
// by ctx.
func Wait(ctx context.Context, page *rod.Page, c Network, rules Rules, stopped func() bool) contract.SettleReport {
	rep := contract.SettleReport{WaitedFor: []string{"load"}}
	started := time.Now()
	capAt := time.Now().Add(rules.Cap)
	codeCapAt := time.Now().Add(rules.CodeCap)
	gen := c.NetState(time.Now(), rules.BodyQuiet, rules.StreamGrace).Doc.Gen
	var dom domWait       // the page's last answer, which names what kept changing
	var stillAt time.Time // when the page may next be asked whether it is still
	capHit := func(st collect.NetState, why string) contract.SettleReport {
		rep.CapHit = true
		rep.CapReason = why
		rep.Pending = firstN(st.Busy, 10)
		rep.Streaming = firstN(st.Streaming, 10)
		rep.Polling = firstN(st.Polling, 10)
		if why == "dom" {
			rep.Churn, rep.Mutations = dom.Churn, dom.Mutations
			if rep.Churn == "" {
				rep.Busy = busy(ctx, page, st.Doc.World, time.Since(started))
			}
		}
		return rep
	}
	// stretch moves the cap on by Cap, up to CodeCap: the app's code is
	// still arriving, or, once it has, still running.
	stretch := func(now time.Time) {
		capAt = now.Add(rules.Cap)
		if capAt.After(codeCapAt) {
			capAt = codeCapAt
		}
		if !slices.Contains(rep.WaitedFor, "code") {
			rep.WaitedFor = append(rep.WaitedFor, "code")
		}
	}
	// starting: code arrived during this wait and the main thread has
	// not answered since (it is evaluating that code, not changing the
	// DOM: no element is named).
	starting := func(now time.Time, got domWait) bool {
		return slices.Contains(rep.WaitedFor, "code") && got.Churn == "" && now.Before(codeCapAt)
	}
	// arriving: a script answered within CodeGap. Checked at the top of
	// the loop and again when the page-side wait ran into the cap (on a
	// busy machine it can span the cap without the loop coming round).
	arriving := func(now time.Time, st collect.NetState) bool {
		return st.Doc.Loaded && st.CodeQuietFor < rules.CodeGap && now.Before(codeCapAt)
	}
	// asking: a fetch or XHR the page started less than Cap ago has no
	// answer yet.
	asking := func(now time.Time, st collect.NetState) bool {
		return st.Doc.Loaded && !st.NewestAsk.IsZero() && now.Sub(st.NewestAsk) < rules.Cap && now.Before(codeCapAt)
	}
	// rendering: the cap came with no element changing, the main thread
	// never idle, and the page's own script in long frames during the wait
	// (Long Animation Frames with a URL): on a busy machine an app's render
	// runs in frames of a second and in many shorter tasks between them,
	// and the DOM it makes lands after the cap. It gets one more Cap,
	// within CodeCap; a page busy past that is named by busy().
	rendering := func(now time.Time, world proto.RuntimeExecutionContextID) bool {
		if slices.Contains(rep.WaitedFor, "rendering") || !now.Before(codeCapAt) {
			return false
		}
		b := pageBusy(ctx, page, world, now.Sub(started))
		if b == nil || (!b.Unanswered && (b.Frames == 0 || strings.HasPrefix(strings.TrimSpace(b.Script), "("))) {
			return false // idle since, or busy with no script of the page's: ours has no URL
		}
		capAt = now.Add(rules.Cap)
		if capAt.After(codeCapAt) {
			capAt = codeCapAt
		}
		rep.WaitedFor = append(rep.WaitedFor, "rendering")
		return true
	}
	for {
		now := time.Now()
		st := c.NetState(now, rules.BodyQuiet, rules.StreamGrace)
		if st.Doc.Gen != gen {
			gen = st.Doc.Gen
			dom = domWait{}
			if rep.Restarts < rules.Restarts {
				rep.Restarts++
				capAt = now.Add(rules.Cap)
				codeCapAt = now.Add(rules.CodeCap)
			}
		}
		if ctx.Err() != nil || stopped() {
			return capHit(st, "stopped")
		}
		if now.After(capAt) && arriving(now, st) {
			stretch(now)
		}
		if now.After(capAt) && asking(now, st) {
			// The page asked its backend for data less than Cap ago and
			// the answer has not come: a fetch after hydration, which a
			// loaded machine starts late. It gets its own Cap, within
			// CodeCap. One that has waited longer is a long-poll or a stuck
			// backend, and the cap stands. A poll (the same asked again
			// after its answer) or a path asked again with another query
			// is not counted here (collect.NetState): each would move the
			// cap on until CodeCap.
			capAt = st.NewestAsk.Add(rules.Cap)
			if capAt.After(codeCapAt) {
				capAt = codeCapAt
			}
			if !slices.Contains(rep.WaitedFor, "data") {
				rep.WaitedFor = append(rep.WaitedFor, "data")
			}
		}
		if now.After(capAt) {
			switch {
			case !st.Doc.Loaded:
				return capHit(st, "load")
			case len(st.Busy) > 0:
				return capHit(st, "network")
			}
			if rendering(now, st.Doc.World) {
				continue
			}
			return capHit(st, "dom")
		}
		// A still page (nothing due that can change it, and nothing
		// changing through two frames) ends settle at once, without the
		// quiet windows below (ADR 0030).
		if stillReady(st) && !now.Before(stillAt) {
			if stillNow(ctx, page, c, st.Doc.World) {
				after := c.NetState(time.Now(), rules.BodyQuiet, rules.StreamGrace)
				if after.Doc.Gen != gen {
					continue // replaced meanwhile: that document settles from the start
				}
				rep.WaitedFor = append(rep.WaitedFor, "still")
				rep.Streaming = firstN(after.Streaming, 10)
				rep.Polling = firstN(after.Polling, 10)
				return rep
			}
			stillAt = time.Now().Add(stillAgain)
			continue
		}
		if !st.Doc.Loaded || len(st.Busy) > 0 || st.QuietFor < rules.NetQuiet || st.Doc.World == 0 {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		// The network is quiet: now the DOM, fonts and frames, in the page.
		asked := time.Now()
		// Not before LoadQuiet after the load event: the DOM can settle
		// sooner than an app starts its first fetch.
		notBefore := rules.LoadQuiet - time.Since(st.Doc.LoadedAt)
		got, caughtUp, err := domQuiet(ctx, page, c, st.Doc.World, rules.DOMQuiet, notBefore, time.Until(capAt))
		after := c.NetState(time.Now(), rules.BodyQuiet, rules.StreamGrace)
		if err == nil && after.Doc.Gen == gen {
			dom = got
			rep.AnimationsFinished += got.Finished
		}
		if err != nil || after.Doc.Gen != gen {
			// The document went away under the evaluation: start over.
			if now := time.Now(); after.Doc.Gen == gen && now.After(capAt) {
				if !starting(now, domWait{}) && !arriving(now, after) && !rendering(now, after.Doc.World) {
					return capHit(after, "dom")
				}
				stretch(now)
			}
			time.Sleep(5 * time.Millisecond)
			continue
		}
		if !caughtUp {
			continue // the collector is still behind the answer: what it knows of the network is old
		}
		if c.LastActivity().After(asked) {
			continue // a request started or ended meanwhile: its render may follow
		}
		if !got.Quiet {
			if now := time.Now(); starting(now, got) || (got.Churn == "" && arriving(now, after)) {
				stretch(now)
				continue
			}
			if got.Churn == "" && rendering(time.Now(), after.Doc.World) {
				continue
			}
			return capHit(after, "dom")
		}
		rep.WaitedFor = append(rep.WaitedFor, "network-quiet", "dom-quiet", "fonts", "frames")
		rep.Streaming = firstN(after.Streaming, 10)
		rep.Polling = firstN(after.Polling, 10)
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
	Finished  int    `json:"finished"` // entrance animations brought to their end
}

// domQuiet runs the settle observer's wait in its isolated world, then
// waits, briefly, until c has seen every event the page sent before the
// answer (caughtUp). A request the page started while the observer waited
// (the next module of a chain, as the last one finishes running) reaches
// c behind the reply: checked at once, on a busy machine, it was not there
// yet, and settle ended on the server HTML.
func domQuiet(ctx context.Context, page *rod.Page, c Network, world proto.RuntimeExecutionContextID, quiet, notBefore, limit time.Duration) (_ domWait, caughtUp bool, _ error) {
	limit = max(limit, 0)
	marker, seen := c.Marker()
	arg, _ := json.Marshal(marker)
	// The evaluation itself gets a little longer than the in-page cap, so
	// the page's own answer normally ends it.
	evalCtx, cancel := context.WithTimeout(ctx, limit+100*time.Millisecond)
	defer cancel()
	var out domWait
	err := observerEval(page.Context(evalCtx), world, fmt.Sprintf("vibelensSettle(%d, %d, %d, %s)", quiet.Milliseconds(), max(notBefore, 0).Milliseconds(), limit.Milliseconds(), arg), &out)
	wait := contract.Limits.ConsoleFlush
	if err != nil {
		wait = 0 // no answer, so no marker either
	}
	caught, stop := context.WithTimeout(ctx, wait)
	defer stop()
	caughtUp = seen(caught)
	return out, caughtUp, err
}

// observerEval evaluates expr in the settle observer's world, awaiting a
// promise, and decodes its JSON answer into out.
func observerEval(page *rod.Page, world proto.RuntimeExecutionContextID, expr string, out any) error {
	if world == 0 {
		return fmt.Errorf("no settle observer in this document")
	}
	res, err := proto.RuntimeEvaluate{Expression: expr, ContextID: world, AwaitPromise: true, ReturnByValue: true}.Call(page)
	if err != nil {
		return err
	}
	if res.ExceptionDetails != nil {
		return fmt.Errorf("settle observer: %s", res.ExceptionDetails.Text)
	}
	return json.Unmarshal([]byte(res.Result.Value.JSON("", "")), out)
}

// longFrames is the settle observer's account of the page's Long
// Animation Frames in a recent stretch of time (vibelensBusy).
type longFrames struct {
	Ms       int64  `json:"ms"`
	Frames   int    `json:"frames"`
	Script   string `json:"script"` // "URL function (invoker)"; no URL for our isolated worlds' scripts
	ScriptMs int64  `json:"scriptMs"`
	// Unanswered: the page did not answer in time, its main thread busy
	// right now (a long frame is reported only once it ends). Nothing of
	// ours runs in the page during settle.
	Unanswered bool `json:"-"`
}

// pageBusy reads the long frames of the last d: nil when there were none
// or the page cannot say, Unanswered when it did not answer in time.
func pageBusy(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, d time.Duration) *longFrames {
	askCtx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	var out *longFrames
	if err := observerEval(page.Context(askCtx), world, fmt.Sprintf("vibelensBusy(%d)", d.Milliseconds()), &out); err != nil {
		if askCtx.Err() != nil && ctx.Err() == nil && world != 0 {
			return &longFrames{Unanswered: true}
		}
		return nil
	}
	return out
}

// busy says what kept the page's main thread from going idle during the
// last d: when the DOM stopped changing but the cap hit all the same, the
// script that ran longest is what to look at. "" when the page cannot say.
func busy(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, d time.Duration) string {
	out := pageBusy(ctx, page, world, d)
	if out == nil {
		return ""
	}
	if out.Unanswered {
		return "main thread busy: the page did not answer"
	}
	s := fmt.Sprintf("main thread busy %d ms in %d long frames", out.Ms, out.Frames)
	if script := strings.TrimSpace(out.Script); out.ScriptMs > 0 {
		if strings.HasPrefix(script, "(") {
			script = "a script without a URL " + script // an inline handler or our own isolated world
		}
		s += fmt.Sprintf("; longest: %s, %d ms", contract.Clip(script, contract.Limits.URLChars), out.ScriptMs)
	}
	return s
}

func firstN(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// AstroSources is what the settle observer noted of Astro's source
// attributes before the dev toolbar removed them: element path -> "file:line:col".
// nil on any other page, or when the world is gone.
func AstroSources(page *rod.Page, world proto.RuntimeExecutionContextID) map[string]string {
	var out map[string]string
	if observerEval(page, world, "vibelensAstroSources()", &out) != nil {
		return nil
	}
	return out
}

// Changes is what the settle observer has seen change in the document of
// world: a count of everything the page can be told of that changes how it
// looks (every DOM change, those settle's quiet rule sets aside included;
// scrolling, focus, CSS animations and transitions starting or ending,
// resources loading), how long ago the last one was, and whether web fonts
// are ready. A screenshot taken before settle ends shows the settled page
// only if the count has not moved since it was taken.
type Changes struct {
	Count      int   `json:"changes"`
	QuietMs    int64 `json:"quietMs"`
	FontsReady bool  `json:"fonts"`
	// Entering: entrance animations still run (those that end within
	// settle's cap, which it brings to their end).
	Entering bool `json:"entering"`
}

// Quiet is how long ago the last change was.
func (c Changes) Quiet() time.Duration { return time.Duration(c.QuietMs) * time.Millisecond }

// HarmlessSince says whether the changes the observer counted since count
// can have changed nothing a picture shows (class names that only ease
// later changes, vibelensHarmless in settle.js).
func HarmlessSince(page *rod.Page, world proto.RuntimeExecutionContextID, count int) (bool, error) {
	var ok bool
	err := observerEval(page, world, fmt.Sprintf("vibelensHarmless(%d)", count), &ok)
	return ok, err
}

// ChangesIn reads the settle observer's Changes in the document of world.
func ChangesIn(page *rod.Page, world proto.RuntimeExecutionContextID) (Changes, error) {
	var out Changes
	err := observerEval(page, world, fmt.Sprintf("vibelensEvery(%d)", contract.Limits.SettleCap.Milliseconds()), &out)
	return out, err
}
