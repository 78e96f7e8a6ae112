package storage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseStorageState(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		wantErr string // "" means valid
	}{
		{name: "playwright file", in: `{"cookies":[{"name":"sid","value":"v","domain":"localhost","path":"/","expires":-1,"httpOnly":true,"secure":false,"sameSite":"Lax"}],"origins":[{"origin":"http://localhost:3000","localStorage":[{"name":"k","value":"v"}]}]}`},
		{name: "empty", in: `{}`},
		{name: "not json", in: `cookies: []`, wantErr: "not Playwright storage-state JSON"},
		{name: "cookie without name", in: `{"cookies":[{"value":"v","domain":"localhost"}]}`, wantErr: "cookies[0]: no name"},
		{name: "cookie without domain", in: `{"cookies":[{"name":"sid","value":"v"}]}`, wantErr: "cookies[0] (sid): no domain"},
		{name: "bad sameSite", in: `{"cookies":[{"name":"sid","domain":"localhost","sameSite":"lax"}]}`, wantErr: `sameSite "lax"`},
		{name: "origin with path", in: `{"origins":[{"origin":"http://localhost:3000/app","localStorage":[]}]}`, wantErr: "origins[0]"},
		{name: "origin without scheme", in: `{"origins":[{"origin":"localhost:3000"}]}`, wantErr: "origins[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.in))
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("ParseStorageState = %v, want nil", err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("ParseStorageState = %v, want an error containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestOpenStorageFileNamesTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	os.WriteFile(path, []byte(`{"cookies":[{"name":"sid"}]}`), 0o600)
	_, err := Open(path)
	if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "no domain") {
		t.Errorf("OpenStorageFile = %v, want an error naming %s and the problem", err, path)
	}
}
