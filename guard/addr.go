package guard

import (
	"fmt"
	"net/netip"
	"strings"
)

// Mode is the network policy for connections the browser makes on its own
// (subresources, fetches, redirects' connections): top-level navigation is
// always held to CheckURL, whatever the mode.
type Mode int

const (
	// AllowPublic lets pages load public subresources (CDNs, fonts), the
	// default, while still refusing metadata, link-local, multicast and
	// broadcast addresses.
	AllowPublic Mode = iota
	// LocalOnly additionally refuses every public address and every host
	// name that is not a localhost name or allowed by a Rule, without
	// resolving it.
	LocalOnly
)

// modeNames are the spellings used on the command line and in config.
var modeNames = map[Mode]string{
	AllowPublic: "public",
	LocalOnly:   "local",
}

// String returns the name ParseMode accepts: "public" or "local".
func (m Mode) String() string {
	if s, ok := modeNames[m]; ok {
		return s
	}
	return fmt.Sprintf("Mode(%d)", int(m))
}

// ParseMode turns "public" or "local" (any case, surrounding spaces ignored)
// into a Mode.
func ParseMode(s string) (Mode, error) {
	want := strings.ToLower(strings.TrimSpace(s))
	for m, name := range modeNames {
		if want == name {
			return m, nil
		}
	}
	return 0, fmt.Errorf("network mode %q is not known: use \"public\" or \"local\"", s)
}

// MarshalText encodes m as its name, so a Mode works in JSON config and
// with flag.TextVar.
func (m Mode) MarshalText() ([]byte, error) {
	if _, ok := modeNames[m]; !ok {
		return nil, fmt.Errorf("network mode %d is not known", int(m))
	}
	return []byte(m.String()), nil
}

// UnmarshalText decodes a name accepted by ParseMode.
func (m *Mode) UnmarshalText(text []byte) error {
	parsed, err := ParseMode(string(text))
	if err != nil {
		return err
	}
	*m = parsed
	return nil
}

// addrClass is where an address falls for policy purposes.
type addrClass int

const (
	classPublic addrClass = iota
	classLoopback
	classPrivate
	classMetadata
	classLinkLocal
	classMulticast
	classBroadcast
	classIPv4Compatible
)

// alwaysRefused reports whether no mode may connect to the class.
func (c addrClass) alwaysRefused() bool {
	switch c {
	case classMetadata, classLinkLocal, classMulticast, classBroadcast:
		return true
	}
	return false
}

// reason is the model-facing explanation for refusing the class.
func (c addrClass) reason() string {
	switch c {
	case classMetadata:
		return reasonMetadata
	case classLinkLocal:
		return reasonLinkLocal
	case classMulticast:
		return reasonMulticast
	case classBroadcast:
		return reasonBroadcast
	case classIPv4Compatible:
		return reasonCompat
	case classPublic:
		return reasonPublic
	case classPrivate:
		return reasonPrivate
	}
	return reasonNotLocal
}

// metadataAddrs are cloud instance-metadata services: AWS/GCP/Azure/OpenStack
// (169.254.169.254), AWS ECS task metadata (169.254.170.2), AWS over IPv6
// (fd00:ec2::254, inside the ULA range), Alibaba Cloud (100.100.100.200,
// inside CGNAT) and Azure's WireServer (168.63.129.16, a public address
// every Azure VM reaches, which serves its configuration and certificates).
// They stay refused whatever --allow-host covers.
var metadataAddrs = []netip.Addr{
	netip.MustParseAddr("169.254.169.254"),
	netip.MustParseAddr("169.254.170.2"),
	netip.MustParseAddr("fd00:ec2::254"),
	netip.MustParseAddr("100.100.100.200"),
	netip.MustParseAddr("168.63.129.16"),
}

// MetadataAddrs returns the cloud metadata addresses, always refused, in
// the order above (the first is the one AWS, GCP and Azure share). Tests
// and docs elsewhere take them from here rather than keep a copy.
func MetadataAddrs() []netip.Addr { return append([]netip.Addr(nil), metadataAddrs...) }

// MetadataName is a cloud metadata host name, always refused, for tests
// elsewhere that must not keep a copy of guard's list.
const MetadataName = "metadata.google.internal"

