package a11y

import (
	"image"
	"image/color"
	"math"
	"strings"
	"testing"
)

// scene paints a 100x40 CSS px picture at scale s: a background by x,
// a line of "glyphs" (vertical strokes in ink, with a half-covered
// anti-aliased column beside each) in the text box 10..90 x 15..25, and
// optionally a neighbour's text in ink at 30..80 x 26..29, inside the
// ring (a fifth of it).
func scene(s int, bg func(x float64) color.RGBA, ink color.RGBA, glyphs, neighbour bool) picture {
	img := image.NewRGBA(image.Rect(0, 0, 100*s, 40*s))
	mix := func(a, b color.RGBA, f float64) color.RGBA {
		m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*f + float64(y)*(1-f))) }
		return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
	}
	for y := 0; y < 40*s; y++ {
		for x := 0; x < 100*s; x++ {
			cx, cy := (float64(x)+0.5)/float64(s), (float64(y)+0.5)/float64(s)
			c := bg(cx)
			if glyphs && cx >= 10 && cx < 90 && cy >= 15 && cy < 25 {
				switch int(cx) % 4 {
				case 0:
					c = ink
				case 1:
					c = mix(ink, c, 0.5)
				}
			}
			if neighbour && cx >= 30 && cx < 80 && cy >= 26 && cy < 29 {
				c = ink
			}
			img.SetRGBA(x, y, c)
		}
	}
	return picture{img: img, clip: Box{0, 0, 100, 40}, scale: float64(s)}
}

func flat(c color.RGBA) func(float64) color.RGBA { return func(float64) color.RGBA { return c } }

// ramp runs from a at x=0 to b at x=100.
func ramp(a, b color.RGBA) func(float64) color.RGBA {
	return func(x float64) color.RGBA {
		f := x / 100
		m := func(p, q uint8) uint8 { return uint8(math.Round(float64(p)*(1-f) + float64(q)*f)) }
		return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
	}
}

// textAt is an element whose text box is 10..90 x 15..25, its ring 3 px
// around, the glyphs and their anti-aliasing 1 px around skipped.
func textAt(fg color.RGBA, alpha float64, skip ...Box) Undecided {
	return Undecided{Target: []string{"p.x"}, Tag: "p", Text: "Some text", Reason: "bgGradient", Expected: "4.5:1", FontSize: "12.0pt (16px)",
		FG:    rgba{R: float64(fg.R), G: float64(fg.G), B: float64(fg.B), A: alpha},
		Boxes: []Box{{10, 15, 80, 10}},
		Ring:  []Box{{6, 11, 88, 18}},
		Skip:  append([]Box{{9, 14, 82, 12}}, skip...)}
}

// TestJudge decides synthetic pictures: the ratio is the background's
// 10th percentile against the text, glyph pixels and what undecided.js
// skips never count, and a text the picture does not show is not judged.
func TestJudge(t *testing.T) {
	card, grey := color.RGBA{0x16, 0x1b, 0x22, 255}, color.RGBA{0x7c, 0x7c, 0x82, 255}
	white, dark := color.RGBA{255, 255, 255, 255}, color.RGBA{0x59, 0x59, 0x59, 255}
	for _, tc := range []struct {
		name     string
		pic      picture
		u        Undecided
		ok       bool
		min, max float64 // the decided ratio's bounds
	}{
		{"flat card, grey text", scene(1, flat(card), grey, true, false), textAt(grey, 1), true, 4.16, 4.18},
		{"the same at DPR 2", scene(2, flat(card), grey, true, false), textAt(grey, 1), true, 4.16, 4.18},
		// #595959 is 7.0:1 on white, 2.0:1 on #8a8a8a; the ring spans x
		// 6..94, so its 10th percentile lies near x 85.
		{"gradient to grey", scene(1, ramp(white, color.RGBA{0x8a, 0x8a, 0x8a, 255}), dark, true, false), textAt(dark, 1), true, 2.1, 2.6},
		// A neighbour's text in the ring, skipped, changes nothing; not
		// skipped, it is a fifth of the ring in the text's colour, which
		// no background has: not decided.
		{"neighbour text skipped", scene(1, flat(card), grey, true, true), textAt(grey, 1, Box{29, 25, 52, 5}), true, 4.16, 4.18},
		{"neighbour text not skipped", scene(1, flat(card), grey, true, true), textAt(grey, 1), false, 0, 0},
		// Half-transparent black on white shows as #808080: 3.9:1.
		{"translucent text", scene(1, flat(white), color.RGBA{0x80, 0x80, 0x80, 255}, true, false), textAt(color.RGBA{0, 0, 0, 255}, 0.5), true, 3.85, 3.99},
		// Glyphs in the ring: the picture is not of the layout measured
		// (the text moved a line down).
		{"picture of another layout", scene(1, flat(card), grey, true, false), func() Undecided {
			u := textAt(grey, 1)
			u.Boxes[0].Y, u.Ring[0].Y, u.Skip[0].Y = 10, 6, 9
			return u
		}(), false, 0, 0},
		// Nothing of the text in the picture: something covers it.
		{"text not shown", scene(1, flat(card), grey, false, false), textAt(grey, 1), false, 0, 0},
		// Text the colour of its background cannot be seen to show.
		{"text the background's colour", scene(1, flat(card), card, true, false), textAt(card, 1), false, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, ok := tc.pic.judge(tc.u)
			if ok != tc.ok {
				t.Fatalf("judge decided = %v, want %v (%+v)", ok, tc.ok, v)
			}
			if ok && (v.ratio < tc.min || v.ratio > tc.max) {
				t.Errorf("ratio %.2f, want %.2f..%.2f (%+v)", v.ratio, tc.min, tc.max, v)
			}
		})
	}
}

