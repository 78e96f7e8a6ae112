// Package egress is the loopback HTTP proxy every Chromium connection goes
// through. It resolves each host itself, checks the address with guard, and
// dials exactly the address it checked, so a name cannot resolve one way for
// the check and another for the connection, and no URL parser difference
// between Go and Chromium can open a hole: the decision is made on the host
// Chromium actually asked for. A name keeps its first answer for the life of
// the proxy (pinned DNS), so a page cannot rebind its own origin to loopback
// between two requests.
package egress

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/netip"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/vibelens/vibelens/guard"
)

// Resolver looks up a host's addresses; *net.Resolver is the real one.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Options configures a Proxy.
type Options struct {
	Mode guard.Mode
	// Allow are the user's --allow-host rules: names, wildcards and ranges
	// reachable besides loopback (and public addresses in AllowPublic).
	Allow    []guard.Rule
	Resolver Resolver // nil means net.DefaultResolver
	// Dial connects to an address the policy accepted; nil means a
	// net.Dialer. Tests use it to prove a refused address is never dialled.
	Dial   func(ctx context.Context, network, addr string) (net.Conn, error)
	Logger *slog.Logger
	// OnlyProcessGroup refuses every connection except from the process
	// group given to AllowProcessGroup (see auth.go).
	OnlyProcessGroup bool
}

// BlockedHeader marks a response the proxy wrote itself to refuse a request.
const BlockedHeader = "X-Vibelens-Blocked"

// UpstreamErrorHeader marks the 502 the proxy answers when it cannot reach
// an allowed server. Its value is the net::ERR_* text Chromium would have
// reported without a proxy, so "dev server not running" still reads as a
// refused connection rather than a 502 page.
const UpstreamErrorHeader = "X-Vibelens-Upstream-Error"

// upstreamErrorText maps a dial or transport error to Chromium's net error text.
func upstreamErrorText(err error) string {
	var ne net.Error
	msg := err.Error()
	switch {
	case errors.Is(err, syscall.ECONNREFUSED) || strings.Contains(msg, "connection refused") || strings.Contains(msg, "actively refused"):
		return "net::ERR_CONNECTION_REFUSED"
	case errors.Is(err, syscall.ECONNRESET) || strings.Contains(msg, "connection reset"):
		return "net::ERR_CONNECTION_RESET"
	case errors.As(err, &ne) && ne.Timeout():
		return "net::ERR_CONNECTION_TIMED_OUT"
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return "net::ERR_EMPTY_RESPONSE"
	}
	return "net::ERR_CONNECTION_FAILED"
}

// Proxy is a running egress proxy on a loopback port.
type Proxy struct {
	opts     Options
	policy   guard.Policy
	pins     pinnedNames
	ln       net.Listener
	srv      *http.Server
	forward  *httputil.ReverseProxy
	refusals refusalLog
	gate     peerGate
}

type dialTarget struct{}

// Start listens on 127.0.0.1 on a free port and serves until Close.
func Start(opts Options) (*Proxy, error) {
	if opts.Resolver == nil {
		opts.Resolver = net.DefaultResolver
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("egress proxy: %w", err)
	}
	if opts.Dial == nil {
		d := &net.Dialer{Timeout: 10 * time.Second}
		opts.Dial = d.DialContext
	}
	p := &Proxy{opts: opts, ln: ln, policy: guard.Policy{Mode: opts.Mode, Allow: opts.Allow}}
	p.gate.restrict = opts.OnlyProcessGroup
	p.refusals.entries = map[string]string{}
	p.pins.answers = map[string][]netip.Addr{}
	transport := &http.Transport{
		Proxy: nil,
		// Dial the address decide() checked, never the name again.
		DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
			addrs, _ := ctx.Value(dialTarget{}).([]netip.AddrPort)
			return p.dialFirst(ctx, network, addrs)
		},
		MaxIdleConnsPerHost:   8,
		IdleConnTimeout:       30 * time.Second,
		ResponseHeaderTimeout: 60 * time.Second,
		DisableCompression:    true,
	}
	p.forward = &httputil.ReverseProxy{
		Rewrite:        func(r *httputil.ProxyRequest) { r.Out.URL = r.In.URL; r.Out.Host = r.In.Host },
		ModifyResponse: revalidate,
		Transport:      transport,
		ErrorLog:       nil,
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			w.Header().Set(UpstreamErrorHeader, upstreamErrorText(err))
			http.Error(w, err.Error(), http.StatusBadGateway)
		},
	}
	p.srv = &http.Server{Handler: p, ReadHeaderTimeout: 10 * time.Second, ErrorLog: nil}
	go p.srv.Serve(peerListener{ln, p})
	return p, nil
}

