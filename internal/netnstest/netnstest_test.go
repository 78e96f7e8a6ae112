package netnstest

import "testing"

// TestInnerVerdict: what the outer test makes of the inner run's output.
func TestInnerVerdict(t *testing.T) {
	tests := []struct{ name, out, want string }{
		{"passed", "=== RUN   TestPolicy\n--- PASS: TestPolicy (0.52s)\nPASS\n", ""},
		{"failed", "=== RUN   TestPolicy\n--- FAIL: TestPolicy (0.52s)\nFAIL\n", ""},
		{"skipped", "=== RUN   TestPolicy\n    x_test.go:9: needs Chromium\n--- SKIP: TestPolicy (0.00s)\nPASS\n", "skip"},
		{"another test skipped", "=== RUN   TestPolicy\n--- SKIP: TestPolicyOther (0.00s)\n--- PASS: TestPolicy (0.10s)\nPASS\n", ""},
		{"no test ran", "testing: warning: no tests to run\nPASS\n", "none"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := innerVerdict("TestPolicy", tc.out); got != tc.want {
				t.Errorf("innerVerdict = %q, want %q", got, tc.want)
			}
		})
	}
}
