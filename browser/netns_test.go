package browser

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/guard"
	"github.com/vibelens/vibelens/internal/netnstest"
)

// Forbidden addresses, assigned to lo inside the test's own network
// namespace, so nothing can leave the machine even if the policy fails.
var metadataIP = guard.MetadataAddrs()[0].String() // guard's table: the address AWS, GCP and Azure share

const publicIP = "93.184.216.34" // public-looking

// TestNetworkPolicy re-runs itself inside `unshare -n` (a fresh network
// namespace with only loopback), puts the forbidden addresses on lo with a
// listener that counts every connection, and drives each attack path.
func TestNetworkPolicy(t *testing.T) {
	if !inNetns(t, metadataIP, publicIP) {
		return
	}
	metadata := newCountingListeners(t, metadataIP, "80", "443")
	public := newCountingListeners(t, publicIP, "80", "443")
	app := serve(t, attackPages())

	resolver := fakeResolver{
		"rebind.test": netip.MustParseAddr(metadataIP),
		"cdn.test":    netip.MustParseAddr(publicIP),
	}
	newManager := func(mode guard.Mode) *Manager {
		m := NewManager(Options{Network: mode, Resolver: resolver, NavigationTimeout: 10 * time.Second})
		t.Cleanup(func() { m.Close() })
		return m
	}
	allowPublic, localOnly := newManager(guard.AllowPublic), newManager(guard.LocalOnly)

	tests := []struct {
		name       string
		mgr        *Manager
		path       string
		wantCode   Code   // "" means the capture succeeds
		wantInErr  string // substring of the error's Problem
		wantFailed string // substring of some failedRequests entry's error
		wantPopup  bool
		publicHits bool // the public listener may be reached (public subresources allowed)
	}{
		{name: "302 to metadata", mgr: allowPublic, path: "/r302", wantCode: CodeBlockedNavigation, wantInErr: "/r302 redirected to http://" + metadataIP},
		{name: "307 to public", mgr: allowPublic, path: "/r307", wantCode: CodeBlockedNavigation, wantInErr: "redirected to http://93.184.216.34"},
		{name: "local chain then metadata", mgr: allowPublic, path: "/chain1", wantCode: CodeBlockedNavigation, wantInErr: "/chain2 redirected to http://" + metadataIP},
		{name: "meta refresh", mgr: allowPublic, path: "/meta-refresh", wantCode: CodeBlockedNavigation, wantInErr: "navigated to http://" + metadataIP},
		{name: "script navigation", mgr: allowPublic, path: "/script-nav", wantCode: CodeBlockedNavigation, wantInErr: "navigated to http://" + metadataIP},
		{name: "window.open", mgr: allowPublic, path: "/popup", wantPopup: true},
		{name: "iframe", mgr: allowPublic, path: "/iframe", wantFailed: "network policy"},
		{name: "img", mgr: allowPublic, path: "/img", wantFailed: "cloud metadata"},
		{name: "fetch", mgr: allowPublic, path: "/fetch", wantFailed: "network policy"},
		{name: "fetch https", mgr: allowPublic, path: "/fetch-https", wantFailed: "network policy"},
		{name: "websocket", mgr: allowPublic, path: "/websocket", wantFailed: "network policy"},
		{name: "dns rebinding name", mgr: allowPublic, path: "/rebind", wantFailed: "network policy"},
		{name: "public img, local-only mode", mgr: localOnly, path: "/public-img", wantFailed: "network policy"},
		{name: "public img, default mode loads", mgr: allowPublic, path: "/public-img", publicHits: true},
		{name: "model passes metadata URL", mgr: allowPublic, path: "http://" + metadataIP + "/latest/meta-data/", wantCode: CodeInvalidURL},
		{name: "model passes rebinding name", mgr: allowPublic, path: "http://rebind.test/", wantCode: CodeInvalidURL},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			metadata.Reset()
			public.Reset()
			url := tt.path
			if strings.HasPrefix(url, "/") {
				url = app.URL + url
			}
			ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
			defer cancel()
			res, err := tt.mgr.Capture(ctx, Request{URL: url, Delay: 300 * time.Millisecond})
			switch {
			case tt.wantCode != "":
				if err == nil {
					t.Fatalf("capture succeeded (final URL %s), want %s", res.Summary.FinalURL, tt.wantCode)
				}
				e := AsError(err)
				if e.Code != tt.wantCode || !strings.Contains(e.Problem, tt.wantInErr) {
					t.Errorf("error = %s %q, want %s containing %q", e.Code, e.Problem, tt.wantCode, tt.wantInErr)
				}
			case err != nil:
				t.Fatalf("capture failed: %v", err)
			default:
				if tt.wantFailed != "" && !someFailure(res, tt.wantFailed) {
					t.Errorf("failedRequests = %+v, want one mentioning %q", res.FailedRequests, tt.wantFailed)
				}
				if tt.wantPopup && len(res.Summary.Popups) == 0 {
					t.Errorf("summary.popups is empty, want the blocked window.open reported")
				}
			}
			if n := metadata.Hits(); n != 0 {
				t.Errorf("metadata listener saw %d connections, want 0", n)
			}
			if n := public.Hits(); n != 0 && !tt.publicHits {
				t.Errorf("public listener saw %d connections, want 0", n)
			}
			if tt.publicHits && public.Hits() == 0 {
				t.Errorf("public subresource did not load in the default mode")
			}
		})
	}
}

