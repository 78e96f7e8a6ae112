package browser

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
)

// loginApp is a loopback app with a real login: POST /login (or GET
// /login?auto=1) sets a session cookie, and / shows the private page only
// with it. The page also reports, from a script in <head> that runs
// before anything else, the localStorage token it found at load.
func loginApp(t *testing.T) string {
	t.Helper()
	const session = "s3cret-session"
	mux := http.NewServeMux()
	login := func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: session, Path: "/", HttpOnly: true, MaxAge: 3600})
		http.Redirect(w, r, "/", http.StatusSeeOther)
	}
	mux.HandleFunc("POST /login", func(w http.ResponseWriter, r *http.Request) {
		if r.ParseForm() != nil || r.PostForm.Get("user") != "dev" || r.PostForm.Get("password") != "pw" {
			http.Error(w, "bad login", http.StatusForbidden)
			return
		}
		login(w, r)
	})
	mux.HandleFunc("GET /login", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("auto") == "1" {
			login(w, r)
			return
		}
		http.Redirect(w, r, "/", http.StatusSeeOther)
	})
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		head := `<script>window.tokenAtLoad = localStorage.getItem("token") || "none";</script>`
		foot := `<p id=token></p><script>document.getElementById("token").textContent = "token at load: " + window.tokenAtLoad;</script>`
		if c, err := r.Cookie("sid"); err == nil && c.Value == session {
			fmt.Fprint(w, `<!doctype html><head><title>private</title>`+head+`</head><body><h1>Private dashboard</h1>`+foot+`</body>`)
			return
		}
		fmt.Fprint(w, `<!doctype html><head><title>login</title>`+head+`</head><body><form method=post action=/login>
<input name=user id=user><input name=password id=password type=password><button id=go>Log in</button></form>`+foot+`</body>`)
	})
	return serve(t, mux).URL
}

// playwrightState is a hand-written storage state in Playwright's format.
func playwrightState(sid, origin, token string) string {
	return fmt.Sprintf(`{
  "cookies": [{"name": "sid", "value": %q, "domain": "127.0.0.1", "path": "/", "expires": -1, "httpOnly": true, "secure": false, "sameSite": "Lax"}],
  "origins": [{"origin": %q, "localStorage": [{"name": "token", "value": %q}]}]
}`, sid, origin, token)
}

func TestStorageStateLogsIn(t *testing.T) {
	app := loginApp(t)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()

	plain := newTestManager(t, Options{NavigationTimeout: 10 * time.Second})
	res, err := plain.Capture(ctx, Request{URL: app})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "login" || res.Summary.Isolation != "" {
		t.Errorf("without state: title %q isolation %q, want the login form and no isolation note", res.Summary.Title, res.Summary.Isolation)
	}

	path := filepath.Join(t.TempDir(), "state.json")
	if err := os.WriteFile(path, []byte(playwrightState("s3cret-session", app, "tok-123")), 0o600); err != nil {
		t.Fatal(err)
	}
	state, err := OpenStorageFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, StorageState: state})
	res, err = m.Capture(ctx, Request{URL: app})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "private" || !strings.Contains(res.SimplifiedDOM, "Private dashboard") {
		t.Errorf("with state: title %q, want the private page; DOM %s", res.Summary.Title, contract.Clip(res.SimplifiedDOM, 300))
	}
	// The page read localStorage in its first script: the state was there.
	if !strings.Contains(res.SimplifiedDOM, "token at load: tok-123") {
		t.Errorf("localStorage was not there when the page's first script read it; DOM %s", contract.Clip(res.SimplifiedDOM, 300))
	}
	if res.Summary.Isolation != "storage-state" {
		t.Errorf("summary.isolation = %q, want storage-state", res.Summary.Isolation)
	}

	// The file changes (an expired session saved over it): the next call
	// uses the new contents without a restart.
	time.Sleep(10 * time.Millisecond) // a distinct mtime on coarse clocks
	if err := os.WriteFile(path, []byte(playwrightState("expired", app, "tok-456")), 0o600); err != nil {
		t.Fatal(err)
	}
	res, err = m.Capture(ctx, Request{URL: app})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "login" || !strings.Contains(res.SimplifiedDOM, "token at load: tok-456") {
		t.Errorf("after the file changed: title %q, DOM %s; want the login form with the new token", res.Summary.Title, contract.Clip(res.SimplifiedDOM, 300))
	}

	// A file broken after start fails the call with the reason.
	os.WriteFile(path, []byte(`{"cookies": [`), 0o600)
	_, err = m.Capture(ctx, Request{URL: app})
	if e := AsError(err); err == nil || !strings.Contains(e.Problem, path) {
		t.Errorf("capture with a broken state file = %v, want an error naming %s", err, path)
	}
}

func TestUserDataDirKeepsLogin(t *testing.T) {
	app := loginApp(t)
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Launch: LaunchOptions{UserDataDir: dir}})
	if m.opts.MaxConcurrent != 1 {
		t.Errorf("MaxConcurrent = %d with a persistent profile, want 1", m.opts.MaxConcurrent)
	}
	res, err := m.Capture(ctx, Request{URL: app + "/login?auto=1"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "private" || res.Summary.Isolation != "persistent" {
		t.Fatalf("login call: title %q isolation %q", res.Summary.Title, res.Summary.Isolation)
	}
	res, err = m.Capture(ctx, Request{URL: app})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "private" {
		t.Errorf("next call: title %q, want the login to carry over in the profile", res.Summary.Title)
	}
	// The profile outlives the browser: a new server on it is still logged in.
	m.Close()
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("profile directory gone after close: %v", err)
	}
	m2 := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Launch: LaunchOptions{UserDataDir: dir}})
	res, err = m2.Capture(ctx, Request{URL: app})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "private" {
		t.Errorf("after a restart: title %q, want still logged in", res.Summary.Title)
	}
}
