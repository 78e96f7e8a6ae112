package main

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"

	"github.com/vibelens/vibelens/server"
)

// manifest is an MCP Bundle manifest (manifest_version 0.3, which Claude
// Desktop and `mcpb validate` from @anthropic-ai/mcpb accept).
type manifest struct {
	ManifestVersion string `json:"manifest_version"`
	Name            string `json:"name"`
	DisplayName     string `json:"display_name"`
	Version         string `json:"version"`
	Description     string `json:"description"`
	LongDescription string `json:"long_description"`
	Author          struct {
		Name string `json:"name"`
		URL  string `json:"url"`
	} `json:"author"`
	Repository struct {
		Type string `json:"type"`
		URL  string `json:"url"`
	} `json:"repository"`
	Homepage string `json:"homepage"`
	Support  string `json:"support"`
	Server   struct {
		Type       string `json:"type"`
		EntryPoint string `json:"entry_point"`
		MCPConfig  struct {
			Command string   `json:"command"`
			Args    []string `json:"args"`
		} `json:"mcp_config"`
	} `json:"server"`
	Tools         []manifestTool `json:"tools"`
	Keywords      []string       `json:"keywords"`
	License       string         `json:"license"`
	Compatibility struct {
		Platforms []string `json:"platforms"`
	} `json:"compatibility"`
	UserConfig userConfigs `json:"user_config"`
}

type manifestTool struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

