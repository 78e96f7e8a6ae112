package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/textline"
	"github.com/vibelens/vibelens/server"
)

// captureFlags are the tool's inputs as command-line flags.
type captureFlags struct {
	viewport string
	delay    int
	fullPage bool
	selector string
	// allowAll accepts --viewport all (inspect renders it as the tool does).
	allowAll bool
}

func (c *captureFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&c.viewport, "viewport", "desktop", "device preset: "+textline.List(browser.ViewportNames())+", or one from --viewports or the per-user presets file")
	fs.IntVar(&c.delay, "delay", int(browser.Limits.DefaultDelay.Milliseconds()), fmt.Sprintf("extra milliseconds to wait after the page settles (0-%d)", browser.Limits.MaxDelay.Milliseconds()))
	fs.BoolVar(&c.fullPage, "full-page", false, "capture the whole scrollable page")
	fs.StringVar(&c.selector, "selector", "", "CSS selector: clip the screenshot and DOM to that element")
}

func (c *captureFlags) validate(fs *flag.FlagSet, presets browser.Presets) (int, bool) {
	if _, ok := presets.Lookup(c.viewport); !ok && !(c.allowAll && c.viewport == server.AllViewports) {
		return usageError(fs, "--viewport must be %s, not %q", textline.List(presets.Names()), c.viewport), false
	}
	if c.delay < 0 || time.Duration(c.delay)*time.Millisecond > browser.Limits.MaxDelay {
		return usageError(fs, "--delay must be between 0 and %d", browser.Limits.MaxDelay.Milliseconds()), false
	}
	return 0, true
}

func (c *captureFlags) request(url string) browser.Request {
	return browser.Request{URL: url, Viewport: c.viewport, Delay: time.Duration(c.delay) * time.Millisecond, FullPage: c.fullPage, Selector: c.selector}
}

func runInspect(e *env, args []string) int {
	fs := newFlagSet(e, "inspect", "URL", "Capture a local page the way the MCP tool does and print a readable summary,\nor the exact tool payload with --json. Exits 1 when the capture is a tool error.")
	var bf browserFlags
	var cf captureFlags
	bf.register(fs, false)
	cf.register(fs)
	out := fs.String("out", "", "write the screenshot here (default: vibelens-<host>.jpg in the user cache directory, so nothing lands in your repo)")
	asJSON := fs.Bool("json", false, "print the tool's text payload (JSON) instead of the summary")
	compareTo := fs.String("compare-to", "", "compare with the look saved in this file and say what changed (sinceLastCapture.changed with --json);\nsave this look there when the file does not exist yet")
	save := fs.Bool("save", false, "with --compare-to: save this look in the file after comparing")
	// The old names: check's --baseline is a list of known problems, a
	// different thing, so inspect's got a name that says what it holds.
	oldCompare := fs.String("baseline", "", "deprecated: use --compare-to")
	oldSave := fs.Bool("update-baseline", false, "deprecated: use --save")
	scheme := fs.String("color-scheme", "", "emulate prefers-color-scheme: light, dark, or both (a render in each, merged as the tool's colorScheme both answers); default the preset's own")
	cf.allowAll = true
	fs.Lookup("viewport").Usage = "device preset: " + textline.List(append(browser.ViewportNames(), server.AllViewports)) +
		" (the three side by side, merged as the tool's viewport all answers), or one from --viewports or the per-user presets file"
	if code, done := parse(fs, args); done {
		return code
	}
	if *scheme != "" && !slices.Contains(server.ColorSchemes(), *scheme) {
		return usageError(fs, "--color-scheme must be %s, not %q", textline.List(server.ColorSchemes()), *scheme)
	}
	many := cf.viewport == server.AllViewports || *scheme == server.BothSchemes
	if many && (*compareTo != "" || *oldCompare != "") {
		return usageError(fs, "--compare-to compares one look: pass one --viewport and --color-scheme light or dark")
	}
	for _, r := range [][2]string{{"baseline", "compare-to"}, {"update-baseline", "save"}} {
		if flagSet(fs, r[0]) {
			fmt.Fprintf(e.stderr, "vibelens inspect: --%s is deprecated, use --%s (check --baseline is a list of known problems)\n", r[0], r[1])
		}
	}
	if *compareTo == "" {
		*compareTo = *oldCompare
	} else if *oldCompare != "" && *oldCompare != *compareTo {
		return usageError(fs, "--compare-to %s and --baseline %s name two files: pass --compare-to alone", *compareTo, *oldCompare)
	}
	*save = *save || *oldSave
	if *save && *compareTo == "" {
		return usageError(fs, "--save needs --compare-to FILE")
	}
	if fs.NArg() != 1 {
		return usageError(fs, "need exactly one URL, got %d arguments", fs.NArg())
	}
	mgr, err := bf.manager(nil) // quiet: these commands print their own results
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens inspect: %v\n", err)
		return exitUsage
	}
	defer mgr.Close()
	if code, ok := cf.validate(fs, mgr.Viewports()); !ok {
		return code
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	req := cf.request(fs.Arg(0))
	if many {
		return inspectRenders(ctx, e, mgr, req, *scheme, *out, *asJSON)
	}
	req.ColorScheme = *scheme
	if *compareTo == "" {
		return inspectAndReport(ctx, e, mgr, req, *out, *asJSON)
	}
	return inspectBaseline(ctx, e, fs, mgr, req, baselineFlags{path: *compareTo, update: *save, out: *out, asJSON: *asJSON})
}

