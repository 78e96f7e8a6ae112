package cli

// Placeholder until the installers land; replaced by the installers work.

func runInstall(e *env, args []string) int   { return notYet(e, "install") }
func runUninstall(e *env, args []string) int { return notYet(e, "uninstall") }
