package installers

import "github.com/vibelens/vibelens/internal/shellquote"

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

// QuoteCommand renders args as one line to paste into a shell
// (shellquote.Join).
func QuoteCommand(args []string) string { return shellquote.Join(args) }
