package tabs

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/go-rod/stealth"

	"github.com/vibelens/vibelens/browser/storage"
	"github.com/vibelens/vibelens/browser/viewport"
	"github.com/vibelens/vibelens/egress"
)

// Tab is an isolated browser context with one page in it. Every capture
// gets a tab of its own: a fresh one, or one a capture of the same origin
// used before and the pool reset (park.go).
type Tab struct {
	BrowserContext *rod.Browser
	Page           *rod.Page
	Proxy          *egress.Proxy
	// state is shared by the copies Bound and detach make: what the tab
	// emulates and what a reset must undo outlive the capture's copy.
	state *state
	// Persistent tabs are pages in the browser's default context (a
	// --user-data-dir profile): disposing closes the page, not the context.
	Persistent bool
	CheckAll   bool
	Refused    *sync.Map // URL -> reason, for requests the Fetch fallback refused
}

// emulation is the media, locale and time zone a tab currently emulates.
type emulation struct {
	colorScheme   string
	reducedMotion bool
	locale        string
	timezone      string
}

// defaultEmulation is what every tab starts with: no media override, the
// default locale and time zone.
var defaultEmulation = emulation{locale: viewport.DefaultLocale, timezone: viewport.DefaultTimezone}

func emulationOf(vp viewport.Viewport) emulation {
	e := defaultEmulation
	e.colorScheme, e.reducedMotion = vp.ColorScheme, vp.ReducedMotion
	if vp.Locale != "" {
		e.locale = vp.Locale
	}
	if vp.Timezone != "" {
		e.timezone = vp.Timezone
	}
	return e
}

// Config is what every tab of one browser is prepared with.
type Config struct {
	Proxy      *egress.Proxy
	Stealth    bool
	Persistent bool // pages in the default context instead of incognito ones
	// Attached: contexts are created with disposeOnDetach, and with
	// ContextProxy as their proxy when the browser can reach it.
	Attached      bool
	ContextProxy  string
	ContextBypass string // "" means "<-loopback>": everything through ContextProxy
	// CheckAll pauses every request over CDP Fetch and checks it against
	// the policy: the fallback for a remote browser that cannot reach the proxy.
	CheckAll bool
	// Viewport is the preset a pooled tab is prepared for: the manager's default.
	Viewport viewport.Viewport
	// Scripts run in every document before the page's own, each in its
	// isolated world: the settle observer.
	Scripts []Script
}

// Script is a script a tab installs for every new document.
type Script struct {
	Source string
	World  string // an isolated world's name; "" is the page's own
	// Warm is evaluated in World of the prepared tab's blank page, with the
	// script run there too: the renderer that the capture's page will
	// most likely use compiles the script off the hot path, and
	// Chromium's code cache serves the capture's document.
	Warm string
}

// Open creates an incognito context and a page in it, hardened and
// prepared for the default viewport. The browser's context bounds it.
func Open(b *rod.Browser, cfg Config) (*Tab, error) {
	bc := b
	switch {
	case cfg.Attached:
		var err error
		if bc, err = newContext(b, cfg); err != nil {
			return nil, err
		}
	case !cfg.Persistent:
		var err error
		if bc, err = b.Incognito(); err != nil {
			return nil, err
		}
	}
	var page *rod.Page
	fail := func(err error) (*Tab, error) {
		if cfg.Persistent {
			if page != nil {
				_, _ = proto.TargetCloseTarget{TargetID: page.TargetID}.Call(b)
			}
			return nil, err
		}
		_ = proto.TargetDisposeBrowserContext{BrowserContextID: bc.BrowserContextID}.Call(b)
		return nil, err
	}
	if err := hardenContext(b, bc.BrowserContextID); err != nil {
		return fail(err)
	}
	page, err := bc.Page(proto.TargetCreateTarget{})
	if err != nil {
		return fail(err)
	}
	t := &Tab{BrowserContext: bc, Page: page, Proxy: cfg.Proxy, Persistent: cfg.Persistent, CheckAll: cfg.CheckAll, Refused: &sync.Map{},
		state: &state{origins: map[string]bool{}}}
	if err := hardenPage(page, cfg.CheckAll); err != nil {
		return fail(err)
	}
	if err := t.prepare(cfg); err != nil {
		return fail(err)
	}
	return t, nil
}

