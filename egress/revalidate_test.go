package egress

import (
	"net/http"
	"testing"
)

func TestRevalidate(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "no-cache"},                     // heuristic freshness from Last-Modified
		{"max-age=3600", "no-cache"},         // fresh for an hour: an edit would not show
		{"public, max-age=0", "no-cache"},    // same meaning, said plainly
		{"private, s-maxage=60", "no-cache"}, // still cacheable by the browser
		{"no-cache", "no-cache"},
		{"No-Store", "No-Store"},
		{"max-age=31536000, immutable", "max-age=31536000, immutable"}, // hashed URLs
	} {
		resp := &http.Response{Header: http.Header{}}
		if tc.in != "" {
			resp.Header.Set("Cache-Control", tc.in)
		}
		if err := revalidate(resp); err != nil {
			t.Fatal(err)
		}
		if got := resp.Header.Get("Cache-Control"); got != tc.want {
			t.Errorf("Cache-Control %q: got %q, want %q", tc.in, got, tc.want)
		}
	}
}
