package devserver

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// PortVar is replaced by the chosen port in a Command's argv and env values.
const PortVar = "{port}"

// Command is an arbitrary dev server, as a corpus manifest describes it:
// any framework's own command line, run in the app's folder.
type Command struct {
	Name    string            // names the log file
	Dir     string            // the app's folder; the command runs there
	Argv    []string          // argv[0] relative to Dir, absolute, or looked up on PATH
	Env     map[string]string // added to the environment
	Ready   string            // path polled until it answers any status; "" means /
	Startup time.Duration     // how long it may take to answer; 0 means 120 s
}

// DefaultStartup is how long a Command may take to answer its first
// request: a cold Angular or Nuxt start on 2 busy cores takes a minute.
const DefaultStartup = 120 * time.Second

// StartCommand starts c with a free port below the ephemeral range in place
// of {port}, in its own process group, with its output in logDir, and
// returns once it answers HTTP. A port taken between the check and the
// server's bind is retried on another port. A relative argv[0] that does
// not exist returns an error wrapping ErrNotInstalled.
func StartCommand(ctx context.Context, c Command, logDir string) (*Server, error) {
	if len(c.Argv) == 0 || c.Argv[0] == "" {
		return nil, errors.New("devserver: empty command")
	}
	prog, err := resolveProgram(c.Dir, c.Argv[0])
	if err != nil {
		return nil, err
	}
	var last error
	for try := 0; try < 5; try++ {
		port, err := pickPort()
		if err != nil {
			return nil, err
		}
		s, err := startCommand(ctx, c, prog, port, filepath.Join(logDir, fmt.Sprintf("%s-%d.log", c.Name, port)))
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

// resolveProgram makes argv[0] absolute: a path relative to the app's
// folder (node_modules/.bin/vite) must exist, a bare name must be on PATH.
func resolveProgram(dir, name string) (string, error) {
	if !strings.ContainsRune(name, filepath.Separator) && !strings.ContainsRune(name, '/') {
		p, err := exec.LookPath(name)
		if err != nil {
			return "", fmt.Errorf("%w: %s is not on PATH", ErrNotInstalled, name)
		}
		return p, nil
	}
	p := name
	if !filepath.IsAbs(p) {
		p = filepath.Join(dir, p)
	}
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("%w: %s missing; run `npm ci --prefix %s`", ErrNotInstalled, p, dir)
	}
	return p, nil
}

// Substitute replaces {port} in every argument.
func Substitute(argv []string, port int) []string {
	out := make([]string, len(argv))
	for i, a := range argv {
		out[i] = strings.ReplaceAll(a, PortVar, strconv.Itoa(port))
	}
	return out
}

// commandEnv is the process environment plus c.Env, with the app's own
// node_modules/.bin first on PATH as `npm run` does: tools spawn siblings.
func commandEnv(c Command, port int) []string {
	env := append(os.Environ(), "NEXT_TELEMETRY_DISABLED=1", "NUXT_TELEMETRY_DISABLED=1", "ASTRO_TELEMETRY_DISABLED=1",
		"NG_CLI_ANALYTICS=false", "NO_COLOR=1", "FORCE_COLOR=0", "BROWSER=none", "CI=1",
		"PATH="+filepath.Join(c.Dir, "node_modules", ".bin")+string(os.PathListSeparator)+os.Getenv("PATH"))
	keys := make([]string, 0, len(c.Env))
	for k := range c.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys) // a stable order: later duplicates win in exec
	for _, k := range keys {
		env = append(env, k+"="+strings.ReplaceAll(c.Env[k], PortVar, strconv.Itoa(port)))
	}
	return env
}

func startCommand(ctx context.Context, c Command, prog string, port int, logPath string) (*Server, error) {
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, fmt.Errorf("devserver: %w", err)
	}
	argv := Substitute(c.Argv, port)
	cmd := exec.Command(prog, argv[1:]...)
	cmd.Dir = c.Dir
	cmd.Stdout = logf
	cmd.Stderr = logf
	cmd.Env = commandEnv(c, port)
	ownGroup(cmd) // dev servers spawn workers (esbuild, next-server): stop them all by group
	if err := cmd.Start(); err != nil {
		logf.Close()
		return nil, fmt.Errorf("devserver: start %s: %w", c.Name, err)
	}
	s := &Server{Kind: Kind(filepath.Base(prog)), Dir: c.Dir, URL: "http://127.0.0.1:" + strconv.Itoa(port), Log: logPath, cmd: cmd, done: make(chan struct{})}
	go func() {
		cmd.Wait()
		logf.Close()
		close(s.done)
	}()
	ready, limit := c.Ready, c.Startup
	if ready == "" {
		ready = "/"
	}
	if limit <= 0 {
		limit = DefaultStartup
	}
	if err := s.waitReady(ctx, ready, limit); err != nil {
		s.Stop()
		if portTaken(s.LogTail()) {
			return nil, fmt.Errorf("%w: %d", errPortTaken, port)
		}
		return nil, fmt.Errorf("devserver: %s (%s): %w\n%s", c.Name, strings.Join(argv, " "), err, s.LogTail())
	}
	return s, nil
}
