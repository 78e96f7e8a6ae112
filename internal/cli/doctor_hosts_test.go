package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDoctorSeesClaudePlugin: a plugin user has no config entry anywhere;
// doctor must read Claude Code's plugin records and ask the plugin's own
// launcher what it would start.
func TestDoctorSeesClaudePlugin(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "vibelens")
	writeFile(t, bin, "#!/bin/sh\n")
	os.Chmod(bin, 0o755)
	home, _ := hostSandbox(t, bin)
	t.Setenv("PATH", filepath.Dir(bin))
	pluginDir, err := filepath.Abs(filepath.Join("..", "..", "plugin"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(home, ".claude", "plugins", "installed_plugins.json"),
		`{"version": 2, "plugins": {"vibelens@vibelens": [{"scope": "user", "installPath": "`+pluginDir+`", "version": "1.0.0"}]}}`)

	var out bytes.Buffer
	e := &env{stdout: &out, stderr: &out}
	if !doctorHosts(e) || strings.Contains(out.String(), "not configured") {
		t.Errorf("doctor with the plugin installed:\n%s", out.String())
	}
	if want := "ok Claude Code    plugin  vibelens@vibelens 1.0.0: runs " + bin; !strings.Contains(out.String(), want) {
		t.Errorf("doctor output lacks %q:\n%s", want, out.String())
	}

	// Disabled in settings.json: not counted as configured.
	writeFile(t, filepath.Join(home, ".claude", "settings.json"), `{"enabledPlugins": {"vibelens@vibelens": false}}`)
	out.Reset()
	if doctorHosts(e) || !strings.Contains(out.String(), "disabled") || !strings.Contains(out.String(), "not configured") {
		t.Errorf("doctor with the plugin disabled:\n%s", out.String())
	}

	// Enabled, but neither a binary nor npx to start: a failure with the reason.
	os.Remove(filepath.Join(home, ".claude", "settings.json"))
	os.Remove(bin)
	out.Reset()
	if doctorHosts(e) || !strings.Contains(out.String(), "!! Claude Code    plugin  vibelens@vibelens 1.0.0: cannot start: vibelens: the vibelens binary was not found") {
		t.Errorf("doctor with the plugin unable to start:\n%s", out.String())
	}
}

// TestDoctorChecksProjectConfigs: a committed .vscode/mcp.json pointing at
// a binary that is gone must be flagged.
func TestDoctorChecksProjectConfigs(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "vibelens")
	writeFile(t, bin, "#!/bin/sh\n")
	os.Chmod(bin, 0o755)
	_, proj := hostSandbox(t, bin)
	if _, errOut, code := runCLI(t, "install", "--ide", "cursor"); code != exitOK {
		t.Fatal(errOut)
	}
	stale := filepath.Join(proj, ".vscode", "mcp.json")
	writeFile(t, stale, `{"servers": {"vibelens": {"type": "stdio", "command": "/gone/vibelens", "args": ["serve"]}}}`)
	t.Chdir(proj)

	var out bytes.Buffer
	e := &env{stdout: &out, stderr: &out}
	if doctorHosts(e) {
		t.Errorf("doctor with a stale project config is ok:\n%s", out.String())
	}
	if want := "!! VS Code        project " + stale + ": vibelens entry is broken: /gone/vibelens does not exist"; !strings.Contains(out.String(), want) {
		t.Errorf("doctor output lacks %q:\n%s", want, out.String())
	}
}

// TestInstallRecordsBinary: the plugin launcher's fallback for editors
// started without the shell's PATH reads this record.
func TestInstallRecordsBinary(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	if _, errOut, code := runCLI(t, "install", "--ide", "cursor"); code != exitOK {
		t.Fatal(errOut)
	}
	if got := mustRead(t, filepath.Join(home, ".config", "vibelens", "binary")); got != fakeBin+"\n" {
		t.Errorf("record = %q, want %q", got, fakeBin+"\n")
	}
}

