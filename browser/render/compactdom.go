package render

import (
	"github.com/vibelens/vibelens/browser/compact"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
)

// devTools are the dev widgets' roots, one selector each: the tools write
// each as its start tag alone.
var devTools = findings.DevWidgets()

// compactDOM is the snapshot's DOM, folded when the request asks for it
// (contract.Request.CompactDOM): every element a finding names, or the
// largest paint, stays whole, and a dev tool's widget is its root alone.
func compactDOM(in rendered, fs []contract.Finding) string {
	html := in.snap.DOM.HTML
	if !in.req.CompactDOM || in.req.Selector != "" {
		return html
	}
	var keep []string
	for _, f := range fs {
		keep = append(keep, f.Selector)
		keep = append(keep, f.Examples...)
	}
	if in.vitals != nil && in.vitals.LCPElement != "" {
		keep = append(keep, in.vitals.LCPElement)
	}
	out, _ := compact.DOM(html, keep, devTools)
	return out
}
