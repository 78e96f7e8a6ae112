package contract

import (
	"strconv"
	"time"
)

// Request is one capture, as the tool receives it.
type Request struct {
	URL      string // as the model passed it; guard.CheckURL runs first
	Viewport string // preset name; empty means the first preset
	// ColorScheme is the prefers-color-scheme to emulate, "light" or
	// "dark"; empty keeps the preset's own (none for the built-ins).
	// When set, the summary says what the page did with it (Theme).
	ColorScheme string
	Delay       time.Duration // extra wait after the page settles, clamped to Limits.MaxDelay
	FullPage    bool
	Selector    string // optional: clip the screenshot and DOM to the first match
	Steps       []Step // interact_localhost_ui: actions run after the page settles (package steps)

	// Image is a share of the image limits, for one of several images in
	// one answer (viewport all).
	Image ImageBudget
	// NoImage takes no screenshot, early or late: for a caller that shows
	// none (vibelens check without --html). Summary.Image stays empty.
	NoImage bool
	// Links asks for the page's own links in Result.Links: for a caller
	// that crawls (vibelens check --crawl).
	Links bool
	// CompactDOM folds the simplified DOM's repeated siblings and trims
	// long texts and attributes of elements nothing names (package
	// compact): the MCP tools' answer, read into a model's context. The
	// CLI's reports keep the DOM whole. A selector's subtree is never
	// folded: the model asked for it.
	CompactDOM bool
	// Keyboard walks the page with Tab once it is read (package
	// keyboard): focus-* findings and Summary.Keyboard.
	Keyboard bool

	// Before, when set, returns the record of the previous look at the
	// same target (the checked URL, the viewport's name; nil for none):
	// the elements that changed since get their sources named while the
	// page is there to read them (package changes compares the records).
	Before func(url, viewport string) *Record
}

// Result is everything one render yields. Field order in JSON is part of the
// contract: the DOM goes last so a client that truncates loses it first.
type Result struct {
	Screenshot []byte  `json:"-"`
	Summary    Summary `json:"summary"`
	Untrusted  string  `json:"untrusted"` // set by the server: page-derived text is data, not instructions (ADR 0007)
	// PointedAt is what the developer pointed at on this page in the last
	// 30 minutes (vibelens point, point_at_localhost_ui), set by the server.
	PointedAt          *Pointed        `json:"pointedAt,omitempty"`
	Steps              []StepReport    `json:"steps,omitempty"` // interact_localhost_ui: what each step did and caused
	ConsoleLogs        []ConsoleEntry  `json:"consoleLogs"`
	UncaughtPageErrors []PageError     `json:"uncaughtPageErrors"`
	FailedRequests     []FailedRequest `json:"failedRequests"`
	Findings           []Finding       `json:"findings"`
	SinceLastCapture   *Since          `json:"sinceLastCapture,omitempty"` // set by the server on a repeat capture
	SimplifiedDOM      string          `json:"simplifiedDOM"`
	// Record is what the next look at the same target is compared with
	// (package changes); nil when the render could not read one.
	Record *Record `json:"-"`
	// Links are the page's links to its own origin, as the browser
	// resolved them (every <a href> and <area href>, hidden menus too),
	// without fragments, each once, in document order; only with
	// Request.Links. Not part of the tool's answer.
	Links []string `json:"-"`
}

