//go:build unix

package devserver

import (
	"os/exec"
	"syscall"
)

func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// signalGroup sends SIGTERM, or SIGKILL when kill is set, to the server's
// process group. The group id is the leader's pid (Setpgid).
func signalGroup(cmd *exec.Cmd, kill bool) {
	sig := syscall.SIGTERM
	if kill {
		sig = syscall.SIGKILL
	}
	syscall.Kill(-cmd.Process.Pid, sig)
}

// groupAlive reports whether any process of the group still exists.
func groupAlive(pid int) bool {
	return syscall.Kill(-pid, 0) == nil
}
