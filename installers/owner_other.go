//go:build !unix

package installers

import "os"

// keepOwner is a no-op where files have no Unix owner.
func keepOwner(*os.File, string) {}
