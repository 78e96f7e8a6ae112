package point

import (
	"context"
	"encoding/json"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// windowChrome is what a window adds around its page (tab strip, address
// bar, borders), a generous guess: a window a little too big shows grey
// below the emulated viewport, one too small hides part of the page.
const windowChrome = 140

// fitWindow makes the visible window as big as the emulated viewport, so
// the person sees the page as the look will. Best effort: a window manager
// may refuse.
func fitWindow(page *rod.Page) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	b := page.Browser().Context(ctx)
	win, err := proto.BrowserGetWindowForTarget{TargetID: page.TargetID}.Call(b)
	if err != nil {
		return
	}
	res, err := proto.RuntimeEvaluate{Expression: "JSON.stringify([innerWidth, innerHeight])", ReturnByValue: true}.Call(page.Context(ctx))
	if err != nil || res.ExceptionDetails != nil {
		return
	}
	var size [2]int
	if err := json.Unmarshal([]byte(res.Result.Value.Str()), &size); err != nil || size[0] <= 0 {
		return
	}
	_ = proto.BrowserSetWindowBounds{WindowID: win.WindowID, Bounds: &proto.BrowserBounds{WindowState: proto.BrowserWindowStateNormal}}.Call(b)
	_ = proto.BrowserSetWindowBounds{WindowID: win.WindowID, Bounds: &proto.BrowserBounds{
		Left: intPtr(0), Top: intPtr(0), Width: intPtr(size[0] + 16), Height: intPtr(size[1] + windowChrome)}}.Call(b)
}

// closeOtherWindows closes the window Chromium opens at start, so the
// person sees one window: the page, with the hint line.
func closeOtherWindows(page *rod.Page) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	b := page.Browser().Context(ctx)
	targets, err := proto.TargetGetTargets{}.Call(b)
	if err != nil {
		return
	}
	for _, t := range targets.TargetInfos {
		if t.Type == proto.TargetTargetInfoTypePage && t.TargetID != page.TargetID && t.BrowserContextID != page.Browser().BrowserContextID {
			_, _ = proto.TargetCloseTarget{TargetID: t.TargetID}.Call(b)
		}
	}
}

func intPtr(i int) *int { return &i }
