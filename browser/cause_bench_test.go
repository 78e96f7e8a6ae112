package browser

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/vibelens/vibelens/browser/render"
)

// BenchmarkCauseCost interleaves warm captures with and without layout
// findings' causes (render.Skip.Causes: the build before issue 40 in the
// same run) on causes.html, seven findings each with a cause, and on the
// realistic clean page, which has none and must cost nothing more. It
// reports the medians of the whole capture, the DOM stage, source naming
// (where the cascade is read) and the screenshot it runs beside.
// Run: go test -run '^$' -bench CauseCost -benchtime 30x ./browser/
func BenchmarkCauseCost(b *testing.B) {
	needsBrowser(b)
	fix, err := os.ReadFile(filepath.Join("testdata", "findings", "causes.html"))
	if err != nil {
		b.Fatal(err)
	}
	pages := []struct{ name, page string }{{"findings", string(fix)}, {"clean", realisticPage(b)}}
	ctx := context.Background()
	for _, pg := range pages {
		b.Run(pg.name, func(b *testing.B) {
			srv := httptest.NewServer(html(pg.page))
			defer srv.Close()
			req := Request{URL: srv.URL, Viewport: "desktop"}
			var with, without [4][]float64 // capture, dom, source, screenshot
			// Warm the tab pool outside the timer.
			for _, skip := range []render.Skip{{}, {Causes: true}} {
				if _, err := testManager.capture(ctx, req, skip); err != nil {
					b.Fatal(err)
				}
			}
			turn := false
			for b.Loop() {
				// Each side goes first every other time: a capture slows
				// the one after it (the tab pool refills meanwhile).
				turn = !turn
				for _, off := range []bool{turn, !turn} {
					res, err := testManager.capture(ctx, req, render.Skip{Causes: off})
					if err != nil {
						b.Fatal(err)
					}
					to := &with
					if off {
						to = &without
					}
					tm := res.Summary.Timings
					to[0] = append(to[0], float64(res.Summary.CaptureMs))
					to[1] = append(to[1], float64(tm.DOM))
					to[2] = append(to[2], float64(tm.Source))
					to[3] = append(to[3], float64(tm.Screenshot))
				}
			}
			for i, name := range []string{"capture", "dom", "source", "screenshot"} {
				w, wo := median(with[i]), median(without[i])
				b.ReportMetric(w, name+"-ms-with")
				b.ReportMetric(w-wo, name+"-ms-added")
			}
			b.Log(fmt.Sprintf("%s: capture median %.0f ms with causes, %.0f without", pg.name, median(with[0]), median(without[0])))
		})
	}
}
