package collect

import (
	"strings"

	"github.com/go-rod/rod/lib/proto"
)

// consoleText renders console arguments the way DevTools does: a first
// string argument is a format whose %s, %d, %i, %f, %o, %O and %c take the
// following arguments, and the rest are joined with spaces. React and Vue
// log their hydration reports this way; without substitution the quoted
// server and client text would be detached from the message.
func consoleText(args []*proto.RuntimeRemoteObject) string {
	if len(args) == 0 {
		return ""
	}
	rest := args
	var b strings.Builder
	if first := args[0]; first != nil && first.Type == proto.RuntimeRemoteObjectTypeString && strings.Contains(first.Value.Str(), "%") {
		format := first.Value.Str()
		rest = args[1:]
		for i := 0; i < len(format); i++ {
			ch := format[i]
			if ch != '%' || i+1 == len(format) {
				b.WriteByte(ch)
				continue
			}
			verb := format[i+1]
			switch verb {
			case '%':
				b.WriteByte('%')
				i++
			case 's', 'd', 'i', 'f', 'o', 'O', 'c':
				i++
				if len(rest) == 0 {
					b.WriteByte('%')
					b.WriteByte(verb)
					continue
				}
				if verb != 'c' { // %c is CSS for the following text: dropped
					b.WriteString(remoteText(rest[0]))
				}
				rest = rest[1:]
			default:
				b.WriteByte(ch)
			}
		}
	} else {
		b.WriteString(remoteText(args[0]))
		rest = args[1:]
	}
	for _, a := range rest {
		b.WriteByte(' ')
		b.WriteString(remoteText(a))
	}
	return b.String()
}
