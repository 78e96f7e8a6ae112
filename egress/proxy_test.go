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

func startProxy(t *testing.T, mode guard.Mode) (*Proxy, *dialLog, *http.Client) {
	t.Helper()
	log := &dialLog{}
	resolver := tableResolver{
		"rebind.test": {netip.MustParseAddr("169.254.169.254")},
		"mixed.test":  {netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("169.254.169.254")},
		"public.test": {netip.MustParseAddr("93.184.216.34")},
		"local.test":  {netip.MustParseAddr("127.0.0.1")},
	}
	p, err := Start(Options{Mode: mode, Resolver: resolver, Dial: log.dial})
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
	_, log, client := startProxy(t, guard.LocalOnly)
	port := app.URL[strings.LastIndexByte(app.URL, ':'):]
	for _, target := range []string{app.URL, "http://localhost" + port, "http://local.test" + port} {
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
		{guard.AllowPublic, "http://169.254.169.254/latest/meta-data/", "metadata"},
		{guard.AllowPublic, "http://[fe80::1]/", "link-local"},
		{guard.AllowPublic, "http://[::ffff:169.254.169.254]/", "metadata"},
		{guard.AllowPublic, "http://0xa9fea9fe/", "metadata"},
		{guard.AllowPublic, "http://rebind.test/", "metadata"},
		{guard.AllowPublic, "http://mixed.test/", "metadata"},
		{guard.AllowPublic, "http://224.0.0.1/", "multicast"},
		{guard.LocalOnly, "http://93.184.216.34/", ""},
		{guard.LocalOnly, "http://public.test/", ""},
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

func TestProxyRefusesConnect(t *testing.T) {
	p, log, _ := startProxy(t, guard.AllowPublic)
	conn, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprint(conn, "CONNECT 169.254.169.254:443 HTTP/1.1\r\nHost: 169.254.169.254:443\r\n\r\n")
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
	if _, ok := p.Refusal("169.254.169.254:443"); !ok {
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
