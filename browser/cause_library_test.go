package browser

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestFindingCausesDependencySheet: a rule a dependency's own sheet
// writes, on a class the app's markup does not write (Vuetify's
// .v-card-title on the title its component renders; here a script sets
// it), is named with that sheet's file and line as library, never as the
// app's source: the app overrides it where the element is used. A
// dependency's class the markup writes (Bootstrap's text-nowrap) is the
// markup's line, and the same rule in the app's own sheet is its source.
// The pages are served from testdata, where the cause reads their markup.
func TestFindingCausesDependencySheet(t *testing.T) {
	dir := t.TempDir()
	const css = ".lib-card-title {\n  display: block;\n  max-width: 140px;\n  white-space: nowrap;\n  overflow: hidden;\n}\n"
	dep := filepath.Join(dir, "node_modules", "cardlib", "dist", "card.css")
	if err := os.MkdirAll(filepath.Dir(dep), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dep, []byte(css), 0o644); err != nil {
		t.Fatal(err)
	}
	const depSheet = "node_modules/cardlib/dist/card.css:4"
	cases := []struct {
		page, sheet     string
		rule            string
		source, library string
	}{
		{"rendered.html", "vite", ".lib-card-title", "", depSheet},
		{"rendered.html", "/node_modules/cardlib/dist/card.css", ".lib-card-title", "", depSheet},
		{"written.html", "/node_modules/cardlib/dist/card.css", "lib-card-title", "testdata/causes-dep/written.html:4", ""},
		{"rendered.html", "/src/card.css", ".lib-card-title", "src/card.css:4", ""},
	}
	for _, tc := range cases {
		t.Run(tc.page+" "+tc.sheet, func(t *testing.T) {
			head := `<link rel="stylesheet" href="` + tc.sheet + `">`
			if tc.sheet == "vite" {
				head = `<style data-vite-dev-id="` + dep + `">` + css + `</style>`
			}
			srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if strings.HasSuffix(r.URL.Path, ".css") {
					w.Header().Set("Content-Type", "text/css")
					fmt.Fprint(w, css)
					return
				}
				b, err := os.ReadFile(strings.TrimPrefix(r.URL.Path, "/"))
				if err != nil {
					http.NotFound(w, r)
					return
				}
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprint(w, strings.Replace(string(b), "<!--sheet-->", head, 1))
			}))
			res := capture(t, Request{URL: srv.URL + "/testdata/causes-dep/" + tc.page, Viewport: "desktop"})
			for _, f := range res.Findings {
				if f.Kind != "text-clipped" || !slices.Contains(f.Classes, "lib-card-title") {
					continue
				}
				c := f.Cause
				b, _ := json.Marshal(c)
				at := func(s *Source) string {
					if s == nil {
						return ""
					}
					return fmt.Sprintf("%s:%d", s.File, s.Line)
				}
				if c == nil || c.Property != "white-space" || c.Rule != tc.rule || at(c.Source) != tc.source || at(c.Library) != tc.library {
					t.Errorf("cause %s; want white-space from %s, source %q, library %q", b, tc.rule, tc.source, tc.library)
				}
				return
			}
			t.Fatalf("no text-clipped finding on the title: %+v", res.Findings)
		})
	}
}

// TestFindingCausesVirtualDependencySheet: vite-plugin-vuetify serves
// Vuetify's sheets compiled with the app's settings under a virtual id
// (virtual:plugin-vuetify:components/VCard/VCard.sass); the cause names
// the package's file under the dev server's folder as library, at the
// line of the rule's block that writes the property, though the Sass
// writes a variable there rather than the value.
func TestFindingCausesVirtualDependencySheet(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the dev server's directory is read from /proc")
	}
	page, err := os.ReadFile(filepath.Join("testdata", "causes-dep", "rendered.html"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	sass := filepath.Join(dir, "node_modules", "vuetify", "lib", "components", "VCard", "VCard.sass")
	if err := os.MkdirAll(filepath.Dir(sass), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sass, []byte(".lib-card-title\n  display: block\n  white-space: $card-title-white-space\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir) // the dev server (this process) serves from the app's folder
	const css = ".lib-card-title {\n  display: block;\n  max-width: 140px;\n  white-space: nowrap;\n  overflow: hidden;\n}\n"
	head := `<style data-vite-dev-id="virtual:plugin-vuetify:components/VCard/VCard.sass">` + css + `</style>`
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, strings.Replace(string(page), "<!--sheet-->", head, 1))
	}))
	res := capture(t, Request{URL: srv.URL + "/", Viewport: "desktop"})
	for _, f := range res.Findings {
		if f.Kind != "text-clipped" || !slices.Contains(f.Classes, "lib-card-title") {
			continue
		}
		c := f.Cause
		b, _ := json.Marshal(c)
		if c == nil || c.Rule != ".lib-card-title" || c.Source != nil || c.Library == nil ||
			c.Library.File != "node_modules/vuetify/lib/components/VCard/VCard.sass" || c.Library.Line != 3 {
			t.Errorf("cause %s; want .lib-card-title in the library's node_modules/vuetify/lib/components/VCard/VCard.sass:3", b)
		}
		return
	}
	t.Fatalf("no text-clipped finding on the title: %+v", res.Findings)
}
