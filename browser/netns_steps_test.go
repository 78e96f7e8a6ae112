package browser

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/guard"
)

// privateIP is a private-network address the policy refuses without --allow-host.
const privateIP = "10.0.0.1"

// TestInteractNetworkPolicy: a step is a user's action, and the network
// policy holds for it exactly as for the page's load. Inside its own
// network namespace, with listeners counting every connection on the
// forbidden addresses, each step below tries to reach one: the step is
// refused and reported, the capture of the page it stayed on is still
// taken, and no packet arrives.
func TestInteractNetworkPolicy(t *testing.T) {
	if !inNetns(t, metadataIP, privateIP) {
		return
	}
	metadata := newCountingListeners(t, metadataIP, "80", "443")
	private := newCountingListeners(t, privateIP, "80", "443")
	md, priv := "http://"+metadataIP+"/latest/meta-data/", "http://"+privateIP+"/admin"
	app := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprintf(w, `<!doctype html><title>steps</title><body><p id="page">local app</p>
<a id="metadata" href="%[1]s">Cloud settings</a>
<a id="private" href="%[2]s">Router</a>
<a id="blank" href="%[1]s" target="_blank">New tab</a>
<button id="later">Later</button>
<button id="sync">Sync</button>
<form id="f" method="post" action="%[2]s"><button id="post">Save</button></form>
<script>
document.getElementById("later").onclick = () => setTimeout(() => { location.href = %[2]q }, 100);
document.getElementById("sync").onclick = () => { fetch(%[1]q).catch(() => {}); fetch(%[2]q, {method: "POST"}).catch(() => {}); };
</script></body>`, md, priv)
	}))
	m := NewManager(Options{Network: guard.AllowPublic, NavigationTimeout: 10 * time.Second})
	t.Cleanup(func() { m.Close() })

	tests := []struct {
		name       string
		selector   string
		wantStatus string
		wantDetail string // in the step's detail
		wantFailed string // in one of the step's failed requests
		wantPopup  bool
	}{
		{name: "link to metadata", selector: "#metadata", wantStatus: StepBlocked, wantDetail: "navigated to " + md},
		{name: "link to private address", selector: "#private", wantStatus: StepBlocked, wantDetail: "navigated to " + priv},
		{name: "script navigation after the click", selector: "#later", wantStatus: StepBlocked, wantDetail: "navigated to " + priv},
		{name: "form post to private address", selector: "#post", wantStatus: StepBlocked, wantDetail: "navigated to " + priv},
		{name: "fetches to metadata and private", selector: "#sync", wantStatus: StepOK, wantFailed: "network policy"},
		{name: "new tab to metadata", selector: "#blank", wantStatus: StepOK, wantPopup: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			metadata.Reset()
			private.Reset()
			ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
			defer cancel()
			res, err := m.Interact(ctx, Request{URL: app.URL + "/", Delay: 300 * time.Millisecond, Steps: []Step{{Action: ActionClick, Selector: tt.selector}}})
			if err != nil {
				t.Fatalf("Interact: %v, want the capture with the step reported", err)
			}
			s := res.Steps[0]
			if s.Status != tt.wantStatus || !strings.Contains(s.Detail, tt.wantDetail) {
				t.Errorf("step = %s %q, want %s containing %q", s.Status, s.Detail, tt.wantStatus, tt.wantDetail)
			}
			if tt.wantFailed != "" {
				n := 0
				for _, f := range s.FailedRequests {
					if strings.Contains(f.Error, tt.wantFailed) {
						n++
					}
				}
				if n != 2 {
					t.Errorf("step failedRequests = %+v, want both fetches refused by the policy", s.FailedRequests)
				}
			}
			if tt.wantPopup && len(s.Popups) == 0 {
				t.Errorf("step popups empty, want the new tab reported")
			}
			// The capture shows the page the step stayed on, not an error page.
			if !strings.Contains(res.SimplifiedDOM, `<p id="page">local app</p>`) || !strings.HasPrefix(res.Summary.FinalURL, app.URL) {
				t.Errorf("capture is of %s: %.300s; want the local page", res.Summary.FinalURL, res.SimplifiedDOM)
			}
			if n := metadata.Hits(); n != 0 {
				t.Errorf("metadata listener saw %d connections, want 0", n)
			}
			if n := private.Hits(); n != 0 {
				t.Errorf("private listener saw %d connections, want 0", n)
			}
		})
	}
}
