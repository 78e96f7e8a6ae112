package gate

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"regexp"
	"runtime"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/textline"
)

// Flags are check's own flags: what to check and how to judge it. The
// browser's flags and the reports' are registered beside them.
type Flags struct {
	viewports listFlag
	delay     int
	routes    string
	baseURL   string
	failOn    string
	crawl     int
	workers   int
	known     string // a list of known problems (known.go)
	update    bool   // write the known-problems file
	shard     string
	scheme    string     // --color-scheme: light, dark or both
	exclude   repeatFlag // patterns of links a crawl does not follow
	keyboard  bool       // --keyboard: walk each page with Tab
	config    string

	// From the configuration file only.
	configRoutes  []string
	viewportsFrom string // the configuration file, when --viewport's values came from it
	colorSchemes  []string
	ignore        []ignoreEntry
}

// repeatFlag collects a repeatable flag whose values may hold commas
// (a regular expression).
type repeatFlag []string

func (r *repeatFlag) String() string { return strings.Join(*r, " ") }

func (r *repeatFlag) Set(s string) error {
	*r = append(*r, s)
	return nil
}

// RegisterFlags registers check's own flags on fs.
func RegisterFlags(fs *flag.FlagSet) *Flags {
	f := &Flags{}
	fs.Var(&f.viewports, "viewport", "desktop, tablet, mobile, all, or a preset from --viewports; repeatable or comma-separated (default desktop)")
	fs.IntVar(&f.delay, "delay", int(browser.Limits.DefaultDelay.Milliseconds()), "extra milliseconds to wait after each page settles")
	fs.StringVar(&f.routes, "routes", "", "a file of URLs or paths, one a line, # comments")
	fs.StringVar(&f.baseURL, "base-url", "", "paths (from the arguments or --routes) are joined to this URL")
	fs.StringVar(&f.failOn, "fail-on", "error", "what fails a page: error, warning or never")
	fs.IntVar(&f.crawl, "crawl", 0, "also check up to N more pages, found by following same-origin links from the pages given, breadth first")
	fs.IntVar(&f.workers, "workers", defaultWorkers(), "pages captured at once, each in its own isolated context")
	fs.StringVar(&f.known, "known-problems", "", "a file of known problems: only problems not in it fail the run")
	fs.BoolVar(&f.update, "update-known-problems", false, "with --known-problems: write this run's failing problems to the file (creating it), and pass")
	fs.StringVar(&f.known, "baseline", "", "deprecated: the old name of --known-problems")
	fs.BoolVar(&f.update, "update-baseline", false, "deprecated: the old name of --update-known-problems")
	fs.Var(&f.exclude, "exclude", "a regular expression: --crawl does not follow links whose URL it matches (log-out and delete links); repeatable")
	fs.StringVar(&f.config, "config", "", "read settings from this YAML file instead of ./"+ConfigFile+" (flags win over it)")
	fs.StringVar(&f.scheme, "color-scheme", "", "prefers-color-scheme to emulate: light, dark or both (each page and viewport in each); default each preset's own (light for the built-ins)")
	fs.BoolVar(&f.keyboard, "keyboard", false, "also walk each page with Tab, as a keyboard user does (up to 25 stops), and judge focus-trap, focus-not-visible, focus-obscured and focus-order")
	fs.StringVar(&f.shard, "shard", "", "I/N: check only the I-th of N parts of the cases (a CI matrix of N jobs), split the same way on every machine; join the parts' --json with check merge")
	return f
}

// deprecatedFlags are check's old flag names and their new ones:
// inspect's --baseline is a saved look to compare with, check's was a
// list of known problems, and one name for both misled.
var deprecatedFlags = map[string]string{"baseline": "known-problems", "update-baseline": "update-known-problems"}

// warnDeprecated says on one line of stderr which old names were used.
func warnDeprecated(fs *flag.FlagSet, w io.Writer) {
	fs.Visit(func(fl *flag.Flag) {
		if now, ok := deprecatedFlags[fl.Name]; ok {
			fmt.Fprintf(w, "vibelens check: --%s is deprecated, use --%s\n", fl.Name, now)
		}
	})
}

