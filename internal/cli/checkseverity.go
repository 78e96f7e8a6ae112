package cli

import "fmt"

// severity ranks a problem, and --fail-on is the least severity that
// fails a page. Uncaught errors, console errors and failed requests are
// errors.
type severity int

const (
	sevInfo    severity = iota // reported, never failing
	sevWarning                 // fails with --fail-on warning
	sevError                   // fails unless --fail-on never
	sevNever                   // --fail-on never: above every problem
)

// failOnLevels are --fail-on's values.
var failOnLevels = map[string]severity{"error": sevError, "warning": sevWarning, "never": sevNever}

// findingSeverity is a finding's severity ("error", "warning", "info").
func findingSeverity(s string) severity {
	switch s {
	case "error":
		return sevError
	case "warning":
		return sevWarning
	}
	return sevInfo
}

// String is the word a finding carries for s.
func (s severity) String() string {
	switch s {
	case sevError:
		return "error"
	case sevWarning:
		return "warning"
	case sevNever:
		return "never"
	}
	return "info"
}

// sarifLevel is s as a SARIF level. No security-severity: these are not
// security alerts.
func (s severity) sarifLevel() string {
	switch s {
	case sevError:
		return "error"
	case sevWarning:
		return "warning"
	}
	return "note"
}

// MarshalText writes s as its word, in --json.
func (s severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a severity's word back (check merge).
func (s *severity) UnmarshalText(b []byte) error {
	for _, v := range []severity{sevInfo, sevWarning, sevError, sevNever} {
		if v.String() == string(b) {
			*s = v
			return nil
		}
	}
	return fmt.Errorf("unknown severity %q", b)
}
