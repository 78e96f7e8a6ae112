package browser

import "testing"

// TestCaptureImageBudget: a capture with a budget sends an image of at most
// that area, at that quality (smaller than the default on the same page).
func TestCaptureImageBudget(t *testing.T) {
	srv := serve(t, html(envPage))
	full := capture(t, Request{URL: srv.URL, Viewport: "tablet"})
	small := capture(t, Request{URL: srv.URL, Viewport: "tablet", Image: ImageBudget{Area: 400_000, Quality: 60}})
	w, h := decodeJPEG(t, small.Screenshot)
	if w*h > 400_000 || w != small.Summary.Image.SentWidth || !small.Summary.Image.Scaled {
		t.Errorf("budgeted capture sent %dx%d (%+v), want at most 400000 px²", w, h, small.Summary.Image)
	}
	if len(small.Screenshot) >= len(full.Screenshot) {
		t.Errorf("budgeted image %d bytes, default %d: want smaller", len(small.Screenshot), len(full.Screenshot))
	}
}
