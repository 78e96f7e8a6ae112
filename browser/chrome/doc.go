// Package chrome gives VibeLens a browser: it finds a system Chromium (or
// the one `vibelens browser install` cached), launches it over a private
// DevTools pipe in a temporary profile and tears the process group down
// again, or attaches to a browser someone else runs. Both sit behind the
// Allocator interface, as chromedp keeps ExecAllocator and RemoteAllocator;
// the per-OS process handling lives in files named by concern.
package chrome

import "github.com/go-rod/rod/lib/defaults"

func init() {
	// rod parses a global -rod flag from os.Args at init; options such as
	// "trace" or "show" would print to stdout or open windows. VibeLens takes
	// its own flags only.
	defaults.Reset()
}
