package corpus

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestManifests validates every manifest present under testdata/.
func TestManifests(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "*", ManifestFile))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no %s under testdata/*/: the corpus has apps, so the folder or the file name moved", ManifestFile)
	}
	for _, p := range paths {
		t.Run(filepath.Base(filepath.Dir(p)), func(t *testing.T) {
			if _, err := LoadFile(p); err != nil {
				t.Error(err)
			}
		})
	}
}

const validManifest = `name: demo
origin: "https://github.com/example/demo at abc123 (MIT)"
stack: "React 19, Vite 7"
sample: true
server:
  command: [node_modules/.bin/vite, --host, 127.0.0.1, --port, "{port}", --strictPort]
  env: {SOME_VAR: "1"}
  ready: /
  startup: 90s
pages: [/, /tasks]
planted:
  - page: /vibelens-planted
    viewports: [mobile]
    kinds: [text-clipped]
    selector: whitespace-nowrap
    file: src/routes/planted.tsx
    why: "nowrap label cut off"
truth:
  - page: /tasks
    kinds: [escapes-container]
    selector: connect
    why: "cards wider than the list"
design:
  - page: /
    what: "toggle inside its input"
console:
  - page: /vibelens-planted
    text: 'unique "key" prop'
    file: src/routes/planted.tsx
`

func TestParseValid(t *testing.T) {
	m, err := Parse([]byte(validManifest), "demo")
	if err != nil {
		t.Fatal(err)
	}
	if m.Server.Startup != 90*time.Second || m.Server.Env["SOME_VAR"] != "1" || !m.Sample {
		t.Errorf("server = %+v, sample %v", m.Server, m.Sample)
	}
	if got := m.PlantedPages(); len(got) != 1 || got[0] != "/vibelens-planted" {
		t.Errorf("PlantedPages() = %q", got)
	}
	if m.Planted[0].File != "src/routes/planted.tsx" || !m.Planted[0].In("mobile") || m.Planted[0].In("desktop") || !m.Truth[0].In("tablet") {
		t.Errorf("planted/truth = %+v %+v", m.Planted[0], m.Truth[0])
	}
}

// TestParseInvalid edits the valid manifest one rule at a time.
func TestParseInvalid(t *testing.T) {
	for _, tc := range []struct {
		name, old, new, want string
	}{
		{"unknown field", "sample: true", "sampel: true", "field sampel not found"},
		{"unknown entry field", "    why: \"nowrap label cut off\"", "    wy: x", "field wy not found"},
		{"name not folder", "name: demo", "name: other", "not the folder name"},
		{"no origin", `origin: "https://github.com/example/demo at abc123 (MIT)"`, `origin: ""`, "origin is empty"},
		{"no pages", "pages: [/, /tasks]", "pages: []", "pages is empty"},
		{"page without slash", "pages: [/, /tasks]", "pages: [/, tasks]", `"tasks" does not start with /`},
		{"page twice", "pages: [/, /tasks]", "pages: [/, /]", "listed twice"},
		{"bad viewport", "viewports: [mobile]", "viewports: [phone]", `viewport "phone"`},
		{"no port", `"{port}", --strictPort]`, `"5173", --strictPort]`, "has no {port}"},
		{"empty command", "command: [node_modules/.bin/vite, --host, 127.0.0.1, --port, \"{port}\", --strictPort]", "command: []", "server.command is empty"},
		{"bad startup", "startup: 90s", "startup: soon", "time.Duration"},
		{"ready without slash", "ready: /", "ready: health", "server.ready"},
		{"planted without file", "    file: src/routes/planted.tsx\n    why", "    why", "file is empty"},
		{"planted on a clean page", "  - page: /vibelens-planted\n    viewports", "  - page: /tasks\n    viewports", "planted bugs live on pages of their own"},
		{"truth off the pages", "  - page: /tasks\n    kinds", "  - page: /other\n    kinds", "not one of pages"},
		{"sometimes without why", "    why: \"cards wider than the list\"", "    sometimes: \"on a busy machine\"", "sometimes needs why"},
		{"no kinds", "kinds: [escapes-container]", "kinds: []", "kinds is empty"},
		{"no selector", "selector: connect", `selector: ""`, "selector is empty"},
		{"console page not captured", "console:\n  - page: /vibelens-planted", "console:\n  - page: /nowhere", "not captured"},
		{"not yaml", "sample: true", "sample: [", "did not find expected"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(validManifest, tc.old, tc.new, 1)
			if src == validManifest {
				t.Fatalf("test case does not change the manifest: %q not found", tc.old)
			}
			_, err := Parse([]byte(src), "demo")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Parse() = %v, want an error containing %q", err, tc.want)
			}
		})
	}
}
