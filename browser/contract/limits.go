package contract

import "time"

// Limits bounds everything a capture may return or wait for. They live in
// one place because each one is a trade between the caller's context window
// and what the model can see (ADR 0003); raising one is a code change.
var Limits = struct {
	DOMChars          int // hard cap on simplifiedDOM, applied in Go after the page sanitizer
	TextNodeChars     int // text nodes are cut here, with a visible marker
	AttributeChars    int // attribute values are cut here
	ConsoleEntries    int
	ConsoleEntryChars int
	FailedRequests    int
	MaxDelay          time.Duration
	DefaultDelay      time.Duration
	Navigation        time.Duration
	Launch            time.Duration
	JPEGQuality       int
	ImageLongEdge     int           // px; what vision models ingest
	ImageArea         int           // px²
	FullPageMaxHeight int           // CSS px; models reject images taller than 8000 px
	AfterLoad         time.Duration // deadline for settle, DOM and screenshot once the page has loaded (plus the delay)
	SettleCap         time.Duration // per main-frame document
	SettleLoadQuiet   time.Duration
	SettleNetQuiet    time.Duration
	SettleDOMQuiet    time.Duration
	SettleBodyQuiet   time.Duration
	SettleStreamGrace time.Duration
	SettleRestarts    int
	SettleCodeCap     time.Duration // the cap while the app's own code is still arriving (unbundled dev modules), per document
	SettleCodeGap     time.Duration // code is still arriving while a script answered within this
	Findings          int           // findings returned, most severe first; the rest are counted
	FindingsPerKind   int           // so one repeated defect cannot crowd out the others
	FindingsChars     int           // JSON budget for the findings array
	FindingsBudget    time.Duration // in-page time box for measuring findings
	FindingsElements  int           // elements the in-page pass examines at most
	A11yBudget        time.Duration // axe-core's accessibility pass, once the page is settled and the delay over
	FindingDetail     int           // characters of one finding's detail
	HydrationDetail   int           // characters of the hydration finding's detail, before the element is named
	URLChars          int           // a URL in a list (popups, pending, streaming) or a refusal
	Popups            int           // popups listed per capture
	ScriptsTracked    int           // script responses remembered for source maps per capture
	SourceMaps        int           // source maps (or scripts) read per capture
	SourceMapFetch    time.Duration // in-page time box for fetching a capture's source maps
	ComponentLookup   time.Duration // in-page time box for finding named components
	CauseLookup       time.Duration // time box for reading layout causes from the cascade (CDP)
	Trials            int           // layout causes whose fix is tried in the page per look (browser/trial)
	TrialBudget       time.Duration // in-page time box for those trials
	ConsoleFlush      time.Duration // wait for the events sent before the DOM was read, or before settle's observer answered
	DocumentBytes     int           // a plain HTML page's served document read to name its elements' lines
	KeyboardStops     int           // focus stops a keyboard walk presses Tab for at most
	KeyboardTime      time.Duration // a keyboard walk's time box: it ends there, saying so
}{
	DOMChars:          20000,
	TextNodeChars:     160,
	AttributeChars:    300,
	ConsoleEntries:    40,
	ConsoleEntryChars: 600,
	FailedRequests:    20,
	MaxDelay:          15 * time.Second,
	DefaultDelay:      time.Second,
	Navigation:        30 * time.Second,
	Launch:            45 * time.Second,
	JPEGQuality:       75,
	ImageLongEdge:     1568,
	ImageArea:         1_150_000,
	FullPageMaxHeight: 8000,
	AfterLoad:         10 * time.Second,
	SettleCap:         1500 * time.Millisecond,
	SettleLoadQuiet:   50 * time.Millisecond,
	SettleNetQuiet:    60 * time.Millisecond,
	SettleDOMQuiet:    40 * time.Millisecond,
	SettleBodyQuiet:   20 * time.Millisecond,
	SettleStreamGrace: 500 * time.Millisecond,
	SettleRestarts:    3,
	SettleCodeCap:     7 * time.Second,
	SettleCodeGap:     500 * time.Millisecond,
	Findings:          20,
	FindingsPerKind:   6,
	FindingsChars:     9000,
	FindingsBudget:    150 * time.Millisecond,
	FindingsElements:  20000,
	A11yBudget:        500 * time.Millisecond,
	FindingDetail:     400,
	HydrationDetail:   300,
	URLChars:          200,
	Popups:            10,
	ScriptsTracked:    2000,
	SourceMaps:        30,
	SourceMapFetch:    400 * time.Millisecond,
	ComponentLookup:   300 * time.Millisecond,
	CauseLookup:       250 * time.Millisecond,
	Trials:            8,
	TrialBudget:       40 * time.Millisecond,
	ConsoleFlush:      300 * time.Millisecond,
	DocumentBytes:     2 << 20,
	KeyboardStops:     25,
	KeyboardTime:      5 * time.Second,
}

// TruncatedMarker ends every text a capture cut short: console entries,
// URLs, attributes in the DOM.
const TruncatedMarker = "…[truncated]"

// Clip cuts s to at most n runes, then adds TruncatedMarker.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + TruncatedMarker
}
