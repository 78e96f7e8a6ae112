// Package render runs one capture in a prepared tab as a pipeline of
// stages: prepare the tab, navigate to the load event, then settle, any
// job steps (package steps), the delay, the DOM snapshot (with findings, and source naming
// alongside) and the screenshot, each under the after-load deadline and
// reported by name when it fails; assemble, last, is a pure function of the
// plain values the stages handed over. The in-page sanitizer and scope
// scripts are in js/.
package render
