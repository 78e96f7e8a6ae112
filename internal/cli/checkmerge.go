package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
)

// checkReport is what --json holds, and what check merge reads.
type checkReport struct {
	// Version 1 is the first that carries each case's problems and index,
	// what check merge needs; a report without it is older.
	Version int         `json:"version"`
	Cases   []checkCase `json:"cases"`
	Ignored []string    `json:"ignored,omitempty"` // the configuration's ignore entries that covered problems
}

const checkReportVersion = 1

func writeJSON(path string, cases []checkCase, ignored []string) error {
	out, err := json.MarshalIndent(checkReport{Version: checkReportVersion, Cases: cases, Ignored: ignored}, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(out, '\n'), 0o644)
}

// runCheckMerge joins the --json files of a sharded run's jobs into the
// reports one run over every case would have written: the cases back in
// their order, each with its problems as its job judged them, and its
// screenshot when the job wrote --html beside its --json. Exit 1 when a
// case failed, as the run would.
func runCheckMerge(e *env, args []string) int {
	fs := newFlagSet(e, "check merge", "FILE...", "Join the --json files of check --shard runs into one set of reports, as one run would have written them:\nexit 0 when no case failed, 1 when one did, 2 for usage errors.")
	var r reportFlags
	r.register(fs)
	knownPath := fs.String("known-problems", "", "the file the shards were judged against: --markdown lists which of its problems were fixed")
	if code, done := parse(fs, args); done {
		return code
	}
	var known *knownProblems
	if *knownPath != "" {
		k, err := readKnownProblems(*knownPath)
		if err != nil {
			return usageError(fs, "%v", err)
		}
		known = &k
	}
	if fs.NArg() == 0 {
		return usageError(fs, "no files: pass the --json files of the shards")
	}
	var cases []checkCase
	seen := map[int]string{}
	for _, path := range fs.Args() {
		b, err := os.ReadFile(path)
		if err != nil {
			return usageError(fs, "%v", err)
		}
		var rep checkReport
		if err := json.Unmarshal(b, &rep); err != nil {
			return usageError(fs, "%s is not a vibelens check --json report: %v", path, err)
		}
		if rep.Version != checkReportVersion {
			return usageError(fs, "%s is a --json report of version %d, not %d: run the shards with this vibelens", path, rep.Version, checkReportVersion)
		}
		for _, c := range rep.Cases {
			if other, dup := seen[c.Index]; dup {
				return usageError(fs, "%s and %s both hold case %d (%s %s): pass each shard's file once", other, path, c.Index, c.URL, c.Viewport)
			}
			seen[c.Index] = path
			loadScreenshot(&c, filepath.Dir(path))
			cases = append(cases, c)
		}
	}
	slices.SortStableFunc(cases, func(a, b checkCase) int { return a.Index - b.Index })
	ignored := ignoredLines(cases)
	failed := printTable(e.stdout, cases, ignored)
	if code := writeReports(e, &r, cases, known, ignored); code != exitOK {
		return code
	}
	if failed > 0 {
		return exitFailure
	}
	return exitOK
}