// flagSet says whether the command line set the flag name.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// inspectAndReport runs one capture, writes the screenshot and prints the
// result; demo and doctor share it.
func inspectAndReport(ctx context.Context, e *env, mgr *browser.Manager, req browser.Request, out string, asJSON bool) int {
	res, err := mgr.Capture(ctx, req)
	if err != nil {
		be := browser.AsError(err)
		if asJSON {
			fmt.Fprintln(e.stdout, server.ErrorText(be))
		} else {
			fmt.Fprintln(e.stderr, server.ErrorText(be))
		}
		return exitFailure
	}
	return reportCapture(e, res, out, asJSON)
}

// reportCapture writes the screenshot and prints a capture's result: the payload
// with asJSON, else the summary.
func reportCapture(e *env, res *browser.Result, out string, asJSON bool) int {
	if asJSON {
		payload, err := server.Payload(res)
		if err != nil {
			fmt.Fprintf(e.stderr, "vibelens: %v\n", err)
			return exitFailure
		}
		fmt.Fprintln(e.stdout, string(payload))
		if out == "" {
			return exitOK
		}
	}
	if out == "" {
		out = filepath.Join(shotDir(), defaultShotName(res.Summary.FinalURL))
	}
	if err := os.WriteFile(out, res.Screenshot, 0o644); err != nil {
		fmt.Fprintf(e.stderr, "vibelens: write screenshot: %v\n", err)
		return exitFailure
	}
	if !asJSON {
		printSummary(e.stdout, res, out)
	}
	return exitOK
}

// shotDir is where inspect puts screenshots without --out: the user cache
// directory (the OS temp directory if there is none), never the current
// directory, which is usually the user's repository.
func shotDir() string {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "vibelens", "screenshots")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		dir = os.TempDir()
	}
	return dir
}

func defaultShotName(url string) string {
	host := url
	if i := strings.Index(host, "://"); i >= 0 {
		host = host[i+3:]
	}
	if i := strings.IndexAny(host, "/?#"); i >= 0 {
		host = host[:i]
	}
	host = strings.NewReplacer(":", "-", "[", "", "]", "").Replace(host)
	if host == "" {
		host = "page"
	}
	return "vibelens-" + host + ".jpg"
}

