package keyboard

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"

	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"
)

// The smallest change that shows focus: a caret or a 1 px underline under
// a short word changes more pixels than this; two pictures of a page
// that did not change differ in none.
const (
	minChanged = 6
	minDelta   = 24 // of 255, on some channel: anti-aliasing noise is below
	// A tint over the control shows focus too (Material's state layer:
	// 8-12 % of the icon's colour, 20-23 of 255 on Angular Material's
	// toolbar): faintDelta over at least a quarter of its box. A text's
	// colour turning a shade changes only its glyphs, far less.
	faintDelta = 12
)

// shows says whether a focus change shows: enough pixels changed by more
// than minDelta, or a tint (faint pixels) over a quarter of the stop's
// region (area, CSS px²).
func shows(changed, faint int, area float64) bool {
	return changed >= minChanged || (faint >= minChanged && float64(faint) >= area/4)
}

// held is the last stop's picture with focus, waiting for one without:
// the next stop's picture, when it shows this region too (Tab moved focus
// away from it), or one of its own.
type held struct {
	s    stop
	img  image.Image
	clip box // page CSS px of img
	reg  box // the stop's region, page CSS px
}

// seen judges a stop with a region: one picture per stop, of its region
// and, when they lie close, the previous stop's, which has lost focus
// since its own picture was taken. A previous region far away gets a
// picture of its own; one scrolled off the screen is not judged.
func (w *walker) seen(s stop) error {
	if err := w.eval(fmt.Sprintf("__vibelensKeys.still(%d)", settleMs), nil); err != nil {
		return err
	}
	reg := s.pageRegion()
	prev := w.held
	w.held = nil
	if prev != nil && s.shows(prev.reg) {
		if near(prev.reg, reg) {
			clip := union(prev.reg, reg)
			img, err := w.shot(clip, s.DPR)
			if err != nil {
				return err
			}
			if err := w.compare(prev, img, clip, reg); err != nil {
				return err
			}
			w.held = &held{s: s, img: img, clip: clip, reg: reg}
			return nil
		}
		if err := w.alone(prev, &reg); err != nil {
			return err
		}
	} else if prev != nil {
		// Tab scrolled it away: picture it where it was, then come back.
		if err := w.scrollBack(prev, s.view()); err != nil {
			return err
		}
	}
	img, err := w.shot(reg, s.DPR)
	if err != nil {
		return err
	}
	w.held = &held{s: s, img: img, clip: reg, reg: reg}
	return nil
}

// release judges the held stop with a picture of its own, after taking
// focus off it when it still has it (blur), or counts it unjudged when it
// is off the screen now (view, the viewport in page CSS px). skip is the
// region of the stop that has focus now, if any: its own ring may reach
// into the held stop's margin.
func (w *walker) release(view *box, blur bool, skip *box) error {
	prev := w.held
	w.held = nil
	if prev == nil {
		return nil
	}
	if blur {
		if err := w.eval(fmt.Sprintf("__vibelensKeys.blur(%d) && __vibelensKeys.still(%d)", prev.s.I, settleMs), nil); err != nil {
			return err
		}
	}
	if view != nil && !inside(prev.reg, *view) {
		w.unjudged++
		return nil
	}
	return w.alone(prev, skip)
}

// scrollBack pictures prev's region at the scroll it was read at, and
// scrolls back to now: one round trip each way, only when Tab scrolled.
func (w *walker) scrollBack(prev *held, now box) error {
	then := prev.s.view()
	if err := w.eval(fmt.Sprintf("scrollTo(%v, %v)", then.X, then.Y), nil); err != nil {
		return err
	}
	err := w.alone(prev, nil)
	if serr := w.eval(fmt.Sprintf("scrollTo(%v, %v)", now.X, now.Y), nil); err == nil {
		err = serr
	}
	return err
}

// alone pictures prev's region alone, without focus, and judges it,
// leaving out skip (when not nil).
func (w *walker) alone(prev *held, skip *box) error {
	img, err := w.shot(prev.reg, prev.s.DPR)
	if err != nil {
		return err
	}
	var sk box
	if skip != nil {
		sk = *skip
	}
	return w.compare(prev, img, prev.reg, sk)
}

