// Package point lets the developer point at elements in a visible browser
// window: the picker script (Alt highlights, Alt+click picks with a
// numbered badge and a one-line note, Enter sends, Esc cancels), the
// capture stage that waits for it, the picks' findings and sources, the
// numbers drawn on a screenshot, and the picks kept per page for the next
// look (store.go).
package point
