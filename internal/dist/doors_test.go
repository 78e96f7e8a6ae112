package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/installers"
)

var repoRoot = filepath.Join("..", "..")

func repoVersion(t *testing.T, root string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(root, "server.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc serverDoc
	if err := json.Unmarshal(data, &doc); err != nil || doc.Version == "" {
		t.Fatalf("server.json version %q: %v", doc.Version, err)
	}
	return doc.Version
}

// TestEveryDoorNamesOnePackage reads every door (readDoors is the one
// place that knows them) and wants each to run installers.NPMPackage at
// server.json's version. The table lists the doors that must be there, so
// a door the reader stops seeing fails too.
func TestEveryDoorNamesOnePackage(t *testing.T) {
	version := repoVersion(t, repoRoot)
	doors, err := readDoors(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]door{}
	for _, d := range doors {
		found[d.name] = d
	}
	for _, tc := range []struct {
		door   string
		pkg    bool // names the npm package
		pinned bool // pins a version
	}{
		{"server.json: npm package", true, true},
		{"README install table: any MCP host (needs Node) command", true, true},
		{"README install table: Claude Code command", true, true},
		{"README install table: Cursor link cursor.com", true, true},
		{"README install table: VS Code link insiders.vscode.dev", true, true},
		{"README install table: VS Code link insiders.vscode.dev (insiders)", true, true},
		{"README install table: VS Code --add-mcp", true, true},
		{"README install table: Claude Desktop bundle file", false, true},
		{"README install table: Claude Desktop release link", false, true},
		{"npm launcher package.json", true, false},
		{"npm platform package README", true, false},
		{"Claude Code plugin launcher (npx fallback)", true, true},
		{"plugin/README.md prose", true, false},
		{"installers: claude-code project config", true, true},
		{"installers: cursor project config", true, true},
		{"installers: vscode project config", true, true},
		{"installers: codex project config", true, true},
		{"installers: gemini project config", true, true},
		{"installers: zed project config", true, true},
		{".mcpb manifest", false, true},
		{"server.json (release): .mcpb file", false, true},
	} {
		d, ok := found[tc.door]
		if !ok {
			t.Errorf("door %q not found", tc.door)
			continue
		}
		if tc.pkg && d.pkg != installers.NPMPackage {
			t.Errorf("%s runs %q, want %q", tc.door, d.pkg, installers.NPMPackage)
		}
		if tc.pinned && d.version != version {
			t.Errorf("%s pins %q, want server.json's %q", tc.door, d.version, version)
		}
	}
	// Doors the table does not list (README prose) are held to the same rule.
	if err := checkDoors(repoRoot); err != nil {
		t.Error(err)
	}
}

// TestDoorsCatchDrift changes one door at a time in a copy of the
// repository's door files: checkDoors must name that door.
func TestDoorsCatchDrift(t *testing.T) {
	version := repoVersion(t, repoRoot)
	old := installers.NPXEntry(version)
	for _, tc := range []struct {
		name, file, from, to string
		wantDoor             string
	}{
		{"unscoped npx command", "README.md",
			"server command `npx -y " + installers.NPMPackage + "@", "server command `npx -y vibelens@",
			"any MCP host (needs Node) command runs npm package \"vibelens\""},
		{"Cursor link at another version", "README.md",
			installers.Link(installers.LinkCursor, old).URL, installers.Link(installers.LinkCursor, installers.NPXEntry("0.9.0")).URL,
			"Cursor link cursor.com pins version \"0.9.0\""},
		{"VS Code Insiders link, unscoped", "README.md",
			"%22%40vibelens%2Fvibelens%40" + version + "%22%2C%22serve%22%5D%7D&name=vibelens&quality=insiders",
			"%22vibelens%40" + version + "%22%2C%22serve%22%5D%7D&name=vibelens&quality=insiders",
			"VS Code link insiders.vscode.dev (insiders) runs npm package \"vibelens\""},
		{"code --add-mcp, other package", "README.md",
			`"args":["-y","` + installers.NPMPackage + "@", `"args":["-y","vibelens-mcp@`,
			"VS Code --add-mcp runs npm package \"vibelens-mcp\""},
		{"bundle row at another version", "README.md",
			"`vibelens-" + version + "-<os>-<arch>.mcpb`", "`vibelens-0.9.0-<os>-<arch>.mcpb`",
			"Claude Desktop bundle file pins version \"0.9.0\""},
		{"README prose, unscoped", "README.md",
			"else `npx -y " + installers.NPMPackage + "@<version>`", "else `npx -y vibelens@<version>`",
			"README.md line"},
		{"server.json identifier", "server.json",
			`"identifier": "` + installers.NPMPackage + `"`, `"identifier": "vibelens"`,
			"server.json: npm package runs npm package \"vibelens\""},
		{"launcher package name", "npm/vibelens/package.json",
			`"name": "` + installers.NPMPackage + `"`, `"name": "vibelens"`,
			"npm launcher package.json runs npm package \"vibelens\""},
		{"plugin launcher, unscoped", "plugin/bin/vibelens-mcp",
			"printf 'npx -y " + installers.NPMPackage + "@%s", "printf 'npx -y vibelens@%s",
			"Claude Code plugin launcher (npx fallback) runs npm package \"vibelens\""},
		{"plugin at another version", "plugin/.claude-plugin/plugin.json",
			`"version": "` + version + `"`, `"version": "0.9.0"`,
			"Claude Code plugin launcher (npx fallback) pins version \"0.9.0\""},
		{"plugin README, unscoped", "plugin/README.md",
			"`npx -y " + installers.NPMPackage + "@", "`npx -y vibelens@",
			"plugin/README.md prose runs npm package \"vibelens\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			for _, f := range doorFiles {
				data, err := os.ReadFile(filepath.Join(repoRoot, f))
				if err != nil {
					t.Fatal(err)
				}
				if f == tc.file {
					if !strings.Contains(string(data), tc.from) {
						t.Fatalf("%s lacks %q", f, tc.from)
					}
					data = []byte(strings.Replace(string(data), tc.from, tc.to, 1))
				}
				os.MkdirAll(filepath.Dir(filepath.Join(root, f)), 0o755)
				if err := os.WriteFile(filepath.Join(root, f), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			err := checkDoors(root)
			if err == nil || !strings.Contains(err.Error(), tc.wantDoor) {
				t.Errorf("checkDoors = %v, want it to name %q", err, tc.wantDoor)
			}
		})
	}
}
