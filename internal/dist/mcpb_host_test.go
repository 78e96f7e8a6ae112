package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// substituteJS computes a bundle's server command the way the host does:
// getMcpConfigForManifest from @anthropic-ai/mcpb, the reference
// implementation of the manifest's ${__dirname} and ${user_config.KEY}
// substitution (defaults first, then the user's values).
const substituteJS = `
import { readFileSync } from "node:fs";
import { sep } from "node:path";
import { pathToFileURL } from "node:url";
const [pkgRoot, extDir, userConfig, home] = process.argv.slice(2);
const { getMcpConfigForManifest } = await import(pathToFileURL(pkgRoot + "/dist/shared/config.js").href);
const manifest = JSON.parse(readFileSync(extDir + "/manifest.json", "utf8"));
const cfg = await getMcpConfigForManifest({
  manifest,
  extensionPath: extDir,
  systemDirs: { HOME: home, DESKTOP: home + "/Desktop", DOCUMENTS: home + "/Documents", DOWNLOADS: home + "/Downloads" },
  userConfig: JSON.parse(userConfig),
  pathSeparator: sep,
});
process.stdout.write(JSON.stringify(cfg ?? null));
`

// mcpbTool finds the mcpb CLI (npm install -g @anthropic-ai/mcpb) and its
// package directory, or skips.
func mcpbTool(t *testing.T) (cli, pkgRoot string) {
	t.Helper()
	cli, err := exec.LookPath("mcpb")
	if err != nil {
		t.Skip("mcpb not on PATH (npm install -g @anthropic-ai/mcpb@2.1.2)")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node not on PATH")
	}
	real, err := filepath.EvalSymlinks(cli)
	if err != nil {
		t.Fatal(err)
	}
	// The bin is <package>/dist/cli/cli.js.
	pkgRoot = filepath.Dir(filepath.Dir(filepath.Dir(real)))
	if _, err := os.Stat(filepath.Join(pkgRoot, "dist", "shared", "config.js")); err != nil {
		t.Skipf("mcpb at %s has no dist/shared/config.js to substitute with: %v", real, err)
	}
	return cli, pkgRoot
}

