package browser

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkKeyboardWalk alternates a plain look and a look with the walk
// with Tab (Request.Keyboard) of a landing page with 30 focus stops, both
// at delay 0, and reports the medians: the walk's own time (walk-ms, the
// target is at most 1,500 ms for 25 stops), both looks, and the stops
// walked and pictures taken. A measurement, not a test:
//
//	go test -run '^$' -bench KeyboardWalk -benchtime 20x ./browser/
func BenchmarkKeyboardWalk(b *testing.B) {
	needsBrowser(b)
	page, err := os.ReadFile(filepath.Join("testdata", "keyboard", "bench.html"))
	if err != nil {
		b.Fatal(err)
	}
	srv := serveBench(b, string(page))
	m := NewManager(Options{})
	defer m.Close()
	ctx := context.Background()
	plain := Request{URL: srv}
	walk := Request{URL: srv, Keyboard: true}
	if _, err := m.Capture(ctx, walk); err != nil {
		b.Fatal(err)
	}
	var plainMs, walkLook, walkMs, stops []float64
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		if _, err := m.Capture(ctx, plain); err != nil {
			b.Fatal(err)
		}
		plainMs = append(plainMs, ms(time.Since(t0)))
		t0 = time.Now()
		res, err := m.Capture(ctx, walk)
		if err != nil {
			b.Fatal(err)
		}
		walkLook = append(walkLook, ms(time.Since(t0)))
		k := res.Summary.Keyboard
		if k == nil || k.Failed != "" {
			b.Fatalf("walk: %+v", k)
		}
		walkMs = append(walkMs, float64(res.Summary.Timings.Keyboard))
		stops = append(stops, float64(k.Stops))
	}
	b.ReportMetric(medianOf(walkMs), "walk-ms")
	b.ReportMetric(medianOf(plainMs), "plain-ms")
	b.ReportMetric(medianOf(walkLook), "look-with-walk-ms")
	b.ReportMetric(medianOf(stops), "stops")
}
