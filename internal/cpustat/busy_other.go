//go:build !linux

package cpustat

import "time"

// Busy is not measured outside Linux: ok is false.
func Busy() (time.Duration, bool) { return 0, false }
