//go:build unix

package devserver

import (
	"os"
	"path/filepath"
	"syscall"
)

// TakeTurn waits until no other test binary on this machine holds the
// dev-server turn, and holds it until the returned func is called (or the
// process ends). The suites that run real framework dev servers (realapps,
// corpus) take turns: `go test ./...` runs packages side by side, and two
// sets of dev servers and pages on two cores starve each other's pages
// past settle's cap, which is the machine, not the product.
func TakeTurn() (release func()) {
	f, err := os.OpenFile(filepath.Join(os.TempDir(), "vibelens-dev-servers.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return func() {}
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return func() {}
	}
	return func() {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}
}
