package cascade

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// devServerDir is the working directory of the local process listening
// on port: the dev server serving the page, under which project-relative
// names (an element's source file, a bundle's /* src/app/x.scss */) are
// read. "" when no process this user may inspect listens there.
func devServerDir(port int) string {
	inodes := map[string]bool{}
	for _, table := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		listeningInodes(table, port, inodes)
	}
	if len(inodes) == 0 {
		return ""
	}
	// Finding the owner reads every process's descriptors (tens of ms);
	// the answer holds while the same socket listens.
	devDirs.Lock()
	defer devDirs.Unlock()
	if known, ok := devDirs.byPort[port]; ok && inodes[known.inode] {
		return known.dir
	}
	inode, dir := listenerDir(inodes)
	if devDirs.byPort == nil {
		devDirs.byPort = map[int]listener{}
	}
	devDirs.byPort[port] = listener{inode, dir}
	return dir
}

// devDirs remembers each port's listening socket and its owner's
// directory.
var devDirs struct {
	sync.Mutex
	byPort map[int]listener
}

type listener struct{ inode, dir string }

// listenerDir is the one of inodes a process holds, newest processes
// first (a dev server is usually recent), and that process's working
// directory; "", "" when none does.
func listenerDir(inodes map[string]bool) (string, string) {
	procs, _ := filepath.Glob("/proc/[0-9]*")
	pid := func(p string) int { n, _ := strconv.Atoi(strings.TrimPrefix(p, "/proc/")); return n }
	sort.Slice(procs, func(i, j int) bool { return pid(procs[i]) > pid(procs[j]) })
	for _, proc := range procs {
		fds, err := os.ReadDir(proc + "/fd")
		if err != nil {
			continue
		}
		for _, fd := range fds {
			link, err := os.Readlink(proc + "/fd/" + fd.Name())
			inode, ok := strings.CutPrefix(link, "socket:[")
			if inode = strings.TrimSuffix(inode, "]"); err == nil && ok && inodes[inode] {
				dir, err := os.Readlink(proc + "/cwd")
				if err != nil {
					return inode, ""
				}
				return inode, dir
			}
		}
	}
	return "", ""
}

// listeningInodes adds the inodes of the sockets in a /proc/net table
// that listen (state 0A) on port, any address.
func listeningInodes(table string, port int, into map[string]bool) {
	f, err := os.Open(table)
	if err != nil {
		return
	}
	defer f.Close()
	suffix := fmt.Sprintf(":%04X", port)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
		fields := strings.Fields(sc.Text())
		if len(fields) > 9 && fields[3] == "0A" && strings.HasSuffix(fields[1], suffix) {
			if _, err := strconv.ParseUint(fields[9], 10, 64); err == nil && fields[9] != "0" {
				into[fields[9]] = true
			}
		}
	}
}
