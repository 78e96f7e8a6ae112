package installers

import (
	"errors"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// testBinary is the command the testdata files expect.
const testBinary = "/opt/vibelens/bin/vibelens"

var testNow = time.Date(2026, 11, 30, 10, 15, 0, 0, time.UTC)

// sandbox is a fake home and project directory with an Installer confined
// to them: no host CLI on PATH, no host running, a fixed clock.
type sandbox struct {
	home, proj string
	vars       map[string]string
	in         *Installer
	ran        [][]string // commands passed to Run
}

func newSandbox(t *testing.T) *sandbox {
	t.Helper()
	s := &sandbox{home: t.TempDir(), proj: t.TempDir()}
	s.vars = map[string]string{"HOME": s.home}
	s.in = &Installer{
		Env:      Env{GOOS: "linux", Getenv: func(k string) string { return s.vars[k] }, Dir: s.proj},
		Entry:    NewEntry(testBinary),
		LookPath: func(string) (string, error) { return "", exec.ErrNotFound },
		Now:      func() time.Time { return testNow },
		Running:  func(*Host) bool { return false },
		Run: func(dir, name string, args ...string) ([]byte, error) {
			s.ran = append(s.ran, append([]string{name}, args...))
			return []byte("ok\n"), nil
		},
	}
	return s
}

// goldenScope is the scope whose file the golden cases edit: Claude Code's
// user config belongs to its CLI, so its file cases use .mcp.json.
func goldenScope(h *Host) Scope {
	if h.ManagedByCLI() {
		return ScopeProject
	}
	return ScopeUser
}

// place writes testdata/<host>/<name> to h's config path and returns the path.
func (s *sandbox) place(t *testing.T, h *Host, name string) (path string, data []byte) {
	t.Helper()
	path, err := h.ConfigPath(goldenScope(h), s.in.Env)
	if err != nil {
		t.Fatal(err)
	}
	if name == "" {
		return path, nil
	}
	data = readTestdata(t, h, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, data
}

func readTestdata(t *testing.T, h *Host, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", h.Name, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// golden compares got with testdata/<host>/<name>, rewriting it with -update.
func golden(t *testing.T, h *Host, name string, got []byte) {
	t.Helper()
	p := filepath.Join("testdata", h.Name, name)
	if *update {
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test ./installers -update to create it)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs from golden file:\n%s", p, UnifiedDiff(p, want, got))
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// backups lists the backup files beside path.
func backups(t *testing.T, path string) []string {
	t.Helper()
	m, err := filepath.Glob(path + BackupSuffix + "*")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// assertUntouched checks path still holds want and has no backup.
func assertUntouched(t *testing.T, path string, want []byte) {
	t.Helper()
	got, err := os.ReadFile(path)
	if want == nil {
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s exists, want no file (err %v)", path, err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("%s changed:\n%s", path, UnifiedDiff(path, want, got))
	}
	if b := backups(t, path); len(b) > 0 {
		t.Errorf("unexpected backups %v", b)
	}
}

func TestInstallGolden(t *testing.T) {
	for _, h := range Hosts() {
		for _, tc := range []struct {
			name   string // testdata case; "new" has no file
			action Action
		}{
			{"new", ActionCreate},
			{"others", ActionUpdate},
			{"different", ActionUpdate}, // with Force
		} {
			t.Run(h.Name+"/"+tc.name, func(t *testing.T) {
				s := newSandbox(t)
				before := ""
				if tc.name != "new" {
					before = tc.name + ".before"
				}
				path, orig := s.place(t, h, before)
				res, err := s.in.Install(h, Options{Scope: goldenScope(h), Force: true})
				if err != nil {
					t.Fatalf("Install: %v", err)
				}
				if res.Action != tc.action {
					t.Errorf("Action = %q, want %q", res.Action, tc.action)
				}
				got := readFile(t, path)
				golden(t, h, tc.name+".after", got)
				if res.Diff != UnifiedDiff(path, orig, got) {
					t.Errorf("Diff does not describe the change:\n%s", res.Diff)
				}
				if orig == nil {
					if res.Backup != "" {
						t.Errorf("Backup = %q for a new file", res.Backup)
					}
					return
				}
				want := path + BackupSuffix + "20261130T101500"
				if res.Backup != want {
					t.Errorf("Backup = %q, want %q", res.Backup, want)
				}
				if b := readFile(t, res.Backup); string(b) != string(orig) {
					t.Errorf("backup differs from the original")
				}
			})
		}
	}
}

func TestInstallAlreadyInstalled(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, orig := s.place(t, h, "same.before")
			fi, _ := os.Stat(path)
			res, err := s.in.Install(h, Options{Scope: goldenScope(h)})
			if err != nil {
				t.Fatalf("Install: %v", err)
			}
			if res.Action != ActionNone || res.Diff != "" || res.Backup != "" {
				t.Errorf("Install = %+v, want ActionNone and no diff or backup", res.Change)
			}
			assertUntouched(t, path, orig)
			if fi2, _ := os.Stat(path); !fi2.ModTime().Equal(fi.ModTime()) {
				t.Errorf("file was rewritten")
			}
		})
	}
}

func TestInstallTwiceWritesOnce(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, _ := s.place(t, h, "others.before")
			opt := Options{Scope: goldenScope(h)}
			if _, err := s.in.Install(h, opt); err != nil {
				t.Fatal(err)
			}
			first := readFile(t, path)
			s.in.Now = func() time.Time { return testNow.Add(time.Hour) }
			res, err := s.in.Install(h, opt)
			if err != nil || res.Action != ActionNone {
				t.Fatalf("second Install = %q, %v; want ActionNone", res.Action, err)
			}
			if got := readFile(t, path); string(got) != string(first) {
				t.Errorf("second install changed the file")
			}
			if b := backups(t, path); len(b) != 1 {
				t.Errorf("backups = %v, want only the first install's", b)
			}
		})
	}
}

