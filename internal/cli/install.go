package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

	"github.com/vibelens/vibelens/installers"
	"github.com/vibelens/vibelens/internal/textline"
	"github.com/vibelens/vibelens/skills"
)

// executable locates the binary that editors should start; tests replace it.
var executable = installers.Executable

// hostFlags are the flags install and uninstall share.
type hostFlags struct {
	ide    string
	scope  string
	dir    string
	dryRun bool
	skills bool
}

func (f *hostFlags) register(fs *flag.FlagSet, verb string) {
	fs.StringVar(&f.ide, "ide", "", "host to "+verb+": "+textline.List(append(installers.Names(), "all")))
	fs.StringVar(&f.scope, "scope", "user", "user (every project) or project (a file in --dir), where the host has both")
	fs.StringVar(&f.dir, "dir", "", "project directory for --scope project and --skills (default: the current directory)")
	fs.BoolVar(&f.dryRun, "dry-run", false, "print the change as a unified diff and write nothing")
	fs.BoolVar(&f.skills, "skills", false, "also "+verb+" the skill or rule files the host reads")
}

// resolve checks the flags and returns the hosts, options and installer.
// A non-zero code means the command should return it.
func (f *hostFlags) resolve(e *env, fs *flag.FlagSet) ([]*installers.Host, installers.Options, *installers.Installer, int) {
	opt := installers.Options{Scope: installers.Scope(f.scope), DryRun: f.dryRun, Skills: f.skills}
	if fs.NArg() > 0 {
		return nil, opt, nil, usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	if opt.Scope != installers.ScopeUser && opt.Scope != installers.ScopeProject {
		return nil, opt, nil, usageError(fs, "--scope must be user or project, not %q", f.scope)
	}
	var hosts []*installers.Host
	switch f.ide {
	case "":
		return nil, opt, nil, usageError(fs, "--ide is required (%s)", textline.List(append(installers.Names(), "all")))
	case "all":
	default:
		h, ok := installers.Lookup(f.ide)
		if !ok {
			return nil, opt, nil, usageError(fs, "unknown --ide %q (want %s)", f.ide, textline.List(append(installers.Names(), "all")))
		}
		if !h.HasScope(opt.Scope) {
			return nil, opt, nil, usageError(fs, "%s has no project scope; use --scope user", h.DisplayName)
		}
		hosts = []*installers.Host{h}
	}
	dir := f.dir
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			fmt.Fprintf(e.stderr, "vibelens %s: %v\n", fs.Name(), err)
			return nil, opt, nil, exitFailure
		}
		dir = wd
	} else if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return nil, opt, nil, usageError(fs, "--dir %s is not a directory", dir)
	}
	in, err := newInstaller(dir, e.build.Version)
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens %s: %v\n", fs.Name(), err)
		return nil, opt, nil, exitFailure
	}
	if f.ide == "all" {
		for _, h := range installers.Hosts() {
			switch {
			case !in.Found(h):
				fmt.Fprintf(e.stderr, "%s: skipped, not installed here (%s)\n", h.DisplayName, in.NotFoundReason(h))
			case !h.HasScope(opt.Scope):
				fmt.Fprintf(e.stderr, "%s: skipped, it has no project scope\n", h.DisplayName)
			default:
				hosts = append(hosts, h)
			}
		}
		if len(hosts) == 0 {
			fmt.Fprintf(e.stderr, "vibelens %s: found none of %s on this machine (no config directory, no CLI on PATH)\n", fs.Name(), textline.List(installers.Names()))
			return nil, opt, nil, exitFailure
		}
	}
	return hosts, opt, in, 0
}

func newInstaller(dir, version string) (*installers.Installer, error) {
	bin, err := executable()
	if err != nil {
		return nil, err
	}
	project := installers.PortableEntry(bin, version, exec.LookPath)
	return &installers.Installer{
		Env:          installers.OSEnv(dir),
		Entry:        installers.NewEntry(bin),
		ProjectEntry: &project,
		Skills:       skills.Files,
	}, nil
}

