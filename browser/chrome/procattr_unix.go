//go:build !linux && !windows

package chrome

import "syscall"

// chromeSysProcAttr makes Chromium a process group leader. Without Linux's
// Pdeathsig, Chromium still exits when the DevTools pipe closes with us.
func chromeSysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
