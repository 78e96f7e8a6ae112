package chrome

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

// killStrays kills what Chromium started outside its process group and
// names dataDir: its crash handlers (chrome_crashpad_handler, two per
// browser) start their own session, so killing the group misses them,
// and they only leave once they notice the browser is gone, which a busy
// machine delays past the browser's close.
func killStrays(dataDir string) {
	if dataDir == "" {
		return
	}
	for _, pid := range strays("/proc", dataDir) {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
}

// strays lists the Chromium processes under proc (a /proc) with an
// argument inside dataDir, other than this process.
func strays(proc, dataDir string) []int {
	dirs, _ := filepath.Glob(filepath.Join(proc, "[0-9]*"))
	want := []byte(filepath.Clean(dataDir) + string(filepath.Separator))
	var out []int
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == os.Getpid() {
			continue
		}
		cmd, err := os.ReadFile(filepath.Join(d, "cmdline"))
		if err != nil {
			continue
		}
		exe, _, _ := bytes.Cut(cmd, []byte{0})
		if !bytes.Contains([]byte(filepath.Base(string(exe))), []byte("chrom")) {
			continue
		}
		if bytes.Contains(cmd, want) {
			out = append(out, pid)
		}
	}
	return out
}
