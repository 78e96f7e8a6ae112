package browser

import (
	"context"
	"net/http"
	"net/url"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestProxyRefusesOtherProcesses: while the browser uses its egress proxy,
// any other local process (this test's Go client, curl) is refused, and
// the browser's captures still work.
func TestProxyRefusesOtherProcesses(t *testing.T) {
	var hits atomic.Int64
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<title>mine</title>`))
	}))
	m := newTestManager(t, Options{})
	res, err := m.Capture(context.Background(), Request{URL: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "mine" {
		t.Fatalf("title = %q", res.Summary.Title)
	}
	m.mu.Lock()
	proxyAddr := m.current.proxy.Addr()
	m.mu.Unlock()
	before := hits.Load()

	proxyURL, _ := url.Parse("http://" + proxyAddr)
	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxyURL)}, Timeout: 5 * time.Second}
	if resp, err := client.Get(srv.URL + "/stolen"); err == nil {
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("Go client through the browser's proxy: %d, want 403", resp.StatusCode)
		}
	}
	if curl, err := exec.LookPath("curl"); err == nil {
		out, _ := exec.Command(curl, "-s", "-x", "http://"+proxyAddr, srv.URL+"/stolen").CombinedOutput()
		if !strings.Contains(string(out), "serves only the browser") {
			t.Errorf("curl through the browser's proxy got %q, want the refusal", out)
		}
	}
	if n := hits.Load() - before; n != 0 {
		t.Errorf("the app saw %d requests from processes other than the browser", n)
	}
	if _, err := m.Capture(context.Background(), Request{URL: srv.URL}); err != nil {
		t.Errorf("capture after the refusals: %v", err)
	}
}
