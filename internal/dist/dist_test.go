package main

import (
	"archive/zip"
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
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/installers"
)

func TestRepoServerJSONAndVersions(t *testing.T) {
	var out bytes.Buffer
	if err := check(filepath.Join("..", ".."), &out); err != nil {
		t.Fatal(err)
	}
}

// TestSchemaCatchesMistakes keeps the vendored schema and validator honest:
// documents the registry rejects must fail here too.
func TestSchemaCatchesMistakes(t *testing.T) {
	good := render(serverJSON("1.2.3", []bundle{{platform{os: "linux", cpu: "x64"}, "x.mcpb", strings.Repeat("a", 64)}}))
	if err := validateServerJSON(good); err != nil {
		t.Fatalf("a good document fails: %v", err)
	}
	for name, mutate := range map[string]func(d map[string]any){
		"no name":                func(d map[string]any) { delete(d, "name") },
		"bad name":               func(d map[string]any) { d["name"] = "vibelens" },
		"long description":       func(d map[string]any) { d["description"] = strings.Repeat("x", 101) },
		"package version latest": func(d map[string]any) { pkg(d, 0)["version"] = "latest" },
		"bad sha256":             func(d map[string]any) { pkg(d, 1)["fileSha256"] = "XYZ" },
		"no transport":           func(d map[string]any) { delete(pkg(d, 0), "transport") },
		"positional no value":    func(d map[string]any) { pkg(d, 0)["packageArguments"] = []any{map[string]any{"type": "positional"}} },
	} {
		var d map[string]any
		json.Unmarshal(good, &d)
		mutate(d)
		bad, _ := json.Marshal(d)
		if err := validateServerJSON(bad); err == nil {
			t.Errorf("%s: validates, want a schema error", name)
		}
	}
}

func pkg(d map[string]any, i int) map[string]any {
	return d["packages"].([]any)[i].(map[string]any)
}

func TestSetVersionKeepsFilesInStep(t *testing.T) {
	root := t.TempDir()
	for _, f := range append(slices.Clone(versionFiles), doorFiles...) {
		data, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Dir(filepath.Join(root, f)), 0o755)
		os.WriteFile(filepath.Join(root, f), data, 0o644)
	}
	if err := setVersion(root, "2.3.4"); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := check(root, &out); err != nil || !strings.Contains(out.String(), "2.3.4") {
		t.Errorf("check after set-version: %v %s", err, out.String())
	}
	// One file left behind is caught.
	p := filepath.Join(root, "plugin/.claude-plugin/plugin.json")
	data, _ := os.ReadFile(p)
	os.WriteFile(p, bytes.Replace(data, []byte(`"2.3.4"`), []byte(`"2.3.3"`), 1), 0o644)
	if err := check(root, &out); err == nil {
		t.Error("check passes with the plugin at another version")
	}
}

func TestMCPBBundle(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "vibelens")
	os.WriteFile(bin, []byte("binary"), 0o755)
	p, _ := lookupPlatform("windows", "amd64")
	made, err := buildMCPB(t.TempDir(), "1.2.3", []built{{p, bin}})
	if err != nil || len(made) != 1 {
		t.Fatal(err)
	}
	if filepath.Base(made[0].path) != "vibelens-1.2.3-win32-x64.mcpb" || len(made[0].sha256) != 64 {
		t.Errorf("bundle = %+v", made[0])
	}
	zr, err := zip.OpenReader(made[0].path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	files := map[string]*zip.File{}
	for _, f := range zr.File {
		files[f.Name] = f
	}
	exe := files["server/vibelens.exe"]
	if exe == nil || exe.Mode().Perm() != 0o755 {
		t.Fatalf("bundle files %v; want server/vibelens.exe, mode 0755", files)
	}
	rc, _ := files["manifest.json"].Open()
	var m manifest
	json.NewDecoder(rc).Decode(&m)
	rc.Close()
	if m.Server.EntryPoint != "server/vibelens.exe" || m.Server.MCPConfig.Command != "${__dirname}/server/vibelens.exe" ||
		m.Compatibility.Platforms[0] != "win32" || m.Version != "1.2.3" || len(m.Tools) != 3 || m.Tools[0].Name != "inspect_localhost_ui" || m.Tools[1].Name != "interact_localhost_ui" || m.Tools[2].Name != "point_at_localhost_ui" {
		t.Errorf("manifest = %+v", m)
	}
	if got := strings.Join(m.Server.MCPConfig.Args, " "); got != "serve --network=${user_config.network} --allow-host=${user_config.allowed_hosts} --storage-state=${user_config.storage_state}" {
		t.Errorf("args = %q", got)
	}
	// In the order Claude Desktop shows them; only the network has a default.
	var keys []string
	for _, c := range m.UserConfig {
		keys = append(keys, c.Key+":"+c.Type)
		if c.Required || (c.Default != nil) != (c.Key == "network") {
			t.Errorf("user_config %s: required %v, default %v", c.Key, c.Required, c.Default)
		}
	}
	if got := strings.Join(keys, " "); got != "network:string allowed_hosts:string storage_state:file" {
		t.Errorf("user_config = %s", got)
	}
}

