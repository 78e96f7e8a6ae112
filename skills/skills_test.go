package skills

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"gopkg.in/yaml.v3"
)

func TestAllOrder(t *testing.T) {
	var names []string
	for _, s := range All() {
		names = append(names, s.Name)
	}
	if want := []string{"check-ui", "responsive-audit"}; !slices.Equal(names, want) {
		t.Fatalf("All() names = %v, want %v", names, want)
	}
}

func TestAllReturnsCopies(t *testing.T) {
	a := All()
	a[0].Arguments[0].Name = "mutated"
	if got := All()[0].Arguments[0].Name; got != "url" {
		t.Fatalf("mutating All() leaked into the package: Arguments[0].Name = %q", got)
	}
}

func TestLookup(t *testing.T) {
	for _, name := range []string{"check-ui", "responsive-audit"} {
		s, ok := Lookup(name)
		if !ok || s.Name != name {
			t.Errorf("Lookup(%q) = %q, %v, want the skill", name, s.Name, ok)
		}
	}
	if _, ok := Lookup("nope"); ok {
		t.Error(`Lookup("nope") found a skill`)
	}
}

// TestEmbeddedSkillsValid re-runs the loader over every embedded YAML file
// and checks the properties hosts depend on, one skill at a time.
func TestEmbeddedSkillsValid(t *testing.T) {
	files, err := sources.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(order) {
		t.Errorf("%d embedded YAML files, %d skills in order", len(files), len(order))
	}
	for _, f := range files {
		t.Run(f.Name(), func(t *testing.T) {
			data, err := sources.ReadFile(f.Name())
			if err != nil {
				t.Fatal(err)
			}
			s, err := parse(data)
			if err != nil {
				t.Fatal(err)
			}
			if s.Name+".yaml" != f.Name() {
				t.Errorf("name %q does not match file %s", s.Name, f.Name())
			}
			if n := len(s.Description); n == 0 || n > MaxDescription {
				t.Errorf("description is %d characters, want 1..%d", n, MaxDescription)
			}
			if !strings.Contains(strings.ToLower(s.Description), "use when") &&
				!strings.Contains(strings.ToLower(s.Description), "use after") {
				t.Error("description does not say when to use the skill")
			}
			body := s.genericBody()
			// The body is spent from the model's context on every use.
			if words := len(strings.Fields(body)); words < 200 || words > 500 {
				t.Errorf("body is %d words, want roughly 250-450", words)
			}
			for _, must := range []string{
				"inspect_localhost_ui", "untrusted", "prompt injection", "sinceLastCapture",
				"grep", "findings", "consoleLogs", "failedRequests", "CONNECTION_REFUSED",
			} {
				if !strings.Contains(body, must) {
					t.Errorf("body does not mention %q", must)
				}
			}
			if strings.Contains(body, "{{") || strings.Contains(body, "}}") {
				t.Error("generic body keeps template braces")
			}
		})
	}
}

func TestResponsiveAuditCoversEveryViewport(t *testing.T) {
	s, _ := Lookup("responsive-audit")
	body := s.genericBody()
	for _, v := range []string{"`mobile` (390x844)", "`tablet` (820x1180)", "`desktop` (1920x1080)", "`viewport: \"all\"`"} {
		if !strings.Contains(body, v) {
			t.Errorf("responsive-audit body does not mention %s", v)
		}
	}
}

