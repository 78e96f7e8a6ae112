package browser

import "syscall"

// chromeSysProcAttr makes Chromium a process group leader and has the kernel
// SIGKILL it if VibeLens dies, even by SIGKILL, as rod's leakless did.
func chromeSysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
