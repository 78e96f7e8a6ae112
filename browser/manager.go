package browser

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/point"
	"github.com/vibelens/vibelens/browser/settle"
	"github.com/vibelens/vibelens/browser/source"
	"github.com/vibelens/vibelens/browser/tabs"
	"github.com/vibelens/vibelens/browser/vitals"

	"github.com/go-rod/rod"

	"github.com/vibelens/vibelens/browser/a11y"
	"github.com/vibelens/vibelens/browser/chrome"
	"github.com/vibelens/vibelens/egress"
	"github.com/vibelens/vibelens/guard"
)

// Options configures a Manager.
type Options struct {
	Launch LaunchOptions
	// Stealth applies go-rod/stealth to every page. It changes what the page
	// sees (navigator.webdriver, plugins, WebGL vendor), so it is opt-in.
	Stealth bool
	// noVitals leaves web-vitals out: for the benchmark of what it costs.
	noVitals bool
	// Ephemeral launches a browser per capture and closes it afterwards,
	// trading speed for nothing shared between calls at the process level.
	Ephemeral bool
	// IdleTimeout shuts the browser down after this long without captures;
	// the next capture relaunches it. Zero means DefaultIdleTimeout.
	IdleTimeout time.Duration
	// MaxConcurrent bounds captures in flight; more wait their turn.
	MaxConcurrent int
	// RecycleAfter relaunches the browser after this many captures, because
	// CDP session state grows for the life of a browser (rod #1226).
	RecycleAfter int
	// NavigationTimeout overrides Limits.Navigation (tests use a short one).
	NavigationTimeout time.Duration
	// AfterLoadTimeout overrides Limits.AfterLoad, the deadline for the
	// work after the load event (tests use a short one).
	AfterLoadTimeout time.Duration
	// FindingsBudget overrides Limits.FindingsBudget, the in-page findings
	// pass's time box (tests of the rules use a long one, so a loaded
	// machine cannot cut the checks short).
	FindingsBudget time.Duration
	// A11yBudget overrides Limits.A11yBudget, the accessibility pass's
	// time box after the delay (the corpus uses a long one, to judge every
	// rule's answer); zero keeps the limit.
	A11yBudget time.Duration
	// A11yTargetSize adds axe-core's target-size rule to the pass, for a
	// comparison with our small-tap-target (ADR 0017); users keep ours.
	A11yTargetSize bool
	// NoNonTextContrast leaves out VibeLens's own non-text contrast rule
	// (WCAG 2.2 SC 1.4.11, ADR 0024), which runs with the pass by default.
	NoNonTextContrast bool
	// ForgetA11y runs every accessibility pass in full, never recalling
	// the last look's pass for a document that prints the same (ADR
	// 0033): for benchmarks and the test that holds the two equal.
	ForgetA11y bool
	// Network is the policy for connections the page makes: AllowPublic
	// lets public subresources (fonts, CDNs) load; LocalOnly refuses every
	// non-local address. Link-local and metadata addresses are always refused.
	Network guard.Mode
	// Allow are the user's --allow-host rules: private or named hosts
	// reachable besides loopback, for the model's URL, navigations and
	// connections alike. See guard.Policy.
	Allow []guard.Rule
	// Resolver resolves host names for the egress proxy; nil means the
	// system resolver. Tests inject one to model DNS rebinding.
	Resolver egress.Resolver
	Logger   *slog.Logger
	// StorageState, when set, is put into every fresh context before it
	// navigates: the cookies and localStorage of a logged-in session.
	StorageState *StorageFile
	// Viewports are the presets a capture may name; nil means the built-ins.
	Viewports Presets
	// FreshTabs gives every capture a fresh context, never one a capture
	// of the same origin used and the pool reset (ADR 0018): for
	// benchmarks that measure what reuse saves.
	FreshTabs bool
	// Attach, when set, uses a running browser instead of launching one.
	Attach *AttachOptions

	point *point.Session // Point's own manager: the stage that waits for the picks
}

// persistent reports whether calls share one profile (--user-data-dir).
func (o Options) persistent() bool { return o.Launch.UserDataDir != "" }

// scripts are what every document of a tab runs first, in the settle
// observer's world.
func (o Options) scripts() []tabs.Script {
	s := []tabs.Script{
		{Source: settle.Observer(findings.DevWidgetSelector), World: settle.World},
		// In the page's own world: what it has due, for a still page's settle.
		{Source: settle.Tracker()},
		// axe-core beside the observer: the a11y pass reads its change count.
		{Source: a11y.Loader(), World: settle.World, Warm: a11y.Warm},
		// It keeps what axe-core's contrast rule could not decide, for the pixels to.
		{Source: a11y.Keeper(), World: settle.World},
	}
	if o.point != nil {
		// The picker, before the page's own scripts (Point's manager only).
		s = append(s, tabs.Script{Source: o.point.Script()})
	}
	if !o.noVitals {
		// web-vitals before the page's first script, to see every shift and paint.
		s = append(s, tabs.Script{Source: vitals.Loader(), World: settle.World})
	}
	return s
}

