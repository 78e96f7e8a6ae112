package cli

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
)

// TestInspectCompareTo: --compare-to is the saved look to compare with,
// and --baseline, its old name, still works with a one-line notice that
// it is deprecated. What a saved look cannot compare (messages and
// findings: the file holds the page's record) is left out of the JSON
// rather than reported as nothing new and nothing resolved.
func TestInspectCompareTo(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, baselinePage(false))
	}))
	t.Cleanup(srv.Close)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir := t.TempDir()
	const notice = "--baseline is deprecated, use --compare-to"

	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantNotice bool
		wantStdout string // in stdout; "" checks nothing
		wantStderr string // in stderr; "" checks nothing
	}{
		{"first look is saved", []string{"--compare-to", filepath.Join(dir, "a.json")}, exitOK, false, "baseline saved: ", ""},
		{"the old name saves too", []string{"--baseline", filepath.Join(dir, "b.json")}, exitOK, true, "baseline saved: ", ""},
		{"the old name compares", []string{"--baseline", filepath.Join(dir, "a.json")}, exitOK, true, "unchanged: nothing visible changed", ""},
		{"--update-baseline is --save", []string{"--compare-to", filepath.Join(dir, "a.json"), "--update-baseline"}, exitOK, false, "baseline saved: ", "--update-baseline is deprecated, use --save"},
		{"two files", []string{"--compare-to", filepath.Join(dir, "a.json"), "--baseline", filepath.Join(dir, "b.json")}, exitUsage, true, "", "name two files"},
		{"--save alone", []string{"--save"}, exitUsage, false, "", "--save needs --compare-to"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := runCLI(t, append([]string{"inspect", srv.URL, "--delay", "0"}, tt.args...)...)
			if code != tt.wantCode {
				t.Fatalf("inspect %q = %d, want %d\n%s\n%s", tt.args, code, tt.wantCode, out, errOut)
			}
			if got := strings.Count(errOut, notice); got != map[bool]int{true: 1, false: 0}[tt.wantNotice] {
				t.Errorf("stderr has the deprecation notice %d times, want it %v:\n%s", got, tt.wantNotice, errOut)
			}
			if !strings.Contains(out, tt.wantStdout) {
				t.Errorf("stdout lacks %q:\n%s", tt.wantStdout, out)
			}
			if !strings.Contains(errOut, tt.wantStderr) {
				t.Errorf("stderr lacks %q:\n%s", tt.wantStderr, errOut)
			}
		})
	}

	out, errOut, code := runCLI(t, "inspect", srv.URL, "--delay", "0", "--json", "--compare-to", filepath.Join(dir, "a.json"))
	if code != exitOK {
		t.Fatalf("--json = %d\n%s", code, errOut)
	}
	var p struct {
		Since map[string]json.RawMessage `json:"sinceLastCapture"`
	}
	if err := json.Unmarshal([]byte(out), &p); err != nil || p.Since == nil {
		t.Fatalf("--json: no sinceLastCapture (%v):\n%.600s", err, out)
	}
	for _, absent := range []string{"new", "resolved"} {
		if v, ok := p.Since[absent]; ok {
			t.Errorf("sinceLastCapture.%s = %s; a saved look compares no messages or findings, so it must be absent", absent, v)
		}
	}
	if string(p.Since["unchanged"]) != "true" {
		t.Errorf("sinceLastCapture.unchanged = %s, want true (same page)", p.Since["unchanged"])
	}
}
