package egress

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
)

// socketOwnerInGroup returns the pid in process group pgid that holds the
// client end of the TCP connection client->server, or errNotOurBrowser.
// hint is tried first: Chromium's network service owns nearly every socket.
func socketOwnerInGroup(client, server *net.TCPAddr, pgid, hint int) (int, error) {
	inode, err := sockDiagInode(client, server)
	if err != nil && !errors.Is(err, errNotOurBrowser) {
		// No sock_diag (old kernel, seccomp): read the table instead.
		inode, err = socketInode(client, server)
	}
	if err != nil {
		return 0, err
	}
	target := []byte("socket:[" + inode + "]")
	if hint > 0 && processGroup(hint) == pgid && holdsSocket(hint, target) {
		return hint, nil
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0, fmt.Errorf("peer check: %w", err)
	}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == hint {
			continue
		}
		if processGroup(pid) == pgid && holdsSocket(pid, target) {
			return pid, nil
		}
	}
	return 0, errNotOurBrowser
}

// socketInode finds the inode of the socket whose local end is client and
// remote end is server, from /proc/net/tcp (the proxy listens on IPv4).
func socketInode(client, server *net.TCPAddr) (string, error) {
	c4, s4 := client.IP.To4(), server.IP.To4()
	if c4 == nil || s4 == nil {
		return "", errNotOurBrowser
	}
	// The kernel prints each address as the native-endian u32 of its bytes.
	local := fmt.Sprintf("%08X:%04X", binary.NativeEndian.Uint32(c4), client.Port)
	remote := fmt.Sprintf("%08X:%04X", binary.NativeEndian.Uint32(s4), server.Port)
	f, err := os.Open("/proc/net/tcp")
	if err != nil {
		return "", fmt.Errorf("peer check: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
		fields := strings.Fields(sc.Text())
		if len(fields) > 9 && fields[1] == local && fields[2] == remote {
			return fields[9], nil
		}
	}
	return "", errNotOurBrowser
}

// processGroup returns pid's process group, or -1.
func processGroup(pid int) int {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return -1
	}
	// The command name may contain spaces and parentheses: parse after the last ')'.
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return -1
	}
	f := strings.Fields(string(stat[i+1:]))
	if len(f) < 3 {
		return -1
	}
	g, err := strconv.Atoi(f[2]) // state ppid pgrp
	if err != nil {
		return -1
	}
	return g
}

// holdsSocket reports whether pid has an fd linking to target.
func holdsSocket(pid int, target []byte) bool {
	dir := "/proc/" + strconv.Itoa(pid) + "/fd/"
	d, err := os.Open(dir)
	if err != nil {
		return false
	}
	defer d.Close()
	names, _ := d.Readdirnames(-1)
	for _, n := range names {
		if link, err := os.Readlink(dir + n); err == nil && link == string(target) {
			return true
		}
	}
	return false
}
