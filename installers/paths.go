package installers

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
)

// Env is everything that decides where configs live: the OS, its
// environment variables and the project directory. Paths are computed from
// it alone, so the whole table is testable for every OS on any OS.
type Env struct {
	// GOOS is "darwin", "linux" or "windows" (anything else is treated as
	// Linux).
	GOOS string
	// Getenv reads HOME, USERPROFILE, APPDATA, LOCALAPPDATA,
	// XDG_CONFIG_HOME, CODEX_HOME and CLAUDE_CONFIG_DIR.
	Getenv func(key string) string
	// Dir is the project directory for ScopeProject.
	Dir string
	// Exists reports whether a directory exists; nil means os.Stat. It picks
	// between candidate locations (Claude Desktop's MSIX install).
	Exists func(path string) bool
}

// OSEnv is the running process's environment with dir as the project.
func OSEnv(dir string) Env {
	return Env{GOOS: runtime.GOOS, Getenv: os.Getenv, Dir: dir}
}

// ErrNoProjectScope is returned for a project-scope request to a host that
// only has a user config.
var ErrNoProjectScope = errors.New("has no project scope")

func (env Env) getenv(key string) string {
	if env.Getenv == nil {
		return ""
	}
	return env.Getenv(key)
}

func (env Env) exists(p string) bool {
	if env.Exists != nil {
		return env.Exists(p)
	}
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// home is the user's home directory for env's OS.
func (env Env) home() (string, error) {
	keys := []string{"HOME"}
	if env.GOOS == "windows" {
		keys = []string{"USERPROFILE", "HOME"}
	}
	for _, k := range keys {
		if v := env.getenv(k); v != "" {
			return v, nil
		}
	}
	return "", fmt.Errorf("%s is not set", keys[0])
}

// base resolves b to a directory.
func (env Env) base(b Base) (string, error) {
	switch b {
	case BaseHome:
		return env.home()
	case BaseXDGConfig:
		// The XDG spec ignores relative values.
		if v := env.getenv("XDG_CONFIG_HOME"); v != "" && env.isAbs(v) {
			return v, nil
		}
		return env.homeJoin(".config")
	case BaseAppSupport:
		return env.homeJoin("Library/Application Support")
	case BaseAppData, BaseLocalAppData:
		key := "APPDATA"
		if b == BaseLocalAppData {
			key = "LOCALAPPDATA"
		}
		if v := env.getenv(key); v != "" {
			return v, nil
		}
		return "", fmt.Errorf("%s is not set", key)
	case BaseCodexHome:
		if v := env.getenv("CODEX_HOME"); v != "" {
			return v, nil
		}
		return env.homeJoin(".codex")
	case BaseClaudeConfig:
		if v := env.getenv("CLAUDE_CONFIG_DIR"); v != "" {
			return v, nil
		}
		return env.home()
	}
	return "", fmt.Errorf("unknown base %d", b)
}

func (env Env) homeJoin(rel string) (string, error) {
	h, err := env.home()
	if err != nil {
		return "", err
	}
	return env.join(h, rel), nil
}

// join joins a slash-separated relative path to dir with env's separator,
// so Windows paths come out with backslashes even when computed on Linux.
func (env Env) join(dir, rel string) string {
	if env.GOOS == "windows" {
		rel = strings.ReplaceAll(rel, "/", `\`)
		if dir == "" {
			return rel
		}
		return strings.TrimRight(dir, `\/`) + `\` + rel
	}
	return path.Join(dir, rel)
}

func (env Env) dir(p string) string {
	if env.GOOS == "windows" {
		if i := strings.LastIndexAny(p, `\/`); i >= 0 {
			return p[:i]
		}
		return "."
	}
	return path.Dir(p)
}

func (env Env) isAbs(p string) bool {
	if env.GOOS == "windows" {
		return len(p) >= 3 && p[1] == ':' && (p[2] == '\\' || p[2] == '/') || strings.HasPrefix(p, `\\`)
	}
	return strings.HasPrefix(p, "/")
}

// resolve picks the first candidate whose directory exists, else the first.
func (env Env) resolve(p PerOS) (string, error) {
	cands := p.ForOS(env.GOOS)
	if len(cands) == 0 {
		return "", fmt.Errorf("no location for %s", env.GOOS)
	}
	var first string
	for i, l := range cands {
		b, err := env.base(l.Base)
		if err != nil {
			if i == 0 {
				return "", err
			}
			continue
		}
		p := env.join(b, l.Rel)
		if i == 0 {
			first = p
		}
		if len(cands) == 1 || env.exists(env.dir(p)) {
			return p, nil
		}
	}
	return first, nil
}

// ConfigPath returns the config file h reads for scope s.
func (h *Host) ConfigPath(s Scope, env Env) (string, error) {
	switch s {
	case ScopeUser:
		p, err := env.resolve(h.User)
		if err != nil {
			return "", fmt.Errorf("%s user config: %w", h.Name, err)
		}
		return p, nil
	case ScopeProject:
		if h.Project == "" {
			return "", fmt.Errorf("%s %w", h.DisplayName, ErrNoProjectScope)
		}
		dir := env.Dir
		if dir == "" {
			return "", errors.New("no project directory")
		}
		if env.GOOS == runtime.GOOS {
			if abs, err := filepath.Abs(dir); err == nil {
				dir = abs
			}
		}
		return env.join(dir, h.Project), nil
	}
	return "", fmt.Errorf("unknown scope %q (want user or project)", s)
}

// markerPaths are the directories whose existence shows h is installed.
func (h *Host) markerPaths(env Env) []string {
	var out []string
	for _, l := range h.Markers.ForOS(env.GOOS) {
		if b, err := env.base(l.Base); err == nil {
			out = append(out, env.join(b, l.Rel))
		}
	}
	if len(h.Markers.ForOS(env.GOOS)) > 0 {
		return out
	}
	for _, l := range h.User.ForOS(env.GOOS) {
		if b, err := env.base(l.Base); err == nil {
			out = append(out, env.dir(env.join(b, l.Rel)))
		}
	}
	return out
}
