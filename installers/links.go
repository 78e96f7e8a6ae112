package installers

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
)

// LinkKind is a one-click install link format a host accepts.
type LinkKind int

// Link kinds, each rendered by Link.
const (
	// LinkCursor is Cursor's MCP install deeplink: base64 of the server's
	// mcp.json entry (https://cursor.com/docs/mcp/install-links), through
	// cursor.com's https redirect so it is clickable on GitHub.
	LinkCursor LinkKind = iota + 1
	// LinkVSCode and LinkVSCodeInsiders are VS Code's install redirects:
	// the URL-encoded entry, plus quality=insiders for Insiders.
	LinkVSCode
	LinkVSCodeInsiders
)

// InstallLink is one button for the README.
type InstallLink struct {
	Label string
	URL   string
}

// NPXEntry is what links and registries point at: no binary to find, only
// Node (`npx -y @vibelens/vibelens@<version> serve`).
func NPXEntry(version string) Entry {
	return Entry{Command: "npx", Args: append([]string{"-y", NPMPackage + "@" + version}, ServeArgs...)}
}

// entryJSON is the {command, args} object links and `code --add-mcp` take.
func entryJSON(e Entry, name bool) []byte {
	m := struct {
		Name    string   `json:"name,omitempty"`
		Command string   `json:"command"`
		Args    []string `json:"args"`
	}{Command: e.Command, Args: e.Args}
	if name {
		m.Name = ServerName
	}
	b, _ := json.Marshal(m) // strings only: cannot fail
	return b
}

// Link renders one install link for entry e.
func Link(k LinkKind, e Entry) InstallLink {
	switch k {
	case LinkCursor:
		q := url.Values{"name": {ServerName}, "config": {base64.StdEncoding.EncodeToString(entryJSON(e, false))}}
		return InstallLink{"Add to Cursor", "https://cursor.com/en/install-mcp?" + q.Encode()}
	case LinkVSCode, LinkVSCodeInsiders:
		q := url.Values{"name": {ServerName}, "config": {string(entryJSON(e, false))}}
		label := "Install in VS Code"
		if k == LinkVSCodeInsiders {
			q.Set("quality", "insiders")
			label = "Install in VS Code Insiders"
		}
		return InstallLink{label, "https://insiders.vscode.dev/redirect/mcp/install?" + q.Encode()}
	}
	return InstallLink{}
}

// AddMCPCommand is the host CLI's one-liner that adds e to the user config
// (`code --add-mcp '{"name":...}'`), program first; nil when the host has
// no such command.
func (h *Host) AddMCPCommand(e Entry) []string {
	if h.AddMCP == "" {
		return nil
	}
	return []string{h.AddMCP, "--add-mcp", string(entryJSON(e, true))}
}

// Install table markers delimit the generated install table of README.md.
const (
	InstallBegin = "<!-- install:begin -->"
	InstallEnd   = "<!-- install:end -->"
)

// InstallTable renders the README's install table for a release version:
// the one-liners a web developer expects first (npx, the Claude Code
// command, the editors' install links, the Claude Desktop bundle), then the
// binary's doors. The commands and links come from the hosts table, so they
// cannot drift; they pin version, as server.json and the plugin do, so every
// door runs the same release.
func InstallTable(version string) string {
	npx := NPXEntry(version)
	var b strings.Builder
	b.WriteString("<!-- Generated from installers/hosts.go and server.json's version by `go generate ./installers`; edit installers/links.go, not here. -->\n\n")
	b.WriteString("| where | one step |\n| --- | --- |\n")
	fmt.Fprintf(&b, "| any MCP host (needs Node) | server command `%s` |\n", quoteCommand(append([]string{npx.Command}, npx.Args...)))
	for _, h := range Hosts() {
		if c := h.CLICommand(ScopeUser, npx); c != nil {
			fmt.Fprintf(&b, "| %s | `%s` |\n", h.DisplayName, quoteCommand(c))
		}
		if len(h.Links) == 0 {
			continue
		}
		var cells []string
		for _, k := range h.Links {
			l := Link(k, npx)
			cells = append(cells, "["+l.Label+"]("+l.URL+")")
		}
		if c := h.AddMCPCommand(npx); c != nil {
			cells = append(cells, "or `"+quoteCommand(c)+"`")
		}
		fmt.Fprintf(&b, "| %s | %s |\n", h.DisplayName, strings.Join(cells, " · "))
	}
	fmt.Fprintf(&b, "| Claude Desktop | download `vibelens-%s-<os>-<arch>.mcpb` for your platform from [release v%s](https://github.com/vibelens/vibelens/releases/tag/v%s) and open it (Settings → Extensions: network mode, allowed hosts, a login storage-state file) |\n", version, version, version)
	b.WriteString("| Claude Code plugin | `claude plugin marketplace add vibelens/vibelens` then `claude plugin install vibelens@vibelens` (server plus the check-ui and responsive-audit skills; runs `vibelens` from PATH, else the binary `vibelens install` recorded, else npx) |\n")
	b.WriteString("| Homebrew | `brew install vibelens/tap/vibelens`, then `vibelens install --ide NAME` |\n")
	b.WriteString("| Go | `go install github.com/vibelens/vibelens@latest`, then `vibelens install --ide NAME` |\n")
	b.WriteString("| release archive | download from GitHub Releases, put `vibelens` on your PATH, then `vibelens install --ide NAME` |\n")
	fmt.Fprintf(&b, "| from the binary, any editor | `vibelens install --ide NAME` with NAME one of %s, or `all` |\n", "`"+strings.Join(Names(), "`, `")+"`")
	return b.String()
}

// ReplaceInstallTable returns readme with the install table replaced.
func ReplaceInstallTable(readme, table string) (string, error) {
	i, j := strings.Index(readme, InstallBegin), strings.Index(readme, InstallEnd)
	if i < 0 || j < i {
		return "", fmt.Errorf("README has no %s ... %s section", InstallBegin, InstallEnd)
	}
	return readme[:i+len(InstallBegin)] + "\n" + table + readme[j:], nil
}
