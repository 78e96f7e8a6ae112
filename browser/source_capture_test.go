package browser

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/vibelens/vibelens/browser/contract"
)

// TestSourceMapCacheFollowsETag: a script served again at the same URL
// with new code and a new ETag (a dev server without cache-busting query
// strings) must be mapped with its new map, not the one cached for the
// old ETag; the same ETag again reuses the cache.
func TestSourceMapCacheFollowsETag(t *testing.T) {
	var mu sync.Mutex
	mappings := "AAKA" // generated 1:1 -> src/app.ts line 6
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(`<!doctype html><title>etag</title><p>etag</p><script src="/app.js"></script>`))
		case "/app.js":
			mu.Lock()
			m := mappings
			mu.Unlock()
			sm, _ := json.Marshal(map[string]any{"version": 3, "sources": []string{"src/app.ts"}, "mappings": m})
			w.Header().Set("Content-Type", "text/javascript")
			w.Header().Set("Cache-Control", "no-cache")
			w.Header().Set("ETag", `W/"`+m+`"`)
			w.Write([]byte("console.error('boom');\n//# sourceMappingURL=data:application/json;base64," + base64.StdEncoding.EncodeToString(sm) + "\n"))
		default:
			http.NotFound(w, r)
		}
	}))
	line := func() int {
		t.Helper()
		res := capture(t, Request{URL: srv.URL + "/"})
		if len(res.ConsoleLogs) != 1 || res.ConsoleLogs[0].Source == nil {
			t.Fatalf("console %+v, want the one error with a source", res.ConsoleLogs)
		}
		if f := res.ConsoleLogs[0].Source.File; f != "src/app.ts" {
			t.Fatalf("source file %q, want src/app.ts", f)
		}
		return res.ConsoleLogs[0].Source.Line
	}
	if got := line(); got != 6 {
		t.Fatalf("first capture: line %d, want 6", got)
	}
	mu.Lock()
	mappings = "AAUA" // new code: line 11
	mu.Unlock()
	if got := line(); got != 11 {
		t.Errorf("after the script changed: line %d, want 11 (the old ETag's map was reused)", got)
	}
	if got := line(); got != 11 {
		t.Errorf("same ETag again: line %d, want 11", got)
	}
}

// TestExternalMapAfterEdit: an external map served again at the same URL
// after an edit (webpack's chunk.js.map, Next's source-map endpoint) is
// read anew on a reused tab: the tab's HTTP cache holds the old one, and a
// fetch that trusted it would name the line the code had before the edit.
func TestExternalMapAfterEdit(t *testing.T) {
	needsBrowser(t)
	var mu sync.Mutex
	mappings := "AAKA" // generated 1:1 -> src/app.ts line 6
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		m := mappings
		mu.Unlock()
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(`<!doctype html><title>map</title><p>map</p><script src="/app.js"></script>`))
		case "/app.js":
			w.Header().Set("Content-Type", "text/javascript")
			w.Header().Set("ETag", `"`+m+`"`)
			w.Write([]byte("console.error('boom');\n//# sourceMappingURL=app.js.map\n"))
		case "/app.js.map":
			// As dev servers serve maps: no validator, no cache header.
			sm, _ := json.Marshal(map[string]any{"version": 3, "sources": []string{"src/app.ts"}, "mappings": m})
			w.Header().Set("Content-Type", "application/json")
			w.Write(sm)
		default:
			http.NotFound(w, r)
		}
	}))
	line := func(label string) int {
		t.Helper()
		res := capture(t, Request{URL: srv.URL + "/"})
		if len(res.ConsoleLogs) != 1 || res.ConsoleLogs[0].Source == nil {
			t.Fatalf("%s: console %+v, want the one error with a source", label, res.ConsoleLogs)
		}
		if label != "first" && res.Summary.Timings.BrowserHow != "parked" {
			t.Fatalf("%s: browserHow %q, want parked: the test must exercise a reused tab", label, res.Summary.Timings.BrowserHow)
		}
		waitParked(t, testManager, srv.URL)
		return res.ConsoleLogs[0].Source.Line
	}
	if got := line("first"); got != 6 {
		t.Fatalf("first capture: line %d, want 6", got)
	}
	mu.Lock()
	mappings = "AAUA" // the edit: line 11
	mu.Unlock()
	if got := line("after the edit"); got != 11 {
		t.Errorf("after the edit: line %d, want 11 (the map from before the edit was used)", got)
	}
}

