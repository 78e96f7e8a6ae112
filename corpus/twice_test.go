package corpus

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// TestLooksTwice takes two looks in a row at every page of the selected
// apps, in every viewport, with nothing edited between them, and counts
// the pairs whose sinceLastCapture comparison (package changes) says
// nothing changed: a page that is still should read as still. Each pair
// that did change is logged with its entries, to judge against the
// screenshots (a clock, a carousel, a late image). On demand:
//
//	VIBELENS_CORPUS=all VIBELENS_CORPUS_TWICE=1 go test ./corpus -run TestLooksTwice -v -timeout 60m
func TestLooksTwice(t *testing.T) {
	if os.Getenv("VIBELENS_CORPUS_TWICE") == "" {
		t.Skip("VIBELENS_CORPUS_TWICE=1 runs it, on the apps VIBELENS_CORPUS selects")
	}
	if noChrome != nil {
		t.Skipf("the corpus needs Chromium: %v", noChrome)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	apps, err := selectApps(manifests, os.Getenv("VIBELENS_CORPUS"))
	if err != nil {
		t.Fatal(err)
	}
	pairs, still := 0, 0
	for _, m := range apps {
		t.Run(m.Name, func(t *testing.T) {
			s := startApp(t, m)
			for _, page := range capturedPages(m) {
				for _, vp := range Viewports {
					a, errA := capture(s.URL+page, vp, "")
					b, errB := capture(s.URL+page, vp, "")
					if errA != nil || errB != nil || a.Record == nil || b.Record == nil {
						t.Errorf("%s %s: %v %v (records %v %v)", page, vp, errA, errB, a != nil && a.Record != nil, b != nil && b.Record != nil)
						continue
					}
					pairs++
					d := browser.CompareRecords(a.Record, b.Record)
					if len(d.Changed) == 0 && d.Omitted == 0 {
						still++
						continue
					}
					j, _ := json.Marshal(d.Changed)
					t.Logf("%s %s changed (%d more): %s", page, vp, d.Omitted, j)
				}
			}
		})
	}
	if pairs > 0 {
		t.Logf("unchanged: %d of %d pairs (%.1f%%)", still, pairs, 100*float64(still)/float64(pairs))
		fmt.Fprintf(os.Stderr, "unchanged: %d of %d pairs\n", still, pairs)
	}
}

// TestEditsShowInChanged makes a one-line edit to three corpus apps'
// source through their dev servers' hot reload, between two looks, and
// checks that changed names the edited element, what it pushed and the
// edited file as its source. The
// files are restored afterwards. On demand:
//
//	VIBELENS_CORPUS_EDITS=1 go test ./corpus -run TestEditsShowInChanged -v -timeout 20m
func TestEditsShowInChanged(t *testing.T) {
	if os.Getenv("VIBELENS_CORPUS_EDITS") == "" {
		t.Skip("VIBELENS_CORPUS_EDITS=1 runs it")
	}
	if noChrome != nil {
		t.Skipf("the corpus needs Chromium: %v", noChrome)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range edits {
		t.Run(tc.app, func(t *testing.T) {
			i := slicesIndex(manifests, tc.app)
			if i < 0 {
				t.Fatalf("no manifest %s", tc.app)
			}
			m := manifests[i]
			s := startApp(t, m)
			path, _, edited := tc.prepare(t, m)
			a, err := capture(s.URL+tc.page, "desktop", "")
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, edited, 0o644); err != nil {
				t.Fatal(err)
			}
			time.Sleep(1500 * time.Millisecond) // the watcher and the hot update
			// The second look is given the first's record, as the server
			// gives it: the elements that changed get their sources named.
			ctx, cancel := context.WithTimeout(context.Background(), captureTimeout)
			defer cancel()
			b, err := manager.Capture(ctx, browser.Request{URL: s.URL + tc.page, Viewport: "desktop", Delay: delay,
				Before: func(string, string) *browser.Record { return a.Record }})
			if err != nil {
				t.Fatal(err)
			}
			d := browser.CompareRecords(a.Record, b.Record)
			j, _ := json.MarshalIndent(d.Changed, "", "  ")
			t.Logf("changed:\n%s", j)
			ok := slices.ContainsFunc(d.Changed, func(c browser.Change) bool {
				return (strings.Contains(c.Selector, tc.element) || slices.Contains(c.Classes, tc.element)) && slices.ContainsFunc(c.Pushed, func(p string) bool { return strings.HasPrefix(p, tc.pushed) }) &&
					(tc.app == noSourceApp || c.Source != nil && c.Source.File == tc.file)
			})
			if !ok {
				t.Errorf("no entry names %s, with %s among what it pushed and %s as its source", tc.element, tc.pushed, tc.file)
			}
		})
	}
}

// edits are one-line edits to four corpus apps' source, each with the
// element it changes and one it pushes.
type edit struct {
	app, page, file, old, new string
	element, pushed           string // in an entry's selector or classes, and in its pushed list
}

var edits = []edit{
	{"create-vue", "/", "src/components/HelloWorld.vue", "h1 {\n  font-weight: 500;", "h1 {\n  padding-bottom: 24px;\n  font-weight: 500;", "h1.green", "h3"},
	{"sveltekit-demo", "/about", "src/routes/about/+page.svelte", "<h1>About this app</h1>", `<h1>About this app</h1><p class="vl-edit">An edit.</p>`, "p.vl-edit", "p"},
	{"react-admin", "/#/vibelens-planted", "src/VibelensPlanted.tsx", "sx={{ width: 160, whiteSpace", "sx={{ pb: 3, width: 160, whiteSpace", "plan-status", "div.MuiPaper"},
	{"vitepress-default", "/api-examples", "api-examples.md", "This page demonstrates usage of some of the runtime APIs provided by VitePress.",
		"This page demonstrates usage of some of the runtime APIs provided by VitePress. An edit made this paragraph long enough that it wraps onto another line on every screen the corpus captures, desktop included, so the content below it moves down.", "p", "#results"},
}

// prepare reads the edit's file in m's tree, checks that it holds the
// text the edit replaces, and restores the file when the test ends. It
// returns the file's path and its text before and after the edit.
func (e edit) prepare(t *testing.T, m *Manifest) (path string, orig, edited []byte) {
	t.Helper()
	path = filepath.Join(m.Dir, e.file)
	orig, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(orig), e.old) {
		t.Fatalf("%s does not hold %q (%v)", path, e.old, err)
	}
	t.Cleanup(func() {
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Errorf("restore %s: %v", path, err)
		}
	})
	return path, orig, []byte(strings.Replace(string(orig), e.old, e.new, 1))
}

// noSourceApp's edited element has no source: VitePress renders a
// Markdown page's static HTML as one chunk, whose elements carry no
// component (findings' sources have the same limit).
const noSourceApp = "vitepress-default"

func slicesIndex(ms []*Manifest, name string) int {
	return slices.IndexFunc(ms, func(m *Manifest) bool { return m.Name == name })
}
