package installers

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
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
