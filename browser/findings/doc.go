// Package findings turns what the in-page pass (js/findings.js) measured
// and what the console said about hydration into the capture's findings:
// the kinds, their order, the caps, and the hydration parsing that names
// the mismatched element. It works on plain values; the pipeline runs the
// script and hands the results over.
package findings