func TestRender(t *testing.T) {
	tests := []struct {
		skill   string
		args    map[string]string
		want    []string // substrings of the output
		wantErr string   // substring of the error
	}{
		{"check-ui", map[string]string{"url": "http://localhost:3000/pricing"}, []string{"Page: http://localhost:3000/pricing\n"}, ""},
		{"check-ui", map[string]string{"url": "  http://127.0.0.1:5173/ \n"}, []string{"Page: http://127.0.0.1:5173/\n"}, ""},
		{"check-ui", nil, nil, `missing required argument "url"`},
		{"check-ui", map[string]string{"url": "  "}, nil, `missing required argument "url"`},
		{"check-ui", map[string]string{"url": "http://localhost", "focus": "nav"}, nil, `unknown argument "focus"`},
		{"responsive-audit", map[string]string{"url": "http://localhost:5173/", "focus": "the navigation bar"},
			[]string{"Page: http://localhost:5173/\n", "Focus: the navigation bar\n"}, ""},
		{"responsive-audit", map[string]string{"url": "http://localhost:5173/"},
			[]string{"Focus: the whole page, or the part the user names\n"}, ""},
		{"responsive-audit", map[string]string{"focus": "nav"}, nil, `missing required argument "url"`},
	}
	for _, tt := range tests {
		s, ok := Lookup(tt.skill)
		if !ok {
			t.Fatalf("Lookup(%q) failed", tt.skill)
		}
		got, err := s.Render(tt.args)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s.Render(%v) error = %v, want one containing %q", tt.skill, tt.args, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s.Render(%v) error = %v", tt.skill, tt.args, err)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s.Render(%v) lacks %q", tt.skill, tt.args, w)
			}
		}
		if strings.Contains(got, "{{") || strings.Contains(got, "}}") || strings.Contains(got, "<no value>") {
			t.Errorf("%s.Render(%v) leaves a placeholder", tt.skill, tt.args)
		}
	}
}

// TestRenderDoesNotInterpretValues guards against a value being run as a template.
func TestRenderDoesNotInterpretValues(t *testing.T) {
	s, _ := Lookup("check-ui")
	got, err := s.Render(map[string]string{"url": "http://localhost/{{.url}}"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "Page: http://localhost/{{.url}}\n") {
		t.Error("a value with braces was not inserted verbatim")
	}
}

const validYAML = `name: demo
title: Demo
description: Demo skill. Use when testing.
arguments:
  - name: url
    description: the page
    required: true
    generic: the page
body: |
  Page: {{.url}} with inspect_localhost_ui.
`

func TestParseRejects(t *testing.T) {
	if _, err := parse([]byte(validYAML)); err != nil {
		t.Fatalf("parse(valid) = %v", err)
	}
	edit := func(old, new string) string { return strings.Replace(validYAML, old, new, 1) }
	tests := []struct {
		name, yaml, wantErr string
	}{
		{"unknown field", validYAML + "extra: 1\n", "field extra not found"},
		{"unknown argument field", edit("    required: true\n", "    required: true\n    default: x\n"), "field default not found"},
		{"not kebab", edit("name: demo", "name: Demo_Skill"), "kebab-case"},
		{"empty description", edit("description: Demo skill. Use when testing.", `description: ""`), "description is empty"},
		{"long description", edit("description: Demo skill. Use when testing.", "description: "+strings.Repeat("a", MaxDescription+1)), "more than 1024"},
		{"empty body", edit("body: |\n  Page: {{.url}} with inspect_localhost_ui.\n", `body: ""`), "body is empty"},
		{"no tool", edit("with inspect_localhost_ui", "with a browser"), "inspect_localhost_ui"},
		{"url optional", edit("required: true", "required: false"), "required url"},
		{"no url", edit("name: url", "name: page"), "required url"},
		{"undeclared placeholder", edit("{{.url}}", "{{.url}} {{.focus}}"), "focus"},
		{"unused argument", edit("Page: {{.url}}", "Page:"), `never uses argument "url"`},
		{"stray braces", edit("{{.url}}", "{{.url}} {{ \"{{\" }}"), "braces"},
		{"bad template", edit("{{.url}}", "{{.url"), "body:"},
		{"two documents", validYAML + "---\nname: other\n", "more than one"},
		{"no title", edit("title: Demo", `title: ""`), "title is empty"},
		{"no argument description", edit("description: the page", `description: ""`), "no description"},
		{"no generic", edit("generic: the page", `generic: ""`), "generic"},
	}
	for _, tt := range tests {
		_, err := parse([]byte(tt.yaml))
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: parse error = %v, want one containing %q", tt.name, err, tt.wantErr)
		}
	}
}

