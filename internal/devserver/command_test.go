package devserver

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestSubstitute(t *testing.T) {
	for _, tc := range []struct {
		argv []string
		want []string
	}{
		{[]string{"vite", "--port", "{port}"}, []string{"vite", "--port", "24242"}},
		{[]string{"ng", "serve", "--port={port}"}, []string{"ng", "serve", "--port=24242"}},
		{[]string{"x", "{port}:{port}"}, []string{"x", "24242:24242"}},
		{[]string{"next", "dev"}, []string{"next", "dev"}},
	} {
		if got := Substitute(tc.argv, 24242); !slices.Equal(got, tc.want) {
			t.Errorf("Substitute(%q) = %q, want %q", tc.argv, got, tc.want)
		}
	}
}

func TestStartCommandNotInstalled(t *testing.T) {
	for _, argv0 := range []string{"node_modules/.bin/vite", "/nonexistent/vite", "no-such-dev-server-binary"} {
		_, err := StartCommand(context.Background(), Command{Name: "x", Dir: t.TempDir(), Argv: []string{argv0, "{port}"}}, t.TempDir())
		if !errors.Is(err, ErrNotInstalled) {
			t.Errorf("StartCommand(%s) = %v, want ErrNotInstalled", argv0, err)
		}
	}
}

// server.js echoes two env vars and the path; it exits on a taken
// port with Node's EADDRINUSE message, like a dev server with strictPort.
const serverJS = `require("http").createServer((q, s) => {
  s.end(process.env.CORPUS_GREETING + " " + process.env.CORPUS_PORT + " " + q.url);
}).listen(+process.argv[2].split("=")[1], "127.0.0.1");
setInterval(() => {}, 1000);
`

// TestStartCommandEnvReadyStop runs a Node server through StartCommand:
// {port} reaches argv and env, the ready path is polled, a taken port is
// retried on another, and Stop leaves no process of the group.
func TestStartCommandEnvReadyStop(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("process-group check is Linux-only")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not on PATH")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "server.js"), []byte(serverJS), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name      string
		takeFirst bool // hand out a port something listens on first
	}{
		{"free port", false},
		{"taken port retried", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var taken int
			if tc.takeFirst {
				ln, err := net.Listen("tcp", "127.0.0.1:0")
				if err != nil {
					t.Fatal(err)
				}
				defer ln.Close()
				taken = ln.Addr().(*net.TCPAddr).Port
				first := true
				pickPort = func() (int, error) {
					if first {
						first = false
						return taken, nil
					}
					return freePort()
				}
				defer func() { pickPort = freePort }()
			}
			s, err := StartCommand(context.Background(), Command{
				Name:    "echo",
				Dir:     dir,
				Argv:    []string{"node", "server.js", "--port={port}"},
				Env:     map[string]string{"CORPUS_GREETING": "hello", "CORPUS_PORT": "{port}"},
				Ready:   "/ready",
				Startup: 30 * time.Second,
			}, t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			defer s.Stop()
			port := strings.TrimPrefix(s.URL, "http://127.0.0.1:")
			if tc.takeFirst && port == strconv.Itoa(taken) {
				t.Fatalf("server on the taken port %s", port)
			}
			res, err := http.Get(s.URL + "/page")
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if want := "hello " + port + " /page"; string(body) != want {
				t.Fatalf("GET /page = %q, want %q\nlog:\n%s", body, want, s.LogTail())
			}
			pid := s.cmd.Process.Pid
			s.Stop()
			if groupAlive(pid) {
				t.Fatalf("process group %d still has processes after Stop", pid)
			}
		})
	}
}

// TestStartCommandVite starts testapps' Vite through StartCommand, the way
// a corpus manifest names its server.
func TestStartCommandVite(t *testing.T) {
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	s, err := StartCommand(context.Background(), Command{
		Name: "vite-react",
		Dir:  filepath.Join(root, "vite-react"),
		Argv: []string{"../node_modules/.bin/vite", "--host", "127.0.0.1", "--port", "{port}", "--strictPort"},
	}, t.TempDir())
	if errors.Is(err, ErrNotInstalled) {
		t.Skipf("real dev servers: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := s.Warm(ctx, "/clean"); err != nil {
		t.Fatal(err)
	}
	res, err := http.Get(s.URL + "/clean")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(body), `<div id="root">`) {
		t.Fatalf("GET /clean = %d, not the app\n%.500s\nlog:\n%s", res.StatusCode, body, s.LogTail())
	}
}
