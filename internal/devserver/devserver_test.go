package devserver

import (
	"context"
	"errors"
	"io"
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestFreePortBelowEphemeralRange(t *testing.T) {
	for i := 0; i < 20; i++ {
		p, err := freePort()
		if err != nil {
			t.Fatal(err)
		}
		if p < portLow || p >= portHigh {
			t.Fatalf("freePort() = %d, want in [%d, %d)", p, portLow, portHigh)
		}
	}
}

// TestStartServesAndStopLeavesNothing starts each kind of dev server, reads
// a page through it and checks that Stop leaves no process of its group.
func TestStartServesAndStopLeavesNothing(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("process-group check is Linux-only")
	}
	for _, tc := range []struct {
		app  string
		kind Kind
		path string
		want string
	}{
		{"vite-react", Vite, "/clean", `<div id="root">`},
		{"next-app", Next, "/clean", "Pick the plan that fits"},
	} {
		t.Run(tc.app, func(t *testing.T) {
			s := StartT(t, tc.app, tc.kind)
			if !strings.HasPrefix(s.URL, "http://127.0.0.1:") {
				t.Fatalf("URL = %q, want loopback", s.URL)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			if err := s.Warm(ctx, tc.path); err != nil {
				t.Fatal(err)
			}
			res, err := http.Get(s.URL + tc.path)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || !strings.Contains(string(body), tc.want) {
				t.Fatalf("GET %s = %d, body lacks %q (%d bytes):\n%.500s\nlog:\n%s", tc.path, res.StatusCode, tc.want, len(body), body, s.LogTail())
			}
			pid := s.cmd.Process.Pid
			s.Stop()
			if groupAlive(pid) {
				t.Fatalf("process group %d still has processes after Stop", pid)
			}
		})
	}
}

func TestInstalledWithoutNodeModules(t *testing.T) {
	if err := Installed(t.TempDir()); !errors.Is(err, ErrNotInstalled) {
		t.Fatalf("Installed(empty dir) = %v, want ErrNotInstalled", err)
	}
}
