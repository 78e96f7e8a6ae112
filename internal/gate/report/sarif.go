package report

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/gate"
)

// sarifRule is one entry of sarifrules.yaml.
type sarifRule struct {
	ID    string `yaml:"id"`
	Short string `yaml:"short"`
	Full  string `yaml:"full"`
	Help  string `yaml:"help"`
	Level string `yaml:"level"`
}

//go:embed sarifrules.yaml
var sarifRulesYAML []byte

// sarifRules are the rules, in the file's order.
func sarifRules() ([]sarifRule, error) {
	var rules []sarifRule
	if err := yaml.Unmarshal(sarifRulesYAML, &rules); err != nil {
		return nil, fmt.Errorf("sarifrules.yaml: %w", err)
	}
	return rules, nil
}

// writeSARIF writes a SARIF 2.1.0 log that GitHub code scanning accepts:
// one rule per finding kind (and per message kind the gate fails on), one
// result per problem that has a source file, located at that file,
// relative to the repository root (prefix is where the dev server's root
// is in it), with its line. A problem with no source file cannot be shown
// on a line, and one whose file is outside the repository must not be
// (repoPath): both are left out and counted in the run's notifications,
// as are the configuration's ignored problems; the JUnit and JSON reports
// list them.
func writeSARIF(file string, cases []gate.Case, prefix, version string, ignored []string) error {
	rules, err := sarifRules()
	if err != nil {
		return err
	}
	index := map[string]int{}
	var driverRules []map[string]any
	for i, r := range rules {
		index[r.ID] = i
		driverRules = append(driverRules, map[string]any{
			"id":                   r.ID,
			"name":                 sarifName(r.ID),
			"shortDescription":     map[string]string{"text": r.Short},
			"fullDescription":      map[string]string{"text": r.Full},
			"help":                 map[string]string{"text": r.Help},
			"defaultConfiguration": map[string]string{"level": r.Level},
		})
	}
	results := []map[string]any{}
	unplaced, outside := 0, 0
	for _, c := range cases {
		for _, p := range c.Problems {
			i, ok := index[p.ID.Kind]
			src, cause := p.Source, causeSource(p)
			if (src == nil || src.File == "") && cause != nil {
				// The element is not located, its cause's declaration is.
				src, cause = cause, nil
			}
			if p.Level == gate.SeverityInfo || p.Ignored != "" {
				continue // ignored problems are listed in the notifications
			}
			if !ok || src == nil || src.File == "" {
				unplaced++
				continue
			}
			loc, inRepo := sarifLocation(prefix, src)
			if !inRepo {
				outside++
				continue
			}
			result := map[string]any{
				"ruleId":    p.ID.Kind,
				"ruleIndex": i,
				"level":     sarifLevel(p.Level),
				"message":   map[string]string{"text": fmt.Sprintf("%s (%s, %s)", p.Text, c.URL, c.Variant())},
				"locations": []any{map[string]any{"physicalLocation": loc}},
				// Ours, stable across runs: the problem's identity
				// (browser.ProblemID). upload-sarif adds its own
				// primaryLocationLineHash.
				"partialFingerprints": map[string]string{"vibelensProblem/v2": p.ID.Fingerprint()},
			}
			if cause != nil {
				// Where the declaration that makes it wrong is written, when
				// that is not the element's own line: a stylesheet rule.
				if cl, ok := sarifLocation(prefix, cause); ok {
					result["relatedLocations"] = []any{map[string]any{
						"id": 1, "physicalLocation": cl,
						"message": map[string]string{"text": fmt.Sprintf("cause: %s: %s (%s)", p.Cause.Property, p.Cause.Value, p.Cause.Rule)},
					}}
				}
			}
			results = append(results, result)
		}
	}
	invocation := map[string]any{"executionSuccessful": true}
	var notes []any
	if unplaced > 0 {
		notes = append(notes, map[string]any{
			"level":   "note",
			"message": map[string]string{"text": fmt.Sprintf("%d problems have no source file and are not in this log (failed requests, and findings on elements the dev build does not locate); the JUnit and JSON reports list them", unplaced)},
		})
	}
	if outside > 0 {
		notes = append(notes, map[string]any{
			"level":   "note",
			"message": map[string]string{"text": fmt.Sprintf("%d problems name a source file outside the repository or not the app's own (an absolute path, one that leaves the repository, a dependency's under node_modules, a dot-folder's such as .github/) and are not in this log; the JUnit and JSON reports list them", outside)},
		})
	}
	for _, i := range ignored {
		notes = append(notes, map[string]any{
			"level":   "note",
			"message": map[string]string{"text": "ignored by the configuration: " + i},
		})
	}
	for _, c := range cases {
		if c.Incomplete != "" {
			notes = append(notes, map[string]any{
				"level":   "error",
				"message": map[string]string{"text": fmt.Sprintf("%s (%s): %s", c.URL, c.Variant(), c.Incomplete)},
			})
		} else if c.Partial != "" {
			notes = append(notes, map[string]any{
				"level":   "warning",
				"message": map[string]string{"text": fmt.Sprintf("%s (%s): not every rule was checked: %s", c.URL, c.Variant(), c.Partial)},
			})
		}
	}
	if notes != nil {
		invocation["toolExecutionNotifications"] = notes
	}
	driver := map[string]any{"name": "VibeLens", "informationUri": "https://github.com/vibelens/vibelens", "rules": driverRules}
	if version != "" {
		driver["semanticVersion"] = strings.TrimPrefix(version, "v")
	}
	log := map[string]any{
		"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
		"version": "2.1.0",
		"runs": []any{map[string]any{
			"tool":        map[string]any{"driver": driver},
			"invocations": []any{invocation},
			"results":     results,
		}},
	}
	out, err := json.MarshalIndent(log, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(file, append(out, '\n'), 0o644)
}

// sarifLocation is a physical location: the file under prefix, as a
// percent-encoded repository-relative URI, and its line and column when
// known; ok is false when the file is not in the repository (repoPath).
func sarifLocation(prefix string, src *browser.Source) (map[string]any, bool) {
	file, ok := repoPath(prefix, src.File)
	if !ok {
		return nil, false
	}
	region := map[string]int{}
	if src.Line > 0 {
		region["startLine"] = src.Line
		if src.Column > 0 {
			region["startColumn"] = src.Column
		}
	}
	loc := map[string]any{"artifactLocation": map[string]string{"uri": uriPath(file)}}
	if len(region) > 0 {
		loc["region"] = region
	}
	return loc, true
}

// causeSource is where a problem's cause is written, when that is a file
// and not the element's own line.
func causeSource(p gate.Problem) *browser.Source {
	c := p.Cause
	if c == nil || c.Source == nil || c.Source.File == "" {
		return nil
	}
	if p.Source != nil && p.Source.File == c.Source.File && p.Source.Line == c.Source.Line {
		return nil
	}
	return c.Source
}

// sarifName is a rule id as SARIF's PascalCase name: escapes-container
// is EscapesContainer.
func sarifName(id string) string {
	var b strings.Builder
	for _, w := range strings.Split(id, "-") {
		if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}

// sarifLevel is s as a SARIF level. No security-severity: these are not
// security alerts.
func sarifLevel(s gate.Severity) string {
	switch s {
	case gate.SeverityError:
		return "error"
	case gate.SeverityWarning:
		return "warning"
	}
	return "note"
}
