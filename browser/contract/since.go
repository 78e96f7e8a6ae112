package contract

// Since compares a capture with the previous capture of the same target
// (url, viewport, fullPage, selector) in the same server process, so a
// re-capture after a fix says what the fix changed.
type Since struct {
	PreviousAgeMs int64   `json:"previousAgeMs"` // how long ago the previous capture ran
	DOMChanged    bool    `json:"domChanged"`    // simplifiedDOM differs from the previous one
	New           Changes `json:"new"`
	Resolved      Changes `json:"resolved"`
}

// Changes lists console errors, failed requests and findings that appeared
// or disappeared between two captures, each as a short key.
type Changes struct {
	ConsoleErrors  []string `json:"consoleErrors"`
	FailedRequests []string `json:"failedRequests"`
	Findings       []string `json:"findings"`
}
