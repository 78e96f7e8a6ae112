package navguard

import (
	"testing"

	"github.com/vibelens/vibelens/guard"
)

func TestFetchCheck(t *testing.T) {
	p := guard.Policy{Mode: guard.AllowPublic}
	metadata := guard.MetadataAddrs()[0].String()
	tests := []struct {
		url   string
		allow bool
	}{
		{"http://localhost:3000/app.js", true},
		{"http://127.0.0.1:5173/", true},
		{"data:image/png;base64,AAAA", true},
		{"https://fonts.example.com/x.woff2", true}, // public by name: the dead proxy still stops it
		{"http://" + metadata + "/latest/meta-data/", false},
		{"http://[fe80::1]/", false}, // link-local
		{"http://10.0.0.5/", false},
		{"ws://" + metadata + "/socket", false},
		{"http://" + guard.MetadataName + "/", false},
	}
	for _, tt := range tests {
		if err := fetchCheck(p, tt.url); (err == nil) != tt.allow {
			t.Errorf("fetchCheck(%q) = %v, want allowed %v", tt.url, err, tt.allow)
		}
	}
}
