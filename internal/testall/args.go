package main

import (
	"errors"
	"strconv"
	"strings"
)

// errHelp is parseArgs' answer to -h and -help.
var errHelp = errors.New("help requested")

// goTestValueFlags are go test's flags (its own, the test binary's and the
// build flags) that take their value as the next argument when written
// without "=": that value is not a package.
var goTestValueFlags = map[string]bool{
	"bench": true, "benchtime": true, "blockprofile": true, "blockprofilerate": true,
	"count": true, "coverpkg": true, "covermode": true, "coverprofile": true, "cpu": true,
	"cpuprofile": true, "fuzz": true, "fuzzminimizetime": true, "fuzztime": true, "list": true,
	"memprofile": true, "memprofilerate": true, "mutexprofile": true, "mutexprofilefraction": true,
	"outputdir": true, "parallel": true, "run": true, "shuffle": true, "skip": true,
	"timeout": true, "trace": true, "vet": true, "exec": true, "o": true,
	"C": true, "p": true, "asmflags": true, "buildmode": true, "compiler": true,
	"gccgoflags": true, "gcflags": true, "installsuffix": true, "ldflags": true, "mod": true,
	"modfile": true, "overlay": true, "pgo": true, "pkgdir": true, "tags": true, "toolexec": true,
}

// parseArgs splits the command line into testall's own -strict and the
// arguments for go test. Whatever it does not know goes to go test in its
// order, and everything after "--" goes there as is. The suite's defaults
// are added where the arguments leave them out: ./... when no package is
// named, -timeout 25m when no timeout is.
func parseArgs(args []string) (strict bool, testArgs []string, err error) {
	var hasPackage, hasTimeout bool
	ours := true // until "--" or -args
	for i := 0; i < len(args); i++ {
		a := args[i]
		if ours && a == "--" {
			ours = false
			continue
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			hasPackage = true
			testArgs = append(testArgs, a)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if ours {
			switch name {
			case "h", "help":
				return false, nil, errHelp
			case "strict":
				strict = true
				if hasValue {
					if strict, err = strconv.ParseBool(value); err != nil {
						return false, nil, errors.New("-strict=" + value + ": want true or false")
					}
				}
				continue
			}
		}
		testArgs = append(testArgs, a)
		switch {
		case name == "args": // the rest is the test binary's: no packages there
			testArgs = append(testArgs, args[i+1:]...)
			return strict, withDefaults(testArgs, hasPackage, hasTimeout), nil
		case name == "timeout":
			hasTimeout = true
		}
		if goTestValueFlags[name] && !hasValue {
			if i+1 == len(args) {
				return false, nil, errors.New(a + " needs a value")
			}
			i++
			testArgs = append(testArgs, args[i])
		}
	}
	return strict, withDefaults(testArgs, hasPackage, hasTimeout), nil
}

// withDefaults adds the suite's timeout and packages where args leaves
// them out. Both go before the arguments, so they never land after -args.
func withDefaults(args []string, hasPackage, hasTimeout bool) []string {
	var out []string
	if !hasTimeout {
		out = append(out, "-timeout", "25m")
	}
	if !hasPackage {
		out = append(out, "./...")
	}
	return append(out, args...)
}
