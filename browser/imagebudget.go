package browser

import "math"

// ImageBudget tightens the screenshot limits for one capture. A responsive
// audit sends several images in one answer, and each gets a share of what
// one image may cost; the zero value keeps Limits.ImageArea and
// Limits.JPEGQuality.
type ImageBudget struct {
	Area    int // px² of the sent image at most; 0 means Limits.ImageArea
	Quality int // JPEG quality 1-100; 0 means Limits.JPEGQuality
}

// scale returns imageScale(w, h), lowered further to fit b.Area.
func (b ImageBudget) scale(w, h int) float64 {
	s := imageScale(w, h)
	if area := float64(w) * float64(h); b.Area > 0 && area*s*s > float64(b.Area) {
		s = math.Sqrt(float64(b.Area) / area)
	}
	return s
}

// quality is the JPEG quality to encode with.
func (b ImageBudget) quality() int {
	if b.Quality > 0 && b.Quality <= 100 {
		return b.Quality
	}
	return Limits.JPEGQuality
}