func runInstall(e *env, args []string) int {
	fs := newFlagSet(e, "install", "--ide NAME",
		"Add vibelens to an editor's MCP config. Only the vibelens entry changes: other servers, keys and comments are kept, "+
			"a timestamped backup is written beside the file, and a file that does not parse is left alone. "+
			"Running it again changes nothing. --ide all installs into every supported editor found on this machine.")
	var f hostFlags
	f.register(fs, "install")
	force := fs.Bool("force", false, "replace an existing vibelens entry that runs something else")
	printOnly := fs.Bool("print", false, "print the snippet to add by hand (for VS Code also the code --add-mcp one-liner that adds it) and change nothing")
	extra := fs.String("args", "", "extra arguments for `vibelens serve` in the editor's config, for example \"--allow-host myapp.test --network local\" "+
		"(split on spaces; changing them in an existing entry needs --force)")
	if code, done := parse(fs, args); done {
		return code
	}
	serveArgs, err := checkServeArgs(*extra)
	if err != nil {
		return usageError(fs, "--args: %v", err)
	}
	hosts, opt, in, code := f.resolve(e, fs)
	if code != 0 {
		return code
	}
	in.Entry.Args = append(in.Entry.Args, serveArgs...)
	opt.Force = *force
	if *printOnly {
		for _, h := range hosts {
			printSnippet(e, h, opt.Scope, in, len(hosts) > 1)
		}
		return exitOK
	}
	ok := true
	for _, h := range hosts {
		res, err := in.Install(h, opt)
		ok = report(e, "install", res, in.EntryFor(opt.Scope), err) && ok
	}
	if !opt.DryRun {
		// The Claude Code plugin's launcher looks here when the editor
		// runs without the shell's PATH. A failure only costs that fallback.
		if p, err := in.RecordBinary(in.Entry.Command); err != nil {
			fmt.Fprintf(e.stderr, "warning: could not record the binary for the Claude Code plugin in %s: %v\n", p, err)
		}
	}
	if !ok {
		return exitFailure
	}
	return exitOK
}

func runUninstall(e *env, args []string) int {
	fs := newFlagSet(e, "uninstall", "--ide NAME",
		"Remove the vibelens entry, and nothing else, from an editor's MCP config (a backup is written first). "+
			"--ide all removes it from every supported editor found on this machine.")
	var f hostFlags
	f.register(fs, "uninstall")
	if code, done := parse(fs, args); done {
		return code
	}
	hosts, opt, in, code := f.resolve(e, fs)
	if code != 0 {
		return code
	}
	ok := true
	for _, h := range hosts {
		res, err := in.Uninstall(h, opt)
		ok = report(e, "uninstall", res, in.EntryFor(opt.Scope), err) && ok
	}
	if !ok {
		return exitFailure
	}
	return exitOK
}

// printSnippet prints what to add by hand: the CLI command for hosts that
// own their user config, else the file content. Stdout gets only what to
// paste, so it can be piped; which file it belongs in goes to stderr (for
// one host) or a # header (for several), and for VS Code the
// `code --add-mcp` one-liner too.
func printSnippet(e *env, h *installers.Host, scope installers.Scope, in *installers.Installer, header bool) {
	entry := in.EntryFor(scope)
	where, err := h.ConfigPath(scope, in.Env)
	if err != nil {
		where = err.Error()
	}
	cli := h.CLICommand(scope, entry)
	useCLI := cli != nil && scope == installers.ScopeUser
	var addMCP []string
	if scope == installers.ScopeUser {
		addMCP = h.AddMCPCommand(entry)
	}
	note := fmt.Sprintf("%s: add this to %s (merge it with any servers already there)", h.DisplayName, where)
	if useCLI {
		note = fmt.Sprintf("%s: run this (%s owns %s)", h.DisplayName, h.DisplayName, where)
	}
	if header {
		fmt.Fprintf(e.stdout, "# %s\n", note)
	} else {
		fmt.Fprintln(e.stderr, note)
	}
	if useCLI {
		fmt.Fprintln(e.stdout, installers.QuoteCommand(cli))
	} else {
		fmt.Fprint(e.stdout, h.Snippet(entry).Text)
	}
	if addMCP != nil {
		if header {
			fmt.Fprintf(e.stdout, "# or let %s add it:\n# %s\n", h.DisplayName, installers.QuoteCommand(addMCP))
		} else {
			fmt.Fprintf(e.stderr, "or let %s add it:\n  %s\n", h.DisplayName, installers.QuoteCommand(addMCP))
		}
	}
	if header {
		fmt.Fprintln(e.stdout)
	}
}