// loopbackPrefixes are the addresses that are this machine: the only ones
// allowed without an allow rule. 0.0.0.0 and :: connect to loopback.
var loopbackPrefixes = []netip.Prefix{
	netip.MustParsePrefix("127.0.0.0/8"),
	netip.MustParsePrefix("0.0.0.0/32"),
	netip.MustParsePrefix("::1/128"),
	netip.MustParsePrefix("::/128"),
}

// privatePrefixes are other machines on a private network (an intranet, a
// docker network, a tailnet): refused unless an allow rule names them.
var privatePrefixes = []netip.Prefix{
	netip.MustParsePrefix("10.0.0.0/8"),
	netip.MustParsePrefix("172.16.0.0/12"),
	netip.MustParsePrefix("192.168.0.0/16"),
	netip.MustParsePrefix("100.64.0.0/10"), // CGNAT, also tailnets
	netip.MustParsePrefix("fc00::/7"),
}

var (
	linkLocalPrefixes = []netip.Prefix{
		netip.MustParsePrefix("169.254.0.0/16"),
		netip.MustParsePrefix("fe80::/10"),
	}
	multicastPrefixes = []netip.Prefix{
		netip.MustParsePrefix("224.0.0.0/4"),
		netip.MustParsePrefix("ff00::/8"),
	}
	broadcast = netip.MustParseAddr("255.255.255.255")
	// IPv6 forms that carry an IPv4 address in their last 32 bits and may
	// reach it: IPv4-compatible (::/96, deprecated) and NAT64 (RFC 6052),
	// where a local translator would forward to the embedded address.
	ipv4CompatPrefix = netip.MustParsePrefix("::/96")
	nat64Prefix      = netip.MustParsePrefix("64:ff9b::/96")
)

// classify places a in exactly one class. IPv4-mapped addresses are judged
// on the IPv4 address, because that is what a socket connects to.
func classify(a netip.Addr) addrClass {
	a = a.WithZone("").Unmap()
	for _, m := range metadataAddrs {
		if a == m {
			return classMetadata
		}
	}
	switch {
	case a == broadcast:
		return classBroadcast
	case inAny(a, linkLocalPrefixes):
		return classLinkLocal
	case inAny(a, multicastPrefixes):
		return classMulticast
	case inAny(a, loopbackPrefixes):
		return classLoopback
	case inAny(a, privatePrefixes):
		return classPrivate
	}
	if a.Is6() && (ipv4CompatPrefix.Contains(a) || nat64Prefix.Contains(a)) {
		if c := classify(embeddedIPv4(a)); c.alwaysRefused() || c == classPrivate {
			// A translator would forward to the embedded address.
			return c
		}
		if ipv4CompatPrefix.Contains(a) {
			return classIPv4Compatible
		}
	}
	return classPublic
}

func embeddedIPv4(a netip.Addr) netip.Addr {
	b := a.As16()
	return netip.AddrFrom4([4]byte(b[12:]))
}

func inAny(a netip.Addr, prefixes []netip.Prefix) bool {
	for _, p := range prefixes {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// IsLocalAddr reports whether a is this machine: loopback 127.0.0.0/8 and
// ::1, or the unspecified 0.0.0.0 and :: (which connect to loopback),
// including IPv4-mapped forms. These are the only addresses allowed with no
// allow rule. Private ranges are not local: they are other machines.
func IsLocalAddr(a netip.Addr) bool {
	return a.IsValid() && classify(a) == classLoopback
}

// CheckAddr is Policy{Mode: mode}.CheckAddr(a): the policy with no allow
// rules.
func CheckAddr(a netip.Addr, mode Mode) error {
	return Policy{Mode: mode}.CheckAddr(a)
}

// OverlapsRefused reports whether any address in p is always refused: a
// cloud metadata address, the link-local, multicast or broadcast blocks.
// A range that does must not go where the policy is not applied, such as a
// remote browser's proxy bypass list.
func OverlapsRefused(p netip.Prefix) bool {
	p = p.Masked()
	for _, m := range metadataAddrs {
		if p.Contains(m) {
			return true
		}
	}
	for _, ps := range [][]netip.Prefix{linkLocalPrefixes, multicastPrefixes} {
		for _, r := range ps {
			if p.Overlaps(r) {
				return true
			}
		}
	}
	return p.Contains(broadcast)
}
