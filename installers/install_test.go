package installers

import (
	"errors"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/internal/udiff"
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
		t.Errorf("%s differs from golden file:\n%s", p, udiff.Unified(p, want, got))
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
		t.Errorf("%s changed:\n%s", path, udiff.Unified(path, want, got))
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
				if res.Diff != udiff.Unified(path, orig, got) {
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
			want := udiff.Unified(path, orig, readTestdata(t, h, "different.after"))
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
				t.Errorf("round trip changed the file:\n%s", udiff.Unified(path, orig, got))
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
