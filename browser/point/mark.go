package point

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"strconv"

	"github.com/vibelens/vibelens/browser/contract"
)

// markColour is the badges' colour in the window and on the screenshot.
var markColour = color.RGBA{0xe0, 0x11, 0x5f, 0xff}

// Mark draws each pick's box and number on a JPEG screenshot that shows
// area (CSS px, page coordinates; contract.ImageInfo.Area). It returns the
// new JPEG and how many picks it could draw: a pick outside the area, or
// an area it cannot scale to, is left out.
func Mark(jpg []byte, area contract.Rect, picks []contract.Pick) ([]byte, int, error) {
	if area.Width <= 0 || area.Height <= 0 || len(picks) == 0 {
		return jpg, 0, nil
	}
	src, err := jpeg.Decode(bytes.NewReader(jpg))
	if err != nil {
		return jpg, 0, err
	}
	b := src.Bounds()
	img := image.NewRGBA(b)
	draw.Draw(img, b, src, b.Min, draw.Src)
	sx, sy := float64(b.Dx())/float64(area.Width), float64(b.Dy())/float64(area.Height)
	drawn := 0
	for _, p := range picks {
		x0, y0 := int(float64(p.Box.X-area.X)*sx), int(float64(p.Box.Y-area.Y)*sy)
		x1, y1 := int(float64(p.Box.X+p.Box.Width-area.X)*sx), int(float64(p.Box.Y+p.Box.Height-area.Y)*sy)
		r := image.Rect(x0, y0, x1, y1).Intersect(b)
		if r.Empty() {
			continue
		}
		outline(img, r, 3)
		badge(img, r.Min, strconv.Itoa(p.N))
		drawn++
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: 80}); err != nil {
		return jpg, 0, err
	}
	return out.Bytes(), drawn, nil
}

func outline(img *image.RGBA, r image.Rectangle, w int) {
	c := image.NewUniform(markColour)
	for _, side := range []image.Rectangle{
		{r.Min, image.Pt(r.Max.X, r.Min.Y+w)}, {image.Pt(r.Min.X, r.Max.Y-w), r.Max},
		{r.Min, image.Pt(r.Min.X+w, r.Max.Y)}, {image.Pt(r.Max.X-w, r.Min.Y), r.Max},
	} {
		draw.Draw(img, side.Intersect(r), c, image.Point{}, draw.Src)
	}
}

// digits is a 3x5 bitmap font, a row of three bits per line.
var digits = [10][5]uint8{
	{7, 5, 5, 5, 7}, {2, 6, 2, 2, 7}, {7, 1, 7, 4, 7}, {7, 1, 7, 1, 7}, {5, 5, 7, 1, 1},
	{7, 4, 7, 1, 7}, {7, 4, 7, 5, 7}, {7, 1, 2, 2, 2}, {7, 5, 7, 5, 7}, {7, 5, 7, 1, 7},
}

// badge draws the number white on a filled square at the box's corner,
// kept inside the image.
func badge(img *image.RGBA, at image.Point, n string) {
	const scale, pad = 3, 4
	w, h := len(n)*4*scale-scale+2*pad, 5*scale+2*pad
	b := img.Bounds()
	at.X = min(max(at.X, b.Min.X), b.Max.X-w)
	at.Y = min(max(at.Y, b.Min.Y), b.Max.Y-h)
	draw.Draw(img, image.Rect(at.X, at.Y, at.X+w, at.Y+h).Intersect(b), image.NewUniform(markColour), image.Point{}, draw.Src)
	white := image.NewUniform(color.White)
	for i, ch := range n {
		glyph := digits[ch-'0']
		for row := range 5 {
			for col := range 3 {
				if glyph[row]&(4>>col) == 0 {
					continue
				}
				x := at.X + pad + i*4*scale + col*scale
				y := at.Y + pad + row*scale
				draw.Draw(img, image.Rect(x, y, x+scale, y+scale).Intersect(b), white, image.Point{}, draw.Src)
			}
		}
	}
}
