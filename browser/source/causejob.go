package source

import (
	"context"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

// CauseJob is the part of a capture's naming that places its layout
// causes (browser/cascade): Name names its Elements after the Input's, runs
// Read beside the maps' fetch and Settle once the maps and the elements
// are named. Source naming does not know what a cause is.
type CauseJob interface {
	// Elements are the raws whose markup the causes need named: their
	// carriers and the <style> elements holding their declarations.
	Elements() []*Raw
	// Read asks the page's cascade what it needs; it runs beside the
	// maps' fetch and may use r's origin and fetch, not its root.
	Read(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, r Resolver)
	// Settle is the causes, in the findings' order, from what Read found,
	// the Input's Elements' sources (the findings' elements first) and
	// its own Elements' (extra), each in their order.
	Settle(r Resolver, elements, extra []*contract.Source) []*contract.Cause
}

// Resolver is one capture's source naming as the cascade uses it: paths
// named as the elements' are, and maps fetched through the page.
type Resolver struct{ r *sourceResolver }

// Origin is the page's origin, "" when it has none (file:, about:).
func (x Resolver) Origin() string { return x.r.origin }

// DisplayPath names a file, a URL or a map's source as the elements'
// sources are named: relative to the project when it is known.
func (x Resolver) DisplayPath(file string) string { return displayPath(file, x.r.root, x.r.origin) }

// Scripts are the page's own script responses, by URL.
func (x Resolver) Scripts() map[string]Script { return x.r.scripts }

// FetchMap fetches the source map at mapURL through the page (its
// isolated world, so the network policy applies), or nil.
func (x Resolver) FetchMap(page *rod.Page, world proto.RuntimeExecutionContextID, mapURL string) *Map {
	m := x.r.fetchInPage(page, world, []mapJob{{URL: mapURL, Map: true}})[mapURL]
	if m == nil {
		return nil
	}
	return &Map{m.settle()}
}

// Map is a source map, ready for lookups.
type Map struct{ m *sourceMap }

// ParseMap reads a source map's JSON that lives at base (an inline map's:
// its sheet's URL), or nil when it is not one.
func ParseMap(raw []byte, base string) *Map {
	m := parseSourceMap(raw, base, false)
	if m == nil {
		return nil
	}
	return &Map{m.settle()}
}

// Lookup maps a 0-based generated position to a resolved source and a
// 0-based original line and column.
func (m *Map) Lookup(line, col int) (string, int, int, bool) { return m.m.lookup(line, col) }

// SourceMappingURL is a text's last sourceMappingURL comment, or "".
func SourceMappingURL(text string) string { return sourceMappingURL(text) }

// OriginOf is a URL's scheme and host, "" when it is not http(s).
func OriginOf(u string) string { return originOf(u) }

// FrameworkFile reports a dependency's or framework's file: not the app's
// to edit, so never a finding's source.
func FrameworkFile(p string) bool { return frameworkFile(p) }

// DocumentFile is the project-relative file a dev server serves for a
// page URL, or "".
func DocumentFile(pageURL string) string { return documentFile(pageURL) }

// ProjectDir says what marks dir as a project's folder: workspace, a
// lockfile or .git (its root: nothing above it is the project's); pkg, a
// package.json.
func ProjectDir(dir string) (workspace, pkg bool) {
	return hasMarker(dir, projectMarkers[0]), hasMarker(dir, projectMarkers[1])
}