func TestSourceJSON(t *testing.T) {
	b, _ := json.Marshal(Finding{Kind: "text-clipped", Classes: []string{}, Source: &contract.Source{File: "src/Cta.vue", Component: "Cta"}})
	if !strings.Contains(string(b), `"source":{"file":"src/Cta.vue","component":"Cta"}`) {
		t.Errorf("finding JSON = %s: unknown line and column must be left out", b)
	}
	b, _ = json.Marshal(Finding{Kind: "text-clipped", Classes: []string{}})
	if strings.Contains(string(b), "source") {
		t.Errorf("finding without a source: %s", b)
	}
}

// TestCaptureMapsSources serves a module exactly as Vite 8.3.8 served it
// (TypeScript compiled, inline source map) and checks the console error and
// the uncaught error point at the original .ts lines.
func TestCaptureMapsSources(t *testing.T) {
	mod, err := os.ReadFile(filepath.Join("source", "testdata", "sourcemap", "price.ts.js"))
	if err != nil {
		t.Fatal(err)
	}
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(`<!doctype html><title>prices</title><p>Prices</p><script type="module" src="/src/price.ts"></script>`))
		case "/src/price.ts":
			w.Header().Set("Content-Type", "text/javascript")
			w.Write(mod)
		default:
			http.NotFound(w, r)
		}
	}))
	res := capture(t, Request{URL: srv.URL + "/"})
	var consoleSrc, errSrc string
	for _, e := range res.ConsoleLogs {
		if strings.Contains(e.Text, "negative price") {
			consoleSrc = e.Source.String()
		}
	}
	for _, e := range res.UncaughtPageErrors {
		if strings.Contains(e.Message, "prices rendered") {
			errSrc = e.Source.String()
		}
	}
	// price.ts: console.error on line 5 (DevTools points at "error", col 15); throw on line 8.
	if consoleSrc != "src/price.ts:5:15" {
		t.Errorf("console source = %q, want src/price.ts:5:15", consoleSrc)
	}
	if !strings.HasPrefix(errSrc, "src/price.ts:8:") {
		t.Errorf("uncaught error source = %q, want src/price.ts:8:…", errSrc)
	}
	if len(res.FailedRequests) != 0 {
		t.Errorf("failed requests %+v, want none (the map fetch must not show up)", res.FailedRequests)
	}
}

// TestNamedComponentSources: React warnings logged from react-dom name a
// component but carry no app frame. React 19's key warning gets the file
// and line where the component's list items are made, found in the
// mounted tree; React 18's component stack gives the component's position;
// a component that is not mounted keeps its name and no file.
func TestNamedComponentSources(t *testing.T) {
	needsBrowser(t)
	files := map[string]string{
		"/":                                     "index.html",
		"/node_modules/.vite/deps/react.js":     "react.js",
		"/node_modules/.vite/deps/react-dom.js": "react-dom.js",
		"/src/PlanList.js":                      "PlanList.js",
		"/src/Badge.js":                         "Badge.js",
	}
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		b, err := os.ReadFile(filepath.Join("source", "testdata", "keywarning", name))
		if err != nil {
			t.Error(err)
		}
		if strings.HasSuffix(name, ".html") {
			w.Header().Set("Content-Type", "text/html")
		} else {
			w.Header().Set("Content-Type", "text/javascript")
		}
		w.Write(b)
	}))
	res := capture(t, Request{URL: srv.URL + "/"})
	tests := []struct{ text, want string }{
		{"render method of `PlanList`", "src/PlanList.js:6:45 (PlanList)"}, // the <li>s' line, not the <ul>'s
		{"supplied to `Badge`", "src/Badge.js:2:9 (Badge)"},
		{"render method of `Gone`", "(Gone)"},
	}
	for _, tt := range tests {
		got := "no entry"
		for _, e := range res.ConsoleLogs {
			if strings.Contains(e.Text, tt.text) {
				got = e.Source.String()
			}
		}
		if got != tt.want {
			t.Errorf("%q: source = %q, want %q", tt.text, got, tt.want)
		}
	}
}
