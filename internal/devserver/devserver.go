// Package devserver starts the real framework dev servers of testapps/ (Vite,
// Next.js), or any dev server command line (StartCommand, for the corpus of
// third-party apps), on loopback for tests, waits until they answer, warms
// their routes and stops them with every process they spawned.
package devserver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Kind names a dev server.
type Kind string

// The dev servers testapps/ uses.
const (
	Vite Kind = "vite"
	Next Kind = "next" // Next.js 16 on Turbopack, its default
	// NextWebpack is `next dev --webpack`: what Next.js 15 apps run, and
	// Next 16 apps with a webpack config. Modules are named and mapped
	// differently (webpack-internal:///…, webpack://…).
	NextWebpack Kind = "next-webpack"
)

// ErrNotInstalled means testapps/node_modules (or node) is missing: run
// `npm ci --prefix testapps`. Tests skip on it so `go test ./...` works on
// a machine without npm; .ci/run installs the apps so CI runs them.
var ErrNotInstalled = errors.New("testapps not installed")

// Ports are picked below the Linux ephemeral range (32768-60999): a fixed
// port inside it can be taken by a closing outgoing connection.
const (
	portLow  = 20000
	portHigh = 32768
)

// Server is one running dev server.
type Server struct {
	Kind Kind
	Dir  string // the app's folder
	URL  string // http://127.0.0.1:PORT, no trailing slash
	Log  string // combined stdout and stderr of the server

	cmd      *exec.Cmd
	scratch  string        // build output of this server only, removed by Stop
	done     chan struct{} // closed when the process has exited
	stopOnce sync.Once
}

// Root finds testapps/ by walking up from the working directory to the
// module root (the folder with go.mod).
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "testapps"), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("devserver: no go.mod above the working directory")
		}
		dir = parent
	}
}

// Installed reports whether testapps/node_modules holds the dev servers'
// binaries and node is on PATH; the error wraps ErrNotInstalled.
func Installed(root string) error {
	if _, err := exec.LookPath("node"); err != nil {
		return fmt.Errorf("%w: node is not on PATH", ErrNotInstalled)
	}
	for _, k := range []Kind{Vite, Next} {
		if _, err := os.Stat(bin(root, k)); err != nil {
			return fmt.Errorf("%w: %s missing; run `npm ci --prefix testapps`", ErrNotInstalled, bin(root, k))
		}
	}
	return nil
}

func bin(root string, k Kind) string {
	name := string(k)
	if k == NextWebpack {
		name = string(Next)
	}
	return filepath.Join(root, "node_modules", ".bin", name)
}

func args(k Kind, port int) []string {
	p := strconv.Itoa(port)
	switch k {
	case Next:
		return []string{"dev", "-H", "127.0.0.1", "-p", p}
	case NextWebpack:
		return []string{"dev", "--webpack", "-H", "127.0.0.1", "-p", p}
	default:
		return []string{"--host", "127.0.0.1", "--port", p, "--strictPort"}
	}
}

// Start starts the dev server of kind k for the app in root/app, with its
// output in logDir, and returns once it answers HTTP. A port taken between
// the check and the server's bind is retried on another port.
func Start(ctx context.Context, root, app string, k Kind, logDir string) (*Server, error) {
	if err := Installed(root); err != nil {
		return nil, err
	}
	var last error
	for try := 0; try < 5; try++ {
		port, err := pickPort()
		if err != nil {
			return nil, err
		}
		s, err := start(ctx, root, app, k, port, filepath.Join(logDir, fmt.Sprintf("%s-%d.log", app, port)))
		if err == nil {
			return s, nil
		}
		last = err
		if !errors.Is(err, errPortTaken) {
			return nil, err
		}
	}
	return nil, last
}

var errPortTaken = errors.New("port taken")

// pickPort is freePort; a test swaps it to hand out a taken port.
var pickPort = freePort

// portTaken reports whether a server's output says its port was in use.
func portTaken(log string) bool {
	return strings.Contains(log, "already in use") || strings.Contains(log, "EADDRINUSE")
}

// freePort returns a loopback port below the ephemeral range that nothing
// listens on right now.
func freePort() (int, error) {
	for i := 0; i < 50; i++ {
		port := portLow + rand.IntN(portHigh-portLow)
		ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
		if err != nil {
			continue
		}
		ln.Close()
		return port, nil
	}
	return 0, errors.New("devserver: no free loopback port below 32768")
}

