// Package installers adds and removes the vibelens MCP server in the config
// files of AI editors ("hosts"). Each host is a row of data in the table
// returned by Hosts: where its config lives per OS and scope, which key holds
// its servers, the shape of an entry and the file format. The code that edits
// files is shared by every row and follows the same rules each time: parse
// with a comment-preserving parser, change only the vibelens entry, refuse a
// file that does not parse, back up before changing, write atomically.
package installers

//go:generate go run ./internal/readmegen -readme ../README.md -hosts-doc ../docs/install.md -server-json ../server.json

import (
	"fmt"
	"slices"
	"strings"
)

// ServerName is the key of our entry in every host's server map.
const ServerName = "vibelens"

// ServeArgs are the arguments every host passes to the binary.
var ServeArgs = []string{"serve"}

// Format is the syntax of a host's config file.
type Format int

// Formats of host config files.
const (
	// FormatJSON is strict JSON: the host rejects comments and trailing
	// commas, so vibelens never adds any (it keeps any the user has).
	FormatJSON Format = iota
	// FormatJSONC is JSON with comments and trailing commas (VS Code, Zed).
	FormatJSONC
	// FormatTOML is TOML (Codex).
	FormatTOML
)

func (f Format) String() string {
	switch f {
	case FormatJSON:
		return "JSON"
	case FormatJSONC:
		return "JSONC"
	case FormatTOML:
		return "TOML"
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// Scope says whose config is edited: the user's (every project) or one
// project's (a file under the project directory, usually committed).
type Scope string

// Scopes a host may support.
const (
	ScopeUser    Scope = "user"
	ScopeProject Scope = "project"
)

// Shape lists the optional fields of a host's entry besides command and args.
type Shape struct {
	// Type adds "type": "stdio" (VS Code requires it; Claude Code writes it).
	Type bool
	// Env adds an empty "env": {} (what Claude Code itself writes).
	Env bool
}

// Base is the directory a host path is relative to.
type Base int

// Bases of host paths. Each is computed from Env (see Env.base).
const (
	BaseHome         Base = iota // $HOME; %USERPROFILE% on Windows
	BaseXDGConfig                // $XDG_CONFIG_HOME, else ~/.config
	BaseAppSupport               // ~/Library/Application Support (macOS)
	BaseAppData                  // %APPDATA% (Windows)
	BaseLocalAppData             // %LOCALAPPDATA% (Windows)
	BaseCodexHome                // $CODEX_HOME, else ~/.codex
	BaseClaudeConfig             // $CLAUDE_CONFIG_DIR, else the home directory
)

// Location is a path relative to a Base, written with forward slashes.
type Location struct {
	Base Base
	Rel  string
}

// PerOS holds candidate locations per GOOS. The first candidate whose
// directory exists wins; when none exists, the first one is used.
type PerOS struct {
	Darwin, Linux, Windows []Location
}

// ForOS is p's locations on goos.
func (p PerOS) ForOS(goos string) []Location {
	switch goos {
	case "darwin":
		return p.Darwin
	case "windows":
		return p.Windows
	default:
		return p.Linux
	}
}

// everywhere is the same location on every OS.
func everywhere(b Base, rel string) PerOS {
	l := []Location{{b, rel}}
	return PerOS{Darwin: l, Linux: l, Windows: l}
}

// Host is one editor or agent that can launch an MCP server.
type Host struct {
	// Name is what --ide takes.
	Name string
	// DisplayName is what people call it.
	DisplayName string
	// Format is the syntax of its config file.
	Format Format
	// ServersKey is the top-level key (or TOML table) holding servers.
	ServersKey string
	// Shape is the entry's optional fields.
	Shape Shape
	// User is the user-scope config file.
	User PerOS
	// Project is the project-scope config file relative to the project
	// directory; empty when the host has no project scope.
	Project string
	// Markers are directories whose existence shows the host is installed;
	// empty means the directory of the user config file.
	Markers PerOS
	// CLI is the host's command on PATH, which also shows it is installed.
	CLI string
	// RewritesConfig is set for hosts that rewrite their own user config
	// while running, so an edit made meanwhile may be lost.
	RewritesConfig bool
	// Processes names the host's processes per OS, to warn when it runs.
	Processes map[string][]string
	// SkillsFormat is the skills package's format for this host's rule or
	// skill files; empty when it reads none.
	SkillsFormat string
	// SkillsUser is set when the host also reads skills from the home
	// directory (same relative path); otherwise skills go to the project.
	// Hosts sharing the "agents" format share files: uninstalling skills
	// for one removes them for the others.
	SkillsUser bool

	// Links are the one-click install links the host accepts (README).
	Links []LinkKind
	// AddMCP is the host CLI that adds a server with --add-mcp (VS Code's
	// `code`); --print shows that one-liner too.
	AddMCP string

	// manager is set when the host owns its user config and edits go
	// through its CLI (Claude Code: never edit ~/.claude.json by hand).
	manager *cliManager
}

// Scopes returns the scopes the host supports.
func (h *Host) Scopes() []Scope {
	if h.Project == "" {
		return []Scope{ScopeUser}
	}
	return []Scope{ScopeUser, ScopeProject}
}

// HasScope reports whether the host supports s.
func (h *Host) HasScope(s Scope) bool { return slices.Contains(h.Scopes(), s) }

// ManagedByCLI reports whether changes go through the host's own CLI when
// it is on PATH.
func (h *Host) ManagedByCLI() bool { return h.manager != nil }

var hosts = []Host{
	{
		Name:        "claude-code",
		DisplayName: "Claude Code",
		Format:      FormatJSON,
		ServersKey:  "mcpServers",
		Shape:       Shape{Type: true, Env: true},
		// Read to report state; Claude Code owns it, so writes go through
		// `claude mcp add`.
		User:           everywhere(BaseClaudeConfig, ".claude.json"),
		Project:        ".mcp.json",
		Markers:        everywhere(BaseHome, ".claude"),
		CLI:            "claude",
		RewritesConfig: true,
		Processes:      map[string][]string{"darwin": {"claude"}, "linux": {"claude"}, "windows": {"claude.exe"}},
		SkillsFormat:   "claude",
		SkillsUser:     true,
		manager:        claudeManager,
	},
	{
		Name:         "cursor",
		DisplayName:  "Cursor",
		Format:       FormatJSON,
		ServersKey:   "mcpServers",
		User:         everywhere(BaseHome, ".cursor/mcp.json"),
		Project:      ".cursor/mcp.json",
		CLI:          "cursor",
		SkillsFormat: "cursor",
		Links:        []LinkKind{LinkCursor},
	},
	{
		Name:         "windsurf",
		DisplayName:  "Windsurf",
		Format:       FormatJSON,
		ServersKey:   "mcpServers",
		User:         everywhere(BaseHome, ".codeium/windsurf/mcp_config.json"),
		CLI:          "windsurf",
		SkillsFormat: "windsurf",
	},
	{
		Name:        "vscode",
		DisplayName: "VS Code",
		Format:      FormatJSONC,
		ServersKey:  "servers",
		Shape:       Shape{Type: true},
		User: PerOS{
			Darwin:  []Location{{BaseAppSupport, "Code/User/mcp.json"}},
			Linux:   []Location{{BaseXDGConfig, "Code/User/mcp.json"}},
			Windows: []Location{{BaseAppData, "Code/User/mcp.json"}},
		},
		Project:      ".vscode/mcp.json",
		CLI:          "code",
		SkillsFormat: "agents",
		Links:        []LinkKind{LinkVSCode, LinkVSCodeInsiders},
		AddMCP:       "code",
	},
	{
		Name:        "claude-desktop",
		DisplayName: "Claude Desktop",
		Format:      FormatJSON,
		ServersKey:  "mcpServers",
		User: PerOS{
			Darwin: []Location{{BaseAppSupport, "Claude/claude_desktop_config.json"}},
			// Unofficial Linux builds follow Electron's XDG layout.
			Linux: []Location{{BaseXDGConfig, "Claude/claude_desktop_config.json"}},
			// The Microsoft Store (MSIX) build redirects %APPDATA%.
			Windows: []Location{
				{BaseAppData, "Claude/claude_desktop_config.json"},
				{BaseLocalAppData, "Packages/Claude_pzs8sxrjxfjjc/LocalCache/Roaming/Claude/claude_desktop_config.json"},
			},
		},
		RewritesConfig: true,
		Processes: map[string][]string{
			"darwin":  {"Claude"},
			"linux":   {"claude-desktop", "Claude"},
			"windows": {"Claude.exe"},
		},
	},
	{
		Name:        "codex",
		DisplayName: "Codex CLI",
		Format:      FormatTOML,
		ServersKey:  "mcp_servers",
		User:        everywhere(BaseCodexHome, "config.toml"),
		Project:     ".codex/config.toml",
		CLI:         "codex",
		// Codex reads Agent Skills from .agents/skills (repo) and
		// ~/.agents/skills (user): https://developers.openai.com/codex/skills
		SkillsFormat: "agents",
		SkillsUser:   true,
	},
	{
		Name:        "gemini",
		DisplayName: "Gemini CLI",
		Format:      FormatJSON,
		ServersKey:  "mcpServers",
		User:        everywhere(BaseHome, ".gemini/settings.json"),
		Project:     ".gemini/settings.json",
		CLI:         "gemini",
		// Gemini CLI reads .gemini/skills or the .agents/skills alias, in the
		// workspace and in ~: https://geminicli.com/docs/cli/using-agent-skills/
		SkillsFormat: "agents",
		SkillsUser:   true,
	},
	{
		Name:        "zed",
		DisplayName: "Zed",
		Format:      FormatJSONC,
		ServersKey:  "context_servers",
		User: PerOS{
			Darwin:  []Location{{BaseHome, ".config/zed/settings.json"}},
			Linux:   []Location{{BaseXDGConfig, "zed/settings.json"}},
			Windows: []Location{{BaseAppData, "Zed/settings.json"}},
		},
		Project: ".zed/settings.json",
		CLI:     "zed",
		// Zed's agent reads ~/.agents/skills and <project>/.agents/skills:
		// https://zed.dev/docs/ai/skills
		SkillsFormat: "agents",
		SkillsUser:   true,
	},
}

// Hosts returns every supported host in a stable order.
func Hosts() []*Host {
	out := make([]*Host, len(hosts))
	for i := range hosts {
		out[i] = &hosts[i]
	}
	return out
}

// Names returns the names --ide accepts, in table order.
func Names() []string {
	var names []string
	for i := range hosts {
		names = append(names, hosts[i].Name)
	}
	return names
}

// Lookup returns the host called name.
func Lookup(name string) (*Host, bool) {
	for i := range hosts {
		if strings.EqualFold(hosts[i].Name, name) {
			return &hosts[i], true
		}
	}
	return nil, false
}
