package browser

import "github.com/vibelens/vibelens/browser/compact"

// DOMChange is one element of a DOM that differs from the DOM a look sent
// before: added, removed or changed, with its selector and its HTML now.
type DOMChange = compact.Change

// DiffDOM returns the elements of after that differ from before, two
// simplified DOMs of one target (ADR 0028).
func DiffDOM(before, after string) []DOMChange { return compact.Diff(before, after) }
