package argcheck

import (
	"strings"
	"testing"
)

func TestShorten(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{strings.Repeat("a", 12), 10, "aaaaaaaaaa… (12 characters in all)"},
		{"ééééé", 3, "é… (5 characters in all)"}, // never cuts inside a rune
	}
	for _, tt := range tests {
		if got := Shorten(tt.in, tt.n); got != tt.want {
			t.Errorf("Shorten(%q, %d) = %q, want %q", tt.in, tt.n, got, tt.want)
		}
	}
}
