package browser

import (
	"net/http"
	"strings"
	"testing"
)

// TestSourcePlainHTML captures pages of a static multi-page site (no
// framework, no source map) served from browser/testdata/plainsite on
// loopback: a finding's element is named by the served HTML file and the
// line of its opening tag; an element a script made, or one on a page a
// site generator made, gets no source.
func TestSourcePlainHTML(t *testing.T) {
	needsBrowser(t)
	srv := serve(t, http.FileServer(http.Dir("testdata/plainsite")))
	type want struct {
		kind, selector string
		file           string // "" when the finding must carry no source
		line           int
	}
	tests := []struct {
		path string
		want []want
	}{
		{"/", []want{{"broken-image", "logo", "index.html", 10}}},
		{"/shop/cart.html", []want{
			{"text-clipped", "tag", "shop/cart.html", 16},
			{"broken-image", "hero", "shop/cart.html", 18},
			{"text-clipped", "made", "", 0},
		}},
		// A generator made this HTML from other files: it is not the source.
		{"/generated.html", []want{{"broken-image", "cover", "", 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			res := capture(t, Request{URL: srv.URL + tc.path})
			for _, w := range tc.want {
				var f *Finding
				for i := range res.Findings {
					if res.Findings[i].Kind == w.kind && strings.Contains(res.Findings[i].Selector, w.selector) {
						f = &res.Findings[i]
					}
				}
				if f == nil {
					t.Errorf("no %s finding on %q; findings: %+v", w.kind, w.selector, res.Findings)
					continue
				}
				switch {
				case w.file == "" && f.Source != nil:
					t.Errorf("%s %s: source %+v, want none", w.kind, f.Selector, *f.Source)
				case w.file != "" && (f.Source == nil || f.Source.File != w.file || f.Source.Line != w.line):
					t.Errorf("%s %s: source %+v, want %s:%d", w.kind, f.Selector, f.Source, w.file, w.line)
				}
			}
		})
	}
}
