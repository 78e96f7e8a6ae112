package gate

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// shardReports writes the --json report of each shard of a run of pages
// in viewports, as check would: every case on the shard shardOf gives it,
// indexed in the run's order. It returns the files' paths, shard i at
// i-1.
func shardReports(t *testing.T, dir, name string, n int, pages, vps []string, edit func(*planRecord)) []string {
	t.Helper()
	plan := planRecord{Pages: pages, ColorSchemes: []string{""}, FailOn: "error"}
	if edit != nil {
		edit(&plan)
	}
	plan = plan.withViewports(vps)
	parts := make([][]Case, n)
	index := 0
	for _, p := range pages {
		for _, v := range vps {
			c := Case{URL: "http://127.0.0.1:5173" + p, Viewport: v, Index: index, Ms: 1}
			s := shardOf(caseIdentity(c), n)
			parts[s-1] = append(parts[s-1], c)
			index++
		}
	}
	var paths []string
	for i, cases := range parts {
		path := filepath.Join(dir, fmt.Sprintf("%s-%d.json", name, i+1))
		run := runRecord{Shard: shardRecord{Index: i + 1, Of: n, Total: index}, Plan: plan}
		if err := WriteJSON(path, "", Outcome{Cases: cases, run: run}); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
	}
	return paths
}

// TestCheckMergeRefuses: check merge joins only every shard of one plan,
// each once. A shard left out (its job died before writing), a file
// passed twice, shards of another plan or another split, a file cut
// short: each is an error that names what is missing or
// different. The fine twins, a complete set and an unsharded run alone,
// merge.
func TestCheckMergeRefuses(t *testing.T) {
	dir := t.TempDir()
	var pages []string
	for i := range 12 {
		pages = append(pages, fmt.Sprintf("/p%d", i))
	}
	desktop := []string{"desktop"}
	two := shardReports(t, dir, "two", 2, pages, desktop, nil)
	four := shardReports(t, dir, "four", 4, pages, desktop, nil)
	three := shardReports(t, dir, "three", 3, pages, desktop, nil)
	mobile := shardReports(t, dir, "mobile", 2, pages, []string{"mobile"}, nil)
	added := shardReports(t, dir, "added", 2, append(pages[:12:12], "/new"), desktop, nil)
	known := shardReports(t, dir, "known", 2, pages, desktop, func(p *planRecord) { p.KnownProblems = hashOf([]byte(`{"version":2}`)) })
	warning := shardReports(t, dir, "warning", 2, pages, desktop, func(p *planRecord) { p.FailOn = "warning" })
	whole := shardReports(t, dir, "whole", 1, pages, desktop, nil)
	copied := filepath.Join(dir, "copy-of-two-1.json")
	writeFile(t, copied, mustRead(t, two[0]))
	cut := filepath.Join(dir, "cut-2.json")
	b := mustRead(t, two[1])
	at := strings.LastIndex(b, `  "index"`)
	start := strings.LastIndex(b[:at], "{")
	writeFile(t, cut, strings.TrimSuffix(b[:start], ",\n  ")+"\n ]\n}\n")

	knownFile := filepath.Join(dir, "known.json")
	writeFile(t, knownFile, `{"version":2}`)
	otherKnown := filepath.Join(dir, "other-known.json")
	writeFile(t, otherKnown, `{"version":2, "problems": []}`)
	for _, tt := range []struct {
		name  string
		files []string
		want  string // in stderr; "" is a merge that succeeds
	}{
		{"--known-problems of another file", []string{"--known-problems", otherKnown, known[0], known[1]}, "other-known.json is not the file the shards were judged against"},
		{"--known-problems without the shards having one", []string{"--known-problems", knownFile, two[0], two[1]}, "(none in the shards, a file hashing"},
		{"--known-problems the shards were judged against", []string{"--known-problems", knownFile, known[0], known[1]}, ""},
		{"one shard alone", two[:1], "shard 2 of 2 is missing"},
		{"the other shard alone", two[1:], "shard 1 of 2 is missing"},
		{"two of four", []string{four[0], four[2]}, "shards 2, 4 of 4 are missing"},
		{"a file twice", []string{two[0], two[0], two[1]}, "two-1.json and " + two[0] + " are both shard 1 of 2"},
		{"a shard in two files", []string{two[0], copied, two[1]}, "copy-of-two-1.json are both shard 1 of 2"},
		{"desktop and mobile", []string{two[0], mobile[1]}, "viewports: desktop in " + two[0] + ", mobile in " + mobile[1]},
		{"a page added", []string{two[0], added[1]}, "pages: /new only in " + added[1] + " (12 pages in " + two[0] + ", 13 in " + added[1] + ")"},
		{"another known-problems file", []string{known[0], two[1]}, "known problems: a file hashing"},
		{"another fail-on", []string{two[0], warning[1]}, "fail-on: error in " + two[0] + ", warning in " + warning[1]},
		{"another split", []string{two[0], three[1], three[2]}, "shard 1 of 2, " + three[1] + " shard 2 of 3"},
		{"a file cut short", []string{two[0], cut}, "1 of the run's 12 cases is in no file"},
		{"every shard", two, ""},
		{"every shard, in another order", []string{four[3], four[1], four[0], four[2]}, ""},
		{"an unsharded run alone", whole, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			files, known := tt.files, ""
			if files[0] == "--known-problems" {
				files, known = files[2:], files[1]
			}
			o, err := Merge(files, known)
			if tt.want == "" {
				failed := 0
				for _, c := range o.Cases {
					if c.Failed() {
						failed++
					}
				}
				if err != nil || len(o.Cases) != 12 || failed != 0 {
					t.Errorf("Merge = %d cases, %d failed, %v; want 12 cases, none failed", len(o.Cases), failed, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Merge = %v, want an error saying %q", err, tt.want)
			}
		})
	}
}

// TestCheckMergeTwice: a merged --json is the whole run, shard 1 of 1 of
// the same plan, so it merges alone and says the same.
func TestCheckMergeTwice(t *testing.T) {
	dir := t.TempDir()
	two := shardReports(t, dir, "two", 2, []string{"/", "/a", "/b", "/c"}, []string{"desktop", "mobile"}, nil)
	merged := filepath.Join(dir, "merged.json")
	first, err := Merge(two, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(merged, "", first); err != nil {
		t.Fatal(err)
	}
	again, err := Merge([]string{merged}, "")
	if err != nil {
		t.Fatalf("the merged file alone: %v", err)
	}
	a, _ := json.Marshal([]any{first.Cases, first.run})
	b, _ := json.Marshal([]any{again.Cases, again.run})
	if string(a) != string(b) {
		t.Errorf("the merged file alone = %s\nwant %s", b, a)
	}
	if !strings.Contains(mustRead(t, merged), `"of": 1`) {
		t.Errorf("merged --json does not record shard 1 of 1")
	}
}
