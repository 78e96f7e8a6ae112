package installers

import (
	"errors"
	"testing"
)

func testEnv(goos string, extra map[string]string, existing ...string) Env {
	vars := map[string]string{}
	dir := "/work/proj"
	switch goos {
	case "linux":
		vars["HOME"] = "/home/ada"
	case "darwin":
		vars["HOME"] = "/Users/ada"
	case "windows":
		vars["USERPROFILE"] = `C:\Users\ada`
		vars["APPDATA"] = `C:\Users\ada\AppData\Roaming`
		vars["LOCALAPPDATA"] = `C:\Users\ada\AppData\Local`
		dir = `C:\work\proj`
	}
	for k, v := range extra {
		vars[k] = v
	}
	return Env{
		GOOS:   goos,
		Getenv: func(k string) string { return vars[k] },
		Dir:    dir,
		Exists: func(p string) bool {
			for _, e := range existing {
				if e == p {
					return true
				}
			}
			return false
		},
	}
}

func TestConfigPathTable(t *testing.T) {
	tests := []struct {
		host  string
		scope Scope
		goos  string
		want  string
	}{
		{"claude-code", ScopeUser, "linux", "/home/ada/.claude.json"},
		{"claude-code", ScopeUser, "darwin", "/Users/ada/.claude.json"},
		{"claude-code", ScopeUser, "windows", `C:\Users\ada\.claude.json`},
		{"claude-code", ScopeProject, "linux", "/work/proj/.mcp.json"},
		{"claude-code", ScopeProject, "darwin", "/work/proj/.mcp.json"},
		{"claude-code", ScopeProject, "windows", `C:\work\proj\.mcp.json`},

		{"cursor", ScopeUser, "linux", "/home/ada/.cursor/mcp.json"},
		{"cursor", ScopeUser, "darwin", "/Users/ada/.cursor/mcp.json"},
		{"cursor", ScopeUser, "windows", `C:\Users\ada\.cursor\mcp.json`},
		{"cursor", ScopeProject, "linux", "/work/proj/.cursor/mcp.json"},
		{"cursor", ScopeProject, "darwin", "/work/proj/.cursor/mcp.json"},
		{"cursor", ScopeProject, "windows", `C:\work\proj\.cursor\mcp.json`},

		{"windsurf", ScopeUser, "linux", "/home/ada/.codeium/windsurf/mcp_config.json"},
		{"windsurf", ScopeUser, "darwin", "/Users/ada/.codeium/windsurf/mcp_config.json"},
		{"windsurf", ScopeUser, "windows", `C:\Users\ada\.codeium\windsurf\mcp_config.json`},

		{"vscode", ScopeUser, "linux", "/home/ada/.config/Code/User/mcp.json"},
		{"vscode", ScopeUser, "darwin", "/Users/ada/Library/Application Support/Code/User/mcp.json"},
		{"vscode", ScopeUser, "windows", `C:\Users\ada\AppData\Roaming\Code\User\mcp.json`},
		{"vscode", ScopeProject, "linux", "/work/proj/.vscode/mcp.json"},
		{"vscode", ScopeProject, "darwin", "/work/proj/.vscode/mcp.json"},
		{"vscode", ScopeProject, "windows", `C:\work\proj\.vscode\mcp.json`},

		{"claude-desktop", ScopeUser, "linux", "/home/ada/.config/Claude/claude_desktop_config.json"},
		{"claude-desktop", ScopeUser, "darwin", "/Users/ada/Library/Application Support/Claude/claude_desktop_config.json"},
		{"claude-desktop", ScopeUser, "windows", `C:\Users\ada\AppData\Roaming\Claude\claude_desktop_config.json`},

		{"codex", ScopeUser, "linux", "/home/ada/.codex/config.toml"},
		{"codex", ScopeUser, "darwin", "/Users/ada/.codex/config.toml"},
		{"codex", ScopeUser, "windows", `C:\Users\ada\.codex\config.toml`},
		{"codex", ScopeProject, "linux", "/work/proj/.codex/config.toml"},
		{"codex", ScopeProject, "darwin", "/work/proj/.codex/config.toml"},
		{"codex", ScopeProject, "windows", `C:\work\proj\.codex\config.toml`},

		{"gemini", ScopeUser, "linux", "/home/ada/.gemini/settings.json"},
		{"gemini", ScopeUser, "darwin", "/Users/ada/.gemini/settings.json"},
		{"gemini", ScopeUser, "windows", `C:\Users\ada\.gemini\settings.json`},
		{"gemini", ScopeProject, "linux", "/work/proj/.gemini/settings.json"},
		{"gemini", ScopeProject, "darwin", "/work/proj/.gemini/settings.json"},
		{"gemini", ScopeProject, "windows", `C:\work\proj\.gemini\settings.json`},

		{"zed", ScopeUser, "linux", "/home/ada/.config/zed/settings.json"},
		{"zed", ScopeUser, "darwin", "/Users/ada/.config/zed/settings.json"},
		{"zed", ScopeUser, "windows", `C:\Users\ada\AppData\Roaming\Zed\settings.json`},
		{"zed", ScopeProject, "linux", "/work/proj/.zed/settings.json"},
		{"zed", ScopeProject, "darwin", "/work/proj/.zed/settings.json"},
		{"zed", ScopeProject, "windows", `C:\work\proj\.zed\settings.json`},
	}
	seen := map[string]bool{}
	for _, tt := range tests {
		h, ok := Lookup(tt.host)
		if !ok {
			t.Fatalf("no host %s", tt.host)
		}
		seen[tt.host+"/"+string(tt.scope)] = true
		got, err := h.ConfigPath(tt.scope, testEnv(tt.goos, nil))
		if err != nil || got != tt.want {
			t.Errorf("ConfigPath(%s, %s, %s) = %q, %v; want %q", tt.host, tt.scope, tt.goos, got, err, tt.want)
		}
	}
	// Every host and scope is in the table above.
	for _, h := range Hosts() {
		for _, s := range h.Scopes() {
			if !seen[h.Name+"/"+string(s)] {
				t.Errorf("path table lacks %s %s", h.Name, s)
			}
		}
	}
}