type userConfig struct {
	Key         string `json:"-"`
	Type        string `json:"type"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Required    bool   `json:"required"`
	Default     any    `json:"default,omitempty"`
}

// userConfigs is the user_config object with its keys in the order Claude
// Desktop should show them (a Go map would sort them).
type userConfigs []userConfig

func (u userConfigs) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, c := range u {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(c.Key)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(c)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func (u *userConfigs) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return fmt.Errorf("user_config: want an object")
	}
	*u = nil
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return err
		}
		c := userConfig{Key: t.(string)}
		if err := dec.Decode(&c); err != nil {
			return err
		}
		*u = append(*u, c)
	}
	return nil
}

// newManifest is the manifest for one platform's bundle. The options a
// Claude Desktop user would set are user_config entries passed as serve's
// flags, one "--flag=${user_config.key}" argument each. The optional ones
// have no default: left empty, the host passes "--flag=" or keeps the
// placeholder text (see internal/cli's dropUnsetArgs, which makes both
// mean "not set").
func newManifest(version string, p platform) (manifest, error) {
	tool, err := server.Tool()
	if err != nil {
		return manifest{}, err
	}
	var m manifest
	m.ManifestVersion = "0.3"
	m.Name = "vibelens"
	m.DisplayName = "VibeLens"
	m.Version = version
	m.Description = "Lets Claude see the local web UI it builds: screenshot, console errors, failed requests and layout defects in one call."
	m.LongDescription = "VibeLens opens a local URL (localhost, 127.0.0.1, *.localhost) in headless Chrome or Chromium and returns a JPEG screenshot, console errors, failed requests, measured layout defects and a small sanitized DOM from one render. It only ever looks at local addresses. It needs Chrome, Chromium or Edge on this computer (or run `vibelens browser install`)."
	m.Author.Name, m.Author.URL = "VibeLens", "https://github.com/vibelens"
	m.Repository.Type, m.Repository.URL = "git", "https://github.com/vibelens/vibelens"
	m.Homepage = "https://github.com/vibelens/vibelens"
	m.Support = "https://github.com/vibelens/vibelens/issues"
	m.Server.Type = "binary"
	m.Server.EntryPoint = "server/" + p.exe()
	m.Server.MCPConfig.Command = "${__dirname}/server/" + p.exe()
	m.Server.MCPConfig.Args = []string{"serve", "--network=${user_config.network}", "--allow-host=${user_config.allowed_hosts}", "--storage-state=${user_config.storage_state}"}
	interact, err := server.InteractTool()
	if err != nil {
		return manifest{}, err
	}
	point, err := server.PointTool()
	if err != nil {
		return manifest{}, err
	}
	m.Tools = []manifestTool{{Name: tool.Name, Description: tool.Description}, {Name: interact.Name, Description: interact.Description},
		{Name: point.Name, Description: point.Description}}
	m.Keywords = []string{"screenshot", "frontend", "ui", "localhost", "chromium", "debugging"}
	m.License = "MIT"
	m.Compatibility.Platforms = []string{p.os}
	m.UserConfig = userConfigs{
		{
			Key:         "network",
			Type:        "string",
			Title:       "Network mode",
			Description: "public: local pages may also load public fonts, CDNs and APIs (the default). local: only local addresses, nothing leaves this computer.",
			Default:     "public",
		},
		{
			Key:         "allowed_hosts",
			Type:        "string",
			Title:       "Allowed hosts",
			Description: "Other hosts your app is served from or calls, besides localhost: names (myapp.test), wildcards (*.test) or private ranges (10.0.0.0/8), separated by commas. Cloud metadata and link-local addresses stay refused. Leave empty for none.",
		},
		{
			Key:         "storage_state",
			Type:        "file",
			Title:       "Login storage state",
			Description: "A Playwright storage-state JSON file (cookies and localStorage; `vibelens auth save` writes one) applied to every capture, for pages behind a login. Anyone who can read the file can use the session. Leave empty to capture logged out.",
		},
	}
	return m, nil
}

// bundle is one built .mcpb.
type bundle struct {
	platform
	path   string
	sha256 string
}

// bundleName is the file name of a platform's bundle; server-json parses it.
func bundleName(version string, p platform) string {
	return fmt.Sprintf("vibelens-%s-%s-%s.mcpb", version, p.os, p.cpu)
}

// buildMCPB writes one bundle per binary: a zip with manifest.json and the
// binary under server/, executable.
func buildMCPB(out, version string, bins []built) ([]bundle, error) {
	if version == "" || out == "" {
		return nil, fmt.Errorf("need -version and -out")
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	var made []bundle
	for _, b := range bins {
		m, err := newManifest(version, b.platform)
		if err != nil {
			return nil, err
		}
		path := filepath.Join(out, bundleName(version, b.platform))
		if err := writeBundle(path, m, b); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		sum, err := fileSHA256(path)
		if err != nil {
			return nil, err
		}
		made = append(made, bundle{b.platform, path, sum})
	}
	return made, nil
}

func writeBundle(path string, m manifest, b built) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	zw := zip.NewWriter(f)
	mf, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	w, err := zw.CreateHeader(&zip.FileHeader{Name: "manifest.json", Method: zip.Deflate})
	if err != nil {
		return err
	}
	if _, err := w.Write(append(mf, '\n')); err != nil {
		return err
	}
	h := &zip.FileHeader{Name: "server/" + b.exe(), Method: zip.Deflate}
	h.SetMode(0o755) // Claude Desktop runs it as is
	w, err = zw.CreateHeader(h)
	if err != nil {
		return err
	}
	in, err := os.Open(b.path)
	if err != nil {
		return err
	}
	defer in.Close()
	if _, err := io.Copy(w, in); err != nil {
		return err
	}
	return zw.Close()
}

func fileSHA256(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// writeManifest writes this platform's manifest.json into dir, so CI can
// run `mcpb validate` on exactly what a bundle carries.
func writeManifest(dir, version string) error {
	if version == "" {
		// The version the repository is at: server.json's.
		var doc serverDoc
		data, err := os.ReadFile("server.json")
		if err == nil {
			err = json.Unmarshal(data, &doc)
		}
		if err != nil {
			return fmt.Errorf("no -version and no readable server.json: %w", err)
		}
		version = doc.Version
	}
	if version == "" || dir == "" {
		return fmt.Errorf("need -version and -out")
	}
	p, ok := lookupPlatform(runtime.GOOS, runtime.GOARCH)
	if !ok {
		return fmt.Errorf("no bundle platform for %s/%s", runtime.GOOS, runtime.GOARCH)
	}
	m, err := newManifest(version, p)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return writeJSON(filepath.Join(dir, "manifest.json"), m)
}
