package browser

import (
	"context"
	"testing"

	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/internal/demo"
)

// BenchmarkTrialCost interleaves warm captures of the demo page with and
// without trying the causes' fixes (render.Skip.Trial) and reports the
// trial stage's median, the DOM stage's (to read the first against a
// machine's load) and what the whole capture gained.
// Run: go test -run '^$' -bench TrialCost -benchtime 20x ./browser/
func BenchmarkTrialCost(b *testing.B) {
	needsBrowser(b)
	url, stop, err := demo.Serve()
	if err != nil {
		b.Fatal(err)
	}
	defer stop()
	ctx := context.Background()
	req := Request{URL: url, Viewport: "desktop"}
	for _, skip := range []render.Skip{{}, {Trial: true}} {
		if _, err := testManager.capture(ctx, req, skip); err != nil {
			b.Fatal(err)
		}
	}
	var trial, dom, with, without []float64
	turn := false
	for b.Loop() {
		turn = !turn
		for _, off := range []bool{turn, !turn} {
			res, err := testManager.capture(ctx, req, render.Skip{Trial: off})
			if err != nil {
				b.Fatal(err)
			}
			if off {
				without = append(without, float64(res.Summary.CaptureMs))
				continue
			}
			with = append(with, float64(res.Summary.CaptureMs))
			trial = append(trial, float64(res.Summary.Timings.Trial))
			dom = append(dom, float64(res.Summary.Timings.DOM))
		}
	}
	b.ReportMetric(median(trial), "trial-ms")
	b.ReportMetric(median(dom), "dom-ms")
	b.ReportMetric(median(with)-median(without), "capture-ms-added")
}
