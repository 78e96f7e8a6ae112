package browser

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"
)

// testManager is the one warm browser this package's tests share; each test
// still gets its own browser context, as every tool call does.
var testManager *Manager

func TestMain(m *testing.M) {
	if _, err := FindChrome(""); err != nil {
		fmt.Fprintf(os.Stderr, "browser tests need Chromium: %v\n", err)
		os.Exit(1)
	}
	testManager = NewManager(Options{NavigationTimeout: 10 * time.Second})
	code := m.Run()
	testManager.Close()
	os.Exit(code)
}

// serve starts a loopback server for one test.
func serve(t *testing.T, h http.Handler) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

// html answers every request with the given page.
func html(page string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	})
}

// capture runs one capture with no extra delay and fails the test on error.
func capture(t *testing.T, req Request) *Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := testManager.Capture(ctx, req)
	if err != nil {
		t.Fatalf("Capture(%q): %v", req.URL, err)
	}
	return res
}

// captureErr runs one capture that must fail and returns its *Error.
func captureErr(t *testing.T, req Request) *Error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := testManager.Capture(ctx, req)
	if err == nil {
		t.Fatalf("Capture(%q) succeeded (title %q), want an error", req.URL, res.Summary.Title)
	}
	return AsError(err)
}

// newTestManager returns a Manager of its own, closed when the test ends.
func newTestManager(t *testing.T, opts Options) *Manager {
	t.Helper()
	m := NewManager(opts)
	t.Cleanup(func() { m.Close() })
	return m
}
