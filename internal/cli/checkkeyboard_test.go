package cli

import (
	"encoding/json"
	"encoding/xml"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckKeyboard: with --keyboard a page whose colour picker keeps Tab
// fails the run (focus-trap is an error), its JUnit case says so and its
// SARIF log has a result under the focus-trap rule; the page's fine twin,
// a modal dialog, passes. Without --keyboard nothing is walked and both pass.
func TestCheckKeyboard(t *testing.T) {
	fixture := func(name string) string {
		b, err := os.ReadFile(filepath.Join("..", "..", "browser", "testdata", "keyboard", name))
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write(b)
		}))
		t.Cleanup(srv.Close)
		return srv.URL + "/"
	}
	trap, fine := fixture("focus-trap.html"), fixture("focus-trap-fine.html")
	if out, errOut, code := runCLI(t, "check", "--delay", "0", trap, fine); code != exitOK {
		t.Fatalf("without --keyboard = %d, want %d\n%s\n%s", code, exitOK, out, errOut)
	}
	dir := t.TempDir()
	junit, sarif := filepath.Join(dir, "j.xml"), filepath.Join(dir, "s.sarif")
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--keyboard", "--junit", junit, "--sarif", sarif, trap, fine)
	if code != exitFailure {
		t.Fatalf("--keyboard = %d, want %d\n%s\n%s", code, exitFailure, out, errOut)
	}
	var doc struct {
		Cases []struct {
			ClassName string `xml:"classname,attr"`
			Failure   *struct {
				Text string `xml:",chardata"`
			} `xml:"failure"`
		} `xml:"testsuite>testcase"`
	}
	if err := xml.Unmarshal([]byte(mustRead(t, junit)), &doc); err != nil || len(doc.Cases) != 2 {
		t.Fatalf("junit: %v\n%s", err, mustRead(t, junit))
	}
	for _, c := range doc.Cases {
		switch {
		case strings.HasPrefix(c.ClassName, trap):
			if c.Failure == nil || !strings.Contains(c.Failure.Text, "focus-trap div.picker") {
				t.Errorf("trap case: failure %+v, want focus-trap div.picker", c.Failure)
			}
		case c.Failure != nil:
			t.Errorf("the modal dialog failed: %s", c.Failure.Text)
		}
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID string `json:"ruleId"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(mustRead(t, sarif)), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("sarif: %v", err)
	}
	found := false
	for _, r := range log.Runs[0].Results {
		found = found || r.RuleID == "focus-trap"
	}
	if !found {
		t.Errorf("sarif has no focus-trap result:\n%s", mustRead(t, sarif))
	}
}
