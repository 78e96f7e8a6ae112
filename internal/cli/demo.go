package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/vibelens/vibelens/internal/demo"
)

func runDemo(e *env, args []string) int {
	fs := newFlagSet(e, "demo", "", "Serve an embedded pricing page with deliberate bugs (a console error, a failing\nrequest, a broken image, an uncaught exception, a button overflowing its card)\non a free loopback port, inspect it, write the screenshot and print the summary.")
	var bf browserFlags
	var cf captureFlags
	bf.register(fs, false)
	cf.register(fs)
	out := fs.String("out", "vibelens-demo.jpg", "where to write the screenshot")
	asJSON := fs.Bool("json", false, "print the tool's text payload (JSON) instead of the summary")
	if code, done := parse(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	mgr, err := bf.manager(nil) // quiet: these commands print their own results
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens demo: %v\n", err)
		return exitUsage
	}
	defer mgr.Close()
	if code, ok := cf.validate(fs, mgr.Viewports()); !ok {
		return code
	}
	url, stop, err := demo.Serve()
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens demo: %v\n", err)
		return exitFailure
	}
	defer stop()
	if !*asJSON {
		fmt.Fprintf(e.stdout, "Serving the demo page at %s and inspecting it…\n\n", url)
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	return inspectAndReport(ctx, e, mgr, cf.request(url), *out, *asJSON)
}
