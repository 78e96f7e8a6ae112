package contract

import "strings"

// ToggleAdvice says where a dark theme that does not follow the system
// setting may be: behind a toggle, named when one was found, which
// interact_localhost_ui can click before it looks.
func ToggleAdvice(toggles []string) string {
	if len(toggles) == 0 {
		return "A dark theme, if it has one, is behind a toggle; none was found by id, class, label or title."
	}
	return "A dark theme, if it has one, is behind a toggle: " + strings.Join(toggles, ", ") +
		"; call interact_localhost_ui with a click on it first to see that theme."
}
