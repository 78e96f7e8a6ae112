package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vibelens/vibelens/internal/demo"
)

// TestCheckSARIF: the demo page's log is valid against the published
// SARIF 2.1.0 schema (testdata/sarif), its results sit at their source
// files under --source-prefix with lines, those with no source file are
// counted in a notification, and fingerprints are the same in a second
// run on another port.
func TestCheckSARIF(t *testing.T) {
	schema := sarifSchema(t)
	run := func() map[string]any {
		t.Helper()
		url, stop, err := demo.Serve()
		if err != nil {
			t.Fatal(err)
		}
		defer stop()
		file := filepath.Join(t.TempDir(), "vibelens.sarif")
		if out, errOut, code := runCLI(t, "check", "--delay", "0", "--sarif", file, "--source-prefix", "web/", url); code != exitFailure {
			t.Fatalf("check = %d\n%s\n%s", code, out, errOut)
		}
		validSARIF(t, schema, file)
		var log map[string]any
		b, _ := os.ReadFile(file)
		if err := json.Unmarshal(b, &log); err != nil {
			t.Fatal(err)
		}
		return log
	}
	type result struct {
		RuleID    string `json:"ruleId"`
		Level     string `json:"level"`
		Locations []struct {
			PhysicalLocation struct {
				ArtifactLocation struct{ URI string }    `json:"artifactLocation"`
				Region           struct{ StartLine int } `json:"region"`
			} `json:"physicalLocation"`
		} `json:"locations"`
		Fingerprints map[string]string     `json:"partialFingerprints"`
		Message      struct{ Text string } `json:"message"`
	}
	resultsOf := func(log map[string]any) ([]result, string) {
		b, _ := json.Marshal(log["runs"])
		var runs []struct {
			Results     []result `json:"results"`
			Invocations []struct {
				Notes []struct {
					Message struct{ Text string } `json:"message"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		}
		if err := json.Unmarshal(b, &runs); err != nil || len(runs) != 1 {
			t.Fatalf("runs: %v", err)
		}
		note := ""
		if inv := runs[0].Invocations; len(inv) == 1 {
			for _, n := range inv[0].Notes {
				note += n.Message.Text + "\n"
			}
		}
		return runs[0].Results, note
	}
	first, note := resultsOf(run())
	if len(first) == 0 {
		t.Fatal("no results")
	}
	var rules []string
	for _, r := range first {
		loc := r.Locations[0].PhysicalLocation
		if !strings.HasPrefix(loc.ArtifactLocation.URI, "web/") || loc.Region.StartLine == 0 {
			t.Errorf("%s at %q line %d, want a line in a file under web/", r.RuleID, loc.ArtifactLocation.URI, loc.Region.StartLine)
		}
		rules = append(rules, r.RuleID)
	}
	for _, want := range []string{"uncaught-error", "broken-image"} {
		if !slices.Contains(rules, want) {
			t.Errorf("no %s result among %v", want, rules)
		}
	}
	if !strings.Contains(note, "no source file") {
		t.Errorf("the failed requests are not counted in a notification: %q", note)
	}
	second, _ := resultsOf(run())
	fp := func(rs []result) []string {
		var out []string
		for _, r := range rs {
			out = append(out, r.Fingerprints["vibelensProblem/v2"])
		}
		slices.Sort(out)
		return out
	}
	if !slices.Equal(fp(first), fp(second)) {
		show := func(rs []result) string {
			var b strings.Builder
			for _, r := range rs {
				fmt.Fprintf(&b, "\n  %s %s: %s", r.Fingerprints["vibelensProblem/v2"], r.RuleID, r.Message.Text)
			}
			return b.String()
		}
		t.Errorf("fingerprints differ between runs:%s\nand%s", show(first), show(second))
	}
}

// sarifSchema is the published SARIF 2.1.0 schema (internal/gate/report/testdata/sarif).
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	schema, err := jsonschema.NewCompiler().Compile(filepath.Join("..", "gate", "report", "testdata", "sarif", "sarif-schema-2.1.0.json"))
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
