package cli

import "fmt"

// notYet is a temporary placeholder while commands land; delete with the last one.
func notYet(e *env, name string) int {
	fmt.Fprintf(e.stderr, "vibelens %s: not built yet\n", name)
	return exitFailure
}

func runServe(e *env, args []string) int   { return notYet(e, "serve") }
func runInspect(e *env, args []string) int { return notYet(e, "inspect") }
func runDemo(e *env, args []string) int    { return notYet(e, "demo") }
func runBench(e *env, args []string) int   { return notYet(e, "bench") }
func runDoctor(e *env, args []string) int  { return notYet(e, "doctor") }
