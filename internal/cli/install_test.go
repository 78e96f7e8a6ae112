package cli

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/installers"
	"github.com/vibelens/vibelens/skills"
)

// hostSandbox points every config location at fresh temp directories,
// hides host CLIs from PATH and makes the installer write fakeBin. It
// returns the home and a project directory.
func hostSandbox(t *testing.T, fakeBin string) (home, proj string) {
	t.Helper()
	home, proj = t.TempDir(), t.TempDir()
	for k, v := range map[string]string{
		"HOME":              home,
		"USERPROFILE":       home,
		"APPDATA":           filepath.Join(home, "AppData", "Roaming"),
		"LOCALAPPDATA":      filepath.Join(home, "AppData", "Local"),
		"XDG_CONFIG_HOME":   "",
		"CODEX_HOME":        "",
		"CLAUDE_CONFIG_DIR": "",
		"PATH":              t.TempDir(),
	} {
		t.Setenv(k, v)
	}
	old := executable
	executable = func() (string, error) { return fakeBin, nil }
	t.Cleanup(func() { executable = old })
	return home, proj
}

func runCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(&env{stdout: &o, stderr: &e, build: Build{Version: testVersion}}, args)
	return o.String(), e.String(), code
}

func mustRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t *testing.T, p, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

const fakeBin = "/opt/vibelens/bin/vibelens"

// testVersion is the build version runCLI passes, as a release would.
const testVersion = "v1.2.3"

