package guard

import (
	"errors"
	"net/netip"
	"net/url"
	"strings"
	"testing"
)

// FuzzCheckURL holds CheckURL to its promise: it never panics, everything
// it allows names a host in the allowed set (re-derived here without the
// package's own classifier), and its output is a fixed point. Seeds live in
// testdata/fuzz/FuzzCheckURL.
func FuzzCheckURL(f *testing.F) {
	for _, tc := range checkURLCases {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		u, err := CheckURL(raw)
		if err != nil {
			var rej *Rejection
			if !errors.As(err, &rej) || rej.Input != raw || rej.Reason == "" {
				t.Fatalf("CheckURL(%q) error = %#v, want *Rejection with the input and a reason", raw, err)
			}
			if u != nil {
				t.Fatalf("CheckURL(%q) = %v, %v, want nil URL with the error", raw, u, err)
			}
			return
		}
		out := u.String()
		if u.Scheme != "http" && u.Scheme != "https" {
			t.Fatalf("CheckURL(%q) = %s, want http or https", raw, out)
		}
		if u.User != nil || u.Opaque != "" {
			t.Fatalf("CheckURL(%q) = %s, want no userinfo and no opaque part", raw, out)
		}
		if !independentlyAllowedHost(u.Hostname()) {
			t.Fatalf("CheckURL(%q) = %s, host %q is outside the allowed set", raw, out, u.Hostname())
		}
		// A second, unrelated parser must agree on the host, and the
		// authority must end where browsers end it.
		if strings.ContainsAny(out, " \t\r\n\\") {
			t.Fatalf("CheckURL(%q) = %s, want no whitespace or backslash", raw, out)
		}
		again, err := CheckURL(out)
		if err != nil {
			t.Fatalf("CheckURL(%q) = %s, but CheckURL(%q) = %v, want the same URL", raw, out, out, err)
		}
		if again.String() != out {
			t.Fatalf("CheckURL(%q) = %s, CheckURL(%q) = %s, want a fixed point", raw, out, out, again)
		}
		reparsed, err := url.Parse(out)
		if err != nil || reparsed.Hostname() != u.Hostname() {
			t.Fatalf("url.Parse(%q) = %v, %v, want host %q", out, reparsed, err, u.Hostname())
		}
	})
}

// independentlyAllowedHost is the allowed set written out a second way, so
// a bug in classify cannot hide itself.
func independentlyAllowedHost(h string) bool {
	if a, err := netip.ParseAddr(h); err == nil {
		if a.Zone() != "" {
			return false
		}
		a = a.Unmap()
		if a.Is4() {
			b := a.As4()
			return b[0] == 127 || a == netip.IPv4Unspecified()
		}
		return a == netip.IPv6Loopback() || a == netip.IPv6Unspecified()
	}
	if h == "localhost" {
		return true
	}
	sub, ok := strings.CutSuffix(h, ".localhost")
	if !ok || sub == "" {
		return false
	}
	for _, label := range strings.Split(sub, ".") {
		if label == "" || strings.Trim(label, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
			return false
		}
	}
	return true
}

