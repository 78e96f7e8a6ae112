package skills

// Tests for the Claude Code plugin in ../plugin and the marketplace in
// ../.claude-plugin. They live here because the plugin ships these skills.

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

const (
	pluginDir      = "../plugin"
	marketplaceDir = "../.claude-plugin"
)

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

type pluginManifest struct {
	Name        string `json:"name"`
	Version     string `json:"version"`
	Description string `json:"description"`
	Author      struct {
		Name string `json:"name"`
		URL  string `json:"url"`
	} `json:"author"`
	Homepage   string   `json:"homepage"`
	Repository string   `json:"repository"`
	License    string   `json:"license"`
	Keywords   []string `json:"keywords"`
}

var semver = regexp.MustCompile(`^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$`)

func TestPluginManifest(t *testing.T) {
	var p pluginManifest
	readJSON(t, filepath.Join(pluginDir, ".claude-plugin", "plugin.json"), &p)
	if p.Name != "vibelens" || !semver.MatchString(p.Version) || p.Description == "" ||
		p.Author.Name == "" || p.Homepage != "https://github.com/vibelens/vibelens" ||
		p.Repository == "" || p.License != "MIT" || len(p.Keywords) == 0 {
		t.Errorf("plugin.json = %+v, want name vibelens, semver version, description, author, homepage, repository, MIT, keywords", p)
	}
}

func TestMarketplace(t *testing.T) {
	var m struct {
		Name  string `json:"name"`
		Owner struct {
			Name string `json:"name"`
			URL  string `json:"url"`
		} `json:"owner"`
		Metadata struct {
			Description string `json:"description"`
		} `json:"metadata"`
		Plugins []struct {
			Name        string   `json:"name"`
			Source      string   `json:"source"`
			Description string   `json:"description"`
			Version     string   `json:"version"`
			Category    string   `json:"category"`
			Tags        []string `json:"tags"`
			Homepage    string   `json:"homepage"`
			License     string   `json:"license"`
		} `json:"plugins"`
	}
	readJSON(t, filepath.Join(marketplaceDir, "marketplace.json"), &m)
	if m.Name != "vibelens" || m.Owner.Name == "" || len(m.Plugins) != 1 {
		t.Fatalf("marketplace.json = %+v, want name vibelens, an owner and one plugin", m)
	}
	var p pluginManifest
	readJSON(t, filepath.Join(pluginDir, ".claude-plugin", "plugin.json"), &p)
	e := m.Plugins[0]
	if e.Name != p.Name || e.Source != "./plugin" || e.Description == "" || e.Category == "" || len(e.Tags) == 0 {
		t.Errorf("marketplace plugin entry = %+v", e)
	}
	if e.Version != p.Version {
		t.Errorf("marketplace version %q != plugin.json version %q: bump both", e.Version, p.Version)
	}
}

