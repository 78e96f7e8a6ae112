package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"html"
	"io"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// runCheck is the CI gate: every page in every viewport captured as the
// tool does, and the run fails on what a user would see broken. Exit 0
// when nothing fails, 1 when a page fails or cannot be captured, 2 for a
// usage or set-up error.
func runCheck(e *env, args []string) int {
	fs := newFlagSet(e, "check", "URL...", "Capture each page in each viewport the way the MCP tool does and fail on its findings:\nexit 0 when nothing fails, 1 when a page fails or cannot be captured, 2 for usage errors.")
	var bf browserFlags
	bf.register(fs, false)
	var viewports listFlag
	fs.Var(&viewports, "viewport", "desktop, tablet, mobile, all, or a preset from --viewports; repeatable or comma-separated (default desktop)")
	delay := fs.Int("delay", int(browser.Limits.DefaultDelay.Milliseconds()), "extra milliseconds to wait after each page settles")
	routes := fs.String("routes", "", "a file of URLs or paths, one a line, # comments")
	baseURL := fs.String("base-url", "", "paths (from the arguments or --routes) are joined to this URL")
	failOn := fs.String("fail-on", "error", "what fails a page: error, warning or never")
	crawl := fs.Int("crawl", 0, "also check up to N more pages, found by following same-origin links from the pages given, breadth first")
	workers := fs.Int("workers", defaultWorkers(), "pages captured at once, each in its own isolated context")
	baseline := fs.String("baseline", "", "a file of known problems: only problems not in it fail the run")
	update := fs.Bool("update-baseline", false, "with --baseline: write this run's failing problems to the file (creating it), and pass")
	junit := fs.String("junit", "", "write a JUnit XML report here (one test case per page and viewport)")
	jsonOut := fs.String("json", "", "write every case and its problems here as JSON")
	sarif := fs.String("sarif", "", "write a SARIF 2.1.0 log here for code scanning (problems with a source file)")
	htmlDir := fs.String("html", "", "write an HTML report to this folder: each screenshot with its findings drawn on it (without it no screenshot is taken)")
	colorScheme := colorSchemeFlag(fs)
	prefix := fs.String("source-prefix", "", "with --sarif: where the dev server's root is in the repository (apps/web), prepended to source paths")
	if code, done := parse(fs, args); done {
		return code
	}
	level, ok := failLevels[*failOn]
	if !ok {
		return usageError(fs, "--fail-on must be error, warning or never, not %q", *failOn)
	}
	if *delay < 0 || time.Duration(*delay)*time.Millisecond > browser.Limits.MaxDelay {
		return usageError(fs, "--delay must be between 0 and %d", browser.Limits.MaxDelay.Milliseconds())
	}
	schemes, err := schemesFor(*colorScheme)
	if err != nil {
		return usageError(fs, "%v", err)
	}
	if *crawl < 0 {
		return usageError(fs, "--crawl must be 0 or more")
	}
	if *workers < 1 {
		return usageError(fs, "--workers must be at least 1")
	}
	if *update && *baseline == "" {
		return usageError(fs, "--update-baseline needs --baseline FILE")
	}
	g := gate{level: level, known: map[string]bool{}}
	if *baseline != "" && !*update {
		known, err := readCheckBaseline(*baseline)
		if err != nil {
			return usageError(fs, "%v", err)
		}
		g.known = known
	}
	pages := fs.Args()
	if *routes != "" {
		more, err := readRoutes(*routes)
		if err != nil {
			return usageError(fs, "%v", err)
		}
		pages = append(pages, more...)
	}
	if len(pages) == 0 {
		return usageError(fs, "no pages: pass URLs, or --routes FILE")
	}
	for i, p := range pages {
		u, err := joinBase(*baseURL, p)
		if err != nil {
			return usageError(fs, "%v", err)
		}
		pages[i] = u
	}
	bf.parallel = *workers
	bf.findingsBudget, bf.a11yBudget = checkFindingsBudget, checkA11yBudget
	bf.afterLoad = browser.Limits.AfterLoad + checkFindingsBudget + checkA11yBudget
	mgrs, err := checkManagers(&bf, *workers)
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens check: %v\n", err)
		return exitUsage
	}
	defer func() {
		for _, m := range mgrs {
			m.Close()
		}
	}()
	vps, err := checkViewports(viewports, mgrs[0].Viewports())
	if err != nil {
		return usageError(fs, "%v", err)
	}
	for _, p := range pages { // refused targets are set-up errors: nothing is opened
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
	wave, crawled := pages, 0
	for len(wave) > 0 && ctx.Err() == nil {
		start := len(cases)
		for _, p := range wave {
			seen[pageKey(p)] = true
			for _, v := range vps {
				for _, s := range schemes {
					cases = append(cases, checkCase{URL: p, Viewport: v, ColorScheme: s})
				}
			}
		}
		runCases(ctx, mgrs, cases[start:], time.Duration(*delay)*time.Millisecond, *htmlDir != "", *workers, g, progress)
		// --crawl: the next wave is the same-origin links of this one,
		// breadth first, until N pages were added.
		wave = nil
		for _, c := range cases[start:] {
			for _, l := range c.links {
				if crawled >= *crawl || seen[pageKey(l)] {
					continue
				}
				seen[pageKey(l)] = true
				wave = append(wave, l)
				crawled++
			}
		}
	}
	progress.finish()
	if *update {
		if err := writeCheckBaseline(*baseline, cases, level); err != nil {
			fmt.Fprintf(e.stderr, "vibelens check: write %s: %v\n", *baseline, err)
			return exitFailure
		}
		for i := range cases { // the run is the baseline now: what it found is known
			c := &cases[i]
			c.Known += len(c.Failures)
			c.Failures, c.Source = nil, nil
		}
		fmt.Fprintf(e.stderr, "baseline written: %s\n", *baseline)
	}
	failed := printTable(e.stdout, cases)
	if *junit != "" {
		if err := writeJUnit(*junit, cases); err != nil {
			fmt.Fprintf(e.stderr, "vibelens check: write %s: %v\n", *junit, err)
			return exitFailure
		}
	}
	if *sarif != "" {
		if err := writeSARIF(*sarif, cases, *prefix, e.build.Version); err != nil {
			fmt.Fprintf(e.stderr, "vibelens check: write %s: %v\n", *sarif, err)
			return exitFailure
		}
	}
	if *htmlDir != "" {
		if err := writeHTML(*htmlDir, cases); err != nil {
			fmt.Fprintf(e.stderr, "vibelens check: write %s: %v\n", *htmlDir, err)
			return exitFailure
		}
	}
	if *jsonOut != "" {
		if err := writeJSON(*jsonOut, cases); err != nil {
			fmt.Fprintf(e.stderr, "vibelens check: write %s: %v\n", *jsonOut, err)
			return exitFailure
		}
	}
	if ctx.Err() != nil || failed > 0 {
		return exitFailure
	}
	return exitOK
}

