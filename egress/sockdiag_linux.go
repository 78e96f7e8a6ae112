package egress

import (
	"encoding/binary"
	"errors"
	"net"
	"strconv"
	"syscall"
)

// sockDiagInode asks the kernel (NETLINK_SOCK_DIAG, an exact 4-tuple lookup)
// for the inode of the IPv4 TCP socket whose local end is client and remote
// end is server. It costs tens of microseconds whatever the number of
// sockets on the machine, where reading /proc/net/tcp grows with every
// socket (8 ms at 540 sockets, measured in BenchmarkPeerCheck).
func sockDiagInode(client, server *net.TCPAddr) (string, error) {
	c4, s4 := client.IP.To4(), server.IP.To4()
	if c4 == nil || s4 == nil {
		return "", errNotOurBrowser
	}
	const (
		netlinkSockDiag   = 4  // NETLINK_SOCK_DIAG
		sockDiagByFamily  = 20 // SOCK_DIAG_BY_FAMILY
		nlmsgHdrLen       = 16
		inetDiagReqV2Len  = 56
		inetDiagMsgInode  = 68 // offset of idiag_inode in struct inet_diag_msg
		inetDiagMsgMinLen = 72
	)
	fd, err := syscall.Socket(syscall.AF_NETLINK, syscall.SOCK_DGRAM|syscall.SOCK_CLOEXEC, netlinkSockDiag)
	if err != nil {
		return "", err
	}
	defer syscall.Close(fd)
	req := make([]byte, nlmsgHdrLen+inetDiagReqV2Len)
	ne := binary.NativeEndian
	ne.PutUint32(req[0:], uint32(len(req)))
	ne.PutUint16(req[4:], sockDiagByFamily)
	ne.PutUint16(req[6:], syscall.NLM_F_REQUEST)
	ne.PutUint32(req[8:], 1) // sequence
	r := req[nlmsgHdrLen:]
	r[0] = syscall.AF_INET
	r[1] = syscall.IPPROTO_TCP
	ne.PutUint32(r[4:], 0xffffffff) // every state
	id := r[8:]
	binary.BigEndian.PutUint16(id[0:], uint16(client.Port))
	binary.BigEndian.PutUint16(id[2:], uint16(server.Port))
	copy(id[4:], c4)
	copy(id[20:], s4)
	ne.PutUint32(id[40:], 0xffffffff) // INET_DIAG_NOCOOKIE: match by address
	ne.PutUint32(id[44:], 0xffffffff)
	if err := syscall.Sendto(fd, req, 0, &syscall.SockaddrNetlink{Family: syscall.AF_NETLINK}); err != nil {
		return "", err
	}
	buf := make([]byte, 4096)
	n, _, err := syscall.Recvfrom(fd, buf, 0)
	if err != nil {
		return "", err
	}
	msgs, err := syscall.ParseNetlinkMessage(buf[:n])
	if err != nil {
		return "", err
	}
	for _, m := range msgs {
		switch m.Header.Type {
		case syscall.NLMSG_ERROR:
			if len(m.Data) >= 4 && int32(ne.Uint32(m.Data)) == -int32(syscall.ENOENT) {
				return "", errNotOurBrowser // no such connection
			}
			return "", errors.New("sock_diag: error reply")
		case sockDiagByFamily:
			if len(m.Data) >= inetDiagMsgMinLen {
				return strconv.FormatUint(uint64(ne.Uint32(m.Data[inetDiagMsgInode:])), 10), nil
			}
		}
	}
	return "", errors.New("sock_diag: no answer")
}
