package a11y

import (
	"fmt"
	"testing"
)

func TestMemory(t *testing.T) {
	pass := func(before, after int) *Raw {
		return &Raw{Violations: []Violation{{ID: "color-contrast", Nodes: []Node{{Target: []string{"p"}}}}}, Ms: 40, ChangesBefore: before, ChangesAfter: after}
	}
	at := Print{Hash: "aa", Changes: 7}
	tests := []struct {
		name   string
		keep   *Raw
		print  Print // kept with
		recall Print
		want   bool
	}{
		{"the same print", pass(7, 7), at, Print{Hash: "aa", Changes: 9}, true},
		{"another print", pass(7, 7), at, Print{Hash: "bb", Changes: 7}, false},
		{"the page changed during the pass", pass(7, 8), at, at, false},
		{"the page changed between the print and the pass", pass(8, 8), at, at, false},
		{"no observer count", pass(-1, -1), Print{Hash: "aa", Changes: -1}, Print{Hash: "aa", Changes: -1}, false},
		{"no print", pass(7, 7), Print{Changes: 7}, Print{Changes: 7}, false},
		{"a pass cut off or failed", nil, at, at, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMemory()
			m.Keep("k", at, pass(7, 7)) // an earlier look's, which a bad pass must forget
			m.Keep("k", tc.print, tc.keep)
			got := m.Recall("k", tc.recall)
			if (got != nil) != tc.want {
				t.Fatalf("recalled %v, want %v", got != nil, tc.want)
			}
			if got == nil {
				return
			}
			if got.Ms != 0 || got.ChangesBefore != tc.recall.Changes || got.ChangesAfter != tc.recall.Changes {
				t.Errorf("recalled ms %v, changes %d-%d; want 0 and the recall's count %d", got.Ms, got.ChangesBefore, got.ChangesAfter, tc.recall.Changes)
			}
			got.Violations[0].Nodes[0].Target[0] = "changed"
			if again := m.Recall("k", tc.recall); again.Violations[0].Nodes[0].Target[0] != "p" {
				t.Error("a recall's copy shares memory with the kept pass")
			}
		})
	}
	// Keys apart, and the oldest page forgotten past memoryKeep.
	m := NewMemory()
	for i := range memoryKeep + 1 {
		m.Keep(fmt.Sprint(i), at, pass(7, 7))
	}
	if m.Recall("0", at) != nil || m.Recall("1", at) == nil || m.Recall(fmt.Sprint(memoryKeep), at) == nil {
		t.Errorf("after %d pages: the oldest should be gone and the rest kept", memoryKeep+1)
	}
	if a, b := Key("u", "desktop", "", Options{}), Key("u", "desktop", "dark", Options{}); a == b {
		t.Error("two schemes share a key")
	}
}
