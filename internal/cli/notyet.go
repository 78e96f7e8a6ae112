package cli

import "fmt"

// notYet is a temporary placeholder while commands land; delete with the last one.
func notYet(e *env, name string) int {
	fmt.Fprintf(e.stderr, "vibelens %s: not built yet\n", name)
	return exitFailure
}

func runBench(e *env, args []string) int  { return notYet(e, "bench") }
func runDoctor(e *env, args []string) int { return notYet(e, "doctor") }
