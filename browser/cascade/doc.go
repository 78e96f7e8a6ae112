// Package cascade says which declaration, in which sheet, at which line,
// explains a layout finding's box (ADR 0022): the page's guesses
// (findings' cause.js and place.js) settled against Chromium's cascade
// over CDP, mapped through the sheets' source maps or read from the dev
// server's files. It runs as part of source naming (source.CauseJob),
// which names the elements and fetches the maps it uses.
package cascade
