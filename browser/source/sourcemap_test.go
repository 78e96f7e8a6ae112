package source

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-rod/rod/lib/proto"
)

// Stack frames as Chromium reported them on real dev servers.
func TestAppSource(t *testing.T) {
	frames := func(urls ...string) *proto.RuntimeStackTrace {
		st := &proto.RuntimeStackTrace{}
		for i, u := range urls {
			st.CallFrames = append(st.CallFrames, &proto.RuntimeCallFrame{URL: u, LineNumber: i, ColumnNumber: 2})
		}
		return st
	}
	tests := []struct {
		name string
		st   *proto.RuntimeStackTrace
		want string
	}{
		{"next 16 console wrapper, then the app chunk", frames(
			"http://127.0.0.1:5180/_next/static/chunks/node_modules_next_dist_05y3oi5z9mc_3._.js",
			"http://127.0.0.1:5180/_next/static/chunks/_0422hlnozc_vx._.js",
			"http://127.0.0.1:5180/_next/static/chunks/1daa_next_dist_compiled_react-dom_cjs_react-dom-client_development_0mp0cp_t-ezj9.js",
		), "http://127.0.0.1:5180/_next/static/chunks/_0422hlnozc_vx._.js:2:3"},
		{"vite: react-dom dep, then the app module", frames(
			"http://127.0.0.1:5173/node_modules/.vite/deps/react-dom_client.js?v=59560d98",
			"http://127.0.0.1:5173/src/log.jsx",
		), "http://127.0.0.1:5173/src/log.jsx:2:3"},
		{"vite client", frames("http://127.0.0.1:5173/@vite/client", "http://127.0.0.1:5173/src/main.ts?t=1"), "http://127.0.0.1:5173/src/main.ts?t=1:2:3"},
		{"only framework frames: the top one", frames(
			"http://127.0.0.1:5173/node_modules/.vite/deps/react-dom_client.js?v=1",
			"http://127.0.0.1:5173/node_modules/.vite/deps/react-dom_client.js?v=2",
		), "http://127.0.0.1:5173/node_modules/.vite/deps/react-dom_client.js?v=1:1:3"},
		{"plain page", frames("http://localhost:8080/app.js"), "http://localhost:8080/app.js:1:3"},
		{"none", nil, ""},
	}
	for _, tt := range tests {
		if got := appSource(tt.st).String(); got != tt.want {
			t.Errorf("%s: appSource = %q, want %q", tt.name, got, tt.want)
		}
	}
	// The app frames below the first are kept, for when the first maps
	// into a dependency bundled with the app (a Turbopack chunk).
	at, more := AppFrames(frames("http://x/node_modules/a.js", "http://x/_next/static/chunks/app_1.js", "http://x/node_modules/b.js",
		"http://x/_next/static/chunks/app_2.js", "http://x/_next/static/chunks/app_3.js", "http://x/_next/static/chunks/app_4.js", "http://x/_next/static/chunks/app_5.js"))
	var got []string
	for _, f := range more {
		got = append(got, f.String())
	}
	if at.String() != "http://x/_next/static/chunks/app_1.js:2:3" || strings.Join(got, " ") != "http://x/_next/static/chunks/app_2.js:4:3 http://x/_next/static/chunks/app_3.js:5:3 http://x/_next/static/chunks/app_4.js:6:3" {
		t.Errorf("appFrames = %s, %q", at, got)
	}
	// An async parent holds the app frame when the top is all framework.
	st := frames("http://x/node_modules/.vite/deps/chunk.js")
	st.Parent = frames("http://x/src/app.tsx")
	if got := appSource(st).String(); got != "http://x/src/app.tsx:1:3" {
		t.Errorf("async parent: appSource = %q", got)
	}
}

// TestSourceMapLookupTurbopack maps a frame of a real next 16.4.6
// (Turbopack) chunk through its index map with sections.
func TestSourceMapLookupTurbopack(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "sourcemap", "next-logger-chunk.js.map"))
	if err != nil {
		t.Fatal(err)
	}
	var m sourceMap
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	m.URL = "http://127.0.0.1:5180/_next/static/chunks/_0422hlnozc_vx._.js.map"
	// console.error at 19:21 (1-based) in the chunk; Logger.js line 5.
	file, line, col, ok := m.settle().lookup(18, 20)
	if !ok {
		t.Fatal("lookup found no mapping")
	}
	if got := displayPath(file, m.projectRoot(), "http://127.0.0.1:5180"); got != "app/log/Logger.js" || line+1 != 5 {
		t.Errorf("lookup = %s:%d:%d (%s), want app/log/Logger.js:5", got, line+1, col+1, file)
	}
}