// TestProjectConfigIsPortable: a project config is committed, so it must
// not carry this machine's absolute path, and the output says which
// command it got and why.
func TestProjectConfigIsPortable(t *testing.T) {
	t.Run("npx when vibelens is not on PATH", func(t *testing.T) {
		_, proj := hostSandbox(t, fakeBin)
		out, errOut, code := runCLI(t, "install", "--ide", "vscode", "--scope", "project", "--dir", proj, "--dry-run")
		if code != exitOK {
			t.Fatalf("install = %d: %s", code, errOut)
		}
		for _, want := range []string{`+      "command": "npx",`, `+      "args": ["-y", "@vibelens/vibelens@1.2.3", "serve"]`,
			"command: npx -y @vibelens/vibelens@1.2.3 serve (vibelens is not on PATH here"} {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q:\n%s", want, out)
			}
		}
		if strings.Contains(out, fakeBin) {
			t.Errorf("project config names this machine's binary:\n%s", out)
		}
	})
	t.Run("vibelens when PATH has this binary", func(t *testing.T) {
		dir := t.TempDir()
		bin := filepath.Join(dir, "vibelens")
		writeFile(t, bin, "#!/bin/sh\n")
		os.Chmod(bin, 0o755)
		_, proj := hostSandbox(t, bin)
		t.Setenv("PATH", dir)
		out, errOut, code := runCLI(t, "install", "--ide", "cursor", "--scope", "project", "--dir", proj)
		if code != exitOK {
			t.Fatalf("install = %d: %s", code, errOut)
		}
		got := mustRead(t, filepath.Join(proj, ".cursor", "mcp.json"))
		if !strings.Contains(got, `"command": "vibelens"`) || strings.Contains(got, bin) {
			t.Errorf(".cursor/mcp.json =\n%s", got)
		}
		if !strings.Contains(out, "command: vibelens serve (vibelens on PATH is this binary") {
			t.Errorf("output does not say which command:\n%s", out)
		}
	})
}

// TestPrintNamesTheFile: --print says which file the snippet belongs in
// (on stderr, so stdout stays pasteable) and, for VS Code, the one-liner.
func TestPrintNamesTheFile(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	out, errOut, code := runCLI(t, "install", "--ide", "codex", "--print")
	if code != exitOK || !strings.HasPrefix(out, "[mcp_servers.vibelens]") {
		t.Fatalf("--print = %d %q", code, out)
	}
	if want := "Codex CLI: add this to " + filepath.Join(home, ".codex", "config.toml"); !strings.Contains(errOut, want) {
		t.Errorf("stderr lacks %q:\n%s", want, errOut)
	}
	out, errOut, _ = runCLI(t, "install", "--ide", "vscode", "--print")
	if !strings.HasPrefix(out, "{") {
		t.Errorf("vscode --print stdout = %q, want the JSON only", out)
	}
	if want := `code --add-mcp '{"name":"vibelens","command":"` + fakeBin + `","args":["serve"]}'`; !strings.Contains(errOut, want) {
		t.Errorf("stderr lacks %q:\n%s", want, errOut)
	}
}

// TestInstallAllSaysWhatItSkipped: --ide all names each editor it left out
// and why.
func TestInstallAllSaysWhatItSkipped(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	os.MkdirAll(filepath.Join(home, ".cursor"), 0o755)
	_, errOut, code := runCLI(t, "install", "--ide", "all")
	if code != exitOK {
		t.Fatalf("install --ide all = %d: %s", code, errOut)
	}
	want := "Windsurf: skipped, not installed here (no " + filepath.Join(home, ".codeium", "windsurf") + ", no windsurf on PATH)"
	if !strings.Contains(errOut, want) {
		t.Errorf("stderr lacks %q:\n%s", want, errOut)
	}
	if strings.Contains(errOut, "Cursor: skipped") {
		t.Errorf("Cursor is installed but reported skipped:\n%s", errOut)
	}
}
