package egress

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// The proxy serves only the browser it was started for: any local process
// can connect to a loopback port, and an open policy proxy would hand every
// one of them the developer's network position (ADR 0005, "Proxy peers").
// On Linux each accepted connection is mapped to the process holding its
// client socket (/proc/net/tcp inode, then /proc/<pid>/fd), which must be
// in Chromium's process group. Elsewhere there is no check (documented).

// errNotOurBrowser refuses a connection from any other process.
var errNotOurBrowser = errors.New("vibelens egress proxy: serves only the browser VibeLens started")

var refusedPeerResponse = []byte(fmt.Sprintf("HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s\n",
	len(errNotOurBrowser.Error())+1, errNotOurBrowser.Error()))

// refusePeer answers a refused connection with a 403 a human with curl can
// read. It waits for the request head first (bounded in time and size), as
// HTTP clients treat a reply before their request as a broken connection;
// nothing it reads is acted on.
func refusePeer(c net.Conn) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(2 * time.Second))
	buf := make([]byte, 4096)
	var head []byte
	for len(head) < 16<<10 && !bytes.Contains(head, []byte("\r\n\r\n")) {
		n, err := c.Read(buf)
		head = append(head, buf[:n]...)
		if err != nil {
			break
		}
	}
	c.Write(refusedPeerResponse)
}

// peerGate decides which peers may use the proxy.
type peerGate struct {
	restrict bool
	pgid     atomic.Int64 // 0 until AllowProcessGroup
	mu       sync.Mutex
	lastPID  int // the process that owned the last accepted socket: usually Chromium's network service
}

// AllowProcessGroup lets processes in group pgid (Chromium's; it is the
// group leader) use the proxy. Until it is called a proxy started with
// Options.OnlyProcessGroup refuses every connection.
func (p *Proxy) AllowProcessGroup(pgid int) { p.gate.pgid.Store(int64(pgid)) }

// peerListener keeps connections from processes that are not our browser
// away from the HTTP server: they are answered 403 and closed.
type peerListener struct {
	net.Listener
	p *Proxy
}

func (l peerListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if !l.p.gate.restrict {
			return c, nil
		}
		if err := l.p.gate.check(c); err != nil {
			l.p.opts.Logger.Warn("egress refused a connection", "peer", c.RemoteAddr().String(), "reason", err.Error())
			go refusePeer(c)
			continue
		}
		return c, nil
	}
}

func (g *peerGate) check(c net.Conn) error {
	pgid := int(g.pgid.Load())
	if pgid == 0 {
		return errNotOurBrowser
	}
	client, ok1 := c.RemoteAddr().(*net.TCPAddr)
	server, ok2 := c.LocalAddr().(*net.TCPAddr)
	if !ok1 || !ok2 {
		return errNotOurBrowser
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	pid, err := socketOwnerInGroup(client, server, pgid, g.lastPID)
	if err != nil {
		return err
	}
	g.lastPID = pid
	return nil
}
