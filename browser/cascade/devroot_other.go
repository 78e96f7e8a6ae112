//go:build !linux

package cascade

// devServerDir is unknown off Linux: a project-relative sheet path keeps
// its name and gets no line.
func devServerDir(port int) string { return "" }
