package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/demo"
	"github.com/vibelens/vibelens/server"
)

func runBench(e *env, args []string) int {
	fs := newFlagSet(e, "bench", "[URL]", "Capture URL repeatedly with one warm browser and print min/median/max per\nstage, for n calls back to back and for n calls spaced by --pause. The first\n(cold) capture includes the browser launch and is reported separately.\nWithout a URL it benchmarks the embedded demo page. --all adds the same series\nwith viewport all and the ratios all/--viewport.")
	var bf browserFlags
	var cf captureFlags
	bf.register(fs, false)
	cf.register(fs)
	n := fs.Int("n", 20, "warm captures to time")
	fs.BoolVar(&bf.forgetA11y, "forget-a11y", false, "run every accessibility pass in full, never reusing the last look's pass for a page that prints the same (ADR 0033): to measure what the memory saves")
	fs.BoolVar(&bf.freshTabs, "fresh-tabs", false, "give every capture a fresh browser context, as before ADR 0018, instead of the tab the last capture of the same origin used, reset: to measure what reuse saves")
	pause := fs.Duration("pause", 300*time.Millisecond, "wait between the paused captures, as a model does between edits; the back-to-back series always runs with none")
	all := fs.Bool("all", false, "after each series, time the same calls with viewport all (desktop, tablet and mobile side by side, as the tool serves them) and print the ratios all/--viewport of median time and payload bytes")
	scheme := fs.String("color-scheme", "", "both: after each series, time the same calls with colorScheme both (and, with --all, viewport all with both: six renders) and print their ratios to one look")
	if code, done := parse(fs, args); done {
		return code
	}
	if fs.NArg() > 1 {
		return usageError(fs, "need at most one URL")
	}
	if *n < 1 {
		return usageError(fs, "-n must be at least 1")
	}
	if *scheme != "" && *scheme != "both" {
		return usageError(fs, "--color-scheme takes both (a single scheme costs what one look costs), not %q", *scheme)
	}
	mgr, err := bf.manager(nil) // quiet: these commands print their own results
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens bench: %v\n", err)
		return exitUsage
	}
	defer mgr.Close()
	if code, ok := cf.validate(fs, mgr.Viewports()); !ok {
		return code
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	url := fs.Arg(0)
	if url == "" {
		demoURL, stopDemo, err := demo.Serve()
		if err != nil {
			fmt.Fprintf(e.stderr, "vibelens bench: %v\n", err)
			return exitFailure
		}
		defer stopDemo()
		url = demoURL
		fmt.Fprintf(e.stdout, "no URL given: benchmarking the embedded demo page %s\n", url)
	}
	req := cf.request(url)

	// One cold capture (launch included), then two warm series: calls back
	// to back, as a responsive audit sends them, and calls spaced by pause,
	// as a model edits between them.
	cold, err := benchCapture(ctx, mgr, req)
	if err != nil {
		fmt.Fprintln(e.stderr, server.ErrorText(browser.AsError(err)))
		return exitFailure
	}
	fmt.Fprintf(e.stdout, "cold (launch): total %d ms, browser %d ms, payload %d bytes\n", cold.total.Milliseconds(), cold.t.Browser, cold.bytes)
	for _, gap := range []time.Duration{0, *pause} {
		label := "back-to-back"
		if gap > 0 {
			label = fmt.Sprintf("paused %s", gap)
		}
		rows, err := benchSeries(ctx, *n, gap, func() (benchRow, error) { return benchCapture(ctx, mgr, req) })
		if err != nil {
			fmt.Fprintln(e.stderr, server.ErrorText(browser.AsError(err)))
			return exitFailure
		}
		printBenchRows(e, label+", "+req.Viewport, rows)
		one, _ := mgr.Viewports().Lookup(req.Viewport)
		allVPs := server.AllPresets(mgr.Viewports())
		for _, s := range []struct {
			on      bool
			name    string
			vps     []browser.Viewport
			schemes []string
		}{
			{*all, "viewport all", allVPs, []string{""}},
			{*scheme == "both", "colorScheme both", []browser.Viewport{one}, []string{"light", "dark"}},
			{*all && *scheme == "both", "viewport all + colorScheme both", allVPs, []string{"light", "dark"}},
		} {
			if !s.on {
				continue
			}
			more, err := benchSeries(ctx, *n, gap, func() (benchRow, error) { return benchRenders(ctx, mgr, req, s.vps, s.schemes) })
			if err != nil {
				fmt.Fprintln(e.stderr, server.ErrorText(browser.AsError(err)))
				return exitFailure
			}
			printBenchRows(e, label+", "+s.name+" (stages of the slowest render)", more)
			fmt.Fprintf(e.stdout, "  %s / %s, %s: time %.2fx, payload bytes %.2fx", s.name, req.Viewport, label,
				median(more, benchRow.ms)/median(rows, benchRow.ms), median(more, benchRow.size)/median(rows, benchRow.size))
			if more[0].cpu > 0 && rows[0].cpu > 0 {
				fmt.Fprintf(e.stdout, ", machine CPU %.2fx", float64(more[0].cpu)/float64(rows[0].cpu))
			}
			fmt.Fprintln(e.stdout)
		}
	}
	return exitOK
}