// isolation is what the tool result says about state shared between calls.
func (o Options) isolation() string {
	switch {
	case o.persistent():
		return "persistent"
	case o.StorageState != nil:
		return "storage-state"
	}
	return ""
}

// Defaults for Options.
const (
	DefaultIdleTimeout   = 5 * time.Minute
	DefaultMaxConcurrent = 4
	DefaultRecycleAfter  = 500
)

// Manager owns at most one warm Chromium and hands each capture a fresh,
// isolated browser context in it. It is safe for concurrent use.
type Manager struct {
	opts Options
	log  *slog.Logger
	sem  chan struct{}

	mu        sync.Mutex
	current   *instance
	idleTimer *time.Timer
	closed    bool
	closing   sync.WaitGroup // instances being torn down

	sources *source.Namer // keeps the dev server's source maps, by script and ETag
	a11y    *a11y.Memory  // each page's last accessibility pass, by its document's print
}

// instance is one browser (launched or attached) plus the bookkeeping to
// retire it safely.
type instance struct {
	chrome   *chrome.Browser
	browser  *rod.Browser // chrome.Rod
	proxy    *egress.Proxy
	cfg      tabs.Config // what every tab of this browser is prepared with
	tabs     *tabs.Pool
	launched time.Time
	served   int  // captures started on it
	active   int  // captures in flight
	retiring bool // close once active reaches zero
}

// NewManager returns a Manager; no browser starts until the first capture or Warm.
func NewManager(opts Options) *Manager {
	if opts.IdleTimeout <= 0 {
		opts.IdleTimeout = DefaultIdleTimeout
	}
	if opts.MaxConcurrent <= 0 {
		opts.MaxConcurrent = DefaultMaxConcurrent
	}
	if opts.RecycleAfter <= 0 {
		opts.RecycleAfter = DefaultRecycleAfter
	}
	if opts.NavigationTimeout <= 0 {
		opts.NavigationTimeout = Limits.Navigation
	}
	if opts.AfterLoadTimeout <= 0 {
		opts.AfterLoadTimeout = Limits.AfterLoad
	}
	if opts.FindingsBudget <= 0 {
		opts.FindingsBudget = Limits.FindingsBudget
	}
	if opts.persistent() {
		// Calls share one profile: one at a time, so a call never sees
		// another's half-finished login or navigation.
		opts.MaxConcurrent = 1
	}
	if opts.Viewports == nil {
		opts.Viewports = BuiltinPresets()
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Manager{opts: opts, log: log, sem: make(chan struct{}, opts.MaxConcurrent), sources: &source.Namer{}, a11y: a11y.NewMemory()}
}

// ErrClosed is returned by captures after Close.
var ErrClosed = errors.New("browser manager is closed")

// Warm launches the browser ahead of the first capture. It is a no-op in
// ephemeral mode or when a browser is already running.
func (m *Manager) Warm(ctx context.Context) error {
	if m.opts.Ephemeral {
		return nil
	}
	inst, err := m.acquire(ctx)
	if err != nil {
		return err
	}
	m.release(inst)
	return nil
}

// acquire returns the current instance, launching one if needed, and counts
// the caller as active on it.
func (m *Manager) acquire(ctx context.Context) (*instance, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, ErrClosed
	}
	if m.idleTimer != nil {
		m.idleTimer.Stop()
		m.idleTimer = nil
	}
	if m.current != nil && m.current.served >= m.opts.RecycleAfter {
		m.log.Info("recycling browser", "captures", m.current.served)
		m.retireLocked(m.current)
	}
	if m.current == nil {
		inst, err := m.launchInstance(ctx)
		if err != nil {
			m.armIdleLocked()
			return nil, err
		}
		m.current = inst
	}
	m.current.active++
	m.current.served++
	return m.current, nil
}

