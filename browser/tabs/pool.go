package tabs

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-rod/rod"
)

// Pool keeps prepared tabs for the next captures and disposes of used
// ones. One background worker does both, and it yields to captures in
// flight: on two cores, a context made or torn down during a capture slows
// that capture by more than it saves the next one. It still works during
// captures when the pool is empty or used tabs pile up.
type Pool struct {
	browser *rod.Browser
	cfg     Config
	log     *slog.Logger
	size    int

	ready   chan *Tab
	wake    chan struct{}
	quit    chan struct{}
	busy    atomic.Int32 // captures rendering now
	lastEnd atomic.Int64 // when the last capture ended, in UnixNano
	opening atomic.Bool  // the worker is making a tab
	waiting atomic.Bool  // a take is waiting for that tab
	// workerWait is how long a take waits for the worker's tab before it
	// opens one itself.
	workerWait time.Duration
	work       sync.WaitGroup

	mu     sync.Mutex
	used   []*Tab
	closed bool

	// Parked tabs (park.go), by the origin they captured, oldest first;
	// resetting counts the tabs of each origin on their way there, and
	// parkedNow is replaced (closed) whenever one arrives or gives up.
	reuse     bool
	parked    map[string][]*Tab
	resetting map[string]int
	parkedNow chan struct{}
}

// Pool tuning: PoolSize prepared tabs cover a responsive audit's three
// calls back to back; maxUsed bounds the tabs (and renderers) left waiting
// for disposal while captures keep the worker away.
const (
	PoolSize = 3
	maxUsed  = 3
)

// lull is how long after a capture the worker waits, while it has a tab
// ready, before it makes or disposes of another: calls back to back (a
// script, a check run, an assistant verifying a fix) leave gaps of a few
// milliseconds, and a tab made in one ran into the next capture (the two
// captures after a launch took 1.0-1.2 s instead of 0.6-0.9 s on a Vite
// dev server, ADR 0021). A model's turn between calls is longer.
const lull = 400 * time.Millisecond

// Parking limits: per origin, one tab for each render of a viewport "all"
// call with colorScheme "both" (six, when all run at once; with the
// default four at a time, the last two take tabs the first four parked),
// eight in all, none idle longer than parkIdle. A parked tab is an idle
// renderer on about:blank. Three per origin made every such call dispose
// of a tab and open a fresh one: on the demo page, 300 ms apart, 2.2-2.3 s
// and 4.5-4.6 core-seconds a call against 1.4-1.9 s and 2.8-3.7 with room
// for all four (vibelens bench --all --color-scheme both, 2 cores).
//
// A take waits up to resetWait for a tab of its origin still being reset:
// a reset (leave the page, clear its storage) is far cheaper than what a
// fresh tab costs the capture (the cache and compiled code it lacks).
const (
	maxParkedPerOrigin = 6
	maxParked          = 8
	parkIdle           = 10 * time.Minute
	resetWait          = time.Second
)

// NewPool starts the worker unless size is 0 (an ephemeral browser,
// closed after its one capture).
//
// With reuse, used tabs are reset and parked for the next capture of their
// origin instead (park.go); the manager turns it off where a tab must not
// outlive its call (a profile's pages, an attached browser).
func NewPool(b *rod.Browser, cfg Config, log *slog.Logger, size int, reuse bool) *Pool {
	p := &Pool{browser: b, cfg: cfg, log: log, size: size, workerWait: 2 * time.Second,
		ready: make(chan *Tab, max(size, 1)), wake: make(chan struct{}, 1), quit: make(chan struct{}),
		reuse:  reuse && size > 0 && !cfg.Persistent && !cfg.Attached && !cfg.CheckAll,
		parked: map[string][]*Tab{}, resetting: map[string]int{}, parkedNow: make(chan struct{})}
	if size > 0 {
		p.work.Add(1)
		go p.worker()
	}
	return p
}

// How a take got its tab.
const (
	HowParked   = "parked"   // reused from a capture of the same origin
	HowPrepared = "prepared" // a fresh one the worker made ahead
	HowOpened   = "opened"   // a fresh one made for this take
)

