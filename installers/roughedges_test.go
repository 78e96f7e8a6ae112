package installers

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestBlankConfigHasNoCommentWarning(t *testing.T) {
	for _, content := range []string{"", "  \n\t\n"} {
		s := newSandbox(t)
		h, _ := Lookup("cursor")
		path, _ := s.place(t, h, "")
		os.MkdirAll(filepath.Dir(path), 0o755)
		os.WriteFile(path, []byte(content), 0o644)
		res, err := s.in.Install(h, Options{Scope: ScopeUser})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Warnings) != 0 {
			t.Errorf("Install on %q: warnings %q, want none", content, res.Warnings)
		}
	}
}

func TestBOMConfigAcceptedAndKept(t *testing.T) {
	for _, name := range []string{"vscode", "cursor"} {
		t.Run(name, func(t *testing.T) {
			s := newSandbox(t)
			h, _ := Lookup(name)
			path, _ := s.place(t, h, "")
			os.MkdirAll(filepath.Dir(path), 0o755)
			orig := "\ufeff{\n  \"" + h.ServersKey + "\": {}\n}\n"
			os.WriteFile(path, []byte(orig), 0o644)
			res, err := s.in.Install(h, Options{Scope: ScopeUser})
			if err != nil {
				t.Fatalf("Install on a BOM file: %v", err)
			}
			if len(res.Warnings) != 0 {
				t.Errorf("warnings %q", res.Warnings)
			}
			got := readFile(t, path)
			if !bytes.HasPrefix(got, bom) || bytes.Count(got, bom) != 1 || !strings.Contains(string(got), testBinary) {
				t.Errorf("after install:\n%q", got)
			}
			if sts := s.in.Diagnose(); !slices_any(sts, func(st HostStatus) bool { return st.Host == h && st.Entry && st.Err == nil }) {
				t.Errorf("Diagnose does not see the entry in the BOM file")
			}
			if _, err := s.in.Uninstall(h, Options{Scope: ScopeUser}); err != nil {
				t.Fatal(err)
			}
			if got := readFile(t, path); !bytes.HasPrefix(got, bom) || strings.Contains(string(got), ServerName) {
				t.Errorf("after uninstall:\n%q", got)
			}
		})
	}
}

var bom = []byte("\xef\xbb\xbf")

func slices_any[T any](s []T, f func(T) bool) bool {
	for _, v := range s {
		if f(v) {
			return true
		}
	}
	return false
}

func TestBackupsPruned(t *testing.T) {
	s := newSandbox(t)
	h, _ := Lookup("cursor")
	path, _ := s.place(t, h, "")
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, []byte("{}\n"), 0o644)
	clock := testNow
	s.in.Now = func() time.Time { clock = clock.Add(time.Minute); return clock }
	var made []string
	for i := range KeepBackups + 3 {
		s.in.Entry = NewEntry(fmt.Sprintf("/opt/v%d/vibelens", i))
		res, err := s.in.Install(h, Options{Scope: ScopeUser, Force: true})
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, res.Backup)
	}
	left := backups(t, path)
	if len(left) != KeepBackups {
		t.Fatalf("%d backups left, want %d: %v", len(left), KeepBackups, left)
	}
	for i, b := range made {
		_, err := os.Stat(b)
		if kept := i >= len(made)-KeepBackups; kept != (err == nil) {
			t.Errorf("backup %d (%s): exists=%v, want %v", i, b, err == nil, kept)
		}
	}
}

func TestUninstallSkillsRemovesEmptyFolders(t *testing.T) {
	files := map[string][]byte{".agents/skills/check-ui/SKILL.md": []byte("skill\n")}
	s := newSandbox(t)
	s.in.Skills = func(string) (map[string][]byte, error) { return files, nil }
	h, _ := Lookup("vscode")
	if _, err := s.in.Install(h, Options{Scope: ScopeProject, Skills: true}); err != nil {
		t.Fatal(err)
	}
	keep := filepath.Join(s.proj, ".agents", "other.txt")
	os.WriteFile(keep, []byte("mine"), 0o644)
	if _, err := s.in.Uninstall(h, Options{Scope: ScopeProject, Skills: true}); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{".agents/skills/check-ui", ".agents/skills"} {
		if _, err := os.Stat(filepath.Join(s.proj, d)); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s left behind after uninstall (err %v)", d, err)
		}
	}
	if _, err := os.Stat(keep); err != nil {
		t.Errorf("a file of the user's next to the skills went: %v", err)
	}
}

func TestManualRegistrationWritesNoSkills(t *testing.T) {
	s := newSandbox(t)
	s.in.Skills = func(string) (map[string][]byte, error) {
		return map[string][]byte{".claude/skills/check-ui/SKILL.md": []byte("skill\n")}, nil
	}
	h, _ := Lookup("claude-code")
	res, err := s.in.Install(h, Options{Scope: ScopeUser, Skills: true})
	if err != nil || res.Action != ActionManual {
		t.Fatalf("Install = %+v, %v; want ActionManual", res, err)
	}
	if len(res.Skills) != 0 {
		t.Errorf("Skills = %+v, want none", res.Skills)
	}
	assertUntouched(t, filepath.Join(s.home, ".claude/skills/check-ui/SKILL.md"), nil)
}

func TestInstallLinks(t *testing.T) {
	e := NPXEntry("1.2.3")
	want := `{"command":"npx","args":["-y","@vibelens/vibelens@1.2.3","serve"]}`
	cursor := Link(LinkCursor, e)
	u, err := url.Parse(cursor.URL)
	if err != nil || u.Host != "cursor.com" || u.Query().Get("name") != "vibelens" {
		t.Fatalf("cursor link %q: %v", cursor.URL, err)
	}
	if cfg, _ := base64.StdEncoding.DecodeString(u.Query().Get("config")); string(cfg) != want {
		t.Errorf("cursor config = %s, want %s", cfg, want)
	}
	for _, k := range []LinkKind{LinkVSCode, LinkVSCodeInsiders} {
		l := Link(k, e)
		u, err := url.Parse(l.URL)
		if err != nil || u.Query().Get("config") != want || (u.Query().Get("quality") == "insiders") != (k == LinkVSCodeInsiders) {
			t.Errorf("%s link %q: %v", l.Label, l.URL, err)
		}
	}
	h, _ := Lookup("vscode")
	if got := h.AddMCPCommand(e); len(got) != 3 || got[0] != "code" || got[2] != `{"name":"vibelens","command":"npx","args":["-y","@vibelens/vibelens@1.2.3","serve"]}` {
		t.Errorf("AddMCPCommand = %q", got)
	}
}
