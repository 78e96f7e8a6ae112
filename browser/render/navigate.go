package render

import (
	"context"
	"fmt"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/navguard"
	"github.com/vibelens/vibelens/browser/tabs"
)

// subscribe feeds the tab's events to the collector and the navigation
// guard until ctx ends. It answers dialogs and closes popups as they come.
func subscribe(ctx context.Context, t *tabs.Tab, page *rod.Page, c *collect.Collector, nav *navguard.Guard) {
	handlers := append(c.Handlers(), nav.OnPaused,
		func(e *proto.PageWindowOpen) { c.AddPopup(e.URL) },
		func(e *proto.PageJavascriptDialogOpening) {
			c.AddDialog(contract.Dialog{Type: string(e.Type), Message: e.Message})
			// Answer from another goroutine: this one delivers events.
			go func() {
				_ = proto.PageHandleJavaScriptDialog{Accept: e.Type == proto.PageDialogTypeBeforeunload}.Call(page)
			}()
		},
	)
	go page.EachEvent(handlers...)()
	// Popups (window.open) are closed the moment they appear: whatever they
	// load is not part of this capture, and a visible popup steals focus.
	waitTargets := t.BrowserContext.EachEvent(func(e *proto.TargetTargetCreated) {
		if info := e.TargetInfo; info != nil && info.OpenerID == page.TargetID {
			c.AddPopup(info.URL)
			go func() { _, _ = proto.TargetCloseTarget{TargetID: info.TargetID}.Call(t.BrowserContext) }()
		}
	})
	go waitTargets()
}

// navigate loads url and waits for the first load event, within limit.
func navigate(ctx context.Context, page *rod.Page, url string, limit time.Duration, c *collect.Collector, nav *navguard.Guard) error {
	navCtx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	navRes, err := proto.PageNavigate{URL: url}.Call(page.Context(navCtx))
	if err != nil {
		if navCtx.Err() != nil {
			return loadTimeoutError(ctx, url, limit, c)
		}
		return contract.AsError(fmt.Errorf("navigate: %w", err))
	}
	if nav.Blocked() != "" {
		return nav.Error()
	}
	if navRes.ErrorText != "" {
		return contract.NavigationError(url, navRes.ErrorText)
	}
	select {
	case <-c.Loaded():
	case <-navCtx.Done():
		if nav.Blocked() != "" {
			return nav.Error()
		}
		return loadTimeoutError(ctx, url, limit, c)
	}
	// Behind the egress proxy a dev server that is down shows up as the
	// proxy's 502 page; report it as the refused connection it is.
	if text := c.DocumentError(navRes.LoaderID); text != "" {
		return contract.NavigationError(url, text)
	}
	return nil
}
