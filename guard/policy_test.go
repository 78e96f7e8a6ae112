package guard

import (
	"errors"
	"net/netip"
	"strings"
	"testing"
)

func mustPolicy(t *testing.T, mode Mode, rules ...string) Policy {
	t.Helper()
	p := Policy{Mode: mode}
	for _, s := range rules {
		r, err := ParseRule(s)
		if err != nil {
			t.Fatalf("ParseRule(%q) = %v", s, err)
		}
		p.Allow = append(p.Allow, r)
	}
	return p
}

func TestParseRule(t *testing.T) {
	tests := []struct {
		in     string
		reason string // "" when accepted
	}{
		{"myapp.test", ""},
		{"MyApp.Test.", ""},
		{"*.test", ""},
		{"*.docker.internal", ""},
		{"10.0.0.0/8", ""},
		{"10.1.2.3/8", ""}, // masked, as ip route does
		{"fd00::/8", ""},   // covers fd00:ec2::254, which stays refused
		{"100.64.0.0/10", ""},
		{"192.168.1.5", ""},
		{"[fd12::1]", ""},
		{"0.0.0.0/0", ""}, // carve-outs still hold
		{"", "empty"},
		{"*", "every host"},
		{"*.", "every host"},
		{"*.10.0.0.1", "not a valid wildcard"},
		{"10.0.0.0/33", "not a valid CIDR"},
		{"::ffff:10.0.0.0/104", "dotted form"},
		{"169.254.0.0/16", "always refused"},
		{"169.254.169.254/32", "always refused"},
		{"169.254.169.254", "always refused"},
		{"168.63.129.16", "always refused"},
		{"100.100.100.200/32", "always refused"},
		{"fd00:ec2::254", "always refused"},
		{"fe80::/10", "always refused"},
		{"fe80::/64", "always refused"},
		{"224.0.0.0/4", "always refused"},
		{"255.255.255.255", "always refused"},
		{"metadata.google.internal", "cloud metadata name"},
		{"bad host!", "not a valid host"},
	}
	for _, tc := range tests {
		r, err := ParseRule(tc.in)
		switch {
		case tc.reason == "" && err != nil:
			t.Errorf("ParseRule(%q) = %v, want accepted", tc.in, err)
		case tc.reason == "" && r.String() != strings.TrimSpace(tc.in):
			t.Errorf("ParseRule(%q).String() = %q, want the input", tc.in, r)
		case tc.reason != "":
			var rej *Rejection
			if !errors.As(err, &rej) || !strings.Contains(rej.Reason, tc.reason) {
				t.Errorf("ParseRule(%q) = %v, want rejection containing %q", tc.in, err, tc.reason)
			}
		}
	}
}

func TestPolicyCheckURL(t *testing.T) {
	p := mustPolicy(t, AllowPublic, "myapp.test", "*.svc.test", "10.0.0.0/8", "fd00::/8", "100.64.0.0/10", "0.0.0.0/0")
	narrow := mustPolicy(t, AllowPublic, "myapp.test", "*.svc.test", "10.0.0.0/8", "fd00::/8", "100.64.0.0/10")
	tests := []struct {
		in     string
		policy Policy
		reason string // "" when allowed
	}{
		{"http://myapp.test/", narrow, ""},
		{"http://MYAPP.test:8080/x", narrow, ""},
		{"http://api.svc.test/", narrow, ""},
		{"http://a.b.svc.test/", narrow, ""},
		{"http://svc.test/", narrow, "no --allow-host rule names"},
		{"http://myapp.test.evil.com/", narrow, "no --allow-host rule names"},
		{"http://10.2.3.4/", narrow, ""},
		{"http://0xa020304/", narrow, ""}, // 10.2.3.4 spelled as a number
		{"http://[fd12::1]/", narrow, ""},
		{"http://100.64.1.1/", narrow, ""},
		{"http://localhost:3000/", narrow, ""},
		{"http://192.168.1.1/", narrow, "private network address"},
		{"http://8.8.8.8/", narrow, "public address"},
		// Carved out of every rule.
		{"http://[fd00:ec2::254]/", narrow, "cloud metadata"},
		{"http://100.100.100.200/", narrow, "cloud metadata"},
		{"http://169.254.169.254/", p, "cloud metadata"},
		{"http://168.63.129.16/", p, "cloud metadata"},
		{"http://169.254.1.1/", p, "link-local"},
		{"http://224.0.0.1/", p, "multicast"},
		{"http://255.255.255.255/", p, "broadcast"},
		{"http://8.8.8.8/", p, ""}, // the user allowed everything else
		{"http://metadata.google.internal/", mustPolicy(t, AllowPublic, "*.internal"), "cloud metadata"},
	}
	for _, tc := range tests {
		_, err := tc.policy.CheckURL(tc.in)
		switch {
		case tc.reason == "" && err != nil:
			t.Errorf("CheckURL(%q) = %v, want allowed", tc.in, err)
		case tc.reason != "" && (err == nil || !strings.Contains(err.Error(), tc.reason)):
			t.Errorf("CheckURL(%q) = %v, want rejection containing %q", tc.in, err, tc.reason)
		}
	}
}