// benchSeries runs n captures, each after gap. Each row carries the
// series' machine CPU per call: what every process on the machine spent,
// gaps included, so a tab's reset after a call and the pool's work count
// wherever they fall; 0 where it cannot be read.
func benchSeries(ctx context.Context, n int, gap time.Duration, capture func() (benchRow, error)) ([]benchRow, error) {
	rows := make([]benchRow, 0, n)
	busy0, measured := machineBusy()
	for range n {
		select {
		case <-time.After(gap):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		row, err := capture()
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	if busy1, ok := machineBusy(); measured && ok {
		for i := range rows {
			rows[i].cpu = (busy1 - busy0) / time.Duration(n)
		}
	}
	return rows, nil
}

// benchRenders times one call that renders every preset of vps in every
// scheme of schemes (viewport all, colorScheme both) and its answer as the
// client receives it; its stages are those of the render that took longest.
func benchRenders(ctx context.Context, mgr *browser.Manager, req browser.Request, vps []browser.Viewport, schemes []string) (benchRow, error) {
	start := time.Now()
	outs := server.CaptureRenders(ctx, mgr.Capture, req, vps, schemes, nil)
	total := time.Since(start)
	var slowest browser.Summary
	capped := 0
	for _, o := range outs {
		if o.Err != nil {
			return benchRow{}, fmt.Errorf("viewport %s: %w", o.Viewport.Name, o.Err)
		}
		if s := o.Result.Summary; s.CaptureMs >= slowest.CaptureMs {
			slowest = s
		}
		if o.Result.Summary.Settle.CapHit {
			capped++
		}
	}
	res, err := server.AllResult(outs)
	if err != nil {
		return benchRow{}, err
	}
	bytes := 0
	for _, c := range res.Content {
		switch c := c.(type) {
		case *mcp.ImageContent:
			bytes += base64Len(len(c.Data))
		case *mcp.TextContent:
			bytes += len(c.Text)
		}
	}
	return benchRow{total: total, t: slowest.Timings, bytes: bytes, renders: len(outs), capped: capped}, nil
}

func (r benchRow) ms() float64   { return float64(r.total.Milliseconds()) }
func (r benchRow) size() float64 { return float64(r.bytes) }

// median of f over rows.
func median(rows []benchRow, f func(benchRow) float64) float64 {
	vals := make([]float64, len(rows))
	for i, r := range rows {
		vals[i] = f(r)
	}
	slices.Sort(vals)
	return vals[len(vals)/2]
}

// benchCapture times one capture and its payload as the client receives it.
func benchCapture(ctx context.Context, mgr *browser.Manager, req browser.Request) (benchRow, error) {
	start := time.Now()
	res, err := mgr.Capture(ctx, req)
	if err != nil {
		return benchRow{}, err
	}
	payload, _ := server.Payload(res)
	row := benchRow{total: time.Since(start), t: res.Summary.Timings, bytes: len(payload) + base64Len(len(res.Screenshot)), renders: 1}
	if res.Summary.Settle.CapHit {
		row.capped = 1
	}
	return row, nil
}

// printBenchRows prints min, median and max per stage of one series.
func printBenchRows(e *env, label string, rows []benchRow) {
	fmt.Fprintf(e.stdout, "warm, %s, n=%d    min    median  max (ms)\n", label, len(rows))
	stage := func(name string, f func(benchRow) float64) {
		vals := make([]float64, len(rows))
		for i, r := range rows {
			vals[i] = f(r)
		}
		slices.Sort(vals)
		fmt.Fprintf(e.stdout, "  %-14s %6.0f %8.0f %6.0f\n", name, vals[0], vals[len(vals)/2], vals[len(vals)-1])
	}
	ms := func(d int64) float64 { return float64(d) }
	stage("total", func(r benchRow) float64 { return float64(r.total.Milliseconds()) })
	stage("browser", func(r benchRow) float64 { return ms(r.t.Browser) })
	stage("navigate", func(r benchRow) float64 { return ms(r.t.Navigate) })
	stage("settle", func(r benchRow) float64 { return ms(r.t.Settle) })
	stage("a11y", func(r benchRow) float64 { return ms(r.t.A11y) })
	stage("a11y pass", func(r benchRow) float64 { return ms(r.t.A11yPass) })
	stage("a11y print", func(r benchRow) float64 { return ms(r.t.A11yPrint) })
	stage("dom", func(r benchRow) float64 { return ms(r.t.DOM) })
	stage("screenshot", func(r benchRow) float64 { return ms(r.t.Screenshot) })
	stage("trial", func(r benchRow) float64 { return ms(r.t.Trial) })
	stage("payload bytes", func(r benchRow) float64 { return float64(r.bytes) })
	if rows[0].cpu > 0 {
		fmt.Fprintf(e.stdout, "  machine CPU per call: %d core-ms (every process, gaps included, /proc/stat)\n", rows[0].cpu.Milliseconds())
	}
	early := 0
	for _, r := range rows {
		if r.t.EarlyScreenshot {
			early++
		}
	}
	fmt.Fprintf(e.stdout, "  screenshot taken while settle waited, and used: %d of %d\n", early, len(rows))
	held := 0
	for _, r := range rows {
		if r.t.A11yHeld {
			held++
		}
	}
	fmt.Fprintf(e.stdout, "  accessibility pass run during the delay, and used: %d of %d\n", held, len(rows))
	reused := 0
	for _, r := range rows {
		if r.t.A11yReused {
			reused++
		}
	}
	fmt.Fprintf(e.stdout, "  accessibility pass reused from the last look, the page printing the same: %d of %d\n", reused, len(rows))
	renders, capped := 0, 0
	for _, r := range rows {
		renders += r.renders
		capped += r.capped
	}
	// A render whose settle hit its cap waited it out: on a page that
	// settles, each one is time lost, and a sign of a starved renderer.
	fmt.Fprintf(e.stdout, "  renders whose settle hit its cap: %d of %d\n", capped, renders)
}

type benchRow struct {
	total time.Duration
	t     browser.Timings
	bytes int
	cpu   time.Duration // the series' machine CPU per call
	// renders is how many renders the call made, capped how many of them
	// settle ended at its cap.
	renders, capped int
}

// base64Len is the size of the image once the protocol base64-encodes it.
func base64Len(n int) int { return (n + 2) / 3 * 4 }
