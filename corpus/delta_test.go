package corpus

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"text/tabwriter"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/server"
)

// lookEdits are one-line edits through each app's hot reload, the ones
// TestEditsShowInChanged makes, for the look after an edit.
var lookEdits = map[string]struct{ page, file, old, new string }{
	"create-vue":     {"/", "src/components/HelloWorld.vue", "h1 {\n  font-weight: 500;", "h1 {\n  padding-bottom: 24px;\n  font-weight: 500;"},
	"sveltekit-demo": {"/about", "src/routes/about/+page.svelte", "<h1>About this app</h1>", `<h1>About this app</h1><p class="vl-edit">An edit.</p>`},
	"react-admin":    {"/#/vibelens-planted", "src/VibelensPlanted.tsx", "sx={{ width: 160, whiteSpace", "sx={{ pb: 3, width: 160, whiteSpace"},
	"vitepress-default": {"/api-examples", "api-examples.md", "This page demonstrates usage of some of the runtime APIs provided by VitePress.",
		"This page demonstrates usage of some of the runtime APIs provided by VitePress. An edit made this paragraph long enough that it wraps onto another line."},
}

// TestLookSizes measures what each look costs a model's context through
// the real server (ADR 0028): for every captured page of the selected
// apps at desktop, the whole DOM's answer as before folding (text
// characters, image bytes), the first look, the same look again, and,
// on the apps of lookEdits, the look after a one-line edit. On demand:
//
//	VIBELENS_LOOK_SIZES=1 VIBELENS_CORPUS=all go test ./corpus -run TestLookSizes -v -timeout 60m
func TestLookSizes(t *testing.T) {
	if os.Getenv("VIBELENS_LOOK_SIZES") == "" {
		t.Skip("VIBELENS_LOOK_SIZES=1 measures each look's size")
	}
	if noChrome != nil {
		t.Skipf("needs Chromium: %v", noChrome)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	apps, err := selectApps(manifests, cmp.Or(os.Getenv("VIBELENS_CORPUS"), "all"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(manager, server.Options{Version: "corpus"})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "corpus", Version: "0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	look := func(url string) (text, image int, kind string) {
		ctx, cancel := context.WithTimeout(ctx, captureTimeout)
		defer cancel()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: map[string]any{"url": url, "viewport": "desktop", "delay": delay.Milliseconds()}})
		if err != nil || res.IsError {
			t.Errorf("%s: %v %+v", url, err, res)
			return 0, 0, "error"
		}
		for _, c := range res.Content {
			switch c := c.(type) {
			case *mcp.ImageContent:
				image += len(c.Data)
			case *mcp.TextContent:
				text += len([]rune(c.Text))
				var p struct{ Look string }
				json.Unmarshal([]byte(c.Text), &p)
				kind = cmp.Or(p.Look, "whole")
			}
		}
		return text, image, kind
	}
	type row struct {
		app, page                                string
		wholeText, firstText, firstImage         int
		sameText, sameImage, editText, editImage int
		sameKind, editKind                       string
	}
	var rows []row
	for _, m := range apps {
		t.Run(m.Name, func(t *testing.T) {
			s := startApp(t, m)
			for _, p := range capturedPages(m) {
				url := s.URL + p
				r := row{app: m.Name, page: p}
				ctx, cancel := context.WithTimeout(ctx, captureTimeout)
				whole, err := manager.Capture(ctx, browser.Request{URL: url, Viewport: "desktop", Delay: delay})
				cancel()
				if err != nil {
					t.Errorf("%s: %v", url, err)
					continue
				}
				b, _ := server.Payload(whole)
				r.wholeText = len([]rune(string(b)))
				r.firstText, r.firstImage, _ = look(url)
				r.sameText, r.sameImage, r.sameKind = look(url)
				if e, ok := lookEdits[m.Name]; ok && e.page == p {
					path := filepath.Join(m.Dir, e.file)
					orig, err := os.ReadFile(path)
					if err != nil || !strings.Contains(string(orig), e.old) {
						t.Errorf("%s does not hold %q (%v)", path, e.old, err)
					} else {
						os.WriteFile(path, []byte(strings.Replace(string(orig), e.old, e.new, 1)), 0o644)
						time.Sleep(1500 * time.Millisecond) // the watcher and the hot update
						r.editText, r.editImage, r.editKind = look(url)
						if err := os.WriteFile(path, orig, 0o644); err != nil {
							t.Errorf("restore %s: %v", path, err)
						}
						time.Sleep(1500 * time.Millisecond)
					}
				}
				t.Logf("%s: whole %d, first %d+%d B image, same again %d+%d (%s), after an edit %d+%d (%s)", p, r.wholeText,
					r.firstText, r.firstImage, r.sameText, r.sameImage, r.sameKind, r.editText, r.editImage, r.editKind)
				rows = append(rows, r)
			}
		})
	}
	if len(rows) == 0 {
		return
	}
	med := func(f func(row) int) int {
		var xs []int
		for _, r := range rows {
			xs = append(xs, f(r))
		}
		slices.Sort(xs)
		return xs[len(xs)/2]
	}
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "app\tpage\twhole DOM\tfirst\timage B\tsame again\timage B\tafter an edit\timage B\t")
	for _, r := range rows {
		edit := "-\t-"
		if r.editKind != "" {
			edit = fmt.Sprintf("%d (%s)\t%d", r.editText, r.editKind, r.editImage)
		}
		fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%d\t%d (%s)\t%d\t%s\t\n", r.app, r.page, r.wholeText, r.firstText, r.firstImage, r.sameText, r.sameKind, r.sameImage, edit)
	}
	fmt.Fprintf(w, "median (%d looks)\t\t%d\t%d\t%d\t%d\t%d\t\t\t\n", len(rows), med(func(r row) int { return r.wholeText }), med(func(r row) int { return r.firstText }),
		med(func(r row) int { return r.firstImage }), med(func(r row) int { return r.sameText }), med(func(r row) int { return r.sameImage }))
	w.Flush()
	t.Logf("load average %s\n%s", loadAverage(), b.String())
	fmt.Fprintf(os.Stderr, "%s", b.String())
}
