package source

import (
	"context"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

// CauseJob places a capture's layout causes (browser/cascade), which
// source naming does not know: Name names its Elements after the Input's,
// runs Read beside the maps' fetch, and Settle once both are done, with
// the Input's Elements' sources and its own (extra), each in order.
type CauseJob interface {
	Elements() []*Raw
	Read(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, r Resolver)
	Settle(r Resolver, elements, extra []*contract.Source) []*contract.Cause
}

// Resolver is one capture's naming as the cascade uses it.
type Resolver struct{ r *sourceResolver }

// DisplayPath names a file, URL or map source as elements' sources are.
func (x Resolver) DisplayPath(file string) string { return displayPath(file, x.r.root, x.r.origin) }

// Lookup maps a 0-based generated position through a source map to a
// source and a 0-based line and column.
type Lookup func(line, col int) (string, int, int, bool)

// FetchMap fetches a source map through the page (its isolated world,
// so the network policy applies), or nil.
func (x Resolver) FetchMap(page *rod.Page, world proto.RuntimeExecutionContextID, mapURL string) Lookup {
	return lookup(x.r.fetchInPage(page, world, []mapJob{{URL: mapURL, Map: true}})[mapURL])
}

// ParseMap reads a source map's JSON living at base, or nil.
func ParseMap(raw []byte, base string) Lookup { return lookup(parseSourceMap(raw, base, false)) }

func lookup(m *sourceMap) Lookup {
	if m == nil {
		return nil
	}
	return m.settle().lookup
}
