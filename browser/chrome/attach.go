package chrome

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/cdp"

	"github.com/vibelens/vibelens/guard"
)

// AttachOptions attach VibeLens to a browser someone else runs (a Chrome
// the developer started with --remote-debugging-port, or a browser
// service) instead of launching one. VibeLens then creates a browser
// context of its own per call, never touches the browser's other tabs and
// never closes the browser.
type AttachOptions struct {
	// Endpoint is http(s)://host:port (the WebSocket URL is discovered via
	// /json/version) or ws(s)://… (used as is).
	Endpoint string
	// Header is sent on discovery and on the WebSocket handshake (a
	// service's API key, for example).
	Header http.Header
	// Remote forces the Fetch fallback: the browser cannot reach VibeLens's
	// egress proxy on 127.0.0.1, so every request is checked over CDP
	// instead. An endpoint on a non-loopback host implies it.
	Remote bool
}

// IsRemote reports whether the policy must use the Fetch fallback.
func (a *AttachOptions) IsRemote() bool {
	if a.Remote {
		return true
	}
	u, err := url.Parse(a.Endpoint)
	if err != nil {
		return true
	}
	if guard.IsLocalhostName(u.Hostname()) {
		return false
	}
	ip, err := netip.ParseAddr(u.Hostname())
	return err != nil || !ip.IsLoopback()
}

// ParseCDPHeader parses one --cdp-header value, "Name: value".
func ParseCDPHeader(s string) (name, value string, err error) {
	name, value, ok := strings.Cut(s, ":")
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	if !ok || name == "" || strings.ContainsAny(name, " \t\r\n") || strings.ContainsAny(value, "\r\n") {
		return "", "", fmt.Errorf("%q is not a header line such as \"Authorization: Bearer TOKEN\"", s)
	}
	return name, value, nil
}

// attachError is the BROWSER_LAUNCH_FAILED of an endpoint that does not answer.
func attachError(endpoint string, err error) *contract.Error {
	return &contract.Error{Code: contract.CodeBrowserLaunchFailed, Problem: fmt.Sprintf("cannot attach to the browser at %s: %v", endpoint, err),
		NextStep: "Check that the browser is running with --remote-debugging-port (and its own --user-data-dir), that --cdp-endpoint names its port, and any --cdp-header the service needs.", Err: err}
}

// resolveEndpoint returns the browser's WebSocket URL.
func resolveEndpoint(ctx context.Context, a *AttachOptions) (string, error) {
	u, err := url.Parse(a.Endpoint)
	if err != nil {
		return "", err
	}
	switch u.Scheme {
	case "ws", "wss":
		return a.Endpoint, nil
	case "http", "https":
	default:
		return "", fmt.Errorf("scheme %q: use http(s)://host:port or ws(s)://…", u.Scheme)
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/json/version"
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return "", err
	}
	for k, vs := range a.Header {
		req.Header[k] = vs
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("%s answered %s", u, res.Status)
	}
	var v struct {
		WebSocketDebuggerURL string `json:"webSocketDebuggerUrl"`
	}
	if err := json.Unmarshal(body, &v); err != nil || v.WebSocketDebuggerURL == "" {
		return "", fmt.Errorf("%s has no webSocketDebuggerUrl", u)
	}
	ws, err := url.Parse(v.WebSocketDebuggerURL)
	if err != nil {
		return "", err
	}
	// Behind a proxy or port forward the browser names its own address;
	// the endpoint's host is the one that is reachable from here.
	ws.Host = u.Host
	if u.Scheme == "https" {
		ws.Scheme = "wss"
	}
	return ws.String(), nil
}

// Attach connects to the browser. Nothing it opens outlives close: the
// contexts VibeLens creates are disposed by the caller, and are created
// with disposeOnDetach, so Chromium disposes of them itself when this
// connection drops (serve killed with SIGKILL included).
func Attach(ctx context.Context, a *AttachOptions) (*Browser, error) {
	ctx, cancel := context.WithTimeout(ctx, contract.Limits.Launch)
	defer cancel()
	wsURL, err := resolveEndpoint(ctx, a)
	if err != nil {
		return nil, attachError(a.Endpoint, err)
	}
	ws := &cdp.WebSocket{}
	if err := ws.Connect(ctx, wsURL, a.Header); err != nil {
		return nil, attachError(a.Endpoint, err)
	}
	client := cdp.New().Start(ws)
	b := rod.New().Client(client).NoDefaultDevice().Context(context.Background())
	if err = connect(ctx, b, nil); err != nil {
		ws.Close()
		return nil, attachError(a.Endpoint, err)
	}
	// Closing drops the connection; the browser keeps running.
	var once sync.Once
	return &Browser{Rod: b, Attached: true, Remote: a.IsRemote(), close: func() { once.Do(func() { _ = ws.Close() }) }}, nil
}

// DeadProxy is where a remote browser's contexts send every connection the
// bypass list does not allow: its own loopback port 1, where nothing listens.
const DeadProxy = "http://127.0.0.1:1"

// RemoteBypass is the bypass list of a remote browser's contexts: its
// loopback and localhost names, and the --allow-host rules (names and
// wildcards as written; ranges that touch an address guard always refuses
// are left out, so those stay behind the dead proxy).
func RemoteBypass(rules []guard.Rule) string {
	list := []string{"<-loopback>", "localhost", "*.localhost", "127.0.0.0/8", "[::1]"}
	for _, r := range rules {
		text := r.String()
		if p, err := netip.ParsePrefix(text); err == nil && guard.OverlapsRefused(p) {
			continue
		}
		list = append(list, text)
	}
	return strings.Join(list, ";")
}
