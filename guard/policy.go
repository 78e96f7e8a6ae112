package guard

import (
	"fmt"
	"net/netip"
	"net/url"
	"strings"
)

// Policy is the whole network policy of one VibeLens process: loopback
// only, plus what the user allowed by name, plus (in AllowPublic) public
// subresources. The zero value is the default: loopback only for top-level
// pages, public subresources allowed, no private hosts.
//
// Allow rules come from the command line (--allow-host) and never from the
// model: a model that could widen its own policy would have no policy.
type Policy struct {
	Mode  Mode
	Allow []Rule
}

// Rule is one --allow-host entry: an exact host name ("myapp.test"), a
// wildcard ("*.test": every name under test, not test itself) or an address
// range ("10.0.0.0/8", "fd00::/8"; a bare address is a one-address range).
// Metadata, link-local, multicast and broadcast addresses, and metadata
// names, are carved out of every rule: no rule can reach them.
type Rule struct {
	text   string       // as written, for messages
	name   string       // exact name, canonical, no trailing dot
	suffix string       // wildcard: ".test"
	prefix netip.Prefix // address range, masked
}

// String returns the rule as the user wrote it.
func (r Rule) String() string { return r.text }

// ParseRule parses one --allow-host value. It refuses a value that could
// allow nothing (a range entirely inside the always-refused addresses, a
// metadata name) so that a typo does not pass silently, and "*", which
// would allow every name.
func ParseRule(s string) (Rule, error) {
	text := strings.TrimSpace(s)
	r := Rule{text: text}
	bad := func(format string, args ...any) (Rule, error) {
		return Rule{}, &Rejection{Input: s, Reason: fmt.Sprintf(format, args...) +
			"; use a host name (myapp.test), a wildcard (*.test) or a CIDR (10.0.0.0/8, fd00::/8)"}
	}
	switch {
	case text == "":
		return bad("empty --allow-host value")
	case strings.Contains(text, "/"):
		p, err := netip.ParsePrefix(text)
		if err != nil || p.Addr().Zone() != "" {
			return bad("not a valid CIDR")
		}
		if p.Addr().Is4In6() {
			return bad("write IPv4 ranges in dotted form, not IPv4-mapped IPv6")
		}
		r.prefix = p.Masked()
		if c := classify(r.prefix.Addr()); c.alwaysRefused() && r.prefix.Bits() >= refusedBits(r.prefix.Addr()) {
			return bad("the range lies inside %s, which is always refused", c.label())
		}
		return r, nil
	case text == "*" || text == "*.":
		return bad("%q would allow every host; pass --network=public for public subresources instead", text)
	case strings.HasPrefix(text, "*."):
		h, err := parseHost(text[2:])
		if err != nil || h.addr.IsValid() || strings.HasPrefix(h.name, ".") {
			return bad("not a valid wildcard")
		}
		r.suffix = "." + strings.TrimSuffix(h.name, ".")
		return r, nil
	}
	h, err := parseHost(text)
	if err != nil {
		return bad("not a valid host (%v)", err)
	}
	if h.addr.IsValid() {
		a := h.addr.Unmap()
		if c := classify(a); c.alwaysRefused() {
			return bad("%s, which is always refused", c.label())
		}
		r.prefix = netip.PrefixFrom(a, a.BitLen())
		return r, nil
	}
	r.name = strings.TrimSuffix(h.name, ".")
	if metadataNames[r.name] {
		return bad("a cloud metadata name, which is always refused")
	}
	return r, nil
}

// label names an always-refused class in a few words.
func (c addrClass) label() string {
	switch c {
	case classMetadata:
		return "a cloud metadata address"
	case classLinkLocal:
		return "the link-local range"
	case classMulticast:
		return "the multicast range"
	case classBroadcast:
		return "the broadcast address"
	}
	return "an address"
}

// refusedBits is the prefix length from which a range starting at a can lie
// wholly inside an always-refused block: /16 for 169.254, /10 for fe80::,
// /4 and /8 for multicast, and a single address for the rest.
func refusedBits(a netip.Addr) int {
	for _, ps := range [][]netip.Prefix{linkLocalPrefixes, multicastPrefixes} {
		for _, p := range ps {
			if p.Contains(a) {
				return p.Bits()
			}
		}
	}
	return a.BitLen()
}

// matchesName reports whether the rule allows the canonical name (no
// trailing dot).
func (r Rule) matchesName(name string) bool {
	switch {
	case r.name != "":
		return name == r.name
	case r.suffix != "":
		return len(name) > len(r.suffix) && strings.HasSuffix(name, r.suffix)
	}
	return false
}

