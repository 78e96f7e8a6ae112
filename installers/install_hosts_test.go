package installers

// Per host: the claude CLI, the skills, finding the hosts and diagnosing
// them, and the host table.

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestClaudeCodeCLI(t *testing.T) {
	h, _ := Lookup("claude-code")
	withCLI := func(s *sandbox) {
		s.in.LookPath = func(f string) (string, error) { return "/usr/bin/" + f, nil }
	}
	add := []string{"/usr/bin/claude", "mcp", "add", "--scope", "user", "vibelens", "--", testBinary, "serve"}
	remove := []string{"/usr/bin/claude", "mcp", "remove", "--scope", "user", "vibelens"}
	userFile := func(s *sandbox, content string) string {
		p := filepath.Join(s.home, ".claude.json")
		if content != "" {
			os.WriteFile(p, []byte(content), 0o600)
		}
		return p
	}

	t.Run("add", func(t *testing.T) {
		s := newSandbox(t)
		withCLI(s)
		p := userFile(s, `{"numStartups": 3}`)
		res, err := s.in.Install(h, Options{Scope: ScopeUser})
		if err != nil || res.Action != ActionCLI {
			t.Fatalf("Install = %q, %v", res.Action, err)
		}
		if !reflect.DeepEqual(s.ran, [][]string{add}) {
			t.Errorf("ran %q, want %q", s.ran, add)
		}
		assertUntouched(t, p, []byte(`{"numStartups": 3}`))
	})
	t.Run("dry run", func(t *testing.T) {
		s := newSandbox(t)
		withCLI(s)
		res, err := s.in.Install(h, Options{Scope: ScopeUser, DryRun: true})
		if err != nil || res.Action != ActionCLI || len(s.ran) != 0 {
			t.Fatalf("dry run = %q, %v, ran %q", res.Action, err, s.ran)
		}
		if !reflect.DeepEqual(res.Command, []string{"claude", "mcp", "add", "--scope", "user", "vibelens", "--", testBinary, "serve"}) {
			t.Errorf("Command = %q", res.Command)
		}
	})
	t.Run("already installed", func(t *testing.T) {
		s := newSandbox(t)
		withCLI(s)
		userFile(s, `{"mcpServers": {"vibelens": {"type": "stdio", "command": "`+testBinary+`", "args": ["serve"], "env": {}}}}`)
		res, err := s.in.Install(h, Options{Scope: ScopeUser})
		if err != nil || res.Action != ActionNone || len(s.ran) != 0 {
			t.Fatalf("Install = %q, %v, ran %q; want none", res.Action, err, s.ran)
		}
	})
	t.Run("different", func(t *testing.T) {
		s := newSandbox(t)
		withCLI(s)
		userFile(s, `{"mcpServers": {"vibelens": {"type": "stdio", "command": "/old/vibelens", "args": ["serve"], "env": {}}}}`)
		res, err := s.in.Install(h, Options{Scope: ScopeUser})
		if !errors.Is(err, ErrConflict) || len(s.ran) != 0 || !strings.Contains(res.Diff, "-    \"command\": \"/old/vibelens\"") {
			t.Fatalf("Install = %v, ran %q, diff\n%s", err, s.ran, res.Diff)
		}
		if _, err := s.in.Install(h, Options{Scope: ScopeUser, Force: true}); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(s.ran, [][]string{remove, add}) {
			t.Errorf("ran %q, want remove then add", s.ran)
		}
	})
	t.Run("uninstall", func(t *testing.T) {
		s := newSandbox(t)
		withCLI(s)
		userFile(s, `{"mcpServers": {"vibelens": {"command": "x"}}}`)
		if _, err := s.in.Uninstall(h, Options{Scope: ScopeUser}); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(s.ran, [][]string{remove}) {
			t.Errorf("ran %q, want %q", s.ran, remove)
		}
	})
	t.Run("project runs cli in project dir", func(t *testing.T) {
		s := newSandbox(t)
		withCLI(s)
		var dirs []string
		s.in.Run = func(dir, name string, args ...string) ([]byte, error) {
			dirs = append(dirs, dir)
			return nil, nil
		}
		if _, err := s.in.Install(h, Options{Scope: ScopeProject}); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(dirs, []string{s.proj}) {
			t.Errorf("ran in %q, want the project dir", dirs)
		}
	})
	t.Run("no cli, user scope", func(t *testing.T) {
		s := newSandbox(t)
		p := userFile(s, "")
		res, err := s.in.Install(h, Options{Scope: ScopeUser})
		if err != nil || res.Action != ActionManual {
			t.Fatalf("Install = %q, %v; want manual", res.Action, err)
		}
		if got := QuoteCommand(res.Command); got != "claude mcp add --scope user vibelens -- "+testBinary+" serve" {
			t.Errorf("Command = %s", got)
		}
		assertUntouched(t, p, nil)
	})
	t.Run("cli fails", func(t *testing.T) {
		s := newSandbox(t)
		withCLI(s)
		s.in.Run = func(string, string, ...string) ([]byte, error) {
			return []byte("MCP server vibelens already exists"), errors.New("exit status 1")
		}
		_, err := s.in.Install(h, Options{Scope: ScopeUser})
		if err == nil || !strings.Contains(err.Error(), "already exists") {
			t.Errorf("err = %v, want the CLI's output", err)
		}
	})
}

