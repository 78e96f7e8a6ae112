package a11y

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

var (
	//go:embed js/keep.js
	keepJS string
	//go:embed js/undecided.js
	undecidedJS string
)

// Keeper is the script a tab installs after Loader, in the same world. It
// makes axe-core keep, from each run, the text whose contrast it could
// not decide (color-contrast's incomplete results: a gradient, an image,
// a pseudo-element behind the text), measured while axe still holds the
// elements: ReadUndecided takes it, FromPixels decides it.
func Keeper() string { return "(" + keepJS + ")(" + undecidedJS + ");" }

// Box is a rectangle in the page's CSS pixels.
type Box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// rgba is a colour as undecided.js reads it: 0-255 channels, alpha 0-1.
type rgba struct {
	R float64 `json:"r"`
	G float64 `json:"g"`
	B float64 `json:"b"`
	A float64 `json:"a"`
}

// Undecided is one element whose text contrast axe-core left undecided,
// as undecided.js measures it.
type Undecided struct {
	Target   []string `json:"target"`
	Tag      string   `json:"tag"`
	Type     string   `json:"type"`
	Text     string   `json:"text"`
	Code     bool     `json:"code"`
	Reason   string   `json:"reason"`   // axe-core's messageKey: bgGradient, bgImage, imgNode, pseudoContent, fgAlpha
	FG       rgba     `json:"fg"`       // the text colour, its alpha times the opacity of the element and its ancestors
	Expected string   `json:"expected"` // WCAG AA's ratio for its size: "4.5:1" or "3:1"
	FontSize string   `json:"fontSize"`
	DPR      float64  `json:"dpr"`   // the page's devicePixelRatio
	Boxes    []Box    `json:"boxes"` // its text, where the viewport shows it
	Ring     []Box    `json:"ring"`  // around the text, where its background shows
	Skip     []Box    `json:"skip"`  // inside the ring, what is not background: glyphs, other text, icons
}

// ReadUndecided takes what the last pass in world left undecided, and
// clears it so no later read decides it twice.
func ReadUndecided(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID) ([]Undecided, error) {
	res, err := proto.RuntimeEvaluate{Expression: `(() => { const u = globalThis.vibelensUndecided; globalThis.vibelensUndecided = null; return u ? u.nodes : []; })()`,
		ContextID: world, ReturnByValue: true}.Call(page.Context(ctx))
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		return nil, fmt.Errorf("read undecided contrast: %s", res.ExceptionDetails.Text)
	}
	var out []Undecided
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &out); err != nil {
		return nil, fmt.Errorf("undecided contrast: %w", err)
	}
	return out, nil
}

// FromPixels decides us from the rendered page: one PNG of the viewport's
// part that holds their rings (lossless, a pixel per CSS pixel; the
// capture's JPEG would blur the colours), and for each element the
// contrast of its text colour against every background pixel around its
// text. The 10th percentile of those ratios is the background's worst
// part that the text really sits on (a gradient's far end, a photo's
// light patch), without the odd stray pixel. An element below WCAG AA's
// ratio by it joins raw's color-contrast violation, saying it was decided
// from pixels. It returns how many were decided either way.
func FromPixels(ctx context.Context, page *rod.Page, raw *Raw, us []Undecided) (int, error) {
	var rings []Box
	for _, u := range us {
		rings = append(rings, u.Ring...)
	}
	if raw == nil || len(rings) == 0 {
		return 0, nil
	}
	clip := bounds(rings)
	// One pixel per CSS pixel: a phone's three device pixels to one are
	// nine times the PNG to encode and read, and the glyphs' boxes, grown
	// by a CSS pixel, hold their anti-aliasing at either size.
	scale := 1.0
	if dpr := us[0].DPR; dpr > 1 {
		scale = 1 / dpr
	}
	shot, err := proto.PageCaptureScreenshot{Format: proto.PageCaptureScreenshotFormatPng, OptimizeForSpeed: true,
		Clip: &proto.PageViewport{X: clip.X, Y: clip.Y, Width: clip.W, Height: clip.H, Scale: scale}}.Call(page.Context(ctx))
	if err != nil {
		return 0, fmt.Errorf("screenshot behind undecided text: %w", err)
	}
	img, err := png.Decode(bytes.NewReader(shot.Data))
	if err != nil {
		return 0, fmt.Errorf("decode the screenshot behind undecided text: %w", err)
	}
	pic := picture{img: img, clip: clip, scale: float64(img.Bounds().Dx()) / clip.W}
	decided := 0
	for _, u := range us {
		v, ok := pic.judge(u)
		if !ok {
			continue
		}
		decided++
		if v.ratio >= v.need {
			continue
		}
		add(raw, v.node(u))
	}
	return decided, nil
}

