package chrome

import (
	"context"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// Browser is a browser VibeLens drives over CDP: one it launched, or a
// running one it attached to.
type Browser struct {
	Rod *rod.Browser
	// PID leads the launched browser's process group; 0 when attached.
	PID int
	// DataDir is the temporary profile a launch removes on Close; "" for
	// the user's own profile and when attached.
	DataDir string
	// Attached: VibeLens does not own the browser; Close only disconnects.
	Attached bool
	// Remote: an attached browser that cannot reach the egress proxy.
	Remote bool

	close func()
}

// Close ends what VibeLens started: a launched browser's process group and
// temporary profile, or the connection to an attached one.
func (b *Browser) Close() { b.close() }

// Answers reports whether the browser still answers over CDP.
func (b *Browser) Answers() bool {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	_, err := proto.BrowserGetVersion{}.Call(b.Rod.Context(ctx))
	return err == nil
}

// Allocator gives the manager a browser, as chromedp's ExecAllocator and
// RemoteAllocator do: it never needs to know which kind it got.
type Allocator interface {
	Allocate(ctx context.Context) (*Browser, error)
}

// ExecAllocator launches Chromium with its options.
type ExecAllocator struct{ Options LaunchOptions }

// Allocate launches a browser.
func (a ExecAllocator) Allocate(ctx context.Context) (*Browser, error) {
	return Launch(ctx, a.Options)
}

// RemoteAllocator attaches to a running browser.
type RemoteAllocator struct{ Options *AttachOptions }

// Allocate connects to the browser.
func (a RemoteAllocator) Allocate(ctx context.Context) (*Browser, error) {
	return Attach(ctx, a.Options)
}