func TestSkills(t *testing.T) {
	files := map[string]map[string][]byte{
		"cursor": {".cursor/rules/check-ui.mdc": []byte("rule\n")},
		"claude": {".claude/skills/check-ui/SKILL.md": []byte("skill\n")},
	}
	source := func(format string) (map[string][]byte, error) { return files[format], nil }

	t.Run("project files", func(t *testing.T) {
		s := newSandbox(t)
		s.in.Skills = source
		h, _ := Lookup("cursor")
		res, err := s.in.Install(h, Options{Scope: ScopeProject, Skills: true})
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(s.proj, ".cursor/rules/check-ui.mdc")
		if len(res.Skills) != 1 || res.Skills[0].Path != p || res.Skills[0].Action != ActionCreate {
			t.Fatalf("Skills = %+v", res.Skills)
		}
		if got := readFile(t, p); string(got) != "rule\n" {
			t.Errorf("%s = %q", p, got)
		}
		res, err = s.in.Install(h, Options{Scope: ScopeProject, Skills: true})
		if err != nil || res.Skills[0].Action != ActionNone {
			t.Errorf("second install: %+v, %v; want none", res.Skills, err)
		}
		res, err = s.in.Uninstall(h, Options{Scope: ScopeProject, Skills: true})
		if err != nil || res.Skills[0].Action != ActionRemove {
			t.Errorf("uninstall: %+v, %v", res.Skills, err)
		}
		if _, err := os.Stat(p); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s still there", p)
		}
	})
	t.Run("claude user skills go home", func(t *testing.T) {
		s := newSandbox(t)
		s.in.Skills = source
		s.in.LookPath = func(f string) (string, error) { return "/usr/bin/" + f, nil }
		h, _ := Lookup("claude-code")
		res, err := s.in.Install(h, Options{Scope: ScopeUser, Skills: true, DryRun: true})
		if err != nil {
			t.Fatal(err)
		}
		want := filepath.Join(s.home, ".claude/skills/check-ui/SKILL.md")
		if len(res.Skills) != 1 || res.Skills[0].Path != want || !strings.Contains(res.Skills[0].Diff, "+skill") {
			t.Fatalf("Skills = %+v", res.Skills)
		}
		assertUntouched(t, want, nil)
	})
	t.Run("edited skill file is kept on uninstall", func(t *testing.T) {
		s := newSandbox(t)
		s.in.Skills = source
		h, _ := Lookup("cursor")
		p := filepath.Join(s.proj, ".cursor/rules/check-ui.mdc")
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("my own edits\n"), 0o644)
		res, err := s.in.Uninstall(h, Options{Scope: ScopeProject, Skills: true})
		if err != nil || len(res.Warnings) != 1 {
			t.Fatalf("Uninstall: %v, warnings %q", err, res.Warnings)
		}
		assertUntouched(t, p, []byte("my own edits\n"))
	})
	t.Run("host without skills", func(t *testing.T) {
		s := newSandbox(t)
		s.in.Skills = source
		h, _ := Lookup("claude-desktop")
		res, err := s.in.Install(h, Options{Scope: ScopeUser, Skills: true})
		if err != nil || len(res.Warnings) != 1 {
			t.Errorf("Install: %v, warnings %q; want one warning", err, res.Warnings)
		}
	})
	t.Run("codex, gemini and zed read ~/.agents/skills", func(t *testing.T) {
		for _, name := range []string{"codex", "gemini", "zed"} {
			s := newSandbox(t)
			s.in.Skills = func(format string) (map[string][]byte, error) {
				if format != "agents" {
					return nil, errors.New("format " + format)
				}
				return map[string][]byte{".agents/skills/check-ui/SKILL.md": []byte("skill\n")}, nil
			}
			h, _ := Lookup(name)
			res, err := s.in.Install(h, Options{Scope: ScopeUser, Skills: true})
			if err != nil || len(res.Warnings) != 0 {
				t.Fatalf("%s: %v, warnings %q", name, err, res.Warnings)
			}
			if got := readFile(t, filepath.Join(s.home, ".agents/skills/check-ui/SKILL.md")); string(got) != "skill\n" {
				t.Errorf("%s: SKILL.md = %q", name, got)
			}
		}
	})
	t.Run("not wired", func(t *testing.T) {
		s := newSandbox(t)
		h, _ := Lookup("cursor")
		if _, err := s.in.Install(h, Options{Scope: ScopeProject, Skills: true}); !errors.Is(err, ErrNoSkills) {
			t.Errorf("err = %v, want ErrNoSkills", err)
		}
	})
}

