// Package looks is what the server remembers of the looks it answered,
// per target (url, viewport, colour scheme, fullPage, selector, steps):
// the problems of the last capture, for sinceLastCapture's new and
// resolved lists (History), and what the last answer put in the model's
// context, so a repeat look sends only what is new (Memory, Delta; ADR
// 0028). It keeps keys, hashes and the last DOM sent, never an image.
package looks