// TestMCPBStartsLikeClaudeDesktop builds this platform's bundle from a real
// build, validates its manifest with mcpb, unpacks it with mcpb, computes
// the server command from the manifest and a user's settings the way the
// host does, starts it with that command, args and env, and speaks MCP to
// it over stdio: initialize, tools/list, and captures that show the
// settings reached the server. Settings left empty must not stop it.
func TestMCPBStartsLikeClaudeDesktop(t *testing.T) {
	if testing.Short() {
		t.Skip("builds, bundles and starts the server; skipped with -short")
	}
	mcpbCLI, pkgRoot := mcpbTool(t)
	p, ok := lookupPlatform(runtime.GOOS, runtime.GOARCH)
	if !ok {
		t.Skip("no bundle for this platform")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	work := t.TempDir()
	bin := filepath.Join(work, p.exe())
	if out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/vibelens/vibelens").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	made, err := buildMCPB(filepath.Join(work, "mcpb"), "0.0.1-test", []built{{p, bin}})
	if err != nil {
		t.Fatal(err)
	}
	ext := filepath.Join(work, "extension")
	run := func(name string, args ...string) string {
		t.Helper()
		out, err := exec.CommandContext(ctx, name, args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	run(mcpbCLI, "unpack", made[0].path, ext)
	run(mcpbCLI, "validate", filepath.Join(ext, "manifest.json"))
	if fi, err := os.Stat(filepath.Join(ext, "server", p.exe())); err != nil || runtime.GOOS != "windows" && fi.Mode().Perm()&0o100 == 0 {
		t.Fatalf("unpacked binary: %v (mode %v); the host runs it as is", err, fi)
	}
	script := filepath.Join(work, "substitute.mjs")
	os.WriteFile(script, []byte(substituteJS), 0o644)

	// A page that shows the cookies it gets, for the storage-state setting.
	page := http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `<!doctype html><title>bundle</title><p id="cookie">`+r.Header.Get("Cookie")+`</p>`)
	})}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go page.Serve(l)
	defer page.Close()
	state := filepath.Join(work, "login.json")
	os.WriteFile(state, []byte(`{"cookies":[{"name":"session","value":"from-bundle-settings","domain":"127.0.0.1","path":"/","expires":-1,"httpOnly":true,"secure":false,"sameSite":"Lax"}],"origins":[]}`), 0o600)

	for _, tc := range []struct {
		name       string
		userConfig map[string]any
		// check makes calls that show the settings took effect.
		check func(t *testing.T, cs *mcp.ClientSession)
	}{
		{name: "nothing set", userConfig: map[string]any{}},
		{name: "fields cleared", userConfig: map[string]any{"network": "", "allowed_hosts": "", "storage_state": ""}},
		{name: "all set", userConfig: map[string]any{"network": "local", "allowed_hosts": "myapp.test, *.internal", "storage_state": state},
			check: func(t *testing.T, cs *mcp.ClientSession) {
				text := callText(t, ctx, cs, "http://"+l.Addr().String()+"/")
				if !strings.Contains(text, "session=from-bundle-settings") {
					t.Errorf("capture lacks the storage state's cookie:\n%.600s", text)
				}
				// A host the settings do not name is refused by the URL
				// check; one they name gets past it (and fails later: no DNS).
				if text := callText(t, ctx, cs, "http://other.test/"); !strings.Contains(text, "no --allow-host rule names") {
					t.Errorf("other.test: %.400s; want the --allow-host refusal", text)
				}
				if text := callText(t, ctx, cs, "http://myapp.test/"); strings.Contains(text, "no --allow-host rule names") {
					t.Errorf("myapp.test refused although allowed: %.400s", text)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			uc, _ := json.Marshal(tc.userConfig)
			out := run("node", script, pkgRoot, ext, string(uc), t.TempDir())
			var cfg struct {
				Command string
				Args    []string
				Env     map[string]string
			}
			if err := json.Unmarshal([]byte(out), &cfg); err != nil || cfg.Command == "" {
				t.Fatalf("host config %s: %v", out, err)
			}
			t.Logf("host runs %s %q", cfg.Command, cfg.Args)
			cmd := exec.Command(cfg.Command, cfg.Args...)
			cmd.Env = os.Environ()
			for k, v := range cfg.Env {
				cmd.Env = append(cmd.Env, k+"="+v)
			}
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			client := mcp.NewClient(&mcp.Implementation{Name: "bundle-host-test", Version: "1"}, nil)
			cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
			if err != nil {
				t.Fatalf("initialize: %v\nstderr: %s", err, stderr.String())
			}
			defer cs.Close()
			if v := cs.InitializeResult().ServerInfo.Version; v == "" {
				t.Error("serverInfo.version is empty")
			}
			tools, err := cs.ListTools(ctx, nil)
			if err != nil || len(tools.Tools) == 0 || tools.Tools[0].Name != "inspect_localhost_ui" {
				t.Fatalf("tools/list = %+v, %v\nstderr: %s", tools, err, stderr.String())
			}
			if tc.check != nil {
				tc.check(t, cs)
			}
		})
	}

	// A storage-state file that is not there is the user's mistake: the
	// server says so on stderr and does not start.
	t.Run("missing storage state file", func(t *testing.T) {
		uc, _ := json.Marshal(map[string]any{"storage_state": filepath.Join(work, "nope.json")})
		var cfg struct {
			Command string
			Args    []string
		}
		json.Unmarshal([]byte(run("node", script, pkgRoot, ext, string(uc), t.TempDir())), &cfg)
		cmd := exec.CommandContext(ctx, cfg.Command, cfg.Args...)
		cmd.Stdin = strings.NewReader("")
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(string(out), "nope.json") {
			t.Errorf("start with a missing storage state: %v, output %q; want a failure naming the file", err, out)
		}
	})
}

// callText calls the tool on url and returns its text blocks.
func callText(t *testing.T, ctx context.Context, cs *mcp.ClientSession, url string) string {
	t.Helper()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: map[string]any{"url": url, "delay": 0}})
	if err != nil {
		t.Fatalf("tools/call %s: %v", url, err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if txt, ok := c.(*mcp.TextContent); ok {
			b.WriteString(txt.Text)
		}
	}
	return b.String()
}
