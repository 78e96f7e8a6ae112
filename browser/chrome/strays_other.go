//go:build !linux

package chrome

// killStrays is Linux's: elsewhere the crash handler is left to notice
// the browser is gone.
func killStrays(string) {}