// compare counts the pixels of prev's region that differ between its
// picture with focus and img (clip) without, leaving out where it meets
// skip (the next stop's region, whose own focus shows there), and records
// a focus-not-visible when too few do.
func (w *walker) compare(prev *held, img image.Image, clip, skip box) error {
	if area(intersect(prev.reg, skip)) > 0.5*area(prev.reg) {
		// One inside the other (a link in a focused card): leaving the
		// other out would leave too little to see; a change there counts.
		skip = box{}
	}
	n, faint, most := 0, 0, 0
	scale := float64(img.Bounds().Dx()) / clip.W
	pscale := float64(prev.img.Bounds().Dx()) / prev.clip.W
	r := prev.reg
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if skip.W > 0 && x >= skip.X && x < skip.X+skip.W && y >= skip.Y && y < skip.Y+skip.H {
				continue
			}
			a := prev.img.At(prev.img.Bounds().Min.X+int((x-prev.clip.X)*pscale), prev.img.Bounds().Min.Y+int((y-prev.clip.Y)*pscale))
			b := img.At(img.Bounds().Min.X+int((x-clip.X)*scale), img.Bounds().Min.Y+int((y-clip.Y)*scale))
			d := delta(a, b)
			most = max(most, d)
			if d > minDelta {
				n++
			}
			if d > faintDelta {
				faint++
			}
		}
	}
	if shows(n, faint, area(prev.reg)) || w.late[prev.s.Pattern] {
		return nil
	}
	if !w.unseen[prev.s.Pattern] {
		n2, most2, err := w.again(prev)
		if err != nil {
			return err
		}
		if n2 >= minChanged {
			// Seen late (a tooltip after its delay): stops alike are too,
			// without a second look each (react-admin's sort labels).
			if w.late == nil {
				w.late = map[string]bool{}
			}
			w.late[prev.s.Pattern] = true
			return nil
		}
		n, most = n2, max(most, most2)
		if w.unseen == nil {
			w.unseen = map[string]bool{}
		}
		w.unseen[prev.s.Pattern] = true
	}
	return w.eval(fmt.Sprintf("__vibelensKeys.unseen(%d, %d, %d)", prev.s.I, n, most), nil)
}

// wideMargin is how far around a stop judged unseen the second look
// goes: a tooltip opens under its control (MUI's 8-14 px below it).
const wideMargin = 32

// again looks at a stop judged unseen a second time, two frames after
// focus is given back to it (and after the timers focus set, up to
// 400 ms) and again after it is taken away, before the stop Tab is on
// has focus again: React and MUI draw some focus styles (a ripple) in an
// effect after the frame the first picture took, and open a tooltip
// after a delay. It counts the pixels that differ as compare does, or
// minChanged when a tooltip opened with focus and closed without it.
func (w *walker) again(prev *held) (n, most int, err error) {
	defer func() {
		if berr := w.eval("__vibelensKeys.back()", nil); err == nil {
			err = berr
		}
	}()
	var alone bool
	if err := w.eval(fmt.Sprintf("__vibelensKeys.from(%d)", prev.s.I), &alone); err != nil {
		return 0, 0, err
	}
	if alone {
		// The walk's last stop, blurred: Tab past it, so Shift+Tab
		// comes back to it as from any other stop.
		if err := press(w.page); err != nil {
			return 0, 0, err
		}
	}
	if err := pressKey(w.page, input.Tab, input.ModifierShift); err != nil {
		return 0, 0, err
	}
	var look struct{ Back, Tip bool }
	if err := w.eval(fmt.Sprintf("__vibelensKeys.again(%d, %d)", prev.s.I, settleMs), &look); err != nil || !look.Back {
		return 0, 0, err // not reached again: the first look stands
	}
	// A wider look: a tooltip opens beside its control, not around it.
	r := intersect(box{X: prev.reg.X - wideMargin, Y: prev.reg.Y - wideMargin, W: prev.reg.W + 2*wideMargin, H: prev.reg.H + 2*wideMargin}, prev.s.view())
	if area(r) == 0 {
		r = prev.reg
	}
	on, err := w.shot(r, prev.s.DPR)
	if err != nil {
		return 0, 0, err
	}
	// A tooltip that opened with focus and closed without it shows focus
	// wherever it was drawn (MUI's sort labels, tipGap px away at most).
	var closed bool
	if err := w.eval(fmt.Sprintf("__vibelensKeys.off(%d, %d)", prev.s.I, settleMs), &closed); err != nil {
		return 0, 0, err
	}
	if look.Tip && closed {
		return minChanged, 0, nil
	}
	off, err := w.shot(r, prev.s.DPR)
	if err != nil {
		return 0, 0, err
	}
	faint := 0
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			px := func(img image.Image) color.Color {
				s := float64(img.Bounds().Dx()) / r.W
				return img.At(img.Bounds().Min.X+int((x-r.X)*s), img.Bounds().Min.Y+int((y-r.Y)*s))
			}
			d := delta(px(on), px(off))
			most = max(most, d)
			if d > minDelta {
				n++
			}
			if d > faintDelta {
				faint++
			}
		}
	}
	if n < minChanged && shows(n, faint, area(prev.reg)) {
		n = minChanged // a tint over it: seen
	}
	return n, most, nil
}