// Take returns a parked tab of origin (preferring one that emulates
// viewport), or a prepared tab, waiting for the one the worker is making
// if that is sooner than making another, or opens one under ctx. Only one
// caller waits for the worker's tab: the captures of a viewport "all" call
// arrive together, and the others open theirs side by side rather than one
// after another from the worker.
func (p *Pool) Take(ctx context.Context, origin, viewport string) (t *Tab, how string, err error) {
	if t, err := p.unpark(ctx, origin, viewport); t != nil || err != nil {
		return t, HowParked, err
	}
	t, how, err = p.take(ctx)
	if t != nil {
		t.state.key = origin
	}
	return t, how, err
}

func (p *Pool) take(ctx context.Context) (t *Tab, how string, err error) {
	select {
	case t := <-p.ready:
		return t, HowPrepared, nil
	default:
	}
	if p.opening.Load() && p.waiting.CompareAndSwap(false, true) {
		defer p.waiting.Store(false)
		wait := time.NewTimer(p.workerWait)
		defer wait.Stop()
		select {
		case t := <-p.ready:
			return t, HowPrepared, nil
		case <-wait.C:
		case <-ctx.Done():
			return nil, "", ctx.Err()
		}
	}
	// Opening counts as a capture: the worker stays out of its way.
	p.busy.Add(1)
	defer p.busy.Add(-1)
	t, err = Open(p.browser.Context(ctx), p.cfg)
	return t, HowOpened, err
}

// unpark takes a parked tab of origin, waiting up to resetWait for one
// being reset; nil if there is none.
func (p *Pool) unpark(ctx context.Context, origin, viewport string) (*Tab, error) {
	if !p.reuse || origin == "" {
		return nil, nil
	}
	deadline := time.NewTimer(resetWait)
	defer deadline.Stop()
	p.mu.Lock()
	for {
		if tabs := p.parked[origin]; len(tabs) > 0 {
			i := len(tabs) - 1 // the most recent, unless another emulates the viewport
			for j, t := range tabs {
				if t.state.viewport == viewport {
					i = j
				}
			}
			t := tabs[i]
			p.parked[origin] = append(tabs[:i:i], tabs[i+1:]...)
			p.mu.Unlock()
			return t, nil
		}
		if p.resetting[origin] == 0 || p.closed {
			p.mu.Unlock()
			return nil, nil
		}
		changed := p.parkedNow
		p.mu.Unlock()
		select {
		case <-changed:
		case <-deadline.C:
			return nil, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		p.mu.Lock()
	}
}

// Parked is how many tabs of origin are parked now.
func (p *Pool) Parked(origin string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.parked[origin])
}

// park resets a used tab in the background and parks it for its origin,
// or disposes of it if the reset fails.
func (p *Pool) park(t *Tab) {
	key := t.state.key
	p.resetting[key]++
	p.work.Add(1)
	go func() {
		defer p.work.Done()
		err := t.reset(p.browser)
		p.mu.Lock()
		defer p.mu.Unlock()
		p.resetting[key]--
		defer p.signalParked()
		if err != nil || p.closed {
			if err != nil {
				p.log.Debug("reset a tab", "err", err)
			}
			p.used = append(p.used, t)
			p.poke()
			return
		}
		t.state.parked = time.Now()
		p.parked[key] = append(p.parked[key], t)
		if n := len(p.parked[key]); n > maxParkedPerOrigin {
			p.used = append(p.used, p.parked[key][0])
			p.parked[key] = p.parked[key][1:]
		}
		p.evictLocked(func(total int, _ *Tab) bool { return total > maxParked })
	}()
}

// signalParked wakes takes waiting for a parked tab. Called with mu held.
func (p *Pool) signalParked() {
	close(p.parkedNow)
	p.parkedNow = make(chan struct{})
}

