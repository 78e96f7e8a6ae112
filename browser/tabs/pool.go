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
	opening atomic.Bool  // the worker is making a tab
	waiting atomic.Bool  // a take is waiting for that tab
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

// Begin and End bracket a capture's render, so the worker stays out of its way.
func (p *Pool) Begin() { p.busy.Add(1) }
func (p *Pool) End() {
	p.busy.Add(-1)
	p.poke()
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
	pending := len(p.used)
	if p.busy.Load() > 0 && len(p.ready) > 0 && pending < maxUsed {
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
