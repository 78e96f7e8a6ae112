package chrome

import "syscall"

// chromeSysProcAttr makes Chromium a process group leader and has the kernel
// SIGKILL it if VibeLens dies, even by SIGKILL, as rod's leakless did.
// Pdeathsig really follows the thread that forked; Go only retires a thread
// whose goroutine exits while locked to it, and launch never locks one.
func chromeSysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
