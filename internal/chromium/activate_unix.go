//go:build !windows

package chromium

import (
	"fmt"
	"os"
	"path/filepath"
)

// activate moves the unpacked tree to dir/<revision> and swaps the `current`
// symlink to it in one rename, so a reader sees the old browser or the new
// one, never half of either.
func activate(dir, staging, revision string) error {
	final := filepath.Join(dir, revision)
	if _, err := os.Lstat(final); err == nil {
		// Reinstalling the same revision (--force): retire the old tree first.
		old, err := os.MkdirTemp(dir, retiredPrefix)
		if err != nil {
			return err
		}
		if err := os.Rename(final, filepath.Join(old, revision)); err != nil {
			return fmt.Errorf("retire %s: %w", final, err)
		}
		defer os.RemoveAll(old)
	}
	if err := os.Rename(staging, final); err != nil {
		return fmt.Errorf("move browser into place: %w", err)
	}
	tmp := filepath.Join(dir, retiredPrefix+"current-"+revision)
	os.Remove(tmp)
	if err := os.Symlink(revision, tmp); err != nil {
		return fmt.Errorf("link current: %w", err)
	}
	current := filepath.Join(dir, "current")
	if info, err := os.Lstat(current); err == nil && info.IsDir() {
		// A real directory (copied from elsewhere) cannot be renamed over.
		if err := os.RemoveAll(current); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, current); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("link current: %w", err)
	}
	return nil
}
