package browser

import (
	"github.com/vibelens/vibelens/browser/a11y"
	"github.com/vibelens/vibelens/browser/changes"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
)

// The tool contract lives in package contract; these names keep it where
// server/, internal/cli and the tests have always found it.
type (
	Request       = contract.Request
	Result        = contract.Result
	Summary       = contract.Summary
	ViewportInfo  = contract.ViewportInfo
	Dropped       = contract.Dropped
	SettleReport  = contract.SettleReport
	ImageInfo     = contract.ImageInfo
	Timings       = contract.Timings
	ConsoleEntry  = contract.ConsoleEntry
	PageError     = contract.PageError
	Source        = contract.Source
	FailedRequest = contract.FailedRequest
	Dialog        = contract.Dialog
	Finding       = contract.Finding
	Cause         = contract.Cause
	Vitals        = contract.Vitals
	KeyboardWalk  = contract.KeyboardWalk
	Theme         = contract.Theme
	Vital         = contract.Vital
	Rect          = contract.Rect
	ScopeInfo     = contract.ScopeInfo
	Since         = contract.Since
	Changes       = contract.Changes
	Code          = contract.Code
	Error         = contract.Error
	Partial       = contract.Partial
	ImageBudget   = contract.ImageBudget
	Step          = contract.Step
	StepReport    = contract.StepReport
)

// The failure codes of inspect_localhost_ui; see package contract.
const (
	CodeInvalidURL          = contract.CodeInvalidURL
	CodeConnectionRefused   = contract.CodeConnectionRefused
	CodeDNSFailure          = contract.CodeDNSFailure
	CodeUnsafePort          = contract.CodeUnsafePort
	CodeTimeout             = contract.CodeTimeout
	CodeBlockedNavigation   = contract.CodeBlockedNavigation
	CodeBrowserNotInstalled = contract.CodeBrowserNotInstalled
	CodeBrowserLaunchFailed = contract.CodeBrowserLaunchFailed
	CodeUnknown             = contract.CodeUnknown
	CodeInvalidArguments    = contract.CodeInvalidArguments
	CodeSelectorNotFound    = contract.CodeSelectorNotFound
)

// ToggleAdvice says where a dark theme behind a toggle may be.
func ToggleAdvice(toggles []string) string { return contract.ToggleAdvice(toggles) }

// MaxSelector is the longest selector an element-scoped capture accepts.
const MaxSelector = contract.MaxSelector

// Limits bounds everything a capture may return or wait for: the one table,
// contract.Limits.
var Limits = &contract.Limits

// AsError returns err as an *Error, wrapping anything unexpected as UNKNOWN.
func AsError(err error) *Error { return contract.AsError(err) }

// Record and Change are what a look leaves for the next and what the next
// says changed (package changes).
type (
	Record = contract.Record
	Change = contract.Change
)

// CompareRecords says what changed between two looks at one target.
func CompareRecords(prev, cur *Record) changes.Diff { return changes.Compare(prev, cur) }

// Baseline is a record saved to a file for a later look to be compared
// with (package changes; `vibelens inspect --compare-to`).
type Baseline = changes.Baseline

var (
	NewBaseline   = changes.NewBaseline
	ReadBaseline  = changes.ReadBaseline
	WriteBaseline = changes.WriteBaseline
	TargetName    = changes.TargetName
)

// FindingKinds are every finding kind, most severe first.
func FindingKinds() []string { return findings.Kinds() }

// AccessibilityKinds are the finding kinds the accessibility pass
// (axe-core's rules, non-text contrast) reports.
func AccessibilityKinds() []string { return a11y.Kinds() }

// ProblemID is one problem's identity across looks and runs; see
// package contract.
type ProblemID = contract.ProblemID

var (
	NewProblemID     = contract.NewProblemID
	NormalizeMessage = contract.NormalizeMessage
	NormalizeWhere   = contract.NormalizeWhere
	PagePath         = contract.PagePath
)
