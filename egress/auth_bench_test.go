//go:build linux

package egress

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"syscall"
	"testing"

	"github.com/vibelens/vibelens/guard"
)

// BenchmarkPeerCheck measures a fresh connection plus one request through
// the proxy, with and without the peer-process check (run it by hand:
// go test ./egress -run X -bench PeerCheck -benchtime 300x).
func BenchmarkPeerCheck(b *testing.B) {
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "ok") }))
	defer app.Close()
	for _, restrict := range []bool{false, true} {
		b.Run(fmt.Sprintf("check=%v", restrict), func(b *testing.B) {
			log := &dialLog{}
			p, err := Start(Options{Mode: guard.LocalOnly, Dial: log.dial, OnlyProcessGroup: restrict})
			if err != nil {
				b.Fatal(err)
			}
			defer p.Close()
			p.AllowProcessGroup(syscall.Getpgrp())
			target := app.Listener.Addr().String()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c, err := net.Dial("tcp", p.Addr())
				if err != nil {
					b.Fatal(err)
				}
				fmt.Fprintf(c, "GET http://%s/ HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", target, target)
				resp, err := http.ReadResponse(bufioReader(c), nil)
				if err != nil || resp.StatusCode != 200 {
					b.Fatalf("status %v err %v", resp, err)
				}
				io.Copy(io.Discard, resp.Body)
				c.Close()
			}
		})
	}
}