// bounds is the smallest whole-pixel box around bs.
func bounds(bs []Box) Box {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, b := range bs {
		x0, y0 = math.Min(x0, b.X), math.Min(y0, b.Y)
		x1, y1 = math.Max(x1, b.X+b.W), math.Max(y1, b.Y+b.H)
	}
	x0, y0 = math.Floor(x0), math.Floor(y0)
	return Box{X: x0, Y: y0, W: math.Ceil(x1) - x0, H: math.Ceil(y1) - y0}
}

// picture is a screenshot of clip, scale image pixels to a CSS pixel.
type picture struct {
	img   image.Image
	clip  Box
	scale float64
}

// pixels calls f with every image pixel whose centre lies in one of in
// and none of out, once each, until f says stop.
func (p picture) pixels(in, out []Box, f func(c [3]float64) (more bool)) {
	if len(in) == 0 {
		return
	}
	area := p.span(bounds(in))
	if area.Empty() {
		return
	}
	seen := make([]bool, area.Dx()*area.Dy())
	stop := false
	mark := func(box Box, visit bool) {
		// The pixels whose centres lie in box, as whole ranges.
		first := func(v, origin float64) int { return int(math.Ceil((v-origin)*p.scale - 0.5)) }
		r := image.Rect(first(box.X, p.clip.X), first(box.Y, p.clip.Y), first(box.X+box.W, p.clip.X), first(box.Y+box.H, p.clip.Y)).Intersect(area)
		for y := r.Min.Y; y < r.Max.Y && !stop; y++ {
			row := (y - area.Min.Y) * area.Dx()
			for x := r.Min.X; x < r.Max.X; x++ {
				i := row + x - area.Min.X
				if seen[i] {
					continue
				}
				seen[i] = true
				if visit && !f(p.at(x, y)) {
					stop = true
					return
				}
			}
		}
	}
	for _, b := range out {
		mark(b, false)
	}
	for _, b := range in {
		mark(b, true)
	}
}

// span is the image pixels that box may cover.
func (p picture) span(box Box) image.Rectangle {
	r := image.Rect(int(math.Floor((box.X-p.clip.X)*p.scale)), int(math.Floor((box.Y-p.clip.Y)*p.scale)),
		int(math.Ceil((box.X+box.W-p.clip.X)*p.scale)), int(math.Ceil((box.Y+box.H-p.clip.Y)*p.scale)))
	return r.Intersect(p.img.Bounds())
}

// at reads one pixel; a screenshot decodes as RGBA (or NRGBA), read
// without an interface call per pixel.
func (p picture) at(x, y int) [3]float64 {
	switch m := p.img.(type) {
	case *image.RGBA:
		i := m.PixOffset(x, y)
		return [3]float64{float64(m.Pix[i]), float64(m.Pix[i+1]), float64(m.Pix[i+2])}
	case *image.NRGBA:
		i := m.PixOffset(x, y)
		return [3]float64{float64(m.Pix[i]), float64(m.Pix[i+1]), float64(m.Pix[i+2])}
	}
	r, g, b, _ := p.img.At(x, y).RGBA()
	return [3]float64{float64(r >> 8), float64(g >> 8), float64(b >> 8)}
}

// verdict is one element's text decided from the pixels around it.
type verdict struct {
	fg, bg      [3]float64 // the text colour, and the background pixel at the 10th percentile
	ratio, need float64
	worst, best float64
	n           int
}

