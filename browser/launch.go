package browser

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/launcher"
	"github.com/go-rod/rod/lib/launcher/flags"
	"github.com/go-rod/rod/lib/proto"
)

// quietFlags keep Chromium from contacting anything on its own: the tool must
// only ever fetch what the inspected page requests (and on a closed network
// every background connection is a refused socket and a slower start).
var quietFlags = map[string][]string{
	"disable-background-networking":          nil,
	"disable-component-update":               nil,
	"disable-sync":                           nil,
	"disable-breakpad":                       nil,
	"disable-crash-reporter":                 nil,
	"disable-domain-reliability":             nil,
	"disable-client-side-phishing-detection": nil,
	"disable-default-apps":                   nil,
	"disable-extensions":                     nil,
	"no-first-run":                           nil,
	"no-default-browser-check":               nil,
	"no-pings":                               nil,
	"metrics-recording-only":                 nil, // record nothing to upload; with no crash reporter nothing leaves
	"disable-quic":                           nil,
	"disable-gpu":                            nil,
	"mute-audio":                             nil,
	"password-store":                         {"basic"},
	"use-mock-keychain":                      nil,
	"lang":                                   {"en-US"},
	"remote-debugging-address":               {"127.0.0.1"},
	// WebRTC could otherwise open UDP sockets that bypass every HTTP-level policy.
	"force-webrtc-ip-handling-policy": {"disable_non_proxied_udp"},
	"disable-features": {"site-per-process,TranslateUI,Translate,OptimizationHints,MediaRouter," +
		"DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater," +
		"InterestFeedContentSuggestions,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PrivacySandboxSettings4,HttpsUpgrades,MediaEngagementBypassAutoplayPolicies"},
}

// process is one running Chromium and the CDP connection to it.
type process struct {
	launcher *launcher.Launcher
	browser  *rod.Browser
	pid      int
	dataDir  string
	cancel   context.CancelFunc // ends the CDP connection
	devtools string             // the DevTools WebSocket URL; bound to loopback
}

// LaunchOptions says how to start Chromium.
type LaunchOptions struct {
	ChromePath string   // explicit binary; empty means FindChrome
	ExtraFlags []string // "name=value" or "name", for tests and proxies
	// UserDataDir is a persistent profile to use and keep; empty means a
	// fresh temporary one, removed when the browser closes.
	UserDataDir string
	// Headed shows the browser window.
	Headed bool
}

// launch starts a headless Chromium and connects to it. Everything it
// creates is torn down again if any step fails.
func launch(ctx context.Context, opts LaunchOptions) (*process, error) {
	found, err := FindChrome(opts.ChromePath)
	if err != nil {
		return nil, err
	}
	dataDir, keepDir, err := profileDir(opts)
	if err != nil {
		return nil, err // already an *Error with its next step
	}
	ctx, cancel := context.WithTimeout(ctx, Limits.Launch)
	defer cancel()

	l := launcher.New().
		Context(ctx).
		Bin(found.Path).
		Headless(!opts.Headed).
		Leakless(true). // kills Chromium's process group if this process dies, even by SIGKILL
		UserDataDir(dataDir).
		Set(flags.RemoteDebuggingPort, "0")
	for name, values := range quietFlags {
		l = l.Set(flags.Flag(name), values...)
	}
	if needsNoSandbox() {
		l = l.NoSandbox(true)
	}
	for _, f := range opts.ExtraFlags {
		name, value, hasValue := strings.Cut(f, "=")
		if hasValue {
			l = l.Set(flags.Flag(name), value)
		} else {
			l = l.Set(flags.Flag(name))
		}
	}

	fail := func(err error) (*process, error) {
		if l.PID() != 0 {
			killProcessGroup(l.PID())
		}
		if !keepDir {
			os.RemoveAll(dataDir)
		}
		if ctx.Err() != nil {
			return nil, &Error{Code: CodeBrowserLaunchFailed, Problem: fmt.Sprintf("%s did not start within %s", found.Path, Limits.Launch),
				NextStep: "Run `vibelens doctor` to check the browser; a first start after an update can be slow, so retry once.", Err: err}
		}
		return nil, &Error{Code: CodeBrowserLaunchFailed, Problem: fmt.Sprintf("starting %s failed: %v", found.Path, err),
			NextStep: "Run `vibelens doctor`; if the browser is broken, reinstall it (" + installHint() + ") or point " + EnvChrome + " at another one.", Err: err}
	}
	u, err := l.Launch()
	if err != nil {
		return fail(err)
	}
	// The CDP connection and rod's event stream live as long as the browser,
	// so they get their own context; the launch deadline only bounds the dial.
	connCtx, cancelConn := context.WithCancel(context.Background())
	b := rod.New().ControlURL(u).NoDefaultDevice().Context(connCtx)
	connected := make(chan error, 1)
	go func() { connected <- b.Connect() }()
	select {
	case err = <-connected:
	case <-ctx.Done():
		err = ctx.Err()
	}
	if err != nil {
		cancelConn()
		return fail(err)
	}
	if keepDir {
		// Cleanup removes the user-data-dir flag's directory: not this one.
		l.Delete(flags.UserDataDir)
		dataDir = ""
	}
	return &process{launcher: l, browser: b, pid: l.PID(), dataDir: dataDir, cancel: cancelConn, devtools: u}, nil
}

// needsNoSandbox reports whether Chromium must run without its sandbox:
// as root it refuses to start otherwise.
func needsNoSandbox() bool {
	return runtime.GOOS == "linux" && os.Geteuid() == 0
}

// close shuts Chromium down: a polite Browser.close, then the whole process
// group is killed (renderers included, rod issue #865), then the profile is
// removed. It is safe to call on a browser that already died.
func (p *process) close() {
	done := make(chan struct{})
	go func() {
		defer close(done)
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = proto.BrowserClose{}.Call(p.browser.Context(ctx))
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
	}
	killProcessGroup(p.pid)
	p.cancel()
	exited := make(chan struct{})
	go func() {
		p.launcher.Cleanup() // waits for exit, removes the profile
		close(exited)
	}()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		// The process is gone or unkillable; the profile still must go.
		if p.dataDir != "" {
			os.RemoveAll(p.dataDir)
		}
	}
}

// alive reports whether the browser still answers over CDP.
func (p *process) alive() bool {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	_, err := proto.BrowserGetVersion{}.Call(p.browser.Context(ctx))
	return err == nil
}
