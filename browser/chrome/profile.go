package chrome

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// profileDir returns the profile a launch uses: the user's persistent one
// (kept), or a fresh temporary one (removed on close).
func profileDir(opts LaunchOptions) (dir string, keep bool, err error) {
	if opts.UserDataDir == "" {
		dir, err = newProfileDir() // records its owner, for the sweep
		if err != nil {
			return "", false, &contract.Error{Code: contract.CodeBrowserLaunchFailed, Problem: "cannot create a browser profile directory: " + err.Error(),
				NextStep: "Check that the temp directory is writable (TMPDIR).", Err: err}
		}
		return dir, false, nil
	}
	dir, err = filepath.Abs(opts.UserDataDir)
	if err == nil {
		err = os.MkdirAll(dir, 0o700)
	}
	if err != nil {
		return "", false, &contract.Error{Code: contract.CodeBrowserLaunchFailed, Problem: "cannot use the profile directory " + opts.UserDataDir + ": " + err.Error(),
			NextStep: "Pass a writable directory to --user-data-dir.", Err: err}
	}
	if pid := profileInUse(dir); pid != 0 {
		return "", false, &contract.Error{Code: contract.CodeBrowserLaunchFailed,
			Problem:  fmt.Sprintf("the profile %s is in use by another browser (pid %d); Chromium would hand the launch to it", dir, pid),
			NextStep: "Close that browser (or the other VibeLens using this profile), or attach to it with --cdp-endpoint instead."}
	}
	return dir, true, nil
}

// profileInUse returns the pid holding Chromium's SingletonLock on a
// profile ("host-pid" symlink), or 0 when the lock is absent or stale.
func profileInUse(dir string) int {
	target, err := os.Readlink(filepath.Join(dir, "SingletonLock"))
	if err != nil {
		return 0
	}
	i := strings.LastIndexByte(target, '-')
	if i < 0 {
		return 0
	}
	host, _ := os.Hostname()
	pid, err := strconv.Atoi(target[i+1:])
	if err != nil || target[:i] != host || !processExists(pid) {
		return 0
	}
	return pid
}

// closeProfileGracefully asks the browser to quit and waits for it to
// exit, so it flushes a persistent profile's cookie store (written on a
// 30 s timer otherwise) before anything is killed.
func closeProfileGracefully(b *rod.Browser, pid int) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = proto.BrowserClose{}.Call(b.Context(ctx))
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline) && processExists(pid); {
		time.Sleep(50 * time.Millisecond)
	}
}
