package browser

import (
	"context"
	"fmt"
	"net/http/httptest"
	"slices"
	"testing"
	"time"
)

// benchMenuPage is a small page with a menu behind a button and a tooltip on
// one of its links: the two-step interaction the benchmark times.
const benchMenuPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench menu</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem}.links{display:none}.open .links{display:block}
.tip{display:none;position:absolute;background:#222;color:#fff;padding:4px}.has-tip:hover .tip{display:block}</style></head>
<body><nav id="nav"><button id="menu-toggle" aria-label="Menu">Menu</button>
<ul class="links"><li class="has-tip"><a id="pricing" href="#pricing">Pricing</a><span class="tip" role="tooltip">Billed yearly</span></li><li><a href="#docs">Docs</a></li></ul></nav>
<main><h1>Plans</h1><p>For side projects and small teams.</p></main>
<script>document.getElementById("menu-toggle").onclick = () => document.getElementById("nav").classList.toggle("open")</script></body></html>`

// benchSteps opens the menu and hovers the link that shows a tooltip.
var benchSteps = []Step{{Action: ActionClick, Selector: "#menu-toggle"}, {Action: ActionHover, Selector: "#pricing"}}

// BenchmarkInteractVsCapture alternates a plain capture and a two-step
// interaction of the same page, both at delay 0, and reports their medians
// and ratio. The steps have no waits of their own, so the target is a ratio
// of at most 1.5. A measurement for a quiet machine, not a test:
//
//	go test -run '^$' -bench InteractVsCapture -benchtime 30x ./browser/
func BenchmarkInteractVsCapture(b *testing.B) {
	needsBrowser(b)
	srv := serveBench(b, benchMenuPage)
	m := NewManager(Options{})
	defer m.Close()
	ctx := context.Background()
	plain := Request{URL: srv}
	steps := Request{URL: srv, Steps: benchSteps}
	// Launch and first use outside the timings.
	if _, err := m.Capture(ctx, plain); err != nil {
		b.Fatal(err)
	}
	var capture, interact, stepsMs []float64
	perStep := make([][]float64, len(benchSteps))
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		if _, err := m.Capture(ctx, plain); err != nil {
			b.Fatal(err)
		}
		capture = append(capture, ms(time.Since(t0)))
		t0 = time.Now()
		res, err := m.Interact(ctx, steps)
		if err != nil {
			b.Fatal(err)
		}
		interact = append(interact, ms(time.Since(t0)))
		stepsMs = append(stepsMs, float64(res.Summary.Timings.Steps))
		for i, s := range res.Steps {
			if s.Status != StepOK {
				b.Fatalf("step %d: %s %s", s.Step, s.Status, s.Detail)
			}
			perStep[i] = append(perStep[i], float64(s.Ms))
		}
	}
	c, i := medianOf(capture), medianOf(interact)
	b.ReportMetric(c, "capture-ms")
	b.ReportMetric(i, "interact-ms")
	b.ReportMetric(medianOf(stepsMs), "steps-ms")
	for i, ms := range perStep {
		b.ReportMetric(medianOf(ms), fmt.Sprintf("step%d-ms", i+1))
	}
	b.ReportMetric(i/c, "ratio")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func medianOf(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// serveBench serves page at / for a benchmark.
func serveBench(b *testing.B, page string) string {
	b.Helper()
	srv := httptest.NewServer(html(page))
	b.Cleanup(srv.Close)
	return srv.URL + "/"
}
