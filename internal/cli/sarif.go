package cli

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/vibelens/vibelens/browser"
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

// sarifLevel maps a problem's severity to a SARIF level. No
// security-severity: these are not security alerts.
func sarifLevel(level int) string {
	switch level {
	case 2:
		return "error"
	case 1:
		return "warning"
	}
	return "note"
}

// writeSARIF writes a SARIF 2.1.0 log that GitHub code scanning accepts:
// one rule per finding kind (and per message kind the gate fails on), one
// result per problem that has a source file, located at that file,
// relative to the repository root (prefix is where the dev server's root
// is in it), with its line. A problem with no source file cannot be shown
// on a line, so it is left out and counted in the run's notifications;
// the JUnit and JSON reports list it.
func writeSARIF(file string, cases []checkCase, prefix, version string) error {
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
	unplaced := 0
	for _, c := range cases {
		for _, p := range c.problems {
			i, ok := index[p.rule]
			src, cause := p.source, causeSource(p)
			if (src == nil || src.File == "") && cause != nil {
				// The element is not located, its cause's declaration is.
				src, cause = cause, nil
			}
			if !ok || src == nil || src.File == "" || p.level == 0 {
				if p.level > 0 {
					unplaced++
				}
				continue
			}
			result := map[string]any{
				"ruleId":    p.rule,
				"ruleIndex": i,
				"level":     sarifLevel(p.level),
				"message":   map[string]string{"text": fmt.Sprintf("%s (%s, %s)", p.text, c.URL, c.label())},
				"locations": []any{map[string]any{"physicalLocation": sarifLocation(prefix, src)}},
				// Ours, stable across runs: the page, the kind, and the
				// element or the source. upload-sarif adds its own
				// primaryLocationLineHash.
				"partialFingerprints": map[string]string{"vibelensProblem/v1": fingerprint(c.URL, p)},
			}
			if cause != nil {
				// Where the declaration that makes it wrong is written, when
				// that is not the element's own line: a stylesheet rule.
				result["relatedLocations"] = []any{map[string]any{
					"id": 1, "physicalLocation": sarifLocation(prefix, cause),
					"message": map[string]string{"text": fmt.Sprintf("cause: %s: %s (%s)", p.cause.Property, p.cause.Value, p.cause.Rule)},
				}}
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
	for _, c := range cases {
		if c.Partial != "" {
			notes = append(notes, map[string]any{
				"level":   "warning",
				"message": map[string]string{"text": fmt.Sprintf("%s (%s): not every rule was checked: %s", c.URL, c.label(), c.Partial)},
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

// sarifLocation is a physical location: the file under prefix, and its
// line and column when known.
func sarifLocation(prefix string, src *browser.Source) map[string]any {
	region := map[string]int{}
	if src.Line > 0 {
		region["startLine"] = src.Line
		if src.Column > 0 {
			region["startColumn"] = src.Column
		}
	}
	loc := map[string]any{"artifactLocation": map[string]string{"uri": repoPath(prefix, src.File)}}
	if len(region) > 0 {
		loc["region"] = region
	}
	return loc
}

// causeSource is where a problem's cause is written, when that is a file
// and not the element's own line.
func causeSource(p problem) *browser.Source {
	c := p.cause
	if c == nil || c.Source == nil || c.Source.File == "" {
		return nil
	}
	if p.source != nil && p.source.File == c.Source.File && p.source.Line == c.Source.Line {
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

// repoPath puts a dev-server-relative source path under prefix, as a
// repository-relative URI.
func repoPath(prefix, file string) string {
	file = strings.TrimPrefix(file, "./")
	if prefix == "" || path.IsAbs(file) {
		return file
	}
	return path.Join(strings.Trim(prefix, "/"), file)
}

// fingerprint identifies a problem across runs: the page (without its
// origin, which a CI port changes), the kind, and the element's selector
// or, for a message, its source file.
func fingerprint(pageURL string, p problem) string {
	page := pageURL
	if i := strings.Index(page, "://"); i >= 0 {
		if j := strings.IndexByte(page[i+3:], '/'); j >= 0 {
			page = page[i+3+j:]
		} else {
			page = "/"
		}
	}
	where := p.selector
	if where == "" && p.source != nil {
		where = p.source.File
	}
	sum := sha256.Sum256([]byte(page + "\x00" + p.rule + "\x00" + where))
	return hex.EncodeToString(sum[:16])
}
