package gate

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// checkReport is what --json holds, and what check merge reads.
type checkReport struct {
	// Version 2 is the first that records its shard and plan, what check
	// merge needs to know the set is complete; a report without it is
	// older.
	Version int          `json:"version"`
	Shard   *shardRecord `json:"shard"`
	Plan    *planRecord  `json:"plan"`
	Cases   []Case       `json:"cases"`
	Ignored []string     `json:"ignored,omitempty"` // the configuration's ignore entries that covered problems
}

const checkReportVersion = 2

// WriteJSON writes the outcome as the --json report check merge reads.
// htmlDir is where the HTML report puts the screenshots ("" for none): the
// report points each case at its image, relative to itself, so the two
// can travel together as one CI artifact.
func WriteJSON(path, htmlDir string, o Outcome) error {
	refScreenshots(o.Cases, htmlDir, path)
	rep := checkReport{Version: checkReportVersion, Shard: &o.run.Shard, Plan: &o.run.Plan, Cases: o.Cases, Ignored: o.Ignored}
	out, err := json.MarshalIndent(rep, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(out, '\n'), 0o644)
}

// Merge joins the --json files of a sharded run's jobs into the outcome
// one run over every case would have had: the cases back in their order,
// each with its problems as its job judged them, and its screenshot when
// the job wrote --html beside its --json. knownPath, when not "", is the
// known-problems file the shards were judged against: the Markdown
// summary lists which of its problems were fixed. An error unless the
// files are every shard of one plan, each once (a shard left out is pages
// nobody checked), worded for the user.
func Merge(paths []string, knownPath string) (Outcome, error) {
	var known *KnownProblems
	var knownHash string
	if knownPath != "" {
		k, err := ReadKnownProblems(knownPath)
		if err != nil {
			return Outcome{}, err
		}
		b, err := os.ReadFile(knownPath)
		if err != nil {
			return Outcome{}, fmt.Errorf("--known-problems: %v", err)
		}
		known, knownHash = &k, hashOf(b)
	}
	if len(paths) == 0 {
		return Outcome{}, errors.New("no files: pass the --json files of the shards")
	}
	var files []shardFile
	for _, path := range paths {
		b, err := os.ReadFile(path)
		if err != nil {
			return Outcome{}, fmt.Errorf("%v (a shard whose job died writes no file: run it again)", err)
		}
		var rep checkReport
		if err := json.Unmarshal(b, &rep); err != nil {
			return Outcome{}, fmt.Errorf("%s is not a vibelens check --json report: %v", path, err)
		}
		if rep.Version != checkReportVersion {
			return Outcome{}, fmt.Errorf("%s is a --json report of version %d, not %d: run the shards with this vibelens", path, rep.Version, checkReportVersion)
		}
		if rep.Shard == nil || rep.Plan == nil {
			return Outcome{}, fmt.Errorf("%s records no shard or plan: it was not written by vibelens check --json", path)
		}
		files = append(files, shardFile{path, rep})
	}
	run, err := completeRun(files)
	if err != nil {
		return Outcome{}, err
	}
	// The summary's fixed problems are the file's minus what the shards
	// found: against another file than theirs, that list would be wrong.
	if known != nil && knownHash != run.Plan.KnownProblems {
		return Outcome{}, fmt.Errorf("--known-problems %s is not the file the shards were judged against (%s in the shards, %s here): pass that file, or none", knownPath, knownShown([]string{run.Plan.KnownProblems}), knownShown([]string{knownHash}))
	}
	var cases []Case
	for _, f := range files {
		for _, c := range f.rep.Cases {
			loadScreenshot(&c, filepath.Dir(f.path))
			cases = append(cases, c)
		}
	}
	slices.SortStableFunc(cases, func(a, b Case) int { return a.Index - b.Index })
	return Outcome{Cases: cases, Ignored: ignoredLines(cases), Known: known, run: run}, nil
}

// shardFile is one --json file given to check merge.
type shardFile struct {
	path string
	rep  checkReport
}

// completeRun checks that files are every shard of one plan, each once,
// and that their cases are every case of the run, each once; it returns
// the record of the whole run (shard 1 of 1), or an error that names what
// is missing, repeated or different.
func completeRun(files []shardFile) (runRecord, error) {
	first := files[0]
	fs, fp := *first.rep.Shard, *first.rep.Plan
	byShard := map[int]string{}
	for _, f := range files {
		s, p := *f.rep.Shard, *f.rep.Plan
		switch {
		case s.Of != fs.Of:
			return runRecord{}, fmt.Errorf("%s is shard %d of %d, %s shard %d of %d: pass the shards of one run", first.path, fs.Index, fs.Of, f.path, s.Index, s.Of)
		case s.Index < 1 || s.Index > s.Of:
			return runRecord{}, fmt.Errorf("%s says it is shard %d of %d: it was not written by vibelens check --json", f.path, s.Index, s.Of)
		case p.Digest != fp.Digest:
			diff := fp.differences(first.path, p, f.path)
			if len(diff) == 0 {
				diff = []string{"their plan digests differ"}
			}
			return runRecord{}, fmt.Errorf("%s and %s are shards of different runs: %s; pass the shards of one run", first.path, f.path, strings.Join(diff, "; "))
		case s.Total != fs.Total:
			return runRecord{}, fmt.Errorf("%s counts %d cases in the run, %s %d: pass the shards of one run", first.path, fs.Total, f.path, s.Total)
		}
		if other, dup := byShard[s.Index]; dup {
			return runRecord{}, fmt.Errorf("%s and %s are both shard %d of %d: pass each shard's file once", other, f.path, s.Index, s.Of)
		}
		byShard[s.Index] = f.path
	}
	var missing []string
	for i := 1; i <= fs.Of; i++ {
		if _, ok := byShard[i]; !ok {
			missing = append(missing, fmt.Sprint(i))
		}
	}
	if len(missing) > 0 {
		what := fmt.Sprintf("shard %s of %d is", missing[0], fs.Of)
		if len(missing) > 1 {
			what = fmt.Sprintf("shards %s of %d are", strings.Join(missing, ", "), fs.Of)
		}
		return runRecord{}, fmt.Errorf("%s missing: its pages went unchecked (a job that died before writing its --json, or a file not downloaded); pass every shard's file", what)
	}
	holder := make([]string, fs.Total)
	for _, f := range files {
		for _, c := range f.rep.Cases {
			switch {
			case c.Index < 0 || c.Index >= fs.Total:
				return runRecord{}, fmt.Errorf("%s holds case %d (%s %s), outside the run's %d cases: the file was changed after the run", f.path, c.Index, c.URL, c.Viewport, fs.Total)
			case holder[c.Index] != "":
				return runRecord{}, fmt.Errorf("%s and %s both hold case %d (%s %s): pass each shard's file once", holder[c.Index], f.path, c.Index, c.URL, c.Viewport)
			}
			holder[c.Index] = f.path
		}
	}
	if i := slices.Index(holder, ""); i >= 0 {
		n := 0
		for _, h := range holder {
			if h == "" {
				n++
			}
		}
		verb := "are"
		if n == 1 {
			verb = "is"
		}
		return runRecord{}, fmt.Errorf("%d of the run's %d cases %s in no file (the first is case %d): a shard's file was cut short or changed after the run", n, fs.Total, verb, i)
	}
	return runRecord{Shard: shardRecord{Index: 1, Of: 1, Total: fs.Total}, Plan: fp}, nil
}
