package chrome

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/launcher"
	"github.com/go-rod/rod/lib/launcher/flags"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/viewport"
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
	// Chromium builds apply fieldtrial_testing_config by default, which
	// switches on experiments that fetch models and manifests.
	"disable-field-trial-config": nil,
	// --disable-component-update leaves on-demand installs running: every
	// launch asked update.googleapis.com for the optimization guide's model
	// manifest (with OS and hardware details). An update URL that is not
	// http(s) makes each check fail inside Chromium, before any lookup.
	"component-updater": {"url-source=file:///dev/null"},
	"disable-gpu":       nil,
	"mute-audio":        nil,
	"password-store":    {"basic"},
	"use-mock-keychain": nil,
	"lang":              {viewport.DefaultLocale},
	// No V8 code cache: Blink serialises each script's compiled code on
	// its second load (12 MB of a Vite app's modules, 300 ms of the main
	// thread after load) for a cache an incognito context keeps only in
	// memory, where V8's own compilation cache already answers while the
	// tab is reused (ADR 0021 has the measurements).
	"v8-cache-options": {"none"},
	// WebRTC could otherwise open UDP sockets that bypass every HTTP-level policy.
	"force-webrtc-ip-handling-policy": {"disable_non_proxied_udp"},
	// NetworkTimeServiceQuerying polls clients2.google.com/time despite
	// --disable-background-networking (TestChromiumStaysSilent saw it on every
	// launch); the optimization guide features fetch hints and models.
	// BackForwardCache: a reused tab (ADR 0018) must end the page it leaves,
	// not keep it frozen with its storage open. RenderDocument: a new frame
	// host for every document hands our installed scripts (654 KB of
	// axe-core) to its DevTools agents again, 45 ms a document, twice a
	// call (the reset's about:blank, the page); ADR 0021.
	"disable-features": {"site-per-process,BackForwardCache,RenderDocument,TranslateUI,Translate,OptimizationHints,MediaRouter," +
		"DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater," +
		"InterestFeedContentSuggestions,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PrivacySandboxSettings4,HttpsUpgrades,MediaEngagementBypassAutoplayPolicies," +
		"NetworkTimeServiceQuerying,OptimizationGuideManifestBroker,OptimizationGuideOnDeviceModel," +
		"OptimizationHintsFetching,OptimizationGuideModelDownloading"},
}

