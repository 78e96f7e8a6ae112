//go:build linux

package e2e

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// proc is one process as /proc showed it; start tells a reused pid apart.
type proc struct {
	pid     int
	ppid    int
	start   string
	state   string
	cmdline string
}

// readProc reads /proc/<pid>; ok is false if it is gone.
func readProc(pid int) (proc, bool) {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return proc{}, false
	}
	// The command name is in parentheses and may hold spaces: split after it.
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return proc{}, false
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 20 {
		return proc{}, false
	}
	ppid, _ := strconv.Atoi(f[1])
	cmd, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
	return proc{pid: pid, ppid: ppid, state: f[0], start: f[19],
		cmdline: strings.ReplaceAll(string(cmd), "\x00", " ")}, true
}

// allProcs lists every process in /proc.
func allProcs() []proc {
	entries, _ := os.ReadDir("/proc")
	var out []proc
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if p, ok := readProc(pid); ok {
			out = append(out, p)
		}
	}
	return out
}

// descendants returns every living process below root.
func descendants(root int) []proc {
	all := allProcs()
	children := map[int][]proc{}
	for _, p := range all {
		children[p.ppid] = append(children[p.ppid], p)
	}
	var out []proc
	queue := []int{root}
	for len(queue) > 0 {
		pid := queue[0]
		queue = queue[1:]
		for _, c := range children[pid] {
			out = append(out, c)
			queue = append(queue, c.pid)
		}
	}
	return out
}

// alive reports whether p still runs: same pid and start time, not a zombie.
func (p proc) alive() bool {
	now, ok := readProc(p.pid)
	return ok && now.start == p.start && now.state != "Z" && now.state != "X"
}

// isChromium reports whether p belongs to a browser VibeLens launched: the
// profile directory is the one thing every such browser has.
func (p proc) isChromium() bool {
	return strings.Contains(p.cmdline, "vibelens-chrome-")
}

// browserTree returns the server's descendants (leakless, Chromium and its
// helpers) once a Chromium with a vibelens profile is among them, and
// registers a cleanup that kills whatever of them is left, so a failing test
// does not leak browsers into the next.
func browserTree(t *testing.T, serverPID int) []proc {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		tree := descendants(serverPID)
		browsers := 0
		for _, p := range tree {
			if p.isChromium() {
				browsers++
			}
		}
		if browsers > 0 {
			t.Cleanup(func() { killLeft(tree) })
			t.Logf("server pid %d: %d descendants, %d with a vibelens profile", serverPID, len(tree), browsers)
			return tree
		}
		if time.Now().After(deadline) {
			t.Fatalf("no Chromium with a vibelens-chrome- profile below server pid %d; tree: %v", serverPID, tree)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// killLeft SIGKILLs the processes of tree that still run.
func killLeft(tree []proc) {
	for _, p := range tree {
		if p.alive() {
			syscall.Kill(p.pid, syscall.SIGKILL)
		}
	}
}

// waitGone polls until no process of tree runs and no process anywhere uses
// one of its profile directories, or fails after timeout.
func waitGone(t *testing.T, tree []proc, timeout time.Duration) {
	t.Helper()
	var dirs []string
	for _, p := range tree {
		if d := profileDir(p.cmdline); d != "" {
			dirs = append(dirs, d)
		}
	}
	deadline := time.Now().Add(timeout)
	for {
		var left []proc
		for _, p := range tree {
			if p.alive() {
				left = append(left, p)
			}
		}
		for _, p := range allProcs() {
			if p.state == "Z" {
				continue
			}
			for _, d := range dirs {
				if strings.Contains(p.cmdline, d) && !containsPID(left, p.pid) {
					left = append(left, p)
				}
			}
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			for _, p := range left {
				t.Errorf("still running after %s: pid %d %.150s", timeout, p.pid, p.cmdline)
			}
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func containsPID(ps []proc, pid int) bool {
	for _, p := range ps {
		if p.pid == pid {
			return true
		}
	}
	return false
}

// profileDir extracts the vibelens profile path from a command line.
func profileDir(cmdline string) string {
	for _, f := range strings.Fields(cmdline) {
		if d, ok := strings.CutPrefix(f, "--user-data-dir="); ok && strings.Contains(d, "vibelens-chrome-") {
			return d
		}
	}
	return ""
}
