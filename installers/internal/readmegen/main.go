// Command readmegen rewrites the generated parts of README.md from the
// installers table: the host section (<!-- hosts:begin --> ... <!-- hosts:end -->)
// and the install table (<!-- install:begin --> ... <!-- install:end -->),
// which pins the release version server.json carries (the one place it is
// kept; `go run ./internal/dist set-version` changes it).
// Run it with `go generate ./installers`.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/vibelens/vibelens/installers"
)

func main() {
	readme := flag.String("readme", "README.md", "README file to update")
	serverJSON := flag.String("server-json", "server.json", "the server.json whose version the install table pins")
	flag.Parse()
	if err := run(*readme, *serverJSON); err != nil {
		fmt.Fprintln(os.Stderr, "readmegen:", err)
		os.Exit(1)
	}
}

func run(path, serverJSON string) error {
	version, err := releaseVersion(serverJSON)
	if err != nil {
		return err
	}
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
	updated, err = installers.ReplaceInstallTable(updated, installers.InstallTable(version))
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
