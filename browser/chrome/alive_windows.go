//go:build windows

package chrome

import "syscall"

// processExists reports whether pid names a running process; one we may
// not open counts as alive, so its profile is kept.
func processExists(pid int) bool {
	if pid <= 0 {
		return false
	}
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
