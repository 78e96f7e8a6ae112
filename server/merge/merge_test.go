package merge

import (
	"reflect"
	"testing"
)

// TestSetCapped: an entry seen in two renders is one entry with both
// names; a scheme is recorded only when the answer has two; the cap cuts
// in the order first seen and counts what it cut.
func TestSetCapped(t *testing.T) {
	var s Set[string]
	s.Add("a", "desktop", "", "A")
	s.Add("b", "desktop", "", "B")
	s.Add("a", "mobile", "", "A again")
	s.Add("c", "mobile", "dark", "C")
	s.Add("c", "mobile", "dark", "C")
	type entry struct {
		Item           string
		Names, Schemes []string
	}
	got, cut := Capped(s, 2, func(item string, names, schemes []string) entry { return entry{item, names, schemes} })
	want := []entry{{"A", []string{"desktop", "mobile"}, nil}, {"B", []string{"desktop"}, nil}}
	if !reflect.DeepEqual(got, want) || cut != 1 {
		t.Errorf("Capped = %+v, cut %d; want %+v, cut 1", got, cut, want)
	}
	if _, cut := Capped(s, 5, func(item string, _, _ []string) string { return item }); cut != 0 {
		t.Errorf("Capped under the cap cut %d", cut)
	}
	if got := s.Schemes[2]; !reflect.DeepEqual(got, []string{"dark"}) {
		t.Errorf("schemes of c = %v, want [dark] once", got)
	}
}