func TestLoadChecksFileNamesAndOrder(t *testing.T) {
	good := func() fstest.MapFS {
		fsys := fstest.MapFS{}
		for _, n := range order {
			data, _ := sources.ReadFile(n + ".yaml")
			fsys[n+".yaml"] = &fstest.MapFile{Data: data}
		}
		return fsys
	}
	if _, err := load(good()); err != nil {
		t.Fatalf("load(embedded copy) = %v", err)
	}

	renamed := good()
	renamed["other.yaml"] = renamed["check-ui.yaml"]
	delete(renamed, "check-ui.yaml")
	if _, err := load(renamed); err == nil || !strings.Contains(err.Error(), "does not match the file name") {
		t.Errorf("load(renamed file) = %v, want a name mismatch", err)
	}

	missing := good()
	delete(missing, "responsive-audit.yaml")
	if _, err := load(missing); err == nil || !strings.Contains(err.Error(), "no responsive-audit.yaml") {
		t.Errorf("load(missing file) = %v, want a missing-file error", err)
	}

	extra := good()
	extra["demo.yaml"] = &fstest.MapFile{Data: []byte(validYAML)}
	if _, err := load(extra); err == nil || !strings.Contains(err.Error(), "order list") {
		t.Errorf("load(unlisted file) = %v, want an order-list error", err)
	}
}

// frontmatter splits a generated file into its YAML header and the rest.
func frontmatter(t *testing.T, doc []byte) (map[string]any, string) {
	t.Helper()
	rest, ok := bytes.CutPrefix(doc, []byte("---\n"))
	if !ok {
		t.Fatalf("no frontmatter in:\n%s", doc)
	}
	head, body, ok := bytes.Cut(rest, []byte("\n---\n"))
	if !ok {
		t.Fatalf("unterminated frontmatter in:\n%s", doc)
	}
	var m map[string]any
	dec := yaml.NewDecoder(bytes.NewReader(head))
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("frontmatter does not parse: %v\n%s", err, head)
	}
	for _, line := range strings.Split(string(head), "\n") {
		if strings.HasPrefix(line, " ") {
			t.Errorf("frontmatter value spans lines: %q", line)
		}
	}
	return m, string(body)
}

func TestSkillMarkdown(t *testing.T) {
	for _, s := range All() {
		m, body := frontmatter(t, s.SkillMarkdown())
		if m["name"] != s.Name || m["description"] != s.Description || m["allowed-tools"] != PluginToolName {
			t.Errorf("%s: frontmatter = %v", s.Name, m)
		}
		if len(m) != 3 {
			t.Errorf("%s: frontmatter has keys %v, want name, description, allowed-tools", s.Name, m)
		}
		if !strings.HasPrefix(body, "\n# "+s.Title+"\n") {
			t.Errorf("%s: body does not start with the title heading", s.Name)
		}
		if !strings.Contains(body, "the URL the user names, or the dev server's URL") {
			t.Errorf("%s: SKILL.md does not phrase the url generically", s.Name)
		}
	}
}

