package changes

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/contract"
)

// shot is a 640×400 JPEG, white but for a filled box.
func shot(t *testing.T, box image.Rectangle, c color.Color) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 640, 400))
	for y := range 400 {
		for x := range 640 {
			img.Set(x, y, color.White)
			if (image.Point{x, y}).In(box) {
				img.Set(x, y, c)
			}
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 80}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestPixels: a canvas redrawn with no DOM change is a pixel entry named by
// the canvas; the same pixels under a changed element are that element's;
// an identical screenshot costs no decode and says nothing.
func TestPixels(t *testing.T) {
	area := contract.Rect{Width: 1280, Height: 800} // the image is half scale
	chart := image.Rect(40, 200, 160, 260)          // CSS 80,400 240×120
	withShot := func(r *contract.Record, img []byte) *contract.Record {
		r.Image, r.ImageArea = img, area
		return r
	}
	canvas := el("body>main>canvas", 80, 400, 240, 120, id("chart"))
	blue, red := shot(t, chart, color.RGBA{37, 99, 235, 255}), shot(t, chart, color.RGBA{220, 38, 38, 255})

	d := Compare(withShot(page(800, canvas), blue), withShot(page(800, canvas), red))
	if len(d.Changed) != 1 || d.Changed[0].Selector != "#chart" || !strings.HasPrefix(d.Changed[0].What[0], "pixels changed") {
		t.Errorf("canvas redrawn: %+v, want one pixel entry on #chart", d.Changed)
	}
	moved := el("body>main>canvas", 80, 402, 240, 130, id("chart"))
	d = Compare(withShot(page(800, canvas), blue), withShot(page(800, moved), red))
	if len(d.Changed) != 1 || !strings.HasPrefix(d.Changed[0].What[0], "resized") {
		t.Errorf("canvas resized and redrawn: %+v, want the resize alone", d.Changed)
	}
	d = Compare(withShot(page(800, canvas), blue), withShot(page(800, canvas), blue))
	if len(d.Changed) != 0 {
		t.Errorf("same screenshot: %+v, want nothing", d.Changed)
	}
}

// BenchmarkGrid times what a pixel comparison costs per screenshot: the
// decode and the cell means of a desktop capture as the tool sends it.
func BenchmarkGrid(b *testing.B) {
	img := image.NewRGBA(image.Rect(0, 0, 1430, 804))
	for y := range 804 {
		for x := range 1430 {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 80}); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if gridOf(buf.Bytes()) == nil {
			b.Fatal("no grid")
		}
	}
}
