//go:build windows

package browser

import "syscall"

// ownerAlive reports whether pid exists; a process we may not open counts
// as alive, so its profile is kept.
func ownerAlive(pid int) bool {
	const processQueryLimitedInformation = 0x1000
	h, err := syscall.OpenProcess(processQueryLimitedInformation, false, uint32(pid))
	if err != nil {
		// ERROR_INVALID_PARAMETER: no such process. Anything else (access
		// denied) means it exists.
		const errorInvalidParameter = syscall.Errno(87)
		return err != errorInvalidParameter
	}
	defer syscall.CloseHandle(h)
	var code uint32
	if err := syscall.GetExitCodeProcess(h, &code); err != nil {
		return true
	}
	const stillActive = 259
	return code == stillActive
}
