package changes

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/internal/atomicfile"
)

// BaselineVersion is the file format's version; a file of another version
// is refused, never guessed at.
const BaselineVersion = 1

// Baseline is a saved record, for scripts and CI to compare a later look
// with (`vibelens inspect URL --compare-to FILE`): the target it was taken
// for, when, and the record with its screenshot.
type Baseline struct {
	Version  int       `json:"version"`
	URL      string    `json:"url"` // the checked URL, as the summary gives it
	Viewport string    `json:"viewport"`
	FullPage bool      `json:"fullPage"`
	Selector string    `json:"selector"`
	Taken    time.Time `json:"taken"`

	Elements  []contract.RecordElement `json:"elements"`
	Capped    bool                     `json:"capped"`
	ScrollX   int                      `json:"scrollX"`
	ScrollY   int                      `json:"scrollY"`
	Width     int                      `json:"width"`
	Height    int                      `json:"height"`
	Image     []byte                   `json:"image"` // the screenshot, JPEG (base64 in the file)
	ImageArea contract.Rect            `json:"imageArea"`
}

// NewBaseline saves r as a look at the given target.
func NewBaseline(url, viewport string, fullPage bool, selector string, taken time.Time, r *contract.Record) *Baseline {
	return &Baseline{Version: BaselineVersion, URL: url, Viewport: viewport, FullPage: fullPage, Selector: selector, Taken: taken.UTC(),
		Elements: r.Elements, Capped: r.Capped, ScrollX: r.ScrollX, ScrollY: r.ScrollY, Width: r.Width, Height: r.Height,
		Image: r.Image, ImageArea: r.ImageArea}
}

// Record is the saved record, ready to compare.
func (b *Baseline) Record() *contract.Record {
	return &contract.Record{Elements: b.Elements, Capped: b.Capped, ScrollX: b.ScrollX, ScrollY: b.ScrollY, Width: b.Width, Height: b.Height,
		Image: b.Image, ImageArea: b.ImageArea}
}

// Target names what the baseline was taken of, for messages.
func (b *Baseline) Target() string {
	return TargetName(b.URL, b.Viewport, b.FullPage, b.Selector)
}

// TargetName is a target as people read it: "URL (desktop, full page,
// selector .card)".
func TargetName(url, viewport string, fullPage bool, selector string) string {
	s := url + " (" + viewport
	if fullPage {
		s += ", full page"
	}
	if selector != "" {
		s += ", selector " + selector
	}
	return s + ")"
}

// ReadBaseline reads a baseline file. A file that is not one, or of
// another version, is an error naming it.
func ReadBaseline(path string) (*Baseline, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var b Baseline
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("%s is not a VibeLens baseline (%v); remove it, or pass another --compare-to path", path, err)
	}
	switch {
	case b.Version != BaselineVersion:
		return nil, fmt.Errorf("%s is a baseline of format version %d; this vibelens reads version %d: take it again with --save", path, b.Version, BaselineVersion)
	case b.URL == "" || b.Viewport == "":
		return nil, fmt.Errorf("%s is not a VibeLens baseline (no url or viewport); remove it, or pass another --compare-to path", path)
	}
	return &b, nil
}

// WriteBaseline writes b to path atomically: a write that fails leaves
// what was there.
func WriteBaseline(path string, b *Baseline) error {
	data, err := json.MarshalIndent(b, "", " ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, append(data, '\n'), 0o644)
}