// prepare gives a tab everything that does not depend on the request: the
// event domains, locale, timezone, focus, the settle observer and stealth,
// then the default viewport. It runs off the hot path, when the tab is
// pooled: each of these is a round trip to a renderer that may still be
// starting.
func (t *Tab) prepare(cfg Config) error {
	page := t.Page
	calls := []interface {
		Call(proto.Client) error
	}{
		// Enabled here so the capture's event subscription finds them on,
		// and leaves them on when it ends: rod disables a domain its
		// subscription enabled, and Page.disable drops the scripts this
		// tab installs for every document, which a reused tab still needs.
		proto.PageEnable{},
		proto.RuntimeEnable{},
		proto.NetworkEnable{},
		proto.LogEnable{},
		proto.EmulationSetTimezoneOverride{TimezoneID: defaultEmulation.timezone},
		proto.EmulationSetLocaleOverride{Locale: defaultEmulation.locale},
		proto.PageSetLifecycleEventsEnabled{Enabled: false},
		// A page that tried to open a window loses focus, and headless
		// Chromium stops producing frames for it: screenshots would hang.
		proto.EmulationSetFocusEmulationEnabled{Enabled: true},
	}
	for _, c := range calls {
		if err := c.Call(page); err != nil {
			return err
		}
	}
	// Installed before any of the page's scripts run, so settle knows when
	// the DOM last changed, including changes made before it started.
	for _, s := range cfg.Scripts {
		if _, err := (proto.PageAddScriptToEvaluateOnNewDocument{Source: s.Source, WorldName: s.World, RunImmediately: s.Warm != ""}).Call(page); err != nil {
			return err
		}
		if s.Warm != "" {
			warm(page, s.World, s.Warm)
		}
	}
	if cfg.Stealth {
		if _, err := (proto.PageAddScriptToEvaluateOnNewDocument{Source: stealth.JS}).Call(page); err != nil {
			return err
		}
	}
	t.state.emu = defaultEmulation
	vp := cfg.Viewport
	if vp.Name == "" {
		vp = viewport.Builtin()[0]
	}
	return t.ApplyViewport(vp)
}

// ApplyViewport emulates a device preset before navigation, so the first
// paint already sees it. A tab prepared for the same preset skips it.
func (t *Tab) ApplyViewport(vp viewport.Viewport) error {
	st := t.state
	if st.viewport == vp.Name {
		// A tab reused for the same preset may have emulated another
		// colour scheme for the previous call: set this call's, so one
		// call's dark never leaks into the next.
		return t.applyEmulation(emulationOf(vp))
	}
	page := t.Page
	if err := (proto.EmulationSetDeviceMetricsOverride{Width: vp.Width, Height: vp.Height, DeviceScaleFactor: vp.DeviceScaleFactor, Mobile: vp.Mobile}).Call(page); err != nil {
		return err
	}
	if err := (proto.EmulationSetTouchEmulationEnabled{Enabled: vp.Touch, MaxTouchPoints: touchPoints(vp)}).Call(page); err != nil {
		return err
	}
	emu := emulationOf(vp)
	// The preset's user agent, or none: an empty override restores the default.
	if vp.UserAgent != "" || st.viewport != "" || emu.locale != st.emu.locale {
		if err := (proto.NetworkSetUserAgentOverride{UserAgent: vp.UserAgent, AcceptLanguage: emu.locale}).Call(page); err != nil {
			return err
		}
	}
	if err := t.applyEmulation(emu); err != nil {
		return err
	}
	st.viewport = vp.Name
	return nil
}

// applyEmulation sets what differs from the tab's current media, locale
// and time zone; the built-in presets change none of them.
func (t *Tab) applyEmulation(e emulation) error {
	page := t.Page
	st := t.state
	if e.colorScheme != st.emu.colorScheme || e.reducedMotion != st.emu.reducedMotion {
		motion := ""
		if e.reducedMotion {
			motion = "reduce"
		}
		// An empty value lifts that feature's override.
		if err := (proto.EmulationSetEmulatedMedia{Features: []*proto.EmulationMediaFeature{
			{Name: "prefers-color-scheme", Value: e.colorScheme},
			{Name: "prefers-reduced-motion", Value: motion},
		}}).Call(page); err != nil {
			return fmt.Errorf("emulate media: %w", err)
		}
	}
	if e.locale != st.emu.locale {
		// Chromium refuses to replace one locale override with another; clear it first.
		_ = proto.EmulationSetLocaleOverride{}.Call(page)
		if err := (proto.EmulationSetLocaleOverride{Locale: e.locale}).Call(page); err != nil {
			return fmt.Errorf("locale %s: %w", e.locale, err)
		}
	}
	if e.timezone != st.emu.timezone {
		if err := (proto.EmulationSetTimezoneOverride{TimezoneID: e.timezone}).Call(page); err != nil {
			return fmt.Errorf("time zone %s: %w", e.timezone, err)
		}
	}
	st.emu = e
	return nil
}