// TestNPMPackagesOffline builds the launcher and this platform's package
// from a real build, packs both with npm, installs them offline from the
// tarballs into a fresh project and drives `npx -y @vibelens/vibelens@V
// serve` (what the doors write) with an MCP client: tools/list, then one
// capture of a loopback page in real Chromium.
func TestNPMPackagesOffline(t *testing.T) {
	if testing.Short() {
		t.Skip("builds, packs and installs; skipped with -short")
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not on PATH")
	}
	npx, err := exec.LookPath("npx")
	if err != nil {
		t.Skip("npx not on PATH")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	work := t.TempDir()
	bin := filepath.Join(work, "vibelens")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	if out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/vibelens/vibelens").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	pkgs := filepath.Join(work, "packages")
	bins, err := binaries("", bin, "", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := buildNPM(filepath.Join("..", "..", "npm"), pkgs, "0.0.1-test", bins); err != nil {
		t.Fatal(err)
	}
	// npm must not touch the developer's cache or config.
	env := append(os.Environ(), "npm_config_cache="+filepath.Join(work, "npm-cache"), "npm_config_userconfig="+filepath.Join(work, "npmrc"),
		"npm_config_update_notifier=false", "npm_config_fund=false", "npm_config_audit=false")
	npmRun := func(dir string, args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(ctx, npm, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("npm %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	tarballs := filepath.Join(work, "tarballs")
	os.MkdirAll(tarballs, 0o755)
	var tgz []string
	for _, dir := range []string{"vibelens", "vibelens-" + bins[0].os + "-" + bins[0].cpu} {
		out := npmRun(filepath.Join(pkgs, dir), "pack", "--pack-destination", tarballs)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		tgz = append(tgz, filepath.Join(tarballs, strings.TrimSpace(lines[len(lines)-1])))
	}
	proj := filepath.Join(work, "app")
	os.MkdirAll(proj, 0o755)
	os.WriteFile(filepath.Join(proj, "package.json"), []byte(`{"name":"app","version":"1.0.0","private":true}`), 0o644)
	npmRun(proj, append([]string{"install", "--offline", "--no-audit", "--no-fund"}, tgz...)...)

	installed := filepath.Join(proj, "node_modules", "@vibelens", bins[0].os+"-"+bins[0].cpu, "bin", bins[0].exe())
	if fi, err := os.Stat(installed); err != nil || fi.Mode().Perm()&0o111 == 0 {
		t.Fatalf("platform binary after install: %v (mode %v)", err, fi)
	}

	page := http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `<!doctype html><title>npm door</title><h1 id="hello" class="greeting">Hello from npm</h1>`)
	})}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go page.Serve(l)
	defer page.Close()

	// The command the doors write, resolved from the project where it is installed.
	cmd := exec.Command(npx, "--offline", "-y", installers.NPMPackage+"@0.0.1-test", "serve")
	cmd.Dir, cmd.Env = proj, env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	client := mcp.NewClient(&mcp.Implementation{Name: "npm-door-test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect to npx vibelens serve: %v\nstderr: %s", err, stderr.String())
	}
	defer cs.Close()
	if v := cs.InitializeResult().ServerInfo.Version; v == "" {
		t.Errorf("serverInfo.version is empty")
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil || len(tools.Tools) != 3 || tools.Tools[0].Name != "inspect_localhost_ui" || tools.Tools[1].Name != "interact_localhost_ui" || tools.Tools[2].Name != "point_at_localhost_ui" {
		t.Fatalf("tools/list = %+v, %v", tools, err)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui",
		Arguments: map[string]any{"url": "http://" + l.Addr().String() + "/", "delay": 0}})
	if err != nil {
		t.Fatalf("tools/call: %v\nstderr: %s", err, stderr.String())
	}
	if res.IsError || len(res.Content) != 2 {
		t.Fatalf("capture through npx: isError=%v content=%d %+v\nstderr: %s", res.IsError, len(res.Content), res.Content, stderr.String())
	}
	img, ok := res.Content[0].(*mcp.ImageContent)
	if !ok || !bytes.HasPrefix(img.Data, []byte{0xFF, 0xD8}) {
		t.Errorf("first block is not a JPEG: %T", res.Content[0])
	}
	if txt, ok := res.Content[1].(*mcp.TextContent); !ok || !strings.Contains(txt.Text, `class=\"greeting\">Hello from npm`) {
		t.Errorf("payload lacks the page's DOM: %+v", res.Content[1])
	}
}
