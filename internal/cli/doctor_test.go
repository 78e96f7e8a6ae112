package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDoctor(t *testing.T) {
	fakeBin := filepath.Join(t.TempDir(), "vibelens")
	if err := os.WriteFile(fakeBin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	hostSandbox(t, fakeBin)

	out, _, code := runCLI(t, "doctor")
	for _, want := range []string{"Browser:", "Self-test", "ok screenshot is a JPEG", "ok console error captured",
		"ok failed requests captured", "ok DOM keeps real classes", "not configured in any editor"} {
		if !strings.Contains(out, want) {
			t.Errorf("doctor output lacks %q:\n%s", want, out)
		}
	}
	if code != exitFailure {
		t.Errorf("doctor with no editor configured exited %d, want %d", code, exitFailure)
	}

	if _, stderr, code := runCLI(t, "install", "--ide", "cursor"); code != exitOK {
		t.Fatalf("install --ide cursor exited %d: %s", code, stderr)
	}
	out, _, code = runCLI(t, "doctor")
	if code != exitOK || !strings.Contains(out, "All good.") {
		t.Errorf("doctor after install exited %d:\n%s", code, out)
	}

	out, _, code = runCLI(t, "doctor", "--chrome", "/nonexistent/chrome")
	if code != exitFailure || !strings.Contains(out, "does not exist") || strings.Contains(out, "Self-test") {
		t.Errorf("doctor with a missing browser exited %d:\n%s", code, out)
	}
}