func TestPolicyCheckName(t *testing.T) {
	allow := []string{"myapp.test", "*.svc.test"}
	tests := []struct {
		name          string
		public, local string // reason substrings, "" when allowed
	}{
		{"cdn.example.com", "", "name not resolved"},
		{"cdn.example.com.", "", "name not resolved"},
		{"myapp.test", "", ""},
		{"myapp.test.", "", ""},
		{"x.svc.test", "", ""},
		{"app.localhost", "", ""},
		{"metadata.google.internal", "cloud metadata", "cloud metadata"},
	}
	for _, tc := range tests {
		for _, m := range []struct {
			mode   Mode
			reason string
		}{{AllowPublic, tc.public}, {LocalOnly, tc.local}} {
			err := mustPolicy(t, m.mode, allow...).CheckName(tc.name)
			switch {
			case m.reason == "" && err != nil:
				t.Errorf("CheckName(%q, %v) = %v, want nil", tc.name, m.mode, err)
			case m.reason != "" && (err == nil || !strings.Contains(err.Error(), m.reason)):
				t.Errorf("CheckName(%q, %v) = %v, want rejection containing %q", tc.name, m.mode, err, m.reason)
			}
		}
	}
}

func TestPolicyCheckResolved(t *testing.T) {
	addrs := func(ss ...string) []netip.Addr {
		var out []netip.Addr
		for _, s := range ss {
			out = append(out, netip.MustParseAddr(s))
		}
		return out
	}
	p := mustPolicy(t, AllowPublic, "myapp.test", "172.20.0.0/16")
	local := mustPolicy(t, LocalOnly, "myapp.test")
	tests := []struct {
		name   string
		policy Policy
		addrs  []netip.Addr
		reason string
	}{
		{"cdn.example.com", p, addrs("93.184.216.34"), ""},
		{"hosts-file-alias", p, addrs("127.0.0.1", "::1"), ""},
		{"intranet.corp", p, addrs("10.1.2.3"), "private network address"},
		{"db.compose", p, addrs("172.20.0.5"), ""}, // covered by the range rule
		{"rebind.evil", p, addrs("93.184.216.34", "127.0.0.1"), "DNS rebinding"},
		{"rebind.evil", p, addrs("10.0.0.1", "8.8.8.8"), "DNS rebinding"},
		{"myapp.test", p, addrs("192.168.1.5"), ""},
		{"myapp.test", local, addrs("192.168.1.5"), ""},
		{"myapp.test", local, addrs("93.184.216.34"), ""}, // named by the user
		{"myapp.test", p, addrs("127.0.0.1", "93.184.216.34"), "DNS rebinding"},
		{"myapp.test", p, addrs("169.254.169.254"), "cloud metadata"},
		{"myapp.test", p, addrs("192.168.1.5", "fe80::1"), "link-local"},
		{"cdn.example.com", p, nil, "no address"},
	}
	for _, tc := range tests {
		err := tc.policy.CheckResolved(tc.name, tc.addrs)
		switch {
		case tc.reason == "" && err != nil:
			t.Errorf("CheckResolved(%q, %v) = %v, want nil", tc.name, tc.addrs, err)
		case tc.reason != "" && (err == nil || !strings.Contains(err.Error(), tc.reason)):
			t.Errorf("CheckResolved(%q, %v) = %v, want rejection containing %q", tc.name, tc.addrs, err, tc.reason)
		}
	}
}