// Addr is the proxy's host:port, for Chromium's --proxy-server.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Close stops the proxy and every tunnel through it.
func (p *Proxy) Close() error { return p.srv.Close() }

// Refusal returns why the proxy refused a URL or a host:port, if it did.
// The capture uses it to explain a failed request in policy terms.
func (p *Proxy) Refusal(key string) (string, bool) { return p.refusals.get(key) }

func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p.opts.Logger.Debug("egress request", "target", r.Host, "method", r.Method, "url", r.URL.String())
	if r.Method == http.MethodConnect {
		p.tunnel(w, r)
		return
	}
	if !r.URL.IsAbs() {
		http.Error(w, "vibelens egress proxy: absolute URL required", http.StatusBadRequest)
		return
	}
	port := r.URL.Port()
	if port == "" {
		port = guard.DefaultPort(r.URL.Scheme)
	}
	addrs, err := p.decide(r.Context(), r.URL.Hostname(), port)
	if err != nil {
		p.refuse(w, r.URL.String(), err)
		return
	}
	ctx := context.WithValue(r.Context(), dialTarget{}, addrs)
	p.forward.ServeHTTP(w, r.WithContext(ctx))
}

// tunnel serves CONNECT (https, wss): check, dial the checked address, splice.
func (p *Proxy) tunnel(w http.ResponseWriter, r *http.Request) {
	host, port, err := net.SplitHostPort(r.Host)
	if err != nil {
		http.Error(w, "bad CONNECT target", http.StatusBadRequest)
		return
	}
	addrs, err := p.decide(r.Context(), host, port)
	if err != nil {
		p.refuse(w, r.Host, err)
		return
	}
	upstream, err := p.dialFirst(r.Context(), "tcp", addrs)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	hj, ok := w.(http.Hijacker)
	if !ok {
		upstream.Close()
		http.Error(w, "hijack unsupported", http.StatusInternalServerError)
		return
	}
	client, buf, err := hj.Hijack()
	if err != nil {
		upstream.Close()
		return
	}
	if _, err := io.WriteString(client, "HTTP/1.1 200 Connection Established\r\n\r\n"); err != nil {
		client.Close()
		upstream.Close()
		return
	}
	go func() {
		// Bytes the client sent after the CONNECT headers are already buffered.
		if n := buf.Reader.Buffered(); n > 0 {
			b, _ := buf.Reader.Peek(n)
			upstream.Write(b)
		}
		io.Copy(upstream, client)
		upstream.Close()
	}()
	io.Copy(client, upstream)
	client.Close()
}

// decide resolves host and returns the addresses that may be dialled, or why not.
func (p *Proxy) decide(ctx context.Context, host, port string) ([]netip.AddrPort, error) {
	if err := chromiumService(host); err != nil {
		return nil, err // before any lookup: a service host is never resolved
	}
	canon, err := guard.CanonicalHost(host)
	if err != nil {
		return nil, err // already a *guard.Rejection
	}
	portNum, err := parsePort(port)
	if err != nil {
		return nil, &guard.Rejection{Input: host + ":" + port, Reason: "invalid port"}
	}
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(strings.Trim(canon, "[]")); err == nil {
		if err := p.policy.CheckAddr(a); err != nil {
			return nil, err
		}
		addrs = []netip.Addr{a.Unmap()}
	} else if guard.IsLocalhostName(canon) {
		// Chromium maps these to loopback without DNS; so do we.
		addrs = []netip.Addr{netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("::1")}
	} else {
		// Refused names are never looked up: in LocalOnly a page must not
		// be able to leak data through DNS queries.
		if err := p.policy.CheckName(canon); err != nil {
			return nil, err
		}
		addrs, err = p.resolve(ctx, canon)
		if err != nil {
			return nil, err
		}
		if err := p.policy.CheckResolved(canon, addrs); err != nil {
			return nil, err
		}
	}
	out := make([]netip.AddrPort, 0, len(addrs))
	for _, a := range addrs {
		out = append(out, netip.AddrPortFrom(a, portNum))
	}
	return out, nil
}

