// Package vitals measures how a page loaded, with Google's web-vitals
// (attribution build): CLS with the shifts of its largest session window,
// LCP with its element and breakdown, FCP, TTFB, and INP for the steps of
// an interaction. The library runs in the settle observer's isolated
// world of every document from before the page's first script, with
// reportAllChanges, so a one-shot capture reads each figure's latest
// value; beside it observe.js records what could push content (elements
// inserted or restyled, images that loaded, fonts that loaded) to name
// the cause of each shift.
//
// The figures go in summary.vitals with web.dev's ratings; two findings
// come out of them (Given, for findings.js to locate and source):
// layout-shift when CLS reaches web.dev's "needs improvement" line, one
// per cause, and slow-loading when the largest paint waited for a
// multi-megabyte image. A dev server compiling on first hit slows every
// figure but is not the app's fault: it is named in
// summary.vitals.devServerWait, never a finding (docs/adr/0020).
//
// web-vitals is vendored in webvitals/ (Apache-2.0, its LICENSE beside
// it) with its version, the registry's integrity and the script's
// SHA-256 in webvitals/VERSION. To move to another release, change the
// version in the go:generate line of vitals.go and run
//
//	go generate ./browser/vitals
//
// which packs the release with npm, checks it against the registry's
// integrity, and rewrites the three files; TestVendoredWebVitals checks
// them.
package vitals
