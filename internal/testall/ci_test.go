package main

import (
	"os"
	"regexp"
	"testing"
)

// TestCIRunsTheTestCommand: the CI machine's script and the project's
// GitHub workflow both run this command with -strict, so neither passes
// with the dev-server, corpus and browser-service tests skipped (a plain
// go test ./... skips them when the apps are not installed).
func TestCIRunsTheTestCommand(t *testing.T) {
	tests := []struct {
		file string
		want *regexp.Regexp
	}{
		{"../../.ci/run", regexp.MustCompile(`(?m)^go run \./internal/testall -strict$`)},
		{"../../.github/workflows/ci.yml", regexp.MustCompile(`(?m)^\s+run: sudo -E env "PATH=\$PATH" \.ci/run$`)},
		{"../../.github/workflows/ci.yml", regexp.MustCompile(`(?m)^\s+run: go run \./internal/testall -strict$`)},
	}
	for _, tt := range tests {
		b, err := os.ReadFile(tt.file)
		if err != nil {
			t.Fatal(err)
		}
		if !tt.want.Match(b) {
			t.Errorf("%s has no line matching %s", tt.file, tt.want)
		}
	}
	ci, _ := os.ReadFile("../../.github/workflows/ci.yml")
	if m := regexp.MustCompile(`(?m)^\s+(- )?run: .*go test \./\.\.\.`).Find(ci); m != nil {
		t.Errorf("ci.yml runs %q: the suite's apps are not installed there, so their tests skip; run .ci/run or the test command", m)
	}
}
