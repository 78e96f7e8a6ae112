package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"syscall"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/demo"
	"github.com/vibelens/vibelens/server"
)

func runBench(e *env, args []string) int {
	fs := newFlagSet(e, "bench", "[URL]", "Capture URL repeatedly with one warm browser and print min/median/max per\nstage. The first (cold) capture includes the browser launch and is reported\nseparately. Without a URL it benchmarks the embedded demo page.")
	var bf browserFlags
	var cf captureFlags
	bf.register(fs, false)
	cf.register(fs)
	n := fs.Int("n", 20, "warm captures to time")
	pause := fs.Duration("pause", 300*time.Millisecond, "wait between captures, as a model does between edits; the spare tab for the next call is prepared in the background meanwhile (0 measures back-to-back calls)")
	if code, done := parse(fs, args); done {
		return code
	}
	if fs.NArg() > 1 {
		return usageError(fs, "need at most one URL")
	}
	if *n < 1 {
		return usageError(fs, "-n must be at least 1")
	}
	if code, ok := cf.validate(fs); !ok {
		return code
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	mgr := bf.manager(nil) // quiet: these commands print their own results
	defer mgr.Close()
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

	var rows []benchRow
	for i := 0; i <= *n; i++ {
		if i > 0 {
			time.Sleep(*pause)
		}
		start := time.Now()
		res, err := mgr.Capture(ctx, req)
		if err != nil {
			fmt.Fprintln(e.stderr, server.ErrorText(browser.AsError(err)))
			return exitFailure
		}
		payload, _ := server.Payload(res)
		rows = append(rows, benchRow{
			total: time.Since(start), t: res.Summary.Timings,
			bytes: len(payload) + base64Len(len(res.Screenshot)),
		})
	}
	cold := rows[0]
	fmt.Fprintf(e.stdout, "cold (launch): total %d ms, browser %d ms, payload %d bytes\n", cold.total.Milliseconds(), cold.t.Browser, cold.bytes)
	fmt.Fprintf(e.stdout, "warm, n=%d        min    median  max (ms)\n", *n)
	warm := rows[1:]
	stage := func(name string, f func(benchRow) float64) {
		vals := make([]float64, len(warm))
		for i, r := range warm {
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
	stage("dom", func(r benchRow) float64 { return ms(r.t.DOM) })
	stage("screenshot", func(r benchRow) float64 { return ms(r.t.Screenshot) })
	stage("payload bytes", func(r benchRow) float64 { return float64(r.bytes) })
	return exitOK
}

type benchRow struct {
	total time.Duration
	t     browser.Timings
	bytes int
}

// base64Len is the size of the image once the protocol base64-encodes it.
func base64Len(n int) int { return (n + 2) / 3 * 4 }
