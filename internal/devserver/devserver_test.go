package devserver

import (
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
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

// TestStartServesAndStopLeavesNothing starts a Vite dev server, reads a
// page through it and checks that Stop leaves no process of its group
// (TestTwoNextServersOnOneApp does the same for Next).
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

// TestTwoNextServersOnOneApp runs two Next dev servers of the same app at
// once, as two test packages do under `go test ./...`; Next refuses a
// second server on the same dist folder.
func TestTwoNextServersOnOneApp(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("process-group check is Linux-only")
	}
	a := StartT(t, "next-app", Next)
	b := StartT(t, "next-app", Next)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for _, s := range []*Server{a, b} {
		if err := s.Warm(ctx, "/clean"); err != nil {
			t.Fatal(err)
		}
		res, err := http.Get(s.URL + "/clean")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || !strings.Contains(string(body), "Pick the plan that fits") {
			t.Fatalf("GET %s/clean = %d, not the clean page\n%s", s.URL, res.StatusCode, s.LogTail())
		}
	}
	// next dev runs next-server as a child: Stop must end both.
	for _, s := range []*Server{a, b} {
		pid := s.cmd.Process.Pid
		s.Stop()
		if groupAlive(pid) {
			t.Fatalf("process group %d still has processes after Stop", pid)
		}
		if _, err := os.Stat(s.scratch); !os.IsNotExist(err) {
			t.Errorf("dist folder %s left behind (%v)", s.scratch, err)
		}
	}
}

// TestCommand: each kind runs its binary with its flags; webpack mode is
// Next's own binary with --webpack (Next 16 defaults to Turbopack).
func TestCommand(t *testing.T) {
	tests := []struct {
		kind      Kind
		bin, args string
	}{
		{Vite, "vite", "--host 127.0.0.1 --port 3000 --strictPort"},
		{Next, "next", "dev -H 127.0.0.1 -p 3000"},
		{NextWebpack, "next", "dev --webpack -H 127.0.0.1 -p 3000"},
	}
	for _, tt := range tests {
		if got := filepath.Base(bin("/r", tt.kind)); got != tt.bin {
			t.Errorf("%s: bin = %q, want %q", tt.kind, got, tt.bin)
		}
		if got := strings.Join(args(tt.kind, 3000), " "); got != tt.args {
			t.Errorf("%s: args = %q, want %q", tt.kind, got, tt.args)
		}
	}
}
