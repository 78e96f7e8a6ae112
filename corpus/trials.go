package corpus

import (
	"fmt"
	"slices"
	"strings"
)

// Trials is the share of layout causes whose fix, tried in the page,
// removed the defect without breaking anything near it, per finding kind
// and in all: each finding of a capture that did not fail counts once,
// whatever its count of repeats. A cause that names no declaration ("no
// single declaration found") has nothing to try and is counted apart.
func Trials(all []Scored) string {
	type tally struct{ causes, verified, refuted, none int }
	per := map[string]*tally{}
	var kinds []string
	total := tally{}
	for _, s := range all {
		if s.Err != "" {
			continue
		}
		for _, f := range s.Findings {
			if f.Cause == nil {
				continue
			}
			t := per[f.Kind]
			if t == nil {
				t = &tally{}
				per[f.Kind] = t
				kinds = append(kinds, f.Kind)
			}
			for _, t := range []*tally{t, &total} {
				if f.Cause.Property == "" {
					t.none++
					continue
				}
				t.causes++
				switch f.Cause.Trial {
				case "verified":
					t.verified++
				case "refuted":
					t.refuted++
				}
			}
		}
	}
	slices.Sort(kinds)
	var b strings.Builder
	b.WriteString("| kind | causes | verified | refuted | unverified | verified share | no single declaration |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	row := func(name string, t tally) {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %s | %d |\n", name, t.causes, t.verified, t.refuted, t.causes-t.verified-t.refuted, ratio(t.verified, t.causes), t.none)
	}
	for _, k := range kinds {
		row(k, *per[k])
	}
	row("total", total)
	return b.String()
}
