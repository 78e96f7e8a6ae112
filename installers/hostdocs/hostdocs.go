// Package hostdocs writes the parts of the docs generated from the hosts
// table (installers.Hosts): README's install table (the one-liners and
// one-click links of every door, pinned to a release) and the host
// section of docs/install.md (where each host keeps its config, and the
// snippet to paste). `go generate ./installers` runs it; a test fails when
// the files drift.
package hostdocs

import (
	"errors"
	"fmt"
	"strings"

	"github.com/vibelens/vibelens/installers"
)

// PlaceholderBinary stands for the user's binary in documentation.
const PlaceholderBinary = "/absolute/path/to/vibelens"

// Readme markers delimit the generated host section of README.md.
const (
	ReadmeBegin = "<!-- hosts:begin -->"
	ReadmeEnd   = "<!-- hosts:end -->"
)

// ManualSnippets returns every host's manual configuration for binary.
func ManualSnippets(binary string) []installers.Snippet {
	var out []installers.Snippet
	for _, h := range installers.Hosts() {
		out = append(out, h.Snippet(installers.NewEntry(binary)))
	}
	return out
}

// UserPath describes where h's user config lives on each OS, e.g.
// "`~/.cursor/mcp.json`" or "macOS `...`, Linux `...`, Windows `...`".
func UserPath(h *installers.Host) string {
	type osDoc struct{ name, goos string }
	oses := []osDoc{{"macOS", "darwin"}, {"Linux", "linux"}, {"Windows", "windows"}}
	docs := make([]string, len(oses))
	for i, o := range oses {
		var alts []string
		for _, l := range h.User.ForOS(o.goos) {
			alts = append(alts, "`"+locationDoc(l, o.goos)+"`")
		}
		docs[i] = strings.Join(alts, " or ")
	}
	if docs[0] == docs[1] && allHome(h.User) {
		return docs[0]
	}
	var parts []string
	for i, o := range oses {
		parts = append(parts, o.name+" "+docs[i])
	}
	return strings.Join(parts, "; ")
}

func allHome(p installers.PerOS) bool {
	for _, ls := range [][]installers.Location{p.Darwin, p.Linux, p.Windows} {
		for _, l := range ls {
			if l.Base != installers.BaseHome && l.Base != installers.BaseCodexHome && l.Base != installers.BaseClaudeConfig {
				return false
			}
		}
	}
	return true
}

func locationDoc(l installers.Location, goos string) string {
	var base string
	switch l.Base {
	case installers.BaseHome:
		base = "~"
	case installers.BaseXDGConfig:
		base = "~/.config"
	case installers.BaseAppSupport:
		base = "~/Library/Application Support"
	case installers.BaseAppData:
		base = "%APPDATA%"
	case installers.BaseLocalAppData:
		base = "%LOCALAPPDATA%"
	case installers.BaseCodexHome:
		base = "~/.codex"
	case installers.BaseClaudeConfig:
		base = "~"
	}
	if goos == "windows" {
		if base == "~" || strings.HasPrefix(base, "~/") {
			base = "%USERPROFILE%" + strings.TrimPrefix(base, "~")
		}
		return strings.ReplaceAll(base+"/"+l.Rel, "/", `\`)
	}
	return base + "/" + l.Rel
}

// ReadmeSection renders the host section of README.md (what goes between
// ReadmeBegin and ReadmeEnd).
func ReadmeSection() string {
	var b strings.Builder
	b.WriteString("<!-- Generated from installers/hosts.go by `go generate ./installers`; edit the table there, not here. -->\n\n")
	b.WriteString("`vibelens install --ide NAME` writes the entry for you (`--dry-run` shows the diff first). ")
	b.WriteString("To add it by hand, merge the snippet into the file and replace `" + PlaceholderBinary + "` with the absolute path of your binary: ")
	b.WriteString("editors started from the desktop do not see your shell's PATH.\n\n")
	b.WriteString("| `--ide` | host | user config | project config | servers key | format |\n")
	b.WriteString("| --- | --- | --- | --- | --- | --- |\n")
	for _, h := range installers.Hosts() {
		project := "none"
		if h.Project != "" {
			project = "`" + h.Project + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | `%s` | %s |\n", h.Name, h.DisplayName, UserPath(h), project, h.ServersKey, h.Format)
	}
	for _, s := range ManualSnippets(PlaceholderBinary) {
		fmt.Fprintf(&b, "\n### %s\n\n", s.Host.DisplayName)
		if s.Command != "" {
			fmt.Fprintf(&b, "%s owns its user config; register through its CLI:\n\n```sh\n%s\n```\n\n", s.Host.DisplayName, s.Command)
			fmt.Fprintf(&b, "or, for one project, in `%s`:\n\n", s.Host.Project)
		}
		fmt.Fprintf(&b, "```%s\n%s```\n", s.Lang, s.Text)
	}
	return b.String()
}

