package realapps

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestEditsShowInTheNextLook: a capture reuses the tab, and so the HTTP
// cache and compiled modules, of the last capture of its origin (ADR 0018).
// An edit saved between two looks must show in the second, never a module
// from before it: a component edit (which the dev server would hot-swap in
// a page left open) and, on Vite, an index.html edit (a full reload), on
// Vite and on Next; then the edit undone shows too.
func TestEditsShowInTheNextLook(t *testing.T) {
	const heading = "Shipping polished pages, quickly"
	cases := []struct {
		app  *app
		file string // under the app's folder
		old  string // text in the file and on the page
		new  string
	}{
		{viteReact, "src/pages/Heading.jsx", heading, "Shipping polished pages, edited"},
		{viteReact, "index.html", `<div id="root"></div>`, `<p id="vibelens-edit">Edited in index.html</p><div id="root"></div>`},
		{nextApp, "app/_ui/Heading.jsx", heading, "Shipping polished pages, edited"},
	}
	for _, tc := range cases {
		t.Run(tc.app.name+"/"+tc.file, func(t *testing.T) {
			srv := tc.app.server(t)
			url := srv.URL + "/heading"
			path := filepath.Join(srv.Dir, tc.file)
			orig, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(orig), tc.old) {
				t.Fatalf("%s does not hold %q", path, tc.old)
			}
			restored := false
			restore := func() {
				if !restored {
					restored = true
					if err := os.WriteFile(path, orig, 0o644); err != nil {
						t.Errorf("restore %s: %v", path, err)
					}
				}
			}
			t.Cleanup(func() {
				restore()
				time.Sleep(300 * time.Millisecond)
				warmPage(t, url) // spend a reload the restore may have buffered
			})
			look := func(label string, want, notWant string) {
				t.Helper()
				res := capture(t, url, "desktop", 0)
				dom, yes, no := res.SimplifiedDOM, visible(want), visible(notWant)
				if !strings.Contains(dom, yes) || (no != "" && strings.Contains(dom, no)) {
					t.Errorf("%s (%s): the page does not show the file as saved: want %q, not %q; DOM %.400s", label, res.Summary.Timings.BrowserHow, yes, no, dom)
				}
			}
			look("before the edit", tc.old, tc.new)
			look("again", tc.old, tc.new) // the parked tab, its cache warm
			if err := os.WriteFile(path, []byte(strings.Replace(string(orig), tc.old, tc.new, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			time.Sleep(300 * time.Millisecond) // the dev server's watcher
			look("after the edit", tc.new, tc.old)
			restore()
			time.Sleep(300 * time.Millisecond)
			look("after undoing it", tc.old, tc.new)
		})
	}
}

// visible is the part of an edit the simplified DOM shows: the text of an
// element, without its tags.
func visible(s string) string {
	if i := strings.Index(s, ">"); strings.HasPrefix(s, "<") && i > 0 {
		s = s[i+1:]
		if j := strings.Index(s, "<"); j >= 0 {
			s = s[:j]
		}
	}
	return s
}