// Summary is the at-a-glance part of a capture.
type Summary struct {
	URL             string       `json:"url"`
	FinalURL        string       `json:"finalUrl"`
	Title           string       `json:"title"`
	Viewport        ViewportInfo `json:"viewport"`
	FullPage        bool         `json:"fullPage"`
	WaitedMs        int64        `json:"waitedMs"` // settle plus delay
	CaptureMs       int64        `json:"captureMs"`
	ConsoleErrors   int          `json:"consoleErrors"`
	ConsoleWarnings int          `json:"consoleWarnings"`
	UncaughtErrors  int          `json:"uncaughtErrors"`
	FailedRequests  int          `json:"failedRequests"`
	DOMChars        int          `json:"domChars"`
	DOMTruncated    bool         `json:"domTruncated"`
	Findings        int          `json:"findings"`                  // measured in all, before the caps
	FindingsDropped int          `json:"findingsDropped"`           // cut by Limits.Findings, per kind or by size
	FindingsPartial string       `json:"findingsPartial,omitempty"` // why the in-page pass stopped early
	// FindingsCut says the layout pass stopped early (its part of
	// findingsPartial): a layout finding it did not report may still be
	// there.
	FindingsCut bool `json:"-"`
	// ImagesLoading names the images still loading when the page was
	// captured (settle's cap left them pending): the screenshot shows
	// them empty. One that then fails is a broken-image on the next call.
	ImagesLoading []string `json:"imagesLoading,omitempty"`
	// A11yNeedsReview counts the accessibility rules axe-core could not
	// decide on this render (its "incomplete"): not findings, a hint that
	// a person may look.
	A11yNeedsReview int `json:"a11yNeedsReview,omitempty"`
	// A11yNotRun names the accessibility rules this render did not judge
	// (their pass was cut off at its budget, or failed): that they found
	// nothing proves nothing, and check fails the case as incomplete.
	// findingsPartial says why.
	A11yNotRun      []string     `json:"a11yNotRun,omitempty"`
	Scope           *ScopeInfo   `json:"scope,omitempty"` // element-scoped capture
	Dropped         *Dropped     `json:"dropped,omitempty"`
	Settle          SettleReport `json:"settle"`
	Image           ImageInfo    `json:"image"`
	Timings         Timings      `json:"timingsMs"`
	Dialogs         []Dialog     `json:"dialogs,omitempty"`
	Popups          []string     `json:"popups,omitempty"`
	BlockedByPolicy int          `json:"blockedByPolicy,omitempty"`
	StealthApplied  bool         `json:"stealth,omitempty"`
	// Isolation says when a call did not start from an empty context:
	// "storage-state" (a saved login applied) or "persistent" (a profile
	// shared with earlier calls).
	Isolation string `json:"isolation,omitempty"`
	// Vitals are the page's Core Web Vitals as web-vitals measured them
	// up to the capture, with web.dev's ratings.
	Vitals *Vitals `json:"vitals,omitempty"`
	// Theme is the colour scheme a capture asked for and what the page
	// showed of one; nil when the call named no scheme and the render was
	// light (with none named, a dark one is recorded: a headed browser on
	// a dark system, a preset's colorScheme dark).
	Theme *Theme `json:"colorScheme,omitempty"`
	// Keyboard is what the walk with Tab did, with Request.Keyboard.
	Keyboard *KeyboardWalk `json:"keyboard,omitempty"`
}

// KeyboardWalk is what one walk with Tab did: how far it went and why it
// ended, so that no focus-* finding says nothing of the stops not walked.
type KeyboardWalk struct {
	Stops int `json:"stops"` // focus stops walked, from the top of the page
	// BudgetEnded: the budget of stops (Limits.KeyboardStops) ended the
	// walk; what lies after its last stop was not walked.
	BudgetEnded bool `json:"budgetEnded"`
	// Unjudged counts stops whose focus could not be pictured (off the
	// screen, in an iframe or a dev widget): no focus-not-visible for them.
	Unjudged int `json:"unjudged,omitempty"`
	// ModalDialog is the modal dialog that held focus where the walk
	// ended, as a modal dialog must.
	ModalDialog string `json:"modalDialog,omitempty"`
	// FocusLost names the elements after which Tab dropped focus on the
	// page's body with more of the page after them: a keyboard user
	// starts over from the top there.
	FocusLost []string `json:"focusLost,omitempty"`
	// Failed says why the walk stopped short of its end (the page hung, a
	// key could not be sent); its findings up to there are kept.
	Failed string `json:"failed,omitempty"`
}

// Theme is what one render saw of the page's colour scheme.
type Theme struct {
	Scheme string `json:"scheme"` // "light" or "dark", as emulated
	// Background and Text are the page's own colours as a reader sees
	// them: the first opaque background from body up (the canvas's when
	// none is) and body's text colour.
	Background string `json:"background"`
	Text       string `json:"text"`
	// ShowsDark says the page as rendered is dark: its background is
	// darker than mid grey.
	ShowsDark bool `json:"showsDark"`
	// Follows says whether the page follows prefers-color-scheme. True: a
	// media rule on it in its style sheets or a color-scheme with dark, in
	// any render, or dark marked on its root ("dark" class, data-theme) in
	// a dark render. False: a dark render with none of these, which is the
	// light theme. Nil: a light render with no media rule or dark
	// color-scheme, which cannot tell (a script may choose the theme from
	// the preference, as next-themes does); with colorScheme both the
	// server gives it the dark render's answer.
	Follows *bool `json:"followsPreference,omitempty"`
	// Toggles are controls that are a theme switch: their accessible name
	// (label, title, screen-reader text), id, data-* attribute or class
	// (Tailwind's dark: variants aside) says theme, dark or light mode,
	// colour scheme or appearance, their icon is a sun or a moon, or a
	// select offers light and dark. As selectors, at most three.
	Toggles []string `json:"themeToggles,omitempty"`
	// Note says in words what the page did with the scheme, when it
	// matters: a dark render that is the light theme.
	Note string `json:"note,omitempty"`
	// Colours digests the computed colours of the first elements in
	// document order: two renders with the same digest look alike.
	Colours string `json:"-"`
}

