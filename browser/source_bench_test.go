package browser

import (
	"context"
	"testing"
	"time"

	"github.com/vibelens/vibelens/internal/devserver"
)

// BenchmarkSourceCost measures what naming each finding's source adds to
// the findings pass (issue 14): warm captures of a real Vite + React 19 dev
// page with 20 findings, 20 rounds per iteration of: sources with the map
// cache emptied first (as right after an edit), sources with the cache
// warm, and no sources. It reports the median findings pass (findings +
// source) each way against the pass alone, and the same for the whole DOM
// stage.
//
//	npm ci --prefix testapps
//	go test ./browser/ -run '^$' -bench SourceCost -benchtime 3x
func BenchmarkSourceCost(b *testing.B) {
	needsBrowser(b)
	srv := devserver.StartT(b, "vite-react", devserver.Vite)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if err := srv.Warm(ctx, "/many"); err != nil {
		b.Fatal(err)
	}
	url := srv.URL + "/many"
	run := func(noSources bool) *Result {
		res, err := testManager.Capture(ctx, Request{URL: url, noSources: noSources})
		if err != nil {
			b.Fatal(err)
		}
		return res
	}
	run(false) // compile the page and fill the tab pool outside the figures
	run(true)
	var passCold, passWarm, passWithout, domCold, domWarm, domWithout []float64
	pass := func(r *Result) float64 { return float64(r.Summary.Timings.Findings + r.Summary.Timings.Source) }
	dom := func(r *Result) float64 { return float64(r.Summary.Timings.DOM) }
	for b.Loop() {
		for range 20 {
			// Cold: the maps are read from the dev server, as after an edit.
			testManager.sourceMaps.reset()
			cold := run(false)
			warm := run(false)
			without := run(true)
			for _, r := range []*Result{cold, warm} {
				if len(r.Findings) < 20 {
					b.Fatalf("the page gave %d findings, want 20", len(r.Findings))
				}
				for _, f := range r.Findings {
					if s := f.Source; s == nil || s.File != "src/pages/Bugs.jsx" || s.Line == 0 || s.Component != "Many" {
						b.Fatalf("%s finding source %v, want a line of src/pages/Bugs.jsx (Many)", f.Kind, s)
					}
				}
			}
			passCold, passWarm, passWithout = append(passCold, pass(cold)), append(passWarm, pass(warm)), append(passWithout, pass(without))
			domCold, domWarm, domWithout = append(domCold, dom(cold)), append(domWarm, dom(warm)), append(domWithout, dom(without))
		}
	}
	b.ReportMetric(median(passWithout), "pass-without-ms")
	b.ReportMetric(median(passWarm)-median(passWithout), "pass-added-warm-ms")
	b.ReportMetric(median(passCold)-median(passWithout), "pass-added-cold-ms")
	b.ReportMetric(median(domWarm)-median(domWithout), "dom-added-warm-ms")
	b.ReportMetric(median(domCold)-median(domWithout), "dom-added-cold-ms")
}
