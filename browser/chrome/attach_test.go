package chrome

import (
	"testing"

	"github.com/vibelens/vibelens/guard"
)

func TestRemoteBypass(t *testing.T) {
	var rules []guard.Rule
	for _, s := range []string{"myapp.test", "*.svc", "10.0.0.0/8", "169.0.0.0/8", "168.0.0.0/8"} {
		r, err := guard.ParseRule(s)
		if err != nil {
			t.Fatalf("ParseRule(%q): %v", s, err)
		}
		rules = append(rules, r)
	}
	got := RemoteBypass(rules)
	want := "<-loopback>;localhost;*.localhost;127.0.0.0/8;[::1];myapp.test;*.svc;10.0.0.0/8"
	if got != want {
		t.Errorf("RemoteBypass = %q, want %q (ranges over link-local or a metadata address stay behind the dead proxy)", got, want)
	}
}

func TestAttachEndpoint(t *testing.T) {
	tests := []struct {
		endpoint string
		remote   bool
	}{
		{"http://127.0.0.1:9222", false},
		{"http://localhost:9222", false},
		{"ws://[::1]:9222/devtools/browser/x", false},
		{"wss://chrome.browserless.io?token=x", true},
		{"http://10.0.0.7:9222", true},
	}
	for _, tt := range tests {
		a := &AttachOptions{Endpoint: tt.endpoint}
		if got := a.IsRemote(); got != tt.remote {
			t.Errorf("IsRemote(%q) = %v, want %v", tt.endpoint, got, tt.remote)
		}
	}
	for _, h := range []string{"Authorization: Bearer x", "X-Key:v"} {
		if _, _, err := ParseCDPHeader(h); err != nil {
			t.Errorf("ParseCDPHeader(%q) = %v", h, err)
		}
	}
	for _, h := range []string{"no colon", ": v", "Bad Name: v"} {
		if _, _, err := ParseCDPHeader(h); err == nil {
			t.Errorf("ParseCDPHeader(%q) = nil error", h)
		}
	}
}
