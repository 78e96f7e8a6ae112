package browser

import (
	"testing"
)

// TestNoImage: a capture that asks for no image (vibelens check without
// --html) takes no screenshot, early or late, and finds what the same
// capture with its image finds, on a page with findings and a broken image.
func TestNoImage(t *testing.T) {
	for _, tc := range []struct{ fixture, want string }{
		{"absolute-cta.html", "escapes-container"},
		{"broken-image.html", "broken-image"},
	} {
		t.Run(tc.fixture, func(t *testing.T) {
			url := serveFindingsFixture(t, tc.fixture)
			with := capture(t, Request{URL: url})
			without := capture(t, Request{URL: url, NoImage: true})
			if len(with.Screenshot) == 0 || with.Summary.Image.Bytes == 0 {
				t.Fatalf("with the image: %d bytes, %+v; want a JPEG", len(with.Screenshot), with.Summary.Image)
			}
			if len(without.Screenshot) != 0 || without.Summary.Image.Bytes != 0 || without.Summary.Timings.Screenshot != 0 {
				t.Errorf("NoImage: %d bytes, image %+v, screenshot %d ms; want none", len(without.Screenshot), without.Summary.Image, without.Summary.Timings.Screenshot)
			}
			if got, want := kinds(without.Findings), kinds(with.Findings); got != want {
				t.Errorf("NoImage findings %s, with the image %s", got, want)
			}
			if !containsKind(without.Findings, tc.want) {
				t.Errorf("NoImage findings %q, want %s among them", kinds(without.Findings), tc.want)
			}
			if len(without.FailedRequests) != len(with.FailedRequests) {
				t.Errorf("NoImage failed requests %d, with the image %d", len(without.FailedRequests), len(with.FailedRequests))
			}
		})
	}
}

func containsKind(fs []Finding, kind string) bool {
	for _, f := range fs {
		if f.Kind == kind {
			return true
		}
	}
	return false
}
