package gate

import (
	"context"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// runCases captures every case, workers at a time, reporting each to
// progress as it ends. Worker i uses mgrs[i % len(mgrs)]: one shared
// manager when VibeLens launches the browser, one connection a worker
// when it attaches to a browser service. Each capture is req with the
// case's page, viewport and scheme: its delay, NoImage (screenshots are
// taken only for the HTML report: the other reports show none, and a
// capture without one costs about a sixth less), Links (for --crawl) and
// Keyboard (--keyboard).
func runCases(ctx context.Context, mgrs []*browser.Manager, cases []Case, req browser.Request, workers int, g rules, progress *checkProgress) {
	progress.add(len(cases))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := range workers {
		mgr := mgrs[w%len(mgrs)]
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				c := &cases[i]
				t0 := time.Now()
				r := req
				r.URL, r.Viewport, r.ColorScheme = c.URL, c.Viewport, c.ColorScheme
				res, err := mgr.Capture(ctx, r)
				c.Ms = time.Since(t0).Milliseconds()
				if err != nil {
					be := browser.AsError(err)
					c.Err = be.Problem
				} else {
					if c.ColorScheme == "" && res.Summary.Theme != nil {
						// None asked for, but the look was dark (a headed
						// browser on a dark system, a dark preset): its
						// reports and problem keys say so, not light.
						c.ColorScheme = res.Summary.Theme.Scheme
					}
					judge(c, res, g)
					c.Shot, c.Image, c.Findings, c.Vitals = res.Screenshot, res.Summary.Image, res.Findings, res.Summary.Vitals
					c.Partial = res.Summary.FindingsPartial
					c.links = res.Links
				}
				progress.ended(c)
			}
		}()
	}
	for i := range cases {
		if ctx.Err() != nil {
			cases[i].Err = "cancelled"
			continue
		}
		next <- i
	}
	close(next)
	wg.Wait()
}