func TestInstallRefusesDifferentEntry(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, orig := s.place(t, h, "different.before")
			res, err := s.in.Install(h, Options{Scope: goldenScope(h)})
			if !errors.Is(err, ErrConflict) {
				t.Fatalf("Install err = %v, want ErrConflict", err)
			}
			assertUntouched(t, path, orig)
			// The refusal shows what --force would do.
			want := UnifiedDiff(path, orig, readTestdata(t, h, "different.after"))
			if res.Diff != want {
				t.Errorf("Diff = \n%s\nwant\n%s", res.Diff, want)
			}
		})
	}
}

func TestInstallRefusesUnparsableFile(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			for _, install := range []bool{true, false} {
				s := newSandbox(t)
				path, orig := s.place(t, h, "broken.before")
				var err error
				if install {
					_, err = s.in.Install(h, Options{Scope: goldenScope(h), Force: true})
				} else {
					_, err = s.in.Uninstall(h, Options{Scope: goldenScope(h)})
				}
				var pe *ParseError
				if !errors.As(err, &pe) {
					t.Fatalf("err = %v, want *ParseError", err)
				}
				if pe.Path != path || pe.Line == 0 {
					t.Errorf("ParseError = %+v, want the path and a line", pe)
				}
				assertUntouched(t, path, orig)
				golden(t, h, "broken.err", []byte(strings.ReplaceAll(err.Error(), path, "<config>")+"\n"))
			}
		})
	}
}

func TestInstallReadOnly(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, orig := s.place(t, h, "others.before")
			if err := os.Chmod(path, 0o444); err != nil {
				t.Fatal(err)
			}
			_, err := s.in.Install(h, Options{Scope: goldenScope(h)})
			if !errors.Is(err, ErrReadOnly) {
				t.Fatalf("err = %v, want ErrReadOnly", err)
			}
			assertUntouched(t, path, orig)
			if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o444 {
				t.Errorf("mode = %v, want 0444", fi.Mode().Perm())
			}
		})
	}
}

