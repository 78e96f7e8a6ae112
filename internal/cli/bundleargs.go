package cli

import (
	"flag"
	"regexp"
	"strings"
)

// unsubstituted is a ${user_config.KEY} placeholder an MCP Bundle host left
// in place. getMcpConfigForManifest in @anthropic-ai/mcpb 2.1.2 (the
// reference implementation; Claude Desktop is reported to do the same; the
// spec says nothing) substitutes only keys that have a value or a default:
// an optional field never filled keeps its placeholder text, as a whole
// argument or inside one; a field cleared to "" becomes "" inside an
// argument ("--flag=") but keeps its placeholder as a whole argument.
var unsubstituted = regexp.MustCompile(`^\$\{user_config\.[^}]*\}$`)

// unsetValue reports whether a flag value means "not given": empty, blank,
// or a placeholder the bundle host did not fill.
func unsetValue(v string) bool {
	return strings.TrimSpace(v) == "" || unsubstituted.MatchString(v)
}

// dropUnsetArgs removes the flags whose value is unset (see unsetValue), so
// an optional bundle field left empty means the flag's default, never an
// error that stops the server or a value such as an empty host rule:
// "--flag=", "--flag=${user_config.x}", "--flag" "${user_config.x}" and a
// lone placeholder all go. It returns the rest and the names of the flags
// it dropped. Arguments after "--" are kept as they are.
func dropUnsetArgs(fs *flag.FlagSet, args []string) (kept, dropped []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(kept, args[i:]...), dropped
		}
		if unsubstituted.MatchString(a) {
			dropped = append(dropped, a)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || a == "-" || name == "" {
			kept = append(kept, a)
			continue
		}
		if hasValue {
			if unsetValue(value) {
				dropped = append(dropped, "--"+name)
				continue
			}
			kept = append(kept, a)
			continue
		}
		// "--flag value": the next argument is the value unless the flag is
		// a boolean one.
		if f := fs.Lookup(name); f != nil && !isBoolFlag(f) && i+1 < len(args) && unsetValue(args[i+1]) {
			dropped = append(dropped, "--"+name)
			i++
			continue
		}
		kept = append(kept, a)
	}
	return kept, dropped
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}
