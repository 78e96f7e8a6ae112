package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// TestSinceLastCaptureReal fixes a page between two real captures and reads
// the fix back from sinceLastCapture.
func TestSinceLastCaptureReal(t *testing.T) {
	needsBrowser(t)
	var fixed atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if fixed.Load() {
			fmt.Fprint(w, `<!doctype html><meta name="viewport" content="width=device-width"><title>t</title><p class="intro">Fixed</p>`)
			return
		}
		fmt.Fprint(w, `<!doctype html><meta name="viewport" content="width=device-width"><title>t</title>
<div class="wide-banner" style="width:3000px">Banner</div><img class="logo" src="/logo.png" alt="Logo">
<script>console.error("cart failed")</script>`)
	}))
	t.Cleanup(srv.Close)
	cs := connect(t, testManager, "")
	args := map[string]any{"url": srv.URL, "viewport": "mobile", "delay": 0}
	payload := func() (keys []string, p struct {
		Findings         []browser.Finding
		SinceLastCapture *browser.Since
	}) {
		t.Helper()
		res, err := call(t, cs, args)
		if err != nil || res.IsError {
			t.Fatalf("call = %v, %v", res, err)
		}
		text := textOf(t, res)
		if err := json.Unmarshal([]byte(text), &p); err != nil {
			t.Fatal(err)
		}
		return topLevelKeys(t, text), p
	}
	_, before := payload()
	if before.SinceLastCapture != nil || len(before.Findings) == 0 {
		t.Fatalf("first capture: since %+v, findings %+v", before.SinceLastCapture, before.Findings)
	}
	fixed.Store(true)
	time.Sleep(10 * time.Millisecond)
	args["detail"] = "full" // the whole look, with what changed since
	keys, after := payload()
	wantKeys := slices.Insert(slices.Clone(payloadKeys), len(payloadKeys)-1, "sinceLastCapture")
	if !reflect.DeepEqual(keys, wantKeys) {
		t.Errorf("keys = %v, want %v", keys, wantKeys)
	}
	s := after.SinceLastCapture
	if s == nil || !s.DOMChanged || s.PreviousAgeMs <= 0 {
		t.Fatalf("since = %+v, want domChanged and an age", s)
	}
	if !slices.Contains(s.Resolved.ConsoleErrors, "console: cart failed") || len(s.Resolved.FailedRequests) != 1 ||
		!slices.Contains(s.Resolved.Findings, "page-overflow-x div.wide-banner") || len(s.New.Findings)+len(s.New.ConsoleErrors)+len(s.New.FailedRequests) != 0 {
		t.Errorf("since = %+v, want the error, the request and the overflow resolved and nothing new", s)
	}
}