func TestConfigPathOverrides(t *testing.T) {
	msix := `C:\Users\ada\AppData\Local\Packages\Claude_pzs8sxrjxfjjc\LocalCache\Roaming\Claude`
	tests := []struct {
		host     string
		goos     string
		vars     map[string]string
		existing []string
		want     string
	}{
		{"vscode", "linux", map[string]string{"XDG_CONFIG_HOME": "/xdg"}, nil, "/xdg/Code/User/mcp.json"},
		{"zed", "linux", map[string]string{"XDG_CONFIG_HOME": "/xdg"}, nil, "/xdg/zed/settings.json"},
		// A relative XDG_CONFIG_HOME is invalid per the spec and ignored.
		{"zed", "linux", map[string]string{"XDG_CONFIG_HOME": "xdg"}, nil, "/home/ada/.config/zed/settings.json"},
		// macOS apps do not follow XDG.
		{"vscode", "darwin", map[string]string{"XDG_CONFIG_HOME": "/xdg"}, nil, "/Users/ada/Library/Application Support/Code/User/mcp.json"},
		{"codex", "linux", map[string]string{"CODEX_HOME": "/srv/codex"}, nil, "/srv/codex/config.toml"},
		{"codex", "windows", map[string]string{"CODEX_HOME": `D:\codex`}, nil, `D:\codex\config.toml`},
		{"claude-code", "linux", map[string]string{"CLAUDE_CONFIG_DIR": "/srv/claude"}, nil, "/srv/claude/.claude.json"},
		// The Store build's redirected folder is used when only it exists.
		{"claude-desktop", "windows", nil, []string{msix}, msix + `\claude_desktop_config.json`},
		{"claude-desktop", "windows", nil, []string{msix, `C:\Users\ada\AppData\Roaming\Claude`}, `C:\Users\ada\AppData\Roaming\Claude\claude_desktop_config.json`},
		// Windows falls back to HOME when USERPROFILE is unset.
		{"cursor", "windows", map[string]string{"USERPROFILE": "", "HOME": `E:\home`}, nil, `E:\home\.cursor\mcp.json`},
	}
	for _, tt := range tests {
		h, _ := Lookup(tt.host)
		got, err := h.ConfigPath(ScopeUser, testEnv(tt.goos, tt.vars, tt.existing...))
		if err != nil || got != tt.want {
			t.Errorf("ConfigPath(%s, %s, %v) = %q, %v; want %q", tt.host, tt.goos, tt.vars, got, err, tt.want)
		}
	}
}

func TestConfigPathErrors(t *testing.T) {
	h, _ := Lookup("vscode")
	env := testEnv("windows", map[string]string{"APPDATA": ""})
	if _, err := h.ConfigPath(ScopeUser, env); err == nil {
		t.Errorf("ConfigPath without APPDATA: want an error")
	}
	env = testEnv("linux", map[string]string{"HOME": ""})
	if _, err := h.ConfigPath(ScopeUser, env); err == nil {
		t.Errorf("ConfigPath without HOME: want an error")
	}
	w, _ := Lookup("windsurf")
	if _, err := w.ConfigPath(ScopeProject, testEnv("linux", nil)); !errors.Is(err, ErrNoProjectScope) {
		t.Errorf("windsurf project: err = %v, want ErrNoProjectScope", err)
	}
	if _, err := h.ConfigPath("global", testEnv("linux", nil)); err == nil {
		t.Errorf("unknown scope: want an error")
	}
}
