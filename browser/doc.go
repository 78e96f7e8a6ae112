// Package browser is VibeLens's façade over Chromium: a Manager that keeps
// one browser warm, hands each capture a fresh isolated context and returns
// the tool's Result. The work is done by the packages below it, each with
// one job, imports running one way:
//
//	contract   the tool contract: Request, Result, codes, Error, Limits
//	viewport   device presets, embedded from viewports.yaml
//	chrome     find, launch (private pipe) or attach: one Allocator
//	storage    Playwright storage-state files
//	source     naming the app code behind findings and messages
//	findings   findings and hydration parsing, from plain values
//	a11y       axe-core's accessibility rules, turned into findings' input
//	collect    what the page says over CDP, copied out on request
//	settle     when a loaded page is done
//	tabs       prepared, hardened browser contexts and their pool
//	render     one capture as named stages, ending in a pure assemble
//	steps      interact's actions, one stage of a capture
//
// The names server/ and internal/cli have always used (Result, Request,
// Limits, FindChrome, ...) are aliases of those packages' own.
package browser
