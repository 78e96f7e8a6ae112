package browser

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vibelens/vibelens/guard"
)

// storagePage reports in its title what a document of its origin finds at
// load (cookies, localStorage, sessionStorage, IndexedDB, a service worker,
// Cache Storage, a granted permission), then writes each of them and
// reports which writes it could read back.
const storagePage = `<!doctype html><title>loading</title><p>storage probe</p><script>
(async () => {
  const found = [], wrote = [];
  const step = async (name, has, write) => {
    try { if (await has()) found.push(name); } catch (e) { found.push(name + "?" + e.name); }
    try { await write(); if (await has()) wrote.push(name); } catch (e) { wrote.push(name + "!" + e.name); }
  };
  await step("cookie", () => document.cookie.includes("c="), () => { document.cookie = "c=1; max-age=3600; path=/"; });
  await step("localStorage", () => localStorage.length > 0, () => localStorage.setItem("k", "v"));
  await step("sessionStorage", () => sessionStorage.length > 0, () => sessionStorage.setItem("k", "v"));
  await step("indexedDB", async () => (await indexedDB.databases()).length > 0, () => new Promise((ok, fail) => {
    const q = indexedDB.open("db", 1);
    q.onupgradeneeded = () => q.result.createObjectStore("s");
    q.onsuccess = () => { q.result.close(); ok(); };
    q.onerror = () => fail(q.error);
  }));
  await step("serviceWorker", async () => (await navigator.serviceWorker.getRegistrations()).length > 0,
    async () => { await navigator.serviceWorker.register("/sw.js"); await navigator.serviceWorker.ready; });
  await step("cacheStorage", async () => (await caches.keys()).length > 0, async () => (await caches.open("c")).put("/x", new Response("x")));
  const geo = (await navigator.permissions.query({ name: "geolocation" })).state;
  if (geo !== "denied") found.push("geolocation:" + geo);
  document.title = "found:" + (found.join(",") || "none") + " wrote:" + wrote.join(",");
})();
</script>`

// TestReusedTabKeepsNothing: the tab a capture used is reused for the next
// capture of its origin (ADR 0018), and that capture finds nothing the
// first one stored: no cookie, localStorage, sessionStorage, IndexedDB,
// service worker, Cache Storage or permission.
func TestReusedTabKeepsNothing(t *testing.T) {
	needsBrowser(t)
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(storagePage))
	mux.HandleFunc("/sw.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `self.addEventListener("fetch", () => {});`)
	})
	srv := serve(t, mux)
	const wrote = " wrote:cookie,localStorage,sessionStorage,indexedDB,serviceWorker,cacheStorage"
	for i, wantHow := range []string{"", "parked", "parked"} {
		// The page reports after its async writes (a service worker
		// registering): the delay covers them on a loaded machine.
		res := capture(t, Request{URL: srv.URL, Delay: 1500 * time.Millisecond})
		if got := res.Summary.Title; got != "found:none"+wrote {
			t.Errorf("capture %d: title %q, want %q", i+1, got, "found:none"+wrote)
		}
		if wantHow != "" && res.Summary.Timings.BrowserHow != wantHow {
			t.Errorf("capture %d: browserHow %q, want %q: the test must exercise a reused tab", i+1, res.Summary.Timings.BrowserHow, wantHow)
		}
		waitParked(t, testManager, srv.URL)
	}
}

