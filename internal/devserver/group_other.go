//go:build !unix

package devserver

import "os/exec"

func ownGroup(cmd *exec.Cmd) {}

func signalGroup(cmd *exec.Cmd, kill bool) {
	if kill {
		cmd.Process.Kill()
	}
}

func groupAlive(pid int) bool { return false }
