//go:build windows

package chrome

import (
	"context"
	"io"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/launcher/flags"
)

// startChromium on Windows still uses rod's launcher and a DevTools port
// bound to 127.0.0.1: Go cannot hand Chromium the extra handles
// --remote-debugging-pipe needs there. ADR 0005 lists this residual risk.
func startChromium(ctx context.Context, bin, dataDir string, headed bool, extra []string) (*started, error) {
	l := chromeFlags(dataDir, headed, extra).
		Context(ctx).
		Bin(bin).
		Leakless(true).
		Set(flags.RemoteDebuggingPort, "0").
		Set("remote-debugging-address", "127.0.0.1")
	u, err := l.Launch()
	if err != nil {
		if l.PID() != 0 {
			killProcessGroup(l.PID())
		}
		return nil, err
	}
	connCtx, cancel := context.WithCancel(context.Background())
	client, err := cdp.StartWithURL(connCtx, u, nil)
	if err != nil {
		cancel()
		killProcessGroup(l.PID())
		return nil, err
	}
	exited := make(chan struct{})
	go func() {
		l.Cleanup()
		close(exited)
	}()
	return &started{client: client, pid: l.PID(), exited: exited, conn: closerFunc(func() error { cancel(); return nil })}, nil
}

type closerFunc func() error

func (f closerFunc) Close() error { return f() }

var _ io.Closer = closerFunc(nil)
