package report

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/internal/gate"
)

// TestCheckSaysWhenRulesWereCut: a case whose passes stopped early says so
// under its row in the table, and as a warning notification in the SARIF
// log, with its page and viewport.
func TestCheckSaysWhenRulesWereCut(t *testing.T) {
	cases := []gate.Case{
		{URL: "http://127.0.0.1:5173/", Viewport: "desktop"},
		{URL: "http://127.0.0.1:5173/big", Viewport: "mobile", Partial: "accessibility rules cut off at their 10s budget"},
	}
	var table strings.Builder
	Table(&table, gate.Outcome{Cases: cases})
	if !strings.Contains(table.String(), "not every rule was checked: accessibility rules cut off at their 10s budget") || strings.Count(table.String(), "not every rule") != 1 {
		t.Errorf("table:\n%s", table.String())
	}
	file := filepath.Join(t.TempDir(), "log.sarif")
	if err := writeSARIF(file, cases, "", "v1.0.0", nil); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Invocations []struct {
				Notes []struct {
					Level   string                `json:"level"`
					Message struct{ Text string } `json:"message"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(mustRead(t, file)), &log); err != nil {
		t.Fatal(err)
	}
	notes := log.Runs[0].Invocations[0].Notes
	if len(notes) != 1 || notes[0].Level != "warning" || notes[0].Message.Text != "http://127.0.0.1:5173/big (mobile): not every rule was checked: accessibility rules cut off at their 10s budget" {
		t.Errorf("notifications = %+v", notes)
	}
}