// AllowsName reports whether a rule names host (canonical, trailing dot
// ignored). Metadata names are never allowed.
func (p Policy) AllowsName(host string) bool {
	name := strings.TrimSuffix(host, ".")
	if metadataNames[name] {
		return false
	}
	for _, r := range p.Allow {
		if r.matchesName(name) {
			return true
		}
	}
	return false
}

// allowsAddr reports whether a range rule covers a; callers have already
// refused the always-refused classes.
func (p Policy) allowsAddr(a netip.Addr) bool {
	a = a.WithZone("").Unmap()
	for _, r := range p.Allow {
		if r.prefix.IsValid() && r.prefix.Contains(a) {
			return true
		}
	}
	return false
}

// CheckURL validates a URL from the model, or any top-level navigation hop,
// and returns the canonical URL Chromium should be handed; see the
// package-level CheckURL for the parsing. Allowed hosts: localhost names,
// loopback addresses, and hosts an allow rule names. The error is always a
// *Rejection.
func (p Policy) CheckURL(raw string) (*url.URL, error) {
	u, reason := checkURL(raw, p)
	if reason != "" {
		return nil, &Rejection{Input: raw, Reason: reason}
	}
	return u, nil
}

// CheckHost decides a host name or literal for top-level navigation, by the
// same rule as the host part of CheckURL. IPv6 may be given with or without
// brackets. The error is a *Rejection or nil.
func (p Policy) CheckHost(host string) error {
	h, err := parseHost(host)
	if err != nil {
		return &Rejection{Input: host, Reason: err.Error()}
	}
	if reason := p.hostVerdict(h); reason != "" {
		return &Rejection{Input: host, Reason: reason}
	}
	return nil
}

// CheckAddr decides a connection the browser is about to make to a, after
// DNS resolution of a name no rule names, or for an address literal (the
// egress proxy calls it for every connection). Loopback is allowed;
// link-local, cloud metadata, multicast and broadcast addresses are refused
// whatever the rules say, also when written IPv4-mapped, IPv4-compatible or
// NAT64; private, unique-local and CGNAT addresses are refused unless a range
// rule covers them; public addresses pass in AllowPublic or when a range rule
// covers them. The error is a *Rejection or nil. An unknown Mode is treated
// as LocalOnly.
func (p Policy) CheckAddr(a netip.Addr) error {
	if !a.IsValid() {
		return &Rejection{Input: "invalid IP", Reason: "no valid IP address to connect to"}
	}
	c := classify(a)
	switch {
	case c == classLoopback:
		return nil
	case c.alwaysRefused():
		return &Rejection{Input: a.String(), Reason: c.reason()}
	case p.allowsAddr(a):
		return nil
	case c == classPrivate:
		return &Rejection{Input: a.String(), Reason: reasonPrivate}
	case p.Mode == AllowPublic:
		return nil
	}
	return &Rejection{Input: a.String(), Reason: reasonLocalMode}
}

// CheckName decides whether the egress proxy may resolve host (canonical,
// not an address literal) at all. Metadata names are refused; localhost
// names and names a rule allows pass; in LocalOnly every other name is
// refused here, before any DNS query, so a page cannot leak data through
// lookups. The error is a *Rejection or nil.
func (p Policy) CheckName(host string) error {
	name := strings.TrimSuffix(host, ".")
	switch {
	case metadataNames[name]:
		return &Rejection{Input: host, Reason: reasonMetadata}
	case IsLocalhostName(host), p.AllowsName(host):
		return nil
	case p.Mode == AllowPublic:
		return nil
	}
	return &Rejection{Input: host, Reason: reasonLocalModeName}
}

// CheckResolved decides the addresses host resolved to (the egress proxy's
// first answer for it, which it then keeps). Every answer must pass: any
// always-refused address refuses the name, and so does an answer that mixes
// public with loopback or private addresses, the signature of DNS
// rebinding. A name a rule allows may then resolve to private or public
// addresses; any other name is held to CheckAddr for each address. The
// error is a *Rejection or nil.
func (p Policy) CheckResolved(host string, addrs []netip.Addr) error {
	if len(addrs) == 0 {
		return &Rejection{Input: host, Reason: "the name resolved to no address"}
	}
	var public, nonPublic bool
	for _, a := range addrs {
		c := classify(a)
		if c.alwaysRefused() {
			return &Rejection{Input: host + " (" + a.String() + ")", Reason: c.reason()}
		}
		if c == classLoopback || c == classPrivate {
			nonPublic = true
		} else {
			public = true
		}
	}
	if public && nonPublic {
		return &Rejection{Input: host, Reason: reasonMixedAnswer}
	}
	if p.AllowsName(host) {
		return nil
	}
	for _, a := range addrs {
		if err := p.CheckAddr(a); err != nil {
			return &Rejection{Input: host + " (" + a.String() + ")", Reason: err.(*Rejection).Reason}
		}
	}
	return nil
}