// printSummary is the human view of a capture.
func printSummary(w io.Writer, r *browser.Result, shot string) {
	w = textline.Writer(w) // page text: a control character in it would rewrite the terminal
	s := r.Summary
	fmt.Fprintf(w, "%s  %q\n", s.FinalURL, s.Title)
	// The stages, the requested delay and the remainder (setup, findings
	// outside the DOM pass, assembly) add up to the total.
	tm := s.Timings
	other := s.CaptureMs - (tm.Browser + tm.Navigate + tm.Settle + s.Settle.DelayMs + tm.A11y + tm.DOM + tm.Screenshot)
	fmt.Fprintf(w, "viewport %s %dx%d @%gx%s, captured in %d ms (browser %s %d ms, navigate %d, settle %d, delay %d, a11y %d, DOM %d, screenshot %d, other %d)\n",
		s.Viewport.Name, s.Viewport.Width, s.Viewport.Height, s.Viewport.DeviceScaleFactor, fullPageNote(s.FullPage),
		s.CaptureMs, tm.BrowserHow, tm.Browser, tm.Navigate, tm.Settle, s.Settle.DelayMs, tm.A11y, tm.DOM, tm.Screenshot, max(other, 0))
	if s.Settle.CapHit {
		fmt.Fprintf(w, "settle cap hit; still open: %s\n", strings.Join(s.Settle.Pending, ", "))
	}
	fmt.Fprintf(w, "\nconsole: %d errors, %d warnings\n", s.ConsoleErrors, s.ConsoleWarnings)
	for _, c := range r.ConsoleLogs {
		fmt.Fprintf(w, "  %-7s %s%s%s\n", c.Level, textline.OneLine(c.Text), textline.At(c.Source), components(c.Components))
	}
	fmt.Fprintf(w, "uncaught errors: %d\n", s.UncaughtErrors)
	for _, pe := range r.UncaughtPageErrors {
		fmt.Fprintf(w, "  %s%s\n", textline.OneLine(pe.Message), textline.At(pe.Source))
	}
	fmt.Fprintf(w, "failed requests: %d\n", s.FailedRequests)
	for _, f := range r.FailedRequests {
		what := f.Error
		if f.Status != 0 {
			what = fmt.Sprintf("HTTP %d", f.Status)
		}
		fmt.Fprintf(w, "  %s %s  %s\n", f.Method, f.URL, what)
	}
	fmt.Fprintf(w, "findings: %d", s.Findings)
	if s.FindingsDropped > 0 {
		fmt.Fprintf(w, " (%d not listed)", s.FindingsDropped)
	}
	fmt.Fprintln(w)
	for _, f := range r.Findings {
		fmt.Fprintf(w, "  %-7s %-22s %s  %s\n", f.Severity, f.Kind, f.Selector, textline.OneLine(f.Detail))
		if f.Source != nil {
			fmt.Fprintf(w, "          at %s\n", f.Source)
		}
		if c := textline.Because(f.Cause); c != "" {
			fmt.Fprintf(w, "          %s\n", strings.TrimPrefix(c, "; "))
		}
	}
	if t := s.Theme; t != nil {
		printTheme(w, t)
	}
	for _, d := range s.Dialogs {
		fmt.Fprintf(w, "dialog dismissed: %s %q\n", d.Type, d.Message)
	}
	trunc := ""
	if s.DOMTruncated {
		trunc = " (truncated)"
	}
	fmt.Fprintf(w, "\nDOM: %d characters%s\n", s.DOMChars, trunc)
	fmt.Fprintf(w, "screenshot: %s (%dx%d JPEG, %d bytes", shot, s.Image.SentWidth, s.Image.SentHeight, s.Image.Bytes)
	if s.Image.Scaled {
		fmt.Fprintf(w, ", scaled from %dx%d", s.Image.CapturedWidth, s.Image.CapturedHeight)
	}
	fmt.Fprintln(w, ")")
}

func fullPageNote(full bool) string {
	if full {
		return ", full page"
	}
	return ""
}

func components(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return "  in " + strings.Join(names, " < ")
}