func TestInstallCommandIsIdempotent(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	cfg := filepath.Join(home, ".cursor", "mcp.json")
	out, errOut, code := runCLI(t, "install", "--ide", "cursor")
	if code != exitOK || !strings.Contains(out, "Cursor: create "+cfg) {
		t.Fatalf("install = %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	first := mustRead(t, cfg)
	if !strings.Contains(first, `"command": "`+fakeBin+`"`) {
		t.Errorf("config lacks the entry:\n%s", first)
	}
	out, _, code = runCLI(t, "install", "--ide", "cursor")
	if code != exitOK || !strings.Contains(out, "already installed") {
		t.Errorf("second install = %d %q, want already installed", code, out)
	}
	if got := mustRead(t, cfg); got != first {
		t.Errorf("second install changed the file")
	}
	if m, _ := filepath.Glob(cfg + installers.BackupSuffix + "*"); len(m) != 0 {
		t.Errorf("second install left backups %v", m)
	}
}

func TestInstallCommandDryRun(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	cfg := filepath.Join(home, ".config", "Code", "User", "mcp.json")
	if runtime.GOOS == "darwin" {
		cfg = filepath.Join(home, "Library", "Application Support", "Code", "User", "mcp.json")
	}
	out, errOut, code := runCLI(t, "install", "--ide", "vscode", "--dry-run")
	if code != exitOK {
		t.Fatalf("dry run = %d: %s", code, errOut)
	}
	for _, want := range []string{"VS Code: would create " + cfg, "--- /dev/null", `+      "type": "stdio",`, `+      "command": "` + fakeBin + `",`} {
		if !strings.Contains(out, want) {
			t.Errorf("dry run output lacks %q:\n%s", want, out)
		}
	}
	if _, err := os.Stat(cfg); !os.IsNotExist(err) {
		t.Errorf("dry run wrote %s", cfg)
	}
}

func TestInstallCommandConflictAndForce(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	cfg := filepath.Join(home, ".gemini", "settings.json")
	orig := "{\n  \"mcpServers\": {\n    \"vibelens\": {\"command\": \"npx\", \"args\": [\"vibelens\", \"serve\"]}\n  }\n}\n"
	writeFile(t, cfg, orig)
	out, errOut, code := runCLI(t, "install", "--ide", "gemini")
	if code != exitFailure || !strings.Contains(errOut, "--force") || !strings.Contains(errOut, `-    "vibelens": {"command": "npx"`) {
		t.Fatalf("install over a different entry = %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	if mustRead(t, cfg) != orig {
		t.Fatalf("refused install changed the file")
	}
	out, errOut, code = runCLI(t, "install", "--ide", "gemini", "--force")
	if code != exitOK || !strings.Contains(out, "backup: "+cfg+installers.BackupSuffix) {
		t.Fatalf("--force = %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	if !strings.Contains(mustRead(t, cfg), fakeBin) {
		t.Errorf("--force did not write the entry")
	}
}

func TestInstallCommandRefusesBrokenFile(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	cfg := filepath.Join(home, ".codex", "config.toml")
	orig := "model = \"o3\"\n[mcp_servers.docs\n"
	writeFile(t, cfg, orig)
	_, errOut, code := runCLI(t, "install", "--ide", "codex")
	if code != exitFailure || !strings.Contains(errOut, cfg+":2:") || !strings.Contains(errOut, "does not parse") {
		t.Fatalf("install into a broken file = %d: %s", code, errOut)
	}
	if mustRead(t, cfg) != orig {
		t.Errorf("broken file changed")
	}
}

func TestInstallCommandPrint(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	out, _, code := runCLI(t, "install", "--ide", "codex", "--print")
	want := "[mcp_servers.vibelens]\ncommand = \"" + fakeBin + "\"\nargs = [\"serve\"]\n"
	if code != exitOK || out != want {
		t.Errorf("--print = %d %q, want %q", code, out, want)
	}
	out, _, _ = runCLI(t, "install", "--ide", "claude-code", "--print")
	if want := "claude mcp add --scope user vibelens -- " + fakeBin + " serve\n"; out != want {
		t.Errorf("claude-code --print = %q, want %q", out, want)
	}
	if entries, _ := os.ReadDir(home); len(entries) != 0 {
		t.Errorf("--print wrote into home: %v", entries)
	}
}

func TestInstallCommandUsage(t *testing.T) {
	hostSandbox(t, fakeBin)
	for _, args := range [][]string{
		{"install"},
		{"install", "--ide", "emacs"},
		{"install", "--ide", "windsurf", "--scope", "project"},
		{"install", "--ide", "cursor", "--scope", "global"},
		{"install", "--ide", "cursor", "extra"},
		{"uninstall", "--ide", "cursor", "--dir", "/does/not/exist"},
		{"install", "--bogus"},
	} {
		// One line saying what is wrong, one pointing at --help; not the flag list.
		_, errOut, code := runCLI(t, args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if code != exitUsage || len(lines) != 2 || !strings.HasPrefix(lines[0], "vibelens "+args[0]+": ") ||
			lines[1] != "Run 'vibelens "+args[0]+" --help' for usage." {
			t.Errorf("%q = %d, want a two-line usage error; stderr:\n%s", args, code, errOut)
		}
	}
}

func TestInstallCommandAll(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	if _, errOut, code := runCLI(t, "install", "--ide", "all"); code != exitFailure || !strings.Contains(errOut, "found none") {
		t.Errorf("install --ide all with no hosts = %d: %s", code, errOut)
	}
	os.MkdirAll(filepath.Join(home, ".cursor"), 0o755)
	os.MkdirAll(filepath.Join(home, ".codex"), 0o755)
	out, errOut, code := runCLI(t, "install", "--ide", "all")
	if code != exitOK {
		t.Fatalf("install --ide all = %d\n%s\n%s", code, out, errOut)
	}
	for _, p := range []string{filepath.Join(home, ".cursor", "mcp.json"), filepath.Join(home, ".codex", "config.toml")} {
		if !strings.Contains(mustRead(t, p), fakeBin) {
			t.Errorf("%s lacks the entry", p)
		}
	}
	if _, err := os.Stat(filepath.Join(home, ".gemini")); !os.IsNotExist(err) {
		t.Errorf("--ide all touched a host that is not installed")
	}
	out, _, code = runCLI(t, "uninstall", "--ide", "all")
	if code != exitOK || strings.Count(out, "remove vibelens from") != 2 {
		t.Errorf("uninstall --ide all = %d:\n%s", code, out)
	}
}

func TestUninstallCommand(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	cfg := filepath.Join(home, ".config", "zed", "settings.json")
	if runtime.GOOS == "darwin" {
		t.Skip("path below is Linux's")
	}
	orig := "// Zed settings\n{\n  \"vim_mode\": true, // yes\n}\n"
	writeFile(t, cfg, orig)
	if _, errOut, code := runCLI(t, "install", "--ide", "zed"); code != exitOK {
		t.Fatalf("install: %s", errOut)
	}
	out, errOut, code := runCLI(t, "uninstall", "--ide", "zed", "--dry-run")
	if code != exitOK || !strings.Contains(out, "would remove vibelens from "+cfg) || !strings.Contains(out, `-    "vibelens": {`) {
		t.Fatalf("uninstall --dry-run = %d\n%s\n%s", code, out, errOut)
	}
	if _, _, code := runCLI(t, "uninstall", "--ide", "zed"); code != exitOK {
		t.Fatal("uninstall failed")
	}
	got := mustRead(t, cfg)
	if strings.Contains(got, "vibelens") || !strings.Contains(got, "\"vim_mode\": true, // yes") || !strings.HasPrefix(got, "// Zed settings\n") {
		t.Errorf("after uninstall:\n%s", got)
	}
	out, _, _ = runCLI(t, "uninstall", "--ide", "zed")
	if !strings.Contains(out, "nothing to do") {
		t.Errorf("second uninstall = %q", out)
	}
}

func TestInstallCommandSkills(t *testing.T) {
	_, proj := hostSandbox(t, fakeBin)
	out, errOut, code := runCLI(t, "install", "--ide", "cursor", "--scope", "project", "--dir", proj, "--skills")
	if code != exitOK {
		t.Fatalf("install --skills = %d\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(mustRead(t, filepath.Join(proj, ".cursor", "mcp.json")), `"command": "npx"`) {
		t.Errorf("project config lacks the entry")
	}
	files, err := skills.Files("cursor")
	if err != nil || len(files) == 0 {
		t.Fatalf("skills.Files: %v", err)
	}
	for rel, want := range files {
		if got := mustRead(t, filepath.Join(proj, filepath.FromSlash(rel))); got != string(want) {
			t.Errorf("%s differs from skills.Files", rel)
		}
	}
	if _, _, code := runCLI(t, "uninstall", "--ide", "cursor", "--scope", "project", "--dir", proj, "--skills"); code != exitOK {
		t.Fatal("uninstall --skills failed")
	}
	for rel := range files {
		if _, err := os.Stat(filepath.Join(proj, rel)); !os.IsNotExist(err) {
			t.Errorf("%s survived uninstall --skills", rel)
		}
	}
}

func TestInstallClaudeCodeWithoutCLI(t *testing.T) {
	home, proj := hostSandbox(t, fakeBin)
	_, errOut, code := runCLI(t, "install", "--ide", "claude-code")
	if code != exitFailure || !strings.Contains(errOut, "claude mcp add --scope user vibelens -- "+fakeBin+" serve") {
		t.Errorf("user scope without claude = %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(home, ".claude.json")); !os.IsNotExist(err) {
		t.Errorf("~/.claude.json was written")
	}
	// --skills without a registration writes no skills and says so.
	_, errOut, code = runCLI(t, "install", "--ide", "claude-code", "--skills")
	if code != exitFailure || !strings.Contains(errOut, "skills not written") {
		t.Errorf("--skills without claude = %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(home, ".claude", "skills")); !os.IsNotExist(err) {
		t.Errorf("skills were written for a server that was never registered")
	}
	if _, errOut, code := runCLI(t, "install", "--ide", "claude-code", "--scope", "project", "--dir", proj); code != exitOK {
		t.Fatalf("project scope = %d: %s", code, errOut)
	}
	got := mustRead(t, filepath.Join(proj, ".mcp.json"))
	if !strings.Contains(got, `"type": "stdio"`) || !strings.Contains(got, `"env": {}`) {
		t.Errorf(".mcp.json =\n%s", got)
	}
}

func TestDoctorHosts(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "vibelens")
	writeFile(t, bin, "#!/bin/sh\n")
	os.Chmod(bin, 0o755)
	home, _ := hostSandbox(t, bin)

	var out bytes.Buffer
	e := &env{stdout: &out, stderr: &out}
	if doctorHosts(e) || !strings.Contains(out.String(), "not configured in any editor") {
		t.Errorf("doctor with nothing installed:\n%s", out.String())
	}
	if _, errOut, code := runCLI(t, "install", "--ide", "cursor"); code != exitOK {
		t.Fatal(errOut)
	}
	out.Reset()
	if !doctorHosts(e) {
		t.Errorf("doctor after install is not ok:\n%s", out.String())
	}
	if want := "ok Cursor         user    " + filepath.Join(home, ".cursor", "mcp.json") + ": vibelens runs " + bin; !strings.Contains(out.String(), want) {
		t.Errorf("doctor output lacks %q:\n%s", want, out.String())
	}

	// A moved binary and an unparsable config both fail.
	os.Remove(bin)
	writeFile(t, filepath.Join(home, ".gemini", "settings.json"), "{\n  \"theme\": \"x\"\n  \"mcpServers\": {}\n}\n")
	out.Reset()
	if doctorHosts(e) {
		t.Errorf("doctor with a broken entry is ok:\n%s", out.String())
	}
	for _, want := range []string{"does not exist", "settings.json:3:3: does not parse"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("doctor output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestInstallClaudeCodeEndToEnd builds the real binary, registers it with
// the real claude CLI in a sandboxed home, and asks claude to connect.
func TestInstallClaudeCodeEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and runs claude; skipped with -short")
	}
	claude, err := exec.LookPath("claude")
	if err != nil {
		t.Skip("claude CLI not on PATH (npm install -g @anthropic-ai/claude-code); CI installs it")
	}
	bin := filepath.Join(t.TempDir(), "vibelens")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/vibelens/vibelens")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	home, proj := t.TempDir(), t.TempDir()
	env := []string{"HOME=" + home, "USERPROFILE=" + home}
	for _, kv := range os.Environ() {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "HOME", "USERPROFILE", "XDG_CONFIG_HOME", "CLAUDE_CONFIG_DIR", "CODEX_HOME", "APPDATA", "LOCALAPPDATA":
		default:
			env = append(env, kv)
		}
	}
	cmd := func(name string, args ...string) (string, error) {
		c := exec.CommandContext(ctx, name, args...)
		c.Env, c.Dir = env, proj
		out, err := c.CombinedOutput()
		return string(out), err
	}

	out, err := cmd(bin, "install", "--ide", "claude-code", "--scope", "user")
	if err != nil || !strings.Contains(out, "ran: claude mcp add --scope user vibelens -- "+bin+" serve") {
		t.Fatalf("vibelens install: %v\n%s", err, out)
	}
	out, err = cmd(bin, "install", "--ide", "claude-code", "--scope", "user")
	if err != nil || !strings.Contains(out, "already installed in "+filepath.Join(home, ".claude.json")) {
		t.Errorf("second install: %v\n%s", err, out)
	}

	out, err = cmd(claude, "mcp", "list")
	if err != nil {
		t.Fatalf("claude mcp list: %v\n%s", err, out)
	}
	line := regexp.MustCompile(`(?m)^vibelens: .*$`).FindString(out)
	if !strings.Contains(line, bin+" serve") {
		t.Fatalf("claude mcp list does not show vibelens:\n%s", out)
	}
	if !strings.Contains(line, "Connected") || strings.Contains(line, "Failed") {
		t.Fatalf("claude could not connect to vibelens serve: %s\n(full output:\n%s)", line, out)
	}

	out, err = cmd(bin, "uninstall", "--ide", "claude-code", "--scope", "user")
	if err != nil || !strings.Contains(out, "ran: claude mcp remove --scope user vibelens") {
		t.Fatalf("vibelens uninstall: %v\n%s", err, out)
	}
	if out, _ := cmd(claude, "mcp", "list"); strings.Contains(out, "vibelens:") {
		t.Errorf("vibelens still listed after uninstall:\n%s", out)
	}
}
