package browser

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

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
		b, err := os.ReadFile(filepath.Join("testdata", "keywarning", name))
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