// TestPixelFinding: a failing verdict joins the pass's color-contrast
// violation and its finding says it was decided from the pixels.
func TestPixelFinding(t *testing.T) {
	u := textAt(color.RGBA{0x7c, 0x7c, 0x82, 255}, 1)
	u.Reason = "pseudoContent"
	pic := scene(1, flat(color.RGBA{0x16, 0x1b, 0x22, 255}), color.RGBA{0x7c, 0x7c, 0x82, 255}, true, false)
	v, ok := pic.judge(u)
	if !ok {
		t.Fatal("not decided")
	}
	raw := &Raw{}
	add(raw, v.node(u))
	given := Given(raw)
	if len(given) != 1 {
		t.Fatalf("given %+v, want one finding", given)
	}
	g := given[0]
	if g.Kind != "low-contrast" || g.Rule != "color-contrast" || g.WCAG != "1.4.3" || g.Severity != "warning" || g.Group != "#7c7c82 on the rendered background" {
		t.Errorf("given %+v", g)
	}
	if want := "text 'Some text' is grey on dark blue (4.2:1, needs 4.5:1)"; g.Sees != want {
		t.Errorf("sees %q, want %q", g.Sees, want)
	}
	for _, w := range []string{"contrast 4.17:1 of #7c7c82 on #161b22 at 12.0pt (16px), below WCAG AA's 4.5:1", "decided from the rendered pixels", "a pseudo-element over or behind it", "range 4.17:1 to 4.17:1"} {
		if !strings.Contains(g.Detail, w) {
			t.Errorf("detail %q lacks %q", g.Detail, w)
		}
	}
}

// BenchmarkJudge decides a 900x300 paragraph of ten lines on a
// gradient, at DPR 1: the per-text cost in Go after the screenshot.
func BenchmarkJudge(b *testing.B) {
	img := image.NewRGBA(image.Rect(0, 0, 1000, 400))
	for y := 0; y < 400; y++ {
		for x := 0; x < 1000; x++ {
			v := uint8(255 - x/8)
			if y%30 >= 8 && y%30 < 26 && x%4 == 0 {
				v = 0x59
			}
			img.SetRGBA(x, y, color.RGBA{v, v, v, 255})
		}
	}
	u := Undecided{Expected: "4.5:1", FG: rgba{0x59, 0x59, 0x59, 1}}
	for i := 0; i < 10; i++ {
		line := Box{50, float64(30*i + 8), 900, 18}
		u.Boxes = append(u.Boxes, line)
		u.Ring = append(u.Ring, Box{line.X - 4, line.Y - 4, line.W + 8, line.H + 8})
		u.Skip = append(u.Skip, Box{line.X - 1, line.Y - 1, line.W + 2, line.H + 2})
	}
	pic := picture{img: img, clip: Box{0, 0, 1000, 400}, scale: 1}
	for b.Loop() {
		if _, ok := pic.judge(u); !ok {
			b.Fatal("not decided")
		}
	}
}