// TestReusedTabLoginEveryCall: a storage-state login applies to every
// call on a reused tab, and what a call's page did to it (a token it
// replaced, a cookie it added) does not carry over.
func TestReusedTabLoginEveryCall(t *testing.T) {
	needsBrowser(t)
	var extraCookie atomic.Int32
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := r.Cookie("extra"); err == nil {
			extraCookie.Add(1)
		}
		title := "login"
		if c, err := r.Cookie("sid"); err == nil && c.Value == "s3cret-session" {
			title = "private"
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>%s</title><p id=token></p><script>
document.getElementById("token").textContent = "token at load: " + (localStorage.getItem("token") || "none");
localStorage.setItem("token", "set-by-page");
document.cookie = "extra=1; max-age=3600; path=/";
</script>`, title)
	}))
	path := filepath.Join(t.TempDir(), "state.json")
	if err := os.WriteFile(path, []byte(playwrightState("s3cret-session", srv.URL, "from-state")), 0o600); err != nil {
		t.Fatal(err)
	}
	state, err := OpenStorageFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, StorageState: state})
	for i := range 3 {
		res, err := m.Capture(context.Background(), Request{URL: srv.URL})
		if err != nil {
			t.Fatal(err)
		}
		if res.Summary.Title != "private" || !strings.Contains(res.SimplifiedDOM, "token at load: from-state") {
			t.Errorf("capture %d (%s): title %q, DOM %s; want the private page with the state's token", i+1, res.Summary.Timings.BrowserHow, res.Summary.Title, res.SimplifiedDOM)
		}
		if i > 0 && res.Summary.Timings.BrowserHow != "parked" {
			t.Errorf("capture %d: browserHow %q, want parked", i+1, res.Summary.Timings.BrowserHow)
		}
		waitParked(t, m, srv.URL)
	}
	if n := extraCookie.Load(); n != 0 {
		t.Errorf("%d requests carried the cookie an earlier call's page set", n)
	}
}

// TestReusedTabShowsEdits: the reused tab's HTTP cache saves the
// transfer of what did not change (the dev server answers 304), and never
// serves what did: a script with a validator and no-cache, as Vite serves
// modules, and one with only Last-Modified, which a browser would
// otherwise keep for a tenth of its age without asking.
func TestReusedTabShowsEdits(t *testing.T) {
	needsBrowser(t)
	var mu sync.Mutex
	version := "v1"
	var conditional atomic.Int32
	lastModified := time.Now().Add(-30 * 24 * time.Hour).UTC()
	script := func(name string, headers func(h http.Header, v string)) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			v, date := version, lastModified
			mu.Unlock()
			if r.Header.Get("If-None-Match") != "" || r.Header.Get("If-Modified-Since") != "" {
				conditional.Add(1)
			}
			headers(w.Header(), v)
			w.Header().Set("Content-Type", "text/javascript")
			body := fmt.Sprintf(`document.getElementById(%q).textContent = %q;`, name, name+"-"+v)
			http.ServeContent(w, r, name+".js", date, strings.NewReader(body))
		}
	}
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<!doctype html><title>edits</title><p id=etag></p><p id=lm></p><script src=/etag.js></script><script src=/lm.js></script>`))
	mux.HandleFunc("/etag.js", script("etag", func(h http.Header, v string) {
		h.Set("ETag", `"`+v+`"`)
		h.Set("Cache-Control", "no-cache")
	}))
	mux.HandleFunc("/lm.js", script("lm", func(h http.Header, v string) {}))
	srv := serve(t, mux)
	look := func(want string) *Result {
		t.Helper()
		res := capture(t, Request{URL: srv.URL})
		for _, id := range []string{"etag", "lm"} {
			if !strings.Contains(res.SimplifiedDOM, id+"-"+want) {
				t.Errorf("%s: the page shows %s, want %s-%s (browserHow %s)", id, res.SimplifiedDOM, id, want, res.Summary.Timings.BrowserHow)
			}
		}
		waitParked(t, testManager, srv.URL)
		return res
	}
	look("v1")
	conditional.Store(0)
	if res := look("v1"); res.Summary.Timings.BrowserHow != "parked" {
		t.Fatalf("second look: browserHow %q, want parked", res.Summary.Timings.BrowserHow)
	}
	if n := conditional.Load(); n != 2 {
		t.Errorf("second look: %d conditional requests, want 2 (both scripts revalidated from the kept cache)", n)
	}
	// An edit whose file keeps its old date (a checkout, a copied build):
	// only the ETag tells the versions apart, and the Last-Modified script
	// is sent again in full because its body changed under the same date.
	mu.Lock()
	version = "v2"
	lastModified = time.Now().UTC()
	mu.Unlock()
	look("v2")
}

// waitParked waits until the tab of origin's last capture is parked (its
// reset runs after the call returns), so the next capture can take it.
func waitParked(t *testing.T, m *Manager, rawURL string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		m.mu.Lock()
		inst := m.current
		m.mu.Unlock()
		if inst != nil && inst.tabs.Parked(guard.Origin(rawURL)) > 0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestReusedTabWaitsForTheLoad: a capture in a reused tab waits for its own
// page's load event, not a late one of the about:blank its reset left: a
// page whose script takes a while to arrive is captured with the script
// run, on every reuse, never on the cap with the script pending.
func TestReusedTabWaitsForTheLoad(t *testing.T) {
	needsBrowser(t)
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<!doctype html><title>slow</title><p id="state">waiting for the script</p><script src="/slow.js"></script>`))
	mux.HandleFunc("/slow.js", func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(2500 * time.Millisecond) // past settle's cap at delay 0: only navigate's wait covers it
		w.Header().Set("Content-Type", "text/javascript")
		w.Header().Set("Cache-Control", "no-store")
		fmt.Fprint(w, `document.getElementById("state").textContent = "the script ran";`)
	})
	srv := serve(t, mux)
	for i := range 4 {
		res := capture(t, Request{URL: srv.URL + "/"})
		if i > 0 && res.Summary.Timings.BrowserHow != "parked" {
			t.Fatalf("capture %d: browserHow %q, want parked: the test must exercise a reused tab", i+1, res.Summary.Timings.BrowserHow)
		}
		if !strings.Contains(res.SimplifiedDOM, "the script ran") {
			t.Errorf("capture %d (%s): the page was captured before its script ran (navigate %d ms, settle %+v): %.200s",
				i+1, res.Summary.Timings.BrowserHow, res.Summary.Timings.Navigate, res.Summary.Settle, res.SimplifiedDOM)
		}
		waitParked(t, testManager, srv.URL)
	}
}
