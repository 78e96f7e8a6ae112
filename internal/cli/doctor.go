package cli

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/demo"
)

func runDoctor(e *env, args []string) int {
	fs := newFlagSet(e, "doctor", "", "Check the browser VibeLens will use, each editor's MCP config, and run a\nself-test capture of the embedded demo page. Exits 1 if anything needs fixing.")
	var bf browserFlags
	bf.register(fs, false)
	if code, done := parse(fs, args); done {
		return code
	}
	ok := true
	fmt.Fprintf(e.stdout, "vibelens %s\n\nBrowser:\n", e.build.Version)
	found, err := browser.FindBrowser(bf.chrome, bf.headed)
	if err != nil {
		fmt.Fprintf(e.stdout, "!! %s\n", browser.AsError(err).Problem)
		fmt.Fprintf(e.stdout, "   next step: %s\n", browser.AsError(err).NextStep)
		ok = false
	} else {
		fmt.Fprintf(e.stdout, "   %s (from %s)\n   %s\n", found.Path, found.Source, chromeVersion(found.Path))
	}
	fmt.Fprintln(e.stdout)
	if !doctorHosts(e) {
		ok = false
	}
	fmt.Fprintln(e.stdout)
	if err == nil && !selfTest(e, bf) {
		ok = false
	}
	if !ok {
		return exitFailure
	}
	fmt.Fprintln(e.stdout, "\nAll good.")
	return exitOK
}

// chromeVersion asks the binary for its version, briefly.
func chromeVersion(path string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return "version unknown: " + err.Error()
	}
	return strings.TrimSpace(string(out))
}

// selfTest captures the embedded demo page and checks that every signal the
// page plants came back.
func selfTest(e *env, bf browserFlags) bool {
	fmt.Fprintln(e.stdout, "Self-test (embedded demo page):")
	url, stop, err := demo.Serve()
	if err != nil {
		fmt.Fprintf(e.stdout, "!! cannot serve the demo page: %v\n", err)
		return false
	}
	defer stop()
	mgr, err := bf.manager(nil) // quiet: these commands print their own results
	if err != nil {
		fmt.Fprintf(e.stdout, "!! %v\n", err)
		return false
	}
	defer mgr.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	res, err := mgr.Capture(ctx, browser.Request{URL: url, Viewport: "desktop"})
	if err != nil {
		be := browser.AsError(err)
		fmt.Fprintf(e.stdout, "!! capture failed: %s: %s\n   next step: %s\n", be.Code, be.Problem, be.NextStep)
		return false
	}
	s := res.Summary
	checks := []struct {
		name string
		ok   bool
	}{
		{"screenshot is a JPEG", len(res.Screenshot) > 3 && res.Screenshot[0] == 0xFF && res.Screenshot[1] == 0xD8},
		{"console error captured", s.ConsoleErrors > 0},
		{"uncaught exception captured", s.UncaughtErrors > 0},
		{"failed requests captured", s.FailedRequests >= 2},
		{"DOM keeps real classes", strings.Contains(res.SimplifiedDOM, "cta-button")},
	}
	all := true
	for _, c := range checks {
		mark := "ok"
		if !c.ok {
			mark, all = "!!", false
		}
		fmt.Fprintf(e.stdout, "   %-2s %s\n", mark, c.name)
	}
	fmt.Fprintf(e.stdout, "   captured in %d ms (browser %s %d ms)\n", s.CaptureMs, s.Timings.BrowserHow, s.Timings.Browser)
	return all
}
