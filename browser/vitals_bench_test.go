package browser

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/render"
)

// BenchmarkVitalsCost: what web-vitals adds to a warm capture, its
// loader in every document and its read beside the DOM read: the same
// pages captured by a manager with it and one without, turn about. The
// pages are the findings' clean fixture and the layout-shift fixture
// (where the read also names causes). Compare the sub-benchmarks' ns/op:
//
//	go test -run '^$' -bench VitalsCost -benchtime 20x -count 5 ./browser/ | benchstat -col /vitals -
func BenchmarkVitalsCost(b *testing.B) {
	needsBrowser(b)
	base := vitalsFixture(b)
	srv := httptest.NewServer(html(cleanPage(b)))
	defer srv.Close()
	clean := srv.URL
	without := NewManager(Options{noVitals: true})
	defer without.Close()
	for _, page := range []struct{ name, url string }{{"clean", clean}, {"shift", base + "/shift.html"}} {
		for _, on := range []bool{true, false} {
			mgr, name, skip := testManager, "page="+page.name+"/vitals=on", render.Skip{}
			if !on {
				mgr, name, skip = without, "page="+page.name+"/vitals=off", render.Skip{Vitals: true}
			}
			b.Run(name, func(b *testing.B) {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
				defer cancel()
				req := Request{URL: page.url, Delay: 0}
				if _, err := mgr.capture(ctx, req, skip); err != nil { // the parked tab, outside the timer
					b.Fatal(err)
				}
				b.ResetTimer()
				var vitalsMs int64
				for range b.N {
					res, err := mgr.capture(ctx, req, skip)
					if err != nil {
						b.Fatal(err)
					}
					vitalsMs += res.Summary.Timings.Vitals
				}
				b.ReportMetric(float64(vitalsMs)/float64(b.N), "read-ms/op")
			})
		}
	}
}
