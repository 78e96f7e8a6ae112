package installers

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"time"

	"github.com/vibelens/vibelens/internal/jsonc"
	"github.com/vibelens/vibelens/internal/procs"
	"github.com/vibelens/vibelens/internal/udiff"
	"github.com/vibelens/vibelens/internal/userfile"
)

// ErrConflict is returned when the host already has a vibelens entry that
// runs something else; Options.Force replaces it.
var ErrConflict = errors.New("already has a different vibelens entry (use --force to replace it)")

// Installer adds and removes our entry. Every effect on the machine goes
// through a field, so tests can run it in a sandbox.
type Installer struct {
	// Env locates the configs.
	Env Env
	// Entry is what gets written; see NewEntry and Executable.
	Entry Entry
	// ProjectEntry, when set, is written to project-scope configs instead
	// of Entry: those files are committed, so they need a command that
	// works on a teammate's machine, not this machine's absolute path.
	ProjectEntry *Entry
	// LookPath finds a host's CLI; nil means exec.LookPath.
	LookPath func(file string) (string, error)
	// Run runs a host's CLI in dir and returns its combined output; nil
	// runs it for real with a one-minute limit.
	Run func(dir, name string, args ...string) ([]byte, error)
	// Now stamps backups; nil means time.Now.
	Now func() time.Time
	// Running reports whether a host is running; nil looks at the process
	// list (best effort).
	Running func(h *Host) bool
	// Skills supplies skill files for Options.Skills; nil makes that option
	// fail with ErrNoSkills.
	Skills SkillFiles
}

// Options are the per-command choices.
type Options struct {
	Scope  Scope
	DryRun bool // compute and report, write nothing
	Force  bool // replace a different vibelens entry
	Skills bool // also write (or remove) the host's skill files
}

// Action is what happened, or would happen in a dry run, to one file.
type Action string

// Actions.
const (
	ActionNone   Action = "none"   // already installed, or nothing to remove
	ActionCreate Action = "create" // a new file
	ActionUpdate Action = "update" // an existing file changed
	ActionRemove Action = "remove" // our entry (or skill file) removed
	ActionCLI    Action = "cli"    // the host's CLI made the change
	ActionManual Action = "manual" // the user has to run Command
)

// Change is the outcome for one file.
type Change struct {
	Path   string
	Action Action
	// Diff is the unified diff of the change; for ErrConflict, the diff
	// that Force would apply.
	Diff string
	// Backup is the copy of the previous content, when there was one.
	Backup string
}

// Result is the outcome for one host.
type Result struct {
	Host   *Host
	Scope  Scope
	DryRun bool
	// Change is the host's config file.
	Change
	// Command is the host CLI command run (ActionCLI) or to run
	// (ActionManual), program first.
	Command []string
	// Output is what the host's CLI printed.
	Output string
	// Skills are the skill files written or removed.
	Skills []Change
	// Warnings are worth showing but did not stop the change.
	Warnings []string
}

// EntryFor is the entry written for scope s.
func (in *Installer) EntryFor(s Scope) Entry {
	if s == ScopeProject && in.ProjectEntry != nil {
		return *in.ProjectEntry
	}
	return in.Entry
}

func (in *Installer) lookPath(file string) (string, error) {
	if in.LookPath != nil {
		return in.LookPath(file)
	}
	return exec.LookPath(file)
}

func (in *Installer) now() time.Time {
	if in.Now != nil {
		return in.Now()
	}
	return time.Now()
}

