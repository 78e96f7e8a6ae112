package guard

import (
	"errors"
	"net/netip"
	"strings"
	"testing"
)

func TestCheckAddr(t *testing.T) {
	tests := []struct {
		addr   string
		public string // reason substring in AllowPublic mode, "" when allowed
		local  string // reason substring in LocalOnly mode, "" when allowed
	}{
		// Loopback passes in both modes.
		{"127.0.0.1", "", ""},
		{"127.8.9.10", "", ""},
		{"0.0.0.0", "", ""},
		{"::1", "", ""},
		{"::", "", ""},
		{"::ffff:127.0.0.1", "", ""},
		{"::1%lo", "", ""},

		// Private, unique-local and CGNAT addresses need an allow rule.
		{"10.1.2.3", "private network address", "private network address"},
		{"172.16.0.1", "private network address", "private network address"},
		{"172.31.255.254", "private network address", "private network address"},
		{"192.168.1.1", "private network address", "private network address"},
		{"fd12::1", "private network address", "private network address"},
		{"fc00::1", "private network address", "private network address"},
		{"::ffff:10.0.0.1", "private network address", "private network address"},
		{"100.64.0.1", "private network address", "private network address"},
		{"100.127.255.254", "private network address", "private network address"},
		{"64:ff9b::a00:1", "private network address", "private network address"},

		// Public addresses pass only in AllowPublic.
		{"8.8.8.8", "", "network mode is \"local\""},
		{"172.32.0.1", "", "network mode is \"local\""},
		{"100.128.0.1", "", "network mode is \"local\""},
		{"2001:4860:4860::8888", "", "network mode is \"local\""},
		{"::ffff:8.8.8.8", "", "network mode is \"local\""},
		{"::127.0.0.1", "", "network mode is \"local\""},
		{"64:ff9b::808:808", "", "network mode is \"local\""},
		{"fec0::1", "", "network mode is \"local\""},

		// Always refused, including mapped, compatible and NAT64 spellings.
		{"169.254.169.254", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"169.254.170.2", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"100.100.100.200", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"168.63.129.16", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"::ffff:168.63.129.16", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"fd00:ec2::254", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"::ffff:169.254.169.254", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"::ffff:a9fe:a9fe", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"::169.254.169.254", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"::ffff:100.100.100.200", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"64:ff9b::a9fe:a9fe", "cloud metadata endpoint", "cloud metadata endpoint"},
		{"169.254.0.1", "link-local", "link-local"},
		{"169.254.255.255", "link-local", "link-local"},
		{"::ffff:169.254.1.1", "link-local", "link-local"},
		{"::169.254.1.1", "link-local", "link-local"},
		{"fe80::1", "link-local", "link-local"},
		{"fe80::1%eth0", "link-local", "link-local"},
		{"febf::1", "link-local", "link-local"},
		{"224.0.0.1", "multicast", "multicast"},
		{"239.255.255.250", "multicast", "multicast"},
		{"::ffff:224.0.0.251", "multicast", "multicast"},
		{"ff02::1", "multicast", "multicast"},
		{"255.255.255.255", "broadcast", "broadcast"},
		{"::ffff:255.255.255.255", "broadcast", "broadcast"},
		{"::255.255.255.255", "broadcast", "broadcast"},
	}
	for _, tc := range tests {
		a := netip.MustParseAddr(tc.addr)
		for _, m := range []struct {
			mode   Mode
			reason string
		}{{AllowPublic, tc.public}, {LocalOnly, tc.local}} {
			err := CheckAddr(a, m.mode)
			if m.reason == "" {
				if err != nil {
					t.Errorf("CheckAddr(%s, %v) = %v, want nil", tc.addr, m.mode, err)
				}
				continue
			}
			var rej *Rejection
			if !errors.As(err, &rej) || !strings.Contains(rej.Reason, m.reason) {
				t.Errorf("CheckAddr(%s, %v) = %v, want rejection containing %q", tc.addr, m.mode, err, m.reason)
			}
		}
	}
}

func TestCheckAddrFailsClosed(t *testing.T) {
	if err := CheckAddr(netip.Addr{}, AllowPublic); err == nil {
		t.Errorf("CheckAddr(netip.Addr{}, AllowPublic) = nil, want rejection")
	}
	a := netip.MustParseAddr("8.8.8.8")
	if err := CheckAddr(a, Mode(42)); err == nil {
		t.Errorf("CheckAddr(%s, Mode(42)) = nil, want rejection: unknown modes act as LocalOnly", a)
	}
}

