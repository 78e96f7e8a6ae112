// Command readmegen rewrites the generated parts of the docs from the
// installers table: the install table of README.md (<!-- install:begin -->
// ... <!-- install:end -->), which pins the release version server.json
// carries (the one place it is kept; `go run ./internal/dist set-version`
// changes it), and the host section of docs/install.md (<!-- hosts:begin
// --> ... <!-- hosts:end -->).
// Run it with `go generate ./installers`.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/vibelens/vibelens/installers/hostdocs"
)

func main() {
	readme := flag.String("readme", "README.md", "the file whose install table to update")
	hostsDoc := flag.String("hosts-doc", "docs/install.md", "the file whose host section to update")
	serverJSON := flag.String("server-json", "server.json", "the server.json whose version the install table pins")
	flag.Parse()
	if err := run(*readme, *hostsDoc, *serverJSON); err != nil {
		fmt.Fprintln(os.Stderr, "readmegen:", err)
		os.Exit(1)
	}
}

func run(readme, hostsDoc, serverJSON string) error {
	version, err := releaseVersion(serverJSON)
	if err != nil {
		return err
	}
	if err := rewrite(readme, func(s string) (string, error) {
		return hostdocs.ReplaceInstallTable(s, hostdocs.InstallTable(version))
	}); err != nil {
		return err
	}
	return rewrite(hostsDoc, func(s string) (string, error) {
		return hostdocs.ReplaceReadmeSection(s, hostdocs.ReadmeSection())
	})
}

// rewrite replaces path's content with what replace makes of it, keeping
// its permissions, and leaves a file that would not change untouched.
func rewrite(path string, replace func(string) (string, error)) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	old, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	updated, err := replace(string(old))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if updated == string(old) {
		return nil
	}
	return os.WriteFile(path, []byte(updated), fi.Mode().Perm())
}

// releaseVersion reads the "version" of a server.json.
func releaseVersion(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	var doc struct{ Version string }
	if err := json.Unmarshal(data, &doc); err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	if doc.Version == "" {
		return "", errors.New(path + " has no version")
	}
	return doc.Version, nil
}
