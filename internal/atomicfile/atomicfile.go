// Package atomicfile writes a file so that a reader sees the old content
// or the new, never half of it, and a failed write leaves nothing behind:
// a temporary file in the same directory is written, synced, closed and
// renamed over the target, and removed on any failure before that.
//
// It imports nothing of this module, so any package may use it.
package atomicfile

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// Options are Write's choices beyond the bytes.
type Options struct {
	// Perm is the file's permission bits; zero means 0644.
	Perm fs.FileMode
	// Prepare, when set, runs on the temporary file once the data is in it
	// and before it is synced: to give it the old file's owner, say.
	Prepare func(*os.File)
	// BeforeRename, when set, runs when the temporary file is complete and
	// closed, just before it replaces path. An error stops the write, path
	// is left as it was, and the error is returned as it is.
	BeforeRename func() error
}

// WriteFile writes data to path atomically with the permission bits perm.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	return Write(path, data, Options{Perm: perm})
}

// rename is os.Rename; a test replaces it to fail the last step.
var rename = os.Rename

// Write writes data to path atomically: a temporary file in path's
// directory (a rename across file systems would not be atomic), written,
// given its permissions, synced and closed, then renamed over path and the
// directory synced so the rename survives a crash. On any failure the
// temporary file is removed and path keeps what it held.
func Write(path string, data []byte, o Options) (err error) {
	perm := o.Perm
	if perm == 0 {
		perm = 0o644
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close() // a second close after the one below only errors
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	// Windows has no Unix permission bits beyond read-only.
	if err := tmp.Chmod(perm); err != nil && runtime.GOOS != "windows" {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if o.Prepare != nil {
		o.Prepare(tmp)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if o.BeforeRename != nil {
		if err := o.BeforeRename(); err != nil {
			return err
		}
	}
	if err := rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	syncDir(dir)
	return nil
}

// syncDir makes a rename durable. Best effort, and not possible on
// Windows, where a directory cannot be opened for sync.
func syncDir(dir string) {
	if runtime.GOOS == "windows" {
		return
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}
