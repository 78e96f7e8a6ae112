//go:build !unix

package devserver

// TakeTurn is a no-op where file locks are not at hand: the suites then
// run side by side, as they would anyway.
func TakeTurn() (release func()) { return func() {} }
