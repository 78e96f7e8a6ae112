package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/guard"
)

// TestInstallArgsReachTheServeEntry: --args lands in the editor's entry
// after "serve", and a value serve would refuse is refused at install.
func TestInstallArgsReachTheServeEntry(t *testing.T) {
	home, _ := hostSandbox(t, fakeBin)
	cfg := filepath.Join(home, ".cursor", "mcp.json")
	out, errOut, code := runCLI(t, "install", "--ide", "cursor", "--args", "--allow-host myapp.test  --allow-host 10.0.0.0/8 --network local")
	if code != exitOK {
		t.Fatalf("install = %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	want := `"args": ["serve", "--allow-host", "myapp.test", "--allow-host", "10.0.0.0/8", "--network", "local"]`
	if got := mustRead(t, cfg); !strings.Contains(got, want) {
		t.Errorf("config = %s, want %s", got, want)
	}
	for _, bad := range []string{"--allow-host " + guard.MetadataAddrs()[0].String(), "--allow-host *", "--bogus", "--network nowhere", "stray"} {
		_, errOut, code := runCLI(t, "install", "--ide", "cursor", "--force", "--args", bad)
		if code != exitUsage || !strings.Contains(errOut, "--args") {
			t.Errorf("install --args %q = %d %q, want a usage error", bad, code, errOut)
		}
	}
}

func TestAllowHostFlag(t *testing.T) {
	for _, tt := range []struct {
		args []string
		ok   bool
	}{
		{[]string{"--allow-host", "myapp.test", "--allow-host", "*.test", "--allow-host", "fd00::/8"}, true},
		{[]string{"--allow-host", guard.MetadataAddrs()[2].String()}, false},
		{[]string{"--allow-host", "224.0.0.0/4"}, false},
	} {
		_, err := checkServeArgs(strings.Join(tt.args, " "))
		if (err == nil) != tt.ok {
			t.Errorf("serve %v: err = %v, want ok=%v", tt.args, err, tt.ok)
		}
	}
	var bf browserFlags
	fs := newFlagSet(&env{}, "inspect", "", "")
	bf.register(fs, false)
	if err := fs.Parse([]string{"--allow-host", "myapp.test", "--allow-host", "10.0.0.0/8"}); err != nil {
		t.Fatal(err)
	}
	if got := bf.allow.String(); got != "myapp.test,10.0.0.0/8" {
		t.Errorf("--allow-host collected %q, want both rules in order", got)
	}
}
