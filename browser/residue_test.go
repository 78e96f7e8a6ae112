package browser

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"
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
