package cli

import (
	"fmt"
	"os"
	"strings"

	"github.com/vibelens/vibelens/installers"
	"github.com/vibelens/vibelens/internal/textline"
)

// doctorHosts prints, per host, the config path, whether it exists and
// parses, whether vibelens is in it and whether its command can run. It is
// not ok when a config does not parse, an entry's command cannot run, or no
// host has vibelens at all.
func doctorHosts(e *env) (ok bool) {
	// The current directory's project configs (.mcp.json, .vscode/mcp.json,
	// ...) are checked too: they are committed and easily go stale.
	wd, _ := os.Getwd()
	in, err := newInstaller(wd, e.build.Version)
	if err != nil {
		fmt.Fprintf(e.stdout, "Editors: cannot check: %v\n", err)
		return false
	}
	ok = true
	installed := false
	fmt.Fprintln(e.stdout, "Editors:")
	for _, st := range in.Diagnose() {
		mark, text := "  ", ""
		switch {
		case st.Err != nil:
			mark, text = "!!", st.Err.Error()
			if !strings.Contains(text, st.Path) {
				text = st.Path + ": " + text
			}
		case !st.Exists && !st.Found:
			text = "not found on this machine"
		case !st.Exists:
			text = st.Path + ": no config file (vibelens install --ide " + st.Host.Name + ")"
		case !st.Entry:
			text = st.Path + ": no vibelens entry"
		case st.CommandErr != nil:
			mark, text = "!!", fmt.Sprintf("%s: vibelens entry is broken: %v", st.Path, st.CommandErr)
		default:
			mark, text = "ok", fmt.Sprintf("%s: vibelens runs %s", st.Path, st.Command)
			if want := in.EntryFor(st.Scope).Command; st.Command != want {
				text += " (not this binary, " + want + ")"
			}
		}
		if st.Entry {
			installed = true
		}
		if !st.OK() {
			ok = false
		}
		fmt.Fprintf(e.stdout, "  %s %-14s %-7s %s\n", mark, st.Host.DisplayName, st.Scope, text)
	}
	pluginInstalled, pluginOK := doctorPlugins(e, in)
	installed = installed || pluginInstalled
	ok = ok && pluginOK
	if !installed {
		fmt.Fprintln(e.stdout, "  !! vibelens is not configured in any editor: run vibelens install --ide NAME (or --ide all)")
		ok = false
	}
	return ok
}

// doctorPlugins reports the Claude Code plugin: a plugin user has no entry
// in any config file, so without this doctor would call them unconfigured.
// installed is set for an enabled plugin whose launcher finds something to
// run; ok is false when the plugin is enabled but cannot start.
func doctorPlugins(e *env, in *installers.Installer) (installed, ok bool) {
	line := func(mark, text string) {
		fmt.Fprintf(e.stdout, "  %s %-14s %-7s %s\n", mark, "Claude Code", "plugin", text)
	}
	plugins, err := in.ClaudePlugins()
	if err != nil {
		line("!!", "cannot read the installed plugins: "+err.Error())
		return false, false
	}
	ok = true
	for _, p := range plugins {
		name := p.ID
		if p.Version != "" {
			name += " " + p.Version
		}
		if !p.Enabled {
			line("  ", name+" is installed but disabled (claude plugin enable "+p.ID+")")
			continue
		}
		what, err := in.LocatePluginBinary(p)
		if err != nil {
			line("!!", name+": cannot start: "+textline.OneLine(err.Error()))
			ok = false
			continue
		}
		line("ok", name+": runs "+what)
		installed = true
	}
	return installed, ok
}
