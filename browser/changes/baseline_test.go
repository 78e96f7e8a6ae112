package changes

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
)

// TestBaselineRoundTrip: a record written and read back compares as
// unchanged with itself, image included, and keeps its target.
func TestBaselineRoundTrip(t *testing.T) {
	r := page(400, el("body>main>h1", 0, 0, 600, 40, classes("headline"), text("Plans")))
	r.Image, r.ImageArea = []byte{0xff, 0xd8, 1, 2, 3}, contract.Rect{Width: 1280, Height: 800}
	path := filepath.Join(t.TempDir(), "home.json")
	taken := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	if err := WriteBaseline(path, NewBaseline("http://127.0.0.1:3000/", "desktop", false, "", taken, r)); err != nil {
		t.Fatal(err)
	}
	b, err := ReadBaseline(path)
	if err != nil {
		t.Fatal(err)
	}
	got := b.Record()
	if !bytes.Equal(got.Image, r.Image) || got.ImageArea != r.ImageArea || len(got.Elements) != 3 || got.Elements[2].Text != "Plans" {
		t.Errorf("read back %+v", got)
	}
	if b.Target() != "http://127.0.0.1:3000/ (desktop)" || !b.Taken.Equal(taken) {
		t.Errorf("target %q taken %v", b.Target(), b.Taken)
	}
	if d := Compare(got, r); len(d.Changed) != 0 || d.Omitted != 0 {
		t.Errorf("a baseline compared with its own record: %+v", d)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", fi.Mode().Perm())
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".home.json.*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestReadBaselineRefuses: what is not a baseline of this version is an
// error naming the file and what to do.
func TestReadBaselineRefuses(t *testing.T) {
	cases := []struct {
		name, content, want string
	}{
		{"not JSON", "<html>", "is not a VibeLens baseline"},
		{"truncated", `{"version": 1, "url": "http://127.0.0.1/", "elem`, "is not a VibeLens baseline"},
		{"another version", `{"version": 2, "url": "http://127.0.0.1/", "viewport": "desktop"}`, "format version 2"},
		{"no target", `{"version": 1, "elements": []}`, "no url or viewport"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "b.json")
			if err := os.WriteFile(path, []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := ReadBaseline(path)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), path) {
				t.Errorf("err = %v, want it to name %s and say %q", err, path, tc.want)
			}
		})
	}
}
