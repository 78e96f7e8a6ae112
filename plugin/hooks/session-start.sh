#!/bin/sh
# SessionStart hook: when the vibelens binary is missing, tell the user (and
# the model) how to install it. Silent when it is installed. Never fails the
# session: every path exits 0.

root=${CLAUDE_PLUGIN_ROOT:-${0%/*}/..}
if sh "$root/bin/vibelens-mcp" --locate >/dev/null 2>&1; then
	exit 0
fi

msg='VibeLens: neither the vibelens binary nor npx (Node) was found, so the inspect_localhost_ui tool cannot start. Install Node, or the binary with `brew install vibelens/tap/vibelens` or `go install github.com/vibelens/vibelens@latest`, then run /mcp to reconnect.'
printf '{"systemMessage":"%s","hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"%s"}}\n' "$msg" "$msg"
exit 0
