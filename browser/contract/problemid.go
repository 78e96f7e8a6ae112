package contract

import (
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"regexp"
	"strings"
)

// ProblemID is one problem's identity across looks, runs, ports and
// machines: the same problem found twice has the same ID, and two
// different problems never share one. The CI gate's known-problems file,
// its SARIF fingerprints and sinceLastCapture's new and resolved lists
// all compare problems by it, so they agree on what is "the same".
//
// A finding is named by its kind, its rule and its element; its detail
// is left out, because it holds measurements (px, ratios) that move with
// any edit while the defect stays. A message (console error, uncaught
// error) is named by its kind, its source file and its text, normalised
// by NormalizeMessage: a second, different error on a page is a new
// problem, the same error on another port or build hash is not. A failed
// request is named by its method and path, and its outcome (the status or
// the network error) as Rule. Where is normalised by NormalizeWhere, so a
// rebuild that renames hashed files and generated classes keeps it.
type ProblemID struct {
	Page        string `json:"page,omitempty"`        // path and query, without the origin a CI port changes
	Viewport    string `json:"viewport,omitempty"`    // preset name
	ColorScheme string `json:"colorScheme,omitempty"` // "" is light
	Kind        string `json:"kind"`                  // a finding's kind, or console-error, uncaught-error, failed-request
	Rule        string `json:"rule,omitempty"`        // an axe rule, a request's outcome
	Where       string `json:"where,omitempty"`       // the element's selector, the message's source file, the request
	Message     string `json:"message,omitempty"`     // normalised; empty for findings
}

// NewProblemID builds an ID from a capture's raw values: the page's full
// URL loses its origin, where and the message are normalised, and
// "light" is the empty colour scheme.
func NewProblemID(pageURL, viewport, colorScheme, kind, rule, where, message string) ProblemID {
	if colorScheme == "light" {
		colorScheme = ""
	}
	return ProblemID{Page: PagePath(pageURL), Viewport: viewport, ColorScheme: colorScheme,
		Kind: kind, Rule: rule, Where: NormalizeWhere(kind, where), Message: NormalizeMessage(message)}
}

// Local is the ID without its page, viewport and colour scheme: what
// tells one problem from another within one look (sinceLastCapture
// compares two looks at the same target).
func (p ProblemID) Local() ProblemID {
	p.Page, p.Viewport, p.ColorScheme = "", "", ""
	return p
}

// String is the ID on one line, the fields in a fixed order and
// separated by " | ", empty ones kept: readable, and unique.
func (p ProblemID) String() string {
	return strings.Join([]string{p.Page, p.Viewport, p.ColorScheme, p.Kind, p.Rule, p.Where, p.Message}, " | ")
}

// Fingerprint is the ID hashed: 32 hex digits, for SARIF's
// partialFingerprints and other places that want a short opaque key.
func (p ProblemID) Fingerprint() string {
	sum := sha256.Sum256([]byte(strings.Join([]string{p.Page, p.Viewport, p.ColorScheme, p.Kind, p.Rule, p.Where, p.Message}, "\x00")))
	return hex.EncodeToString(sum[:16])
}

// PagePath is a page URL without its scheme, host, port and fragment:
// /checkout?step=2. A CI run serves the same app on another port.
func PagePath(pageURL string) string {
	u, err := url.Parse(pageURL)
	if err != nil || u.Host == "" {
		return pageURL
	}
	p := u.EscapedPath()
	if p == "" {
		p = "/"
	}
	if u.RawQuery != "" {
		p += "?" + u.RawQuery
	}
	return p
}

var (
	// urlInText is a URL inside a message; it is cut to its path.
	urlInText = regexp.MustCompile(`\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s'"()<>\[\]{}]*`)
	// hashLike is a run of hex digits a build or a cache buster adds
	// (index-3f2a9c1b.js, ?v=ab12cd34); it must hold a digit, so words
	// such as "deadbeef" or "facade" stay.
	hashLike = regexp.MustCompile(`\b[0-9a-fA-F]{6,}\b`)
	// number is a count, a port, a line or a timestamp.
	number = regexp.MustCompile(`\d+(\.\d+)?`)
	spaces = regexp.MustCompile(`\s+`)
	// lineCol is a stack frame's position at the end of a URL.
	lineCol = regexp.MustCompile(`(:\d+){1,2}$`)
)

// maxMessage bounds a normalised message: the start of an error says
// which one it is; a stack or a dump after it does not.
const maxMessage = 300

// NormalizeMessage takes out of a message what varies between runs of
// the same problem: a URL's origin (the port), query and fragment (cache
// busters); hashes in asset file names (NormalizeAssets), hex runs that
// hold a digit (build hashes), and numbers (counts, ports, lines,
// timestamps) become "#". It keeps the first line, with runs of spaces
// folded. A message it has normalised stays the same when normalised
// again.
func NormalizeMessage(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	s = urlInText.ReplaceAllStringFunc(s, func(raw string) string {
		// A stack frame's :line:column follows the query, if any.
		loc := lineCol.FindString(raw)
		u, err := url.Parse(strings.TrimSuffix(raw, loc))
		if err != nil || u.Host == "" {
			return raw
		}
		return u.EscapedPath() + loc
	})
	s = NormalizeAssets(s)
	s = hashLike.ReplaceAllStringFunc(s, func(h string) string {
		if strings.ContainsAny(h, "0123456789") {
			return "#"
		}
		return h
	})
	s = number.ReplaceAllString(s, "#")
	// Again: a run of digits now one # can leave eight characters that
	// are a hash (B7x79QpLm), which a second normalisation would take.
	s = NormalizeAssets(s)
	s = strings.TrimSpace(spaces.ReplaceAllString(s, " "))
	if len(s) > maxMessage {
		s = s[:maxMessage]
	}
	return s
}
