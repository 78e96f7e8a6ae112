package cli

import (
	"runtime/debug"
	"testing"
)

func TestResolveBuild(t *testing.T) {
	info := func(version, rev string) func() (*debug.BuildInfo, bool) {
		return func() (*debug.BuildInfo, bool) {
			bi := &debug.BuildInfo{Main: debug.Module{Path: "github.com/vibelens/vibelens", Version: version}}
			if rev != "" {
				bi.Settings = []debug.BuildSetting{{Key: "vcs.revision", Value: rev}}
			}
			return bi, true
		}
	}
	none := func() (*debug.BuildInfo, bool) { return nil, false }
	tests := []struct {
		name string
		in   Build
		read func() (*debug.BuildInfo, bool)
		want Build
	}{
		{"release ldflags win", Build{Version: "v1.0.0", Commit: "abc"}, info("v9.9.9", ""), Build{Version: "v1.0.0", Commit: "abc"}},
		{"go install @version", Build{Version: "dev"}, info("v1.2.3", ""), Build{Version: "v1.2.3"}},
		{"checkout build", Build{Version: "dev"}, info("(devel)", "0123456789abcdef"), Build{Version: "dev", Commit: "0123456789ab"}},
		{"pseudo-version", Build{}, info("v0.0.0-20261130120000-0123456789ab", ""), Build{Version: "v0.0.0-20261130120000-0123456789ab"}},
		{"no build info", Build{Version: "dev"}, none, Build{Version: "dev"}},
	}
	for _, tt := range tests {
		if got := resolveBuild(tt.in, tt.read); got != tt.want {
			t.Errorf("%s: resolveBuild(%+v) = %+v, want %+v", tt.name, tt.in, got, tt.want)
		}
	}
}
