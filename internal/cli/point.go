package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/atomicfile"
	"github.com/vibelens/vibelens/internal/textline"
)

// runPoint opens a page in a visible window for the developer to point at
// elements; the picks are printed, written as JSON with --json, and kept
// for the next look at the page.
func runPoint(e *env, args []string) int {
	fs := newFlagSet(e, "point", "URL", "Open URL in a visible browser window (the same network policy as every look) and point:\n"+
		"use the page as usual, hold Alt (Option on macOS) to highlight the element under the pointer,\n"+
		"Alt+click to pick it and type a one-line note; Enter (or closing the window) sends, Esc cancels.\n"+
		"Prints each pick with its selector, source and findings; the next inspect_localhost_ui of the page\n"+
		"(same origin and path) returns them as pointedAt for 30 minutes. Exits 0 when something was picked.")
	var bf browserFlags
	bf.register(fs, false)
	viewport := fs.String("viewport", "desktop", "device preset: "+textline.List(browser.ViewportNames())+", or one from --viewports or the per-user presets file")
	scheme := fs.String("color-scheme", "", "emulate prefers-color-scheme: light or dark; default the preset's own")
	jsonOut := fs.String("json", "", "also write the picks as JSON to `FILE`")
	prompt := fs.String("prompt", "", "a question to show in the window, e.g. \"Which heading looks wrong?\"")
	timeout := fs.Duration("timeout", browser.MaxPointTimeout, fmt.Sprintf("stop waiting after this long (at most %s); what was picked by then is kept", browser.MaxPointTimeout))
	if code, done := parse(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(fs, "need exactly one URL, got %d arguments", fs.NArg())
	}
	if *scheme != "" && *scheme != "light" && *scheme != "dark" {
		return usageError(fs, "--color-scheme must be light or dark, not %q", *scheme)
	}
	if *timeout <= 0 || *timeout > browser.MaxPointTimeout {
		return usageError(fs, "--timeout must be more than 0 and at most %s", browser.MaxPointTimeout)
	}
	if bf.cdpEndpoint != "" {
		return usageError(fs, "--cdp-endpoint does not apply: point opens a window of its own")
	}
	if !browser.HasDisplay() {
		// At once, before any browser work: nothing could show the window.
		fmt.Fprintf(e.stderr, "vibelens point: no display: it opens a browser window for you to click in, and this session has none ($DISPLAY and $WAYLAND_DISPLAY are unset: SSH, CI or a container).\n"+
			"Run it on your desktop, or describe the element to the assistant and have it call inspect_localhost_ui with a selector.\n")
		return exitFailure
	}
	mgr, err := bf.manager(nil)
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens point: %v\n", err)
		return exitUsage
	}
	defer mgr.Close()
	if _, ok := mgr.Viewports().Lookup(*viewport); !ok {
		return usageError(fs, "--viewport must be %s, not %q", textline.List(mgr.Viewports().Names()), *viewport)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	url := fs.Arg(0)
	fmt.Fprintf(e.stderr, "Opening %s in a browser window. Hold Alt and click what you mean, type a note, press Enter (Esc cancels).\n", url)
	res, err := mgr.Point(ctx, browser.PointRequest{Request: browser.Request{URL: url, Viewport: *viewport, ColorScheme: *scheme},
		Prompt: *prompt, Timeout: *timeout})
	if err != nil {
		if errors.Is(err, context.Canceled) {
			fmt.Fprintln(e.stderr, "vibelens point: interrupted; nothing kept")
		} else {
			fmt.Fprintf(e.stderr, "vibelens point: %s\n", textline.OneLine(browser.AsError(err).Problem))
		}
		return exitFailure
	}
	if res.Pointed == nil {
		fmt.Fprintf(e.stderr, "vibelens point: nothing picked (%s)\n", res.Outcome)
		return exitFailure
	}
	shot := ""
	if res.Look != nil && len(res.Look.Screenshot) > 0 {
		shot = filepath.Join(shotDir(), strings.TrimSuffix(defaultShotName(url), ".jpg")+"-picks.jpg")
		if err := os.WriteFile(shot, res.Look.Screenshot, 0o644); err != nil {
			fmt.Fprintf(e.stderr, "vibelens point: %v\n", err)
			shot = ""
		}
	}
	if *jsonOut != "" {
		data, err := json.MarshalIndent(res.Pointed, "", "  ")
		if err == nil {
			err = atomicfile.WriteFile(*jsonOut, append(data, '\n'), 0o600)
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "vibelens point: %v\n", err)
			return exitFailure
		}
	}
	printPicks(e.stdout, res.Pointed, shot)
	return exitOK
}

// printPicks is the human view of a session's picks. Page text goes
// through textline: a control character in it would rewrite the terminal.
func printPicks(w io.Writer, p *browser.Pointed, shot string) {
	w = textline.Writer(w)
	fmt.Fprintf(w, "Picked %d element(s) on %s (%s):\n", len(p.Picks), p.URL, p.Viewport)
	for _, k := range p.Picks {
		where := k.Selector
		if len(k.Within) > 0 {
			where += "  in " + strings.Join(k.Within, " > ")
		}
		fmt.Fprintf(w, "%2d. %s\n", k.N, textline.OneLine(where))
		fmt.Fprintf(w, "    <%s> %dx%d at %d,%d", k.Tag, k.Box.Width, k.Box.Height, k.Box.X, k.Box.Y)
		if len(k.Classes) > 0 {
			fmt.Fprintf(w, ", classes %s", textline.OneLine(strings.Join(k.Classes, " ")))
		}
		fmt.Fprintln(w)
		if k.Text != "" {
			fmt.Fprintf(w, "    text: %q\n", textline.OneLine(k.Text))
		}
		if k.Source != nil {
			fmt.Fprintf(w, "    source: %s\n", k.Source.String())
		}
		for _, f := range k.Findings {
			fmt.Fprintf(w, "    finding: %s: %s%s\n", f.Kind, textline.OneLine(f.UserSees), textline.Because(f.Cause))
		}
		if k.DeveloperNote != "" {
			fmt.Fprintf(w, "    your note: %s\n", textline.OneLine(k.DeveloperNote))
		}
	}
	if shot != "" {
		fmt.Fprintf(w, "Screenshot with the picks marked: %s\n", shot)
	}
	fmt.Fprintln(w, "Kept for 30 minutes: the next inspect_localhost_ui of this page returns them as pointedAt.")
}
