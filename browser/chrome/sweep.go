package chrome

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// profilePrefix names every temporary Chromium profile VibeLens creates.
const profilePrefix = "vibelens-chrome-"

// ownerFile inside a profile records the pid of the VibeLens process that
// created it, so a later start can tell a dead server's leftovers from a
// live server's profile.
const ownerFile = "vibelens-owner.pid"

// newProfileDir creates a temporary profile and records us as its owner.
func newProfileDir() (string, error) {
	dir, err := os.MkdirTemp("", profilePrefix+"*")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, ownerFile), []byte(strconv.Itoa(os.Getpid())), 0o600); err != nil {
		os.RemoveAll(dir) // nothing but the directory exists yet
		return "", err
	}
	return dir, nil
}

var sweepOnce sync.Once

// SweepStaleProfiles removes temporary profiles left by VibeLens processes
// that died (see sweepStaleProfiles). serve calls it at start; the first
// launch calls it too, so one-shot commands clean up as well.
func SweepStaleProfiles() { sweepStaleProfiles(os.TempDir()) }

// orphanAge is how old a profile without an owner file must be before the
// sweep removes it. The owner file is written right after the directory is
// made, so only a removal that Chromium raced (it wrote a file back while
// the profile was being deleted) leaves such a directory for longer.
const orphanAge = time.Hour

// sweepStaleProfiles removes, once per process, the profiles in tmp whose
// owner is no longer running: a SIGKILLed server cannot clean up after
// itself. A profile whose owner pid is alive (even if the pid was reused),
// or that has no readable owner file and is younger than orphanAge, is left
// alone: removing a live server's profile would break its browser.
func sweepStaleProfiles(tmp string) {
	sweepOnce.Do(func() { sweepProfiles(tmp) })
}

func sweepProfiles(tmp string) (removed []string) {
	entries, err := os.ReadDir(tmp)
	if err != nil {
		return nil
	}
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), profilePrefix) {
			continue
		}
		dir := filepath.Join(tmp, e.Name())
		if !ownerDead(dir) {
			continue
		}
		if removeProfile(dir, "") == nil {
			removed = append(removed, dir)
		}
	}
	return removed
}

// ownerDead reports whether the profile dir belongs to no running process.
func ownerDead(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, ownerFile))
	if os.IsNotExist(err) {
		info, err := os.Stat(dir)
		return err == nil && time.Since(info.ModTime()) > orphanAge
	}
	if err != nil {
		return false
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	return err == nil && pid > 0 && pid != os.Getpid() && !processExists(pid)
}

// removeProfile deletes a temporary profile, and the directory the full
// browser makes beside it for its single-instance socket (socketDir, or
// when "" the one the profile links to, see singletonSocketDir): Chromium
// removes that directory only when it exits by itself, and we kill it.
// The removal is retried briefly: a browser process that is still being
// reaped can write a file back into the profile while it is deleted.
func removeProfile(dir, socketDir string) error {
	if socketDir == "" {
		socketDir = singletonSocketDir(dir)
	}
	if socketDir != "" {
		// Only the two files Chromium puts there, then the directory if
		// that left it empty: a link to anywhere else cannot delete more.
		os.Remove(filepath.Join(socketDir, "SingletonSocket"))
		os.Remove(filepath.Join(socketDir, "SingletonCookie"))
		os.Remove(socketDir)
	}
	var err error
	for range 5 {
		if err = os.RemoveAll(dir); err == nil {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

// singletonSocketDir returns the directory full Chromium made for a
// profile's single-instance socket: the profile's SingletonSocket links to
// $TMPDIR/org.chromium.Chromium.XXXXXX/SingletonSocket. It is "" for the
// headless shell, which makes none.
func singletonSocketDir(profile string) string {
	target, err := os.Readlink(filepath.Join(profile, "SingletonSocket"))
	if err != nil || !filepath.IsAbs(target) || filepath.Base(target) != "SingletonSocket" {
		return ""
	}
	if dir := filepath.Dir(target); dir != filepath.Clean(profile) {
		return dir
	}
	return ""
}
