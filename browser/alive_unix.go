//go:build !windows

package browser

import (
	"errors"
	"syscall"
)

// ownerAlive reports whether pid exists (EPERM means it does, as another user's).
func ownerAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
