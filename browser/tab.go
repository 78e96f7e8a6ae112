package browser

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

// tab is an isolated browser context with one page in it. Every capture
// gets a tab of its own and disposes of it afterwards.
type tab struct {
	context  *rod.Browser
	page     *rod.Page
	proxy    *egress.Proxy
	viewport string // preset currently emulated, "" for none
	emu      emulation
	// persistent tabs are pages in the browser's default context (a
	// --user-data-dir profile): disposing closes the page, not the context.
	persistent bool
	checkAll   bool
	refused    *sync.Map // URL -> reason, for requests the Fetch fallback refused
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

func emulationOf(vp Viewport) emulation {
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

// tabConfig is what every tab of one browser is prepared with.
type tabConfig struct {
	proxy      *egress.Proxy
	stealth    bool
	persistent bool // pages in the default context instead of incognito ones
	// attached: contexts are created with disposeOnDetach, and with
	// contextProxy as their proxy when the browser can reach it.
	attached      bool
	contextProxy  string
	contextBypass string // "" means "<-loopback>": everything through contextProxy
	// checkAll pauses every request over CDP Fetch and checks it against
	// the policy: the fallback for a remote browser that cannot reach the proxy.
	checkAll bool
	// viewport is the preset a pooled tab is prepared for: the manager's default.
	viewport Viewport
	// scripts run in every document before the page's own, each in its
	// isolated world: the settle observer.
	scripts []initScript
}

// initScript is a script a tab installs for every new document.
type initScript struct {
	Source string
	World  string // an isolated world's name; "" is the page's own
}

// openTab creates an incognito context and a page in it, hardened and
// prepared for the default viewport. The browser's context bounds it.
func openTab(b *rod.Browser, cfg tabConfig) (*tab, error) {
	bc := b
	switch {
	case cfg.attached:
		var err error
		if bc, err = newContext(b, cfg); err != nil {
			return nil, err
		}
	case !cfg.persistent:
		var err error
		if bc, err = b.Incognito(); err != nil {
			return nil, err
		}
	}
	var page *rod.Page
	fail := func(err error) (*tab, error) {
		if cfg.persistent {
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
	t := &tab{context: bc, page: page, proxy: cfg.proxy, persistent: cfg.persistent, checkAll: cfg.checkAll, refused: &sync.Map{}}
	if err := hardenPage(page, cfg.checkAll); err != nil {
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
func (t *tab) prepare(cfg tabConfig) error {
	page := t.page
	calls := []interface {
		Call(proto.Client) error
	}{
		// Enabled here so the capture's event subscription finds them on.
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
	for _, s := range cfg.scripts {
		if _, err := (proto.PageAddScriptToEvaluateOnNewDocument{Source: s.Source, WorldName: s.World}).Call(page); err != nil {
			return err
		}
	}
	if cfg.stealth {
		if _, err := (proto.PageAddScriptToEvaluateOnNewDocument{Source: stealth.JS}).Call(page); err != nil {
			return err
		}
	}
	t.emu = defaultEmulation
	vp := cfg.viewport
	if vp.Name == "" {
		vp = viewport.Builtin()[0]
	}
	return t.applyViewport(vp)
}

// applyViewport emulates a device preset before navigation, so the first
// paint already sees it. A tab prepared for the same preset skips it.
func (t *tab) applyViewport(vp Viewport) error {
	if t.viewport == vp.Name {
		return nil
	}
	page := t.page
	if err := (proto.EmulationSetDeviceMetricsOverride{Width: vp.Width, Height: vp.Height, DeviceScaleFactor: vp.DeviceScaleFactor, Mobile: vp.Mobile}).Call(page); err != nil {
		return err
	}
	if err := (proto.EmulationSetTouchEmulationEnabled{Enabled: vp.Touch, MaxTouchPoints: touchPoints(vp)}).Call(page); err != nil {
		return err
	}
	emu := emulationOf(vp)
	// The preset's user agent, or none: an empty override restores the default.
	if vp.UserAgent != "" || t.viewport != "" || emu.locale != t.emu.locale {
		if err := (proto.NetworkSetUserAgentOverride{UserAgent: vp.UserAgent, AcceptLanguage: emu.locale}).Call(page); err != nil {
			return err
		}
	}
	if err := t.applyEmulation(emu); err != nil {
		return err
	}
	t.viewport = vp.Name
	return nil
}

// applyEmulation sets what differs from the tab's current media, locale
// and time zone; the built-in presets change none of them.
func (t *tab) applyEmulation(e emulation) error {
	page := t.page
	if e.colorScheme != t.emu.colorScheme || e.reducedMotion != t.emu.reducedMotion {
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
	if e.locale != t.emu.locale {
		// Chromium refuses to replace one locale override with another; clear it first.
		_ = proto.EmulationSetLocaleOverride{}.Call(page)
		if err := (proto.EmulationSetLocaleOverride{Locale: e.locale}).Call(page); err != nil {
			return fmt.Errorf("locale %s: %w", e.locale, err)
		}
	}
	if e.timezone != t.emu.timezone {
		if err := (proto.EmulationSetTimezoneOverride{TimezoneID: e.timezone}).Call(page); err != nil {
			return fmt.Errorf("time zone %s: %w", e.timezone, err)
		}
	}
	t.emu = e
	return nil
}

func touchPoints(vp Viewport) *int {
	if !vp.Touch {
		return nil
	}
	n := 5
	return &n
}

// refusal says whether the egress proxy refused a URL or host:port.
func (t *tab) refusal(key string) (string, bool) {
	if t.refused != nil {
		if r, ok := t.refused.Load(key); ok {
			return r.(string), true
		}
	}
	if t.proxy == nil {
		return "", false
	}
	return t.proxy.Refusal(key)
}

// detach drops the creating context from the tab's CDP handles so the tab
// outlives the call that made it.
func (t *tab) detach() *tab {
	return &tab{context: t.context.Context(context.Background()), page: t.page.Context(context.Background()), proxy: t.proxy,
		viewport: t.viewport, emu: t.emu, persistent: t.persistent, checkAll: t.checkAll, refused: t.refused}
}

// dispose closes the tab's browser context, which discards its pages,
// cookies, storage and cache, and ends its renderer, even a hung one.
func (t *tab) dispose(b *rod.Browser) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if t.persistent {
		// The profile's context is shared by every call and outlives them.
		_, _ = proto.TargetCloseTarget{TargetID: t.page.TargetID}.Call(b.Context(ctx))
		return
	}
	_ = proto.TargetDisposeBrowserContext{BrowserContextID: t.context.BrowserContextID}.Call(b.Context(ctx))
}

// newContext creates an isolated browser context the way Incognito does,
// plus the attach-mode settings: the egress proxy where the browser can
// reach it, and disposal when the CDP connection drops.
func newContext(b *rod.Browser, cfg tabConfig) (*rod.Browser, error) {
	req := proto.TargetCreateBrowserContext{DisposeOnDetach: true}
	if cfg.contextProxy != "" {
		req.ProxyServer = cfg.contextProxy
		// As the launch flags do: no implicit bypass for loopback and
		// link-local (metadata) addresses.
		req.ProxyBypassList = "<-loopback>"
		if cfg.contextBypass != "" {
			req.ProxyBypassList = cfg.contextBypass
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

// applyStorage puts the state into the tab before it navigates: cookies
// into its browser context, localStorage through a script that runs before
// the page's own scripts on each matching origin.
func (t *tab) applyStorage(b *rod.Browser, s *storage.State) error {
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
		if err := (proto.StorageSetCookies{Cookies: cookies, BrowserContextID: t.context.BrowserContextID}).Call(b); err != nil {
			return fmt.Errorf("set cookies: %w", err)
		}
	}
	if js := storage.LocalStorageScript(s.Origins); js != "" {
		if _, err := (proto.PageAddScriptToEvaluateOnNewDocument{Source: js}).Call(t.page); err != nil {
			return fmt.Errorf("install localStorage: %w", err)
		}
	}
	return nil
}
