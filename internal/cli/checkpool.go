package cli

import (
	"context"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// checkManagers builds the run's browser managers. A launched browser is
// one manager whose contexts the workers share; attached to a browser
// service (--cdp-endpoint), each worker gets its own connection, so the
// service can spread them over its browsers. Against a single browser
// the connections all land in it: each call still gets its own context,
// and the workers share that browser's cores.
func checkManagers(bf *browserFlags, workers int) ([]*browser.Manager, error) {
	n := 1
	if bf.cdpEndpoint != "" {
		n = workers
		bf.parallel = 1
	}
	var mgrs []*browser.Manager
	for range n {
		m, err := bf.manager(nil)
		if err != nil {
			for _, m := range mgrs {
				m.Close()
			}
			return nil, err
		}
		mgrs = append(mgrs, m)
	}
	return mgrs, nil
}

// runCases captures every case, workers at a time, reporting each to
// progress as it ends. Worker i uses mgrs[i % len(mgrs)]: one shared
// manager when VibeLens launches the browser, one connection a worker
// when it attaches to a browser service. Screenshots are taken only for
// the HTML report (images): the other reports show none, and a capture
// without one costs about a sixth less. Links are read for --crawl.
func runCases(ctx context.Context, mgrs []*browser.Manager, cases []checkCase, delay time.Duration, images, links bool, workers int, g gate, progress *checkProgress) {
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
				res, err := mgr.Capture(ctx, browser.Request{URL: c.URL, Viewport: c.Viewport, ColorScheme: c.ColorScheme, Delay: delay, NoImage: !images, Links: links})
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
					c.shot, c.image, c.Findings, c.Vitals = res.Screenshot, res.Summary.Image, res.Findings, res.Summary.Vitals
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
