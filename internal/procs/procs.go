// Package procs says whether a program is running, by name, the cheap way
// each OS allows (/proc on Linux, pgrep, tasklist): the installers warn
// that an editor open on its config may write over an edit.
package procs

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Running reports whether a process with one of names runs. Best
// effort: any failure reads as "not running", since the answer only decides
// whether to print a warning.
func Running(goos string, names []string) bool {
	if len(names) == 0 {
		return false
	}
	switch goos {
	case "linux":
		return procRunning("/proc", names)
	case "windows":
		for _, n := range names {
			out, err := quickOutput("tasklist", "/FI", "IMAGENAME eq "+n, "/NH")
			if err == nil && bytes.Contains(bytes.ToLower(out), []byte(strings.ToLower(n))) {
				return true
			}
		}
	default:
		for _, n := range names {
			if _, err := quickOutput("pgrep", "-x", n); err == nil {
				return true
			}
		}
	}
	return false
}

// procRunning scans a /proc tree for a process whose command name or
// executable base name is one of names.
func procRunning(proc string, names []string) bool {
	entries, err := os.ReadDir(proc)
	if err != nil {
		return false
	}
	self := os.Getpid()
	for _, e := range entries {
		pid := e.Name()
		if pid == "" || pid[0] < '0' || pid[0] > '9' || pid == strconv.Itoa(self) {
			continue
		}
		comm, _ := os.ReadFile(filepath.Join(proc, pid, "comm"))
		if slices.Contains(names, strings.TrimSpace(string(comm))) {
			return true
		}
		cmdline, _ := os.ReadFile(filepath.Join(proc, pid, "cmdline"))
		if i := bytes.IndexByte(cmdline, 0); i > 0 {
			if slices.Contains(names, filepath.Base(string(cmdline[:i]))) {
				return true
			}
		}
	}
	return false
}

func quickOutput(name string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, name, args...).Output()
}
