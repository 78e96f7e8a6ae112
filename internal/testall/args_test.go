package main

import (
	"errors"
	"slices"
	"testing"
)

// TestParseArgs: testall keeps -strict and hands everything else to go
// test, flags and packages in their order, adding the suite's timeout and
// ./... only where the arguments leave them out.
func TestParseArgs(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantStrict bool
		want       []string
		wantErr    error // errHelp, or any error when errAny
		errAny     bool
	}{
		{"nothing: the whole suite", nil, false,
			[]string{"-timeout", "25m", "./..."}, nil, false},
		{"CI", []string{"-strict"}, true,
			[]string{"-timeout", "25m", "./..."}, nil, false},
		{"the README's example", []string{"-run", "TestCheck", "./internal/cli"}, false,
			[]string{"-timeout", "25m", "-run", "TestCheck", "./internal/cli"}, nil, false},
		{"flags only: every package", []string{"-run", "TestCheck", "-count=1"}, false,
			[]string{"-timeout", "25m", "./...", "-run", "TestCheck", "-count=1"}, nil, false},
		{"a flag's value is not a package", []string{"-run", "TestX", "-v"}, false,
			[]string{"-timeout", "25m", "./...", "-run", "TestX", "-v"}, nil, false},
		{"the caller's timeout wins", []string{"-timeout", "5m", "./guard"}, false,
			[]string{"-timeout", "5m", "./guard"}, nil, false},
		{"timeout with =", []string{"--timeout=5m", "./guard"}, false,
			[]string{"--timeout=5m", "./guard"}, nil, false},
		{"-strict among go test's flags", []string{"-race", "-strict", "./egress/..."}, true,
			[]string{"-timeout", "25m", "-race", "./egress/..."}, nil, false},
		{"-strict=false", []string{"-strict=false"}, false,
			[]string{"-timeout", "25m", "./..."}, nil, false},
		{"after --, nothing is ours", []string{"--", "-run", "TestCheck", "./internal/cli"}, false,
			[]string{"-timeout", "25m", "-run", "TestCheck", "./internal/cli"}, nil, false},
		{"-strict before --, a word after it", []string{"-strict", "--", "-strict"}, true,
			[]string{"-timeout", "25m", "./...", "-strict"}, nil, false},
		{"-args: the rest is the test binary's", []string{"./corpus", "-args", "-update", "x"}, false,
			[]string{"-timeout", "25m", "./corpus", "-args", "-update", "x"}, nil, false},
		{"help", []string{"-h"}, false, nil, errHelp, false},
		{"a value flag at the end", []string{"-run"}, false, nil, nil, true},
		{"-strict=maybe", []string{"-strict=maybe"}, false, nil, nil, true},
	}
	for _, tt := range tests {
		strict, got, err := parseArgs(tt.args)
		switch {
		case tt.errAny || tt.wantErr != nil:
			if err == nil || (tt.wantErr != nil && !errors.Is(err, tt.wantErr)) {
				t.Errorf("%s: parseArgs(%q) error = %v, want %v", tt.name, tt.args, err, tt.wantErr)
			}
		case err != nil:
			t.Errorf("%s: parseArgs(%q) error = %v", tt.name, tt.args, err)
		case strict != tt.wantStrict || !slices.Equal(got, tt.want):
			t.Errorf("%s: parseArgs(%q) = %v, %q; want %v, %q", tt.name, tt.args, strict, got, tt.wantStrict, tt.want)
		}
	}
}
