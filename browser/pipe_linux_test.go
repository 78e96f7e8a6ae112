package browser

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// groupPIDs lists the live processes in process group pgid.
func groupPIDs(t *testing.T, pgid int) []int {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	var pids []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// Fields after the parenthesised command: state ppid pgrp ...
		rest := string(stat[strings.LastIndexByte(string(stat), ')')+2:])
		f := strings.Fields(rest)
		if len(f) > 2 && f[2] == strconv.Itoa(pgid) {
			pids = append(pids, pid)
		}
	}
	return pids
}

// socketInodes returns the socket inodes pid holds open.
func socketInodes(pid int) map[string]bool {
	out := map[string]bool{}
	dir := filepath.Join("/proc", strconv.Itoa(pid), "fd")
	fds, _ := os.ReadDir(dir)
	for _, fd := range fds {
		link, err := os.Readlink(filepath.Join(dir, fd.Name()))
		if err == nil && strings.HasPrefix(link, "socket:[") {
			out[strings.TrimSuffix(strings.TrimPrefix(link, "socket:["), "]")] = true
		}
	}
	return out
}

// listeningInodes returns the inodes of every listening TCP socket.
func listeningInodes(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, name := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Scan() // header
		for sc.Scan() {
			fields := strings.Fields(sc.Text())
			// sl local rem st tx:rx tr:tm retrnsmt uid timeout inode
			if len(fields) > 9 && fields[3] == "0A" {
				out[fields[9]] = fields[1]
			}
		}
		f.Close()
	}
	return out
}

// TestNoDevToolsPort: no process of the browser listens on TCP, so no other
// local user can attach to it (issue: the DevTools port accepted any local
// WebSocket client), and captures still work over the pipe.
func TestNoDevToolsPort(t *testing.T) {
	m := newTestManager(t, Options{})
	srv := serve(t, html(`<title>piped</title>`))
	res, err := m.Capture(context.Background(), Request{URL: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary.Title != "piped" {
		t.Errorf("title = %q, want piped", res.Summary.Title)
	}
	pid, ok := m.Running()
	if !ok {
		t.Fatal("no browser running")
	}
	listening := listeningInodes(t)
	pids := groupPIDs(t, pid)
	if len(pids) == 0 {
		t.Fatalf("no processes in Chromium's group %d", pid)
	}
	for _, p := range pids {
		cmdline, _ := os.ReadFile("/proc/" + strconv.Itoa(p) + "/cmdline")
		if strings.Contains(string(cmdline), "remote-debugging-port") {
			t.Errorf("pid %d runs with a DevTools port: %.200s", p, strings.ReplaceAll(string(cmdline), "\x00", " "))
		}
		for inode := range socketInodes(p) {
			if addr, ok := listening[inode]; ok {
				t.Errorf("Chromium pid %d listens on TCP %s", p, addr)
			}
		}
	}
}
