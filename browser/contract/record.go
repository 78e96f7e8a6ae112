package contract

import "sync"

// Record is what one render leaves for the next look at the same target to
// be compared with (package changes): the elements that render a box where
// the capture looks, and the screenshot. The server keeps it in memory,
// per target, and never sends it.
type Record struct {
	Elements []RecordElement `json:"els"`
	Capped   bool            `json:"capped"` // more elements than the record keeps
	ScrollX  int             `json:"sx"`
	ScrollY  int             `json:"sy"`
	Width    int             `json:"vw"` // the viewport, CSS px
	Height   int             `json:"vh"`
	Ms       float64         `json:"ms"` // what reading it cost in the page

	// The screenshot and the page area it shows (CSS px, page coordinates).
	Image     []byte `json:"-"`
	ImageArea Rect   `json:"-"`

	// Sources of the elements that changed since the look before this one,
	// by path, named while the page was still there (Request.Before); the
	// comparison puts them on its entries.
	Sources map[string]*Source `json:"-"`

	// The screenshot's cells, decoded once, when the record is first
	// compared (package changes); the same record is compared twice, with
	// the look before it and the look after.
	gridOnce sync.Once
	grid     any
}

// Grid returns the record's decoded cells, decoding them on first use.
func (r *Record) Grid(decode func([]byte) any) any {
	r.gridOnce.Do(func() { r.grid = decode(r.Image) })
	return r.grid
}

// RecordElement is one element as a render showed it.
type RecordElement struct {
	Path     string   `json:"p"` // tag:n-of-type per level from the root: identity across re-renders
	Tag      string   `json:"t"`
	ID       string   `json:"i,omitempty"`
	Classes  []string `json:"c,omitempty"`
	X        int      `json:"x"` // box, page coordinates
	Y        int      `json:"y"`
	W        int      `json:"w"`
	H        int      `json:"h"`
	Text     string   `json:"tx,omitempty"` // its own text, whitespace collapsed, shortened
	Style    string   `json:"st"`           // color|background|font|opacity
	Animated bool     `json:"a,omitempty"`  // an endless animation moves it or an ancestor
}

// Change is one entry of sinceLastCapture.changed: an element (or a group
// of alike elements) that an edit, or anything else, changed between two
// looks, with what it pushed.
type Change struct {
	Selector string   `json:"selector"`
	Classes  []string `json:"classes,omitempty"`
	Count    int      `json:"count,omitempty"`  // alike elements changed the same way, when more than one
	What     []string `json:"what"`             // "resized 120×40 → 120×56", "text 'Old' → 'New'", …
	Pushed   []string `json:"pushed,omitempty"` // the moves it caused: "p.note moved 16 px down"
	Source   *Source  `json:"source,omitempty"` // where the app's code makes the element, as for a finding

	// Path is the element's path in the later record, "" for one that
	// disappeared or a region of pixels: the element whose source is named.
	Path string `json:"-"`
}