func TestIsLocalAddr(t *testing.T) {
	tests := []struct {
		addr string
		want bool
	}{
		{"127.0.0.1", true},
		{"127.255.255.255", true},
		{"0.0.0.0", true},
		{"10.255.255.255", false},
		{"172.16.0.0", false},
		{"172.31.255.255", false},
		{"192.168.0.0", false},
		{"::1", true},
		{"::", true},
		{"fc00::", false},
		{"fdff:ffff::1", false},
		{"::ffff:127.0.0.1", true},
		{"::ffff:192.168.1.1", false},
		{"0.0.0.1", false},
		{"9.255.255.255", false},
		{"11.0.0.0", false},
		{"172.15.255.255", false},
		{"172.32.0.0", false},
		{"192.167.255.255", false},
		{"192.169.0.0", false},
		{"128.0.0.1", false},
		{"169.254.169.254", false},
		{"169.254.1.1", false},
		{"100.100.100.200", false},
		{"fd00:ec2::254", false},
		{"fe80::1", false},
		{"ff02::1", false},
		{"fe00::1", false},
		{"::2", false},
		{"::127.0.0.1", false},
		{"::ffff:8.8.8.8", false},
		{"2606:4700::1111", false},
		{"255.255.255.255", false},
	}
	for _, tc := range tests {
		a := netip.MustParseAddr(tc.addr)
		if got := IsLocalAddr(a); got != tc.want {
			t.Errorf("IsLocalAddr(%s) = %v, want %v", tc.addr, got, tc.want)
		}
	}
	if IsLocalAddr(netip.Addr{}) {
		t.Errorf("IsLocalAddr(netip.Addr{}) = true, want false")
	}
}

func TestParseMode(t *testing.T) {
	tests := []struct {
		in      string
		want    Mode
		wantErr bool
	}{
		{"public", AllowPublic, false},
		{"local", LocalOnly, false},
		{" Local ", LocalOnly, false},
		{"PUBLIC", AllowPublic, false},
		{"", 0, true},
		{"localonly", 0, true},
		{"private", 0, true},
	}
	for _, tc := range tests {
		got, err := ParseMode(tc.in)
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("ParseMode(%q) = %v, %v, want %v (error %v)", tc.in, got, err, tc.want, tc.wantErr)
		}
	}
	for _, m := range []Mode{AllowPublic, LocalOnly} {
		back, err := ParseMode(m.String())
		if err != nil || back != m {
			t.Errorf("ParseMode(%q) = %v, %v, want %v", m.String(), back, err, m)
		}
		text, err := m.MarshalText()
		var un Mode
		if err != nil || un.UnmarshalText(text) != nil || un != m {
			t.Errorf("Mode(%d) text round trip = %v, %v, want %v", int(m), un, err, m)
		}
	}
	if got := Mode(7).String(); got != "Mode(7)" {
		t.Errorf("Mode(7).String() = %q, want %q", got, "Mode(7)")
	}
	if _, err := Mode(7).MarshalText(); err == nil {
		t.Errorf("Mode(7).MarshalText() error = nil, want error")
	}
}

func TestOverlapsRefused(t *testing.T) {
	for _, tc := range []struct {
		prefix string
		want   bool
	}{
		{"10.0.0.0/8", false},
		{"192.168.1.0/24", false},
		{"fd00::/8", true}, // holds fd00:ec2::254
		{"fd12::/16", false},
		{"168.63.0.0/16", true}, // Azure's WireServer
		{"168.63.129.16/32", true},
		{"169.254.0.0/24", true},
		{"160.0.0.0/4", true},
		{"100.64.0.0/10", true}, // holds Alibaba's 100.100.100.200
		{"100.64.0.0/16", false},
		{"fe80::/64", true},
		{"224.0.0.0/8", true},
		{"255.255.255.255/32", true},
	} {
		if got := OverlapsRefused(netip.MustParsePrefix(tc.prefix)); got != tc.want {
			t.Errorf("OverlapsRefused(%s) = %v, want %v", tc.prefix, got, tc.want)
		}
	}
}
