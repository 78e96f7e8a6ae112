package server

import (
	"context"

	"github.com/vibelens/vibelens/browser"
)

// pointedCapturer gives each look the developer's recent picks of its page
// (vibelens point, point_at_localhost_ui): pointedAt with the findings of
// this look on each picked element, and the picks' numbers drawn on the
// screenshot when it shows the viewport they were made in.
type pointedCapturer struct {
	Capturer
	load func(pageURL string) *browser.Pointed // browser.LoadPointed; tests swap it
}

func withPointed(c Capturer) Capturer {
	return pointedCapturer{Capturer: c, load: browser.LoadPointed}
}

func (p pointedCapturer) Capture(ctx context.Context, req browser.Request) (*browser.Result, error) {
	res, err := p.Capturer.Capture(ctx, req)
	if err != nil || res == nil {
		return res, err
	}
	addPointed(res, p.load(req.URL))
	return res, nil
}

// addPointed puts kept picks into a look at their page.
func addPointed(res *browser.Result, kept *browser.Pointed) {
	if kept == nil || len(kept.Picks) == 0 {
		return
	}
	pointed := *kept
	pointed.Untrusted = browser.PointedUntrusted
	pointed.Picks = append([]browser.Pick(nil), kept.Picks...)
	browser.AttachFindings(pointed.Picks, res.Findings)
	switch {
	case res.Summary.Viewport.Name != kept.Viewport:
		pointed.Marked = "not marked: the picks were made in viewport " + kept.Viewport + " and this look is " + res.Summary.Viewport.Name
	case len(res.Screenshot) > 0:
		img, n, err := browser.MarkPicks(res.Screenshot, res.Summary.Image.Area, pointed.Picks)
		if err == nil {
			res.Screenshot = img
			pointed.Marked = markedText(n, len(pointed.Picks))
		}
	}
	res.PointedAt = &pointed
}

// markedText says what the screenshot shows of the picks.
func markedText(drawn, picks int) string {
	switch drawn {
	case picks:
		return "the screenshot shows each pick's box and number, where it was when the developer picked it"
	case 0:
		return "no pick is within the screenshot's area"
	}
	return "the screenshot shows the picks within its area; the others are outside it"
}
