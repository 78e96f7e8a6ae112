// Command vendorjs refreshes an in-page library vendored from its npm
// package: it packs PACKAGE@VERSION with npm (which checks the registry's
// integrity), checks the tarball against that integrity again, and writes
// the script, the package's LICENSE and a VERSION file (name and version,
// the integrity, the script's SHA-256) into -out. The packages that embed
// one run it through go generate (browser/a11y: axe-core; browser/vitals:
// web-vitals).
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
	"path"
	"path/filepath"
)

func main() {
	pkg := flag.String("package", "", "npm package, e.g. axe-core")
	version := flag.String("version", "", "its version, e.g. 4.14.1")
	file := flag.String("file", "", "the script's path in the package, e.g. axe.min.js")
	out := flag.String("out", "", "folder to write the script, LICENSE and VERSION into")
	flag.Parse()
	if err := run(*pkg, *version, *file, *out); err != nil {
		fmt.Fprintln(os.Stderr, "vendorjs:", err)
		os.Exit(1)
	}
}

func run(pkg, version, file, out string) error {
	if pkg == "" || version == "" || file == "" || out == "" {
		return fmt.Errorf("-package, -version, -file and -out are required")
	}
	tmp, err := os.MkdirTemp("", "vendorjs-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command("npm", "pack", "--json", pkg+"@"+version)
	cmd.Dir, cmd.Stderr = tmp, os.Stderr
	js, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("npm pack %s@%s: %w", pkg, version, err)
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
		return fmt.Errorf("npm packed %s %s, not %s", pkg, p.Version, version)
	}
	tgz, err := os.ReadFile(filepath.Join(tmp, p.Filename))
	if err != nil {
		return err
	}
	sum := sha512.Sum512(tgz)
	if got := "sha512-" + base64.StdEncoding.EncodeToString(sum[:]); got != p.Integrity {
		return fmt.Errorf("tarball integrity %s, registry says %s", got, p.Integrity)
	}
	files, err := untar(tgz, "package/"+file, "package/LICENSE")
	if err != nil {
		return err
	}
	script, name := files["package/"+file], path.Base(file)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	h := sha256.Sum256(script)
	meta := fmt.Sprintf("%s %s\nintegrity %s\nsha256 %s %x\n", pkg, version, p.Integrity, name, h)
	for name, b := range map[string][]byte{name: script, "LICENSE": files["package/LICENSE"], "VERSION": []byte(meta)} {
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "vendorjs: %s %s into %s\n", pkg, version, out)
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
