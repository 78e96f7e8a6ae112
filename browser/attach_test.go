package browser

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/launcher"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/chrome"
	"github.com/vibelens/vibelens/browser/tabs"
)

// userBrowser is a Chromium started the way a developer would start their
// own, with --remote-debugging-port, plus an observer connection the test
// uses to look at it from outside VibeLens.
type userBrowser struct {
	endpoint string // http://127.0.0.1:PORT
	observer *rod.Browser
}

func startUserBrowser(t *testing.T, firstURL string) *userBrowser {
	t.Helper()
	needsBrowser(t)
	found, err := FindChrome("")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := exec.Command(found.Path, "--headless", "--no-sandbox", "--remote-debugging-port=0", "--user-data-dir="+dir,
		"--no-first-run", "--disable-gpu", "--disable-background-networking", firstURL)
	// Killed at the end, it cannot remove its socket directory in TMPDIR:
	// give it one the test removes.
	cmd.Env = append(os.Environ(), "TMPDIR="+t.TempDir())
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
	})
	var port string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		f, err := os.Open(filepath.Join(dir, "DevToolsActivePort"))
		if err != nil {
			continue
		}
		line, _ := bufio.NewReader(f).ReadString('\n')
		f.Close()
		if strings.HasSuffix(line, "\n") {
			port = strings.TrimSpace(line)
			break
		}
	}
	if port == "" {
		t.Fatal("the user's browser did not write DevToolsActivePort")
	}
	ub := &userBrowser{endpoint: "http://127.0.0.1:" + port}
	ub.observer = rod.New().ControlURL(resolveWS(t, ub.endpoint)).NoDefaultDevice()
	if err := ub.observer.Connect(); err != nil {
		t.Fatal(err)
	}
	return ub
}

func resolveWS(t *testing.T, endpoint string) string {
	t.Helper()
	u, err := launcher.ResolveURL(endpoint)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// contexts lists the browser contexts other than the default one.
func (ub *userBrowser) contexts(t *testing.T) []proto.BrowserBrowserContextID {
	t.Helper()
	res, err := proto.TargetGetBrowserContexts{}.Call(ub.observer)
	if err != nil {
		t.Fatal(err)
	}
	return res.BrowserContextIDs
}

// waitNoContexts waits until the browser has no context but its default one.
func (ub *userBrowser) waitNoContexts(t *testing.T, when string) {
	t.Helper()
	var left []proto.BrowserBrowserContextID
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if left = ub.contexts(t); len(left) == 0 {
			return
		}
	}
	t.Errorf("%s: %d VibeLens browser contexts remain: %v", when, len(left), left)
}

// pages lists the page targets: id -> URL.
func (ub *userBrowser) pages(t *testing.T) map[proto.TargetTargetID]string {
	t.Helper()
	res, err := proto.TargetGetTargets{}.Call(ub.observer)
	if err != nil {
		t.Fatal(err)
	}
	m := map[proto.TargetTargetID]string{}
	for _, ti := range res.TargetInfos {
		if ti.Type == proto.TargetTargetInfoTypePage {
			m[ti.TargetID] = ti.URL
		}
	}
	return m
}

// TestAttachCapture attaches to a browser the user started: the capture
// works, the user's tab is still there and untouched (its in-page state
// survives, so it was not reloaded), no VibeLens context remains after the
// call nor after Close, and the browser keeps running.
func TestAttachCapture(t *testing.T) {
	user := serve(t, html(`<!doctype html><title>my tab</title><p>the user's own work</p>`))
	app := serve(t, html(`<!doctype html><title>app</title><h1>Hello from the app</h1>`))
	ub := startUserBrowser(t, user.URL)
	before := ub.pages(t)
	if len(before) != 1 {
		t.Fatalf("user browser has %d tabs, want 1", len(before))
	}
	var userTab proto.TargetTargetID
	for id := range before {
		userTab = id
	}
	up, err := ub.observer.PageFromTarget(userTab)
	if err != nil {
		t.Fatal(err)
	}
	up = up.Timeout(10 * time.Second)
	// The tab may still be on about:blank: wait for the user's page itself,
	// then leave some unsaved in-page state in it.
	if err := up.Wait(rod.Eval(`() => document.title === "my tab" && document.readyState === "complete"`)); err != nil {
		t.Fatal(err)
	}
	if _, err := up.Eval(`() => { window.unsaved = "draft"; }`); err != nil {
		t.Fatal(err)
	}

	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Attach: &AttachOptions{Endpoint: ub.endpoint}})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for i := range 2 {
		res, err := m.Capture(ctx, Request{URL: app.URL})
		if err != nil {
			t.Fatalf("capture %d: %v", i, err)
		}
		if res.Summary.Title != "app" || !strings.Contains(res.SimplifiedDOM, "Hello from the app") {
			t.Errorf("capture %d: title %q", i, res.Summary.Title)
		}
		ub.waitNoContexts(t, "after a call")
	}
	after := ub.pages(t)
	if len(after) != 1 || after[userTab] != before[userTab] {
		t.Errorf("user tabs after = %v, want just %v", after, before)
	}
	if v, err := up.Eval(`() => window.unsaved + " " + document.title`); err != nil || v.Value.Str() != "draft my tab" {
		t.Errorf("user tab state = %v (%v), want it untouched", v, err)
	}
	m.Close()
	ub.waitNoContexts(t, "after Close")
	if _, err := (proto.BrowserGetVersion{}).Call(ub.observer); err != nil {
		t.Errorf("the user's browser is gone after Close: %v", err)
	}
}

