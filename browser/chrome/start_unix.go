//go:build !windows

package chrome

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/go-rod/rod/lib/cdp"
)

// startChromium runs Chromium with --remote-debugging-pipe: CDP flows over
// two pipes only this process holds, so no other local user or process can
// find a DevTools endpoint to attach to (ADR 0005).
//
// Leak protection without rod's leakless helper (which cannot pass the pipe
// descriptors through): Chromium is its own process group leader so close can
// kill renderers too; on Linux the kernel SIGKILLs it when this process dies
// (Pdeathsig); everywhere, Chromium shuts down when the pipe's read end sees
// EOF, which the kernel delivers when this process dies for any reason.
func startChromium(ctx context.Context, bin, dataDir string, headed bool, extra []string) (*started, error) {
	args := chromeFlags(dataDir, headed, append([]string{"remote-debugging-pipe"}, extra...)).FormatArgs()
	// toBrowser: we write, Chromium reads fd 3. fromBrowser: Chromium writes fd 4.
	toBrowserR, toBrowserW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("devtools pipe: %w", err)
	}
	fromBrowserR, fromBrowserW, err := os.Pipe()
	if err != nil {
		toBrowserR.Close()
		toBrowserW.Close()
		return nil, fmt.Errorf("devtools pipe: %w", err)
	}
	cmd := exec.Command(bin, args...)
	cmd.ExtraFiles = []*os.File{toBrowserR, fromBrowserW} // fds 3 and 4
	cmd.SysProcAttr = chromeSysProcAttr()
	cmd.Env = chromeEnv(os.Environ(), dataDir)
	// Stdout stays /dev/null: anything on ours would corrupt the MCP stream.
	err = cmd.Start()
	// The child has its copies; ours must close so EOF reaches each side.
	toBrowserR.Close()
	fromBrowserW.Close()
	if err != nil {
		toBrowserW.Close()
		fromBrowserR.Close()
		return nil, err
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	conn := newPipeConn(fromBrowserR, toBrowserW, func() error {
		return errors.Join(toBrowserW.Close(), fromBrowserR.Close())
	})
	return &started{client: cdp.New().Start(conn), pid: cmd.Process.Pid, exited: exited, conn: conn}, nil
}

// chromeEnv points the directories Chromium writes outside --user-data-dir
// into the temporary profile: on Linux its crash reporter writes to
// $XDG_CONFIG_HOME/chromium/Crash Reports whatever --crash-dumps-dir says,
// and GTK's dconf caches under $XDG_CACHE_HOME. HOME itself stays, so the
// user's NSS database (~/.pki, where mkcert puts a local CA) still applies.
func chromeEnv(env []string, dataDir string) []string {
	out := make([]string, 0, len(env)+3)
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "CHROME_CONFIG_HOME":
			continue
		}
		out = append(out, kv)
	}
	return append(out,
		"XDG_CONFIG_HOME="+filepath.Join(dataDir, "xdg-config"),
		"XDG_CACHE_HOME="+filepath.Join(dataDir, "xdg-cache"),
	)
}
