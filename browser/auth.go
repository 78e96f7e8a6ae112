package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"runtime"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/chrome"
	"github.com/vibelens/vibelens/browser/storage"
)

// LoginOptions configures SaveLogin.
type LoginOptions struct {
	URL    string
	Launch LaunchOptions // Headed is forced on
	// Done is closed when the developer says the login is finished
	// (Enter in the terminal); closing the window also ends it.
	Done <-chan struct{}

	opened func(*rod.Page) // tests: drive the login form over CDP
}

// ErrNoDisplay is returned by SaveLogin on a machine without a display.
var ErrNoDisplay = errors.New("no display: auth save opens a browser window for you to log in, and this session has none ($DISPLAY and $WAYLAND_DISPLAY are unset); run it on your desktop, or save the state elsewhere (npx playwright codegen --save-storage FILE) and copy the file")

// HasDisplay reports whether a browser window can be shown here. macOS and
// Windows always have one for a logged-in user; Linux needs X or Wayland.
func HasDisplay() bool {
	if runtime.GOOS != "linux" && runtime.GOOS != "freebsd" && runtime.GOOS != "openbsd" {
		return true
	}
	return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
}

// SaveLogin opens a visible browser at opts.URL, lets the developer log in
// by hand and returns the storage state of that origin (its cookies and
// localStorage) when they press Enter or close the window. The state is
// read every half second while the window is open, since a closed window
// can no longer be asked. The window is an ordinary browser the developer
// drives: the network policy does not apply to it.
func SaveLogin(ctx context.Context, opts LoginOptions) (*StorageState, error) {
	u, err := url.Parse(opts.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("auth save: %q is not an http(s) URL", opts.URL)
	}
	if !HasDisplay() {
		return nil, ErrNoDisplay
	}
	origin := u.Scheme + "://" + u.Host
	lo := opts.Launch
	lo.Headed = true
	proc, err := chrome.Launch(ctx, lo)
	if err != nil {
		return nil, err
	}
	defer proc.Close()
	b := proc.Rod

	page, err := firstPage(b)
	if err != nil {
		return nil, fmt.Errorf("auth save: open a window: %w", err)
	}
	if _, err := (proto.PageNavigate{URL: opts.URL}).Call(page); err != nil {
		return nil, fmt.Errorf("auth save: open %s: %w", opts.URL, err)
	}
	if opts.opened != nil {
		go opts.opened(page)
	}

	r := &loginReader{b: b, host: u.Hostname(), origin: origin, pages: map[proto.TargetTargetID]*rod.Page{}}
	var last *StorageState
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		s, open := r.read()
		if s != nil {
			last = s
		}
		if !open {
			break // window closed: the last reading is the login
		}
		select {
		case <-opts.Done:
			if s, _ := r.read(); s != nil {
				last = s
			}
			if last == nil {
				return nil, errors.New("auth save: could not read the browser's state")
			}
			return last, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-tick.C:
		}
	}
	if last == nil {
		return nil, errors.New("auth save: the window closed before any state could be read")
	}
	return last, nil
}

// firstPage returns the window's tab, or opens one.
func firstPage(b *rod.Browser) (*rod.Page, error) {
	// No deadline on b itself: a page inherits its browser's context for
	// its event stream, and this page must outlive the call.
	pages, err := b.Pages()
	if err == nil {
		for _, p := range pages {
			if info, err := p.Info(); err == nil && info.Type == proto.TargetTargetInfoTypePage {
				return p.Context(context.Background()), nil
			}
		}
	}
	p, err := b.Page(proto.TargetCreateTarget{URL: "about:blank"})
	if err != nil {
		return nil, err
	}
	return p.Context(context.Background()), nil
}

// loginReader reads a login's state from the open window, attaching to
// each tab once (every attach is a CDP session that lives as long as the
// browser).
type loginReader struct {
	b            *rod.Browser
	host, origin string
	pages        map[proto.TargetTargetID]*rod.Page
}

// read returns the cookies sent to host and the localStorage of origin
// from the open pages. open is false once no window is left (or the
// browser is gone).
func (r *loginReader) read() (s *StorageState, open bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	b, host, origin := r.b.Context(ctx), r.host, r.origin
	targets, err := proto.TargetGetTargets{}.Call(b)
	if err != nil {
		return nil, false
	}
	state := &StorageState{Cookies: []StorageCookie{}, Origins: []StorageOrigin{}}
	for _, t := range targets.TargetInfos {
		if t.Type != proto.TargetTargetInfoTypePage {
			continue
		}
		open = true
		tu, err := url.Parse(t.URL)
		if err != nil || tu.Scheme+"://"+tu.Host != origin || len(state.Origins) > 0 {
			continue
		}
		p := r.pages[t.TargetID]
		if p == nil {
			if p, err = r.b.PageFromTarget(t.TargetID); err != nil { // see firstPage
				continue
			}
			r.pages[t.TargetID] = p
		}
		res, err := p.Context(ctx).Eval(storage.ReadJS)
		if err != nil {
			continue
		}
		var entries [][2]string
		if json.Unmarshal([]byte(res.Value.Str()), &entries) != nil {
			continue
		}
		o := StorageOrigin{Origin: origin, LocalStorage: []StorageRecord{}}
		for _, e := range entries {
			o.LocalStorage = append(o.LocalStorage, StorageRecord{Name: e[0], Value: e[1]})
		}
		state.Origins = append(state.Origins, o)
	}
	if !open {
		return nil, false
	}
	cookies, err := proto.StorageGetCookies{}.Call(b)
	if err != nil {
		return nil, false
	}
	for _, c := range cookies.Cookies {
		if !storage.CookieMatchesHost(c.Domain, host) {
			continue
		}
		exp := float64(-1)
		if !c.Session {
			exp = float64(c.Expires)
		}
		state.Cookies = append(state.Cookies, StorageCookie{Name: c.Name, Value: c.Value, Domain: c.Domain, Path: c.Path,
			Expires: exp, HTTPOnly: c.HTTPOnly, Secure: c.Secure, SameSite: string(c.SameSite)})
	}
	return state, true
}
