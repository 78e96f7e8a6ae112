package installers

import (
	"errors"
	"fmt"
	"strings"
)

// PlaceholderBinary stands for the user's binary in documentation.
const PlaceholderBinary = "/absolute/path/to/vibelens"

// Readme markers delimit the generated host section of README.md.
const (
	ReadmeBegin = "<!-- hosts:begin -->"
	ReadmeEnd   = "<!-- hosts:end -->"
)

// Snippet is the manual configuration for one host, rendered from the same
// table and renderer the installer uses.
type Snippet struct {
	Host *Host
	// Lang is the code block language: "json" or "toml".
	Lang string
	// Text is the config to paste (a whole file holding only our entry;
	// merge it into an existing file).
	Text string
	// Command adds the entry through the host's CLI, for CLI-managed hosts.
	Command string
}

// Snippet returns h's manual configuration for entry e.
func (h *Host) Snippet(e Entry) Snippet {
	s := Snippet{Host: h, Lang: "json"}
	if h.Format == FormatTOML {
		s.Lang = "toml"
		s.Text = h.renderTOMLTable(e, "\n")
	} else {
		s.Text = string(h.newJSONDocument(e))
	}
	if c := h.CLICommand(ScopeUser, e); c != nil {
		s.Command = quoteCommand(c)
	}
	return s
}

// ManualSnippets returns every host's manual configuration for binary.
func ManualSnippets(binary string) []Snippet {
	var out []Snippet
	for _, h := range Hosts() {
		out = append(out, h.Snippet(NewEntry(binary)))
	}
	return out
}

// UserPathDoc describes where h's user config lives on each OS, e.g.
// "`~/.cursor/mcp.json`" or "macOS `...`, Linux `...`, Windows `...`".
func (h *Host) UserPathDoc() string {
	type osDoc struct{ name, goos string }
	oses := []osDoc{{"macOS", "darwin"}, {"Linux", "linux"}, {"Windows", "windows"}}
	docs := make([]string, len(oses))
	for i, o := range oses {
		var alts []string
		for _, l := range h.User.forOS(o.goos) {
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

func allHome(p PerOS) bool {
	for _, ls := range [][]Location{p.Darwin, p.Linux, p.Windows} {
		for _, l := range ls {
			if l.Base != BaseHome && l.Base != BaseCodexHome && l.Base != BaseClaudeConfig {
				return false
			}
		}
	}
	return true
}

func locationDoc(l Location, goos string) string {
	var base string
	switch l.Base {
	case BaseHome:
		base = "~"
	case BaseXDGConfig:
		base = "~/.config"
	case BaseAppSupport:
		base = "~/Library/Application Support"
	case BaseAppData:
		base = "%APPDATA%"
	case BaseLocalAppData:
		base = "%LOCALAPPDATA%"
	case BaseCodexHome:
		base = "~/.codex"
	case BaseClaudeConfig:
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
	for _, h := range Hosts() {
		project := "none"
		if h.Project != "" {
			project = "`" + h.Project + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | `%s` | %s |\n", h.Name, h.DisplayName, h.UserPathDoc(), project, h.ServersKey, h.Format)
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
