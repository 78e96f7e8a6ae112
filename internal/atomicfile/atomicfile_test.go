package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// TestWrite: the target ends up with the new bytes and permissions, or,
// when any step fails, with what it held; either way no temporary file
// is left in the directory.
func TestWrite(t *testing.T) {
	errStop := errors.New("changed meanwhile")
	tests := []struct {
		name     string
		old      string // the target's content before; "" means none
		oldDir   bool   // the target is a non-empty directory: rename fails
		opts     Options
		failNext bool // the rename fails (after everything else succeeded)
		wantErr  error
		errAny   bool
		want     string // the target's content after; "" means none
		wantPerm fs.FileMode
	}{
		{name: "new file", opts: Options{Perm: 0o600}, want: "new", wantPerm: 0o600},
		{name: "replaces a file", old: "old", opts: Options{Perm: 0o640}, want: "new", wantPerm: 0o640},
		{name: "no perm given: 0644", want: "new", wantPerm: 0o644},
		{name: "BeforeRename refuses", old: "old", opts: Options{BeforeRename: func() error { return errStop }},
			wantErr: errStop, want: "old", wantPerm: 0o644},
		{name: "rename fails: the target is a directory", oldDir: true, errAny: true},
		{name: "rename fails over a file", old: "old", failNext: true, errAny: true, want: "old", wantPerm: 0o644},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "config.json")
			if tt.old != "" {
				if err := os.WriteFile(path, []byte(tt.old), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if tt.oldDir {
				if err := os.MkdirAll(filepath.Join(path, "keep"), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			if tt.failNext {
				rename = func(string, string) error { return errors.New("injected rename failure") }
				defer func() { rename = os.Rename }()
			}
			err := Write(path, []byte("new"), tt.opts)
			switch {
			case tt.wantErr != nil && !errors.Is(err, tt.wantErr):
				t.Errorf("Write = %v, want %v", err, tt.wantErr)
			case tt.errAny && err == nil:
				t.Error("Write = nil, want an error")
			case tt.wantErr == nil && !tt.errAny && err != nil:
				t.Errorf("Write = %v", err)
			}
			if names := dirNames(t, dir); !slices.Equal(names, []string{"config.json"}) {
				t.Errorf("directory holds %q, want only config.json (no temporary file left)", names)
			}
			if tt.oldDir {
				if fi, err := os.Stat(filepath.Join(path, "keep")); err != nil || !fi.IsDir() {
					t.Errorf("the directory in the way was changed: %v", err)
				}
				return
			}
			got, err := os.ReadFile(path)
			if tt.want == "" {
				if !errors.Is(err, fs.ErrNotExist) {
					t.Errorf("target exists (%q, %v), want none", got, err)
				}
				return
			}
			if string(got) != tt.want {
				t.Errorf("target holds %q, want %q", got, tt.want)
			}
			if fi, err := os.Stat(path); err != nil {
				t.Fatal(err)
			} else if runtime.GOOS != "windows" && fi.Mode().Perm() != tt.wantPerm {
				t.Errorf("target mode %v, want %v", fi.Mode().Perm(), tt.wantPerm)
			}
		})
	}
}

// TestWriteMissingDirectory: no directory, no file, and nothing created.
func TestWriteMissingDirectory(t *testing.T) {
	dir := t.TempDir()
	if err := WriteFile(filepath.Join(dir, "no", "such", "f"), []byte("x"), 0o644); err == nil {
		t.Fatal("WriteFile into a missing directory = nil, want an error")
	}
	if names := dirNames(t, dir); len(names) != 0 {
		t.Errorf("directory holds %q, want nothing", names)
	}
}

// TestPrepareSeesTheTemporaryFile: Prepare runs on a complete file in the
// target's directory, not on the target.
func TestPrepareSeesTheTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	var seen string
	err := Write(path, []byte("data"), Options{Prepare: func(f *os.File) {
		b, _ := os.ReadFile(f.Name())
		seen = filepath.Dir(f.Name()) + " " + string(b)
		if f.Name() == path {
			t.Error("Prepare got the target itself")
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if want := dir + " data"; seen != want {
		t.Errorf("Prepare saw %q, want %q", seen, want)
	}
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
