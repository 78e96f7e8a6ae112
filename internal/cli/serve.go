package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/drain"
	"github.com/vibelens/vibelens/server"
	"github.com/vibelens/vibelens/server/stdio"
)

// serveFlags are serve's flags; install --args checks its value against them.
type serveFlags struct {
	bf      browserFlags
	logFile string
	verbose bool
	warm    bool
}

func (f *serveFlags) register(fs *flag.FlagSet) {
	f.bf.register(fs, true)
	fs.StringVar(&f.logFile, "log-file", "", "append logs to this file instead of stderr")
	fs.BoolVar(&f.verbose, "verbose", false, "log every capture")
	fs.BoolVar(&f.warm, "warm", false, "launch the browser in the background at start instead of on the first call (costs an idle Chromium, about 375 MB PSS, until --idle-timeout)")
}

func runServe(e *env, args []string) int {
	fs := newFlagSet(e, "serve", "", "Run the MCP server on stdio. Editors launch this; stdout carries JSON-RPC only, logs go to stderr (or --log-file).")
	var sf serveFlags
	sf.register(fs)
	bf, logFile, verbose, warm := &sf.bf, &sf.logFile, &sf.verbose, &sf.warm
	// An MCP Bundle passes its optional settings as flags; one left empty
	// arrives as "--flag=" or as its ${user_config.x} placeholder.
	args, unset := dropUnsetArgs(fs, args)
	if code, done := parse(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	}

	var logOut io.Writer = e.stderr
	if *logFile != "" {
		f, err := os.OpenFile(*logFile, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
		if err != nil {
			fmt.Fprintf(e.stderr, "vibelens serve: %v\n", err)
			return exitFailure
		}
		defer f.Close()
		logOut = f
	}
	level := slog.LevelWarn
	if *verbose {
		level = slog.LevelInfo
	}
	log := slog.New(slog.NewTextHandler(logOut, &slog.HandlerOptions{Level: level}))
	if len(unset) > 0 {
		log.Info("flags without a value left at their defaults", "flags", unset)
	}

	// Keep the real stdout for JSON-RPC and point os.Stdout at stderr, so no
	// stray print anywhere in the process can corrupt the protocol stream.
	protocolOut := os.Stdout
	if f, ok := e.stdout.(*os.File); ok {
		protocolOut = f
	}
	os.Stdout = os.Stderr

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// A SIGKILLed server cannot remove its Chromium profile; the next one does.
	go browser.SweepStaleProfiles()
	mgr, err := bf.manager(log)
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens serve: %v\n", err)
		return exitFailure
	}
	defer mgr.Close()
	if *warm {
		go func() {
			if err := mgr.Warm(ctx); err != nil {
				// Not fatal: the first call reports the problem with a next step.
				log.Warn("browser warm-up failed", "err", err)
			}
		}()
	}
	// work ends on a signal, or when stdin has closed and the calls still in
	// flight had their grace period (drain.go).
	work, cancelWork := context.WithCancel(ctx)
	defer cancelWork()
	srv, err := server.New(shutdownCapturer{mgr, work}, server.Options{Version: e.build.Version, Logger: log, Viewports: mgr.Viewports()})
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens serve: %v\n", err)
		return exitFailure
	}

	// Stdin closing with calls in flight must not drop their replies: hold
	// the EOF back until each request read has been answered (drain.go).
	// Our transport answers malformed lines instead of ending the session.
	stdin, stdout := drain.Stdio(ctx, cancelWork, os.Stdin, protocolOut)
	err = srv.Run(ctx, &stdio.Transport{Reader: stdin, Writer: stdout})
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.EOF) {
		log.Error("server stopped", "err", err)
		return exitFailure
	}
	return exitOK
}

// shutdownCapturer ends captures in flight when the server is told to stop.
// The SDK's shutdown waits for in-flight calls without cancelling them, so a
// capture of a page that never answers would otherwise hold SIGTERM for the
// whole navigation timeout.
type shutdownCapturer struct {
	*browser.Manager
	shutdown context.Context
}

func (c shutdownCapturer) Capture(ctx context.Context, req browser.Request) (*browser.Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(c.shutdown, cancel)()
	return c.Manager.Capture(ctx, req)
}
