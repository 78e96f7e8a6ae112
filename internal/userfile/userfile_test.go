package userfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestWrite: a file is replaced with its mode kept; one another program
// changed after it was read is refused with ErrChanged and left as that
// program wrote it; a read-only one is refused before anything is
// written; a missing one is created.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "config.json")
	if err := os.WriteFile(p, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	f, err := Read(p)
	if err != nil || !f.Exists || string(f.Data) != "old" {
		t.Fatalf("Read = %+v, %v", f, err)
	}
	if err := f.Write([]byte("new")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "new" {
		t.Errorf("file holds %q, want new", b)
	}
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640 kept", fi.Mode().Perm())
	}

	stale := f // read when the file held "old"
	if err := stale.Write([]byte("mine")); !errors.Is(err, ErrChanged) {
		t.Errorf("writing over a changed file = %v, want ErrChanged", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "new" {
		t.Errorf("a refused write changed the file to %q", b)
	}

	if err := os.Chmod(p, 0o444); err != nil {
		t.Fatal(err)
	}
	ro, _ := Read(p)
	if err := ro.Writable(); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Writable on 0444 = %v, want ErrReadOnly", err)
	}

	fresh := filepath.Join(dir, "sub", "new.toml")
	nf, err := Read(fresh)
	if err != nil || nf.Exists {
		t.Fatalf("Read(missing) = %+v, %v", nf, err)
	}
	if err := nf.Write([]byte("x")); err != nil {
		t.Errorf("creating a missing file: %v", err)
	}
}

// TestBackupKeepsTheNewest: each backup sits beside the file with the
// file's bytes, and only the newest KeepBackups stay.
func TestBackupKeepsTheNewest(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "settings.json")
	if err := os.WriteFile(p, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, _ := Read(p)
	start := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	var last string
	for i := range KeepBackups + 2 {
		name, err := f.Backup(start.Add(time.Duration(i) * time.Second))
		if err != nil {
			t.Fatal(err)
		}
		last = name
	}
	if b, err := os.ReadFile(last); err != nil || string(b) != "{}" {
		t.Errorf("backup %s holds %q, %v", last, b, err)
	}
	left, _ := filepath.Glob(p + BackupSuffix + "*")
	if len(left) != KeepBackups {
		t.Errorf("%d backups left, want %d", len(left), KeepBackups)
	}
}
