package render

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/changes"
	"github.com/vibelens/vibelens/browser/findings"
	"github.com/vibelens/vibelens/browser/source"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// The in-page scripts of the DOM stage: snapshot.js runs the others.
var (
	//go:embed js/snapshot.js
	snapshotJS string
	//go:embed js/sanitize.js
	sanitizeJS string
	// ScopeJS finds the element a selector scopes to, or the ids and
	// classes that resemble a missing one; steps use it for theirs.
	//go:embed js/scope.js
	ScopeJS string
)

// snapshotResult is what the in-page script returns.
type snapshotResult struct {
	Title    string        `json:"title"`
	URL      string        `json:"url"`
	Scope    *scopeResult  `json:"scope"`
	Findings *findings.Raw `json:"findings"`
	// Record is read apart (record): what the next look compares with
	// must never cost this one.
	Record string   `json:"record"`
	Links  []string `json:"links"` // every link's resolved href, with Request.Links
	DOM    struct {
		HTML     string `json:"html"`
		Elements int    `json:"elements"`
		Complete bool   `json:"complete"`
	} `json:"dom"`
	sourceTime time.Duration // resolveSources, after the read

	// rec is Record decoded, when the capture had a look before it to
	// compare with; changedPaths are its elements that changed since, and
	// changedOrigins their raw sources, named with the findings'.
	rec            *contract.Record
	changedPaths   []string
	changedOrigins []*source.Raw
}

// sourceOptions are source.js's options.
func sourceOptions(so snapshotOptions) map[string]any {
	return map[string]any{"framework": source.FrameworkFrame.String(), "astro": so.astro}
}

// domSerializeBudget stops the in-page serializer well past the Go cap, so a
// huge page costs bounded time and memory but the marker can still say how
// much there was.
const domSerializeBudget = 1_000_000

// snapshotWith also resolves a scope and measures findings, as so says.
func snapshotWith(page *rod.Page, so snapshotOptions) (*snapshotResult, error) {
	opts := map[string]any{
		"root": so.root,
		"limits": map[string]any{
			"textChars": contract.Limits.TextNodeChars,
			"attrChars": contract.Limits.AttributeChars,
			"marker":    contract.TruncatedMarker,
			"maxChars":  domSerializeBudget,
			"root":      so.root,
		},
		"findings": so.findings,
		"causes":   !so.noCauses,
		"source":   nil,
		"record":   map[string]any{"root": so.root, "max": changes.MaxElements, "devWidgets": findings.DevWidgetSelector, "fullPage": so.fullPage},
		"links":    0,
	}
	if so.links {
		opts["links"] = maxLinks
	}
	if so.findings != nil && !so.noSources {
		opts["source"] = sourceOptions(so)
	}
	arg, _ := json.Marshal(opts)
	expr := fmt.Sprintf("(%s)(%s, %s, %s, %s, %s, %s, %s)", snapshotJS, sanitizeJS, ScopeJS, findings.JS, findings.CauseJS, source.JS, changes.JS, arg)
	res, err := proto.RuntimeEvaluate{Expression: expr, ReturnByValue: true}.Call(page)
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		return nil, fmt.Errorf("sanitizer threw: %s", res.ExceptionDetails.Text)
	}
	var out snapshotResult
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// capDOM enforces the hard DOM budget. The cut lands after a complete tag
// where possible and is marked in-band, because a model that does not know
// the tree is partial concludes elements do not exist.
func capDOM(html string, limit int, complete bool) (string, bool) {
	r := []rune(html)
	if len(r) <= limit && complete {
		return html, false
	}
	original := fmt.Sprint(len(r))
	if !complete {
		original = "more than " + original
	}
	marker := fmt.Sprintf("<!-- VibeLens: DOM truncated at %%d characters (original %s). -->", original)
	// A limit smaller than the marker keeps nothing but the marker.
	keep := min(max(limit-len(fmt.Sprintf(marker, limit)), 0), len(r))
	cut := string(r[:keep])
	// Back up to the last complete tag unless that throws away more than
	// half (byte offsets on both sides: CJK text is three bytes a rune).
	if i := strings.LastIndexByte(cut, '>'); i > len(cut)/2 {
		cut = cut[:i+1]
	}
	return cut + fmt.Sprintf(marker, len([]rune(cut))), true
}
