package cli

import (
	"flag"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// TestInstallArgsCarryAccessFlags: the login, profile, attach and preset
// flags reach the editor's serve entry through install --args.
func TestInstallArgsCarryAccessFlags(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	cfg := filepath.Join(home, ".cursor", "mcp.json")
	args := "--storage-state /home/me/login.json --viewports /home/me/vp.yaml --cdp-endpoint http://127.0.0.1:9222 --cdp-header X-Api-Key:k3y --cdp-remote"
	out, errOut, code := runCLI(t, "install", "--ide", "cursor", "--args", args)
	if code != exitOK {
		t.Fatalf("install = %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	want := `"args": ["serve", "--storage-state", "/home/me/login.json", "--viewports", "/home/me/vp.yaml", "--cdp-endpoint", "http://127.0.0.1:9222", "--cdp-header", "X-Api-Key:k3y", "--cdp-remote"]`
	if got := mustRead(t, cfg); !strings.Contains(got, want) {
		t.Errorf("config = %s, want %s", got, want)
	}
	for _, ok := range []string{"--user-data-dir /home/me/profile", "--headed"} {
		if _, err := checkServeArgs(ok); err != nil {
			t.Errorf("checkServeArgs(%q) = %v", ok, err)
		}
	}
	if _, err := checkServeArgs("--cdp-header novalue"); err == nil {
		t.Error("checkServeArgs accepted a --cdp-header without a colon")
	}
}

// TestAccessFlagConflicts: combinations that cannot work fail at start
// with the reason.
func TestAccessFlagConflicts(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string // "" means accepted
	}{
		{[]string{"--cdp-endpoint", "http://127.0.0.1:9222"}, ""},
		{[]string{"--cdp-endpoint", "http://127.0.0.1:9222", "--headed"}, "--headed works only"},
		{[]string{"--cdp-endpoint", "http://127.0.0.1:9222", "--user-data-dir", "/tmp/p"}, "--user-data-dir works only"},
		{[]string{"--cdp-header", "A: b"}, "need --cdp-endpoint"},
		{[]string{"--storage-state", "/nonexistent/state.json"}, "/nonexistent/state.json"},
	} {
		var bf browserFlags
		fs := flag.NewFlagSet("serve", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		bf.register(fs, true)
		if err := fs.Parse(tt.args); err != nil {
			t.Fatal(err)
		}
		m, err := bf.manager(nil)
		if m != nil {
			m.Close()
		}
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%v: err = %v, want %q", tt.args, err, tt.want)
		}
	}
	var h cdpHeaders
	h.Set("Authorization: Bearer abc")
	h.Set("X-Two: 2")
	if got := http.Header(h); got.Get("Authorization") != "Bearer abc" || got.Get("X-Two") != "2" || strings.Contains(h.String(), "abc") {
		t.Errorf("cdpHeaders = %v, String %q (must not echo secrets)", got, h.String())
	}
}

func TestSplitArgs(t *testing.T) {
	tests := []struct {
		in      string
		want    []string
		wantErr bool
	}{
		{in: "--allow-host myapp.test  --network local", want: []string{"--allow-host", "myapp.test", "--network", "local"}},
		{in: `--cdp-header "Authorization: Bearer abc"`, want: []string{"--cdp-header", "Authorization: Bearer abc"}},
		{in: `--cdp-header 'X-Key: a b' --headed`, want: []string{"--cdp-header", "X-Key: a b", "--headed"}},
		{in: `--storage-state "/my files/s.json"`, want: []string{"--storage-state", "/my files/s.json"}},
		{in: `--empty ""`, want: []string{"--empty", ""}},
		{in: "", want: nil},
		{in: `--cdp-header "open`, wantErr: true},
	}
	for _, tt := range tests {
		got, err := splitArgs(tt.in)
		if (err != nil) != tt.wantErr || strings.Join(got, "|") != strings.Join(tt.want, "|") || len(got) != len(tt.want) {
			t.Errorf("splitArgs(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	args, err := checkServeArgs(`--cdp-endpoint wss://b.example --cdp-header "Authorization: Bearer abc"`)
	if err != nil || len(args) != 4 || args[3] != "Authorization: Bearer abc" {
		t.Errorf("checkServeArgs with a quoted header = %q, %v", args, err)
	}
}
