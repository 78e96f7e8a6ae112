package egress

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/vibelens/vibelens/guard"
)

// TestProxyServesOnlyItsProcessGroup: with OnlyProcessGroup, a client in
// the allowed group gets through and any other process (this test's own Go
// client, curl in another group) is refused before a request is read.
func TestProxyServesOnlyItsProcessGroup(t *testing.T) {
	curl, err := exec.LookPath("curl")
	if err != nil {
		t.Skip("curl not installed")
	}
	var hits atomic.Int64
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		fmt.Fprint(w, "from the app")
	}))
	defer app.Close()
	log := &dialLog{}
	p, err := Start(Options{Mode: guard.LocalOnly, Dial: log.dial, OnlyProcessGroup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	proxyURL, _ := url.Parse("http://" + p.Addr())
	goClient := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxyURL)}, Timeout: 5 * time.Second}

	get := func() (int, string) {
		resp, err := goClient.Get(app.URL + "/")
		if err != nil {
			return 0, err.Error()
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	// Nobody allowed yet.
	if code, body := get(); code != http.StatusForbidden || !strings.Contains(body, "serves only the browser") {
		t.Errorf("before AllowProcessGroup: %d %q, want 403 naming the rule", code, body)
	}
	// A group that is not ours: this process is in another one.
	other := exec.Command("sleep", "30")
	other.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := other.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { other.Process.Kill(); other.Wait() }()
	p.AllowProcessGroup(other.Process.Pid)
	if code, body := get(); code != http.StatusForbidden {
		t.Errorf("Go client outside the group: %d %q, want 403", code, body)
	}
	out, _ := exec.Command(curl, "-s", "-x", "http://"+p.Addr(), app.URL+"/").CombinedOutput()
	if !strings.Contains(string(out), "serves only the browser") {
		t.Errorf("curl outside the group got %q, want the refusal", out)
	}
	if n := hits.Load(); n != 0 {
		t.Errorf("the app saw %d requests from refused peers", n)
	}

	// curl inside the allowed group is served. It waits so the group can
	// be allowed before it connects.
	inside := exec.Command("sh", "-c", `sleep 0.3; exec "$0" -s -x "$1" "$2"`, curl, "http://"+p.Addr(), app.URL+"/")
	inside.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var buf strings.Builder
	inside.Stdout = &buf
	if err := inside.Start(); err != nil {
		t.Fatal(err)
	}
	p.AllowProcessGroup(inside.Process.Pid)
	inside.Wait()
	if buf.String() != "from the app" {
		t.Errorf("curl in the allowed group got %q, want the app's page", buf.String())
	}
}

// TestSockDiagMatchesProcNet: the netlink lookup and the /proc/net/tcp scan
// agree on a live connection's inode.
func TestSockDiagMatchesProcNet(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	client, server := c.LocalAddr().(*net.TCPAddr), c.RemoteAddr().(*net.TCPAddr)
	viaDiag, err := sockDiagInode(client, server)
	if err != nil {
		t.Fatalf("sockDiagInode: %v", err)
	}
	viaProc, err := socketInode(client, server)
	if err != nil {
		t.Fatalf("socketInode: %v", err)
	}
	if viaDiag != viaProc || viaDiag == "0" {
		t.Errorf("sock_diag inode %s, /proc/net/tcp inode %s; want the same", viaDiag, viaProc)
	}
	if _, err := sockDiagInode(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 1}, server); err == nil {
		t.Error("sockDiagInode found a connection that does not exist")
	}
}
