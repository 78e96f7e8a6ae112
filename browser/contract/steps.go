package contract

// Step is one action interact_localhost_ui runs after the page settles.
// Value is a key name (press), text (fill), an option's value or label
// (select), pixels (scroll) or milliseconds (wait, waitFor).
type Step struct {
	Action   string `json:"action"`
	Selector string `json:"selector,omitempty"`
	Value    string `json:"value,omitempty"`
}

// Step actions.
const (
	ActionClick   = "click"
	ActionHover   = "hover"
	ActionFocus   = "focus"
	ActionFill    = "fill"
	ActionSelect  = "select"
	ActionCheck   = "check"
	ActionPress   = "press"
	ActionScroll  = "scroll"
	ActionWaitFor = "waitFor"
	ActionWait    = "wait"
)

// StepActions lists the actions in the order the tool documents them.
var StepActions = []string{ActionClick, ActionHover, ActionFocus, ActionFill, ActionSelect, ActionCheck, ActionPress, ActionScroll, ActionWaitFor, ActionWait}

// Step statuses. Every status but ok and skipped stops the sequence.
const (
	StepOK              = "ok"
	StepSkipped         = "skipped"   // an earlier step failed
	StepNotFound        = "not-found" // nothing matches; near lists ids and classes that exist
	StepInvalidSelector = "invalid-selector"
	StepNotVisible      = "not-visible"
	StepOffScreen       = "off-screen" // laid out outside the viewport, even after scrolling
	StepMoving          = "moving"     // its box kept changing (an animation that does not end)
	StepCovered         = "covered"    // another element takes the pointer at its centre; coveredBy names it
	StepDisabled        = "disabled"
	StepNotEditable     = "not-editable"
	StepNotFocusable    = "not-focusable"
	StepNoOption        = "no-option"
	StepUnchanged       = "unchanged" // check clicked, and the box stayed as it was
	StepBlocked         = "blocked"   // it navigated to an address the network policy refuses
	StepFailed          = "failed"    // the browser refused the input, or the page stopped answering
)

// StepReport says what one step did and what it caused: the console
// messages, uncaught errors, failed requests, dialogs and popups that
// appeared between its start and the end of the settle that followed it.
// A message identical to an earlier one is listed once, where it first
// appeared, as in the capture's own lists.
type StepReport struct {
	Step        int      `json:"step"` // 1-based
	Action      string   `json:"action"`
	Selector    string   `json:"selector,omitempty"`
	Status      string   `json:"status"`
	Detail      string   `json:"detail,omitempty"`
	Element     string   `json:"element,omitempty"` // what was acted on, as tag#id.class
	Matches     int      `json:"matches,omitempty"` // set when the selector matches more than one: the first was used
	Near        []string `json:"near,omitempty"`
	CoveredBy   string   `json:"coveredBy,omitempty"`
	NavigatedTo string   `json:"navigatedTo,omitempty"`
	Ms          int64    `json:"ms"`

	ConsoleLogs        []ConsoleEntry  `json:"consoleLogs,omitempty"`
	UncaughtPageErrors []PageError     `json:"uncaughtPageErrors,omitempty"`
	FailedRequests     []FailedRequest `json:"failedRequests,omitempty"`
	Dialogs            []Dialog        `json:"dialogs,omitempty"`
	Popups             []string        `json:"popups,omitempty"`
}

// ImageBudget tightens the screenshot limits for one capture. A responsive
// audit sends several images in one answer, and each gets a share of what
// one image may cost; the zero value keeps Limits.ImageArea and
// Limits.JPEGQuality.
type ImageBudget struct {
	Area    int // px² of the sent image at most; 0 means Limits.ImageArea
	Quality int // JPEG quality 1-100; 0 means Limits.JPEGQuality
}
