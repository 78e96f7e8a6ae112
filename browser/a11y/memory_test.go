package a11y

import (
	"errors"
	"fmt"
	"testing"
)

func TestMemory(t *testing.T) {
	pass := func(before, after int) *Raw {
		return &Raw{Violations: []Violation{{ID: "color-contrast", Nodes: []Node{{Target: []string{"p"}}}}}, Ms: 40, ChangesBefore: before, ChangesAfter: after}
	}
	page := Print{Hash: "aa", Changes: 7}
	rulesAfter := Print{Hash: "rr", Changes: 12} // taken after the look, at a later count
	tests := []struct {
		name        string
		keep        *Raw
		keptWith    Print // the page part the pass was kept with
		again       Print // the page part after the look
		rules       Print // the rules part after the look
		recall      Print // the next look's page part
		recallRules Print // and its rules part
		want        bool
	}{
		{"the same prints", pass(7, 7), page, Print{Hash: "aa", Changes: 12}, rulesAfter, Print{Hash: "aa", Changes: 3}, Print{Hash: "rr", Changes: 3}, true},
		{"another page", pass(7, 7), page, Print{Hash: "aa", Changes: 12}, rulesAfter, Print{Hash: "bb", Changes: 3}, Print{Hash: "rr", Changes: 3}, false},
		{"other rules", pass(7, 7), page, Print{Hash: "aa", Changes: 12}, rulesAfter, Print{Hash: "aa", Changes: 3}, Print{Hash: "ss", Changes: 3}, false},
		{"the rules part taken at another count than the page part", pass(7, 7), page, Print{Hash: "aa", Changes: 12}, rulesAfter, Print{Hash: "aa", Changes: 3}, Print{Hash: "rr", Changes: 4}, false},
		{"the page changed after the look: no rules added", pass(7, 7), page, Print{Hash: "cc", Changes: 12}, rulesAfter, Print{Hash: "aa", Changes: 3}, Print{Hash: "rr", Changes: 3}, false},
		{"the rules part after the look at another count", pass(7, 7), page, Print{Hash: "aa", Changes: 12}, Print{Hash: "rr", Changes: 13}, Print{Hash: "aa", Changes: 3}, Print{Hash: "rr", Changes: 3}, false},
		{"the page changed during the pass", pass(7, 8), page, Print{Hash: "aa", Changes: 12}, rulesAfter, Print{Hash: "aa", Changes: 3}, Print{Hash: "rr", Changes: 3}, false},
		{"the page changed between the print and the pass", pass(8, 8), page, Print{Hash: "aa", Changes: 12}, rulesAfter, Print{Hash: "aa", Changes: 3}, Print{Hash: "rr", Changes: 3}, false},
		{"no observer count", pass(-1, -1), Print{Hash: "aa", Changes: -1}, Print{Hash: "aa", Changes: 12}, rulesAfter, Print{Hash: "aa", Changes: 3}, Print{Hash: "rr", Changes: 3}, false},
		{"a pass cut off or failed", nil, page, Print{Hash: "aa", Changes: 12}, rulesAfter, Print{Hash: "aa", Changes: 3}, Print{Hash: "rr", Changes: 3}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMemory()
			m.Keep("k", page, pass(7, 7)) // an earlier look's, which a bad pass must forget
			m.Rules("k", Print{Hash: "aa", Changes: 9}, Print{Hash: "rr", Changes: 9})
			m.Keep("k", tc.keptWith, tc.keep)
			if m.Known("k", tc.recall) {
				t.Fatal("a pass is known before its rules part is added")
			}
			m.Rules("k", tc.again, tc.rules)
			got := m.Recall("k", tc.recall, tc.recallRules)
			if (got != nil) != tc.want {
				t.Fatalf("recalled %v, want %v", got != nil, tc.want)
			}
			if known := m.Known("k", tc.recall); tc.want && !known {
				t.Error("recalled a pass Known says is not there")
			}
			if got == nil {
				return
			}
			if got.Ms != 0 || got.ChangesBefore != tc.recall.Changes || got.ChangesAfter != tc.recall.Changes {
				t.Errorf("recalled ms %v, changes %d-%d; want 0 and the recall's count %d", got.Ms, got.ChangesBefore, got.ChangesAfter, tc.recall.Changes)
			}
			got.Violations[0].Nodes[0].Target[0] = "changed"
			if again := m.Recall("k", tc.recall, tc.recallRules); again.Violations[0].Nodes[0].Target[0] != "p" {
				t.Error("a recall's copy shares memory with the kept pass")
			}
		})
	}
	// Keys apart, and the oldest page forgotten past memoryKeep.
	m := NewMemory()
	rules := Print{Hash: "rr", Changes: 7}
	for i := range memoryKeep + 1 {
		m.Keep(fmt.Sprint(i), page, pass(7, 7))
		m.Rules(fmt.Sprint(i), page, rules)
	}
	if m.Recall("0", page, rules) != nil || m.Recall("1", page, rules) == nil || m.Recall(fmt.Sprint(memoryKeep), page, rules) == nil {
		t.Errorf("after %d pages: the oldest should be gone and the rest kept", memoryKeep+1)
	}
	if a, b := Key("u", "desktop", "", Options{}), Key("u", "desktop", "dark", Options{}); a == b {
		t.Error("two schemes share a key")
	}
}

// TestRulesAfter: after a look, the rules part is added to the kept pass
// when the page part prints as before the pass, or when every change the
// observer counted since only eases later changes; never for a change it
// did not count, nor when it cannot say.
func TestRulesAfter(t *testing.T) {
	kept := Print{Hash: "aa", Changes: 7}
	tests := []struct {
		name  string
		again Print // the page part after the look
		eased bool
		err   error
		rules Print
		want  bool
	}{
		{"the same page part", Print{Hash: "aa", Changes: 7}, false, nil, Print{Hash: "rr", Changes: 7}, true},
		{"a class that eases later changes dropped since", Print{Hash: "bb", Changes: 8}, true, nil, Print{Hash: "rr", Changes: 8}, true},
		{"a change that shows", Print{Hash: "bb", Changes: 8}, false, nil, Print{Hash: "rr", Changes: 8}, false},
		{"the observer cannot say", Print{Hash: "bb", Changes: 8}, true, errors.New("no observer"), Print{Hash: "rr", Changes: 8}, false},
		{"a difference the observer did not count", Print{Hash: "bb", Changes: 7}, true, nil, Print{Hash: "rr", Changes: 7}, false},
		{"the rules part at another count", Print{Hash: "bb", Changes: 8}, true, nil, Print{Hash: "rr", Changes: 9}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMemory()
			l := &Look{mem: m, key: "k", page: kept}
			m.Keep("k", kept, &Raw{ChangesBefore: 7, ChangesAfter: 7})
			var askedSince int
			l.rulesAfter(
				func(rules bool) (Print, error) {
					if rules {
						return tc.rules, nil
					}
					return tc.again, nil
				},
				func(count int) (bool, error) { askedSince = count; return tc.eased, tc.err })
			if got := m.Known("k", kept); got != tc.want {
				t.Errorf("rules part added: %v, want %v", got, tc.want)
			}
			if tc.again.Hash != kept.Hash && tc.again.Changes > kept.Changes && askedSince != kept.Changes {
				t.Errorf("asked about the changes since %d, want since the print's count %d", askedSince, kept.Changes)
			}
		})
	}
}
