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
	// LocalOnly additionally refuses every address that is not local.
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
	classLocal
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
	}
	return reasonNotLocal
}

// metadataAddrs are cloud instance-metadata services: AWS/GCP/Azure/OpenStack
// (169.254.169.254), AWS ECS task metadata (169.254.170.2), AWS over IPv6
// (fd00:ec2::254, inside the otherwise-local ULA range) and Alibaba Cloud
// (100.100.100.200, outside link-local).
var metadataAddrs = []netip.Addr{
	netip.MustParseAddr("169.254.169.254"),
	netip.MustParseAddr("169.254.170.2"),
	netip.MustParseAddr("fd00:ec2::254"),
	netip.MustParseAddr("100.100.100.200"),
}

// localPrefixes are the addresses a local dev server can listen on.
var localPrefixes = []netip.Prefix{
	netip.MustParsePrefix("127.0.0.0/8"),
	netip.MustParsePrefix("0.0.0.0/32"),
	netip.MustParsePrefix("10.0.0.0/8"),
	netip.MustParsePrefix("172.16.0.0/12"),
	netip.MustParsePrefix("192.168.0.0/16"),
	netip.MustParsePrefix("::1/128"),
	netip.MustParsePrefix("::/128"),
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
	case inAny(a, localPrefixes):
		return classLocal
	}
	if a.Is6() && (ipv4CompatPrefix.Contains(a) || nat64Prefix.Contains(a)) {
		if c := classify(embeddedIPv4(a)); c.alwaysRefused() {
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

// IsLocalAddr reports whether a is in the allowed local set: loopback
// 127.0.0.0/8 and ::1, the unspecified 0.0.0.0 and ::, private IPv4
// (10/8, 172.16/12, 192.168/16) and IPv6 unique-local fc00::/7, including
// their IPv4-mapped forms. Metadata addresses are never local, even
// fd00:ec2::254 inside fc00::/7, so IsLocalAddr alone is a safe allow test.
func IsLocalAddr(a netip.Addr) bool {
	return a.IsValid() && classify(a) == classLocal
}

// CheckAddr decides a connection the browser is about to make to a, after
// DNS resolution (the egress proxy calls it for every connection).
// Link-local, cloud metadata, multicast and broadcast addresses are refused
// in every mode, also when written IPv4-mapped, IPv4-compatible or NAT64;
// LocalOnly additionally refuses everything IsLocalAddr does not accept.
// The error is a *Rejection or nil. An unknown Mode is treated as LocalOnly.
func CheckAddr(a netip.Addr, mode Mode) error {
	if !a.IsValid() {
		return &Rejection{Input: "invalid IP", Reason: "no valid IP address to connect to"}
	}
	c := classify(a)
	switch {
	case c == classLocal:
		return nil
	case c.alwaysRefused():
		return &Rejection{Input: a.String(), Reason: c.reason()}
	case mode == AllowPublic:
		return nil
	}
	return &Rejection{Input: a.String(), Reason: reasonLocalMode}
}
