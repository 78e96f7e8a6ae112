#!/bin/sh
# PostToolUse hook for Write|Edit|MultiEdit: after an edit to a file that
# changes the rendered UI, remind the model to re-capture the page and read
# sinceLastCapture. Reads the hook JSON on stdin with sed (no jq), prints
# nothing for other files, and always exits 0 so it can never fail an edit.

# Hook JSON is one line; joining lines also copes with pretty-printed input.
path=$(tr '\n' ' ' | sed -n 's/.*"file_path"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p')

case $path in
*.[tT][sS][xX] | *.[jJ][sS][xX] | *.[vV][uU][eE] | *.[sS][vV][eE][lL][tT][eE] | \
	*.[aA][sS][tT][rR][oO] | *.[cC][sS][sS] | *.[sS][cC][sS][sS] | *.[sS][aA][sS][sS] | \
	*.[lL][eE][sS][sS] | *.[hH][tT][mM][lL] | *.[hH][tT][mM])
	printf '%s\n' '{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"A UI file changed. If a page is being checked, re-capture it with inspect_localhost_ui using the same url, viewport, fullPage and selector, and read sinceLastCapture before saying the change works."}}'
	;;
esac
exit 0
