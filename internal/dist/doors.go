package main

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"

	"github.com/vibelens/vibelens/installers"
	"github.com/vibelens/vibelens/installers/hostdocs"
)

// A door is one place a user starts VibeLens from, with the npm package
// and the version it runs. Every door must name installers.NPMPackage at
// the version server.json carries: a door naming another package runs
// someone else's code, one at another version runs another release.
type door struct {
	name    string // where, for messages: "README install table: Add to Cursor"
	pkg     string // "" where the door names no npm package (the .mcpb)
	version string // "" where the door pins none (the launcher's own package.json, filled at release)
}

// doorFiles are the files readDoors reads, relative to the repository root.
var doorFiles = []string{
	"server.json",
	"README.md",
	"npm/vibelens/package.json",
	"plugin/bin/vibelens-mcp",
	"plugin/.claude-plugin/plugin.json",
	"plugin/README.md",
}

var (
	// npxSpec is `npx -y <package>@<version>` as commands and prose write it.
	npxSpec = regexp.MustCompile("npx -y ([^\\s`'\"]+)")
	// markdownLink is a link's URL in the install table.
	markdownLink = regexp.MustCompile(`\]\((https://[^)\s]+)\)`)
	// addMCP is VS Code's `code --add-mcp '<json>'` one-liner.
	addMCP = regexp.MustCompile(`--add-mcp '([^']*)'`)
	// readmeBundle is the Claude Desktop row: the bundle file and its release.
	readmeBundle = regexp.MustCompile("`vibelens-([^`]+)-<os>-<arch>\\.mcpb`.*releases/tag/v([^)\\s]+)\\)")
	// launcherPrintf is the plugin launcher's npx fallback.
	launcherPrintf = regexp.MustCompile(`printf 'npx -y ([^\s']+)@%s\\n'`)
	// snippetSpec is the package argument in a rendered project config
	// (JSON and TOML write the args array the same way).
	snippetSpec = regexp.MustCompile(`"-y", "([^"]+)"`)
)

// splitSpec splits "@scope/name@1.2.3" into package and version; the
// version is "" when the spec has none.
func splitSpec(spec string) (pkg, version string) {
	if i := strings.LastIndexByte(spec, '@'); i > 0 {
		return spec[:i], spec[i+1:]
	}
	return spec, ""
}

