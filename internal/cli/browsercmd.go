package cli

// Placeholder until `vibelens browser install` lands.

func runBrowser(e *env, args []string) int { return notYet(e, "browser") }
