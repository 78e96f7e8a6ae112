package installers

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"github.com/vibelens/vibelens/internal/userfile"
)

// HostStatus is what doctor reports for one config file of one host.
type HostStatus struct {
	Host  *Host
	Scope Scope
	Path  string
	// Found is set when the host looks installed (see Installer.Found).
	Found bool
	// Exists is set when the config file exists.
	Exists bool
	// Err is why the file could not be read or parsed; nil when it parses.
	Err error
	// Entry is set when the file has a vibelens entry.
	Entry bool
	// Command is the entry's command.
	Command string
	// CommandErr is why Command cannot run; nil when it is an executable
	// file (or, for a bare name, found on PATH).
	CommandErr error
}

// OK reports whether nothing is wrong with this config: it parses and, if
// it names vibelens, the command can run.
func (s HostStatus) OK() bool { return s.Err == nil && s.CommandErr == nil }

// Diagnose reports every host's user config and, where one exists, its
// project config. It only reads.
func (in *Installer) Diagnose() []HostStatus {
	var out []HostStatus
	for _, h := range Hosts() {
		found := in.Found(h)
		for _, s := range h.Scopes() {
			p, err := h.ConfigPath(s, in.Env)
			if err != nil {
				if s == ScopeUser {
					out = append(out, HostStatus{Host: h, Scope: s, Found: found, Err: err})
				}
				continue
			}
			st := HostStatus{Host: h, Scope: s, Path: p, Found: found}
			var entry map[string]any
			st.Exists, entry, st.Err = in.lookupFile(h, p)
			if s == ScopeProject && !st.Exists && st.Err == nil {
				continue
			}
			if entry != nil {
				st.Entry = true
				st.Command, _ = entry["command"].(string)
				st.CommandErr = in.checkCommand(st.Command)
			}
			out = append(out, st)
		}
	}
	return out
}

func (in *Installer) lookupFile(h *Host, path string) (exists bool, entry map[string]any, err error) {
	cur, err := userfile.Read(path)
	if err != nil || !cur.Exists {
		return false, nil, err
	}
	entry, err = h.lookup(cur.Data)
	var pe *ParseError
	if errors.As(err, &pe) {
		pe.Path = path
	}
	return true, entry, err
}

// checkCommand reports why cmd cannot be started by a host.
func (in *Installer) checkCommand(cmd string) error {
	if cmd == "" {
		return errors.New("the entry has no command")
	}
	if !filepath.IsAbs(cmd) {
		if _, err := in.lookPath(cmd); err != nil {
			return fmt.Errorf("%s is not an absolute path and is not on PATH (editors started from the desktop see even less): %w", cmd, err)
		}
		return nil
	}
	fi, err := os.Stat(cmd)
	switch {
	case err != nil:
		return fmt.Errorf("%s does not exist (moved or uninstalled? run vibelens install --force)", cmd)
	case fi.IsDir():
		return fmt.Errorf("%s is a directory", cmd)
	case runtime.GOOS != "windows" && fi.Mode().Perm()&0o111 == 0:
		return fmt.Errorf("%s is not executable", cmd)
	}
	return nil
}