// A path that cannot be written even by root: the config path is a
// directory.
func TestInstallTargetIsDirectory(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, _ := s.place(t, h, "")
			if err := os.MkdirAll(filepath.Join(path, "keep"), 0o755); err != nil {
				t.Fatal(err)
			}
			_, err := s.in.Install(h, Options{Scope: goldenScope(h)})
			if err == nil || !strings.Contains(err.Error(), "is a directory") {
				t.Fatalf("err = %v, want 'is a directory'", err)
			}
			if entries, _ := os.ReadDir(path); len(entries) != 1 {
				t.Errorf("directory contents changed: %v", entries)
			}
		})
	}
}

func TestUninstallGolden(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, orig := s.place(t, h, "uninstall.before")
			res, err := s.in.Uninstall(h, Options{Scope: goldenScope(h)})
			if err != nil {
				t.Fatalf("Uninstall: %v", err)
			}
			if res.Action != ActionRemove {
				t.Errorf("Action = %q, want remove", res.Action)
			}
			got := readFile(t, path)
			golden(t, h, "uninstall.after", got)
			if b := readFile(t, res.Backup); string(b) != string(orig) {
				t.Errorf("backup differs from the original")
			}
			// Nothing left to remove: no write.
			res, err = s.in.Uninstall(h, Options{Scope: goldenScope(h)})
			if err != nil || res.Action != ActionNone {
				t.Errorf("second Uninstall = %q, %v; want none", res.Action, err)
			}
		})
	}
}

// Install then uninstall gives the original bytes back when the file
// already had a servers table.
func TestInstallUninstallRoundTrip(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, orig := s.place(t, h, "others.before")
			if !strings.Contains(string(orig), h.ServersKey) {
				t.Skipf("%s's others.before has no %s to return to", h.Name, h.ServersKey)
			}
			opt := Options{Scope: goldenScope(h)}
			if _, err := s.in.Install(h, opt); err != nil {
				t.Fatal(err)
			}
			if _, err := s.in.Uninstall(h, opt); err != nil {
				t.Fatal(err)
			}
			if got := readFile(t, path); string(got) != string(orig) {
				t.Errorf("round trip changed the file:\n%s", UnifiedDiff(path, orig, got))
			}
		})
	}
}

func TestUninstallNoFile(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, _ := s.place(t, h, "")
			res, err := s.in.Uninstall(h, Options{Scope: goldenScope(h)})
			if err != nil || res.Action != ActionNone {
				t.Fatalf("Uninstall = %q, %v; want none", res.Action, err)
			}
			assertUntouched(t, path, nil)
		})
	}
}

func TestDryRunWritesNothing(t *testing.T) {
	for _, h := range Hosts() {
		for _, tc := range []string{"new", "others"} {
			t.Run(h.Name+"/"+tc, func(t *testing.T) {
				s := newSandbox(t)
				before := ""
				if tc != "new" {
					before = tc + ".before"
				}
				path, orig := s.place(t, h, before)
				res, err := s.in.Install(h, Options{Scope: goldenScope(h), DryRun: true})
				if err != nil {
					t.Fatal(err)
				}
				want := UnifiedDiff(path, orig, readTestdata(t, h, tc+".after"))
				if res.Diff != want || want == "" {
					t.Errorf("dry-run Diff =\n%s\nwant\n%s", res.Diff, want)
				}
				assertUntouched(t, path, orig)
				if orig == nil {
					if _, err := os.Stat(filepath.Dir(path)); !errors.Is(err, fs.ErrNotExist) && filepath.Dir(path) != s.home && filepath.Dir(path) != s.proj {
						t.Errorf("dry run created %s", filepath.Dir(path))
					}
				}
			})
		}
	}
}

