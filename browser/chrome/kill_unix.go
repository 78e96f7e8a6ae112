//go:build !windows

package chrome

import "syscall"

// killProcessGroup kills Chromium and every child in its process group:
// startChromium makes it a group leader (Setpgid).
func killProcessGroup(pid int) {
	if pid <= 0 {
		return
	}
	_ = syscall.Kill(-pid, syscall.SIGKILL)
	_ = syscall.Kill(pid, syscall.SIGKILL)
}