// A gate must give the same answer twice. The tool's time boxes for the
// in-page passes (150 ms and 500 ms) keep an assistant's look quick, and
// on a loaded CI runner they cut rules off: a run then passed a page
// whose low contrast the run before had failed. check gives them room;
// a pass needs it only on a starved machine, so a run costs no more
// otherwise, and one still cut off says so (findingsPartial). The
// capture's deadline after load grows by the same, or a slow pass would
// turn into a page that cannot be captured.
const (
	checkFindingsBudget = 5 * time.Second
	checkA11yBudget     = 10 * time.Second
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

// listFlag collects a repeatable, comma-separated flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }

func (l *listFlag) Set(s string) error {
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			*l = append(*l, v)
		}
	}
	return nil
}

// defaultWorkers leaves a core for the dev server and the browser's own
// processes.
func defaultWorkers() int { return max(1, min(4, runtime.NumCPU()-1)) }

// failLevels is how bad a problem must be to fail a page, by --fail-on.
var failLevels = map[string]int{"error": 2, "warning": 1, "never": 3}

// severityLevel ranks a finding's severity against failLevels.
func severityLevel(s string) int {
	switch s {
	case "error":
		return 2
	case "warning":
		return 1
	}
	return 0
}

// readRoutes reads a routes file: one URL or path a line, blank lines and
// # comments ignored.
func readRoutes(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("--routes: %w", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "#"); i == 0 || (i > 0 && line[i-1] == ' ') {
			line = strings.TrimSpace(line[:i])
		}
		if line != "" {
			out = append(out, line)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("--routes %s: %w", path, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("--routes %s lists no pages", path)
	}
	return out, nil
}

// joinBase resolves a path against --base-url; a full URL stays as it is.
func joinBase(base, page string) (string, error) {
	if strings.Contains(page, "://") || base == "" {
		if base == "" && strings.HasPrefix(page, "/") {
			return "", fmt.Errorf("%q is a path: pass --base-url to say which server it is on", page)
		}
		return page, nil
	}
	b, err := url.Parse(base)
	if err != nil || b.Scheme == "" || b.Host == "" {
		return "", fmt.Errorf("--base-url %q is not a URL like http://localhost:3000", base)
	}
	ref, err := url.Parse(page)
	if err != nil {
		return "", fmt.Errorf("route %q: %v", page, err)
	}
	return b.ResolveReference(ref).String(), nil
}

// checkViewports expands --viewport ("all" is every built-in preset) and
// checks each name, listing the presets when one is unknown.
func checkViewports(names []string, presets browser.Presets) ([]string, error) {
	if len(names) == 0 {
		return []string{"desktop"}, nil
	}
	var out []string
	for _, n := range names {
		if n == "all" {
			out = append(out, "desktop", "tablet", "mobile")
			continue
		}
		if _, ok := presets.Lookup(n); !ok {
			return nil, fmt.Errorf("unknown viewport %q: use %s, or all", n, joinNames(presets.Names()))
		}
		out = append(out, n)
	}
	return out, nil
}

// checkCase is one page in one viewport, and what its capture found.
type checkCase struct {
	URL      string `json:"url"`
	Viewport string `json:"viewport"`
	// ColorScheme is the prefers-color-scheme emulated (--color-scheme),
	// or "" for the preset's own.
	ColorScheme string          `json:"colorScheme,omitempty"`
	Ms          int64           `json:"ms"`
	Err         string          `json:"error,omitempty"`    // the capture failed: why
	Failures    []string        `json:"failures,omitempty"` // the problems that fail it, one line each
	Warnings    int             `json:"belowFailOn"`        // problems below --fail-on
	Known       int             `json:"inBaseline"`         // failing problems the baseline holds: not counted
	Source      *browser.Source `json:"source,omitempty"`   // the first failing problem's, when it has one
	// Findings are the capture's findings as the tool returns them, and
	// Vitals its web vitals (CLS, LCP...): for a dashboard or a diff.
	Findings []browser.Finding `json:"findings,omitempty"`
	Vitals   *browser.Vitals   `json:"vitals,omitempty"`
	// Partial says why the findings passes stopped before the end: the
	// page was not judged on every rule, so passing it proves less.
	Partial string `json:"findingsPartial,omitempty"`

	problems []problem // every problem, failing or not, for SARIF

	links []string // same-origin links on the page, for --crawl

	// For the HTML report: the screenshot and what it shows.
	shot  []byte
	image browser.ImageInfo
}

// problem is one thing a capture found: a finding, or a message the gate
// fails on.
type problem struct {
	rule     string // the finding's kind, or uncaught-error, console-error, failed-request
	level    int    // severityLevel
	text     string // one line
	selector string
	source   *browser.Source
	cause    *browser.Cause // a layout finding's: where its declaration is written
}

func (c *checkCase) failed() bool { return c.Err != "" || len(c.Failures) > 0 }

// runCases captures every case, workers at a time, reporting each to
// progress as it ends. Worker i uses mgrs[i % len(mgrs)]: one shared
// manager when VibeLens launches the browser, one connection a worker
// when it attaches to a browser service. Screenshots are taken only for
// the HTML report (images): the other reports show none, and a capture
// without one costs about a sixth less.
func runCases(ctx context.Context, mgrs []*browser.Manager, cases []checkCase, delay time.Duration, images bool, workers int, g gate, progress *checkProgress) {
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
				res, err := mgr.Capture(ctx, browser.Request{URL: c.URL, Viewport: c.Viewport, ColorScheme: c.ColorScheme, Delay: delay, NoImage: !images})
				c.Ms = time.Since(t0).Milliseconds()
				if err != nil {
					be := browser.AsError(err)
					c.Err = be.Problem
				} else {
					judge(c, res, g)
					c.shot, c.image, c.Findings, c.Vitals = res.Screenshot, res.Summary.Image, res.Findings, res.Summary.Vitals
					c.Partial = res.Summary.FindingsPartial
					c.links = sameOriginLinks(res.Summary.FinalURL, res.SimplifiedDOM)
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

// judge sorts a capture's problems into what fails the page at level and
// what does not: findings by severity; uncaught errors, console errors
// and failed requests as errors.
func judge(c *checkCase, res *browser.Result, g gate) {
	add := func(rule, selector string, sev int, line string, src *browser.Source, cause ...*browser.Cause) {
		p := problem{rule: rule, level: sev, text: line, selector: selector, source: src}
		if len(cause) > 0 {
			p.cause = cause[0]
		}
		c.problems = append(c.problems, p)
		if sev >= g.level && g.known[baselineKey(c, p)] {
			c.Known++
		} else if sev >= g.level {
			c.Failures = append(c.Failures, line)
			if c.Source == nil && src != nil && src.File != "" {
				c.Source = src
			}
		} else if sev > 0 {
			c.Warnings++
		}
	}
	for _, pe := range res.UncaughtPageErrors {
		add("uncaught-error", "", 2, "uncaught error: "+oneLine(pe.Message)+at(pe.Source), pe.Source)
	}
	for _, m := range res.ConsoleLogs {
		if m.Level == "error" {
			add("console-error", "", 2, "console error: "+oneLine(m.Text)+at(m.Source), m.Source)
		}
	}
	for _, f := range res.FailedRequests {
		what := f.Error
		if f.Status != 0 {
			what = fmt.Sprintf("HTTP %d", f.Status)
		}
		// The request's path tells one failure from another, across ports.
		where := f.URL
		if u, err := url.Parse(f.URL); err == nil {
			where = u.Path
		}
		add("failed-request", f.Method+" "+where, 2, fmt.Sprintf("failed request: %s %s %s", f.Method, f.URL, what), nil)
	}
	for _, f := range res.Findings {
		add(f.Kind, f.Selector, severityLevel(f.Severity), fmt.Sprintf("%s %s %s: %s%s%s", f.Severity, f.Kind, f.Selector, oneLine(f.Detail), at(f.Source), because(f.Cause)), f.Source, f.Cause)
	}
}

// printTable is the summary at the end: one row a case; it returns how
// many failed.
func printTable(w io.Writer, cases []checkCase) int {
	failed := 0
	fmt.Fprintf(w, "\n%-6s %-9s %8s  %s\n", "result", "viewport", "ms", "page")
	for _, c := range cases {
		res := "ok"
		switch {
		case c.Err != "":
			res = "ERROR"
		case len(c.Failures) > 0:
			res = "FAIL"
		}
		if c.failed() {
			failed++
		}
		fmt.Fprintf(w, "%-6s %-9s %8d  %s\n", res, c.label(), c.Ms, c.URL)
		if c.Err != "" {
			fmt.Fprintf(w, "         %s\n", c.Err)
		}
		for _, f := range c.Failures {
			fmt.Fprintf(w, "         %s\n", f)
		}
		if c.Partial != "" {
			fmt.Fprintf(w, "         not every rule was checked: %s\n", c.Partial)
		}
	}
	fmt.Fprintf(w, "\n%d of %d failed\n", failed, len(cases))
	return failed
}

// JUnit XML: one test case per page and viewport, classname the page and
// name the viewport; a failure's problems in the element's text (GitLab
// reads the text), and file and line when one has a source (GitHub's
// JUnit reporters annotate from them).
type junitSuites struct {
	XMLName xml.Name     `xml:"testsuites"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	ClassName string        `xml:"classname,attr"`
	Name      string        `xml:"name,attr"`
	Time      string        `xml:"time,attr"`
	File      string        `xml:"file,attr,omitempty"`
	Line      int           `xml:"line,attr,omitempty"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Text    string `xml:",chardata"`
}

func writeJUnit(path string, cases []checkCase) error {
	s := junitSuite{Name: "vibelens check", Tests: len(cases)}
	var total int64
	for _, c := range cases {
		total += c.Ms
		jc := junitCase{ClassName: c.URL, Name: c.label(), Time: seconds(c.Ms)}
		if c.Source != nil {
			jc.File, jc.Line = c.Source.File, c.Source.Line
		}
		switch {
		case c.Err != "":
			s.Errors++
			jc.Error = &junitProblem{Message: "could not capture the page", Text: c.Err}
		case len(c.Failures) > 0:
			s.Failures++
			jc.Failure = &junitProblem{Message: fmt.Sprintf("%d problems a user would see", len(c.Failures)), Text: strings.Join(c.Failures, "\n")}
		}
		s.Cases = append(s.Cases, jc)
	}
	s.Time = seconds(total)
	out, err := xml.MarshalIndent(junitSuites{Suites: []junitSuite{s}}, "", " ")
	if err != nil {
		return err
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	return os.WriteFile(path, append([]byte(xml.Header), append(out, '\n')...), 0o644)
}

func writeJSON(path string, cases []checkCase) error {
	out, err := json.MarshalIndent(map[string]any{"cases": cases}, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(out, '\n'), 0o644)
}

func seconds(ms int64) string { return fmt.Sprintf("%.3f", float64(ms)/1000) }

// hrefs finds the links in a simplified DOM, which keeps href.
var hrefs = regexp.MustCompile(`<a\b[^>]*?\shref="([^"]*)"`)

// sameOriginLinks are the page's links to its own origin, resolved,
// without fragments, each once, in document order.
func sameOriginLinks(pageURL, dom string) []string {
	base, err := url.Parse(pageURL)
	if err != nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, m := range hrefs.FindAllStringSubmatch(dom, -1) {
		ref, err := url.Parse(html.UnescapeString(m[1]))
		if err != nil {
			continue
		}
		u := base.ResolveReference(ref)
		if u.Scheme != base.Scheme || u.Host != base.Host {
			continue
		}
		u.Fragment = ""
		if s := u.String(); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// pageKey is a page without its fragment: /a#x and /a are one page.
func pageKey(page string) string {
	if u, err := url.Parse(page); err == nil {
		u.Fragment = ""
		if u.Path == "" {
			u.Path = "/"
		}
		return u.String()
	}
	return page
}

// gate decides what fails a page: problems at level or worse that the
// baseline does not hold.
type gate struct {
	level int
	known map[string]bool
}

// baselineKey identifies a problem in a baseline: the viewport and the
// SARIF fingerprint (page path, kind, selector or source file), so a
// baseline holds across runs and ports.
func baselineKey(c *checkCase, p problem) string {
	return c.identity() + ":" + fingerprint(c.URL, p)
}

// checkBaselineFile is what --baseline holds.
type checkBaselineFile struct {
	Version  int      `json:"version"`
	Problems []string `json:"problems"` // baselineKey of each known problem
}

func readCheckBaseline(path string) (map[string]bool, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("--baseline: %w (create it with --update-baseline)", err)
	}
	var f checkBaselineFile
	if err := json.Unmarshal(b, &f); err != nil || f.Version != 1 {
		return nil, fmt.Errorf("--baseline %s is not a vibelens check baseline of version 1; write it again with --update-baseline", path)
	}
	known := map[string]bool{}
	for _, k := range f.Problems {
		known[k] = true
	}
	return known, nil
}

// writeCheckBaseline saves every failing problem of the run, sorted, each
// once, through a temporary file renamed into place.
func writeCheckBaseline(path string, cases []checkCase, level int) error {
	seen := map[string]bool{}
	f := checkBaselineFile{Version: 1, Problems: []string{}}
	for i := range cases {
		c := &cases[i]
		for _, p := range c.problems {
			if k := baselineKey(c, p); p.level >= level && !seen[k] {
				seen[k] = true
				f.Problems = append(f.Problems, k)
			}
		}
	}
	slices.Sort(f.Problems)
	out, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(append(out, '\n'))
	if err := errors.Join(werr, tmp.Chmod(0o644), tmp.Close()); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
