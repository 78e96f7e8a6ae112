//go:build !windows

package browser

import (
	"context"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"
)

// processAlive reports whether pid is a live (non-zombie) process.
func processAlive(pid int) bool {
	stat, err := os.ReadFile("/proc/" + itoa(pid) + "/stat")
	if err != nil {
		if _, statErr := os.Stat("/proc/self"); statErr != nil {
			// No procfs (macOS): signal 0 only asks whether pid exists.
			return syscall.Kill(pid, 0) == nil
		}
		return false
	}
	// The state field follows the parenthesised command name.
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	return i > 0 && i+2 < len(s) && s[i+2] != 'Z' && s[i+2] != 'X'
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// waitGone polls until pid has exited or the deadline passes.
func waitGone(t *testing.T, pid int, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for processAlive(pid) {
		if time.Now().After(deadline) {
			t.Fatalf("Chromium pid %d still running after %s", pid, within)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestManagerRecoversFromCrash(t *testing.T) {
	srv := serve(t, html(`<title>crash</title><p id=ok>ok</p>`))
	m := newTestManager(t, Options{})
	ctx := context.Background()
	if _, err := m.Capture(ctx, Request{URL: srv.URL}); err != nil {
		t.Fatal(err)
	}
	pid, ok := m.Running()
	if !ok {
		t.Fatal("no browser running after a capture")
	}
	// Kill Chromium's main process behind the manager's back.
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitGone(t, pid, 5*time.Second)
	res, err := m.Capture(ctx, Request{URL: srv.URL})
	if err != nil {
		t.Fatalf("capture after crash: %v", err)
	}
	if res.Summary.Title != "crash" {
		t.Errorf("title = %q", res.Summary.Title)
	}
	if newPid, _ := m.Running(); newPid == pid {
		t.Errorf("still using the dead browser %d", pid)
	}
}

func TestManagerIdleShutdown(t *testing.T) {
	srv := serve(t, html(`<title>idle</title>`))
	m := newTestManager(t, Options{IdleTimeout: 300 * time.Millisecond})
	if _, err := m.Capture(context.Background(), Request{URL: srv.URL}); err != nil {
		t.Fatal(err)
	}
	pid, ok := m.Running()
	if !ok {
		t.Fatal("no browser running after a capture")
	}
	waitGone(t, pid, 10*time.Second)
	if _, ok := m.Running(); ok {
		t.Error("manager still reports a browser after the idle timeout")
	}
	res, err := m.Capture(context.Background(), Request{URL: srv.URL})
	if err != nil {
		t.Fatalf("capture after idle shutdown: %v", err)
	}
	if res.Summary.Timings.BrowserHow != "launch" {
		t.Errorf("browserHow = %q, want launch", res.Summary.Timings.BrowserHow)
	}
}

func TestManagerRecycles(t *testing.T) {
	srv := serve(t, html(`<title>recycle</title>`))
	m := newTestManager(t, Options{RecycleAfter: 2})
	var pids []int
	for range 3 {
		if _, err := m.Capture(context.Background(), Request{URL: srv.URL}); err != nil {
			t.Fatal(err)
		}
		pid, _ := m.Running()
		pids = append(pids, pid)
	}
	if pids[0] != pids[1] || pids[1] == pids[2] {
		t.Fatalf("browser pids over three captures = %v, want the same twice then a new one", pids)
	}
	waitGone(t, pids[0], 10*time.Second)
}

func TestManagerEphemeralAndClose(t *testing.T) {
	needsBrowser(t)
	srv := serve(t, html(`<title>eph</title>`))
	m := NewManager(Options{Ephemeral: true})
	if _, err := m.Capture(context.Background(), Request{URL: srv.URL}); err != nil {
		t.Fatal(err)
	}
	m.Close()
	if _, ok := m.Running(); ok {
		t.Error("ephemeral manager keeps a browser after the call")
	}
	if _, err := m.Capture(context.Background(), Request{URL: srv.URL}); err == nil {
		t.Error("capture after Close succeeded")
	}

	warm := NewManager(Options{})
	if _, err := warm.Capture(context.Background(), Request{URL: srv.URL}); err != nil {
		t.Fatal(err)
	}
	pid, _ := warm.Running()
	warm.Close()
	if processAlive(pid) {
		t.Errorf("Chromium %d survived Close", pid)
	}
}

// TestContextsOpenNoBrowserUI checks a prepared tab is one page and nothing
// else: headless Chromium preloads omnibox popup WebUI pages per window
// (a renderer each) unless the WebUIOmnibox*Popup features are off.
func TestContextsOpenNoBrowserUI(t *testing.T) {
	m := newTestManager(t, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	inst, err := m.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer m.release(inst)
	tb, _, err := inst.tabs.Take(ctx, "", "")
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Dispose(inst.browser)
	time.Sleep(time.Second) // the popup pages appear shortly after the window
	res, err := proto.TargetGetTargets{}.Call(inst.browser.Context(ctx))
	if err != nil {
		t.Fatal(err)
	}
	for _, ti := range res.TargetInfos {
		if ti.BrowserContextID == tb.BrowserContext.BrowserContextID && ti.Type != proto.TargetTargetInfoTypePage {
			t.Errorf("context has a %s target %s besides its page", ti.Type, ti.URL)
		}
	}
}
