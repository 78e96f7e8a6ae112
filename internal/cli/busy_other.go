//go:build !linux

package cli

import "time"

// machineBusy is not measured outside Linux.
func machineBusy() (time.Duration, bool) { return 0, false }
