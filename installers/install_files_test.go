package installers

// How an install treats the files it writes: a dry run writes nothing,
// permissions, links and private directories are kept.

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/internal/udiff"
)

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
				want := udiff.Unified(path, orig, readTestdata(t, h, tc+".after"))
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
	if want := udiff.Unified(path, orig, readTestdata(t, h, "uninstall.after")); res.Diff != want {
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
