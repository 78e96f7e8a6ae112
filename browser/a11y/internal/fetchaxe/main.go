// Command fetchaxe refreshes the vendored axe-core from its npm package:
// it packs axe-core@VERSION with npm (which checks the registry's
// integrity), checks the tarball against that integrity again, and writes
// axe.min.js, its LICENSE and a VERSION file with the integrity and the
// script's SHA-256 into -out. Run it through go generate in browser/a11y.
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

func main() {
	version := flag.String("version", "", "axe-core version to vendor, e.g. 4.14.1")
	out := flag.String("out", "axe", "folder to write axe.min.js, LICENSE and VERSION into")
	flag.Parse()
	if err := run(*version, *out); err != nil {
		fmt.Fprintln(os.Stderr, "fetchaxe:", err)
		os.Exit(1)
	}
}

func run(version, out string) error {
	if version == "" {
		return fmt.Errorf("-version is required")
	}
	tmp, err := os.MkdirTemp("", "fetchaxe-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command("npm", "pack", "--json", "axe-core@"+version)
	cmd.Dir, cmd.Stderr = tmp, os.Stderr
	js, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("npm pack axe-core@%s: %w", version, err)
	}
	var packed []struct {
		Filename  string `json:"filename"`
		Integrity string `json:"integrity"`
		Version   string `json:"version"`
	}
	if err := json.Unmarshal(js, &packed); err != nil || len(packed) != 1 {
		return fmt.Errorf("npm pack printed %q: %v", js, err)
	}
	p := packed[0]
	if p.Version != version {
		return fmt.Errorf("npm packed axe-core %s, not %s", p.Version, version)
	}
	tgz, err := os.ReadFile(filepath.Join(tmp, p.Filename))
	if err != nil {
		return err
	}
	sum := sha512.Sum512(tgz)
	if got := "sha512-" + base64.StdEncoding.EncodeToString(sum[:]); got != p.Integrity {
		return fmt.Errorf("tarball integrity %s, registry says %s", got, p.Integrity)
	}
	files, err := untar(tgz, "package/axe.min.js", "package/LICENSE")
	if err != nil {
		return err
	}
	script := files["package/axe.min.js"]
	if !bytes.Contains(script, []byte(`"`+version+`"`)) {
		return fmt.Errorf("axe.min.js does not name version %s", version)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	h := sha256.Sum256(script)
	meta := fmt.Sprintf("axe-core %s\nintegrity %s\nsha256 axe.min.js %x\n", version, p.Integrity, h)
	for name, b := range map[string][]byte{"axe.min.js": script, "LICENSE": files["package/LICENSE"], "VERSION": []byte(meta)} {
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "fetchaxe: axe-core %s into %s\n", version, out)
	return nil
}

// untar returns the named files of a gzipped tarball.
func untar(tgz []byte, names ...string) (map[string][]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return nil, err
	}
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	got := map[string][]byte{}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if want[h.Name] {
			if got[h.Name], err = io.ReadAll(tr); err != nil {
				return nil, err
			}
		}
	}
	for _, n := range names {
		if got[n] == nil {
			return nil, fmt.Errorf("%s is not in the package", n)
		}
	}
	return got, nil
}
