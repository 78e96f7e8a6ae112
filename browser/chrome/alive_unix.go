//go:build !windows

package chrome

import (
	"errors"
	"syscall"
)

// processExists reports whether pid names a process. EPERM means it does,
// as another user's: a profile's owner or a SingletonLock holder we may not
// signal is still alive, and its profile is not ours to take.
func processExists(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
