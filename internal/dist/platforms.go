package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// platform maps a Go target to Node's names for it (process.platform and
// process.arch), which name the npm package: @vibelens/<os>-<cpu>.
type platform struct {
	goos, goarch string
	os, cpu      string
}

var platforms = []platform{
	{"darwin", "arm64", "darwin", "arm64"},
	{"darwin", "amd64", "darwin", "x64"},
	{"linux", "amd64", "linux", "x64"},
	{"linux", "arm64", "linux", "arm64"},
	{"windows", "amd64", "win32", "x64"},
	{"windows", "arm64", "win32", "arm64"},
}

func (p platform) npmName() string { return "@vibelens/" + p.os + "-" + p.cpu }
func (p platform) exe() string {
	if p.goos == "windows" {
		return "vibelens.exe"
	}
	return "vibelens"
}

func lookupPlatform(goos, goarch string) (platform, bool) {
	for _, p := range platforms {
		if p.goos == goos && p.goarch == goarch {
			return p, true
		}
	}
	return platform{}, false
}

// built is one binary for one platform.
type built struct {
	platform
	path string
}

// binaries lists the binaries to package: from GoReleaser's
// dist/artifacts.json, or the one given for this machine's platform.
func binaries(dist, binary, goos, goarch string) ([]built, error) {
	switch {
	case binary != "":
		if goos == "" {
			goos = runtime.GOOS
		}
		if goarch == "" {
			goarch = runtime.GOARCH
		}
		p, ok := lookupPlatform(goos, goarch)
		if !ok {
			return nil, fmt.Errorf("no npm platform for %s/%s", goos, goarch)
		}
		return []built{{p, binary}}, nil
	case dist == "":
		return nil, errors.New("need -dist or -binary")
	}
	data, err := os.ReadFile(filepath.Join(dist, "artifacts.json"))
	if err != nil {
		return nil, err
	}
	var arts []struct {
		Type, Path, Goos, Goarch string
	}
	if err := json.Unmarshal(data, &arts); err != nil {
		return nil, fmt.Errorf("artifacts.json: %w", err)
	}
	var out []built
	for _, a := range arts {
		if a.Type != "Binary" {
			continue
		}
		p, ok := lookupPlatform(a.Goos, a.Goarch)
		if !ok {
			continue
		}
		path := a.Path
		if !filepath.IsAbs(path) && !strings.HasPrefix(filepath.ToSlash(path), filepath.ToSlash(dist)+"/") {
			path = filepath.Join(dist, path)
		}
		out = append(out, built{p, path})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s/artifacts.json lists no binaries", dist)
	}
	return out, nil
}

func trimV(v string) string { return strings.TrimPrefix(v, "v") }
