// Package a11y is the accessibility pass of a capture: axe-core's rules
// for the defects a user meets in a rendered state (text too faint to
// read, controls and images a screen reader cannot name, fields without
// labels, ARIA that breaks a control), run in an isolated world on the
// settled page and turned into findings' plain values.
//
// axe-core is vendored in axe/ (MPL-2.0, its LICENSE beside it) with its
// version, the registry's integrity and the script's SHA-256 in
// axe/VERSION. To move to another release, change the version in the
// go:generate line of a11y.go and run
//
//	go generate ./browser/a11y
//
// which packs the release with npm, checks it against the registry's
// integrity, and rewrites the three files; TestVendoredAxe checks them.
package a11y
