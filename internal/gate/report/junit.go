package report

import (
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/vibelens/vibelens/internal/gate"
)

// JUnit XML: one test case per page and viewport, classname the page and
// name the viewport; a failure's problems in the element's text (GitLab
// reads the text), and file and line when one has a source (GitHub's
// JUnit reporters annotate from them).
type junitSuites struct {
	XMLName xml.Name     `xml:"testsuites"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name       string          `xml:"name,attr"`
	Tests      int             `xml:"tests,attr"`
	Failures   int             `xml:"failures,attr"`
	Errors     int             `xml:"errors,attr"`
	Time       string          `xml:"time,attr"`
	Properties []junitProperty `xml:"properties>property,omitempty"`
	Cases      []junitCase     `xml:"testcase"`
}

// junitProperty lists an ignore entry of the configuration that covered
// problems in the run.
type junitProperty struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type junitCase struct {
	ClassName string        `xml:"classname,attr"`
	Name      string        `xml:"name,attr"`
	Time      string        `xml:"time,attr"`
	File      string        `xml:"file,attr,omitempty"`
	Line      int           `xml:"line,attr,omitempty"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Text    string `xml:",chardata"`
}

// writeJUnit writes the report; file attributes are repository-relative
// under prefix, as SARIF's, and left out when a source is not in the
// repository (repoPath). A case of a run that names its colour schemes
// is named "viewport scheme" ("mobile dark"; gate.Case.Variant).
func writeJUnit(path string, cases []gate.Case, prefix string, ignored []string) error {
	s := junitSuite{Name: "vibelens check", Tests: len(cases)}
	for _, i := range ignored {
		s.Properties = append(s.Properties, junitProperty{Name: "vibelens.ignored", Value: i})
	}
	var total int64
	for _, c := range cases {
		total += c.Ms
		jc := junitCase{ClassName: c.URL, Name: c.Variant(), Time: seconds(c.Ms)}
		if c.Source != nil {
			if f, ok := repoPath(prefix, c.Source.File); ok {
				jc.File, jc.Line = f, c.Source.Line
			}
		}
		switch {
		case c.Err != "":
			s.Errors++
			jc.Error = &junitProblem{Message: "could not capture the page", Text: c.Err}
		case len(c.Failures) > 0:
			s.Failures++
			jc.Failure = &junitProblem{Message: fmt.Sprintf("%d problems a user would see", len(c.Failures)), Text: strings.Join(c.Failures, "\n")}
			if c.Incomplete != "" {
				jc.Failure.Message += ", and not every rule was judged"
				jc.Failure.Text += "\n" + c.Incomplete
			}
		case c.Incomplete != "":
			s.Failures++
			jc.Failure = &junitProblem{Message: "incomplete: not every rule was judged", Text: c.Incomplete}
		}
		s.Cases = append(s.Cases, jc)
	}
	s.Time = seconds(total)
	out, err := xml.MarshalIndent(junitSuites{Suites: []junitSuite{s}}, "", " ")
	if err != nil {
		return err
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	return os.WriteFile(path, append([]byte(xml.Header), append(out, '\n')...), 0o644)
}

func seconds(ms int64) string { return fmt.Sprintf("%.3f", float64(ms)/1000) }