// report prints one host's outcome and reports whether it succeeded.
func report(e *env, verb string, res installers.Result, entry installers.Entry, err error) bool {
	name := res.Host.DisplayName
	for _, w := range res.Warnings {
		fmt.Fprintf(e.stderr, "%s: warning: %s\n", name, w)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens %s: %s: %v\n", verb, name, err)
		if errors.Is(err, installers.ErrConflict) && res.Diff != "" {
			fmt.Fprintf(e.stderr, "--force would make this change:\n%s", res.Diff)
		}
		return false
	}
	would := ""
	if res.DryRun {
		would = "would "
	}
	cmd := installers.QuoteCommand(res.Command)
	switch res.Action {
	case installers.ActionNone:
		if verb == "install" {
			fmt.Fprintf(e.stdout, "%s: already installed in %s\n", name, res.Path)
		} else {
			fmt.Fprintf(e.stdout, "%s: vibelens is not in %s; nothing to do\n", name, res.Path)
		}
	case installers.ActionCreate:
		fmt.Fprintf(e.stdout, "%s: %screate %s\n", name, would, res.Path)
	case installers.ActionUpdate:
		fmt.Fprintf(e.stdout, "%s: %supdate %s\n", name, would, res.Path)
	case installers.ActionRemove:
		fmt.Fprintf(e.stdout, "%s: %sremove vibelens from %s\n", name, would, res.Path)
	case installers.ActionCLI:
		if res.DryRun {
			fmt.Fprintf(e.stdout, "%s: would run: %s\n", name, cmd)
		} else {
			fmt.Fprintf(e.stdout, "%s: ran: %s\n", name, cmd)
			if out := strings.TrimSpace(res.Output); out != "" {
				fmt.Fprintf(e.stdout, "  %s\n", strings.ReplaceAll(out, "\n", "\n  "))
			}
		}
	case installers.ActionManual:
		fmt.Fprintf(e.stderr, "%s: %s is not on PATH, and %s owns its user config, so vibelens does not edit it; run this once %s is installed (or use --scope project):\n  %s\n",
			name, res.Command[0], name, res.Command[0], cmd)
		return false
	}
	if res.Scope == installers.ScopeProject && res.Action != installers.ActionNone && res.Action != installers.ActionRemove && entry.Why != "" {
		fmt.Fprintf(e.stdout, "  command: %s (%s)\n", installers.QuoteCommand(append([]string{entry.Command}, entry.Args...)), entry.Why)
	}
	if res.DryRun {
		fmt.Fprint(e.stdout, res.Diff)
	}
	if res.Backup != "" {
		fmt.Fprintf(e.stdout, "  backup: %s\n", res.Backup)
	}
	for _, s := range res.Skills {
		switch s.Action {
		case installers.ActionNone:
			continue
		case installers.ActionRemove:
			fmt.Fprintf(e.stdout, "  skill: %sremove %s\n", would, s.Path)
		default:
			fmt.Fprintf(e.stdout, "  skill: %s%s %s\n", would, s.Action, s.Path)
		}
		if res.DryRun {
			fmt.Fprint(e.stdout, s.Diff)
		}
		if s.Backup != "" {
			fmt.Fprintf(e.stdout, "  backup: %s\n", s.Backup)
		}
	}
	return true
}

// checkServeArgs splits --args and parses it with serve's own flags, so a
// typo fails here rather than in an editor that hides the server's stderr.
func checkServeArgs(s string) ([]string, error) {
	args, err := splitArgs(s)
	if err != nil {
		return nil, err
	}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var sf serveFlags
	sf.register(fs)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return args, nil
}