func (in *Installer) run(dir, name string, args ...string) ([]byte, error) {
	if in.Run != nil {
		return in.Run(dir, name, args...)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Stdin = nil
	return cmd.CombinedOutput()
}

func (in *Installer) running(h *Host) bool {
	if in.Running != nil {
		return in.Running(h)
	}
	return procs.Running(in.Env.GOOS, h.Processes[in.Env.GOOS])
}

// Found reports whether h looks installed: its config directory exists or
// its CLI is on PATH.
func (in *Installer) Found(h *Host) bool {
	for _, p := range h.markerPaths(in.Env) {
		if in.Env.exists(p) {
			return true
		}
	}
	if h.CLI != "" {
		if _, err := in.lookPath(h.CLI); err == nil {
			return true
		}
	}
	return false
}

// Install adds our entry to h's config for opt.Scope. An entry that already
// runs the same command is left alone (ActionNone, nothing written).
func (in *Installer) Install(h *Host, opt Options) (Result, error) {
	return in.apply(h, opt, true)
}

// Uninstall removes our entry, and nothing else, from h's config.
func (in *Installer) Uninstall(h *Host, opt Options) (Result, error) {
	return in.apply(h, opt, false)
}

func (in *Installer) apply(h *Host, opt Options, install bool) (Result, error) {
	res := Result{Host: h, Scope: opt.Scope, DryRun: opt.DryRun}
	path, err := h.ConfigPath(opt.Scope, in.Env)
	if err != nil {
		return res, err
	}
	res.Path = path
	handled := false
	if h.manager != nil {
		handled, err = in.viaCLI(h, opt, install, &res)
		if err != nil {
			return res, err
		}
	}
	if !handled {
		if err := in.editFile(h, opt, install, &res); err != nil {
			return res, err
		}
	}
	// Skills only follow a registration that happened: with ActionManual
	// nothing was registered, and skills naming a missing tool mislead.
	if opt.Skills && res.Action == ActionManual {
		res.Warnings = append(res.Warnings, "skills not written: "+h.DisplayName+" has no vibelens server yet; run the command below, then this install again with --skills")
	}
	if opt.Skills && res.Action != ActionManual {
		if err := in.skills(h, opt, install, &res); err != nil {
			return res, err
		}
	}
	return res, nil
}

// utf8BOM starts some files saved by Windows editors; VS Code-family hosts
// read such files, so vibelens accepts them and keeps the mark.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

func splitBOM(src []byte) (bom, body []byte) {
	if bytes.HasPrefix(src, utf8BOM) {
		return utf8BOM, src[len(utf8BOM):]
	}
	return nil, src
}

// edit computes the new content of a config for h's format.
func (h *Host) edit(src []byte, e Entry, install bool) ([]byte, state, error) {
	bom, body := splitBOM(src)
	out, st, err := h.editBody(body, e, install)
	if err == nil && bom != nil {
		out = append(slices.Clone(bom), out...)
	}
	return out, st, err
}

func (h *Host) editBody(src []byte, e Entry, install bool) ([]byte, state, error) {
	switch {
	case h.Format == FormatTOML && install:
		return h.tomlInstall(src, e)
	case h.Format == FormatTOML:
		return h.tomlUninstall(src)
	case install:
		return h.jsonInstall(src, e)
	default:
		return h.jsonUninstall(src)
	}
}

// lookup returns our entry in src, nil when absent.
func (h *Host) lookup(src []byte) (map[string]any, error) {
	_, src = splitBOM(src)
	if h.Format == FormatTOML {
		return h.tomlLookup(src)
	}
	return h.jsonLookup(src)
}

func (in *Installer) editFile(h *Host, opt Options, install bool, res *Result) error {
	cur, err := userfile.Read(res.Path)
	if err != nil {
		return err
	}
	out, st, err := h.edit(cur.Data, in.EntryFor(opt.Scope), install)
	if err != nil {
		var pe *ParseError
		if errors.As(err, &pe) {
			pe.Path = res.Path
		}
		return err
	}
	switch {
	case install && st == stateSame, !install && st == stateAbsent:
		res.Action = ActionNone
		return nil
	case install && st == stateDifferent && !opt.Force:
		res.Diff = udiff.Unified(res.Path, cur.Data, out)
		return fmt.Errorf("%s %w", res.Path, ErrConflict)
	}
	res.Diff = udiff.Unified(res.Path, cur.Data, out)
	switch {
	case !install:
		res.Action = ActionRemove
	case cur.Exists:
		res.Action = ActionUpdate
	default:
		res.Action = ActionCreate
	}
	if h.Format == FormatJSON && cur.Exists && !blank(cur.Data) && !isStandardJSON(cur.Data) {
		res.Warnings = append(res.Warnings, fmt.Sprintf("%s has comments or trailing commas, which %s may reject; vibelens kept them", res.Path, h.DisplayName))
	}
	if err := cur.Writable(); err != nil {
		return err
	}
	if opt.DryRun {
		return nil
	}
	if h.RewritesConfig && opt.Scope == ScopeUser && in.running(h) {
		res.Warnings = append(res.Warnings, fmt.Sprintf("%s is running and rewrites %s: quit it and run this again if the entry disappears", h.DisplayName, res.Path))
	}
	if cur.Exists {
		if res.Backup, err = cur.Backup(in.now()); err != nil {
			return err
		}
	}
	return cur.Write(out)
}

func isStandardJSON(src []byte) bool {
	_, src = splitBOM(src)
	return jsonc.IsStandard(src)
}

// viaCLI makes the change with the host's own CLI. It reports false when
// the file should be edited directly instead (project scope without the CLI).
func (in *Installer) viaCLI(h *Host, opt Options, install bool, res *Result) (bool, error) {
	m := h.manager
	add := append([]string{m.program}, m.add(opt.Scope, in.EntryFor(opt.Scope))...)
	remove := append([]string{m.program}, m.remove(opt.Scope)...)
	bin, lookErr := in.lookPath(m.program)
	if lookErr != nil {
		if opt.Scope == ScopeProject {
			return false, nil
		}
		res.Action = ActionManual
		res.Command = add
		if !install {
			res.Command = remove
		}
		return true, nil
	}

	// The CLI's file tells the current state; vibelens only reads it.
	cur, err := userfile.Read(res.Path)
	if err != nil {
		return true, err
	}
	entry, err := h.lookup(cur.Data)
	if err != nil {
		var pe *ParseError
		if errors.As(err, &pe) {
			pe.Path = res.Path
		}
		return true, err
	}
	var cmds [][]string
	switch {
	case !install && entry == nil, install && entry != nil && h.matches(entry, in.EntryFor(opt.Scope)):
		res.Action = ActionNone
		return true, nil
	case !install:
		cmds = [][]string{remove}
		res.Command = remove
	case entry == nil:
		cmds = [][]string{add}
		res.Command = add
	default:
		res.Diff = entryDiff(res.Path, entry, h, in.EntryFor(opt.Scope))
		if !opt.Force {
			return true, fmt.Errorf("%s %w", res.Path, ErrConflict)
		}
		cmds = [][]string{remove, add}
		res.Command = add
	}
	res.Action = ActionCLI
	if opt.DryRun {
		return true, nil
	}
	for _, c := range cmds {
		out, err := in.run(in.Env.Dir, bin, c[1:]...)
		res.Output += string(out)
		if err != nil {
			return true, fmt.Errorf("%s: %w: %s", QuoteCommand(c), err, out)
		}
	}
	return true, nil
}

// entryDiff shows an entry the CLI would replace, as JSON.
func entryDiff(path string, old map[string]any, h *Host, e Entry) string {
	before, _ := json.MarshalIndent(map[string]any{ServerName: old}, "", "  ")
	after := []byte("{\n  " + jsonString(ServerName) + ": " + h.renderJSONEntry(e, "  ", "  ", "\n") + "\n}")
	return udiff.Unified(path, append(before, '\n'), append(after, '\n'))
}

// NotFoundReason says what Found looked for and did not find, e.g. "no
// /home/u/.codeium/windsurf, no windsurf on PATH".
func (in *Installer) NotFoundReason(h *Host) string {
	var parts []string
	for _, p := range h.markerPaths(in.Env) {
		parts = append(parts, "no "+p)
	}
	if h.CLI != "" {
		parts = append(parts, "no "+h.CLI+" on PATH")
	}
	return strings.Join(parts, ", ")
}
