// Package userfile changes a file that belongs to the user (an editor's
// config, a skill file) the careful way: read it once, with its real path
// (a dotfiles symlink keeps pointing at the edited file) and mode; refuse
// a read-only one; back it up beside itself, keeping the newest few; and
// replace it atomically only if nobody changed it since it was read,
// keeping its permissions and owner.
package userfile

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/vibelens/vibelens/internal/atomicfile"
)

// ErrReadOnly is returned for a file without write permission. Root
// could write it anyway; vibelens honours the bit because people set it on
// purpose (often to stop a host rewriting the file).
var ErrReadOnly = errors.New("is read-only (vibelens does not override that; make it writable or add the entry by hand with --print)")

// ErrChanged is returned when a file changed between reading and writing,
// usually because its host rewrote it.
var ErrChanged = errors.New("changed while vibelens was editing it (is the editor running?); nothing written, try again")

// BackupSuffix starts the name of the copy kept beside a changed file.
const BackupSuffix = ".vibelens-backup-"

// KeepBackups is how many backups of one file are kept; older ones are
// removed after each new backup, so repeated installs do not pile them up.
const KeepBackups = 5

// backupLayout is the timestamp in backup names: sortable, no colons
// (Windows forbids them in file names).
const backupLayout = "20060102T150405"

// File is a file as read: its real path (symlinks resolved, so a dotfiles
// link keeps pointing at the edited file), its bytes, whether it exists,
// and its mode.
type File struct {
	Path   string
	Data   []byte
	Exists bool
	mode   fs.FileMode
}

// Read reads the file at path; one that does not exist is a File with
// Exists false, and a directory is an error.
func Read(path string) (File, error) {
	c := File{Path: path}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		c.Path = real
	}
	fi, err := os.Stat(c.Path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return c, nil
	case err != nil:
		return c, err
	case fi.IsDir():
		return c, fmt.Errorf("%s is a directory, not a config file", path)
	}
	c.Data, err = os.ReadFile(c.Path)
	if err != nil {
		return c, err
	}
	c.Exists, c.mode = true, fi.Mode().Perm()
	return c, nil
}

// Writable reports a read-only file before anything is written.
func (c File) Writable() error {
	if c.Exists && c.mode&0o200 == 0 {
		return fmt.Errorf("%s %w", c.Path, ErrReadOnly)
	}
	return nil
}

// Backup copies the file beside itself with a timestamped name and the
// same permissions, and returns that name.
func (c File) Backup(now time.Time) (string, error) {
	base := c.Path + BackupSuffix + now.Format(backupLayout)
	name := base
	for i := 2; ; i++ {
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, c.mode)
		if errors.Is(err, fs.ErrExist) {
			name = fmt.Sprintf("%s-%d", base, i)
			continue
		}
		if err != nil {
			return "", fmt.Errorf("back up %s: %w", c.Path, err)
		}
		_, err = f.Write(c.Data)
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(name)
			return "", fmt.Errorf("back up %s: %w", c.Path, err)
		}
		pruneBackups(c.Path)
		return name, nil
	}
}

// pruneBackups keeps the newest KeepBackups backups of path. Names sort by
// time (the layout is sortable; a same-second "-N" suffix sorts after its
// base). Best effort: a backup that cannot be removed stays.
func pruneBackups(path string) {
	old, err := filepath.Glob(globEscape(path) + BackupSuffix + "*")
	if err != nil || len(old) <= KeepBackups {
		return
	}
	sort.Strings(old)
	for _, p := range old[:len(old)-KeepBackups] {
		_ = os.Remove(p)
	}
}

// globEscape quotes the glob metacharacters of a literal path.
func globEscape(p string) string {
	var b strings.Builder
	for _, r := range p {
		if strings.ContainsRune(`*?[\`, r) && (r != '\\' || runtime.GOOS != "windows") {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Write replaces c's file with data (internal/atomicfile), checking
// just before the rename that nobody changed the original meanwhile. The
// original's permissions and owner are kept; a new file gets 0644 (0600
// when it lives in a private directory).
func (c File) Write(data []byte) error {
	dir := filepath.Dir(c.Path)
	perm := c.mode
	if !c.Exists {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("create %s: %w", dir, err)
		}
		perm = 0o644
		if fi, err := os.Stat(dir); err == nil && fi.Mode().Perm()&0o077 == 0 {
			perm = 0o600
		}
	}
	o := atomicfile.Options{Perm: perm, BeforeRename: c.unchanged}
	if c.Exists {
		o.Prepare = func(tmp *os.File) { keepOwner(tmp, c.Path) }
	}
	return atomicfile.Write(c.Path, data, o)
}

// unchanged checks that the file still holds what was read.
func (c File) unchanged() error {
	now, err := os.ReadFile(c.Path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !c.Exists:
		return nil
	case err != nil && !c.Exists:
		return err
	case err != nil || !bytes.Equal(now, c.Data) || !c.Exists:
		return fmt.Errorf("%s %w", c.Path, ErrChanged)
	}
	return nil
}