// Plan is what the flags and the configuration ask for, checked: the
// pages, how each is judged, and the files it reads and writes.
type Plan struct {
	// Workers is how many pages are captured at once.
	Workers int

	level   Severity
	rules   rules
	pages   []string
	delay   time.Duration
	shard   shard
	exclude []*regexp.Regexp
	schemes []string   // each case's colour scheme; "" is the preset's own
	ignored []string   // the configuration's ignore entries, for the reports
	record  planRecord // what the --json report records (plan.go)

	viewports     []string // as given; vps once Prepare has checked them
	viewportsFrom string   // the configuration file, when they came from it
	vps           []string
	crawl         int
	keyboard      bool   // walk each page with Tab
	update        bool   // write the known-problems file
	known         string // the known-problems file
}

// Plan checks the flags fs parsed, applies the configuration file under
// them and reads the files they name. It says on fs's output which
// deprecated names were used. An error is a usage error, worded for the
// user.
func (f *Flags) Plan(fs *flag.FlagSet) (*Plan, error) {
	warnDeprecated(fs, fs.Output())
	cfg, cfgPath, err := loadCheckConfig(f.config)
	if err != nil {
		return nil, err
	}
	if cfg != nil {
		cfg.apply(fs, f, cfgPath)
	}
	level, known := failOnLevels[f.failOn]
	if !known {
		return nil, fmt.Errorf("--fail-on must be error, warning or never, not %q", f.failOn)
	}
	if f.delay < 0 || time.Duration(f.delay)*time.Millisecond > browser.Limits.MaxDelay {
		return nil, fmt.Errorf("--delay must be between 0 and %d", browser.Limits.MaxDelay.Milliseconds())
	}
	if f.crawl < 0 {
		return nil, fmt.Errorf("--crawl must be 0 or more")
	}
	if f.workers < 1 {
		return nil, fmt.Errorf("--workers must be at least 1")
	}
	if f.update && f.known == "" {
		return nil, fmt.Errorf("--update-known-problems needs --known-problems FILE")
	}
	plan := &Plan{Workers: f.workers, level: level, rules: rules{level: level, ignore: f.ignore}, delay: time.Duration(f.delay) * time.Millisecond, shard: shard{1, 1},
		viewports: f.viewports, viewportsFrom: f.viewportsFrom, crawl: f.crawl, keyboard: f.keyboard, update: f.update, known: f.known}
	// --color-scheme wins over the configuration's color-schemes.
	switch {
	case f.scheme != "":
		s, err := schemesFor(f.scheme)
		if err != nil {
			return nil, err
		}
		plan.schemes = s
	case len(f.colorSchemes) > 0:
		plan.schemes = f.colorSchemes
	default:
		plan.schemes = []string{""}
	}
	for _, x := range f.exclude {
		re, err := regexp.Compile(x)
		if err != nil {
			return nil, fmt.Errorf("--exclude %q is not a regular expression: %v", x, err)
		}
		plan.exclude = append(plan.exclude, re)
	}
	if f.shard != "" {
		s, err := parseShard(f.shard)
		if err != nil {
			return nil, err
		}
		if f.update && s.n > 1 {
			return nil, fmt.Errorf("--update-known-problems would write only this shard's problems: write the file from a run over every case")
		}
		if f.crawl > 0 && s.n > 1 {
			return nil, fmt.Errorf("--crawl finds its pages as it goes, so they cannot be split with --shard: list the pages with --routes")
		}
		plan.shard = s
	}
	var knownContent []byte
	if f.known != "" && !f.update {
		k, err := ReadKnownProblems(f.known)
		if err != nil {
			return nil, err
		}
		if knownContent, err = os.ReadFile(f.known); err != nil {
			return nil, fmt.Errorf("--known-problems: %v", err)
		}
		plan.rules.known = k
		if len(k.legacy) > 0 {
			fmt.Fprintf(fs.Output(), "vibelens check: %s is a version 1 file: its entries match without the message or rule, so a new error on a page with a known one passes; write it again with --update-known-problems\n", f.known)
		}
	}
	pages := append(fs.Args(), f.configRoutes...)
	if f.routes != "" {
		more, err := readRoutes(f.routes)
		if err != nil {
			return nil, err
		}
		pages = append(pages, more...)
	}
	if len(pages) == 0 {
		return nil, fmt.Errorf("no pages: pass URLs, or --routes FILE")
	}
	for _, p := range pages {
		u, err := joinBase(f.baseURL, p)
		if err != nil {
			return nil, err
		}
		plan.pages = append(plan.pages, u)
	}
	plan.record = newPlanRecord(f, plan, knownContent)
	return plan, nil
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
			return nil, fmt.Errorf("unknown viewport %q: use %s, or all", n, textline.List(presets.Names()))
		}
		out = append(out, n)
	}
	return out, nil
}
