package realapps

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/devserver"
)

// app is one of testapps/, served by its own dev server once per package run.
type app struct {
	name string // folder under testapps/
	kind devserver.Kind

	once sync.Once
	srv  *devserver.Server
	err  error
}

var (
	viteReact  = &app{name: "vite-react", kind: devserver.Vite}
	nextApp    = &app{name: "next-app", kind: devserver.Next}
	vueVite    = &app{name: "vue-vite", kind: devserver.Vite}
	svelteVite = &app{name: "svelte-vite", kind: devserver.Vite}
	allApps    = []*app{viteReact, nextApp, vueVite, svelteVite}

	// nextWebpack is next-app under `next dev --webpack`, for the cases
	// where webpack names and maps modules differently from Turbopack.
	nextWebpack = &app{name: "next-app", kind: devserver.NextWebpack}
	servers     = append([]*app{nextWebpack}, allApps...) // every app a run may start
)

// pages every app serves; each server is warmed on all of them at start.
var pages = []string{
	"/clean", "/heading", "/fetch-content", "/fetch-fail-unread", "/reload-once", "/console-error",
	"/overflow-x", "/escape", "/truncate", "/fixed-height", "/tooltip", "/cta",
}

var (
	manager  *browser.Manager // one browser for the package; a context per capture
	noChrome error
	logDir   string
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	defer devserver.TakeTurn()() // with the corpus, not beside it
	if _, err := browser.FindChrome(""); err != nil {
		noChrome = err
	} else {
		// The rules are under test, not the machine's speed: the product's
		// 150 ms findings budget can run out on a loaded CI machine.
		// VIBELENS_REALAPPS_FRESH_TABS=1 gives every capture a fresh
		// context, as before ADR 0018, to tell a reuse regression from
		// the machine.
		manager = browser.NewManager(browser.Options{FindingsBudget: 5 * time.Second, A11yBudget: 5 * time.Second,
			FreshTabs: os.Getenv("VIBELENS_REALAPPS_FRESH_TABS") == "1"})
		defer manager.Close()
	}
	dir, err := os.MkdirTemp("", "realapps-logs-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	logDir = dir
	defer os.RemoveAll(dir)
	// The dev servers run in their own process groups, so an interrupted
	// run must stop them itself.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sig
		stopServers()
		os.Exit(2)
	}()
	defer stopServers()
	return m.Run()
}

var stopMu sync.Mutex

func stopServers() {
	stopMu.Lock()
	defer stopMu.Unlock()
	for _, a := range servers {
		if a.srv != nil {
			a.srv.Stop()
		}
	}
}

// server returns the app's running dev server, starting and warming it on
// first use; it skips the test when Chromium or the apps are missing.
func (a *app) server(t *testing.T) *devserver.Server {
	t.Helper()
	if noChrome != nil {
		t.Skipf("real apps need Chromium: %v", noChrome)
	}
	a.once.Do(func() {
		root, err := devserver.Root()
		if err != nil {
			a.err = err
			return
		}
		a.srv, a.err = devserver.Start(context.Background(), root, a.name, a.kind, logDir)
		if a.err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		warm := append([]string(nil), pages...)
		switch {
		case a == nextWebpack:
			warm = webpackPages
		case a.kind == devserver.Next:
			warm = append(warm, "/hydration", "/key-warning", "/api/plans", "/api/broken")
		case a == viteReact:
			warm = append(warm, "/overlay.html", "/key-warning")
		default:
			warm = append(warm, "/overlay.html")
		}
		a.err = a.srv.Warm(ctx, warm...)
	})
	if errors.Is(a.err, devserver.ErrNotInstalled) {
		t.Skipf("real dev servers: %v", a.err)
	}
	if a.err != nil {
		t.Fatalf("%s dev server: %v", a.name, a.err)
	}
	return a.srv
}

// captureTimeout bounds one capture; a healthy one takes well under 5 s
// even on a busy 2-core machine.
const captureTimeout = 30 * time.Second

// tryCapture takes one capture the way the tool does.
func tryCapture(url, viewport string, delay time.Duration) (*browser.Result, error) {
	ctx, cancel := context.WithTimeout(context.Background(), captureTimeout)
	defer cancel()
	return manager.Capture(ctx, browser.Request{URL: url, Viewport: viewport, Delay: delay})
}

// capture is tryCapture that fails the test on error.
func capture(t *testing.T, url, viewport string, delay time.Duration) *browser.Result {
	t.Helper()
	res, err := tryCapture(url, viewport, delay)
	if err != nil {
		t.Fatalf("Capture(%s, %s): %v", url, viewport, err)
	}
	return res
}

// warmPage captures a page once without checking it, so the browser-side
// first-load costs (Vite's module transforms, Next's client chunks) and any
// full reload the dev server buffered are paid before the measured runs.
func warmPage(t *testing.T, url string) {
	t.Helper()
	if _, err := tryCapture(url, "desktop", time.Second); err != nil {
		t.Logf("warm-up capture of %s: %v", url, err)
	}
}

// gap skips a case that fails today unless VIBELENS_STRICT=1.
func gap(t *testing.T, knownGap string) {
	t.Helper()
	if knownGap != "" && os.Getenv("VIBELENS_STRICT") != "1" {
		t.Skipf("known gap (%s); run with VIBELENS_STRICT=1 to check it", knownGap)
	}
}

// runs is how many captures each settle page gets.
func runs(t *testing.T) int {
	if s := os.Getenv("VIBELENS_REALAPPS_RUNS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("VIBELENS_REALAPPS_RUNS=%q: want a positive integer", s)
		}
		return n
	}
	return 5
}
