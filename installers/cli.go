package installers

import (
	"strings"
)

// cliManager is a host whose CLI owns its config: vibelens reads the file
// to learn the state and runs the CLI to change it.
type cliManager struct {
	program string
	add     func(s Scope, e Entry) []string
	remove  func(s Scope) []string
}

// claudeManager drives `claude mcp`. Claude Code rewrites ~/.claude.json
// constantly, so editing it by hand loses races; its CLI does not.
var claudeManager = &cliManager{
	program: "claude",
	add: func(s Scope, e Entry) []string {
		return append([]string{"mcp", "add", "--scope", string(s), ServerName, "--", e.Command}, e.Args...)
	},
	remove: func(s Scope) []string {
		return []string{"mcp", "remove", "--scope", string(s), ServerName}
	},
}

// CLICommand returns the command that adds our entry through the host's
// CLI, program first; nil for hosts edited as files.
func (h *Host) CLICommand(s Scope, e Entry) []string {
	if h.manager == nil {
		return nil
	}
	return append([]string{h.manager.program}, h.manager.add(s, e)...)
}

// quoteCommand renders a command for a POSIX shell, quoting only what needs it.
func quoteCommand(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = shellQuote(a)
	}
	return strings.Join(q, " ")
}

// QuoteCommand renders args as one line to paste into a shell.
func QuoteCommand(args []string) string { return quoteCommand(args) }

func shellQuote(s string) string {
	if s == "" {
		return "''"
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:=@,+%", r)) {
			return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
		}
	}
	return s
}