// TestAttachContextsDieWithConnection: a context VibeLens created is
// disposed by Chromium itself when the CDP connection drops without any
// cleanup (what SIGKILL of serve does): disposeOnDetach.
func TestAttachContextsDieWithConnection(t *testing.T) {
	ub := startUserBrowser(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	at, err := chrome.Attach(ctx, &AttachOptions{Endpoint: ub.endpoint})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := tabs.Open(at.Rod, tabs.Config{Attached: true})
	if err != nil {
		t.Fatal(err)
	}
	_ = tb
	if n := len(ub.contexts(t)); n != 1 {
		t.Fatalf("contexts after openTab = %d, want 1", n)
	}
	at.Close() // the socket closes, nothing disposed by us
	ub.waitNoContexts(t, "after the connection dropped")
}

// TestCDPHeader: an endpoint behind a proxy that requires a header on
// every request, the WebSocket handshake included. Without the header
// attaching fails; with --cdp-header it works.
func TestCDPHeader(t *testing.T) {
	app := serve(t, html(`<!doctype html><title>app</title>`))
	ub := startUserBrowser(t, "about:blank")
	target, _ := url.Parse(ub.endpoint)
	rp := httputil.NewSingleHostReverseProxy(target)
	var sawUpgrade bool
	gate := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Api-Key") != "k3y" {
			http.Error(w, "missing key", http.StatusUnauthorized)
			return
		}
		if r.Header.Get("Upgrade") == "websocket" {
			sawUpgrade = true
		}
		r.Header.Del("X-Api-Key")
		r.Host = target.Host // Chromium checks Host against its own address
		rp.ServeHTTP(w, r)
	}))
	t.Cleanup(gate.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	without := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Attach: &AttachOptions{Endpoint: gate.URL}})
	if _, err := without.Capture(ctx, Request{URL: app.URL}); err == nil || AsError(err).Code != CodeBrowserLaunchFailed {
		t.Errorf("capture without the header = %v, want BROWSER_LAUNCH_FAILED", err)
	}
	h := http.Header{}
	name, value, err := ParseCDPHeader("X-Api-Key: k3y")
	if err != nil {
		t.Fatal(err)
	}
	h.Set(name, value)
	with := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Attach: &AttachOptions{Endpoint: gate.URL, Header: h}})
	res, err := with.Capture(ctx, Request{URL: app.URL})
	if err != nil {
		t.Fatalf("capture with the header: %v", err)
	}
	if res.Summary.Title != "app" || !sawUpgrade {
		t.Errorf("title %q, WebSocket through the gate %v", res.Summary.Title, sawUpgrade)
	}
}

// TestRemoteBrowserErrorSaysWhoseLocalhost: when a remote browser cannot
// reach the URL, the next step says its localhost is not the developer's
// machine and points at --allow-host.
func TestRemoteBrowserErrorSaysWhoseLocalhost(t *testing.T) {
	ub := startUserBrowser(t, "about:blank")
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + l.Addr().String() + "/"
	l.Close()
	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Attach: &AttachOptions{Endpoint: ub.endpoint, Remote: true}})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, err = m.Capture(ctx, Request{URL: closed})
	e := AsError(err)
	if err == nil || !strings.Contains(e.NextStep, "its localhost is the browser's machine, not yours") || !strings.Contains(e.NextStep, "--allow-host") {
		t.Errorf("capture of a closed port through a remote browser = %v (next step %q)", err, e.NextStep)
	}
}