func TestDryRunUninstall(t *testing.T) {
	s := newSandbox(t)
	h, _ := Lookup("vscode")
	path, orig := s.place(t, h, "uninstall.before")
	res, err := s.in.Uninstall(h, Options{Scope: ScopeUser, DryRun: true})
	if err != nil {
		t.Fatal(err)
	}
	if want := UnifiedDiff(path, orig, readTestdata(t, h, "uninstall.after")); res.Diff != want {
		t.Errorf("Diff =\n%s\nwant\n%s", res.Diff, want)
	}
	assertUntouched(t, path, orig)
}

func TestPermissionsKept(t *testing.T) {
	for _, h := range Hosts() {
		t.Run(h.Name, func(t *testing.T) {
			s := newSandbox(t)
			path, _ := s.place(t, h, "others.before")
			if err := os.Chmod(path, 0o600); err != nil {
				t.Fatal(err)
			}
			res, err := s.in.Install(h, Options{Scope: goldenScope(h)})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range []string{path, res.Backup} {
				if fi, err := os.Stat(p); err != nil || fi.Mode().Perm() != 0o600 {
					t.Errorf("%s mode = %v (%v), want 0600", p, fi.Mode().Perm(), err)
				}
			}
		})
	}
}

// A dotfiles symlink stays a symlink; its target is what changes.
func TestSymlinkedConfigStaysLink(t *testing.T) {
	s := newSandbox(t)
	h, _ := Lookup("cursor")
	path, orig := s.place(t, h, "others.before")
	target := filepath.Join(t.TempDir(), "mcp.json")
	if err := os.WriteFile(target, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(path)
	if err := os.Symlink(target, path); err != nil {
		t.Fatal(err)
	}
	if _, err := s.in.Install(h, Options{Scope: ScopeUser}); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(path); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Fatalf("%s is no longer a symlink", path)
	}
	if got := readFile(t, target); string(got) != string(readTestdata(t, h, "others.after")) {
		t.Errorf("target not updated:\n%s", got)
	}
}

func TestNewFileInPrivateDirIsPrivate(t *testing.T) {
	s := newSandbox(t)
	h, _ := Lookup("codex")
	dir := filepath.Join(s.home, ".codex")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := s.in.Install(h, Options{Scope: ScopeUser}); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(filepath.Join(dir, "config.toml")); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode = %v, want 0600 in a 0700 directory", fi.Mode().Perm())
	}
}

func TestNoProjectScope(t *testing.T) {
	s := newSandbox(t)
	for _, name := range []string{"windsurf", "claude-desktop"} {
		h, _ := Lookup(name)
		_, err := s.in.Install(h, Options{Scope: ScopeProject})
		if !errors.Is(err, ErrNoProjectScope) {
			t.Errorf("Install(%s, project) err = %v, want ErrNoProjectScope", name, err)
		}
	}
}

func TestRunningHostWarns(t *testing.T) {
	s := newSandbox(t)
	h, _ := Lookup("claude-desktop")
	s.in.Running = func(got *Host) bool { return got == h }
	res, err := s.in.Install(h, Options{Scope: ScopeUser})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "Claude Desktop is running") {
		t.Errorf("Warnings = %q, want one about Claude Desktop running", res.Warnings)
	}
}

func TestStrictJSONWithCommentsWarns(t *testing.T) {
	s := newSandbox(t)
	h, _ := Lookup("cursor")
	path, _ := s.place(t, h, "")
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, []byte("{\n  // mine\n  \"mcpServers\": {}\n}\n"), 0o644)
	res, err := s.in.Install(h, Options{Scope: ScopeUser})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "comments") {
		t.Errorf("Warnings = %q, want one about comments", res.Warnings)
	}
	if got := readFile(t, path); !strings.Contains(string(got), "// mine") {
		t.Errorf("comment lost:\n%s", got)
	}
}

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
			if len(h.User.forOS(goos)) == 0 {
				t.Errorf("%s: no user config on %s", h.Name, goos)
			}
		}
	}
	want := []string{"claude-code", "cursor", "windsurf", "vscode", "claude-desktop", "codex", "gemini", "zed"}
	if got := Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %q, want %q", got, want)
	}
}
