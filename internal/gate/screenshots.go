package gate

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/vibelens/vibelens/browser"
)

// HasImage reports whether the case has a screenshot a report can draw on.
func (c *Case) HasImage() bool {
	return len(c.Shot) > 0 && c.Image.SentWidth > 0 && c.Image.Area.Width > 0
}

// ImageName is the file of the i-th case's screenshot beside the HTML
// report's index.html.
func ImageName(i int, c *Case) string { return fmt.Sprintf("%03d-%s.jpg", i+1, c.Viewport) }

// screenshotRef is where --html wrote a case's screenshot, relative to
// the --json file, and what part of the page it shows: what check merge
// needs to draw the findings on it again.
type screenshotRef struct {
	File       string       `json:"file"`
	SentWidth  int          `json:"sentWidth"`
	SentHeight int          `json:"sentHeight"`
	Area       browser.Rect `json:"area"`
}

// refScreenshots points each case's Screenshot at the image --html writes
// (htmlDir, "" for none), relative to the --json file's folder, so the
// two can travel together as one CI artifact.
func refScreenshots(cases []Case, htmlDir, jsonPath string) {
	for i := range cases {
		c := &cases[i]
		c.Screenshot = nil
		if htmlDir == "" || !c.HasImage() {
			continue
		}
		rel, err := filepath.Rel(filepath.Dir(jsonPath), filepath.Join(htmlDir, ImageName(i, c)))
		if err != nil {
			continue
		}
		c.Screenshot = &screenshotRef{File: filepath.ToSlash(rel), SentWidth: c.Image.SentWidth, SentHeight: c.Image.SentHeight, Area: c.Image.Area}
	}
}

// loadScreenshot reads back a case's screenshot from a --json file in
// dir; a missing image leaves the case without one.
func loadScreenshot(c *Case, dir string) {
	ref := c.Screenshot
	if ref == nil || ref.File == "" {
		return
	}
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(ref.File)))
	if err != nil {
		return
	}
	c.Shot = b
	c.Image = browser.ImageInfo{SentWidth: ref.SentWidth, SentHeight: ref.SentHeight, Area: ref.Area}
}
