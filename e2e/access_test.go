//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
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

	"github.com/vibelens/vibelens/internal/xvfb"
)

const mobileDarkYAML = `- name: mobile-dark
  width: 390
  height: 844
  deviceScaleFactor: 2
  mobile: true
  touch: true
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36"
  colorScheme: dark
`

// TestUserViewportPreset runs the real server with --viewports: the
// preset is in tools/list (enum and description), and a call with it
// renders the page in dark mode.
func TestUserViewportPreset(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "viewports.yaml")
	if err := os.WriteFile(file, []byte(mobileDarkYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_CONFIG_HOME", dir) // no per-user presets from the machine
	s := startServer(t, "--viewports", file)
	s.initialize("2025-06-18")
	var list struct {
		Tools []struct {
			InputSchema struct {
				Properties map[string]struct {
					Enum        []string `json:"enum"`
					Description string   `json:"description"`
				} `json:"properties"`
			} `json:"inputSchema"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(s.call("tools/list", map[string]any{}), &list); err != nil {
		t.Fatal(err)
	}
	vp := list.Tools[0].InputSchema.Properties["viewport"]
	if strings.Join(vp.Enum, ",") != "desktop,tablet,mobile,mobile-dark,all" || !strings.Contains(vp.Description, "mobile-dark 390x844") {
		t.Errorf("viewport enum %v, description %q: want mobile-dark listed", vp.Enum, vp.Description)
	}
	url := page(t, `<!doctype html><meta name=viewport content="width=device-width"><style>@media (prefers-color-scheme: dark) { #light { display: none } }</style>
<p id=light>LIGHT-ONLY</p><p id=s></p><script>document.getElementById("s").textContent = "dark=" + matchMedia("(prefers-color-scheme: dark)").matches</script>`)
	raw := s.call("tools/call", map[string]any{"name": "inspect_localhost_ui", "arguments": map[string]any{"url": url, "viewport": "mobile-dark", "delay": 0}})
	var res toolResult
	if err := json.Unmarshal(raw, &res); err != nil {
		t.Fatal(err)
	}
	if res.IsError {
		t.Fatalf("capture failed: %s", res.Content[0].Text)
	}
	text := res.Content[len(res.Content)-1].Text
	if !strings.Contains(text, "dark=true") || strings.Contains(text, "LIGHT-ONLY") || !strings.Contains(text, `"name":"mobile-dark"`) {
		t.Errorf("mobile-dark capture does not show dark mode: %.600s", text)
	}
}

// TestBadAccessFilesFailAtStart: a malformed storage state or presets file
// stops serve and inspect at start, naming the file and the problem.
func TestBadAccessFilesFailAtStart(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	state := filepath.Join(dir, "state.json")
	os.WriteFile(state, []byte(`{"cookies": [{"name": "sid", "value": "x"}]}`), 0o600)
	presets := filepath.Join(dir, "vp.yaml")
	os.WriteFile(presets, []byte("- {name: mobile, width: 400, height: 800, deviceScaleFactor: 1}"), 0o644)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"serve", "--storage-state", state}, []string{state, "no domain"}},
		{[]string{"inspect", "--storage-state", state, "http://localhost:1/"}, []string{state, "no domain"}},
		{[]string{"serve", "--viewports", presets}, []string{presets, `"mobile" is already defined`}},
	} {
		_, stderr, code := runCLI(t, tc.args...)
		if code == 0 {
			t.Errorf("%v exited 0, want a start-up error", tc.args)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v stderr = %q, want it to contain %q", tc.args, stderr, w)
			}
		}
	}
}

// TestAuthSave runs `vibelens auth save` under a virtual display: the
// window loads the app (which sets a session cookie and localStorage),
// then Enter on stdin writes the file, mode 0600, in Playwright's format.
// Without a display it says so and exits non-zero.
func TestAuthSave(t *testing.T) {
	out := filepath.Join(t.TempDir(), "state.json")
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	_, stderr, code := runCLI(t, "auth", "save", "http://localhost:3000/", "--out", out)
	if code == 0 || !strings.Contains(stderr, "no display") {
		t.Errorf("auth save without a display: exit %d, stderr %q; want non-zero and 'no display'", code, stderr)
	}

	xvfb.StartT(t)
	loaded := make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			http.SetCookie(w, &http.Cookie{Name: "sid", Value: "by-hand", Path: "/", MaxAge: 600})
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprint(w, `<!doctype html><title>app</title><script>localStorage.setItem("token", "t1")</script><img src="/loaded.png">`)
		case "/loaded.png":
			select {
			case loaded <- struct{}{}:
			default:
			}
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	cmd := exec.Command(bin, "auth", "save", srv.URL+"/", "--out", out)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stdoutBuf, stderrBuf syncBuffer
	cmd.Stdout, cmd.Stderr = &stdoutBuf, &stderrBuf
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	select {
	case <-loaded:
	case <-time.After(60 * time.Second):
		t.Fatalf("the window never loaded the app; stderr %s", stderrBuf.String())
	}
	fmt.Fprintln(stdin) // Enter
	waitErr := make(chan error, 1)
	go func() { waitErr <- cmd.Wait() }()
	select {
	case err := <-waitErr:
		if err != nil {
			t.Fatalf("auth save: %v; stderr %s", err, stderrBuf.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("auth save still running 30s after Enter; stderr %s", stderrBuf.String())
	}
	fi, err := os.Stat(out)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("state file: %v, mode %v; want mode 0600", err, fi.Mode().Perm())
	}
	data, _ := os.ReadFile(out)
	var state struct {
		Cookies []struct{ Name, Value string } `json:"cookies"`
		Origins []struct {
			Origin       string                         `json:"origin"`
			LocalStorage []struct{ Name, Value string } `json:"localStorage"`
		} `json:"origins"`
	}
	if err := json.Unmarshal(data, &state); err != nil {
		t.Fatal(err)
	}
	if len(state.Cookies) != 1 || state.Cookies[0].Value != "by-hand" || len(state.Origins) != 1 ||
		state.Origins[0].Origin != srv.URL || len(state.Origins[0].LocalStorage) != 1 {
		t.Errorf("saved state %s", data)
	}
	if !strings.Contains(stdoutBuf.String(), "--storage-state "+out) {
		t.Errorf("stdout %q does not say how to use the file", stdoutBuf.String())
	}
}

// userChromium starts a Chromium the way a developer starts their own,
// and returns its endpoint and a CDP connection to watch it from outside.
func userChromium(t *testing.T) (endpoint string, observer *rod.Browser) {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("chromium", "--headless", "--no-sandbox", "--remote-debugging-port=0", "--user-data-dir="+dir,
		"--no-first-run", "--disable-gpu", "about:blank")
	// Killed at the end, it cannot remove its socket directory in TMPDIR:
	// give it one the test removes.
	cmd.Env = append(os.Environ(), "TMPDIR="+t.TempDir())
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); cmd.Wait() })
	var port string
	for deadline := time.Now().Add(20 * time.Second); port == "" && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if data, err := os.ReadFile(filepath.Join(dir, "DevToolsActivePort")); err == nil && strings.Contains(string(data), "\n") {
			port = strings.SplitN(string(data), "\n", 2)[0]
		}
	}
	if port == "" {
		t.Fatal("Chromium did not write DevToolsActivePort")
	}
	endpoint = "http://127.0.0.1:" + port
	observer = rod.New().ControlURL(launcher.MustResolveURL(endpoint)).NoDefaultDevice()
	if err := observer.Connect(); err != nil {
		t.Fatal(err)
	}
	return endpoint, observer
}

func contextCount(t *testing.T, b *rod.Browser) int {
	t.Helper()
	res, err := proto.TargetGetBrowserContexts{}.Call(b)
	if err != nil {
		t.Fatal(err)
	}
	return len(res.BrowserContextIDs)
}

// waitContexts waits until the browser holds want extra contexts.
func waitContexts(t *testing.T, b *rod.Browser, want int, when string) {
	t.Helper()
	n := -1
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if n = contextCount(t, b); n == want {
			return
		}
	}
	t.Errorf("%s: %d browser contexts, want %d", when, n, want)
}

// TestServeAttachLeavesNothing: serve attached to the developer's browser
// leaves no context of its own behind after a call, after a normal exit,
// and after SIGKILL in the middle of a call (Chromium disposes of contexts
// created with disposeOnDetach when the connection drops). The browser
// itself keeps running throughout.
func TestServeAttachLeavesNothing(t *testing.T) {
	endpoint, observer := userChromium(t)
	url := page(t, `<!doctype html><title>attached</title><p>hi</p>`)

	s := startServer(t, "--cdp-endpoint", endpoint)
	s.initialize("2025-06-18")
	if res := s.capture(url); res.IsError {
		t.Fatalf("capture through the attached browser failed: %s", res.Content[0].Text)
	}
	waitContexts(t, observer, 0, "after a call")
	s.stdin.Close()
	if code := s.waitExit(30 * time.Second); code != 0 {
		t.Errorf("serve exit code %d", code)
	}
	waitContexts(t, observer, 0, "after serve exited")

	// A page that never answers keeps a call, and its context, open.
	hang := make(chan struct{})
	defer close(hang)
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-hang }))
	defer slow.Close()
	s2 := startServer(t, "--cdp-endpoint", endpoint)
	s2.initialize("2025-06-18")
	s2.send(map[string]any{"jsonrpc": "2.0", "id": 99, "method": "tools/call",
		"params": map[string]any{"name": "inspect_localhost_ui", "arguments": map[string]any{"url": slow.URL, "delay": 0}}})
	waitContexts(t, observer, 1, "during a call")
	s2.cmd.Process.Signal(syscall.SIGKILL)
	s2.waitExit(10 * time.Second)
	waitContexts(t, observer, 0, "after serve was killed with SIGKILL")
	if _, err := (proto.BrowserGetVersion{}).Call(observer); err != nil {
		t.Errorf("the developer's browser is gone: %v", err)
	}
}

// TestInspectWithStorageState: the binary's inspect applies a hand-written
// Playwright storage state: the private page, and the payload says so.
func TestInspectWithStorageState(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		if c, err := r.Cookie("sid"); err == nil && c.Value == "ok" {
			fmt.Fprint(w, `<!doctype html><title>private</title><h1>Dashboard</h1>`)
			return
		}
		fmt.Fprint(w, `<!doctype html><title>login</title><form><input name=user></form>`)
	}))
	defer srv.Close()
	state := filepath.Join(t.TempDir(), "state.json")
	os.WriteFile(state, []byte(`{"cookies":[{"name":"sid","value":"ok","domain":"127.0.0.1","path":"/","expires":-1,"httpOnly":true,"secure":false,"sameSite":"Lax"}],"origins":[]}`), 0o600)
	out, stderr, code := runCLI(t, "inspect", "--json", "--storage-state", state, srv.URL)
	if code != 0 {
		t.Fatalf("inspect = %d: %s", code, stderr)
	}
	if !strings.Contains(out, `"title":"private"`) || !strings.Contains(out, `"isolation":"storage-state"`) {
		t.Errorf("inspect payload %.400s: want the private page and isolation storage-state", out)
	}
	out, _, _ = runCLI(t, "inspect", "--json", srv.URL)
	if !strings.Contains(out, `"title":"login"`) || strings.Contains(out, `"isolation"`) {
		t.Errorf("inspect without state %.400s: want the login page and no isolation note", out)
	}
}
