//go:build linux

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// envUnportable makes this test binary an MCP server with one unportable
// tool schema (see serveUnportable): the inspector check's own control.
const envUnportable = "VIBELENS_E2E_UNPORTABLE_SERVER"

// serveUnportable serves, over stdio, one tool whose parameter has a type
// array: the inspector's --strict lint must report it, or the check below
// would pass without reading anything.
func serveUnportable() int {
	s := mcp.NewServer(&mcp.Implementation{Name: "unportable", Version: "0"}, nil)
	s.AddTool(&mcp.Tool{Name: "unportable", InputSchema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"v": {Types: []string{"string", "number"}}},
	}}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		return 1
	}
	return 0
}

// inspectorFinding is one entry of the inspector's schemaFindings
// (clients/cli schemaLint in @modelcontextprotocol/inspector 2.12.0).
type inspectorFinding struct {
	Rule     string `json:"rule"`
	Severity string `json:"severity"` // error or warning
	Schema   string `json:"schema"`
	Path     string `json:"path"`
}

// inspectorOutput is what `--cli --format json --method tools/list --strict`
// prints on stdout: the result, and the findings when there are any.
type inspectorOutput struct {
	Result struct {
		Tools []any `json:"tools"`
	} `json:"result"`
	SchemaFindings []struct {
		ToolName string             `json:"toolName"`
		Findings []inspectorFinding `json:"findings"`
	} `json:"schemaFindings"`
}

// inspectorBin is the MCP Inspector pinned in testapps/package.json, as
// npm ci installed it. Without testapps/node_modules the test skips; an
// install that lacks the pinned version fails it, since CI would
// otherwise pass without the check.
func inspectorBin(t *testing.T) string {
	t.Helper()
	apps := filepath.Join("..", "testapps")
	modules := filepath.Join(apps, "node_modules")
	if _, err := os.Stat(modules); err != nil {
		t.Skip("testapps/node_modules is missing: run npm ci --prefix testapps (go run ./internal/testall does) to run the MCP Inspector's schema check")
	}
	var pkg struct {
		Version         string            `json:"version"`
		DevDependencies map[string]string `json:"devDependencies"`
	}
	readJSON(t, filepath.Join(apps, "package.json"), &pkg)
	want := pkg.DevDependencies["@modelcontextprotocol/inspector"]
	if want == "" {
		t.Fatal("testapps/package.json has no @modelcontextprotocol/inspector dev dependency")
	}
	pkg.Version = ""
	if _, err := os.Stat(filepath.Join(modules, "@modelcontextprotocol", "inspector", "package.json")); err == nil {
		readJSON(t, filepath.Join(modules, "@modelcontextprotocol", "inspector", "package.json"), &pkg)
	}
	if pkg.Version != want {
		t.Fatalf("testapps/node_modules has MCP Inspector %q, package.json pins %s: the install predates the pin; run npm ci --prefix testapps", pkg.Version, want)
	}
	t.Logf("MCP Inspector %s", pkg.Version)
	return filepath.Join(modules, ".bin", "mcp-inspector")
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// TestInspectorStrict runs the MCP Inspector's CLI in strict mode on the
// built server over stdio, as a host would start it: its schema
// portability lint must find nothing (no error and no warning; the CLI
// fails only on errors), and the tools/list it received must be
// server/testdata/tools_list.golden.json. A second server with a known
// unportable schema shows the findings are read.
func TestInspectorStrict(t *testing.T) {
	inspector := inspectorBin(t)
	var golden struct {
		Tools []any `json:"tools"`
	}
	readJSON(t, filepath.Join("..", "server", "testdata", "tools_list.golden.json"), &golden)

	tests := []struct {
		name   string
		target []string
		env    []string // for the server, as -e KEY=VALUE
		want   []inspectorFinding
		golden bool
	}{
		{name: "vibelens serve", target: []string{bin, "serve"}, golden: true},
		{name: "control: a type array", target: []string{os.Args[0]}, env: []string{envUnportable + "=1"},
			want: []inspectorFinding{{Rule: "type-union", Severity: "warning", Schema: "inputSchema", Path: "properties.v"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir() // no user presets for the server, no catalog written for the inspector
			args := []string{"--cli", "--strict", "--format", "json", "--method", "tools/list"}
			for _, e := range tt.env {
				args = append(args, "-e", e)
			}
			args = append(args, tt.target...)
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, inspector, args...)
			cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			t0 := time.Now()
			err := cmd.Run()
			t.Logf("%s (%s)", strings.Join(append([]string{"mcp-inspector"}, args...), " "), time.Since(t0).Round(time.Millisecond))
			if err != nil {
				t.Fatalf("inspector: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
			}
			var out inspectorOutput
			if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
				t.Fatalf("inspector stdout is not its JSON envelope: %v\n%s", err, stdout.String())
			}
			var got []inspectorFinding
			for _, tf := range out.SchemaFindings {
				for _, f := range tf.Findings {
					got = append(got, f)
					t.Logf("%s: %s %s at %s.%s", tf.ToolName, f.Severity, f.Rule, f.Schema, f.Path)
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("schema findings = %+v, want %+v\nstderr:\n%s", got, tt.want, stderr.String())
			}
			if len(tt.want) == 0 && (strings.Contains(stderr.String(), "Warning: tool") || strings.Contains(stderr.String(), "Error: tool")) {
				t.Errorf("the inspector's report on stderr names a problem:\n%s", stderr.String())
			}
			if tt.golden && !reflect.DeepEqual(out.Result.Tools, golden.Tools) {
				b, _ := json.MarshalIndent(out.Result, "", "  ")
				t.Errorf("the built binary's tools/list is not server/testdata/tools_list.golden.json (regenerate it with go test ./server -run TestToolsListGolden -update if the change is meant):\n%s", b)
			}
		})
	}
}
