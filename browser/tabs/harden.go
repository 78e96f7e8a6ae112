package tabs

import (
	"fmt"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// deniedPermissions are answered "denied" without a prompt, so a page that
// asks for the camera or location cannot wait on a human who is not there.
var deniedPermissions = []string{
	"geolocation", "notifications", "camera", "microphone", "midi", "clipboard-read",
	"display-capture", "local-fonts", "window-management", "idle-detection", "storage-access",
}

// hardenContext applies the per-context rules: downloads denied and
// permission prompts denied. It runs when a tab is prepared, off the hot path.
func hardenContext(b *rod.Browser, ctxID proto.BrowserBrowserContextID) error {
	if err := (proto.BrowserSetDownloadBehavior{Behavior: proto.BrowserSetDownloadBehaviorBehaviorDeny, BrowserContextID: ctxID}).Call(b); err != nil {
		return fmt.Errorf("deny downloads: %w", err)
	}
	for _, name := range deniedPermissions {
		// Unknown names on older Chromium fail; the rest still apply.
		_ = proto.BrowserSetPermission{Permission: &proto.BrowserPermissionDescriptor{Name: name},
			Setting: proto.BrowserPermissionSettingDenied, BrowserContextID: ctxID}.Call(b)
	}
	return nil
}

// hardenPage refuses file choosers and pauses every document request so
// navGuard can check main-frame hops before Chromium connects; with all,
// every request of every type (the Fetch fallback of a remote browser).
func hardenPage(p *rod.Page, all bool) error {
	if err := (proto.PageSetInterceptFileChooserDialog{Enabled: true}).Call(p); err != nil {
		return fmt.Errorf("intercept file chooser: %w", err)
	}
	pattern := &proto.FetchRequestPattern{URLPattern: "*", ResourceType: proto.NetworkResourceTypeDocument, RequestStage: proto.FetchRequestStageRequest}
	if all {
		pattern.ResourceType = "" // every type
	}
	return proto.FetchEnable{Patterns: []*proto.FetchRequestPattern{pattern}}.Call(p)
}