// resolve returns the pinned answer for name, looking it up only the first
// time. Later lookups would let a short-TTL name move from the public
// address that served a page to 127.0.0.1 (DNS rebinding); Chromium's own
// defences cannot see this, because the proxy hides addresses from it.
// Failed lookups are not pinned.
func (p *Proxy) resolve(ctx context.Context, name string) ([]netip.Addr, error) {
	if addrs, ok := p.pins.get(name); ok {
		return addrs, nil
	}
	lctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	addrs, err := p.opts.Resolver.LookupNetIP(lctx, "ip", name)
	if err != nil {
		return nil, fmt.Errorf("resolve %s: %w", name, err)
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("resolve %s: no addresses", name)
	}
	for i, a := range addrs {
		addrs[i] = a.Unmap()
	}
	return p.pins.put(name, addrs)
}

// pinnedNames holds each name's first answer for the proxy's life, which
// is one browser's life.
type pinnedNames struct {
	mu      sync.Mutex
	answers map[string][]netip.Addr
}

// maxPinnedNames bounds the memory; a page that asks for more distinct names
// than this in one browser's life is refused rather than letting old pins go
// (an evicted pin could be rebound).
const maxPinnedNames = 20000

func (n *pinnedNames) get(name string) ([]netip.Addr, bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	a, ok := n.answers[name]
	return a, ok
}

// put pins addrs unless a concurrent lookup pinned first; it returns the
// pinned answer.
func (n *pinnedNames) put(name string, addrs []netip.Addr) ([]netip.Addr, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if a, ok := n.answers[name]; ok {
		return a, nil
	}
	if len(n.answers) >= maxPinnedNames {
		return nil, &guard.Rejection{Input: name, Reason: fmt.Sprintf("more than %d distinct host names in one browser session", maxPinnedNames)}
	}
	n.answers[name] = addrs
	return addrs, nil
}

func policyReason(err error) string {
	var r *guard.Rejection
	if errors.As(err, &r) {
		return r.Reason
	}
	return err.Error()
}

func (p *Proxy) dialFirst(ctx context.Context, network string, addrs []netip.AddrPort) (net.Conn, error) {
	if len(addrs) == 0 {
		return nil, errors.New("egress: no checked address to dial")
	}
	var last error
	for _, a := range addrs {
		c, err := p.opts.Dial(ctx, network, a.String())
		if err == nil {
			return c, nil
		}
		last = err
	}
	return nil, last
}

// refuse answers 403 and remembers why, so the capture can say the policy,
// not the server, refused the request.
func (p *Proxy) refuse(w http.ResponseWriter, key string, err error) {
	reason := "refused by VibeLens network policy: " + policyReason(err)
	var rej *guard.Rejection
	if !errors.As(err, &rej) {
		// Resolution failures are not policy decisions; report them as such.
		reason = err.Error()
		http.Error(w, reason, http.StatusBadGateway)
		return
	}
	p.refusals.put(key, reason)
	p.opts.Logger.Info("egress refused", "target", key, "reason", reason)
	w.Header().Set(BlockedHeader, "1")
	http.Error(w, reason, http.StatusForbidden)
}

func parsePort(s string) (uint16, error) {
	var n uint32
	if s == "" || len(s) > 5 {
		return 0, errors.New("bad port")
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, errors.New("bad port")
		}
		n = n*10 + uint32(c-'0')
	}
	if n == 0 || n > 65535 {
		return 0, errors.New("bad port")
	}
	return uint16(n), nil
}

// refusalLog is a small bounded memory of recent refusals.
type refusalLog struct {
	mu      sync.Mutex
	entries map[string]string
	order   []string
}

const refusalMemory = 512

func (l *refusalLog) put(key, reason string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.entries[key]; !ok {
		l.order = append(l.order, key)
		if len(l.order) > refusalMemory {
			delete(l.entries, l.order[0])
			l.order = l.order[1:]
		}
	}
	l.entries[key] = reason
}

func (l *refusalLog) get(key string) (string, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	r, ok := l.entries[key]
	return r, ok
}
