//go:build windows

package chrome

import (
	"os/exec"
	"strconv"
)

// killProcessGroup kills Chromium and its child processes.
func killProcessGroup(pid int) {
	if pid <= 0 {
		return
	}
	_ = exec.Command("taskkill", "/T", "/F", "/PID", strconv.Itoa(pid)).Run()
}