// readDoors reads every door in the repository at root: the README's
// install table (commands, install links, the bundle row) and its prose,
// server.json, the npm launcher's package.json, the Claude Code plugin's
// launcher and README, the project configs the installers write, and the
// .mcpb manifest. It is the one place that knows where the doors are.
func readDoors(root string) ([]door, error) {
	read := func(f string) ([]byte, error) { return os.ReadFile(filepath.Join(root, f)) }
	var doors []door

	data, err := read("server.json")
	if err != nil {
		return nil, err
	}
	var sj serverDoc
	if err := json.Unmarshal(data, &sj); err != nil {
		return nil, fmt.Errorf("server.json: %w", err)
	}
	for _, p := range sj.Packages {
		if p.RegistryType == "npm" {
			doors = append(doors, door{"server.json: npm package", p.Identifier, p.Version})
		}
	}

	data, err = read("README.md")
	if err != nil {
		return nil, err
	}
	readme := string(data)
	i, j := strings.Index(readme, hostdocs.InstallBegin), strings.Index(readme, hostdocs.InstallEnd)
	if i < 0 || j < i {
		return nil, fmt.Errorf("README.md has no %s ... %s section", hostdocs.InstallBegin, hostdocs.InstallEnd)
	}
	table := readme[i:j]
	for _, row := range strings.Split(table, "\n") {
		cells := strings.Split(row, "|")
		if len(cells) < 3 || !strings.Contains(row, "npx") && !strings.Contains(row, "](https://") && !strings.Contains(row, ".mcpb") {
			continue
		}
		where := "README install table: " + strings.TrimSpace(cells[1])
		for _, m := range npxSpec.FindAllStringSubmatch(row, -1) {
			pkg, v := splitSpec(m[1])
			doors = append(doors, door{where + " command", pkg, v})
		}
		for _, m := range markdownLink.FindAllStringSubmatch(row, -1) {
			d, ok, err := linkDoor(m[1])
			if err != nil {
				return nil, fmt.Errorf("%s: %w", where, err)
			}
			if ok {
				d.name = where + " link " + d.name
				doors = append(doors, d)
			}
		}
		for _, m := range addMCP.FindAllStringSubmatch(row, -1) {
			d, err := entryDoor([]byte(m[1]))
			if err != nil {
				return nil, fmt.Errorf("%s: --add-mcp: %w", where, err)
			}
			d.name = where + " --add-mcp"
			doors = append(doors, d)
		}
		if m := readmeBundle.FindStringSubmatch(row); m != nil {
			doors = append(doors, door{where + " bundle file", "", m[1]}, door{where + " release link", "", m[2]})
		}
	}
	// The prose around the table may name the package but pins no version.
	tableFirst, tableLast := strings.Count(readme[:i], "\n"), strings.Count(readme[:j], "\n")
	for n, line := range strings.Split(readme, "\n") {
		if n >= tableFirst && n <= tableLast {
			continue
		}
		for _, m := range npxSpec.FindAllStringSubmatch(line, -1) {
			pkg, _ := splitSpec(m[1])
			doors = append(doors, door{fmt.Sprintf("README.md line %d", n+1), pkg, ""})
		}
	}

	data, err = read("npm/vibelens/package.json")
	if err != nil {
		return nil, err
	}
	var launcher struct{ Name string }
	if err := json.Unmarshal(data, &launcher); err != nil {
		return nil, fmt.Errorf("npm/vibelens/package.json: %w", err)
	}
	if launcher.Name == "" {
		launcher.Name = "(no name)"
	}
	doors = append(doors, door{"npm launcher package.json", launcher.Name, ""})

	// The plugin launcher runs npx at the version in plugin.json.
	data, err = read("plugin/bin/vibelens-mcp")
	if err != nil {
		return nil, err
	}
	m := launcherPrintf.FindSubmatch(data)
	if m == nil {
		return nil, errors.New("plugin/bin/vibelens-mcp: no `printf 'npx -y <package>@%s\\n'` fallback found")
	}
	data, err = read("plugin/.claude-plugin/plugin.json")
	if err != nil {
		return nil, err
	}
	var plugin struct{ Version string }
	if err := json.Unmarshal(data, &plugin); err != nil {
		return nil, fmt.Errorf("plugin.json: %w", err)
	}
	doors = append(doors, door{"Claude Code plugin launcher (npx fallback)", string(m[1]), plugin.Version})

	data, err = read("plugin/README.md")
	if err != nil {
		return nil, err
	}
	for _, m := range npxSpec.FindAllSubmatch(data, -1) {
		pkg, _ := splitSpec(string(m[1]))
		doors = append(doors, door{"plugin/README.md prose", pkg, ""})
	}

	// What `vibelens install --scope project` writes when vibelens is not
	// on PATH, installed for real into a scratch project by the release
	// binary of this version, for every host with a project config.
	proj, err := os.MkdirTemp("", "vibelens-doors-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(proj)
	notOnPath := func(string) (string, error) { return "", exec.ErrNotFound }
	entry := installers.PortableEntry(filepath.Join(proj, "bin", "vibelens"), "v"+sj.Version, notOnPath)
	in := &installers.Installer{
		Env:          installers.Env{GOOS: runtime.GOOS, Getenv: func(string) string { return "" }, Dir: proj},
		Entry:        installers.NewEntry(filepath.Join(proj, "bin", "vibelens")),
		ProjectEntry: &entry,
		LookPath:     notOnPath,
		Run:          func(string, string, ...string) ([]byte, error) { return nil, errors.New("no host CLI here") },
		Running:      func(*installers.Host) bool { return false },
	}
	for _, h := range installers.Hosts() {
		if !h.HasScope(installers.ScopeProject) {
			continue
		}
		res, err := in.Install(h, installers.Options{Scope: installers.ScopeProject})
		if err != nil {
			return nil, fmt.Errorf("installers: %s project config: %w", h.Name, err)
		}
		written, err := os.ReadFile(res.Path)
		if err != nil {
			return nil, fmt.Errorf("installers: %s project config: %w", h.Name, err)
		}
		m := snippetSpec.FindSubmatch(written)
		if m == nil {
			return nil, fmt.Errorf("installers: %s project config names no npx package:\n%s", h.Name, written)
		}
		pkg, v := splitSpec(string(m[1]))
		doors = append(doors, door{"installers: " + h.Name + " project config", pkg, v})
	}

	// The .mcpb carries the binary itself: it names no package, only the
	// version; `dist manifest` without -version takes server.json's.
	p, ok := lookupPlatform(runtime.GOOS, runtime.GOARCH)
	if !ok {
		p = platforms[0]
	}
	mf, err := newManifest(sj.Version, p)
	if err != nil {
		return nil, err
	}
	doors = append(doors, door{".mcpb manifest", "", mf.Version})
	for _, pkg := range serverJSON(sj.Version, []bundle{{p, bundleName(sj.Version, p), strings.Repeat("0", 64)}}).Packages {
		if pkg.RegistryType == "mcpb" {
			if m := bundleFile.FindStringSubmatch(filepath.Base(pkg.Identifier)); m != nil {
				doors = append(doors, door{"server.json (release): .mcpb file", "", m[1]})
			}
		}
	}
	doors = append(doors, door{"npm platform package README", npxPackage(platformReadme(p)), ""})
	return doors, nil
}

// npxPackage is the package of the first npx command in s.
func npxPackage(s string) string {
	m := npxSpec.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	pkg, _ := splitSpec(m[1])
	return pkg
}

// linkDoor reads an install link's server entry: Cursor's base64 config
// or VS Code's JSON one. ok is false for links that carry no entry.
func linkDoor(link string) (door, bool, error) {
	u, err := url.Parse(link)
	if err != nil {
		return door{}, false, err
	}
	cfg := u.Query().Get("config")
	if cfg == "" {
		return door{}, false, nil
	}
	raw := []byte(cfg)
	if !strings.HasPrefix(cfg, "{") {
		if raw, err = base64.StdEncoding.DecodeString(cfg); err != nil {
			return door{}, false, fmt.Errorf("link %s: config is neither JSON nor base64: %w", link, err)
		}
	}
	d, err := entryDoor(raw)
	if err != nil {
		return door{}, false, fmt.Errorf("link %s: %w", link, err)
	}
	d.name = u.Host
	if q := u.Query().Get("quality"); q != "" {
		d.name += " (" + q + ")"
	}
	return d, true, nil
}

// entryDoor reads a {"command":"npx","args":["-y","<spec>",...]} entry.
func entryDoor(raw []byte) (door, error) {
	var e struct {
		Command string
		Args    []string
	}
	if err := json.Unmarshal(raw, &e); err != nil {
		return door{}, err
	}
	if e.Command != "npx" || len(e.Args) < 2 || e.Args[0] != "-y" {
		return door{}, fmt.Errorf("entry %s is not `npx -y <package>@<version>`", raw)
	}
	pkg, v := splitSpec(e.Args[1])
	return door{pkg: pkg, version: v}, nil
}

// checkDoors reports every door that names another package or version
// than installers.NPMPackage at server.json's version.
func checkDoors(root string) error {
	data, err := os.ReadFile(filepath.Join(root, "server.json"))
	if err != nil {
		return err
	}
	var sj serverDoc
	if err := json.Unmarshal(data, &sj); err != nil {
		return fmt.Errorf("server.json: %w", err)
	}
	doors, err := readDoors(root)
	if err != nil {
		return err
	}
	var bad []string
	for _, d := range doors {
		if d.pkg != "" && d.pkg != installers.NPMPackage {
			bad = append(bad, fmt.Sprintf("%s runs npm package %q, want %q", d.name, d.pkg, installers.NPMPackage))
		}
		if d.version != "" && d.version != sj.Version {
			bad = append(bad, fmt.Sprintf("%s pins version %q, want server.json's %q", d.name, d.version, sj.Version))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("doors disagree (run go run ./internal/dist set-version -version %s, then go generate ./installers):\n  %s", sj.Version, strings.Join(bad, "\n  "))
	}
	return nil
}
