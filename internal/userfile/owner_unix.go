//go:build unix

package userfile

import (
	"os"
	"syscall"
)

// keepOwner gives the new file the old one's owner, so running the
// installer with sudo does not hand a user's config to root. Best effort.
func keepOwner(f *os.File, oldPath string) {
	fi, err := os.Stat(oldPath)
	if err != nil {
		return
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		_ = f.Chown(int(st.Uid), int(st.Gid))
	}
}