func touchPoints(vp viewport.Viewport) *int {
	if !vp.Touch {
		return nil
	}
	n := 5
	return &n
}

// Refusal says whether the egress proxy refused a URL or host:port.
func (t *Tab) Refusal(key string) (string, bool) {
	if t.Refused != nil {
		if r, ok := t.Refused.Load(key); ok {
			return r.(string), true
		}
	}
	if t.Proxy == nil {
		return "", false
	}
	return t.Proxy.Refusal(key)
}

// detach drops the creating context from the tab's CDP handles so the tab
// outlives the call that made it.
func (t *Tab) detach() *Tab {
	return &Tab{BrowserContext: t.BrowserContext.Context(context.Background()), Page: t.Page.Context(context.Background()), Proxy: t.Proxy,
		state: t.state, Persistent: t.Persistent, CheckAll: t.CheckAll, Refused: t.Refused}
}

// Dispose closes the tab's browser context, which discards its pages,
// cookies, storage and cache, and ends its renderer, even a hung one.
func (t *Tab) Dispose(b *rod.Browser) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if t.Persistent {
		// The profile's context is shared by every call and outlives them.
		_, _ = proto.TargetCloseTarget{TargetID: t.Page.TargetID}.Call(b.Context(ctx))
		return
	}
	_ = proto.TargetDisposeBrowserContext{BrowserContextID: t.BrowserContext.BrowserContextID}.Call(b.Context(ctx))
}

// newContext creates an isolated browser context the way Incognito does,
// plus the attach-mode settings: the egress proxy where the browser can
// reach it, and disposal when the CDP connection drops.
func newContext(b *rod.Browser, cfg Config) (*rod.Browser, error) {
	req := proto.TargetCreateBrowserContext{DisposeOnDetach: true}
	if cfg.ContextProxy != "" {
		req.ProxyServer = cfg.ContextProxy
		// As the launch flags do: no implicit bypass for loopback and
		// link-local (metadata) addresses.
		req.ProxyBypassList = "<-loopback>"
		if cfg.ContextBypass != "" {
			req.ProxyBypassList = cfg.ContextBypass
		}
	}
	res, err := req.Call(b)
	if err != nil {
		return nil, err
	}
	bc := *b
	bc.BrowserContextID = res.BrowserContextID
	return &bc, nil
}

// ApplyStorage puts the state into the tab before it navigates: cookies
// into its browser context, localStorage through a script that runs before
// the page's own scripts on each matching origin.
func (t *Tab) ApplyStorage(b *rod.Browser, s *storage.State) error {
	if len(s.Cookies) > 0 {
		cookies := make([]*proto.NetworkCookieParam, len(s.Cookies))
		for i, c := range s.Cookies {
			p := &proto.NetworkCookieParam{Name: c.Name, Value: c.Value, Domain: c.Domain, Path: c.Path,
				Secure: c.Secure, HTTPOnly: c.HTTPOnly, SameSite: proto.NetworkCookieSameSite(c.SameSite)}
			if p.Path == "" {
				p.Path = "/"
			}
			if c.Expires > 0 {
				p.Expires = proto.TimeSinceEpoch(c.Expires)
			}
			cookies[i] = p
		}
		if err := (proto.StorageSetCookies{Cookies: cookies, BrowserContextID: t.BrowserContext.BrowserContextID}).Call(b); err != nil {
			return fmt.Errorf("set cookies: %w", err)
		}
	}
	if js := storage.LocalStorageScript(s.Origins); js != "" {
		res, err := proto.PageAddScriptToEvaluateOnNewDocument{Source: js}.Call(t.Page)
		if err != nil {
			return fmt.Errorf("install localStorage: %w", err)
		}
		t.state.addScript(res.Identifier) // this call's: a reset removes it
	}
	return nil
}

// Bound is the tab with its CDP handles under ctx, so every call a capture
// makes on it ends with the capture. The copy is for that capture only.
func (t *Tab) Bound(ctx context.Context) *Tab {
	b := *t
	b.BrowserContext, b.Page = t.BrowserContext.Context(ctx), t.Page.Context(ctx)
	return &b
}

// warm evaluates expr in world of the page's current document. It only
// saves time later, so a failure is not one.
func warm(page *rod.Page, world, expr string) {
	w, err := proto.PageCreateIsolatedWorld{FrameID: page.FrameID, WorldName: world}.Call(page)
	if err != nil {
		return
	}
	_, _ = proto.RuntimeEvaluate{Expression: expr, ContextID: w.ExecutionContextID}.Call(page)
}
