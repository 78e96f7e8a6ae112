package contract

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSinceLeavesOutWhatWasNotCompared: a repeat call of the tool compares
// messages and findings and says so even when none changed ("new" with
// empty lists); a comparison that did not look at them (a saved look)
// leaves them out instead of claiming nothing changed.
func TestSinceLeavesOutWhatWasNotCompared(t *testing.T) {
	none := Changes{ConsoleErrors: []string{}, FailedRequests: []string{}, Findings: []string{}}
	tests := []struct {
		name     string
		since    Since
		wantKeys bool
	}{
		{"compared, nothing new", Since{New: none, Resolved: none}, true},
		{"compared, one new", Since{New: Changes{Findings: []string{"overlap: #a"}}, Resolved: none}, true},
		{"not compared", Since{Unchanged: true}, false},
	}
	for _, tt := range tests {
		b, err := json.Marshal(tt.since)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{`"new":`, `"resolved":`} {
			if got := strings.Contains(string(b), key); got != tt.wantKeys {
				t.Errorf("%s: %s has %s = %v, want %v", tt.name, b, key, got, tt.wantKeys)
			}
		}
	}
}
