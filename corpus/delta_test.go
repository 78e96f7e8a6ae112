package corpus

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"math"
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
	var last string      // the last answer's text, to show what a repeat look found changed
	var lastImage []byte // the last answer's image
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
				lastImage = c.Data
			case *mcp.TextContent:
				text += len([]rune(c.Text))
				last = c.Text
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
		cropImage                                int     // the changed region's JPEG, with context
		cropArea                                 float64 // its share of the whole image
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
				firstImage := lastImage
				r.sameText, r.sameImage, r.sameKind = look(url)
				if r.sameKind != "unchanged" {
					t.Logf("%s again: %s", p, last)
				}
				if e, ok := lookEdits[m.Name]; ok && e.page == p {
					path := filepath.Join(m.Dir, e.file)
					orig, err := os.ReadFile(path)
					if err != nil || !strings.Contains(string(orig), e.old) {
						t.Errorf("%s does not hold %q (%v)", path, e.old, err)
					} else {
						os.WriteFile(path, []byte(strings.Replace(string(orig), e.old, e.new, 1)), 0o644)
						time.Sleep(1500 * time.Millisecond) // the watcher and the hot update
						lastImage = nil
						r.editText, r.editImage, r.editKind = look(url)
						if lastImage != nil {
							r.cropImage, r.cropArea = changedRegion(t, firstImage, lastImage)
						}
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
			edit = fmt.Sprintf("%d (%s)\t%d (region %d, %.0f%%)", r.editText, r.editKind, r.editImage, r.cropImage, 100*r.cropArea)
		}
		fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%d\t%d (%s)\t%d\t%s\t\n", r.app, r.page, r.wholeText, r.firstText, r.firstImage, r.sameText, r.sameKind, r.sameImage, edit)
	}
	fmt.Fprintf(w, "median (%d looks)\t\t%d\t%d\t%d\t%d\t%d\t\t\t\n", len(rows), med(func(r row) int { return r.wholeText }), med(func(r row) int { return r.firstText }),
		med(func(r row) int { return r.firstImage }), med(func(r row) int { return r.sameText }), med(func(r row) int { return r.sameImage }))
	w.Flush()
	t.Logf("load average %s\n%s", loadAverage(), b.String())
	fmt.Fprintf(os.Stderr, "%s", b.String())
}

// changedRegion is what sending only the changed region would cost: the
// bounding box of the 16 px cells whose mean colour moved by more than
// JPEG noise, widened by 64 px of context, as a quality 75 JPEG (bytes),
// and the share of the image it covers.
func changedRegion(t *testing.T, before, after []byte) (int, float64) {
	a, err1 := jpeg.Decode(bytes.NewReader(before))
	b, err2 := jpeg.Decode(bytes.NewReader(after))
	if err1 != nil || err2 != nil || a.Bounds() != b.Bounds() {
		return 0, 0
	}
	const cell, margin = 16, 64
	r := b.Bounds()
	box := image.Rectangle{}
	mean := func(m image.Image, c image.Rectangle) (s [3]float64) {
		n := 0.0
		for y := c.Min.Y; y < c.Max.Y; y++ {
			for x := c.Min.X; x < c.Max.X; x++ {
				cr, cg, cb, _ := m.At(x, y).RGBA()
				s[0], s[1], s[2], n = s[0]+float64(cr>>8), s[1]+float64(cg>>8), s[2]+float64(cb>>8), n+1
			}
		}
		return [3]float64{s[0] / n, s[1] / n, s[2] / n}
	}
	for y := r.Min.Y; y < r.Max.Y; y += cell {
		for x := r.Min.X; x < r.Max.X; x += cell {
			c := image.Rect(x, y, min(x+cell, r.Max.X), min(y+cell, r.Max.Y))
			p, q := mean(a, c), mean(b, c)
			if math.Abs(p[0]-q[0])+math.Abs(p[1]-q[1])+math.Abs(p[2]-q[2]) > 12 {
				box = box.Union(c)
			}
		}
	}
	if box.Empty() {
		return 0, 0
	}
	box = image.Rect(box.Min.X-margin, box.Min.Y-margin, box.Max.X+margin, box.Max.Y+margin).Intersect(r)
	crop := image.NewRGBA(image.Rect(0, 0, box.Dx(), box.Dy()))
	draw.Draw(crop, crop.Bounds(), b, box.Min, draw.Src)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, crop, &jpeg.Options{Quality: 75}); err != nil {
		t.Log(err)
		return 0, 0
	}
	return buf.Len(), float64(box.Dx()*box.Dy()) / float64(r.Dx()*r.Dy())
}