// minSamples is how many background pixels a decision needs: fewer is a
// sliver that says nothing of what the text sits on. maxSamples is about
// how many it takes from a larger ring, evenly.
const (
	minSamples = 24
	maxSamples = 8192
)

// judge decides one element, or says it cannot: too few background
// pixels, or no sign of its text in the picture (something drawn over
// it, or a colour the picture does not show).
func (p picture) judge(u Undecided) (verdict, bool) {
	need, err := strconv.ParseFloat(strings.TrimSuffix(u.Expected, ":1"), 64)
	if err != nil || need <= 0 {
		return verdict{}, false
	}
	fg := [3]float64{u.FG.R, u.FG.G, u.FG.B}
	a := math.Min(1, u.FG.A)
	type sample struct {
		ratio float64
		bg    [3]float64
	}
	// A long paragraph's ring is tens of thousands of pixels: every
	// step-th of them is as good a sample, and cheaper to sort.
	var area float64
	for _, b := range u.Ring {
		area += b.W * b.H * p.scale * p.scale
	}
	step := max(1, int(area/maxSamples))
	var samples []sample
	var chans [3][]float64
	seen := 0
	p.pixels(u.Ring, u.Skip, func(c [3]float64) bool {
		if seen++; seen%step != 0 {
			return true
		}
		samples = append(samples, sample{ratioOf(over(fg, a, c), c), c})
		for i := range chans {
			chans[i] = append(chans[i], c[i])
		}
		return true
	})
	if len(samples) < minSamples {
		return verdict{}, false
	}
	// The text must show: some pixel of its boxes at least halfway from
	// the typical background towards the text colour.
	var mid [3]float64
	for i := range chans {
		slices.Sort(chans[i])
		mid[i] = chans[i][len(chans[i])/2]
	}
	ink := over(fg, a, mid)
	d := [3]float64{ink[0] - mid[0], ink[1] - mid[1], ink[2] - mid[2]}
	dd := d[0]*d[0] + d[1]*d[1] + d[2]*d[2]
	if dd < 8*8 {
		return verdict{}, false
	}
	inked := func(c [3]float64) bool { return ((c[0]-mid[0])*d[0]+(c[1]-mid[1])*d[1]+(c[2]-mid[2])*d[2])/dd >= 0.5 }
	shows := false
	p.pixels(u.Boxes, nil, func(c [3]float64) bool {
		shows = inked(c)
		return !shows
	})
	if !shows {
		return verdict{}, false
	}
	// Nor may the ring hold the text colour itself: glyphs there mean the
	// picture is not of the layout measured (it moved, or another
	// screenshot's scale was in effect), and they would read as a
	// background at 1:1. A background merely near the colour is a
	// background (a picture's light half under white text).
	stray := 0
	for _, s := range samples {
		if c := over(fg, a, s.bg); math.Max(math.Abs(c[0]-s.bg[0]), math.Max(math.Abs(c[1]-s.bg[1]), math.Abs(c[2]-s.bg[2]))) <= 8 {
			stray++
		}
	}
	if stray*20 > len(samples) {
		return verdict{}, false
	}
	slices.SortFunc(samples, func(x, y sample) int { return cmpFloat(x.ratio, y.ratio) })
	at := samples[len(samples)/10]
	return verdict{fg: over(fg, a, at.bg), bg: at.bg, ratio: at.ratio, need: need,
		worst: samples[0].ratio, best: samples[len(samples)-1].ratio, n: len(samples)}, true
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// over composes colour c at alpha a over bg.
func over(c [3]float64, a float64, bg [3]float64) [3]float64 {
	return [3]float64{c[0]*a + bg[0]*(1-a), c[1]*a + bg[1]*(1-a), c[2]*a + bg[2]*(1-a)}
}

// ratioOf is WCAG's contrast ratio of two sRGB colours (0-255).
func ratioOf(x, y [3]float64) float64 {
	a, b := luminance(x), luminance(y)
	return (math.Max(a, b) + 0.05) / (math.Min(a, b) + 0.05)
}

func luminance(c [3]float64) float64 {
	return 0.2126*linear(c[0]) + 0.7152*linear(c[1]) + 0.0722*linear(c[2])
}

// linear is an sRGB channel (0-255) in linear light; a screenshot's
// whole values come from a table, a pass over many pixels being mostly
// these.
func linear(v float64) float64 {
	if i := int(v); float64(i) == v && i >= 0 && i < 256 {
		return linearTable[i]
	}
	return linearOf(v)
}

func linearOf(v float64) float64 {
	v /= 255
	if v <= 0.03928 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

var linearTable = func() (t [256]float64) {
	for i := range t {
		t[i] = linearOf(float64(i))
	}
	return t
}()

func hexOf(c [3]float64) string {
	return fmt.Sprintf("#%02x%02x%02x", int(math.Round(c[0])), int(math.Round(c[1])), int(math.Round(c[2])))
}

// pixelData is a pixel-decided node's check data: color-contrast's, and
// how the pixels decided it.
type pixelData struct {
	FG       string      `json:"fgColor"`
	BG       string      `json:"bgColor"`
	Ratio    float64     `json:"contrastRatio"`
	Expected string      `json:"expectedContrastRatio"`
	FontSize string      `json:"fontSize"`
	Pixels   *pixelsSeen `json:"pixels"`
}

// pixelsSeen says what a decision from the rendered pixels rests on.
type pixelsSeen struct {
	Reason string  `json:"reason"` // why axe-core could not decide
	N      int     `json:"n"`      // background pixels around the text
	Worst  float64 `json:"worst"`  // their lowest ratio against the text
	Best   float64 `json:"best"`   // and their highest
}

// node is a failing verdict as a color-contrast violation node.
func (v verdict) node(u Undecided) Node {
	r2 := func(f float64) float64 { return math.Round(f*100) / 100 }
	data, _ := json.Marshal(pixelData{FG: hexOf(v.fg), BG: hexOf(v.bg), Ratio: r2(v.ratio), Expected: u.Expected, FontSize: u.FontSize,
		Pixels: &pixelsSeen{Reason: u.Reason, N: v.n, Worst: r2(v.worst), Best: r2(v.best)}})
	return Node{Target: u.Target, Impact: "serious", Tag: u.Tag, Type: u.Type, Text: u.Text, Code: u.Code, Data: data,
		Summary: fmt.Sprintf("Element has insufficient color contrast of %.2f against the rendered background (foreground color: %s, expected contrast ratio of %s)", v.ratio, hexOf(v.fg), u.Expected)}
}

// add puts n in raw's color-contrast violation, which it opens if the
// pass found none.
func add(raw *Raw, n Node) {
	for i := range raw.Violations {
		if raw.Violations[i].ID == "color-contrast" {
			raw.Violations[i].Nodes = append(raw.Violations[i].Nodes, n)
			raw.Violations[i].Total++
			return
		}
	}
	raw.Violations = append(raw.Violations, Violation{ID: "color-contrast", Impact: "serious", Tags: []string{"wcag143"},
		Help: "Elements must meet minimum color contrast ratio thresholds", Nodes: []Node{n}, Total: 1})
}

// why words axe-core's reason for leaving a text undecided.
var why = map[string]string{
	"bgGradient":    "a gradient behind it",
	"bgImage":       "a background image behind it",
	"imgNode":       "an image behind it",
	"pseudoContent": "a pseudo-element over or behind it",
	"fgAlpha":       "its translucent colour",
}

// pixelDetail is a pixel-decided finding's detail: the ratio, and what it
// was decided from.
func pixelDetail(c contrast, p *pixelsSeen) string {
	reason := why[p.Reason]
	if reason == "" {
		reason = p.Reason
	}
	return fmt.Sprintf("contrast %.2f:1 of %s on %s at %s, below WCAG AA's %s; decided from the rendered pixels, as axe-core could not tell the background (%s): "+
		"the 10th percentile of %d background pixels sampled around the text, which range %.2f:1 to %.2f:1",
		c.Ratio, c.FG, c.BG, c.FontSize, c.Expected, reason, p.N, p.Worst, p.Best)
}
