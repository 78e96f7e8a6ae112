package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/vibelens/vibelens/installers"
)

const repoURL = "git+https://github.com/vibelens/vibelens.git"

// buildNPM writes the launcher package (installers.NPMPackage, from
// src/vibelens, with the version and one optional dependency per built
// platform) and one package per binary into out, each a directory ready for
// `npm pack` or `npm publish`.
func buildNPM(src, out, version string, bins []built) error {
	if version == "" || out == "" {
		return fmt.Errorf("need -version and -out")
	}
	deps := map[string]string{}
	for _, b := range bins {
		if err := platformPackage(filepath.Join(out, "vibelens-"+b.os+"-"+b.cpu), version, b); err != nil {
			return err
		}
		deps[b.npmName()] = version
	}
	return launcherPackage(filepath.Join(src, "vibelens"), filepath.Join(out, "vibelens"), version, deps)
}

func platformPackage(dir, version string, b built) error {
	pkg := struct {
		Name            string   `json:"name"`
		Version         string   `json:"version"`
		Description     string   `json:"description"`
		License         string   `json:"license"`
		Repository      any      `json:"repository"`
		OS              []string `json:"os"`
		CPU             []string `json:"cpu"`
		Files           []string `json:"files"`
		PreferUnplugged bool     `json:"preferUnplugged"`
	}{
		Name:        b.npmName(),
		Version:     version,
		Description: fmt.Sprintf("The vibelens binary for %s %s; install the vibelens package, which picks this one.", b.os, b.cpu),
		License:     "MIT",
		Repository:  map[string]string{"type": "git", "url": repoURL},
		OS:          []string{b.os},
		CPU:         []string{b.cpu},
		Files:       []string{"bin"},
		// Yarn PnP must unpack it to run it.
		PreferUnplugged: true,
	}
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		return err
	}
	if err := writeJSON(filepath.Join(dir, "package.json"), pkg); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte(platformReadme(b.platform)), 0o644); err != nil {
		return err
	}
	return copyFile(b.path, filepath.Join(dir, "bin", b.exe()), 0o755)
}

// platformReadme is a platform package's README: it points at the launcher.
func platformReadme(p platform) string {
	return "# " + p.npmName() + "\n\nThe `vibelens` binary for " + p.os + " " + p.cpu + ". Do not install it directly: `npx -y " + installers.NPMPackage + " serve` installs the right one.\n"
}

// launcherPackage copies the launcher and fills in what a release decides:
// its version and its optional dependencies, one per platform package.
func launcherPackage(src, dir, version string, deps map[string]string) error {
	data, err := os.ReadFile(filepath.Join(src, "package.json"))
	if err != nil {
		return err
	}
	var check struct{ Name string }
	if err := json.Unmarshal(data, &check); err != nil {
		return fmt.Errorf("%s/package.json: %w", src, err)
	}
	if check.Name != installers.NPMPackage {
		return fmt.Errorf("%s/package.json: name %q, want %q (the package every door names)", src, check.Name, installers.NPMPackage)
	}
	names := make([]string, 0, len(deps))
	for n := range deps {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("{")
	for i, n := range names {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\n    %q: %q", n, deps[n])
	}
	b.WriteString("\n  }")
	for _, r := range []struct{ old, new string }{
		{`"version": "0.0.0"`, fmt.Sprintf("%q: %q", "version", version)},
		{`"optionalDependencies": {}`, `"optionalDependencies": ` + b.String()},
	} {
		if bytes.Count(data, []byte(r.old)) != 1 {
			return fmt.Errorf("%s/package.json: want exactly one %s", src, r.old)
		}
		data = bytes.Replace(data, []byte(r.old), []byte(r.new), 1)
	}
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "package.json"), data, 0o644); err != nil {
		return err
	}
	if err := copyFile(filepath.Join(src, "bin", "vibelens.js"), filepath.Join(dir, "bin", "vibelens.js"), 0o755); err != nil {
		return err
	}
	for _, f := range []string{"README.md", "LICENSE"} {
		// The repo's README and LICENSE, two levels up from npm/vibelens.
		if _, err := os.Stat(filepath.Join(src, "..", "..", f)); err == nil {
			if err := copyFile(filepath.Join(src, "..", "..", f), filepath.Join(dir, f), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

func copyFile(from, to string, mode os.FileMode) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	return os.Chmod(to, mode)
}
