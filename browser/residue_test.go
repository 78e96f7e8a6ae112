package browser

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/internal/xvfb"
)

// TestRendererCrashLeavesNothingInHome: a renderer crash must not write a
// minidump under the user's home (~/.config/chromium/Crash Reports); dumps
// go inside the temporary profile, which is removed with the browser.
func TestRendererCrashLeavesNothingInHome(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("XDG_CACHE_HOME", "")
	m := newTestManager(t, Options{})
	srv := serve(t, html(`<title>before crash</title>`))
	if _, err := m.Capture(context.Background(), Request{URL: srv.URL}); err != nil {
		t.Fatal(err)
	}
	m.mu.Lock()
	b := m.current.browser
	dataDir := m.current.chrome.DataDir
	m.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	page, err := b.Context(ctx).Page(proto.TargetCreateTarget{URL: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	_ = page.WaitLoad()
	crashed := make(chan struct{})
	var once sync.Once
	go b.Context(ctx).EachEvent(func(e *proto.TargetTargetCrashed) {
		if e.TargetID == page.TargetID {
			once.Do(func() { close(crashed) })
		}
	})()
	go func() {
		// Never answers: the renderer is gone.
		short, cancel := context.WithTimeout(ctx, 3*time.Second)
		defer cancel()
		_ = proto.PageCrash{}.Call(page.Context(short))
	}()
	select {
	case <-crashed:
	case <-ctx.Done():
		t.Fatal("the renderer did not crash")
	}
	time.Sleep(time.Second) // give a crash handler time to write
	if _, err := os.Stat(dataDir); err != nil {
		t.Fatalf("profile %s: %v", dataDir, err)
	}
	m.Close()
	if _, err := os.Stat(dataDir); !os.IsNotExist(err) {
		t.Errorf("profile %s still exists after Close (err %v)", dataDir, err)
	}
	filepath.WalkDir(home, func(path string, d fs.DirEntry, err error) error {
		if path != home {
			t.Errorf("the browser wrote %s under $HOME", path)
		}
		return nil
	})
}

// TestCloseLeavesNoCrashHandler: a browser with a window (vibelens point)
// starts two crash handlers in a session of their own, outside the process
// group Close kills; they must be gone when Close returns, not whenever
// they notice the browser died (on a busy machine, after Point returned).
func TestCloseLeavesNoCrashHandler(t *testing.T) {
	needsBrowser(t)
	xvfb.StartT(t)
	m := newTestManager(t, Options{Launch: LaunchOptions{Headed: true}})
	srv := serve(t, html(`<title>crash handlers</title>`))
	if _, err := m.Capture(context.Background(), Request{URL: srv.URL}); err != nil {
		t.Fatal(err)
	}
	m.mu.Lock()
	dataDir := m.current.chrome.DataDir
	m.mu.Unlock()
	running := liveNaming("crashpad", dataDir+"/")
	if len(running) == 0 {
		t.Skip("this Chromium starts no crash handler with a window")
	}
	// Stopped, a handler is one that gets no CPU before Close returns, as
	// on a busy machine: it cannot notice the browser is gone.
	for _, p := range running {
		pid, _ := strconv.Atoi(strings.Fields(p)[0])
		_ = syscall.Kill(pid, syscall.SIGSTOP)
		t.Cleanup(func() { _ = syscall.Kill(pid, syscall.SIGKILL) }) // when the test fails
	}
	m.Close()
	if left := liveNaming("crashpad", dataDir+"/"); len(left) > 0 {
		t.Errorf("after Close, crash handlers of the profile: %v", left)
	}
}

// liveNaming lists the live processes (zombies aside) whose command line
// holds each of s.
func liveNaming(s ...string) []string {
	var left []string
	dirs, _ := filepath.Glob("/proc/[0-9]*")
next:
	for _, d := range dirs {
		cmd, err := os.ReadFile(filepath.Join(d, "cmdline"))
		if err != nil {
			continue
		}
		for _, want := range s {
			if !strings.Contains(string(cmd), want) {
				continue next
			}
		}
		if stat, _ := os.ReadFile(filepath.Join(d, "stat")); strings.Contains(string(stat), ") Z ") {
			continue
		}
		left = append(left, filepath.Base(d)+" "+strings.ReplaceAll(string(cmd), "\x00", " ")[:min(len(cmd), 80)])
	}
	return left
}
