// Package settle decides when a loaded page is done: no request holds the
// network, the DOM has been quiet, fonts are ready and frames have painted,
// under a cap per document (ADR 0008). The in-page observer (js/settle.js)
// runs in an isolated world a tab installs before the page's scripts; Wait
// reads it and the collector's network state. Settle knows nothing of
// findings: what it ignores is handed to Observer.
package settle