// evictLocked moves the oldest parked tabs to disposal while drop says so,
// given how many are parked. Called with mu held.
func (p *Pool) evictLocked(drop func(total int, oldest *Tab) bool) {
	for {
		total, oldKey := 0, ""
		var oldest *Tab
		for k, tabs := range p.parked {
			total += len(tabs)
			if len(tabs) > 0 && (oldest == nil || tabs[0].state.parked.Before(oldest.state.parked)) {
				oldest, oldKey = tabs[0], k
			}
		}
		if oldest == nil || !drop(total, oldest) {
			return
		}
		p.parked[oldKey] = p.parked[oldKey][1:]
		if len(p.parked[oldKey]) == 0 {
			delete(p.parked, oldKey)
		}
		p.used = append(p.used, oldest)
		p.poke()
	}
}

// Begin and End bracket a capture's render, so the worker stays out of its way.
func (p *Pool) Begin() { p.busy.Add(1) }
func (p *Pool) End() {
	p.lastEnd.Store(time.Now().UnixNano())
	p.busy.Add(-1)
	p.poke()
}

// Release hands a used tab back: to be reset and parked for its origin's
// next capture when the capture went well, to be disposed of otherwise. A
// tab whose page hung is disposed at once: its renderer may be spinning a
// core.
func (p *Pool) Release(t *Tab, hung bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return // the browser is going away, and its tabs with it
	}
	t.state.mu.Lock()
	reusable := !t.state.spoiled && t.state.key != ""
	t.state.mu.Unlock()
	if p.reuse && !hung && reusable {
		p.park(t)
		return
	}
	if hung || p.size == 0 {
		p.work.Add(1)
		go func() {
			defer p.work.Done()
			t.Dispose(p.browser)
		}()
		return
	}
	p.used = append(p.used, t)
	p.poke()
}

func (p *Pool) poke() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

func (p *Pool) worker() {
	defer p.work.Done()
	p.poke()
	for {
		select {
		case <-p.quit:
			return
		case <-p.wake:
		case <-time.After(100 * time.Millisecond):
		}
		for p.step() {
		}
	}
}

// step does one piece of background work if it may, and reports whether
// there may be more.
func (p *Pool) step() bool {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return false
	}
	p.evictLocked(func(_ int, oldest *Tab) bool { return time.Since(oldest.state.parked) > parkIdle })
	pending := len(p.used)
	if yields(pending, p.busy.Load() > 0, time.Since(time.Unix(0, p.lastEnd.Load()))) {
		p.mu.Unlock()
		return false
	}
	if pending > 0 {
		t := p.used[0]
		p.used = p.used[1:]
		p.mu.Unlock()
		t.Dispose(p.browser)
		return true
	}
	p.mu.Unlock()
	if len(p.ready) >= p.size {
		return false
	}
	p.opening.Store(true)
	defer p.opening.Store(false)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	t, err := Open(p.browser.Context(ctx), p.cfg)
	if err != nil {
		p.log.Debug("prepare a tab", "err", err)
		return false
	}
	select {
	case p.ready <- t.detach():
		return true
	default:
		t.Dispose(p.browser)
		return false
	}
}

// yields says whether the worker leaves the browser alone for now: used
// tabs have not piled up, and a capture is rendering (or a take opening its
// own tab) or ended less than lull ago, whether or not a tab is ready. A
// tab made beside a capture, the first one after a launch above all, made
// both slower: the first look's tab took 1.0-1.2 s to open instead of
// 0.73-0.80 s, and a check run paid that in every process. Captures of an
// origin seen before take its parked tab; a prepared one is for the next
// origin, and is made in the pause a model takes between calls.
func yields(pending int, busy bool, sinceEnd time.Duration) bool {
	return pending < maxUsed && (busy || sinceEnd < lull)
}

// Close stops the worker and waits, briefly, for tab work in flight: the
// browser is about to be killed, which ends every tab anyway.
func (p *Pool) Close() {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return
	}
	p.closed = true
	p.mu.Unlock()
	close(p.quit)
	done := make(chan struct{})
	go func() { p.work.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
	}
}
