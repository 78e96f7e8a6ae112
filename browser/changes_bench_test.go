package browser

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// cleanPage is the findings' clean fixture: a header, a card grid, a
// carousel, a table, a form and a footer.
func cleanPage(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "findings", "clean.html"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// BenchmarkChangedSources: what naming the changed elements' sources adds
// to a warm capture (Request.Before): the same page captured with no look
// before it, and with the record of another state of it, whose headline,
// buttons changed. Compare the two sub-benchmarks'
// ns/op and dom-ms/op:
//
//	go test -run '^$' -bench ChangedSources -benchtime 20x ./browser/
func BenchmarkChangedSources(b *testing.B) {
	needsBrowser(b)
	var second atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page := cleanPage(b)
		if second.Load() {
			page = strings.Replace(page, "<h1", `<h1 style="padding-top:24px"`, 1)
			page = strings.Replace(page, "<button", `<button style="padding:16px 28px"`, -1)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(page))
	}))
	defer srv.Close()
	ctx := context.Background()
	first, err := testManager.Capture(ctx, Request{URL: srv.URL})
	if err != nil || first.Record == nil {
		b.Fatalf("first look: %v", err)
	}
	second.Store(true)
	for _, before := range []bool{false, true} {
		name := "before=none"
		req := Request{URL: srv.URL}
		if before {
			name = "before=another-state"
			req.Before = func(string, string) *Record { return first.Record }
		}
		b.Run(name, func(b *testing.B) {
			if _, err := testManager.Capture(ctx, req); err != nil { // the parked tab, outside the timer
				b.Fatal(err)
			}
			var dom int64
			named := 0
			for b.Loop() {
				res, err := testManager.Capture(ctx, req)
				if err != nil {
					b.Fatal(err)
				}
				dom += res.Summary.Timings.DOM
				named = len(res.Record.Sources)
			}
			b.ReportMetric(float64(dom)/float64(b.N), "dom-ms/op")
			b.ReportMetric(float64(named), "named")
		})
	}
}
