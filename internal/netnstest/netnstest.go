// Package netnstest runs a network-policy test inside a network namespace
// of its own (unshare -n), so nothing can leave the machine even if the
// policy fails: the forbidden addresses are put on lo there, with
// listeners that count every connection.
package netnstest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
)

const envInside = "VIBELENS_IN_NETNS"

// Enter re-runs the calling test inside `unshare -n` and returns false in
// the outer process (the inner run's output is logged, its failure fails
// the test). Inside, it brings lo up with addrs on it and returns true.
// Without root or unshare the test is skipped.
func Enter(t *testing.T, addrs ...string) bool {
	t.Helper()
	if os.Getenv(envInside) != "1" {
		if os.Geteuid() != 0 {
			t.Skip("network-policy tests need root to create a network namespace (unshare -n); CI runs as root")
		}
		if _, err := exec.LookPath("unshare"); err != nil {
			t.Skip("unshare (util-linux) not installed; .ci/run installs it")
		}
		args := []string{"-n", os.Args[0], "-test.run", "^" + t.Name() + "$", "-test.v", "-test.count=1"}
		cmd := exec.Command("unshare", args...)
		cmd.Env = append(os.Environ(), envInside+"=1")
		out, err := cmd.CombinedOutput()
		t.Logf("inside the namespace:\n%s", out)
		if err != nil {
			t.Fatalf("namespace run failed: %v", err)
		}
		checkInnerRan(t, string(out))
		return false
	}
	cmds := [][]string{{"link", "set", "lo", "up"}}
	for _, a := range addrs {
		if strings.Contains(a, ":") {
			// nodad: without it the address is tentative for a moment and bind fails.
			cmds = append(cmds, []string{"-6", "addr", "add", a + "/128", "dev", "lo", "nodad"})
		} else {
			cmds = append(cmds, []string{"addr", "add", a + "/32", "dev", "lo"})
		}
	}
	for _, args := range cmds {
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			t.Fatalf("ip %v: %v\n%s", args, err, out)
		}
	}
	return true
}

// Counter accepts and counts every TCP connection on an address's ports,
// answering each with a page that must never be seen.
type Counter struct{ n atomic.Int64 }

// Listen starts a Counter on ip at each port; the test's cleanup stops it.
func Listen(t *testing.T, ip string, ports ...string) *Counter {
	t.Helper()
	c := &Counter{}
	for _, port := range ports {
		ln, err := net.Listen("tcp", net.JoinHostPort(ip, port))
		if err != nil {
			t.Fatalf("listen on %s:%s: %v", ip, port, err)
		}
		t.Cleanup(func() { ln.Close() })
		go func() {
			for {
				conn, err := ln.Accept()
				if err != nil {
					return
				}
				c.n.Add(1)
				fmt.Fprint(conn, "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 6\r\nConnection: close\r\n\r\nSECRET")
				conn.Close()
			}
		}()
	}
	return c
}

// Hits is the number of connections accepted so far.
func (c *Counter) Hits() int64 { return c.n.Load() }

// Reset sets the count back to zero.
func (c *Counter) Reset() { c.n.Store(0) }

// checkInnerRan holds the outer test to what the run inside the namespace
// did (innerVerdict).
func checkInnerRan(t *testing.T, out string) {
	t.Helper()
	switch innerVerdict(t.Name(), out) {
	case "none":
		t.Fatalf("the run inside the namespace ran no test named %s", t.Name())
	case "skip":
		t.Skipf("skipped inside the namespace (the log above says why)")
	}
}

// innerVerdict reads the inner run's -test.v output for test name: "skip"
// when it skipped, "none" when it ran no test (a name the -test.run
// pattern did not match), "" when it ran: a skip or nothing run is not a
// pass.
func innerVerdict(name, out string) string {
	switch {
	case strings.Contains(out, "testing: warning: no tests to run"):
		return "none"
	case strings.Contains(out, "--- SKIP: "+name+" "):
		return "skip"
	}
	return ""
}