// shot is a PNG of clip (page CSS px), a pixel per CSS pixel, decoded.
func (w *walker) shot(clip box, dpr float64) (image.Image, error) {
	scale := 1.0
	if dpr > 1 {
		scale = 1 / dpr
	}
	w.shots++
	res, err := proto.PageCaptureScreenshot{Format: proto.PageCaptureScreenshotFormatPng, OptimizeForSpeed: true,
		Clip: &proto.PageViewport{X: clip.X, Y: clip.Y, Width: clip.W, Height: clip.H, Scale: scale}}.Call(w.page)
	if err != nil {
		return nil, fmt.Errorf("keyboard walk: picture focus: %w", err)
	}
	img, err := png.Decode(bytes.NewReader(res.Data))
	if err != nil {
		return nil, fmt.Errorf("keyboard walk: decode a picture of focus: %w", err)
	}
	return img, nil
}

// delta is the largest difference of two pixels on any channel, of 255.
func delta(a, b interface{ RGBA() (r, g, b, a uint32) }) int {
	r0, g0, b0, _ := a.RGBA()
	r1, g1, b1, _ := b.RGBA()
	d := 0
	for _, p := range [][2]uint32{{r0, r1}, {g0, g1}, {b0, b1}} {
		v := int(p[0]>>8) - int(p[1]>>8)
		if v < 0 {
			v = -v
		}
		d = max(d, v)
	}
	return d
}

// near says one picture of both regions is cheap and fair: they barely
// overlap (one inside the other would leave nothing to compare), and the
// box around both is not much more than the two.
func near(a, b box) bool {
	if area(intersect(a, b)) > 0.3*math.Min(area(a), area(b)) {
		return false
	}
	return area(union(a, b)) <= 2*(area(a)+area(b))+4000
}

func area(b box) float64 { return math.Max(0, b.W) * math.Max(0, b.H) }

func union(a, b box) box {
	x0, y0 := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	x1, y1 := math.Max(a.X+a.W, b.X+b.W), math.Max(a.Y+a.H, b.Y+b.H)
	return box{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

func intersect(a, b box) box {
	x0, y0 := math.Max(a.X, b.X), math.Max(a.Y, b.Y)
	x1, y1 := math.Min(a.X+a.W, b.X+b.W), math.Min(a.Y+a.H, b.Y+b.H)
	if x1 <= x0 || y1 <= y0 {
		return box{}
	}
	return box{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

func inside(a, v box) bool {
	return a.X >= v.X && a.Y >= v.Y && a.X+a.W <= v.X+v.W && a.Y+a.H <= v.Y+v.H
}
