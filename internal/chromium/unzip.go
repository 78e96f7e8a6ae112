package chromium

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
)

// maxUnpacked bounds the unpacked size so a hostile archive cannot fill the
// disk; Chromium unpacks to about 600 MB.
const maxUnpacked = 4 << 30

// unzip unpacks archive into dest. Every entry must stay inside dest: names
// are checked with filepath.IsLocal, regular files are created before any
// symlink exists (so none is written through a link), and a symlink's target
// may only climb with leading ".." and must land inside dest.
func unzip(archive, dest string) error {
	zr, err := zip.OpenReader(archive)
	if errors.Is(err, zip.ErrInsecurePath) {
		err = nil // with GODEBUG=zipinsecurepath=0; entryName refuses them below
	}
	if err != nil {
		return fmt.Errorf("open archive: %w", err)
	}
	defer zr.Close()

	var links []*zip.File
	var budget int64 = maxUnpacked
	for _, f := range zr.File {
		name, err := entryName(f.Name)
		if err != nil {
			return err
		}
		if name == "" {
			continue // the archive root itself
		}
		target := filepath.Join(dest, filepath.FromSlash(name))
		switch mode := f.Mode(); {
		case mode&fs.ModeSymlink != 0:
			links = append(links, f)
		case mode.IsDir():
			if err := os.MkdirAll(target, 0o755); err != nil {
				return fmt.Errorf("unpack %s: %w", name, err)
			}
		case mode.IsRegular():
			if budget, err = writeFile(f, target, budget); err != nil {
				return fmt.Errorf("unpack %s: %w", name, err)
			}
		default:
			return fmt.Errorf("%w: %s is a %v", ErrUnsafeArchive, name, mode.Type())
		}
	}
	for _, f := range links {
		if err := writeLink(f, dest); err != nil {
			return err
		}
	}
	return nil
}

// entryName validates a zip entry name and returns it cleaned,
// slash-separated and without a trailing slash.
func entryName(raw string) (string, error) {
	if strings.Contains(raw, `\`) || strings.ContainsRune(raw, 0) {
		return "", fmt.Errorf("%w: %q", ErrUnsafeArchive, raw)
	}
	name := strings.TrimSuffix(raw, "/")
	if name == "" || name == "." {
		return "", nil
	}
	if !filepath.IsLocal(filepath.FromSlash(name)) || path.IsAbs(name) {
		return "", fmt.Errorf("%w: %q leaves the install directory", ErrUnsafeArchive, raw)
	}
	return path.Clean(name), nil
}

func writeFile(f *zip.File, target string, budget int64) (int64, error) {
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return budget, err
	}
	// Keep the exec bits Chromium ships with; drop group and other write.
	perm := f.Mode().Perm()&0o755 | 0o600
	out, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if errors.Is(err, fs.ErrExist) {
		return budget, fmt.Errorf("%w: duplicate entry", ErrUnsafeArchive)
	}
	if err != nil {
		return budget, err
	}
	in, err := f.Open()
	if err != nil {
		out.Close()
		return budget, err
	}
	n, err := io.Copy(out, io.LimitReader(in, budget+1))
	in.Close()
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return budget, err
	}
	if n > budget {
		return budget, errors.New("archive unpacks to more than 4 GiB")
	}
	return budget - n, nil
}

func writeLink(f *zip.File, dest string) error {
	name, _ := entryName(f.Name) // validated in the first pass
	rc, err := f.Open()
	if err != nil {
		return fmt.Errorf("unpack %s: %w", name, err)
	}
	raw, err := io.ReadAll(io.LimitReader(rc, 4096))
	rc.Close()
	if err != nil {
		return fmt.Errorf("unpack %s: %w", name, err)
	}
	target := string(raw)
	if !safeLinkTarget(name, target) {
		return fmt.Errorf("%w: symlink %s -> %s leaves the install directory", ErrUnsafeArchive, name, target)
	}
	if runtime.GOOS == "windows" {
		// Only macOS archives carry links; creating them needs privileges here.
		return nil
	}
	at := filepath.Join(dest, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(at), 0o755); err != nil {
		return fmt.Errorf("unpack %s: %w", name, err)
	}
	if err := noLinkBetween(dest, filepath.Dir(at)); err != nil {
		return fmt.Errorf("unpack %s: %w", name, err)
	}
	if err := os.Symlink(filepath.FromSlash(target), at); err != nil {
		return fmt.Errorf("unpack %s: %w", name, err)
	}
	return nil
}

// safeLinkTarget reports whether a link at name pointing at target resolves
// inside the archive root. ".." is only allowed before any other component,
// because after a component that is itself a link ".." is resolved from the
// link's target, not lexically.
func safeLinkTarget(name, target string) bool {
	if target == "" || path.IsAbs(target) || strings.Contains(target, `\`) || strings.ContainsRune(target, 0) || filepath.VolumeName(target) != "" {
		return false
	}
	seenName := false
	for _, c := range strings.Split(target, "/") {
		switch c {
		case "..":
			if seenName {
				return false
			}
		case "", ".":
		default:
			seenName = true
		}
	}
	return filepath.IsLocal(filepath.FromSlash(path.Join(path.Dir(name), target)))
}

// noLinkBetween checks that no directory from root down to dir is a symlink,
// so a link created in dir sits where its name says.
func noLinkBetween(root, dir string) error {
	rel, err := filepath.Rel(root, dir)
	if err != nil {
		return err
	}
	p := root
	for _, c := range strings.Split(rel, string(filepath.Separator)) {
		if c == "." || c == "" {
			continue
		}
		p = filepath.Join(p, c)
		info, err := os.Lstat(p)
		if err != nil {
			return err
		}
		if info.Mode()&fs.ModeSymlink != 0 {
			return fmt.Errorf("%w: %s is a symlink", ErrUnsafeArchive, p)
		}
	}
	return nil
}
