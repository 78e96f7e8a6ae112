package browser

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"

	"github.com/vibelens/vibelens/internal/xvfb"
)

// TestSaveLoginUnderXvfb logs in by hand, as a developer would, except that
// the hand is CDP: the visible window shows the login form, the test types
// into it and submits, then says it is done. The saved state logs a
// headless capture in.
func TestSaveLoginUnderXvfb(t *testing.T) {
	needsBrowser(t)
	xvfb.StartT(t)
	app := loginApp(t)
	done := make(chan struct{})
	loggedIn := make(chan error, 1)
	opened := func(p *rod.Page) {
		p = p.Timeout(30 * time.Second)
		err := func() error {
			if err := p.WaitLoad(); err != nil {
				return err
			}
			if err := p.MustElement("#user").Input("dev"); err != nil {
				return err
			}
			if err := p.MustElement("#password").Input("pw"); err != nil {
				return err
			}
			wait := p.WaitNavigation("load")
			if err := p.MustElement("#go").Click("left", 1); err != nil {
				return err
			}
			wait()
			_, err := p.Eval(`() => localStorage.setItem("token", "from-login")`)
			if err != nil {
				return err
			}
			if title := p.MustInfo().Title; title != "private" {
				return errors.New("after the form: title " + title)
			}
			return nil
		}()
		loggedIn <- err
		close(done) // "Enter"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	state, err := SaveLogin(ctx, LoginOptions{URL: app, Done: done, opened: opened})
	if err != nil {
		t.Fatal(err)
	}
	if err := <-loggedIn; err != nil {
		t.Fatalf("driving the login form: %v", err)
	}
	if len(state.Cookies) != 1 || state.Cookies[0].Name != "sid" || len(state.Origins) != 1 || state.Origins[0].Origin != app {
		t.Fatalf("saved state = %+v, want the sid cookie and the app's origin", state)
	}

	path := filepath.Join(t.TempDir(), "login.json")
	if err := WriteStorageState(path, state); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("state file mode = %v (%v), want 0600", fi.Mode().Perm(), err)
	}
	file, err := OpenStorageFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, StorageState: file})
	res, err := m.Capture(ctx, Request{URL: app})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "private" || !strings.Contains(res.SimplifiedDOM, "token at load: from-login") {
		t.Errorf("capture with the saved login: title %q, DOM %s", res.Summary.Title, contract.Clip(res.SimplifiedDOM, 300))
	}
}

func TestSaveLoginWithoutDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	_, err := SaveLogin(context.Background(), LoginOptions{URL: "http://localhost:3000/"})
	if !errors.Is(err, ErrNoDisplay) {
		t.Errorf("SaveLogin without a display = %v, want ErrNoDisplay", err)
	}
}

// TestHeadedCapture: --headed launches a browser with a window (no
// --headless on its command line) and captures as usual.
func TestHeadedCapture(t *testing.T) {
	needsBrowser(t)
	xvfb.StartT(t)
	app := serve(t, html(`<!doctype html><title>headed</title><p>visible</p>`))
	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Launch: LaunchOptions{Headed: true}})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := m.Capture(ctx, Request{URL: app.URL})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "headed" || res.Summary.Image.CapturedWidth != 1920 {
		t.Errorf("headed capture: title %q, width %d", res.Summary.Title, res.Summary.Image.CapturedWidth)
	}
	pid, ok := m.Running()
	if !ok {
		t.Fatal("no browser running")
	}
	cmdline, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
	if err != nil {
		t.Skipf("cannot read the browser's command line: %v", err)
	}
	if strings.Contains(string(cmdline), "--headless") {
		t.Errorf("headed browser runs with --headless: %q", cmdline)
	}
}

// TestSaveLoginWindowClosed: closing the window instead of pressing Enter
// also ends auth save, with the state read while the window was open.
func TestSaveLoginWindowClosed(t *testing.T) {
	needsBrowser(t)
	xvfb.StartT(t)
	app := loginApp(t)
	opened := func(p *rod.Page) {
		p = p.Timeout(30 * time.Second)
		if err := p.WaitLoad(); err != nil {
			return
		}
		wait := p.WaitNavigation("load")
		if _, err := p.Eval(`() => { document.getElementById("user").value = "dev"; document.getElementById("password").value = "pw"; document.forms[0].submit(); }`); err != nil {
			return
		}
		wait()
		time.Sleep(time.Second) // at least one reading of the logged-in state
		_ = p.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	state, err := SaveLogin(ctx, LoginOptions{URL: app, Done: make(chan struct{}), opened: opened})
	if err != nil {
		t.Fatal(err)
	}
	if len(state.Cookies) != 1 || state.Cookies[0].Name != "sid" {
		t.Errorf("state after the window closed = %+v, want the session cookie", state)
	}
}