func someFailure(res *Result, substr string) bool {
	for _, f := range res.FailedRequests {
		if strings.Contains(f.Error, substr) {
			return true
		}
	}
	return false
}

// attackPages is a local app whose pages try to reach the forbidden addresses.
func attackPages() http.Handler {
	md := "http://" + metadataIP + "/latest/meta-data/"
	page := func(body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprintf(w, "<!doctype html><title>attack</title><body><p id=page>%s</p>%s</body>", r.URL.Path, body)
		}
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/r302", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, md, http.StatusFound) })
	mux.HandleFunc("/r307", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://"+publicIP+"/", http.StatusTemporaryRedirect)
	})
	mux.HandleFunc("/chain1", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/chain2", http.StatusFound) })
	mux.HandleFunc("/chain2", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, md, http.StatusFound) })
	mux.Handle("/meta-refresh", page(`<meta http-equiv="refresh" content="0;url=`+md+`">`))
	mux.Handle("/script-nav", page(`<script>location.href = "`+md+`";</script>`))
	mux.Handle("/popup", page(`<script>window.open("`+md+`");</script>`))
	mux.Handle("/iframe", page(`<iframe src="`+md+`"></iframe>`))
	mux.Handle("/img", page(`<img src="`+md+`x.png">`))
	mux.Handle("/fetch", page(`<script>fetch("`+md+`").catch(() => {});</script>`))
	mux.Handle("/fetch-https", page(`<script>fetch("https://`+metadataIP+`/").catch(() => {});</script>`))
	mux.Handle("/websocket", page(`<script>new WebSocket("ws://`+metadataIP+`/socket");</script>`))
	mux.Handle("/rebind", page(`<img src="http://rebind.test/x.png">`))
	mux.Handle("/public-img", page(`<img src="http://`+publicIP+`/logo.png">`))
	return mux
}

// inNetns enters the test's own network namespace (see netnstest.Enter)
// once a browser is known to be there.
func inNetns(t *testing.T, addrs ...string) bool {
	t.Helper()
	needsBrowser(t)
	return netnstest.Enter(t, addrs...)
}

// newCountingListeners counts every connection to ip's ports.
func newCountingListeners(t *testing.T, ip string, ports ...string) *netnstest.Counter {
	return netnstest.Listen(t, ip, ports...)
}

// fakeResolver answers from a table, standing in for a DNS server that
// rebinds names to forbidden addresses.
type fakeResolver map[string]netip.Addr

func (r fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := r[host]; ok {
		return []netip.Addr{a}, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}