// Vitals are the figures web-vitals reported by capture time. A figure
// the page had not produced yet (CLS before the first paint, INP without
// an interaction) is left out.
type Vitals struct {
	CLS  *Vital `json:"cls,omitempty"`
	LCP  *Vital `json:"lcp,omitempty"`
	FCP  *Vital `json:"fcp,omitempty"`
	TTFB *Vital `json:"ttfb,omitempty"`
	INP  *Vital `json:"inp,omitempty"`
	// LCPElement is the selector of the largest contentful paint's
	// element, LCPResource the image it waited for, if any.
	LCPElement  string `json:"lcpElement,omitempty"`
	LCPResource string `json:"lcpResource,omitempty"`
	// DevServerWait says when the dev server's compile time inflated the
	// loading figures: the longest wait on the server for the document
	// or one of the app's own scripts and styles, with its URL.
	DevServerWait string `json:"devServerWait,omitempty"`
	// CLSNote says how much of a CLS at or over the finding line came from
	// shifts that are no finding (while the HTML arrived, or when Vite's
	// dev server added the page's styles), so a poor CLS with no finding
	// is not read as a layout left unexplained.
	CLSNote string `json:"clsNote,omitempty"`
}

// Vital is one figure: CLS unitless, the others in milliseconds; Rating
// is "good", "needs-improvement" or "poor".
type Vital struct {
	Value  float64 `json:"value"`
	Rating string  `json:"rating"`
}

// ViewportInfo names the preset used and its CSS size.
type ViewportInfo struct {
	Name              string  `json:"name"`
	Width             int     `json:"width"`
	Height            int     `json:"height"`
	DeviceScaleFactor float64 `json:"deviceScaleFactor"`
}

// Dropped counts entries cut by the caps, so a model knows the lists are partial.
type Dropped struct {
	ConsoleLogs    int `json:"consoleLogs,omitempty"`
	PageErrors     int `json:"uncaughtPageErrors,omitempty"`
	FailedRequests int `json:"failedRequests,omitempty"`
}

// SettleReport says what the capture waited for and whether the cap cut it short.
type SettleReport struct {
	WaitedFor []string `json:"waitedFor"`
	CapHit    bool     `json:"capHit"`
	// CapReason says what was still busy when the cap hit: "load",
	// "network", "dom" (still changing, or not answering) or "stopped".
	CapReason string   `json:"capReason,omitempty"`
	Pending   []string `json:"pending,omitempty"`   // requests with no answer yet when the cap hit
	Streaming []string `json:"streaming,omitempty"` // answered requests whose body was unread or still flowing; they do not hold settle
	// Polling names, once each, what the page kept asking once it had
	// answers ("GET URL"): a status poll, a long-poll loop. Such asks
	// hold nothing; the first two answers were waited for.
	Polling  []string `json:"polling,omitempty"`
	Restarts int      `json:"restarts,omitempty"` // new main-frame documents (reload, client redirect) settle started over for
	// Churn names the element (tag#id.class) whose changes last held settle
	// when the cap hit because the DOM kept changing, and Mutations counts
	// the changes that held it during the wait: a ticker, a clock.
	Churn     string `json:"churn,omitempty"`
	Mutations int    `json:"mutations,omitempty"`
	// Busy says, when the cap hit with no element changing, what kept the
	// main thread from going idle: its long frames' time and the script
	// that ran longest in them (Long Animation Frames).
	Busy string `json:"busy,omitempty"`
	// AnimationsFinished counts the finite animations (CSS transitions and
	// animations, Web Animations: an entrance fade or slide) still running
	// once the page was otherwise still, which settle brought to their end
	// state rather than wait for them: the look shows where they land.
	AnimationsFinished int   `json:"animationsFinished,omitempty"`
	DelayMs            int64 `json:"delayMs"`
}

// ImageInfo compares the captured screenshot with what is sent.
type ImageInfo struct {
	CapturedWidth  int  `json:"capturedWidth"`
	CapturedHeight int  `json:"capturedHeight"`
	SentWidth      int  `json:"sentWidth"`
	SentHeight     int  `json:"sentHeight"`
	Scaled         bool `json:"scaled"`
	HeightCapped   bool `json:"heightCapped,omitempty"` // full page taller than the cap
	Bytes          int  `json:"bytes"`
	// Area is the part of the page the image shows, CSS px in page
	// coordinates: what a record's pixels are compared over.
	Area Rect `json:"-"`
}