func TestFound(t *testing.T) {
	s := newSandbox(t)
	cursor, _ := Lookup("cursor")
	codex, _ := Lookup("codex")
	claude, _ := Lookup("claude-code")
	os.MkdirAll(filepath.Join(s.home, ".cursor"), 0o755)
	s.in.LookPath = func(f string) (string, error) {
		if f == "codex" {
			return "/usr/bin/codex", nil
		}
		return "", exec.ErrNotFound
	}
	var found []string
	for _, h := range Hosts() {
		if s.in.Found(h) {
			found = append(found, h.Name)
		}
	}
	if want := []string{cursor.Name, codex.Name}; !reflect.DeepEqual(found, want) {
		t.Errorf("found %q, want %q", found, want)
	}
	// Claude Code is found by ~/.claude, not by the home directory that
	// holds ~/.claude.json.
	os.MkdirAll(filepath.Join(s.home, ".claude"), 0o755)
	if !s.in.Found(claude) {
		t.Errorf("claude-code not found with ~/.claude present")
	}
}

func TestDiagnose(t *testing.T) {
	s := newSandbox(t)
	cursor, _ := Lookup("cursor")
	vscode, _ := Lookup("vscode")
	zed, _ := Lookup("zed")
	s.place(t, cursor, "same.before") // command /opt/vibelens/bin/vibelens: missing
	s.place(t, vscode, "broken.before")
	bin := filepath.Join(t.TempDir(), "vibelens")
	os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755)
	s.in.Entry = NewEntry(bin)
	if _, err := s.in.Install(zed, Options{Scope: ScopeProject}); err != nil {
		t.Fatal(err)
	}
	byKey := map[string]HostStatus{}
	for _, st := range s.in.Diagnose() {
		byKey[st.Host.Name+"/"+string(st.Scope)] = st
	}
	if st := byKey["cursor/user"]; !st.Exists || !st.Entry || st.Command != testBinary || st.CommandErr == nil || st.OK() {
		t.Errorf("cursor = %+v, want entry with a missing command", st)
	}
	if st := byKey["vscode/user"]; st.Err == nil || st.OK() {
		t.Errorf("vscode = %+v, want a parse error", st)
	}
	if st := byKey["zed/project"]; !st.Entry || st.Command != bin || !st.OK() {
		t.Errorf("zed project = %+v, want a healthy entry", st)
	}
	if st := byKey["gemini/user"]; st.Exists || st.Entry || !st.OK() {
		t.Errorf("gemini = %+v, want absent and ok", st)
	}
	if _, ok := byKey["gemini/project"]; ok {
		t.Errorf("absent project configs should not be listed")
	}
}

func TestHostTableIsData(t *testing.T) {
	names := map[string]bool{}
	for _, h := range Hosts() {
		if names[h.Name] {
			t.Errorf("duplicate host %s", h.Name)
		}
		names[h.Name] = true
		if h.DisplayName == "" || h.ServersKey == "" {
			t.Errorf("%s: missing display name or servers key", h.Name)
		}
		for _, goos := range []string{"darwin", "linux", "windows"} {
			if len(h.User.ForOS(goos)) == 0 {
				t.Errorf("%s: no user config on %s", h.Name, goos)
			}
		}
	}
	want := []string{"claude-code", "cursor", "windsurf", "vscode", "claude-desktop", "codex", "gemini", "zed"}
	if got := Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %q, want %q", got, want)
	}
}
