package browser

import (
	"context"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/guard"
)

// TestAttachNetworkPolicy drives the attack pages through an attached
// browser, inside a network namespace with counting listeners on the
// forbidden addresses: once with the per-context egress proxy (a browser on
// this machine) and once with the Fetch fallback forced (what a remote
// browser gets). Both refuse with zero connections.
func TestAttachNetworkPolicy(t *testing.T) {
	if !inNetns(t, metadataIP, publicIP) {
		return
	}
	metadata := newCountingListeners(t, metadataIP, "80", "443")
	public := newCountingListeners(t, publicIP, "80", "443")
	app := serve(t, attackPages())
	ub := startUserBrowser(t, "about:blank")
	resolver := fakeResolver{"cdn.test": netip.MustParseAddr(publicIP), "rebind.test": netip.MustParseAddr(metadataIP)}

	tests := []struct {
		name       string
		path       string
		wantCode   Code
		wantInErr  string
		wantFailed string
	}{
		{name: "302 to metadata", path: "/r302", wantCode: CodeBlockedNavigation, wantInErr: "redirected to http://" + metadataIP},
		{name: "script navigation", path: "/script-nav", wantCode: CodeBlockedNavigation, wantInErr: "navigated to http://" + metadataIP},
		{name: "iframe", path: "/iframe", wantFailed: "network policy"},
		{name: "img", path: "/img", wantFailed: "network policy"},
		{name: "fetch", path: "/fetch", wantFailed: "network policy"},
		{name: "fetch https", path: "/fetch-https", wantFailed: "network policy"},
		{name: "websocket", path: "/websocket"}, // Fetch does not see WebSockets: only the zero count is checked
		{name: "dns rebinding name", path: "/rebind"},
	}
	for _, mode := range []struct {
		name   string
		remote bool
	}{{"context proxy", false}, {"fetch fallback", true}} {
		m := newTestManager(t, Options{Network: guard.AllowPublic, Resolver: resolver, NavigationTimeout: 10 * time.Second,
			Attach: &AttachOptions{Endpoint: ub.endpoint, Remote: mode.remote}})
		for _, tt := range tests {
			t.Run(mode.name+"/"+tt.name, func(t *testing.T) {
				metadata.Reset()
				public.Reset()
				ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
				defer cancel()
				res, err := m.Capture(ctx, Request{URL: app.URL + tt.path, Delay: 300 * time.Millisecond})
				switch {
				case tt.wantCode != "":
					if err == nil {
						t.Fatalf("capture succeeded (final URL %s), want %s", res.Summary.FinalURL, tt.wantCode)
					}
					if e := AsError(err); e.Code != tt.wantCode || !strings.Contains(e.Problem, tt.wantInErr) {
						t.Errorf("error = %s %q, want %s containing %q", e.Code, e.Problem, tt.wantCode, tt.wantInErr)
					}
				case err != nil:
					t.Fatalf("capture failed: %v", err)
				case tt.wantFailed != "" && !someFailure(res, tt.wantFailed):
					t.Errorf("failedRequests = %+v, want one mentioning %q", res.FailedRequests, tt.wantFailed)
				}
				if n := metadata.Hits() + public.Hits(); n != 0 {
					t.Errorf("forbidden listeners saw %d connections, want 0", n)
				}
			})
		}
		m.Close()
		ub.waitNoContexts(t, mode.name+": after Close")
	}
}
