package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/vibelens/vibelens/installers"
	"github.com/vibelens/vibelens/installers/hostdocs"
)

// schemaJSON is the MCP Registry's server.json schema (see its $comment for
// the source); CI has no network to fetch it.
//
//go:embed server.schema.json
var schemaJSON []byte

const (
	registryName = "io.github.vibelens/vibelens"
	schemaURL    = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"
	releaseURL   = "https://github.com/vibelens/vibelens/releases/download/v%s/%s"
)

type serverDoc struct {
	Schema      string `json:"$schema"`
	Name        string `json:"name"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Repository  struct {
		URL    string `json:"url"`
		Source string `json:"source"`
	} `json:"repository"`
	WebsiteURL string       `json:"websiteUrl"`
	Version    string       `json:"version"`
	Packages   []serverPkgs `json:"packages"`
}

type serverPkgs struct {
	RegistryType    string `json:"registryType"`
	RegistryBaseURL string `json:"registryBaseUrl,omitempty"`
	Identifier      string `json:"identifier"`
	Version         string `json:"version,omitempty"`
	FileSHA256      string `json:"fileSha256,omitempty"`
	RuntimeHint     string `json:"runtimeHint,omitempty"`
	Transport       struct {
		Type string `json:"type"`
	} `json:"transport"`
	PackageArguments []map[string]string `json:"packageArguments,omitempty"`
}

// serverJSON is the registry entry: the npm package always, and one MCP
// Bundle per platform once a release has built them (their SHA-256 is
// required, so the committed server.json lists npm only and the release
// workflow writes the full one).
func serverJSON(version string, bundles []bundle) serverDoc {
	d := serverDoc{
		Schema:      schemaURL,
		Name:        registryName,
		Title:       "VibeLens",
		Description: "See the local web UI you build: screenshot, console errors, failed requests, layout defects.",
		WebsiteURL:  "https://github.com/vibelens/vibelens",
		Version:     version,
	}
	d.Repository.URL, d.Repository.Source = "https://github.com/vibelens/vibelens", "github"
	npm := serverPkgs{RegistryType: "npm", RegistryBaseURL: "https://registry.npmjs.org", Identifier: installers.NPMPackage,
		Version: version, RuntimeHint: "npx", PackageArguments: []map[string]string{{"type": "positional", "value": "serve"}}}
	npm.Transport.Type = "stdio"
	d.Packages = append(d.Packages, npm)
	for _, b := range bundles {
		p := serverPkgs{RegistryType: "mcpb", Identifier: fmt.Sprintf(releaseURL, version, filepath.Base(b.path)), Version: version, FileSHA256: b.sha256}
		p.Transport.Type = "stdio"
		d.Packages = append(d.Packages, p)
	}
	return d
}

func render(d serverDoc) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(d) // plain strings: cannot fail
	return b.Bytes()
}

var bundleFile = regexp.MustCompile(`^vibelens-(.+)-(darwin|linux|win32)-(x64|arm64)\.mcpb$`)

// writeServerJSON writes the full server.json for a release: the npm
// package plus every bundle in mcpbDir (named by bundleName).
func writeServerJSON(out, version, mcpbDir string) error {
	if version == "" || out == "" {
		return errors.New("need -version and -out")
	}
	var bundles []bundle
	if mcpbDir != "" {
		entries, err := os.ReadDir(mcpbDir)
		if err != nil {
			return err
		}
		for _, e := range entries {
			m := bundleFile.FindStringSubmatch(e.Name())
			if m == nil || m[1] != version {
				continue
			}
			path := filepath.Join(mcpbDir, e.Name())
			sum, err := fileSHA256(path)
			if err != nil {
				return err
			}
			bundles = append(bundles, bundle{platform{os: m[2], cpu: m[3]}, path, sum})
		}
	}
	data := render(serverJSON(version, bundles))
	if err := validateServerJSON(data); err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}

// validateServerJSON checks a server.json against the registry's schema.
func validateServerJSON(data []byte) error {
	var s jsonschema.Schema
	if err := json.Unmarshal(schemaJSON, &s); err != nil {
		return fmt.Errorf("registry schema: %w", err)
	}
	rs, err := s.Resolve(nil)
	if err != nil {
		return fmt.Errorf("registry schema: %w", err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	if err := rs.Validate(v); err != nil {
		return fmt.Errorf("server.json does not match the registry schema: %w", err)
	}
	return nil
}

// versionFiles are the files whose version must equal server.json's.
var versionFiles = []string{"server.json", "plugin/.claude-plugin/plugin.json", ".claude-plugin/marketplace.json"}

var versionField = regexp.MustCompile(`("version"\s*:\s*)"[^"]*"`)

// setVersion puts every versioned file at version: server.json is
// rewritten from serverJSON, the plugin manifests get their "version", the
// README's install table is regenerated (it pins the version).
func setVersion(root, version string) error {
	if version == "" {
		return errors.New("need -version")
	}
	if err := os.WriteFile(filepath.Join(root, "server.json"), render(serverJSON(version, nil)), 0o644); err != nil {
		return err
	}
	readme := filepath.Join(root, "README.md")
	data, err := os.ReadFile(readme)
	if err != nil {
		return err
	}
	updated, err := hostdocs.ReplaceInstallTable(string(data), hostdocs.InstallTable(version))
	if err != nil {
		return fmt.Errorf("README.md: %w", err)
	}
	if err := os.WriteFile(readme, []byte(updated), 0o644); err != nil {
		return err
	}
	for _, f := range versionFiles[1:] {
		p := filepath.Join(root, f)
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		data = versionField.ReplaceAll(data, []byte(`${1}"`+version+`"`))
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// check is what CI runs: the committed server.json is what serverJSON
// renders and matches the registry schema; so does a release's full one;
// the plugin's version (which its npx fallback installs) is server.json's;
// every door names the one npm package at that version (checkDoors).
func check(root string, w io.Writer) error {
	data, err := os.ReadFile(filepath.Join(root, "server.json"))
	if err != nil {
		return err
	}
	var doc serverDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		return fmt.Errorf("server.json: %w", err)
	}
	if want := render(serverJSON(doc.Version, nil)); !bytes.Equal(data, want) {
		return fmt.Errorf("server.json differs from what dist renders; run go run ./internal/dist set-version -version %s", doc.Version)
	}
	if err := validateServerJSON(data); err != nil {
		return err
	}
	release := render(serverJSON(doc.Version, []bundle{{platform{os: "linux", cpu: "x64"}, "vibelens-" + doc.Version + "-linux-x64.mcpb", strings.Repeat("0", 64)}}))
	if err := validateServerJSON(release); err != nil {
		return fmt.Errorf("a release's server.json: %w", err)
	}
	for _, f := range versionFiles[1:] {
		b, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			return err
		}
		for _, m := range versionField.FindAllSubmatch(b, -1) {
			if got := string(bytes.TrimPrefix(m[0], m[1])); got != `"`+doc.Version+`"` {
				return fmt.Errorf("%s has version %s, server.json %q; run go run ./internal/dist set-version", f, got, doc.Version)
			}
		}
	}
	if err := checkDoors(root); err != nil {
		return err
	}
	fmt.Fprintf(w, "server.json %s: matches the registry schema; plugin and marketplace versions agree; every door runs %s@%s\n", doc.Version, installers.NPMPackage, doc.Version)
	return nil
}