// process is one running Chromium and the CDP connection to it.
type process struct {
	browser    *rod.Browser
	pid        int
	dataDir    string
	socketDir  string             // full Chromium's single-instance socket directory, read at launch
	persistent bool               // the user's --user-data-dir: flush it before the kill
	cancel     context.CancelFunc // ends the CDP connection
	exited     <-chan struct{}    // closed once the browser process has been reaped
	conn       io.Closer          // our ends of the DevTools pipes (or socket)
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

// chromeFlags returns Chromium's flags: rod's launcher defaults (kept so
// behaviour matches what rod tests against), our quiet flags, and the
// caller's extras. No DevTools port: startChromium picks the connection.
func chromeFlags(dataDir string, headed bool, extra []string) *launcher.Launcher {
	l := launcher.New().
		Headless(!headed).
		UserDataDir(dataDir).
		Delete(flags.RemoteDebuggingPort).
		Delete(flags.Leakless)
	for name, values := range quietFlags {
		l = l.Set(flags.Flag(name), values...)
	}
	// Breakpad/crashpad would otherwise write minidumps under the user's
	// config directory (~/.config/chromium/Crash Reports); keep them inside
	// the profile, which is removed with the browser.
	l = l.Set("crash-dumps-dir", filepath.Join(dataDir, "crashes"))
	if needsNoSandbox() {
		l = l.NoSandbox(true)
	}
	for _, f := range extra {
		name, value, hasValue := strings.Cut(f, "=")
		if hasValue {
			l = l.Set(flags.Flag(name), value)
		} else {
			l = l.Set(flags.Flag(name))
		}
	}
	return l
}

// Launch starts Chromium and connects to it. Everything it creates is torn
// down again if any step fails.
func Launch(ctx context.Context, opts LaunchOptions) (*Browser, error) {
	p, err := launch(ctx, opts)
	if err != nil {
		return nil, err
	}
	return &Browser{Rod: p.browser, PID: p.pid, DataDir: p.dataDir, close: p.close}, nil
}

func launch(ctx context.Context, opts LaunchOptions) (*process, error) {
	found, err := FindBrowser(opts.ChromePath, opts.Headed)
	if err != nil {
		return nil, err
	}
	sweepStaleProfiles(os.TempDir())
	dataDir, keepDir, err := profileDir(opts)
	if err != nil {
		return nil, err // already an *Error with its next step
	}
	ctx, cancel := context.WithTimeout(ctx, contract.Limits.Launch)
	defer cancel()

	var st *started
	fail := func(err error) (*process, error) {
		if st != nil {
			killProcessGroup(st.pid)
			st.conn.Close()
			select {
			case <-st.exited:
			case <-time.After(5 * time.Second):
			}
		}
		if !keepDir {
			removeProfile(dataDir, "")
		}
		if ctx.Err() != nil {
			return nil, &contract.Error{Code: contract.CodeBrowserLaunchFailed, Problem: fmt.Sprintf("%s did not start within %s", found.Path, contract.Limits.Launch),
				NextStep: "Run `vibelens doctor` to check the browser; a first start after an update can be slow, so retry once.", Err: err}
		}
		return nil, &contract.Error{Code: contract.CodeBrowserLaunchFailed, Problem: fmt.Sprintf("starting %s failed: %v", found.Path, err),
			NextStep: "Run `vibelens doctor`; if the browser is broken, reinstall it (" + installHint() + ") or point " + EnvChrome + " at another one.", Err: err}
	}
	st, err = startChromium(ctx, found.Path, dataDir, opts.Headed, opts.ExtraFlags)
	if err != nil {
		return fail(err)
	}
	// The CDP connection and rod's event stream live as long as the browser,
	// so they get their own context; the launch deadline only bounds the dial.
	connCtx, cancelConn := context.WithCancel(context.Background())
	b := rod.New().Client(st.client).NoDefaultDevice().Context(connCtx)
	if err = connect(ctx, b, st.exited); err != nil {
		cancelConn()
		return fail(err)
	}
	var socketDir string
	if keepDir {
		dataDir = "" // the user's --user-data-dir: close must not remove it
	} else {
		// Read now: a browser that starts exiting by itself (its last window
		// closed) removes the link before the directory, and may be killed
		// in between.
		socketDir = singletonSocketDir(dataDir)
	}
	return &process{browser: b, pid: st.pid, dataDir: dataDir, socketDir: socketDir, persistent: keepDir, cancel: cancelConn, exited: st.exited, conn: st.conn}, nil
}

// started is a browser process and the CDP client connected to it.
type started struct {
	client *cdp.Client
	pid    int
	exited <-chan struct{}
	conn   io.Closer
}

// needsNoSandbox reports whether Chromium must run without its sandbox:
// as root it refuses to start otherwise.
func needsNoSandbox() bool {
	return runtime.GOOS == "linux" && os.Geteuid() == 0
}

// close shuts Chromium down: a polite Browser.close, then the whole process
// group is killed (renderers included, rod issue #865), then the profile is
// removed. It is safe to call on a browser that already died. A persistent
// profile is first closed gracefully, so its cookies reach the disk.
func (p *process) close() {
	if p.persistent {
		closeProfileGracefully(p.browser, p.pid)
	}
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
	killStrays(p.dataDir)
	p.cancel()
	p.conn.Close()
	select {
	case <-p.exited:
	case <-time.After(5 * time.Second):
		// The process is gone or unkillable; the profile still must go.
	}
	if p.dataDir != "" { // "" for the user's own --user-data-dir
		removeProfile(p.dataDir, p.socketDir)
	}
}

// connect runs rod's handshake with the browser at the other end of b's
// client, within ctx. A closed exited ends the wait early: the browser died
// (nil when there is no process to watch).
func connect(ctx context.Context, b *rod.Browser, exited <-chan struct{}) error {
	connected := make(chan error, 1)
	go func() { connected <- b.Connect() }()
	select {
	case err := <-connected:
		return err
	case <-ctx.Done():
		return ctx.Err()
	case <-exited:
		return errors.New("the browser exited during start-up")
	}
}
