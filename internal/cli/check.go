package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/gate"
	checkreport "github.com/vibelens/vibelens/internal/gate/report"
)

// runCheck is the CI gate: every page in every viewport captured as the
// tool does, and the run fails on what a user would see broken. Exit 0
// when nothing fails, 1 when a page fails or cannot be captured, 2 for a
// usage or set-up error. The gate itself is internal/gate, its reports
// internal/gate/report: this command wires flags, browsers and reports.
func runCheck(e *env, args []string) int {
	if len(args) > 0 && args[0] == "merge" {
		return runCheckMerge(e, args[1:])
	}
	fs := newFlagSet(e, "check", "URL...", "Capture each page in each viewport the way the MCP tool does and fail on its findings:\nexit 0 when nothing fails, 1 when a page fails or cannot be captured, 2 for usage errors.\nSettings can live in ./"+gate.ConfigFile+" (see --config). 'vibelens check merge FILE...' joins --shard runs' --json files.")
	var bf browserFlags
	bf.register(fs, false)
	f := gate.RegisterFlags(fs)
	var reports checkreport.Flags
	reports.Register(fs)
	if code, done := parse(fs, args); done {
		return code
	}
	plan, err := f.Plan(fs)
	if err != nil {
		return usageError(fs, "%v", err)
	}
	bf.parallel = plan.Workers
	bf.findingsBudget, bf.a11yBudget = gate.FindingsBudget, gate.A11yBudget
	bf.afterLoad = browser.Limits.AfterLoad + gate.FindingsBudget + gate.A11yBudget
	mgrs, err := checkManagers(&bf, plan.Workers)
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens check: %v\n", err)
		return exitUsage
	}
	defer func() {
		for _, m := range mgrs {
			m.Close()
		}
	}()
	if err := plan.Prepare(mgrs[0]); err != nil {
		return usageError(fs, "%v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	out, err := plan.Run(ctx, mgrs, e.stderr, reports.HTML != "")
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens check: %v\n", err)
		return exitFailure
	}
	failed := checkreport.Table(e.stdout, out)
	if err := reports.Write(out, e.build.Version); err != nil {
		fmt.Fprintf(e.stderr, "vibelens check: %v\n", err)
		return exitFailure
	}
	if ctx.Err() != nil || failed > 0 {
		return exitFailure
	}
	return exitOK
}

// runCheckMerge joins the --json files of a sharded run's jobs into the
// reports one run over every case would have written (gate.Merge). Exit 1
// when a case failed, as the run would; exit 2 unless the files are every
// shard of one plan, each once: a shard left out is pages nobody checked.
func runCheckMerge(e *env, args []string) int {
	fs := newFlagSet(e, "check merge", "FILE...", "Join the --json files of check --shard runs into one set of reports, as one run would have written them.\nEvery shard of one run is needed, each once: exit 2 names a missing, repeated or foreign file.\nExit 0 when no case failed, 1 when one did, 2 for usage errors.")
	var reports checkreport.Flags
	reports.Register(fs)
	knownPath := fs.String("known-problems", "", "the file the shards were judged against: --markdown lists which of its problems were fixed")
	if code, done := parse(fs, args); done {
		return code
	}
	out, err := gate.Merge(fs.Args(), *knownPath)
	if err != nil {
		return usageError(fs, "%v", err)
	}
	failed := checkreport.Table(e.stdout, out)
	if err := reports.Write(out, e.build.Version); err != nil {
		fmt.Fprintf(e.stderr, "vibelens check: %v\n", err)
		return exitFailure
	}
	if failed > 0 {
		return exitFailure
	}
	return exitOK
}

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
