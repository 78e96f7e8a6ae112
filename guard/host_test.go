package guard

import (
	"net/netip"
	"strings"
	"testing"
)

func TestCanonicalHost(t *testing.T) {
	tests := []struct {
		in     string
		want   string
		reason string // substring of the refusal when want is ""
	}{
		{in: "localhost", want: "localhost"},
		{in: "LOCALHOST.", want: "localhost."},
		{in: "ｌｏｃａｌｈｏｓｔ", want: "localhost"},
		{in: "Example.COM", want: "example.com"},
		{in: "bücher.de", want: "xn--bcher-kva.de"},
		{in: "XN--BCHER-KVA.localhost", want: "xn--bcher-kva.localhost"},
		{in: "%6c%6f%63%61%6c%68%6f%73%74", want: "localhost"},
		{in: "0x7f.1", want: "127.0.0.1"},
		{in: "2130706433", want: "127.0.0.1"},
		{in: "0177.0.0.01", want: "127.0.0.1"},
		{in: "127.0.0.1.", want: "127.0.0.1"},
		{in: "１２７。０。０。１", want: "127.0.0.1"},
		{in: "0xa9fea9fe", want: "169.254.169.254"},
		{in: "[::1]", want: "::1"},
		{in: "::1", want: "::1"},
		{in: "[::ffff:127.0.0.1]", want: "::ffff:7f00:1"},
		{in: "[0:0:0:0:0:0:0:0]", want: "::"},
		{in: "[1:0:0:2:0:0:0:3]", want: "1:0:0:2::3"},
		{in: "[1:0:0:2:0:0:3:4]", want: "1::2:0:0:3:4"},
		{in: "[1:0:2:3:4:5:6:7]", want: "1:0:2:3:4:5:6:7"},
		{in: "[FD00:EC2::254]", want: "fd00:ec2::254"},
		{in: "[2001:db8::]", want: "2001:db8::"},
		{in: "", reason: "no host"},
		{in: "a b", reason: "forbidden character"},
		{in: "a%2fb", reason: "forbidden character"},
		{in: "[fe80::1%25eth0]", reason: "zone id"},
		{in: "fe80::1%eth0", reason: "zone id"},
		{in: "[::1", reason: "closing bracket"},
		{in: "[1.2.3.4]", reason: "not a valid IPv6 address"},
		{in: "1.2.3.256", reason: "not a valid IPv4 address"},
		{in: "0x100000000", reason: "not a valid IPv4 address"},
		{in: "xn--", reason: "internationalized domain name"},
	}
	for _, tc := range tests {
		got, err := CanonicalHost(tc.in)
		if tc.reason != "" {
			if err == nil || !strings.Contains(err.Error(), tc.reason) {
				t.Errorf("CanonicalHost(%q) = %q, %v, want rejection containing %q", tc.in, got, err, tc.reason)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("CanonicalHost(%q) = %q, %v, want %q", tc.in, got, err, tc.want)
		}
	}
}

// TestSerializeIPv6AgreesWithNetip checks the WHATWG serializer against
// netip wherever the two formats coincide (no embedded IPv4 tail).
func TestSerializeIPv6AgreesWithNetip(t *testing.T) {
	for _, s := range []string{"::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:0:0:0:1:0:0:1", "0:1:0:1:0:1:0:1", "fe80::1:2", "2001:db8:0:0:1:0:0:1", "fd00:ec2::254"} {
		a := netip.MustParseAddr(s)
		if got, want := serializeIPv6(a), a.String(); got != want {
			t.Errorf("serializeIPv6(%s) = %q, want %q", s, got, want)
		}
	}
}

func TestIsLocalhostName(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"localhost", true},
		{"localhost.", true},
		{"app.localhost", true},
		{"a.b-c.d_e.localhost.", true},
		{"xn--bcher-kva.localhost", true},
		{"", false},
		{".localhost", false},
		{"a..localhost", false},
		{"localhost..", false},
		{"localhost.com", false},
		{"notlocalhost", false},
		{"app.localhost.evil", false},
		{"a b.localhost", false},
		{strings.Repeat("a", 64) + ".localhost", false},
	}
	for _, tc := range tests {
		if got := IsLocalhostName(tc.name); got != tc.want {
			t.Errorf("IsLocalhostName(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}
