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
)

// runCheck is the CI gate: every page in every viewport captured as the
// tool does, and the run fails on what a user would see broken. Exit 0
// when nothing fails, 1 when a page fails or cannot be captured, 2 for a
// usage or set-up error. The files beside this one hold its parts: flags
// (checkflags.go), the worker pool (checkpool.go), judging
// (checkjudge.go, checkseverity.go), the known-problems file
// (knownproblems.go), crawling (checkcrawl.go) and the reports (the
// table, JUnit, JSON, SARIF, HTML).
func runCheck(e *env, args []string) int {
	if len(args) > 0 && args[0] == "merge" {
		return runCheckMerge(e, args[1:])
	}
	fs := newFlagSet(e, "check", "URL...", "Capture each page in each viewport the way the MCP tool does and fail on its findings:\nexit 0 when nothing fails, 1 when a page fails or cannot be captured, 2 for usage errors.\nSettings can live in ./"+checkConfigFile+" (see --config). 'vibelens check merge FILE...' joins --shard runs' --json files.")
	f := registerCheckFlags(fs)
	if code, done := parse(fs, args); done {
		return code
	}
	warnDeprecated(fs, e.stderr)
	plan, code, ok := f.validate(fs)
	if !ok {
		return code
	}
	bf := &f.browser
	bf.parallel = f.workers
	bf.findingsBudget, bf.a11yBudget = checkFindingsBudget, checkA11yBudget
	bf.afterLoad = browser.Limits.AfterLoad + checkFindingsBudget + checkA11yBudget
	mgrs, err := checkManagers(bf, f.workers)
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens check: %v\n", err)
		return exitUsage
	}
	defer func() {
		for _, m := range mgrs {
			m.Close()
		}
	}()
	vps, err := checkViewports(f.viewports, mgrs[0].Viewports())
	if err != nil && f.viewportsFrom != "" {
		return usageError(fs, "%s: viewports: %v", f.viewportsFrom, err)
	} else if err != nil {
		return usageError(fs, "%v", err)
	}
	for _, p := range plan.pages { // refused targets are set-up errors: nothing is opened
		if err := mgrs[0].CheckURL(p); err != nil {
			be := browser.AsError(err)
			return usageError(fs, "%s.\n%s", be.Problem, be.NextStep)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	progress := newCheckProgress(e.stderr)
	var cases []checkCase
	seen := map[string]bool{}
	wave, crawled, index := plan.pages, 0, 0
	for len(wave) > 0 && ctx.Err() == nil {
		start := len(cases)
		var all []checkCase
		for _, p := range wave {
			seen[pageKey(p)] = true
			for _, v := range vps {
				for _, s := range plan.schemes {
					all = append(all, checkCase{URL: p, Viewport: v, ColorScheme: s, Index: index})
					index++
				}
			}
		}
		cases = append(cases, plan.shard.pick(all)...)
		runCases(ctx, mgrs, cases[start:], plan.delay, f.reports.html != "", f.crawl > 0, f.workers, plan.gate, progress)
		var added int
		wave, added = nextWave(cases[start:], seen, f.crawl-crawled, plan.exclude)
		crawled += added
	}
	progress.finish()
	if f.update {
		if err := writeKnownProblems(f.known, cases, plan.level); err != nil {
			fmt.Fprintf(e.stderr, "vibelens check: write %s: %v\n", f.known, err)
			return exitFailure
		}
		for i := range cases { // the run is the list now: what it found is known
			c := &cases[i]
			c.Known += len(c.Failures)
			c.Failures, c.Source = nil, nil
			for j := range c.Problems {
				p := &c.Problems[j]
				p.Known, p.Fails = p.Known || p.Fails, false
			}
		}
		fmt.Fprintf(e.stderr, "known problems written: %s\n", f.known)
	}
	ignored := ignoredLines(cases)
	failed := printTable(e.stdout, cases, ignored)
	var known *knownProblems
	if f.known != "" && !f.update {
		known = &plan.gate.known
	}
	run := runRecord{Shard: shardRecord{Index: plan.shard.i, Of: plan.shard.n, Total: index}, Plan: plan.record.withViewports(vps)}
	if code := writeReports(e, &f.reports, cases, known, ignored, run); code != exitOK {
		return code
	}
	if ctx.Err() != nil || failed > 0 {
		return exitFailure
	}
	return exitOK
}

// writeReports writes every report the flags ask for. known is the
// known-problems file the run was judged against, nil without one;
// ignored are the configuration's ignore entries, listed in every report;
// run is the plan and shard the --json report records.
func writeReports(e *env, f *reportFlags, cases []checkCase, known *knownProblems, ignored []string, run runRecord) int {
	if f.json != "" {
		refScreenshots(cases, f.html, f.json)
	}
	reports := []struct {
		path  string
		write func(string) error
	}{
		{f.junit, func(p string) error { return writeJUnit(p, cases, f.prefix, ignored) }},
		{f.sarif, func(p string) error { return writeSARIF(p, cases, f.prefix, e.build.Version, ignored) }},
		{f.html, func(p string) error { return writeHTML(p, cases, ignored) }},
		{f.markdown, func(p string) error { return writeMarkdown(p, cases, known, ignored) }},
		{f.json, func(p string) error { return writeJSON(p, cases, ignored, run) }},
	}
	for _, r := range reports {
		if r.path == "" {
			continue
		}
		if err := r.write(r.path); err != nil {
			fmt.Fprintf(e.stderr, "vibelens check: write %s: %v\n", r.path, err)
			return exitFailure
		}
	}
	return exitOK
}

// A gate must give the same answer twice. The tool's time boxes for the
// in-page passes (150 ms and 500 ms) keep an assistant's look quick, and
// on a loaded CI runner they cut rules off: a run then passed a page
// whose low contrast the run before had failed. check gives them room;
// a pass needs it only on a starved machine, so a run costs no more
// otherwise, and one whose accessibility rules were still cut off fails
// as incomplete, naming them. The capture's deadline after load grows by
// the same, or a slow pass would turn into a page that cannot be
// captured. (A variable, so a test can starve a pass on any machine.)
var (
	checkFindingsBudget = 5 * time.Second
	checkA11yBudget     = 10 * time.Second
)

// checkCase is one page in one viewport, and what its capture found.
type checkCase struct {
	URL      string `json:"url"`
	Viewport string `json:"viewport"`
	// ColorScheme is the scheme the page was looked at in; "" is light.
	ColorScheme string          `json:"colorScheme,omitempty"`
	Ms          int64           `json:"ms"`
	Err         string          `json:"error,omitempty"`    // the capture failed: why
	Failures    []string        `json:"failures,omitempty"` // the problems that fail it, one line each
	Warnings    int             `json:"belowFailOn"`        // problems below --fail-on
	Known       int             `json:"inBaseline"`         // failing problems the known-problems file holds: not counted
	Source      *browser.Source `json:"source,omitempty"`   // the first failing problem's, when it has one
	// Findings are the capture's findings as the tool returns them, and
	// Vitals its web vitals (CLS, LCP...): for a dashboard or a diff.
	Findings []browser.Finding `json:"findings,omitempty"`
	Vitals   *browser.Vitals   `json:"vitals,omitempty"`
	// Partial says why the findings passes stopped before the end: the
	// page was not judged on every rule, so passing it proves less.
	Partial string `json:"findingsPartial,omitempty"`
	// Incomplete fails the case: its accessibility pass did not judge
	// every rule (cut off at its budget, or failed), and it names them. A
	// gate that passed a page because a rule did not finish would pass
	// it on a busy runner and fail it on a quiet one.
	Incomplete string `json:"incomplete,omitempty"`
	// Screenshot is where --html wrote the case's image, for check merge.
	Screenshot *screenshotRef `json:"screenshot,omitempty"`

	// Problems are every problem, failing or not: what SARIF and the
	// known-problems file are written from.
	Problems []problem `json:"problems,omitempty"`
	// Index is the case's place in the run's list of cases before any
	// --shard split: check merge puts the shards' cases back in order.
	Index int `json:"index"`

	links []string // same-origin links on the page, for --crawl

	// For the HTML report: the screenshot and what it shows.
	shot  []byte
	image browser.ImageInfo
}

func (c *checkCase) failed() bool { return c.Err != "" || len(c.Failures) > 0 || c.Incomplete != "" }

// ignoredLines are the configuration's ignore entries that covered a
// problem in this run, each with how many: every report lists them.
func ignoredLines(cases []checkCase) []string {
	count := map[string]int{}
	var order []string
	for _, c := range cases {
		for _, p := range c.Problems {
			if p.Ignored == "" {
				continue
			}
			if count[p.Ignored] == 0 {
				order = append(order, p.Ignored)
			}
			count[p.Ignored]++
		}
	}
	slices.Sort(order)
	var out []string
	for _, i := range order {
		n := "problems"
		if count[i] == 1 {
			n = "problem"
		}
		out = append(out, fmt.Sprintf("%s (%d %s)", i, count[i], n))
	}
	return out
}
