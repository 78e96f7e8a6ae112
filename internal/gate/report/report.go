// Package report writes what a check run found (a gate.Outcome) in the
// formats CI reads, one file each: the summary table on the terminal
// (table.go), JUnit XML, SARIF 2.1.0 for code scanning (its rules in
// sarifrules.yaml), a Markdown job summary and an HTML report with the
// findings drawn on the screenshots. The --json report, what check merge
// reads, is the gate's own (gate.WriteJSON). A new format is a file here
// and a field of Flags.
package report

import (
	"flag"
	"fmt"

	"github.com/vibelens/vibelens/internal/gate"
)

// Flags are the reports a run writes, each a path ("" for none), and
// where the dev server's root is in the repository (Prefix), for the
// source paths of SARIF and JUnit.
type Flags struct {
	JUnit, Markdown, JSON, SARIF, HTML string
	Prefix                             string
}

// Register registers the reports' flags on fs: check's and check merge's.
func (r *Flags) Register(fs *flag.FlagSet) {
	fs.StringVar(&r.JUnit, "junit", "", "write a JUnit XML report here (one test case per page and viewport)")
	fs.StringVar(&r.Markdown, "markdown", "", "write a Markdown summary here ($GITHUB_STEP_SUMMARY is appended to), for a job summary or a pull-request comment")
	fs.StringVar(&r.JSON, "json", "", "write every case and its problems here as JSON (what check merge reads)")
	fs.StringVar(&r.SARIF, "sarif", "", "write a SARIF 2.1.0 log here for code scanning (problems with a source file)")
	fs.StringVar(&r.HTML, "html", "", "write an HTML report to this folder: each screenshot with its findings drawn on it (without it no screenshot is taken)")
	fs.StringVar(&r.Prefix, "source-prefix", "", "with --sarif or --junit: where the dev server's root is in the repository (apps/web), prepended to source paths")
}

// Write writes every report the flags ask for; version is the binary's,
// for SARIF's driver. The error names the file it could not write.
func (r *Flags) Write(o gate.Outcome, version string) error {
	reports := []struct {
		path  string
		write func(string) error
	}{
		{r.JUnit, func(p string) error { return writeJUnit(p, o.Cases, r.Prefix, o.Ignored) }},
		{r.SARIF, func(p string) error { return writeSARIF(p, o.Cases, r.Prefix, version, o.Ignored) }},
		{r.HTML, func(p string) error { return writeHTML(p, o.Cases, o.Ignored) }},
		{r.Markdown, func(p string) error { return writeMarkdown(p, o.Cases, o.Known, o.Ignored) }},
		{r.JSON, func(p string) error { return gate.WriteJSON(p, r.HTML, o) }},
	}
	for _, w := range reports {
		if w.path == "" {
			continue
		}
		if err := w.write(w.path); err != nil {
			return fmt.Errorf("write %s: %v", w.path, err)
		}
	}
	return nil
}