func TestRules(t *testing.T) {
	for _, s := range All() {
		cursor := string(s.CursorRule())
		if !strings.HasPrefix(cursor, "---\ndescription: ") || !strings.Contains(cursor, "\nglobs:\nalwaysApply: false\n---\n") {
			t.Errorf("%s: Cursor rule frontmatter:\n%s", s.Name, cursor[:200])
		}
		m, _ := frontmatter(t, s.CursorRule())
		if m["description"] != s.Description || m["globs"] != nil || m["alwaysApply"] != false {
			t.Errorf("%s: Cursor frontmatter = %v", s.Name, m)
		}
		m, body := frontmatter(t, s.WindsurfRule())
		if m["trigger"] != "model_decision" || m["description"] != s.Description || len(m) != 2 {
			t.Errorf("%s: Windsurf frontmatter = %v", s.Name, m)
		}
		// Windsurf ignores rule files over 12,000 characters.
		if n := len(s.WindsurfRule()); n > 12000 {
			t.Errorf("%s: Windsurf rule is %d characters", s.Name, n)
		}
		if !strings.Contains(body, "inspect_localhost_ui") {
			t.Errorf("%s: Windsurf rule lacks the body", s.Name)
		}
	}
}

func TestFiles(t *testing.T) {
	want := map[string][]string{
		"agents":   {".agents/skills/check-ui/SKILL.md", ".agents/skills/responsive-audit/SKILL.md"},
		"claude":   {".claude/skills/check-ui/SKILL.md", ".claude/skills/responsive-audit/SKILL.md"},
		"cursor":   {".cursor/rules/check-ui.mdc", ".cursor/rules/responsive-audit.mdc"},
		"windsurf": {".windsurf/rules/check-ui.md", ".windsurf/rules/responsive-audit.md"},
		"plugin":   {"skills/check-ui/SKILL.md", "skills/responsive-audit/SKILL.md"},
	}
	if got := Formats(); len(got) != len(want) {
		t.Errorf("Formats() = %v", got)
	}
	for format, paths := range want {
		files, err := Files(format)
		if err != nil {
			t.Fatalf("Files(%q) = %v", format, err)
		}
		var got []string
		for p, content := range files {
			got = append(got, p)
			if len(content) == 0 {
				t.Errorf("Files(%q)[%q] is empty", format, p)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, paths) {
			t.Errorf("Files(%q) paths = %v, want %v", format, got, paths)
		}
	}

	claude, _ := Files("claude")
	m, _ := frontmatter(t, claude[".claude/skills/check-ui/SKILL.md"])
	if m["allowed-tools"] != ClaudeToolName {
		t.Errorf("claude SKILL.md allowed-tools = %v, want %s", m["allowed-tools"], ClaudeToolName)
	}
	agents, _ := Files("agents")
	m, _ = frontmatter(t, agents[".agents/skills/check-ui/SKILL.md"])
	if _, ok := m["allowed-tools"]; ok {
		t.Error("agents SKILL.md pre-approves a tool name that host does not use")
	}

	if _, err := Files("vscode"); err == nil || !strings.Contains(err.Error(), "agents, claude, cursor, windsurf, plugin") {
		t.Errorf(`Files("vscode") error = %v, want the list of formats`, err)
	}
}

// TestPluginSkillsUpToDate fails when plugin/skills drifts from the YAML.
func TestPluginSkillsUpToDate(t *testing.T) {
	files, err := Files("plugin")
	if err != nil {
		t.Fatal(err)
	}
	for p, want := range files {
		got, err := os.ReadFile(filepath.Join("..", "plugin", filepath.FromSlash(p)))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("plugin/%s is out of date with the skill YAML: run `go generate ./skills`", p)
		}
	}
	onDisk, err := filepath.Glob(filepath.Join("..", "plugin", "skills", "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range onDisk {
		if _, ok := files["skills/"+filepath.Base(dir)+"/SKILL.md"]; !ok {
			t.Errorf("plugin/skills/%s has no skill YAML: run `go generate ./skills`", filepath.Base(dir))
		}
	}
}

// TestImports keeps the package free of browser and server code, so hosts
// and installers can use it without pulling in Chromium.
func TestImports(t *testing.T) {
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if path := strings.Trim(imp.Path.Value, `"`); strings.HasPrefix(path, "github.com/vibelens/vibelens/") {
				t.Errorf("%s imports %s; package skills must stand alone", p, path)
			}
		}
	}
}
