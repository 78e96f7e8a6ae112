package cli

import (
	"regexp"
	"strings"
	"testing"
)

func TestBenchDemoPage(t *testing.T) {
	out, stderr, code := runCLI(t, "bench", "-n", "2", "--delay", "0", "--pause", "10ms", "--all")
	if code != exitOK {
		t.Fatalf("bench exited %d: %s", code, stderr)
	}
	for _, want := range []string{"embedded demo page", "cold (launch)", "warm, back-to-back, desktop, n=2", "warm, paused 10ms, desktop, n=2",
		"warm, back-to-back, viewport all", "viewport all / desktop, back-to-back: time", "viewport all / desktop, paused 10ms: time", "total", "navigate", "settle", "screenshot", "payload bytes"} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
	// Each series counts its renders: two desktop calls, then two of three
	// viewports. How many hit the cap depends on the machine.
	for _, n := range []string{"2", "6"} {
		if !regexp.MustCompile(`(?m)^  renders whose settle hit its cap: [0-9] of ` + n + `$`).MatchString(out) {
			t.Errorf("bench output lacks the count of capped renders out of %s:\n%s", n, out)
		}
	}
	if _, _, code := runCLI(t, "bench", "-n", "0"); code != exitUsage {
		t.Errorf("bench -n 0 exited %d, want %d", code, exitUsage)
	}
}
