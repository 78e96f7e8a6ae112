package render

import (
	"github.com/vibelens/vibelens/browser/compact"
	"github.com/vibelens/vibelens/browser/contract"
)

// compactDOM is the snapshot's DOM, folded when the request asks for it
// (contract.Request.CompactDOM): every element a finding names, or the
// largest paint, stays whole.
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
	out, _ := compact.DOM(html, keep)
	return out
}
