package egress

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/vibelens/vibelens/guard"
)

// Metadata addresses come from guard's table, the one place they are written.
var (
	metadataAddr = guard.MetadataAddrs()[0] // AWS, GCP and Azure
	wireServer   = guard.MetadataAddrs()[4] // Azure's WireServer
)

// dialLog records every address the proxy dials and refuses anything that
// is not loopback, so a policy bug can never send a packet off the machine.
type dialLog struct {
	mu    sync.Mutex
	addrs []string
}

func (d *dialLog) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	d.mu.Lock()
	d.addrs = append(d.addrs, addr)
	d.mu.Unlock()
	ap, err := netip.ParseAddrPort(addr)
	if err != nil || !ap.Addr().IsLoopback() {
		return nil, fmt.Errorf("test dialer: refusing non-loopback %s", addr)
	}
	var nd net.Dialer
	return nd.DialContext(ctx, network, addr)
}

func (d *dialLog) dialled() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.addrs...)
}

type tableResolver map[string][]netip.Addr

func (r tableResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := r[host]; ok {
		return a, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}

func startProxy(t *testing.T, mode guard.Mode, allow ...string) (*Proxy, *dialLog, *http.Client) {
	t.Helper()
	resolver := tableResolver{
		"rebind.test":   {metadataAddr},
		"mixed.test":    {netip.MustParseAddr("127.0.0.1"), metadataAddr},
		"public.test":   {netip.MustParseAddr("93.184.216.34")},
		"local.test":    {netip.MustParseAddr("127.0.0.1")},
		"intranet.test": {netip.MustParseAddr("10.1.2.3")},
		"rebind2.test":  {netip.MustParseAddr("93.184.216.34"), netip.MustParseAddr("127.0.0.1")},
	}
	return startProxyWith(t, mode, resolver, allow...)
}

func startProxyWith(t *testing.T, mode guard.Mode, resolver Resolver, allow ...string) (*Proxy, *dialLog, *http.Client) {
	t.Helper()
	log := &dialLog{}
	var rules []guard.Rule
	for _, s := range allow {
		r, err := guard.ParseRule(s)
		if err != nil {
			t.Fatal(err)
		}
		rules = append(rules, r)
	}
	p, err := Start(Options{Mode: mode, Allow: rules, Resolver: resolver, Dial: log.dial})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	proxyURL, _ := url.Parse("http://" + p.Addr())
	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxyURL)}}
	return p, log, client
}

