// Package browser drives Chromium for VibeLens: it finds and launches a
// system browser, keeps one warm, isolates every capture in its own browser
// context, and turns one render of a page into a screenshot, diagnostics and
// a sanitized DOM.
//
// The in-page JavaScript lives in js/ and is embedded with go:embed so it can
// be read, linted and tested as JavaScript.
package browser

import "github.com/go-rod/rod/lib/defaults"

func init() {
	// rod parses a global -rod flag from os.Args at init; options such as
	// "trace" or "show" would print to stdout or open windows. VibeLens takes
	// its own flags only.
	defaults.Reset()
}
