package egress

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"

	"github.com/vibelens/vibelens/guard"
)

// countingResolver records every lookup and answers with a public address.
type countingResolver struct {
	mu    sync.Mutex
	hosts []string
}

func (r *countingResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	r.mu.Lock()
	r.hosts = append(r.hosts, host)
	r.mu.Unlock()
	return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}

func (r *countingResolver) looked() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.hosts...)
}

// TestProxyRefusesChromiumServices: Chromium's own service hosts are refused
// in both modes, without a lookup and without a dial, with a reason that
// says what they are.
func TestProxyRefusesChromiumServices(t *testing.T) {
	for _, mode := range []guard.Mode{guard.AllowPublic, guard.LocalOnly} {
		for _, target := range []string{
			"update.googleapis.com:443",
			"clients2.google.com:80",
			"UPDATE.googleapis.com.:443",
			"redirector.gvt1.com:443",
			"r4---sn-abc.gvt1.com:443",
			"safebrowsing.googleapis.com:443",
		} {
			t.Run(mode.String()+" "+target, func(t *testing.T) {
				resolver := &countingResolver{}
				log := &dialLog{}
				p, err := Start(Options{Mode: mode, Resolver: resolver, Dial: log.dial})
				if err != nil {
					t.Fatal(err)
				}
				defer p.Close()
				conn, err := net.Dial("tcp", p.Addr())
				if err != nil {
					t.Fatal(err)
				}
				defer conn.Close()
				fmt.Fprintf(conn, "CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n", target, target)
				resp, err := http.ReadResponse(bufioReader(conn), nil)
				if err != nil {
					t.Fatal(err)
				}
				if resp.StatusCode != http.StatusForbidden {
					t.Errorf("CONNECT %s = %d, want 403", target, resp.StatusCode)
				}
				reason, _ := p.Refusal(target)
				if !strings.Contains(reason, "Chromium service traffic") {
					t.Errorf("Refusal(%s) = %q, want the Chromium service reason", target, reason)
				}
				if l := resolver.looked(); len(l) != 0 {
					t.Errorf("the proxy resolved %v for a Chromium service host", l)
				}
				if d := log.dialled(); len(d) != 0 {
					t.Errorf("the proxy dialled %v", d)
				}
			})
		}
	}
}

func TestChromiumServiceList(t *testing.T) {
	tests := []struct {
		host    string
		refused bool
	}{
		{"update.googleapis.com", true},
		{"clients2.google.com", true},
		{"edgedl.me.gvt1.com", true},
		{"gvt1.com", true},
		{"fonts.googleapis.com", false}, // pages load web fonts from here
		{"www.gstatic.com", false},
		{"accounts.google.com", false},
		{"notgvt1.com", false},
		{"update.googleapis.com.evil.test", false},
		{"localhost", false},
	}
	for _, tt := range tests {
		if got := chromiumService(tt.host) != nil; got != tt.refused {
			t.Errorf("chromiumService(%q) refused = %v, want %v", tt.host, got, tt.refused)
		}
	}
}
