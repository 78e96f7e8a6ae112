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
// ones. One background worker does both, when it hurts least (see
// mayWork): on two cores, a context made or torn down during a capture
// slows that capture, and one made while a page settles can make settle
// misjudge the page (ADR 0016).
type Pool struct {
	browser *rod.Browser
	cfg     Config
	log     *slog.Logger
	size    int

	ready    chan *Tab
	wake     chan struct{}
	quit     chan struct{}
	busy     atomic.Int32 // captures rendering now
	settling atomic.Int32 // of those, the ones whose page has not settled yet
	lastEnd  atomic.Int64 // when a capture last ended, in UnixNano
	opening  atomic.Bool  // the worker is making a tab
	waiting  atomic.Bool  // a take is waiting for that tab
	// workerWait is how long a take waits for the worker's tab before it
	// opens one itself.
	workerWait time.Duration
	work       sync.WaitGroup

	mu     sync.Mutex
	used   []*Tab
	closed bool
}

// Pool tuning: PoolSize prepared tabs cover a responsive audit's three
// calls back to back; maxUsed bounds the tabs (and renderers) left waiting
// for disposal while captures keep the worker away.
const (
	PoolSize = 3
	maxUsed  = 3
)

// NewPool starts the worker unless size is 0 (an ephemeral browser,
// closed after its one capture).
func NewPool(b *rod.Browser, cfg Config, log *slog.Logger, size int) *Pool {
	p := &Pool{browser: b, cfg: cfg, log: log, size: size, workerWait: 2 * time.Second,
		ready: make(chan *Tab, max(size, 1)), wake: make(chan struct{}, 1), quit: make(chan struct{})}
	if size > 0 {
		p.work.Add(1)
		go p.worker()
	}
	return p
}

// Take returns a prepared tab, waiting for the one the worker is making if
// that is sooner than making another, or opens one under ctx. Only one
// caller waits for the worker's tab: the captures of a viewport "all" call
// arrive together, and the others open theirs side by side rather than one
// after another from the worker.
func (p *Pool) Take(ctx context.Context) (t *Tab, pooled bool, err error) {
	select {
	case t := <-p.ready:
		return t, true, nil
	default:
	}
	if p.opening.Load() && p.waiting.CompareAndSwap(false, true) {
		defer p.waiting.Store(false)
		wait := time.NewTimer(p.workerWait)
		defer wait.Stop()
		select {
		case t := <-p.ready:
			return t, true, nil
		case <-wait.C:
		case <-ctx.Done():
			return nil, false, ctx.Err()
		}
	}
	t, err = Open(p.browser.Context(ctx), p.cfg)
	return t, false, err
}

// Begin and End bracket a capture's render, and Settled marks the moment
// in between when its page has settled, so the worker stays out of the
// way. Begin returns the capture's Settled, which may be called more than
// once; End implies it.
func (p *Pool) Begin() (settled func()) {
	p.busy.Add(1)
	p.settling.Add(1)
	var once sync.Once
	return func() {
		once.Do(func() {
			p.settling.Add(-1)
			p.poke()
		})
	}
}

// End ends a capture that Begin began, whose Settled is given.
func (p *Pool) End(settled func()) {
	settled()
	p.lastEnd.Store(time.Now().UnixNano())
	p.busy.Add(-1)
	p.poke()
}

// Worker tuning. A client that calls back to back sends its next call a
// few milliseconds after an answer, while a model takes a second or more:
// idleGrace tells the two apart. In a burst of calls there is no pause to
// work in, so the worker works after a capture has settled (during its DOM
// read and screenshot), keeping burstSpare tabs ready: with one left after
// the next take, that capture never waits for the worker in settle.
const (
	idleGrace  = 30 * time.Millisecond
	burstSpare = 2
)

// poolState is what the worker decides on.
type poolState struct {
	settling, busy int           // captures before settle, and in flight
	ready, used    int           // prepared tabs, and tabs waiting for disposal
	size           int           // prepared tabs wanted
	sinceEnd       time.Duration // since a capture last ended
}

// mayWork says whether the worker may do one piece of work now, or else
// how long to wait before asking again (0: until poked).
//   - While a page settles, only when the pool is empty (a take would open
//     its own anyway) or used tabs pile up (renderers left spinning).
//   - When every capture in flight has settled, only in a burst: dispose
//     of used tabs and keep burstSpare ready. Outside a burst that work
//     waits for the pause after the answer, off the call's path.
//   - With nothing in flight, after idleGrace: a call back to back would
//     otherwise find the worker in the middle of making a tab.
func mayWork(s poolState) (ok bool, retry time.Duration) {
	switch {
	case s.settling > 0:
		return s.ready == 0 || s.used >= maxUsed, 0
	case s.busy > 0:
		return s.used > 0 || s.ready < burstSpare, 0
	case s.sinceEnd < idleGrace:
		return false, idleGrace - s.sinceEnd
	}
	return s.used > 0 || s.ready < s.size, 0
}

// Release hands a used tab back for disposal. A tab whose page hung is
// disposed at once: its renderer may be spinning a core.
func (p *Pool) Release(t *Tab, hung bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return // the browser is going away, and its tabs with it
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
	next := 100 * time.Millisecond
	for {
		select {
		case <-p.quit:
			return
		case <-p.wake:
		case <-time.After(next):
		}
		next = 100 * time.Millisecond
		for {
			more, retry := p.step()
			if retry > 0 {
				next = retry
			}
			if !more {
				break
			}
		}
	}
}

// step does one piece of background work if it may, and reports whether
// there may be more, or how soon to ask again.
func (p *Pool) step() (more bool, retry time.Duration) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return false, 0
	}
	pending := len(p.used)
	st := poolState{settling: int(p.settling.Load()), busy: int(p.busy.Load()), ready: len(p.ready), used: pending, size: p.size}
	if end := p.lastEnd.Load(); end != 0 {
		st.sinceEnd = time.Since(time.Unix(0, end))
	} else {
		st.sinceEnd = idleGrace
	}
	if ok, retry := mayWork(st); !ok {
		p.mu.Unlock()
		return false, retry
	}
	if pending > 0 {
		t := p.used[0]
		p.used = p.used[1:]
		p.mu.Unlock()
		t.Dispose(p.browser)
		return true, 0
	}
	p.mu.Unlock()
	if len(p.ready) >= p.size {
		return false, 0
	}
	p.opening.Store(true)
	defer p.opening.Store(false)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	t, err := Open(p.browser.Context(ctx), p.cfg)
	if err != nil {
		p.log.Debug("prepare a tab", "err", err)
		return false, 0
	}
	select {
	case p.ready <- t.detach():
		return true, 0
	default:
		t.Dispose(p.browser)
		return false, 0
	}
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
