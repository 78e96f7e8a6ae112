package cli

import (
	"flag"
	"io"
	"slices"
	"testing"

	"github.com/vibelens/vibelens/guard"
)

// TestBundleSettingsLeftEmpty: the arguments an MCP Bundle host builds from
// the .mcpb manifest's user_config reach serve's flags; a setting left empty
// (never filled, cleared, blank) leaves its flag at the default instead of
// stopping the server or adding a rule.
func TestBundleSettingsLeftEmpty(t *testing.T) {
	for _, tc := range []struct {
		name        string
		args        []string
		wantAllow   string
		wantState   string
		wantNetwork guard.Mode
		wantWarm    bool
		wantDropped []string
	}{
		{
			name:        "never filled: placeholders kept",
			args:        []string{"--network=public", "--allow-host=${user_config.allowed_hosts}", "--storage-state=${user_config.storage_state}"},
			wantNetwork: guard.AllowPublic,
			wantDropped: []string{"--allow-host", "--storage-state"},
		},
		{
			name:        "cleared: empty strings",
			args:        []string{"--network=", "--allow-host=", "--storage-state="},
			wantNetwork: guard.AllowPublic,
			wantDropped: []string{"--network", "--allow-host", "--storage-state"},
		},
		{
			name:        "blank",
			args:        []string{"--network=local", "--allow-host=  ", "-storage-state= "},
			wantNetwork: guard.LocalOnly,
			wantDropped: []string{"--allow-host", "--storage-state"},
		},
		{
			name:        "whole-argument placeholders",
			args:        []string{"--allow-host", "${user_config.allowed_hosts}", "${user_config.directories}", "--storage-state", ""},
			wantNetwork: guard.AllowPublic,
			wantDropped: []string{"--allow-host", "${user_config.directories}", "--storage-state"},
		},
		{
			name:        "a boolean flag does not take the next argument",
			args:        []string{"--warm", "--allow-host=myapp.test"},
			wantAllow:   "myapp.test",
			wantNetwork: guard.AllowPublic,
			wantWarm:    true,
		},
		{
			name:        "filled",
			args:        []string{"--network=local", "--allow-host=myapp.test, *.internal 10.0.0.0/8,", "--storage-state=/home/me/state.json"},
			wantAllow:   "myapp.test,*.internal,10.0.0.0/8",
			wantState:   "/home/me/state.json",
			wantNetwork: guard.LocalOnly,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fs := flag.NewFlagSet("serve", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			var sf serveFlags
			sf.register(fs)
			kept, dropped := dropUnsetArgs(fs, tc.args)
			if err := fs.Parse(kept); err != nil || fs.NArg() != 0 {
				t.Fatalf("serve %q (kept %q): %v, args left %q", tc.args, kept, err, fs.Args())
			}
			if got := sf.bf.allow.String(); got != tc.wantAllow {
				t.Errorf("allowed hosts = %q, want %q", got, tc.wantAllow)
			}
			if sf.bf.storageState != tc.wantState {
				t.Errorf("storage state = %q, want %q", sf.bf.storageState, tc.wantState)
			}
			if sf.bf.network != tc.wantNetwork || sf.warm != tc.wantWarm {
				t.Errorf("network %v warm %v, want %v %v", sf.bf.network, sf.warm, tc.wantNetwork, tc.wantWarm)
			}
			if !slices.Equal(dropped, tc.wantDropped) {
				t.Errorf("dropped %q, want %q", dropped, tc.wantDropped)
			}
		})
	}
}

// TestAllowHostList: one --allow-host value may list several rules; each is
// still checked, so a list cannot smuggle in what a single value may not.
func TestAllowHostList(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  string // "" with ok false: refused
		ok    bool
	}{
		{"myapp.test", "myapp.test", true},
		{"myapp.test,api.test", "myapp.test,api.test", true},
		{" myapp.test ,\t*.test\n10.0.0.0/8 ", "myapp.test,*.test,10.0.0.0/8", true},
		{"", "", true},
		{" , ,", "", true},
		{"myapp.test, *", "", false},
		{"myapp.test," + guard.MetadataAddrs()[0].String(), "", false}, // guard's table: no copy of it here
	} {
		var a allowHosts
		err := a.Set(tc.value)
		if (err == nil) != tc.ok || tc.ok && a.String() != tc.want {
			t.Errorf("Set(%q) = %q, %v; want %q, ok=%v", tc.value, a.String(), err, tc.want, tc.ok)
		}
	}
}
