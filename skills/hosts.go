package skills

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Tool names under which hosts expose inspect_localhost_ui. Claude Code
// prefixes a plugin's tools with mcp__plugin_<plugin>_<server>__ and a user's
// own servers with mcp__<server>__.
const (
	PluginToolName = "mcp__plugin_vibelens_vibelens__inspect_localhost_ui"
	ClaudeToolName = "mcp__vibelens__inspect_localhost_ui"
)

// host is one row per skill format: where a skill's file goes and what it holds.
type host struct {
	format string
	path   func(name string) string
	render func(s Skill) []byte
}

var hosts = []host{
	{
		// Read by VS Code Copilot and the Antigravity CLI; the tool's name
		// there is not known, so nothing is pre-approved.
		format: "agents",
		path:   func(n string) string { return ".agents/skills/" + n + "/SKILL.md" },
		render: func(s Skill) []byte { return s.skillMarkdown("") },
	},
	{
		// Claude Code with vibelens registered as a user or project server.
		format: "claude",
		path:   func(n string) string { return ".claude/skills/" + n + "/SKILL.md" },
		render: func(s Skill) []byte { return s.skillMarkdown(ClaudeToolName) },
	},
	{
		format: "cursor",
		path:   func(n string) string { return ".cursor/rules/" + n + ".mdc" },
		render: Skill.CursorRule,
	},
	{
		format: "windsurf",
		path:   func(n string) string { return ".windsurf/rules/" + n + ".md" },
		render: Skill.WindsurfRule,
	},
	{
		// The Claude Code plugin, relative to plugin/; go generate writes these.
		format: "plugin",
		path:   func(n string) string { return "skills/" + n + "/SKILL.md" },
		render: Skill.SkillMarkdown,
	},
}

// Formats lists the formats Files accepts.
func Formats() []string {
	out := make([]string, len(hosts))
	for i, h := range hosts {
		out[i] = h.format
	}
	return out
}

// Files returns every skill's file for one host format, keyed by path
// relative to the project (or, for "plugin", to the plugin directory):
// "agents" (.agents/skills/<name>/SKILL.md), "claude"
// (.claude/skills/<name>/SKILL.md), "cursor" (.cursor/rules/<name>.mdc),
// "windsurf" (.windsurf/rules/<name>.md) and "plugin"
// (skills/<name>/SKILL.md).
func Files(format string) (map[string][]byte, error) {
	i := slices.IndexFunc(hosts, func(h host) bool { return h.format == format })
	if i < 0 {
		return nil, fmt.Errorf("skills: unknown format %q (want one of %s)", format, strings.Join(Formats(), ", "))
	}
	h := hosts[i]
	out := make(map[string][]byte, len(loaded))
	for _, s := range loaded {
		out[h.path(s.Name)] = h.render(s)
	}
	return out, nil
}

// SkillMarkdown returns the plugin's plugin/skills/<name>/SKILL.md: YAML
// frontmatter (name, description, the plugin's tool pre-approved because it
// only reads local pages), then the body with arguments phrased generically.
func (s Skill) SkillMarkdown() []byte {
	return s.skillMarkdown(PluginToolName)
}

func (s Skill) skillMarkdown(allowedTool string) []byte {
	fields := [][2]string{{"name", s.Name}, {"description", s.Description}}
	if allowedTool != "" {
		fields = append(fields, [2]string{"allowed-tools", allowedTool})
	}
	return s.document(fields)
}

// CursorRule returns .cursor/rules/<name>.mdc: an agent-requested rule (no
// globs, not always applied) that Cursor attaches when the description fits.
func (s Skill) CursorRule() []byte {
	return s.document([][2]string{{"description", s.Description}, {"globs", ""}, {"alwaysApply", "false"}})
}

// WindsurfRule returns .windsurf/rules/<name>.md, applied when the model
// decides the description fits.
func (s Skill) WindsurfRule() []byte {
	return s.document([][2]string{{"trigger", "model_decision"}, {"description", s.Description}})
}

// document writes frontmatter fields in order, then the title and body.
// Values "", "false" and "model_decision" stay bare (Cursor reads `globs:`
// literally); everything else goes through the YAML encoder so quoting is right.
func (s Skill) document(fields [][2]string) []byte {
	var b strings.Builder
	b.WriteString("---\n")
	for _, f := range fields {
		b.WriteString(f[0])
		b.WriteString(":")
		switch f[1] {
		case "":
		case "false", "model_decision":
			b.WriteString(" " + f[1])
		default:
			b.WriteString(" " + scalar(f[1]))
		}
		b.WriteString("\n")
	}
	b.WriteString("---\n\n# ")
	b.WriteString(s.Title)
	b.WriteString("\n\n")
	b.WriteString(strings.TrimRight(s.genericBody(), "\n"))
	b.WriteString("\n")
	return []byte(b.String())
}

// scalar encodes a one-line string as a YAML flow scalar, quoting only when
// YAML needs it.
func scalar(v string) string {
	var n yaml.Node
	n.SetString(v)
	n.Style = 0
	out, err := yaml.Marshal(&n)
	if err != nil {
		// Marshalling a plain string node cannot fail.
		panic("skills: " + err.Error())
	}
	text := strings.TrimSuffix(string(out), "\n")
	if strings.Contains(text, "\n") {
		// One line per key for hosts with naive frontmatter parsers; a JSON
		// string is a valid YAML double-quoted scalar.
		text = strconv.Quote(v)
	}
	return text
}
