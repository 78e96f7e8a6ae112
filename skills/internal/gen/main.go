// Command gen writes the Claude Code plugin's SKILL.md files from the
// embedded skill YAML, so the plugin never drifts from the MCP prompts.
// Run it with `go generate ./skills`; TestPluginSkillsUpToDate fails when
// the files on disk differ.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/vibelens/vibelens/skills"
)

func main() {
	root := flag.String("root", "../plugin", "plugin directory to write skills/<name>/SKILL.md into")
	flag.Parse()
	if err := write(*root); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func write(root string) error {
	files, err := skills.Files("plugin")
	if err != nil {
		return err
	}
	// Remove skill folders whose YAML is gone, so a rename leaves no orphan.
	dirs, err := filepath.Glob(filepath.Join(root, "skills", "*", "SKILL.md"))
	if err != nil {
		return err
	}
	for _, old := range dirs {
		rel, err := filepath.Rel(root, old)
		if err != nil {
			return err
		}
		if _, keep := files[filepath.ToSlash(rel)]; !keep {
			if err := os.RemoveAll(filepath.Dir(old)); err != nil {
				return err
			}
		}
	}
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		dst := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, files[p], 0o644); err != nil {
			return fmt.Errorf("write %s: %w", dst, err)
		}
	}
	return nil
}
