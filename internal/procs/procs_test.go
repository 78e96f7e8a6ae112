package procs

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestProcRunning: a process is found by its command name or by its
// executable's base name; this process itself and entries that are not
// processes are not.
func TestProcRunning(t *testing.T) {
	proc := t.TempDir()
	write := func(pid, file, content string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Join(proc, pid), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(proc, pid, file), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("101", "comm", "cursor\n")
	write("102", "cmdline", "/opt/zed/bin/zed\x00--foreground\x00")
	write(strconv.Itoa(os.Getpid()), "comm", "windsurf\n")
	write("self", "comm", "code\n")
	for _, tt := range []struct {
		names []string
		want  bool
	}{
		{[]string{"cursor"}, true},
		{[]string{"zed"}, true},
		{[]string{"windsurf"}, false}, // this process
		{[]string{"code"}, false},     // not a process directory
		{[]string{"claude"}, false},
		{nil, false},
	} {
		if got := procRunning(proc, tt.names); got != tt.want {
			t.Errorf("procRunning(%q) = %v, want %v", tt.names, got, tt.want)
		}
	}
}
