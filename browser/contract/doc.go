// Package contract is what inspect_localhost_ui promises its callers: the
// Request, the Result and its parts, the failure codes and the Error that
// carries them, and the Limits every capture stays within. It sits at the
// bottom of browser/: it drives nothing, and every other package speaks it.
package contract
