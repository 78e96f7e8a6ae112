// Package cli implements the vibelens command line: one file per command,
// each a function from arguments to an exit code, so main stays a few lines
// and every command is testable with its own stdout and stderr.
package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
)

// Build identifies the binary; the release build stamps it.
type Build struct {
	Version string
	Commit  string
}

// env is what a command may touch: its output streams and the build stamp.
// Commands never write to os.Stdout directly, because under `serve` stdout
// belongs to JSON-RPC.
type env struct {
	stdout io.Writer
	stderr io.Writer
	stdin  io.Reader // nil means os.Stdin
	build  Build
}

type command struct {
	name    string
	summary string
	run     func(e *env, args []string) int
}

// Exit codes shared by all commands.
const (
	exitOK      = 0
	exitFailure = 1 // the command ran and the outcome is a failure (e.g. a tool error)
	exitUsage   = 2 // bad flags or arguments
)

func commands() []command {
	return []command{
		{"serve", "run the MCP server on stdio (what editors launch)", runServe},
		{"inspect", "capture a local URL and print a summary (or the tool payload with --json)", runInspect},
		{"point", "open a local URL in a window and click the elements you mean; the next look carries them", runPoint},
		{"check", "the CI gate: capture pages in viewports and fail on what a user would see broken", runCheck},
		{"demo", "serve an embedded page with deliberate bugs and inspect it", runDemo},
		{"bench", "time repeated captures of a URL, per stage", runBench},
		{"install", "add vibelens to an editor's MCP config", runInstall},
		{"uninstall", "remove vibelens from an editor's MCP config", runUninstall},
		{"doctor", "check the browser, editor configs and a self-test capture", runDoctor},
		{"auth", "save a login for --storage-state (auth save URL --out FILE)", runAuth},
		{"browser", "manage the browser VibeLens uses (browser install)", runBrowser},
		{"version", "print the version", runVersion},
	}
}

// Run executes the command named by args[0] and returns the process exit code.
func Run(args []string, build Build) int {
	return run(&env{stdout: os.Stdout, stderr: os.Stderr, build: resolveBuild(build, debug.ReadBuildInfo)}, args)
}

// resolveBuild fills in a build without release ldflags from the module
// information Go embeds: `go install github.com/vibelens/vibelens@v1.2.3`
// stamps the main module's version, and a build from a checkout its commit.
func resolveBuild(b Build, read func() (*debug.BuildInfo, bool)) Build {
	if b.Version != "" && b.Version != "dev" {
		return b
	}
	if b.Version == "" {
		b.Version = "dev"
	}
	bi, ok := read()
	if !ok {
		return b
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		b.Version = v
	}
	if b.Commit == "" {
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" && len(s.Value) >= 12 {
				b.Commit = s.Value[:12]
			}
		}
	}
	return b
}

func run(e *env, args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(e.stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	if args[0] == "--version" || args[0] == "-version" {
		return runVersion(e, nil)
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(e, args[1:])
		}
	}
	fmt.Fprintf(e.stderr, "vibelens: unknown command %q\n\n", args[0])
	usage(e.stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Usage: vibelens <command> [flags]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run 'vibelens <command> --help' for a command's flags.")
}

func runVersion(e *env, args []string) int {
	fs := newFlagSet(e, "version", "", "Print the version and commit of this binary.")
	if code, done := parse(fs, args); done {
		return code
	}
	v := e.build.Version
	if e.build.Commit != "" {
		v += " (" + e.build.Commit + ")"
	}
	fmt.Fprintf(e.stdout, "vibelens %s\n", v)
	return exitOK
}

// newFlagSet returns a flag set whose usage text names the command, its
// positional arguments and a one-paragraph explanation.
func newFlagSet(e *env, name, positional, about string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "Usage: vibelens %s", name)
		if positional != "" {
			fmt.Fprintf(e.stderr, " %s", positional)
		}
		fmt.Fprintf(e.stderr, " [flags]\n\n%s\n", about)
		var hasFlags bool
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprintln(e.stderr, "\nFlags:")
			fs.PrintDefaults()
		}
	}
	return fs
}

// parse parses flags that may come before or after positional arguments
// (`inspect URL --viewport mobile` and `inspect --viewport mobile URL` both
// work). It reports done when the command should return the given code.
func parse(fs *flag.FlagSet, args []string) (code int, done bool) {
	// The flag package prints the whole flag list after any mistake; a
	// mistake gets one line and a pointer to --help instead, and only
	// --help prints the list.
	full, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	defer func() { fs.Usage = full; fs.SetOutput(out) }()
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			fs.SetOutput(out)
			if err == flag.ErrHelp {
				full()
				return exitOK, true
			}
			fmt.Fprintf(out, "vibelens %s: %v\n", fs.Name(), err)
			fmt.Fprintln(out, helpHint(fs))
			return exitUsage, true
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		if rest[0] == "--" {
			positional = append(positional, rest[1:]...)
			break
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
	// Re-parse positional arguments into fs.Args() for the caller.
	_ = fs.Parse(append([]string{"--"}, positional...))
	return 0, false
}

func helpHint(fs *flag.FlagSet) string {
	return fmt.Sprintf("Run 'vibelens %s --help' for usage.", fs.Name())
}

// usageError prints a one-line problem and where to find the usage.
func usageError(fs *flag.FlagSet, format string, a ...any) int {
	fmt.Fprintf(fs.Output(), "vibelens %s: %s\n%s\n", fs.Name(), fmt.Sprintf(format, a...), helpHint(fs))
	return exitUsage
}