func start(ctx context.Context, root, app string, k Kind, port int, logPath string) (*Server, error) {
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, fmt.Errorf("devserver: %w", err)
	}
	dir := filepath.Join(root, app)
	cmd := exec.Command(bin(root, k), args(k, port)...)
	cmd.Dir = dir
	cmd.Stdout = logf
	cmd.Stderr = logf
	cmd.Env = append(os.Environ(), "NEXT_TELEMETRY_DISABLED=1", "NO_COLOR=1", "FORCE_COLOR=0", "BROWSER=none", "CI=1")
	var distDir string
	if k == Next || k == NextWebpack {
		// Next refuses a second dev server on the same dist folder (another
		// test package, or a developer's own `next dev`): give each its own,
		// read by testapps/next-app/next.config.mjs.
		distDir = fmt.Sprintf(".next-devserver-%d", port)
		cmd.Env = append(cmd.Env, "NEXT_DIST_DIR="+distDir)
	}
	ownGroup(cmd) // the server spawns workers: stop them all by group
	if err := cmd.Start(); err != nil {
		logf.Close()
		return nil, fmt.Errorf("devserver: start %s: %w", k, err)
	}
	s := &Server{Kind: k, Dir: dir, URL: "http://127.0.0.1:" + strconv.Itoa(port), Log: logPath, cmd: cmd, done: make(chan struct{})}
	if distDir != "" {
		s.scratch = filepath.Join(dir, distDir)
	}
	go func() {
		cmd.Wait()
		logf.Close()
		close(s.done)
	}()
	// Any answer will do; Next compiles the route on this request, so ask
	// for a path that exists only as a 404.
	if err := s.waitReady(ctx, "/__devserver_ready", 90*time.Second); err != nil {
		s.Stop()
		if portTaken(s.LogTail()) {
			return nil, fmt.Errorf("%w: %d", errPortTaken, port)
		}
		return nil, fmt.Errorf("devserver: %s in %s: %w\n%s", k, app, err, s.LogTail())
	}
	return s, nil
}

// waitReady polls path until the server answers it with any status.
func (s *Server) waitReady(ctx context.Context, path string, limit time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	client := &http.Client{Timeout: 2 * time.Second}
	for {
		select {
		case <-s.done:
			return errors.New("exited before answering")
		case <-ctx.Done():
			return fmt.Errorf("no answer within %s", limit)
		case <-time.After(100 * time.Millisecond):
		}
		req, _ := http.NewRequestWithContext(ctx, http.MethodHead, s.URL+path, nil)
		if res, err := client.Do(req); err == nil {
			res.Body.Close()
			return nil
		}
	}
}

// Warm requests each path once and waits for the answer: Next compiles a
// route on its first request (3-11 s on 2 cores) and Vite transforms a
// module on its first import, neither of which a capture should pay for.
func (s *Server) Warm(ctx context.Context, paths ...string) error {
	client := &http.Client{Timeout: 90 * time.Second}
	for _, p := range paths {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.URL+p, nil)
		if err != nil {
			return err
		}
		res, err := client.Do(req)
		if err != nil {
			return fmt.Errorf("devserver: warm %s: %w", p, err)
		}
		var buf bytes.Buffer
		buf.ReadFrom(res.Body)
		res.Body.Close()
	}
	return nil
}

// LogTail returns the end of the server's output, for failure messages.
func (s *Server) LogTail() string {
	b, _ := os.ReadFile(s.Log)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// Stop ends the server and every process in its group, waiting up to a few
// seconds for a graceful exit before killing them.
func (s *Server) Stop() {
	s.stopOnce.Do(func() {
		pid := s.cmd.Process.Pid
		signalGroup(s.cmd, false)
		select {
		case <-s.done:
		case <-time.After(5 * time.Second):
		}
		// Workers (next-server, esbuild) may outlive the leader: wait for
		// them briefly, then kill what is left of the group.
		waitGroupGone(pid, 3*time.Second)
		signalGroup(s.cmd, true)
		<-s.done
		waitGroupGone(pid, 5*time.Second)
		if s.scratch != "" {
			os.RemoveAll(s.scratch)
		}
	})
}

// StartT is Start for one test: it skips the test when the apps are not
// installed, fails it on any other error and stops the server when the
// test ends.
func StartT(t testing.TB, app string, k Kind) *Server {
	t.Helper()
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Start(context.Background(), root, app, k, t.TempDir())
	if errors.Is(err, ErrNotInstalled) {
		t.Skipf("real dev servers: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return s
}

// waitGroupGone polls until no process of the group is left or limit passes.
func waitGroupGone(pid int, limit time.Duration) {
	for end := time.Now().Add(limit); groupAlive(pid) && time.Now().Before(end); {
		time.Sleep(50 * time.Millisecond)
	}
}
