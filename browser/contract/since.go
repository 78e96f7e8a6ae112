package contract

// Since compares a capture with the previous capture of the same target
// (url, viewport, fullPage, selector) in the same server process, so a
// re-capture after a fix says what the fix changed.
type Since struct {
	PreviousAgeMs int64 `json:"previousAgeMs"` // how long ago the previous capture ran
	DOMChanged    bool  `json:"domChanged"`    // simplifiedDOM differs from the previous one
	// New and Resolved are what appeared and went since the previous look;
	// absent when that was not compared (inspect --compare-to's file holds
	// the page's record, not its messages and findings).
	New      Changes `json:"new,omitzero"`
	Resolved Changes `json:"resolved,omitzero"`
	// Changed is what the page shows differently (package changes): the
	// elements that appeared, disappeared, moved, resized or changed text
	// or style, each with what it pushed, and pixels that changed with no
	// DOM change. [] with Unchanged when nothing visible changed: an edit
	// made between the looks had no visible effect. Absent when either look
	// left no record to compare.
	Changed        []Change `json:"changed,omitempty"`
	Unchanged      bool     `json:"unchanged,omitempty"`
	ChangedOmitted int      `json:"changedOmitted,omitempty"` // entries past the caps
}

// Changes lists console errors, failed requests and findings that appeared
// or disappeared between two captures, each as a short key.
type Changes struct {
	ConsoleErrors  []string `json:"consoleErrors"`
	FailedRequests []string `json:"failedRequests"`
	Findings       []string `json:"findings"`
}