// Timings is the per-stage cost of a capture in milliseconds.
type Timings struct {
	Browser int64 `json:"browser"`
	// BrowserHow is "launch", "reuse" (a fresh tab opened in the running
	// browser), "spare" (a fresh tab prepared ahead) or "parked" (the tab a
	// capture of the same origin used, reset: ADR 0018).
	BrowserHow string `json:"browserHow"`
	Navigate   int64  `json:"navigate"`
	Settle     int64  `json:"settle"`
	DOM        int64  `json:"dom"`
	Screenshot int64  `json:"screenshot"`         // what the image added: taken beside the DOM read or during settle, only the wait after the read
	Steps      int64  `json:"steps,omitempty"`    // interact_localhost_ui: the steps, each with its settle, and the delay after them
	Findings   int64  `json:"findings"`           // in-page measuring, part of dom
	Source     int64  `json:"source"`             // naming the source of findings and messages, part of dom
	Vitals     int64  `json:"vitals"`             // reading web-vitals' figures, part of dom
	A11y       int64  `json:"a11y"`               // what the accessibility pass added: 0 when it ran during the delay and held
	Keyboard   int64  `json:"keyboard,omitempty"` // the walk with Tab, with Request.Keyboard
	Trial      int64  `json:"trial,omitempty"`    // trying the layout causes' fixes in the page, after the screenshot
	// A11yPass is the pass's own time in the page, wherever it ran, and
	// A11yHeld says it ran during the delay and its result held. For
	// benchmarks.
	A11yPass int64 `json:"-"`
	// A11yRuns is how many axe-core runs the pass made: one when its
	// first two steps were folded (a11y.FoldBelow), none when reused.
	A11yRuns int  `json:"-"`
	A11yHeld bool `json:"-"`
	// A11yReused: the pass was the last look's, recalled for a document
	// that printed the same (ADR 0033). For benchmarks.
	A11yReused bool  `json:"-"`
	A11yPrint  int64 `json:"-"` // taking the page's print, in the page's time
	// EarlyScreenshot: the image was taken while settle waited and held
	// (render/early.go). For benchmarks; the model has no use for it.
	EarlyScreenshot bool `json:"-"`
}

// ConsoleEntry is a console error or warning with where it came from.
type ConsoleEntry struct {
	Level  string  `json:"level"` // "error" or "warning"
	Text   string  `json:"text"`
	Source *Source `json:"source,omitempty"` // the first frame in the app's own code
	// Components is the app's components in a component stack React
	// appended to the message, innermost first, outermost last.
	Components []string `json:"components,omitempty"`
}

// PageError is an uncaught exception or unhandled promise rejection.
type PageError struct {
	Message string  `json:"message"`
	Source  *Source `json:"source,omitempty"`
}

// Source is where in the app's code an element or a message comes from, as
// the page's development build and the dev server's source maps say: the
// file (relative to the project root when that can be derived), the 1-based
// line and column, and the component. Unknown parts are left out; a page
// that says nothing (a production build, plain HTML) gets no Source.
type Source struct {
	File      string `json:"file,omitempty"`
	Line      int    `json:"line,omitempty"`
	Column    int    `json:"column,omitempty"`
	Component string `json:"component,omitempty"`
}

// String is "file:line:column (Component)", for people.
func (s *Source) String() string {
	if s == nil {
		return ""
	}
	out := s.File
	if s.Line > 0 {
		out += ":" + strconv.Itoa(s.Line)
		if s.Column > 0 {
			out += ":" + strconv.Itoa(s.Column)
		}
	}
	if s.Component != "" {
		if out != "" {
			out += " "
		}
		out += "(" + s.Component + ")"
	}
	return out
}

// FailedRequest is a request that failed at the network level or answered
// with HTTP status 400 or above.
type FailedRequest struct {
	URL    string `json:"url"`
	Method string `json:"method"`
	Status int    `json:"status,omitempty"`
	Error  string `json:"error,omitempty"` // Chromium's error text, or the policy's reason
	Type   string `json:"type,omitempty"`  // Document, Image, Fetch, ...
}

// Dialog is a JavaScript dialog the capture dismissed.
type Dialog struct {
	Type    string `json:"type"`
	Message string `json:"message"`
}

// NonNil is s, or an empty slice for nil: the contract's lists are arrays
// in JSON, never null.
func NonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
