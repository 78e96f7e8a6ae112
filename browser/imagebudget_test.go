package browser

import (
	"testing"
)

func TestImageBudgetScale(t *testing.T) {
	tests := []struct {
		b    ImageBudget
		w, h int
		area int // the sent area at most
	}{
		{ImageBudget{}, 1920, 1080, Limits.ImageArea},
		{ImageBudget{Area: 600_000}, 1920, 1080, 600_000},
		{ImageBudget{Area: 329_160}, 780, 1688, 329_160},             // mobile at DPR 2 down to its CSS size
		{ImageBudget{Area: 5_000_000}, 1920, 1080, Limits.ImageArea}, // a budget never raises the limits
		{ImageBudget{Area: 600_000}, 400, 300, 400 * 300},            // never enlarged
	}
	for _, tt := range tests {
		s := tt.b.scale(tt.w, tt.h)
		if area := float64(tt.w*tt.h) * s * s; area > float64(tt.area)+1 || s > imageScale(tt.w, tt.h) {
			t.Errorf("%+v.scale(%d, %d) = %v: area %.0f, want at most %d and no more than imageScale", tt.b, tt.w, tt.h, s, area, tt.area)
		}
	}
	if q := (ImageBudget{}).quality(); q != Limits.JPEGQuality {
		t.Errorf("zero budget quality = %d, want %d", q, Limits.JPEGQuality)
	}
	if q := (ImageBudget{Quality: 60}).quality(); q != 60 {
		t.Errorf("quality 60 = %d", q)
	}
}

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