func (m *Manager) launchInstance(ctx context.Context) (*instance, error) {
	start := time.Now()
	// Every connection Chromium makes, loopback included, goes through the
	// egress proxy, which checks the address it actually dials (ADR 0005).
	// A browser the user runs is not in our process group: in attach mode
	// the proxy cannot tell it from another local process (ADR 0009).
	proxy, err := egress.Start(egress.Options{Mode: m.opts.Network, Allow: m.opts.Allow, Resolver: m.opts.Resolver, Logger: m.log,
		OnlyProcessGroup: m.opts.Attach == nil})
	if err != nil {
		return nil, &Error{Code: CodeBrowserLaunchFailed, Problem: err.Error(), NextStep: "Check that this machine allows listening on 127.0.0.1.", Err: err}
	}
	lo := m.opts.Launch
	// <-loopback> removes Chromium's implicit proxy bypass, which covers not
	// only loopback but also the link-local ranges, where the cloud metadata
	// addresses live (guard's table). TestNetworkPolicy fails without it.
	lo.ExtraFlags = append(append([]string(nil), lo.ExtraFlags...),
		"proxy-server=http://"+proxy.Addr(),
		"proxy-bypass-list=<-loopback>",
		"block-new-web-contents", // fewer popups; the capture closes any target that still appears
	)
	inst := &instance{proxy: proxy, launched: time.Now(),
		cfg: tabs.Config{Proxy: proxy, Stealth: m.opts.Stealth, Persistent: m.opts.persistent(), Viewport: m.opts.Viewports[0],
			Scripts: m.opts.scripts()}}
	var alloc chrome.Allocator = chrome.ExecAllocator{Options: lo}
	if m.opts.Attach != nil {
		alloc = chrome.RemoteAllocator{Options: m.opts.Attach}
	}
	b, err := alloc.Allocate(ctx)
	if err != nil {
		proxy.Close()
		return nil, err
	}
	inst.chrome, inst.browser = b, b.Rod
	if b.Attached {
		m.attached(inst)
	} else {
		proxy.AllowProcessGroup(b.PID) // Chromium leads its own group
		m.log.Info("browser launched", "pid", b.PID, "ms", time.Since(start).Milliseconds())
	}
	size := tabs.PoolSize
	if m.opts.Ephemeral || inst.cfg.Attached {
		// Ephemeral: one capture, then the whole browser goes. Attached: no
		// spare contexts in a browser VibeLens does not own; between calls
		// it holds nothing of ours.
		size = 0
	}
	inst.tabs = tabs.NewPool(inst.browser, inst.cfg, m.log, size, !m.opts.FreshTabs)
	return inst, nil
}

// release marks a capture on inst as finished, closes retired instances
// once they are idle, and arms the idle timer.
func (m *Manager) release(inst *instance) {
	m.mu.Lock()
	defer m.mu.Unlock()
	inst.active--
	if inst.active == 0 && (inst.retiring || m.opts.Ephemeral) {
		if m.current == inst {
			m.current = nil
		}
		m.closeInstanceLocked(inst)
	}
	m.armIdleLocked()
}

// discard retires inst immediately (it crashed or disconnected).
func (m *Manager) discard(inst *instance) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.retireLocked(inst)
}

func (m *Manager) retireLocked(inst *instance) {
	if m.current == inst {
		m.current = nil
	}
	inst.retiring = true
	if inst.active == 0 {
		m.closeInstanceLocked(inst)
	}
}

func (m *Manager) closeInstanceLocked(inst *instance) {
	m.closing.Add(1)
	go func() {
		defer m.closing.Done()
		inst.close()
	}()
}

func (m *Manager) armIdleLocked() {
	if m.closed || m.current == nil || m.current.active > 0 {
		return
	}
	if m.idleTimer != nil {
		m.idleTimer.Stop()
	}
	inst := m.current
	m.idleTimer = time.AfterFunc(m.opts.IdleTimeout, func() {
		m.mu.Lock()
		defer m.mu.Unlock()
		if m.current == inst && inst.active == 0 {
			m.log.Info("browser idle; shutting down", "after", m.opts.IdleTimeout)
			m.current = nil
			m.closeInstanceLocked(inst)
		}
	})
}

// Close shuts every browser down and waits until their processes are gone.
func (m *Manager) Close() error {
	m.mu.Lock()
	m.closed = true
	if m.idleTimer != nil {
		m.idleTimer.Stop()
	}
	if m.current != nil {
		// Captures in flight fail fast once their browser is gone.
		m.closeInstanceLocked(m.current)
		m.current = nil
	}
	m.mu.Unlock()
	m.closing.Wait()
	return nil
}

// Running reports whether a browser process is currently up (for tests and doctor).
func (m *Manager) Running() (pid int, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.current == nil {
		return 0, false
	}
	return m.current.chrome.PID, true
}

// Viewports returns the presets captures accept, the first the default.
func (m *Manager) Viewports() Presets { return m.opts.Viewports }

func (inst *instance) close() {
	inst.tabs.Close()
	inst.chrome.Close()
	inst.proxy.Close()
}

// policy is the network policy the options describe: one value for the
// model's URL, every navigation hop and the egress proxy.
func (o Options) policy() guard.Policy {
	return guard.Policy{Mode: o.Network, Allow: o.Allow}
}
