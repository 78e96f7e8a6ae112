// Package gate is the CI gate behind `vibelens check`: what the flags and
// vibelens.yaml ask for (Flags, Plan), capturing every page in every
// viewport and colour scheme on a pool of workers, judging what each
// capture found against --fail-on, the known-problems file and the
// configuration's ignore entries, crawling, sharding, and joining the
// shards' --json reports again (Merge). What a run found is an Outcome;
// the report formats that show it live in gate/report, and the command
// line (internal/cli) only wires flags, browsers and reports together.
package gate

import (
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// A gate must give the same answer twice. The tool's time boxes for the
// in-page passes (150 ms and 500 ms) keep an assistant's look quick, and
// on a loaded CI runner they cut rules off: a run then passed a page
// whose low contrast the run before had failed. check gives them room;
// a pass needs it only on a starved machine, so a run costs no more
// otherwise, and one whose accessibility rules were still cut off fails
// as incomplete, naming them. The capture's deadline after load grows by
// the same, or a slow pass would turn into a page that cannot be
// captured. (Variables, so a test can starve a pass on any machine.)
var (
	// FindingsBudget is the layout findings pass's time box in a check run.
	FindingsBudget = 5 * time.Second
	// A11yBudget is the accessibility pass's time box in a check run.
	A11yBudget = 10 * time.Second
)

// Case is one page in one viewport and colour scheme, and what its
// capture found. It is a case of the --json report as well.
type Case struct {
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
	Problems []Problem `json:"problems,omitempty"`
	// Index is the case's place in the run's list of cases before any
	// --shard split: check merge puts the shards' cases back in order.
	Index int `json:"index"`

	links []string // same-origin links on the page, for --crawl

	// Shot is the screenshot, for the HTML report, and Image what it
	// shows; neither is in --json (Screenshot points at the file).
	Shot  []byte            `json:"-"`
	Image browser.ImageInfo `json:"-"`
}

// Failed reports whether the case fails the run: it could not be
// captured, a problem fails it, or not every rule was judged.
func (c *Case) Failed() bool { return c.Err != "" || len(c.Failures) > 0 || c.Incomplete != "" }

// Result is the case's result in the reports: ERROR, FAIL or ok.
func (c *Case) Result() string {
	switch {
	case c.Err != "":
		return "ERROR"
	case len(c.Failures) > 0, c.Incomplete != "":
		return "FAIL"
	}
	return "ok"
}

// Variant is the case's viewport, and its colour scheme when the run
// named one (--color-scheme): "mobile", "mobile light", "mobile dark".
func (c *Case) Variant() string {
	if c.ColorScheme == "" {
		return c.Viewport
	}
	return c.Viewport + " " + c.ColorScheme
}

// Outcome is what a run, or check merge, found: every case in the run's
// order, the configuration's ignore entries that covered problems (each
// with how many, for every report), and the known-problems file the
// cases were judged against (nil without one).
type Outcome struct {
	Cases   []Case
	Ignored []string
	Known   *KnownProblems
	run     runRecord // what --json records of the plan and the shard
}

// Prepare checks what needs the browser before anything is opened: the
// viewports against the manager's presets, and every page against its
// network policy. An error is a set-up error, worded for the user.
func (p *Plan) Prepare(mgr *browser.Manager) error {
	vps, err := checkViewports(p.viewports, mgr.Viewports())
	if err != nil && p.viewportsFrom != "" {
		return fmt.Errorf("%s: viewports: %v", p.viewportsFrom, err)
	} else if err != nil {
		return err
	}
	p.vps = vps
	for _, u := range p.pages { // refused targets are set-up errors: nothing is opened
		if err := mgr.CheckURL(u); err != nil {
			be := browser.AsError(err)
			return fmt.Errorf("%s.\n%s", be.Problem, be.NextStep)
		}
	}
	return nil
}

// Run captures and judges every case of the plan (and, with --crawl, of
// the pages found), workers at a time; worker i uses mgrs[i % len(mgrs)].
// Progress goes to log. screenshots takes each case's image (for the
// HTML report). With --update-known-problems it writes the file, and the
// cases count what they found as known. Cancelling ctx stops the run:
// cases not started say "cancelled". An error is a file it could not
// write.
func (p *Plan) Run(ctx context.Context, mgrs []*browser.Manager, log io.Writer, screenshots bool) (Outcome, error) {
	progress := newCheckProgress(log)
	var cases []Case
	seen := map[string]bool{}
	wave, crawled, index := p.pages, 0, 0
	for len(wave) > 0 && ctx.Err() == nil {
		start := len(cases)
		var all []Case
		for _, u := range wave {
			seen[pageKey(u)] = true
			for _, v := range p.vps {
				for _, s := range p.schemes {
					all = append(all, Case{URL: u, Viewport: v, ColorScheme: s, Index: index})
					index++
				}
			}
		}
		cases = append(cases, p.shard.pick(all)...)
		runCases(ctx, mgrs, cases[start:], browser.Request{Delay: p.delay, NoImage: !screenshots, Links: p.crawl > 0, Keyboard: p.keyboard}, p.Workers, p.rules, progress)
		var added int
		wave, added = nextWave(cases[start:], seen, p.crawl-crawled, p.exclude)
		crawled += added
	}
	progress.finish()
	if p.update {
		if err := writeKnownProblems(p.known, cases, p.level); err != nil {
			return Outcome{}, fmt.Errorf("write %s: %v", p.known, err)
		}
		for i := range cases { // the run is the list now: what it found is known
			c := &cases[i]
			c.Known += len(c.Failures)
			c.Failures, c.Source = nil, nil
			for j := range c.Problems {
				pr := &c.Problems[j]
				pr.Known, pr.Fails = pr.Known || pr.Fails, false
			}
		}
		fmt.Fprintf(log, "known problems written: %s\n", p.known)
	}
	o := Outcome{Cases: cases, Ignored: ignoredLines(cases)}
	if p.known != "" && !p.update {
		o.Known = &p.rules.known
	}
	o.run = runRecord{Shard: shardRecord{Index: p.shard.i, Of: p.shard.n, Total: index}, Plan: p.record.withViewports(p.vps)}
	return o, nil
}

// ignoredLines are the configuration's ignore entries that covered a
// problem in this run, each with how many: every report lists them.
func ignoredLines(cases []Case) []string {
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
