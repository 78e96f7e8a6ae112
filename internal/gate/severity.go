package gate

import "fmt"

// Severity ranks a problem, and --fail-on is the least severity that
// fails a page. Uncaught errors, console errors and failed requests are
// errors.
type Severity int

const (
	SeverityInfo    Severity = iota // reported, never failing
	SeverityWarning                 // fails with --fail-on warning
	SeverityError                   // fails unless --fail-on never
	SeverityNever                   // --fail-on never: above every problem
)

// failOnLevels are --fail-on's values.
var failOnLevels = map[string]Severity{"error": SeverityError, "warning": SeverityWarning, "never": SeverityNever}

// findingSeverity is a finding's severity ("error", "warning", "info").
func findingSeverity(s string) Severity {
	switch s {
	case "error":
		return SeverityError
	case "warning":
		return SeverityWarning
	}
	return SeverityInfo
}

// String is the word a finding carries for s.
func (s Severity) String() string {
	switch s {
	case SeverityError:
		return "error"
	case SeverityWarning:
		return "warning"
	case SeverityNever:
		return "never"
	}
	return "info"
}

// MarshalText writes s as its word, in --json.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a severity's word back (check merge).
func (s *Severity) UnmarshalText(b []byte) error {
	for _, v := range []Severity{SeverityInfo, SeverityWarning, SeverityError, SeverityNever} {
		if v.String() == string(b) {
			*s = v
			return nil
		}
	}
	return fmt.Errorf("unknown severity %q", b)
}
