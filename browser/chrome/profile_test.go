package chrome

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
)

// TestUserDataDirInUse: a profile another Chromium holds is refused with
// a reason, instead of Chromium handing the launch to that browser.
func TestUserDataDirInUse(t *testing.T) {
	dir := t.TempDir()
	host, _ := os.Hostname()
	if err := os.Symlink(fmt.Sprintf("%s-%d", host, os.Getpid()), filepath.Join(dir, "SingletonLock")); err != nil {
		t.Skip(err)
	}
	_, _, err := profileDir(LaunchOptions{UserDataDir: dir})
	if e := contract.AsError(err); err == nil || !strings.Contains(e.Problem, "in use by another browser") {
		t.Errorf("profileDir on a locked profile = %v", err)
	}
	os.Remove(filepath.Join(dir, "SingletonLock"))
	os.Symlink(host+"-999999999", filepath.Join(dir, "SingletonLock")) // stale: no such pid
	if _, keep, err := profileDir(LaunchOptions{UserDataDir: dir}); err != nil || !keep {
		t.Errorf("profileDir with a stale lock = %v, keep %v; want it used and kept", err, keep)
	}
}

// TestSweepStaleProfiles removes profiles whose owner is dead, with the
// socket directory full Chromium links from them, and keeps every other
// one: a live owner's, a young one without an owner file, and foreign
// directories.
func TestSweepStaleProfiles(t *testing.T) {
	tmp := t.TempDir()
	mk := func(name, owner string) string {
		dir := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Join(dir, "Default"), 0o700); err != nil {
			t.Fatal(err)
		}
		if owner != "" {
			os.WriteFile(filepath.Join(dir, ownerFile), []byte(owner), 0o600)
		}
		return dir
	}
	// socketDir makes what full Chromium makes for a profile: a directory
	// in tmp holding its socket and cookie, linked from the profile.
	socketDir := func(profile, name string, extra ...string) string {
		dir := filepath.Join(tmp, name)
		os.Mkdir(dir, 0o700)
		for _, f := range append([]string{"SingletonSocket", "SingletonCookie"}, extra...) {
			os.WriteFile(filepath.Join(dir, f), nil, 0o600)
		}
		if err := os.Symlink(filepath.Join(dir, "SingletonSocket"), filepath.Join(profile, "SingletonSocket")); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	old := func(dir string) string {
		hours := time.Now().Add(-2 * orphanAge)
		if err := os.Chtimes(dir, hours, hours); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	dead := deadPID(t)
	stale := mk(profilePrefix+"stale", strconv.Itoa(dead))
	staleSocket := socketDir(stale, "org.chromium.Chromium.stale")
	shared := mk(profilePrefix+"shared", strconv.Itoa(dead))
	sharedSocket := socketDir(shared, "org.chromium.Chromium.shared", "someone-elses-file")
	orphan := old(mk(profilePrefix+"orphan", ""))
	live := mk(profilePrefix+"live", strconv.Itoa(os.Getppid()))
	liveSocket := socketDir(live, "org.chromium.Chromium.live")
	self := mk(profilePrefix+"self", strconv.Itoa(os.Getpid()))
	noOwner := mk(profilePrefix+"noowner", "")
	junk := old(mk(profilePrefix+"junk", "not a pid"))
	other := mk("other-dead-owner", strconv.Itoa(dead))

	removed := sweepProfiles(tmp)
	slices.Sort(removed)
	if want := []string{orphan, shared, stale}; !slices.Equal(removed, want) {
		t.Errorf("sweepProfiles removed %v, want %v", removed, want)
	}
	for _, dir := range []string{staleSocket, filepath.Join(sharedSocket, "SingletonSocket")} {
		if _, err := os.Lstat(dir); !os.IsNotExist(err) {
			t.Errorf("%s survived its profile's sweep: %v", dir, err)
		}
	}
	for _, dir := range []string{live, liveSocket, self, noOwner, junk, other, filepath.Join(sharedSocket, "someone-elses-file")} {
		if _, err := os.Stat(dir); err != nil {
			t.Errorf("%s was removed: %v", dir, err)
		}
	}
}

// deadPID returns the pid of a process that has exited and been reaped.
func deadPID(t *testing.T) int {
	t.Helper()
	p, err := os.StartProcess("/bin/true", []string{"true"}, &os.ProcAttr{})
	if err != nil {
		t.Fatal(err)
	}
	p.Wait()
	return p.Pid
}

// TestProcessExists: a live process exists, a reaped one does not.
func TestProcessExists(t *testing.T) {
	if !processExists(os.Getpid()) {
		t.Error("processExists(self) = false")
	}
	if processExists(deadPID(t)) {
		t.Error("processExists(a reaped child) = true")
	}
	if processExists(0) || processExists(-1) {
		t.Error("processExists(0 or -1) = true")
	}
}
