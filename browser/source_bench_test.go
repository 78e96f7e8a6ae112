package browser

import (
	"context"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/render"
	"github.com/vibelens/vibelens/browser/source"
	"github.com/vibelens/vibelens/internal/devserver"
)

// BenchmarkSourceCost measures what naming each finding's source adds to
// the findings pass (issue 14): warm captures of a real dev page with 20
// findings (React 19 on Vite, Next.js with Server Components, Vue 3,
// Svelte 5), 20 rounds per iteration of: sources with the map
// cache emptied first (as right after an edit), sources with the cache
// warm, and no sources. It reports the median findings pass (findings +
// source) each way against the pass alone, the same for the DOM stage
// (source maps are read while the screenshot is taken, so they are not in
// it), and for the whole capture with a warm cache.
//
//	npm ci --prefix testapps
//	go test ./browser/ -run '^$' -bench SourceCost -benchtime 3x
func BenchmarkSourceCost(b *testing.B) {
	needsBrowser(b)
	for _, app := range []struct {
		name string
		kind devserver.Kind
		file string // the file that renders /many
	}{
		{"vite-react", devserver.Vite, "src/pages/Bugs.jsx"},
		{"next-app", devserver.Next, "app/_ui/Bugs.jsx"},
		{"vue-vite", devserver.Vite, "src/pages/Many.vue"},
		{"svelte-vite", devserver.Vite, "src/pages/Many.svelte"},
	} {
		b.Run(app.name, func(b *testing.B) { benchSourceCost(b, app.name, app.kind, app.file) })
	}
}

func benchSourceCost(b *testing.B, app string, kind devserver.Kind, file string) {
	srv := devserver.StartT(b, app, kind)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if err := srv.Warm(ctx, "/many"); err != nil {
		b.Fatal(err)
	}
	url := srv.URL + "/many"
	run := func(noSources bool) *Result {
		res, err := testManager.capture(ctx, Request{URL: url}, render.Skip{Sources: noSources})
		if err != nil {
			b.Fatal(err)
		}
		return res
	}
	run(false) // compile the page and fill the tab pool outside the figures
	run(true)
	var passCold, passWarm, passWithout, domCold, domWarm, domWithout, capWarm, capWithout []float64
	pass := func(r *Result) float64 { return float64(r.Summary.Timings.Findings + r.Summary.Timings.Source) }
	dom := func(r *Result) float64 { return float64(r.Summary.Timings.DOM) }
	for b.Loop() {
		for range 20 {
			// Cold: the maps are read from the dev server, as after an edit.
			testManager.sources = &source.Namer{} // an empty map cache, as after a restart
			cold := run(false)
			warm := run(false)
			without := run(true)
			for _, r := range []*Result{cold, warm} {
				if len(r.Findings) < 20 {
					b.Fatalf("the page gave %d findings, want 20", len(r.Findings))
				}
				lines := 0
				for _, f := range r.Findings {
					if s := f.Source; s == nil || s.File != file || s.Component != "Many" {
						b.Fatalf("%s finding source %v, want %s (Many)", f.Kind, s, file)
					}
					if f.Source.Line > 0 {
						lines++
					}
				}
				if lines < 12 {
					b.Fatalf("%d findings have a line, want most", lines)
				}
			}
			passCold, passWarm, passWithout = append(passCold, pass(cold)), append(passWarm, pass(warm)), append(passWithout, pass(without))
			domCold, domWarm, domWithout = append(domCold, dom(cold)), append(domWarm, dom(warm)), append(domWithout, dom(without))
			capWarm, capWithout = append(capWarm, float64(warm.Summary.CaptureMs)), append(capWithout, float64(without.Summary.CaptureMs))
		}
	}
	b.ReportMetric(median(passWithout), "pass-without-ms")
	b.ReportMetric(median(passWarm)-median(passWithout), "pass-added-warm-ms")
	b.ReportMetric(median(passCold)-median(passWithout), "pass-added-cold-ms")
	b.ReportMetric(median(domWarm)-median(domWithout), "dom-added-warm-ms")
	b.ReportMetric(median(domCold)-median(domWithout), "dom-added-cold-ms")
	b.ReportMetric(median(capWarm)-median(capWithout), "capture-added-warm-ms")
}
