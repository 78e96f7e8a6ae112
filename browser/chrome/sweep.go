package chrome

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
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
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

var sweepOnce sync.Once

// SweepStaleProfiles removes temporary profiles left by VibeLens processes
// that died (see sweepStaleProfiles). serve calls it at start; the first
// launch calls it too, so one-shot commands clean up as well.
func SweepStaleProfiles() { sweepStaleProfiles(os.TempDir()) }

// sweepStaleProfiles removes, once per process, the profiles in tmp whose
// owner is no longer running: a SIGKILLed server cannot clean up after
// itself. A profile without a readable owner file, or whose owner pid is
// alive (even if the pid was reused), is left alone: removing a live
// server's profile would break its browser.
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
		b, err := os.ReadFile(filepath.Join(dir, ownerFile))
		if err != nil {
			continue
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || pid <= 0 || pid == os.Getpid() || processExists(pid) {
			continue
		}
		if os.RemoveAll(dir) == nil {
			removed = append(removed, dir)
		}
	}
	return removed
}
