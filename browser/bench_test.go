package browser

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/internal/demo"
)

// BenchmarkCaptureWarm times a capture with the browser already running, the
// way every call after the first is served. Run with -benchtime 20x.
func BenchmarkCaptureWarm(b *testing.B) {
	needsBrowser(b)
	url, stop, err := demo.Serve()
	if err != nil {
		b.Fatal(err)
	}
	defer stop()
	m := NewManager(Options{})
	defer m.Close()
	ctx := context.Background()
	if _, err := m.Capture(ctx, Request{URL: url}); err != nil { // launch outside the timer
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := m.Capture(ctx, Request{URL: url}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCaptureCold times the first capture of a fresh server: browser
// launch included.
func BenchmarkCaptureCold(b *testing.B) {
	needsBrowser(b)
	url, stop, err := demo.Serve()
	if err != nil {
		b.Fatal(err)
	}
	defer stop()
	for b.Loop() {
		m := NewManager(Options{})
		if _, err := m.Capture(context.Background(), Request{URL: url}); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		m.Close()
		b.StartTimer()
	}
}

// BenchmarkSanitize50k times DOM extraction on a 50,000-element page and
// reports the output size.
func BenchmarkSanitize50k(b *testing.B) {
	needsBrowser(b)
	var page strings.Builder
	page.WriteString("<!doctype html><title>big</title><main id=big>")
	for i := range 50000 {
		fmt.Fprintf(&page, `<div class="row r%d flex items-center">item %d</div>`, i%7, i)
	}
	srv := httptest.NewServer(html(page.String()))
	defer srv.Close()
	url := srv.URL
	m := NewManager(Options{})
	defer m.Close()
	res, err := m.Capture(context.Background(), Request{URL: url})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(res.Summary.DOMChars), "domChars")
	b.ResetTimer()
	var domMs time.Duration
	for b.Loop() {
		res, err := m.Capture(context.Background(), Request{URL: url})
		if err != nil {
			b.Fatal(err)
		}
		domMs += time.Duration(res.Summary.Timings.DOM) * time.Millisecond
	}
	b.ReportMetric(float64(domMs.Milliseconds())/float64(b.N), "dom-ms/op")
}
