package cli

import (
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// TestInstallPrintGolden: what `vibelens install --print` shows, stdout and
// stderr, for VS Code (the snippet, and beside it the `code --add-mcp`
// one-liner that adds the same entry), its project config (the npm door; no
// one-liner, which writes the user config only) and several hosts at once
// (everything on stdout, notes as # comments). Update with -update.
func TestInstallPrintGolden(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the golden files hold Linux's config paths")
	}
	for _, tc := range []struct {
		name  string
		args  []string
		found []string // config directories that make a host look installed, under home
	}{
		{name: "vscode-user", args: []string{"--ide", "vscode"}},
		{name: "vscode-project", args: []string{"--ide", "vscode", "--scope", "project"}},
		{name: "all-user", args: []string{"--ide", "all"}, found: []string{".cursor", ".config/Code/User"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			home, proj := hostSandbox(t, fakeBin)
			for _, d := range tc.found {
				if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			out, errOut, code := runCLI(t, append(append([]string{"install", "--print"}, tc.args...), "--dir", proj)...)
			if code != exitOK {
				t.Fatalf("exit %d\nstdout %s\nstderr %s", code, out, errOut)
			}
			got := "-- stdout --\n" + out + "-- stderr --\n" + errOut
			got = strings.NewReplacer(proj, "$PROJECT", home, "$HOME").Replace(got)
			golden := filepath.Join("testdata", "install-print", tc.name+".golden")
			if *update {
				os.MkdirAll(filepath.Dir(golden), 0o755)
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("install --print %s differs from %s:\n%s\nwant:\n%s", strings.Join(tc.args, " "), golden, got, want)
			}
			if entries, _ := os.ReadDir(proj); len(entries) != 0 {
				t.Errorf("--print wrote into the project: %v", entries)
			}
		})
	}
}
