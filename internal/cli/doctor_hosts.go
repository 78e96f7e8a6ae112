package cli

import (
	"fmt"
	"strings"
)

// doctorHosts prints, per host, the config path, whether it exists and
// parses, whether vibelens is in it and whether its command can run. It is
// not ok when a config does not parse, an entry's command cannot run, or no
// host has vibelens at all.
func doctorHosts(e *env) (ok bool) {
	in, err := newInstaller("")
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
			if st.Command != in.Entry.Command {
				text += " (not this binary, " + in.Entry.Command + ")"
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
	if !installed {
		fmt.Fprintln(e.stdout, "  !! vibelens is not configured in any editor: run vibelens install --ide NAME (or --ide all)")
		ok = false
	}
	return ok
}