// ErrNoMarkers is returned when README.md lacks the host section markers.
var ErrNoMarkers = errors.New("README has no " + ReadmeBegin + " ... " + ReadmeEnd + " section")

// ReplaceReadmeSection returns readme with the text between the markers
// replaced by section.
func ReplaceReadmeSection(readme, section string) (string, error) {
	i, j, err := readmeMarkers(readme)
	if err != nil {
		return "", err
	}
	return readme[:i] + "\n" + section + readme[j:], nil
}

// ReadmeSectionOf returns the text between the markers.
func ReadmeSectionOf(readme string) (string, error) {
	i, j, err := readmeMarkers(readme)
	if err != nil {
		return "", err
	}
	return strings.TrimPrefix(readme[i:j], "\n"), nil
}

// readmeMarkers returns the offsets just after the begin marker and at the
// end marker.
func readmeMarkers(readme string) (int, int, error) {
	i := strings.Index(readme, ReadmeBegin)
	j := strings.Index(readme, ReadmeEnd)
	if i < 0 || j < i {
		return 0, 0, ErrNoMarkers
	}
	return i + len(ReadmeBegin), j, nil
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
	npx := installers.NPXEntry(version)
	var b strings.Builder
	b.WriteString("<!-- Generated from installers/hosts.go and server.json's version by `go generate ./installers`; edit installers/hostdocs/hostdocs.go and installers/links.go, not here. -->\n\n")
	b.WriteString("| where | one step |\n| --- | --- |\n")
	fmt.Fprintf(&b, "| any MCP host (needs Node) | server command `%s` |\n", installers.QuoteCommand(append([]string{npx.Command}, npx.Args...)))
	for _, h := range installers.Hosts() {
		if c := h.CLICommand(installers.ScopeUser, npx); c != nil {
			fmt.Fprintf(&b, "| %s | `%s` |\n", h.DisplayName, installers.QuoteCommand(c))
		}
		if len(h.Links) == 0 {
			continue
		}
		var cells []string
		for _, k := range h.Links {
			l := installers.Link(k, npx)
			cells = append(cells, "["+l.Label+"]("+l.URL+")")
		}
		if c := h.AddMCPCommand(npx); c != nil {
			cells = append(cells, "or `"+installers.QuoteCommand(c)+"`")
		}
		fmt.Fprintf(&b, "| %s | %s |\n", h.DisplayName, strings.Join(cells, " · "))
	}
	fmt.Fprintf(&b, "| Claude Desktop | download `vibelens-%s-<os>-<arch>.mcpb` for your platform from [release v%s](https://github.com/vibelens/vibelens/releases/tag/v%s) and open it (Settings → Extensions: network mode, allowed hosts, a login storage-state file) |\n", version, version, version)
	b.WriteString("| Claude Code plugin | `claude plugin marketplace add vibelens/vibelens` then `claude plugin install vibelens@vibelens` (server plus the check-ui and responsive-audit skills; runs `vibelens` from PATH, else the binary `vibelens install` recorded, else npx) |\n")
	b.WriteString("| Homebrew | `brew install vibelens/tap/vibelens`, then `vibelens install --ide NAME` |\n")
	b.WriteString("| Go | `go install github.com/vibelens/vibelens@latest`, then `vibelens install --ide NAME` |\n")
	b.WriteString("| release archive | download from GitHub Releases, put `vibelens` on your PATH, then `vibelens install --ide NAME` |\n")
	fmt.Fprintf(&b, "| from the binary, any editor | `vibelens install --ide NAME` with NAME one of %s, or `all` |\n", "`"+strings.Join(installers.Names(), "`, `")+"`")
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
