package chromium

import (
	"fmt"
	"os"
	"path/filepath"
)

// activate makes the unpacked tree dir\current. Symlinks need privileges on
// Windows, so the tree itself is renamed; the previous one is moved aside
// first and restored if the swap fails.
func activate(dir, staging, revision string) error {
	current := filepath.Join(dir, "current")
	var old string
	if _, err := os.Lstat(current); err == nil {
		tmp, err := os.MkdirTemp(dir, retiredPrefix)
		if err != nil {
			return err
		}
		old = filepath.Join(tmp, "current")
		if err := os.Rename(current, old); err != nil {
			os.RemoveAll(tmp)
			return fmt.Errorf("retire %s (is the browser running?): %w", current, err)
		}
		defer os.RemoveAll(tmp)
	}
	if err := os.Rename(staging, current); err != nil {
		if old != "" {
			os.Rename(old, current)
		}
		return fmt.Errorf("move browser into place: %w", err)
	}
	// Record the revision, since the directory name no longer carries it.
	_ = os.WriteFile(filepath.Join(current, "REVISION"), []byte(revision+"\n"), 0o644)
	return nil
}
