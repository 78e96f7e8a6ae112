package report

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/gate"
)

// TestSarifRules: every finding kind has a rule, and every rule is
// complete; the only rules that are not finding kinds are the messages
// the gate fails on.
func TestSarifRules(t *testing.T) {
	rules, err := sarifRules()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range rules {
		if r.ID == "" || r.Short == "" || r.Full == "" || r.Help == "" || !slices.Contains([]string{"error", "warning", "note"}, r.Level) {
			t.Errorf("rule %+v is incomplete, or its level is not error, warning or note", r)
		}
		if slices.Contains(ids, r.ID) {
			t.Errorf("rule %s twice", r.ID)
		}
		ids = append(ids, r.ID)
	}
	kinds := browser.FindingKinds()
	for _, k := range kinds {
		if !slices.Contains(ids, k) {
			t.Errorf("finding kind %s has no SARIF rule", k)
		}
	}
	for _, id := range ids {
		if !slices.Contains(kinds, id) && id != "uncaught-error" && id != "console-error" {
			t.Errorf("rule %s is neither a finding kind nor a message kind", id)
		}
	}
}

// TestSARIFCause: a layout finding whose cause is written in a stylesheet
// carries that file and line as a related location beside the element's;
// one whose element is not located is placed at its cause; a cause on the
// element's own line adds nothing. The log stays valid SARIF 2.1.0, and the
// JUnit text names the declaration and where it is.
func TestSARIFCause(t *testing.T) {
	schema := sarifSchema(t)
	width := &browser.Cause{Property: "width", Value: "520px", Rule: ".banner", Source: &browser.Source{File: "src/App.css", Line: 7}, Fix: "remove the fixed width"}
	utility := &browser.Cause{Property: "width", Value: "560px", Rule: "w-[560px]", Source: &browser.Source{File: "src/App.jsx", Line: 12}}
	res := &browser.Result{Findings: []browser.Finding{
		{Kind: "escapes-container", Severity: "warning", Selector: "div.banner", Source: &browser.Source{File: "src/App.jsx", Line: 10, Column: 7}, Detail: "box 520x24", Cause: width},
		{Kind: "escapes-container", Severity: "warning", Selector: "div.w", Source: &browser.Source{File: "src/App.jsx", Line: 12, Column: 7}, Detail: "box 560x24", Cause: utility},
		{Kind: "text-clipped", Severity: "warning", Selector: "p.tag", Detail: "text", Cause: &browser.Cause{Property: "white-space", Value: "nowrap", Rule: ".tag", Source: &browser.Source{File: "src/tag.module.css", Line: 3}}},
	}}
	c := gate.Case{URL: "http://127.0.0.1:5173/", Viewport: "desktop"}
	gate.Judge(&c, res, 1, nil)
	file := filepath.Join(t.TempDir(), "v.sarif")
	if err := writeSARIF(file, []gate.Case{c}, "web/", "", nil); err != nil {
		t.Fatal(err)
	}
	validSARIF(t, schema, file)
	b, _ := os.ReadFile(file)
	type loc struct {
		PhysicalLocation struct {
			ArtifactLocation struct{ URI string }    `json:"artifactLocation"`
			Region           struct{ StartLine int } `json:"region"`
		} `json:"physicalLocation"`
	}
	var log struct {
		Runs []struct {
			Results []struct {
				Locations []loc `json:"locations"`
				Related   []loc `json:"relatedLocations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b, &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("log: %v", err)
	}
	at := func(l loc) string {
		return fmt.Sprintf("%s:%d", l.PhysicalLocation.ArtifactLocation.URI, l.PhysicalLocation.Region.StartLine)
	}
	var got []string
	for _, r := range log.Runs[0].Results {
		s := at(r.Locations[0])
		for _, x := range r.Related {
			s += " cause " + at(x)
		}
		got = append(got, s)
	}
	want := []string{"web/src/App.jsx:10 cause web/src/App.css:7", "web/src/App.jsx:12", "web/src/tag.module.css:3"}
	if !slices.Equal(got, want) {
		t.Errorf("results at %q, want %q", got, want)
	}
	if len(c.Failures) != 3 || !strings.Contains(c.Failures[0], "because of width: 520px (from .banner, at src/App.css:7); fix: remove the fixed width") {
		t.Errorf("failure lines %q, want the first to name its cause", c.Failures)
	}
}

// sarifSchema is the published SARIF 2.1.0 schema (testdata/sarif).
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	schema, err := jsonschema.NewCompiler().Compile(filepath.Join("testdata", "sarif", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	return schema
}

// validSARIF fails the test when file is not a valid SARIF 2.1.0 log.
func validSARIF(t *testing.T, schema *jsonschema.Schema, file string) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(doc); err != nil {
		t.Fatalf("not valid SARIF 2.1.0: %v", err)
	}
}
