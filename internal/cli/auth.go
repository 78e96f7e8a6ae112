package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/vibelens/vibelens/browser"
)

func runAuth(e *env, args []string) int {
	if len(args) == 0 || args[0] != "save" {
		fmt.Fprintln(e.stderr, "Usage: vibelens auth save URL --out FILE\n\nSave a login for --storage-state: opens a browser window at URL, you log in,\nthen press Enter here or close the window.")
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			return exitOK
		}
		return exitUsage
	}
	fs := newFlagSet(e, "auth save", "URL", "Open a visible browser at URL; log in by hand, then press Enter here (or close the window).\n"+
		"Writes the cookies and localStorage of URL's origin as Playwright storage-state JSON (mode 0600),\n"+
		"for `vibelens serve --storage-state FILE`. The file holds your session: keep it out of git.\n"+
		"The window is an ordinary browser you drive: the network policy does not apply to it.")
	out := fs.String("out", "", "write the storage state here (required)")
	chrome := fs.String("chrome", "", "path to a Chrome, Chromium or Edge binary (default: $"+browser.EnvChrome+", then the system browser)")
	if code, done := parse(fs, args[1:]); done {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(fs, "need exactly one URL, got %d arguments", fs.NArg())
	}
	if *out == "" {
		return usageError(fs, "--out FILE is required")
	}
	if !browser.HasDisplay() {
		fmt.Fprintf(e.stderr, "vibelens auth save: %v\n", browser.ErrNoDisplay)
		return exitFailure
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan struct{})
	go func() {
		// Enter, or the end of stdin, means the login is done.
		_, _ = bufio.NewReader(e.input()).ReadString('\n')
		close(done)
	}()
	fmt.Fprintf(e.stderr, "Opening %s in a browser window. Log in there, then press Enter here (or close the window).\n", fs.Arg(0))
	state, err := browser.SaveLogin(ctx, browser.LoginOptions{URL: fs.Arg(0), Launch: browser.LaunchOptions{ChromePath: *chrome}, Done: done})
	if err != nil {
		if errors.Is(err, context.Canceled) {
			fmt.Fprintln(e.stderr, "vibelens auth save: interrupted; nothing written")
		} else {
			fmt.Fprintf(e.stderr, "vibelens auth save: %v\n", err)
		}
		return exitFailure
	}
	if err := browser.WriteStorageState(*out, state); err != nil {
		fmt.Fprintf(e.stderr, "vibelens auth save: %v\n", err)
		return exitFailure
	}
	n := 0
	for _, o := range state.Origins {
		n += len(o.LocalStorage)
	}
	fmt.Fprintf(e.stdout, "Saved %d cookies and %d localStorage entries to %s (mode 0600).\nUse it with: vibelens serve --storage-state %s\n", len(state.Cookies), n, *out, *out)
	return exitOK
}

// input is the command's stdin.
func (e *env) input() io.Reader {
	if e.stdin != nil {
		return e.stdin
	}
	return os.Stdin
}
