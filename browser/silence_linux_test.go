package browser

import (
	"context"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/vibelens/vibelens/guard"
)

// silenceWatch is how long the test keeps the browser up after the capture,
// so services Chromium starts a few seconds after launch are seen too.
const silenceWatch = 8 * time.Second

// TestChromiumStaysSilent runs a whole launch, capture, idle, exit cycle in a
// network namespace whose only DNS server is a logger, in both network modes,
// and records every name looked up and every target asked of the egress
// proxy. Only the inspected page may appear: Chromium's own services
// (component updates, network time, safe browsing, variations, ...) must not
// even be asked for.
func TestChromiumStaysSilent(t *testing.T) {
	if os.Getenv("VIBELENS_IN_SILENT_NS") != "1" {
		if os.Geteuid() != 0 {
			t.Skip("needs root to create network and mount namespaces; CI runs as root")
		}
		if _, err := exec.LookPath("unshare"); err != nil {
			t.Skip("unshare (util-linux) not installed")
		}
		cmd := exec.Command("unshare", "-n", "-m", os.Args[0], "-test.run", "^TestChromiumStaysSilent$", "-test.v", "-test.count=1")
		cmd.Env = append(os.Environ(), "VIBELENS_IN_SILENT_NS=1")
		out, err := cmd.CombinedOutput()
		t.Logf("inside the namespace:\n%s", out)
		if err != nil {
			t.Fatalf("namespace run failed: %v", err)
		}
		return
	}
	if out, err := exec.Command("ip", "link", "set", "lo", "up").CombinedOutput(); err != nil {
		t.Fatalf("ip link set lo up: %v\n%s", err, out)
	}
	dns := startDNSLogger(t, "127.0.0.53:53")
	// Private mount namespace: point this process's resolver (and
	// Chromium's, if it ever resolved itself) at the logger.
	etc := t.TempDir()
	for name, content := range map[string]string{
		"resolv.conf":   "nameserver 127.0.0.53\noptions attempts:1 timeout:1\n",
		"nsswitch.conf": "hosts: files dns\n",
	} {
		p := filepath.Join(etc, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mount(p, "/etc/"+name, "", syscall.MS_BIND, ""); err != nil {
			t.Fatalf("bind-mount %s: %v", name, err)
		}
	}
	// The logger works: a lookup through the system resolver reaches it.
	net.DefaultResolver.LookupHost(context.Background(), "probe.vibelens.test")
	if !dns.saw("probe.vibelens.test") {
		t.Fatalf("the DNS logger did not see a probe lookup; queries: %v", dns.names())
	}
	dns.reset()

	app := serve(t, html(`<!doctype html><title>quiet</title><p>hello</p>`))
	appHost := strings.TrimPrefix(app.URL, "http://")
	for _, mode := range []guard.Mode{guard.AllowPublic, guard.LocalOnly} {
		t.Run(mode.String(), func(t *testing.T) {
			dns.reset()
			targets := &targetLog{}
			m := NewManager(Options{Network: mode, NavigationTimeout: 10 * time.Second,
				Logger: slog.New(targets)})
			ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
			defer cancel()
			if _, err := m.Capture(ctx, Request{URL: app.URL}); err != nil {
				m.Close()
				t.Fatal(err)
			}
			time.Sleep(silenceWatch)
			m.Close()
			if names := dns.names(); len(names) > 0 {
				t.Errorf("DNS queries during the cycle: %v", names)
			}
			for _, target := range targets.list() {
				if !strings.Contains(target, appHost) {
					t.Errorf("the egress proxy was asked for %s", target)
				}
			}
			if len(targets.list()) == 0 {
				t.Errorf("the proxy logged no request at all; the log hook is broken")
			}
		})
	}
	// A page that names a service host itself: refused by the proxy's list
	// in the default mode too, and never even resolved.
	t.Run("page asks for a service host", func(t *testing.T) {
		dns.reset()
		svc := serve(t, html(`<!doctype html><title>svc</title><img src="http://update.googleapis.com/x.png"><script>fetch("https://clients2.google.com/time/1/current").catch(() => {})</script>`))
		m := NewManager(Options{Network: guard.AllowPublic, NavigationTimeout: 10 * time.Second})
		defer m.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
		defer cancel()
		res, err := m.Capture(ctx, Request{URL: svc.URL, Delay: 300 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		if !someFailure(res, "Chromium service traffic") {
			t.Errorf("failedRequests = %+v, want the service hosts refused as Chromium service traffic", res.FailedRequests)
		}
		if names := dns.names(); len(names) > 0 {
			t.Errorf("DNS queries for a page naming service hosts: %v", names)
		}
	})
}

// dnsLogger answers every query NXDOMAIN and remembers the names asked.
type dnsLogger struct {
	mu    sync.Mutex
	asked []string
}

func startDNSLogger(t *testing.T, addr string) *dnsLogger {
	t.Helper()
	pc, err := net.ListenPacket("udp", addr)
	if err != nil {
		t.Fatalf("DNS logger: %v", err)
	}
	t.Cleanup(func() { pc.Close() })
	l := &dnsLogger{}
	go func() {
		buf := make([]byte, 1500)
		for {
			n, from, err := pc.ReadFrom(buf)
			if err != nil {
				return
			}
			q := buf[:n]
			if len(q) < 12 {
				continue
			}
			l.mu.Lock()
			l.asked = append(l.asked, questionName(q[12:]))
			l.mu.Unlock()
			resp := append([]byte(nil), q...)
			resp[2] = 0x81 | (q[2] & 0x01) // QR, opcode 0, RD copied
			resp[3] = 0x83                 // RA, NXDOMAIN
			pc.WriteTo(resp, from)
		}
	}()
	return l
}

func questionName(b []byte) string {
	var labels []string
	for len(b) > 0 && b[0] != 0 && int(b[0]) < len(b) {
		n := int(b[0])
		labels = append(labels, string(b[1:1+n]))
		b = b[1+n:]
	}
	return strings.Join(labels, ".")
}

func (l *dnsLogger) names() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.asked...)
}

func (l *dnsLogger) saw(name string) bool {
	for _, n := range l.names() {
		if n == name {
			return true
		}
	}
	return false
}

func (l *dnsLogger) reset() {
	l.mu.Lock()
	l.asked = nil
	l.mu.Unlock()
}

// targetLog is a slog.Handler that keeps the target of every proxy log record.
type targetLog struct {
	mu      sync.Mutex
	targets []string
}

func (h *targetLog) Enabled(context.Context, slog.Level) bool { return true }
func (h *targetLog) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h *targetLog) WithGroup(string) slog.Handler            { return h }
func (h *targetLog) Handle(_ context.Context, r slog.Record) error {
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "target" || a.Key == "url" {
			h.mu.Lock()
			h.targets = append(h.targets, r.Message+" "+a.Value.String())
			h.mu.Unlock()
		}
		return true
	})
	return nil
}

func (h *targetLog) list() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]string(nil), h.targets...)
}
