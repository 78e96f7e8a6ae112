//go:build !windows

package browser

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"

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
func startChromium(ctx context.Context, bin, dataDir string, extra []string) (*started, error) {
	args := chromeFlags(dataDir, append([]string{"remote-debugging-pipe"}, extra...)).FormatArgs()
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
