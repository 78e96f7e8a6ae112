package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/chromium"
)

// browserSubcommands are the `vibelens browser` subcommands.
var browserSubcommands = []struct {
	name, summary string
	run           func(e *env, args []string) int
}{
	{"install", "download a pinned Chromium into the user cache (for machines without Chrome)", runBrowserInstall},
	{"path", "print the browser binary VibeLens would launch", runBrowserPath},
}

func runBrowser(e *env, args []string) int {
	if len(args) > 0 {
		for _, c := range browserSubcommands {
			if c.name == args[0] {
				return c.run(e, args[1:])
			}
		}
	}
	fmt.Fprintln(e.stderr, "Usage: vibelens browser <install|path> [flags]")
	fmt.Fprintln(e.stderr)
	for _, c := range browserSubcommands {
		fmt.Fprintf(e.stderr, "  %-8s %s\n", c.name, c.summary)
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	fmt.Fprintf(e.stderr, "\nvibelens browser: unknown subcommand %q\n", args[0])
	return exitUsage
}

func runBrowserInstall(e *env, args []string) int {
	fs := newFlagSet(e, "browser install", "",
		"Download Chromium "+chromium.Revision+" into the user cache, check its SHA-256 and unpack it\n"+
			"where VibeLens looks. Progress goes to stderr; the browser's path is printed on stdout.\n"+
			"Only needed on machines with no Chrome, Chromium or Edge.")
	dir := fs.String("dir", "", "install into this directory instead of the user cache (VibeLens only finds the user cache)")
	url := fs.String("url", "", "download from this base URL (default: $"+chromium.EnvURL+", then "+chromium.DefaultBaseURL+")")
	sum := fs.String("sha256", "", "expected SHA-256 of the archive (default: the digest pinned for this platform)")
	force := fs.Bool("force", false, "download again even if a browser is already installed")
	if code, done := parse(fs, args); done {
		return code
	}
	if fs.NArg() != 0 {
		return usageError(fs, "takes no arguments, got %q", fs.Args())
	}
	if *dir == "" {
		d, err := browser.CacheDir()
		if err != nil {
			fmt.Fprintf(e.stderr, "vibelens browser install: no user cache directory: %v; pass --dir\n", err)
			return exitFailure
		}
		*dir = d
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	got, err := chromium.Install(ctx, chromium.Options{
		Dir: *dir, BaseURL: *url, SHA256: *sum, Force: *force, Progress: e.stderr,
	})
	switch {
	case errors.Is(err, chromium.ErrAlreadyInstalled):
		fmt.Fprintf(e.stderr, "Chromium is already installed; pass --force to download it again.\n")
	case errors.Is(err, chromium.ErrUnsupportedPlatform):
		fmt.Fprintf(e.stderr, "vibelens browser install: %v.\nInstall Chrome or Chromium from your package manager and VibeLens will find it, or point $%s at a browser binary.\n", err, browser.EnvChrome)
		return exitFailure
	case err != nil:
		fmt.Fprintf(e.stderr, "vibelens browser install: %v\n", err)
		return exitFailure
	default:
		fmt.Fprintf(e.stderr, "Installed Chromium %s (SHA-256 %s).\n", got.Revision, got.SHA256)
	}
	fmt.Fprintln(e.stdout, got.Binary)
	return exitOK
}

func runBrowserPath(e *env, args []string) int {
	fs := newFlagSet(e, "browser path", "",
		"Print the browser binary VibeLens would launch: --chrome, then $"+browser.EnvChrome+",\n"+
			"then one `vibelens browser install` put in the user cache, then the system's\n"+
			"(Chromium's headless shell first, when installed).\n"+
			"Where it came from goes to stderr.")
	chrome := fs.String("chrome", "", "path to a Chrome, Chromium or Edge binary, as serve and inspect take it")
	if code, done := parse(fs, args); done {
		return code
	}
	if fs.NArg() != 0 {
		return usageError(fs, "takes no arguments, got %q", fs.Args())
	}
	found, err := browser.FindChrome(*chrome)
	if err != nil {
		be := browser.AsError(err)
		fmt.Fprintf(e.stderr, "vibelens browser path: %s\n%s\n", be.Problem, be.NextStep)
		return exitFailure
	}
	fmt.Fprintf(e.stderr, "source: %s\n", found.Source)
	fmt.Fprintln(e.stdout, found.Path)
	return exitOK
}
