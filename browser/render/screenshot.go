package render

import (
	"bytes"
	"fmt"
	"image/jpeg"
	"math"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/viewport"
)

// screenshot captures the viewport (or the full page, height capped, or a
// region of the page) as JPEG, scaled so the image is no larger than a
// vision model ingests.
func screenshot(page *rod.Page, vp viewport.Viewport, fullPage bool, region *contract.Rect, budget contract.ImageBudget) ([]byte, contract.ImageInfo, error) {
	cssW, cssH := float64(vp.Width), float64(vp.Height)
	var x, y float64
	var info contract.ImageInfo
	if region != nil {
		x, y, cssW, cssH = float64(region.X), float64(region.Y), float64(region.Width), float64(region.Height)
		if cssH > float64(contract.Limits.FullPageMaxHeight) {
			cssH = float64(contract.Limits.FullPageMaxHeight)
			info.HeightCapped = true
		}
		// Rendering beyond the viewport is only needed when the region leaves it.
		fullPage = x+cssW > float64(vp.Width) || y+cssH > float64(vp.Height)
	} else if !fullPage {
		// The clip is in page coordinates: a page that scrolled itself (a
		// chat scrolled to its last message, a link to #section) is seen
		// where it is scrolled to, as a user sees it.
		metrics, err := proto.PageGetLayoutMetrics{}.Call(page)
		if err != nil {
			return nil, info, err
		}
		if vv := metrics.CSSVisualViewport; vv != nil {
			x, y = vv.PageX, vv.PageY
		}
	} else {
		metrics, err := proto.PageGetLayoutMetrics{}.Call(page)
		if err != nil {
			return nil, info, err
		}
		if cs := metrics.CSSContentSize; cs != nil && cs.Height > cssH {
			cssH = math.Ceil(cs.Height)
		}
		if cssH > float64(contract.Limits.FullPageMaxHeight) {
			cssH = float64(contract.Limits.FullPageMaxHeight)
			info.HeightCapped = true
		}
	}
	info.Area = contract.Rect{X: int(math.Round(x)), Y: int(math.Round(y)), Width: int(math.Round(cssW)), Height: int(math.Round(cssH))}
	info.CapturedWidth = int(math.Round(cssW * vp.DeviceScaleFactor))
	info.CapturedHeight = int(math.Round(cssH * vp.DeviceScaleFactor))
	scale := budgetScale(budget, info.CapturedWidth, info.CapturedHeight)
	q := budgetQuality(budget)
	shot, err := proto.PageCaptureScreenshot{
		Format:                proto.PageCaptureScreenshotFormatJpeg,
		Quality:               &q,
		Clip:                  &proto.PageViewport{X: x, Y: y, Width: cssW, Height: cssH, Scale: scale},
		CaptureBeyondViewport: fullPage,
	}.Call(page)
	if err != nil {
		return nil, info, err
	}
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(shot.Data))
	if err != nil {
		return nil, info, fmt.Errorf("decode screenshot: %w", err)
	}
	info.SentWidth, info.SentHeight = cfg.Width, cfg.Height
	info.Scaled = scale < 1
	info.Bytes = len(shot.Data)
	return shot.Data, info, nil
}

// imageScale returns the factor that fits a w×h image within the long-edge
// and area limits of vision models, never enlarging.
func imageScale(w, h int) float64 {
	s := 1.0
	if long := max(w, h); long > contract.Limits.ImageLongEdge {
		s = math.Min(s, float64(contract.Limits.ImageLongEdge)/float64(long))
	}
	if area := float64(w) * float64(h); area > float64(contract.Limits.ImageArea) {
		s = math.Min(s, math.Sqrt(float64(contract.Limits.ImageArea)/area))
	}
	return s
}

// budgetScale returns imageScale(w, h), lowered further to fit b.Area: a
// budget shares the limits out, it never raises them.
func budgetScale(b contract.ImageBudget, w, h int) float64 {
	s := imageScale(w, h)
	if area := float64(w) * float64(h); b.Area > 0 && area*s*s > float64(b.Area) {
		s = math.Sqrt(float64(b.Area) / area)
	}
	return s
}

// budgetQuality is the JPEG quality to encode with.
func budgetQuality(b contract.ImageBudget) int {
	if b.Quality > 0 && b.Quality <= 100 {
		return b.Quality
	}
	return contract.Limits.JPEGQuality
}

// screenshot takes the JPEG of the viewport, the full page or the scope.
func (r *Capture) screenshot() error {
	page, cancel := r.pageOf(r.doc)
	defer cancel()
	shot, img, err := screenshot(page, r.job.Viewport, r.job.Request.FullPage, r.region, r.job.Request.Image)
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	r.shot, r.image = shot, img
	return nil
}