func TestProxyForwardsLocal(t *testing.T) {
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "hello from the app")
	}))
	defer app.Close()
	// A name that resolves only to loopback (a hosts-file alias) is local
	// in the default mode; in LocalOnly it must be named by a rule, since
	// finding out means asking DNS.
	_, log, client := startProxy(t, guard.LocalOnly, "local.test")
	_, _, publicClient := startProxy(t, guard.AllowPublic)
	port := app.URL[strings.LastIndexByte(app.URL, ':'):]
	for _, target := range []string{app.URL, "http://localhost" + port, "http://local.test" + port} {
		for _, client := range []*http.Client{client, publicClient} {
			resp, err := client.Get(target + "/x")
			if err != nil {
				t.Fatalf("GET %s via proxy: %v", target, err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 || string(body) != "hello from the app" {
				t.Errorf("GET %s = %d %q, want 200 from the app", target, resp.StatusCode, body)
			}
		}
	}
	if len(log.dialled()) == 0 {
		t.Error("proxy never dialled the app")
	}
}

func TestProxyRefusesBeforeDialling(t *testing.T) {
	tests := []struct {
		mode   guard.Mode
		url    string
		reason string
	}{
		{guard.AllowPublic, "http://" + metadataAddr.String() + "/latest/meta-data/", "metadata"},
		{guard.AllowPublic, "http://[fe80::1]/", "link-local"},
		{guard.AllowPublic, "http://[::ffff:" + metadataAddr.String() + "]/", "metadata"},
		{guard.AllowPublic, "http://0xa9fea9fe/", "metadata"},
		{guard.AllowPublic, "http://rebind.test/", "metadata"},
		{guard.AllowPublic, "http://mixed.test/", "metadata"},
		{guard.AllowPublic, "http://224.0.0.1/", "multicast"},
		{guard.AllowPublic, "http://10.0.0.5/", "private network address"},
		{guard.AllowPublic, "http://192.168.1.1:8080/", "private network address"},
		{guard.AllowPublic, "http://[fd00::1]/", "private network address"},
		{guard.AllowPublic, "http://100.64.0.1/", "private network address"},
		{guard.AllowPublic, "http://" + wireServer.String() + "/", "metadata"},
		{guard.AllowPublic, "http://intranet.test/", "private network address"},
		{guard.AllowPublic, "http://rebind2.test/", "DNS rebinding"},
		{guard.AllowPublic, "http://" + guard.MetadataName + "/", "metadata"},
		{guard.LocalOnly, "http://93.184.216.34/", ""},
		{guard.LocalOnly, "http://public.test/", ""},
		{guard.LocalOnly, "http://local.test/", "name not resolved"},
	}
	for _, tt := range tests {
		t.Run(tt.mode.String()+" "+tt.url, func(t *testing.T) {
			p, log, client := startProxy(t, tt.mode)
			resp, err := client.Get(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusForbidden || resp.Header.Get(BlockedHeader) == "" {
				t.Errorf("status %d, blocked header %q; want 403 marked as a policy refusal", resp.StatusCode, resp.Header.Get(BlockedHeader))
			}
			if d := log.dialled(); len(d) != 0 {
				t.Errorf("proxy dialled %v for a refused request", d)
			}
			reason, ok := p.Refusal(tt.url)
			if !ok || !strings.Contains(reason, "network policy") || !strings.Contains(reason, tt.reason) {
				t.Errorf("Refusal(%q) = %q, %v; want a policy reason mentioning %q", tt.url, reason, ok, tt.reason)
			}
		})
	}
}

// TestProxyAllowRules checks that a private host refused by default is
// dialled, at the checked address, once the user allows it by range or name.
func TestProxyAllowRules(t *testing.T) {
	tests := []struct {
		mode  guard.Mode
		allow string
		url   string
		dial  string
	}{
		{guard.AllowPublic, "10.0.0.0/8", "http://10.0.0.5/", "10.0.0.5:80"},
		{guard.LocalOnly, "10.0.0.0/8", "http://10.0.0.5/", "10.0.0.5:80"},
		{guard.AllowPublic, "fd00::/8", "http://[fd00::1]:8080/", "[fd00::1]:8080"},
		{guard.AllowPublic, "intranet.test", "http://intranet.test/", "10.1.2.3:80"},
		{guard.LocalOnly, "*.test", "http://intranet.test/", "10.1.2.3:80"},
	}
	for _, tt := range tests {
		t.Run(tt.mode.String()+" "+tt.allow+" "+tt.url, func(t *testing.T) {
			_, log, client := startProxy(t, tt.mode, tt.allow)
			resp, err := client.Get(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.Header.Get(BlockedHeader) != "" {
				t.Fatalf("status %d: refused by policy, want allowed", resp.StatusCode)
			}
			if d := log.dialled(); len(d) != 1 || d[0] != tt.dial {
				t.Errorf("dialled %v, want [%s]", d, tt.dial)
			}
		})
	}
}

// flipResolver answers each name from a list, one entry per lookup, and
// counts lookups: a rebinding DNS server.
type flipResolver struct {
	mu      sync.Mutex
	answers map[string][][]netip.Addr
	calls   map[string]int
}

func (r *flipResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	seq, ok := r.answers[host]
	if r.calls == nil {
		r.calls = map[string]int{}
	}
	n := r.calls[host]
	r.calls[host]++
	if !ok {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	return append([]netip.Addr(nil), seq[min(n, len(seq)-1)]...), nil
}

func (r *flipResolver) total() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, c := range r.calls {
		n += c
	}
	return n
}

// TestProxyPinsFirstAnswer: a name that answers 93.184.216.34 and then
// 127.0.0.1 keeps its first answer, so the second request cannot reach
// loopback; and the other way round.
func TestProxyPinsFirstAnswer(t *testing.T) {
	pub, lo := netip.MustParseAddr("93.184.216.34"), netip.MustParseAddr("127.0.0.1")
	r := &flipResolver{answers: map[string][][]netip.Addr{
		"flip.test": {{pub}, {lo}},
		"flop.test": {{lo}, {pub}},
	}}
	_, log, client := startProxyWith(t, guard.AllowPublic, r)
	for range 3 {
		for _, u := range []string{"http://flip.test:9/", "http://flop.test:9/"} {
			resp, err := client.Get(u)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
		}
	}
	want := []string{"93.184.216.34:9", "127.0.0.1:9"}
	d := log.dialled()
	if len(d) != 6 {
		t.Fatalf("dialled %v, want 6 dials", d)
	}
	for i, a := range d {
		if a != want[i%2] {
			t.Errorf("dial %d went to %s, want %s (the first answer)", i, a, want[i%2])
		}
	}
	if n := r.total(); n != 2 {
		t.Errorf("resolver asked %d times, want 2 (once per name)", n)
	}
}

// TestProxyLocalModeMakesNoDNSQueries: with --network=local a page cannot
// leak data through lookups of names it makes up.
func TestProxyLocalModeMakesNoDNSQueries(t *testing.T) {
	r := &flipResolver{answers: map[string][][]netip.Addr{
		"myapp.test": {{netip.MustParseAddr("127.0.0.1")}},
	}}
	p, log, client := startProxyWith(t, guard.LocalOnly, r, "myapp.test")
	for _, u := range []string{"http://c2VjcmV0.exfil.example/", "https://c2VjcmV0.exfil.example/", "http://cdn.example.com./x"} {
		resp, err := client.Get(u)
		if err == nil {
			resp.Body.Close()
		}
	}
	conn, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprint(conn, "CONNECT more.exfil.example:443 HTTP/1.1\r\nHost: more.exfil.example:443\r\n\r\n")
	resp, err := http.ReadResponse(bufioReader(conn), nil)
	conn.Close()
	if err != nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("CONNECT to a made-up name = %v, %v, want 403", resp, err)
	}
	if n := r.total(); n != 0 {
		t.Errorf("resolver asked %d times, want 0 in LocalOnly", n)
	}
	if d := log.dialled(); len(d) != 0 {
		t.Errorf("dialled %v, want nothing", d)
	}
	// An allowed name is still resolved.
	if resp, err := client.Get("http://myapp.test:9/"); err == nil {
		resp.Body.Close()
	}
	if n := r.total(); n != 1 {
		t.Errorf("resolver asked %d times for the allowed name, want 1", n)
	}
}

func TestProxyRefusesConnect(t *testing.T) {
	p, log, _ := startProxy(t, guard.AllowPublic)
	conn, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "CONNECT %[1]s:443 HTTP/1.1\r\nHost: %[1]s:443\r\n\r\n", metadataAddr)
	resp, err := http.ReadResponse(bufioReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("CONNECT to metadata = %d, want 403", resp.StatusCode)
	}
	if d := log.dialled(); len(d) != 0 {
		t.Errorf("proxy dialled %v", d)
	}
	if _, ok := p.Refusal(metadataAddr.String() + ":443"); !ok {
		t.Error("refused CONNECT not remembered for attribution")
	}
}

func TestProxyTunnelsLocalConnect(t *testing.T) {
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "tunnelled") }))
	defer app.Close()
	p, _, _ := startProxy(t, guard.LocalOnly)
	host := strings.TrimPrefix(app.URL, "http://")
	conn, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n", host, host)
	br := bufioReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("CONNECT = %v, %v", resp, err)
	}
	fmt.Fprintf(conn, "GET / HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", host)
	resp, err = http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	if string(body) != "tunnelled" {
		t.Errorf("body through the tunnel = %q", body)
	}
}

func TestProxyUnreachableIsNotAPolicyRefusal(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	_, _, client := startProxy(t, guard.LocalOnly)
	resp, err := client.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadGateway || resp.Header.Get(BlockedHeader) != "" || resp.Header.Get(UpstreamErrorHeader) == "" {
		t.Errorf("status %d, headers %v; want a 502 naming the upstream error, not a policy refusal", resp.StatusCode, resp.Header)
	}
}

func TestParsePort(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want uint16
		ok   bool
	}{{"80", 80, true}, {"65535", 65535, true}, {"0", 0, false}, {"65536", 0, false}, {"", 0, false}, {"8a", 0, false}, {"000080", 0, false}} {
		got, err := parsePort(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("parsePort(%q) = %d, %v; want %d, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func bufioReader(c net.Conn) *bufio.Reader { return bufio.NewReader(c) }
