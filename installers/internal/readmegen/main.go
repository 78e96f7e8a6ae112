// Command readmegen rewrites the generated parts of README.md from the
// installers table: the host section (<!-- hosts:begin --> ... <!-- hosts:end -->)
// and the install table (<!-- install:begin --> ... <!-- install:end -->).
// Run it with `go generate ./installers`.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/vibelens/vibelens/installers"
)

func main() {
	readme := flag.String("readme", "README.md", "README file to update")
	flag.Parse()
	if err := run(*readme); err != nil {
		fmt.Fprintln(os.Stderr, "readmegen:", err)
		os.Exit(1)
	}
}

func run(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	old, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	updated, err := installers.ReplaceReadmeSection(string(old), installers.ReadmeSection())
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	updated, err = installers.ReplaceInstallTable(updated, installers.InstallTable())
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if updated == string(old) {
		return nil
	}
	return os.WriteFile(path, []byte(updated), fi.Mode().Perm())
}
