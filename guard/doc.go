// Package guard decides which URLs and network addresses VibeLens may touch.
// It is pure: no browser, no DNS, no I/O, so every rule is testable as a table.
package guard