// TestPluginHasNoPackageManifests: Claude Code runs npm install in a plugin
// directory that has a package.json, and a go.mod would make the plugin a
// separate module that go test ./... skips.
func TestPluginHasNoPackageManifests(t *testing.T) {
	err := filepath.WalkDir(pluginDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch d.Name() {
		case "go.mod", "go.sum", "package.json", "package-lock.json", "node_modules":
			t.Errorf("%s must not exist in the plugin", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestMCPConfig(t *testing.T) {
	var c struct {
		MCPServers map[string]struct {
			Command string            `json:"command"`
			Args    []string          `json:"args"`
			Env     map[string]string `json:"env"`
		} `json:"mcpServers"`
	}
	readJSON(t, filepath.Join(pluginDir, ".mcp.json"), &c)
	s, ok := c.MCPServers["vibelens"]
	if !ok || len(c.MCPServers) != 1 {
		t.Fatalf(".mcp.json servers = %v, want exactly vibelens (tool names depend on it)", c.MCPServers)
	}
	if s.Command != "sh" || len(s.Args) != 1 || s.Args[0] != "${CLAUDE_PLUGIN_ROOT}/bin/vibelens-mcp" {
		t.Errorf(".mcp.json vibelens = %+v, want sh ${CLAUDE_PLUGIN_ROOT}/bin/vibelens-mcp", s)
	}
	if PluginToolName != "mcp__plugin_vibelens_vibelens__inspect_localhost_ui" {
		t.Errorf("PluginToolName = %s, out of step with plugin and server names", PluginToolName)
	}
}

// hookScripts maps every hook command in hooks.json to the script it runs.
func hookScripts(t *testing.T) map[string]string {
	t.Helper()
	type command struct {
		Type    string `json:"type"`
		Command string `json:"command"`
		Timeout int    `json:"timeout"`
	}
	var h struct {
		Description string `json:"description"`
		Hooks       map[string][]struct {
			Matcher string    `json:"matcher"`
			Hooks   []command `json:"hooks"`
		} `json:"hooks"`
	}
	readJSON(t, filepath.Join(pluginDir, "hooks", "hooks.json"), &h)
	if m := h.Hooks["SessionStart"]; len(m) != 1 || len(m[0].Hooks) != 1 {
		t.Errorf("SessionStart = %+v, want one command", m)
	}
	if m := h.Hooks["PostToolUse"]; len(m) != 1 || m[0].Matcher != "Write|Edit|MultiEdit" || len(m[0].Hooks) != 1 {
		t.Errorf("PostToolUse = %+v, want one command matching Write|Edit|MultiEdit", m)
	}
	scripts := map[string]string{}
	quoted := regexp.MustCompile(`^sh "\$\{CLAUDE_PLUGIN_ROOT\}/([^"]+)"$`)
	for event, matchers := range h.Hooks {
		for _, m := range matchers {
			for _, c := range m.Hooks {
				sub := quoted.FindStringSubmatch(c.Command)
				if c.Type != "command" || sub == nil || c.Timeout <= 0 || c.Timeout > 30 {
					t.Errorf("%s hook %+v: want a quoted sh ${CLAUDE_PLUGIN_ROOT} script with a short timeout", event, c)
					continue
				}
				scripts[event] = filepath.Join(pluginDir, filepath.FromSlash(sub[1]))
			}
		}
	}
	return scripts
}

func TestScriptsExecutableAndParse(t *testing.T) {
	scripts := hookScripts(t)
	all := []string{filepath.Join(pluginDir, "bin", "vibelens-mcp")}
	for _, s := range scripts {
		all = append(all, s)
	}
	for _, s := range all {
		info, err := os.Stat(s)
		if err != nil {
			t.Error(err)
			continue
		}
		if info.Mode()&0o111 != 0o111 {
			t.Errorf("%s is %v, want executable by everyone", s, info.Mode())
		}
		data, _ := os.ReadFile(s)
		if !bytes.HasPrefix(data, []byte("#!/bin/sh\n")) {
			t.Errorf("%s does not start with #!/bin/sh", s)
		}
		if out, err := exec.Command("sh", "-n", s).CombinedOutput(); err != nil {
			t.Errorf("sh -n %s: %v\n%s", s, err, out)
		}
	}
}

type run struct {
	stdout, stderr string
	code           int
}

// runScript runs a plugin script with sh, a clean environment and stdin.
func runScript(t *testing.T, script, stdin string, env ...string) run {
	t.Helper()
	cmd := exec.Command("sh", script)
	cmd.Env = append([]string{"PATH=/usr/bin:/bin", "HOME=" + t.TempDir()}, env...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("%s took %v; hooks must be fast", script, d)
	}
	r := run{stdout: stdout.String(), stderr: stderr.String()}
	if ee, ok := err.(*exec.ExitError); ok {
		r.code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run %s: %v", script, err)
	}
	return r
}

func TestPostEditHook(t *testing.T) {
	script := hookScripts(t)["PostToolUse"]
	input := func(tool, path string) string {
		return `{"session_id":"abc","transcript_path":"/tmp/t.jsonl","cwd":"/work/app","hook_event_name":"PostToolUse","tool_name":"` + tool +
			`","tool_input":{"file_path":"` + path + `","old_string":"class=\"a\"","new_string":"\"file_path\":\"x.go\""},"tool_response":{"filePath":"` + path + `","success":true}}`
	}
	tests := []struct {
		name, stdin string
		remind      bool
	}{
		{"tsx edit", input("Edit", "/work/app/src/components/Pricing.tsx"), true},
		{"jsx write", input("Write", "/work/app/src/App.jsx"), true},
		{"vue", input("MultiEdit", "/work/app/src/Nav.vue"), true},
		{"svelte", input("Edit", "/work/app/src/routes/+page.svelte"), true},
		{"css", input("Edit", "/work/app/styles/site.css"), true},
		{"scss", input("Edit", "/work/app/styles/_cards.scss"), true},
		{"html upper case", input("Write", "/work/app/public/INDEX.HTML"), true},
		{"path with spaces", input("Edit", "/work/my app/src/Hero Card.tsx"), true},
		{"windows path", input("Edit", `C:\\work\\app\\src\\App.tsx`), true},
		{"go file", input("Edit", "/work/app/main.go"), false},
		{"markdown", input("Write", "/work/app/README.md"), false},
		{"css in a directory name only", input("Edit", "/work/app/css/readme.txt"), false},
		{"pretty printed", "{\n  \"tool_name\": \"Edit\",\n  \"tool_input\": {\n    \"file_path\": \"/a/b.css\"\n  }\n}\n", true},
		{"no file_path", `{"tool_name":"Edit","tool_input":{}}`, false},
		{"empty stdin", "", false},
		{"garbage", "not json \x00 at all", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runScript(t, script, tt.stdin)
			if r.code != 0 || r.stderr != "" {
				t.Fatalf("exit %d, stderr %q; the hook must never fail an edit", r.code, r.stderr)
			}
			if !tt.remind {
				if r.stdout != "" {
					t.Errorf("stdout = %q, want nothing", r.stdout)
				}
				return
			}
			var out struct {
				HookSpecificOutput struct {
					HookEventName     string `json:"hookEventName"`
					AdditionalContext string `json:"additionalContext"`
				} `json:"hookSpecificOutput"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
				t.Fatalf("stdout is not JSON: %v\n%s", err, r.stdout)
			}
			if out.HookSpecificOutput.HookEventName != "PostToolUse" ||
				!strings.Contains(out.HookSpecificOutput.AdditionalContext, "inspect_localhost_ui") ||
				!strings.Contains(out.HookSpecificOutput.AdditionalContext, "sinceLastCapture") {
				t.Errorf("output = %+v", out)
			}
		})
	}
}

// fakeVibelens writes an executable that prints its arguments.
func fakeVibelens(t *testing.T, dir string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "vibelens")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\necho \"fake vibelens $*\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return bin
}

// fakeNpx returns a PATH directory whose npx echoes its arguments.
func fakeNpx(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "npx"), []byte("#!/bin/sh\necho \"fake npx $*\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func pluginVersion(t *testing.T) string {
	t.Helper()
	var m struct{ Version string }
	data, err := os.ReadFile(filepath.Join(pluginDir, ".claude-plugin", "plugin.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &m); err != nil || m.Version == "" {
		t.Fatalf("plugin.json version: %v", err)
	}
	return m.Version
}

func TestSessionStartHook(t *testing.T) {
	script := hookScripts(t)["SessionStart"]
	root := "CLAUDE_PLUGIN_ROOT=" + pluginDir
	stdin := `{"session_id":"abc","transcript_path":"/tmp/t.jsonl","cwd":"/work/app","hook_event_name":"SessionStart","source":"startup"}`

	t.Run("missing", func(t *testing.T) {
		// An empty PATH: no binary and no npx to fetch one.
		r := runScript(t, script, stdin, root, "PATH="+t.TempDir())
		if r.code != 0 {
			t.Fatalf("exit %d; SessionStart must not fail the session", r.code)
		}
		var out struct {
			SystemMessage      string `json:"systemMessage"`
			HookSpecificOutput struct {
				HookEventName     string `json:"hookEventName"`
				AdditionalContext string `json:"additionalContext"`
			} `json:"hookSpecificOutput"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
			t.Fatalf("stdout is not JSON: %v\n%s", err, r.stdout)
		}
		for _, want := range []string{"brew install vibelens/tap/vibelens", "go install github.com/vibelens/vibelens@latest"} {
			if !strings.Contains(out.SystemMessage, want) || !strings.Contains(out.HookSpecificOutput.AdditionalContext, want) {
				t.Errorf("output does not say %q: %+v", want, out)
			}
		}
		if out.HookSpecificOutput.HookEventName != "SessionStart" {
			t.Errorf("hookEventName = %q", out.HookSpecificOutput.HookEventName)
		}
	})

	t.Run("without CLAUDE_PLUGIN_ROOT", func(t *testing.T) {
		if r := runScript(t, script, stdin, "PATH="+t.TempDir()); r.code != 0 || !strings.Contains(r.stdout, "brew install") {
			t.Errorf("exit %d, stdout %q; want the install hint found via $0", r.code, r.stdout)
		}
	})

	installed := map[string]func(t *testing.T) []string{
		"on PATH": func(t *testing.T) []string {
			dir := filepath.Join(t.TempDir(), "bin")
			fakeVibelens(t, dir)
			return []string{"PATH=" + dir + ":/usr/bin:/bin"}
		},
		"in ~/go/bin": func(t *testing.T) []string {
			home := t.TempDir()
			fakeVibelens(t, filepath.Join(home, "go", "bin"))
			return []string{"HOME=" + home}
		},
		"VIBELENS_BIN": func(t *testing.T) []string {
			return []string{"VIBELENS_BIN=" + fakeVibelens(t, t.TempDir())}
		},
		"npx": func(t *testing.T) []string {
			return []string{"PATH=" + fakeNpx(t) + ":/usr/bin:/bin"}
		},
	}
	for name, setup := range installed {
		t.Run(name, func(t *testing.T) {
			r := runScript(t, script, stdin, append(setup(t), root)...)
			if r.code != 0 || r.stdout != "" || r.stderr != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want silence when installed", r.code, r.stdout, r.stderr)
			}
		})
	}
}

func TestLauncher(t *testing.T) {
	script := filepath.Join(pluginDir, "bin", "vibelens-mcp")

	t.Run("missing", func(t *testing.T) {
		r := runScript(t, script, "", "PATH="+t.TempDir())
		if r.code == 0 || r.stdout != "" {
			t.Errorf("exit %d, stdout %q; want failure and nothing on stdout (JSON-RPC)", r.code, r.stdout)
		}
		for _, want := range []string{"brew install vibelens/tap/vibelens", "go install github.com/vibelens/vibelens@latest"} {
			if !strings.Contains(r.stderr, want) {
				t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
			}
		}
	})

	t.Run("in ~/go/bin", func(t *testing.T) {
		home := t.TempDir()
		fakeVibelens(t, filepath.Join(home, "go", "bin"))
		r := runScript(t, script, "", "HOME="+home)
		if r.code != 0 || r.stdout != "fake vibelens serve\n" {
			t.Errorf("exit %d, stdout %q, stderr %q; want `vibelens serve` exec'd", r.code, r.stdout, r.stderr)
		}
	})

	t.Run("PATH wins over ~/go/bin", func(t *testing.T) {
		home := t.TempDir()
		fakeVibelens(t, filepath.Join(home, "go", "bin"))
		dir := filepath.Join(t.TempDir(), "bin")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "vibelens"), []byte("#!/bin/sh\necho \"path vibelens $*\"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		r := runScript(t, script, "", "HOME="+home, "PATH="+dir+":/usr/bin:/bin")
		if r.stdout != "path vibelens serve\n" {
			t.Errorf("stdout %q, want the PATH binary", r.stdout)
		}
	})

	t.Run("recorded by vibelens install", func(t *testing.T) {
		cfg := t.TempDir()
		bin := fakeVibelens(t, t.TempDir())
		if err := os.MkdirAll(filepath.Join(cfg, "vibelens"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(cfg, "vibelens", "binary"), []byte(bin+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		r := runScript(t, script, "", "XDG_CONFIG_HOME="+cfg, "PATH="+fakeNpx(t))
		if r.code != 0 || r.stdout != "fake vibelens serve\n" {
			t.Errorf("exit %d, stdout %q, stderr %q; want the recorded binary before npx", r.code, r.stdout, r.stderr)
		}
	})

	t.Run("npx with the plugin's version", func(t *testing.T) {
		want := "npx -y @vibelens/vibelens@" + pluginVersion(t)
		r := runScript(t, script, "", "PATH="+fakeNpx(t))
		if r.code != 0 || r.stdout != "fake "+want+" serve\n" {
			t.Errorf("exit %d, stdout %q, stderr %q; want %q", r.code, r.stdout, r.stderr, want+" serve")
		}
		cmd := exec.Command("sh", script, "--locate")
		cmd.Env = []string{"PATH=" + fakeNpx(t), "HOME=" + t.TempDir()}
		out, err := cmd.Output()
		if err != nil || string(out) != want+"\n" {
			t.Errorf("--locate: %v, stdout %q; want %q", err, out, want)
		}
	})

	t.Run("relative VIBELENS_BIN is ignored", func(t *testing.T) {
		r := runScript(t, script, "", "VIBELENS_BIN=vibelens", "PATH="+t.TempDir())
		if r.code == 0 {
			t.Errorf("exit 0 with a relative VIBELENS_BIN and no binary")
		}
	})
}

// TestClaudeValidate runs the real validator the marketplace uses. CI
// installs it (npm install -g @anthropic-ai/claude-code); set
// VIBELENS_REQUIRE_CLAUDE=1 to fail instead of skip when it is missing.
func TestClaudeValidate(t *testing.T) {
	claude, err := exec.LookPath("claude")
	if err != nil {
		if os.Getenv("VIBELENS_REQUIRE_CLAUDE") != "" {
			t.Fatal("claude CLI not on PATH: npm install -g @anthropic-ai/claude-code")
		}
		t.Skip("claude CLI not on PATH; install with `npm install -g @anthropic-ai/claude-code` to validate the plugin and marketplace")
	}
	for _, dir := range []string{".", "./plugin"} {
		t.Run(dir, func(t *testing.T) {
			cmd := exec.Command(claude, "plugin", "validate", dir, "--strict")
			cmd.Dir = ".."
			// Keep the validator from touching the developer's config.
			cmd.Env = append(os.Environ(), "CLAUDE_CONFIG_DIR="+t.TempDir(), "DISABLE_AUTOUPDATER=1")
			out, err := cmd.CombinedOutput()
			if err != nil || !strings.Contains(string(out), "Validation passed") {
				t.Errorf("claude plugin validate %s --strict: %v\n%s", dir, err, out)
			}
		})
	}
}
