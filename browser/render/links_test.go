package render

import (
	"slices"
	"testing"
)

func TestSameOriginLinks(t *testing.T) {
	got := sameOriginLinks("http://127.0.0.1:5173/docs/", []string{
		"http://127.0.0.1:5173/a", "http://127.0.0.1:5173/a#top", "http://127.0.0.1:5173/docs/#", "http://127.0.0.1:4000/other-port",
		"https://127.0.0.1:5173/https", "mailto:team@example.com", "javascript:void(0)", "http://127.0.0.1:5173/b?x=1",
	})
	want := []string{"http://127.0.0.1:5173/a", "http://127.0.0.1:5173/docs/", "http://127.0.0.1:5173/b?x=1"}
	if !slices.Equal(got, want) {
		t.Errorf("sameOriginLinks = %q, want %q", got, want)
	}
}
