// Package merge collects the entries of several renders of one page (its
// viewports, its colour schemes) into one list: each entry once, in the
// order first seen, with the renders it appeared in.
package merge

import "slices"

// Set collects one kind of entry across renders, once per key.
type Set[T any] struct {
	Items   []T
	Names   [][]string // the renders (viewport names) each appeared in
	Schemes [][]string // the colour schemes each appeared in; nil entries outside colorScheme both
	index   map[string]int
}

// Add records item under key for render name, rendered in scheme ("" when
// the answer has one), and returns its index.
func (m *Set[T]) Add(key, name, scheme string, item T) int {
	if m.index == nil {
		m.index = map[string]int{}
	}
	i, ok := m.index[key]
	if !ok {
		i = len(m.Items)
		m.index[key] = i
		m.Items = append(m.Items, item)
		m.Names = append(m.Names, nil)
		m.Schemes = append(m.Schemes, nil)
	}
	if !slices.Contains(m.Names[i], name) {
		m.Names[i] = append(m.Names[i], name)
	}
	if scheme != "" && !slices.Contains(m.Schemes[i], scheme) {
		m.Schemes[i] = append(m.Schemes[i], scheme)
	}
	return i
}

// Capped returns the first n entries of m, each made by with from the
// entry and its renders and schemes, and how many were cut.
func Capped[T, S any](m Set[T], n int, with func(T, []string, []string) S) ([]S, int) {
	var out []S
	for i, item := range m.Items {
		if i == n {
			return out, len(m.Items) - n
		}
		out = append(out, with(item, m.Names[i], m.Schemes[i]))
	}
	return out, 0
}

// SeverityRank orders severities, most severe first: error, warning, the rest.
func SeverityRank(s string) int {
	switch s {
	case "error":
		return 0
	case "warning":
		return 1
	}
	return 2
}
