package browser

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// probe is a page that writes what it can observe about its environment
// into the DOM, where the test reads it back from SimplifiedDOM.
const probe = `<!doctype html><title>probe</title><pre id=out></pre><script>
(async () => {
  const out = [];
  out.push("tz=" + Intl.DateTimeFormat().resolvedOptions().timeZone);
  out.push("lang=" + navigator.language);
  out.push("webdriver=" + navigator.webdriver);
  for (const name of ["geolocation", "notifications", "camera", "microphone"]) {
    try { out.push(name + "=" + (await navigator.permissions.query({name})).state); }
    catch (e) { out.push(name + "=error"); }
  }
  out.push("notification=" + (window.Notification ? Notification.permission : "none"));
  document.getElementById("out").textContent = out.join(" ");
})();
</script>`

func probeOutput(t *testing.T, m *Manager) string {
	t.Helper()
	srv := serve(t, html(probe))
	res, err := m.Capture(context.Background(), Request{URL: srv.URL, Delay: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(res.SimplifiedDOM, `<pre id="out">`)
	if i < 0 {
		t.Fatalf("probe output missing from DOM: %s", res.SimplifiedDOM)
	}
	return res.SimplifiedDOM[i:]
}

func TestPageEnvironment(t *testing.T) {
	needsBrowser(t)
	out := probeOutput(t, testManager)
	for _, want := range []string{
		"tz=UTC", "lang=en-US",
		"geolocation=denied", "notifications=denied", "camera=denied", "microphone=denied",
		"notification=denied",
		"webdriver=true", // no stealth by default: the page sees automation honestly
	} {
		if !strings.Contains(out, want) {
			t.Errorf("page reports %s; want %q", out, want)
		}
	}
}

func TestStealthIsOptIn(t *testing.T) {
	m := newTestManager(t, Options{Stealth: true})
	out := probeOutput(t, m)
	// go-rod/stealth hides the automation flag (it reads undefined).
	if strings.Contains(out, "webdriver=true") || !strings.Contains(out, "webdriver=") {
		t.Errorf("with stealth the page reports %s; want navigator.webdriver hidden", out)
	}
}

func TestBrowserNotInstalled(t *testing.T) {
	m := newTestManager(t, Options{Launch: LaunchOptions{ChromePath: "/nonexistent/chrome"}})
	srv := serve(t, html(`<title>x</title>`))
	_, err := m.Capture(context.Background(), Request{URL: srv.URL})
	e := AsError(err)
	if e.Code != CodeBrowserNotInstalled || !strings.Contains(e.NextStep, "install") {
		t.Errorf("error = %s %q / %q, want BROWSER_NOT_INSTALLED naming an install command", e.Code, e.Problem, e.NextStep)
	}
	t.Setenv(EnvChrome, "/also/missing")
	if _, err := FindChrome(""); AsError(err).Code != CodeBrowserNotInstalled {
		t.Errorf("FindChrome with a missing $%s = %v", EnvChrome, err)
	}
}

func TestDownloadsDenied(t *testing.T) {
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip("no home directory to check for downloads")
	}
	name := fmt.Sprintf("vibelens-download-%d.bin", time.Now().UnixNano())
	candidates := []string{filepath.Join(home, "Downloads", name), filepath.Join(home, name)}
	t.Cleanup(func() {
		for _, p := range candidates {
			os.Remove(p)
		}
	})
	var served atomic.Bool
	mux := http.NewServeMux()
	mux.HandleFunc("/file", func(w http.ResponseWriter, r *http.Request) {
		served.Store(true)
		w.Header().Set("Content-Disposition", "attachment; filename="+name)
		w.Header().Set("Content-Type", "application/octet-stream")
		fmt.Fprint(w, "payload")
	})
	mux.Handle("/", html(`<title>dl</title><a id=dl href="/file" download>get</a><script>document.getElementById("dl").click()</script>`))
	srv := serve(t, mux)
	res := capture(t, Request{URL: srv.URL, Delay: 500 * time.Millisecond})
	if res.Summary.Title != "dl" {
		t.Errorf("title = %q; the download must not replace the page", res.Summary.Title)
	}
	if !served.Load() {
		t.Log("the page's download request never reached the server")
	}
	for _, p := range candidates {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("download was written to %s; downloads must be denied", p)
		}
	}
}