// FuzzCheckAddr checks that CheckAddr never allows a metadata, link-local,
// multicast or broadcast address in any spelling, that LocalOnly allows
// exactly the local set, and that IPv4-mapped forms get the same decision.
func FuzzCheckAddr(f *testing.F) {
	for _, s := range []string{"127.0.0.1", "169.254.169.254", "::ffff:a9fe:a9fe", "fd00:ec2::254", "::a9fe:a9fe", "64:ff9b::a9fe:a9fe", "8.8.8.8", "fe80::1", "ff02::1", "255.255.255.255", "::1", "fd00::1"} {
		a := netip.MustParseAddr(s).As16()
		f.Add(a[:])
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if len(raw) != 16 && len(raw) != 4 {
			return
		}
		a, _ := netip.AddrFromSlice(raw)
		public, local := CheckAddr(a, AllowPublic), CheckAddr(a, LocalOnly)
		if (local == nil) != IsLocalAddr(a) {
			t.Fatalf("CheckAddr(%s, LocalOnly) = %v but IsLocalAddr = %v", a, local, IsLocalAddr(a))
		}
		if local == nil && public != nil {
			t.Fatalf("CheckAddr(%s) = %v in AllowPublic but nil in LocalOnly", a, public)
		}
		if public == nil {
			for _, v4 := range embeddedForms(a) {
				if neverAllowed(v4) {
					t.Fatalf("CheckAddr(%s, AllowPublic) = nil, want refusal: embeds %s", a, v4)
				}
			}
		}
		// Allowing every range still carves out the always-refused set.
		all := Policy{Allow: []Rule{{prefix: netip.MustParsePrefix("0.0.0.0/0")}, {prefix: netip.MustParsePrefix("::/0")}}}
		if all.CheckAddr(a) == nil {
			for _, v4 := range embeddedForms(a) {
				if neverAllowed(v4) {
					t.Fatalf("CheckAddr(%s) with every range allowed = nil, want refusal: embeds %s", a, v4)
				}
			}
		}
		if a.Is4() {
			mapped := netip.AddrFrom16(a.As16())
			if (CheckAddr(mapped, AllowPublic) == nil) != (public == nil) || (CheckAddr(mapped, LocalOnly) == nil) != (local == nil) {
				t.Fatalf("CheckAddr(%s) and CheckAddr(%s) disagree", a, mapped)
			}
		}
	})
}

// embeddedForms returns a and every IPv4 address an IPv6 spelling of a
// could reach (mapped, compatible, NAT64).
func embeddedForms(a netip.Addr) []netip.Addr {
	forms := []netip.Addr{a.Unmap()}
	if a.Is6() {
		b := a.As16()
		v4 := netip.AddrFrom4([4]byte(b[12:]))
		if netip.MustParsePrefix("::/96").Contains(a) || netip.MustParsePrefix("64:ff9b::/96").Contains(a) {
			forms = append(forms, v4)
		}
	}
	return forms
}

// neverAllowed is the always-refused set written out a second way.
func neverAllowed(a netip.Addr) bool {
	switch a.String() {
	case "169.254.169.254", "169.254.170.2", "100.100.100.200", "168.63.129.16", "fd00:ec2::254", "255.255.255.255":
		return true
	}
	if a.Is4() {
		b := a.As4()
		return b[0] == 169 && b[1] == 254 || b[0]&0xf0 == 224
	}
	b := a.As16()
	return b[0] == 0xff || b[0] == 0xfe && b[1]&0xc0 == 0x80
}

// FuzzPolicyCheckURL holds a policy with allow rules to the same promise:
// whatever it allows is loopback, a localhost name, or inside a rule, and
// never one of the always-refused addresses a rule covers.
func FuzzPolicyCheckURL(f *testing.F) {
	for _, tc := range checkURLCases {
		f.Add(tc.in)
	}
	for _, s := range []string{"http://myapp.test/", "http://a.svc.test./", "http://10.1.2.3/", "http://[fd00::1]/", "http://[fd00:ec2::254]/", "http://0xa000001/", "http://svc.test/"} {
		f.Add(s)
	}
	p := Policy{}
	for _, s := range []string{"myapp.test", "*.svc.test", "10.0.0.0/8", "fd00::/8"} {
		r, err := ParseRule(s)
		if err != nil {
			f.Fatal(err)
		}
		p.Allow = append(p.Allow, r)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		u, err := p.CheckURL(raw)
		if err != nil {
			return
		}
		h := u.Hostname()
		if independentlyAllowedHost(h) {
			return
		}
		if a, err := netip.ParseAddr(h); err == nil {
			a = a.Unmap()
			in10 := a.Is4() && a.As4()[0] == 10
			inFd := a.Is6() && a.As16()[0] == 0xfd && a != netip.MustParseAddr("fd00:ec2::254")
			if !in10 && !inFd {
				t.Fatalf("CheckURL(%q) = %s, address outside every rule", raw, u)
			}
			return
		}
		name := strings.TrimSuffix(h, ".")
		if name != "myapp.test" && !(strings.HasSuffix(name, ".svc.test") && len(name) > len(".svc.test")) {
			t.Fatalf("CheckURL(%q) = %s, name no rule names", raw, u)
		}
	})
}
