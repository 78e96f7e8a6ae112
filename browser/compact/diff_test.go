package compact

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDiffGolden compares testdata/diff-NAME.after.html with the DOM
// before it (diff.before.html, or diff-NAME.before.html) and holds the
// changes to testdata/diff-NAME.golden.json.
func TestDiffGolden(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSuffix(string(b), "\n")
	}
	for _, c := range []struct{ name, why string }{
		{"text", "a price changed: its paragraph, nothing around it"},
		{"added", "a card appeared: one entry with its HTML, not one per descendant"},
		{"removed", "the footer went: its selector, no HTML"},
		{"class", "a class added to the heading: the heading"},
		{"same", "fine twin: the same DOM has no change"},
		{"rows", "a row after a folded stretch is named by its place in the page, the folded rows counted"},
		{"moved", "fine twin: a dev tool's widget with an id, moved after the app, is the same element: no change"},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := "diff.before.html"
			if _, err := os.Stat(filepath.Join("testdata", "diff-"+c.name+".before.html")); err == nil {
				before = "diff-" + c.name + ".before.html"
			}
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			if err := enc.Encode(Diff(read(before), read("diff-"+c.name+".after.html"))); err != nil {
				t.Fatal(err)
			}
			got := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
			golden := filepath.Join("testdata", "diff-"+c.name+".golden.json")
			if *update {
				if err := os.WriteFile(golden, append(got, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if want := read("diff-" + c.name + ".golden.json"); string(got) != want {
				t.Errorf("%s\nDiff = %s\nwant %s", c.why, got, want)
			}
		})
	}
}
