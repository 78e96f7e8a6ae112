package source

import (
	"github.com/vibelens/vibelens/browser/source/vlq"

	"cmp"
	_ "embed"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod/lib/proto"
)

// frameworkFrame reports a stack frame URL that belongs to a framework, a
// bundler runtime or a dependency, not to the app: the first frame outside
// these is where the app's code called console.error or threw.
var FrameworkFrame = regexp.MustCompile(`/node_modules/|/node_modules_|node_modules%2F|/\.vite/deps/|/@vite/|/@react-refresh|/@id/|` +
	`/_next/static/chunks/(?:[^/]*(?:next_dist|node_modules|react-dom|turbopack|%5Bturbopack%5D|\[turbopack\]|webpack)[^/]*)$|` +
	`/_next/static/chunks/(?:webpack|main|main-app|framework|polyfills|react-refresh)[-.]|` +
	`webpack-internal:///.*node_modules|/_nuxt/(?:@fs/.*/)?node_modules/|/@fs/.*/node_modules/|^chrome-extension://|^extensions::`)

// stackFrameLimit bounds how deep the search for an app frame goes.
const stackFrameLimit = 40

// frame is one stack position: a script URL, 1-based line and column (like
// DevTools), and the function's name.
type Frame struct {
	URL          string
	Line, Column int
	Fn           string
}

func (f Frame) String() string {
	if f.URL == "" {
		return ""
	}
	switch {
	case f.Line > 0 && f.Column > 0:
		return fmt.Sprintf("%s:%d:%d", f.URL, f.Line, f.Column)
	case f.Line > 0:
		return fmt.Sprintf("%s:%d", f.URL, f.Line)
	}
	return f.URL
}

// unmapped is the frame as a Source before any source map is applied: the
// script as the page names it, shortened to its path on the page's origin.
// A framework's frame is no source; a module webpack ran in an eval has
// its file in its name, but its lines are the eval's, not the file's.
func (f Frame) Unmapped(origin string) *contract.Source {
	if f.URL == "" || FrameworkFrame.MatchString(f.URL) {
		return nil
	}
	file := displayPath(f.URL, "", origin)
	if FrameworkFile(file) {
		return nil
	}
	if strings.HasPrefix(f.URL, "webpack-internal:") {
		return &contract.Source{File: file, Component: componentName(f.Fn, file)}
	}
	return &contract.Source{File: file, Line: f.Line, Column: f.Column, Component: componentName(f.Fn, "")}
}

// appSource is the first frame in the stack, async parents included, that
// is the app's own code; the top frame when every frame is a framework's.
func appSource(st *proto.RuntimeStackTrace) Frame {
	at, _ := AppFrames(st)
	return at
}

// moreAppFrames is how many app frames after the first are kept, for when
// the first maps into a dependency bundled with the app's code.
const moreAppFrames = 3

// appFrames is appSource and the app frames below it, at most
// moreAppFrames.
func AppFrames(st *proto.RuntimeStackTrace) (Frame, []Frame) {
	var top, at Frame
	var more []Frame
	n := 0
	for ; st != nil; st = st.Parent {
		for _, f := range st.CallFrames {
			if f.URL == "" {
				continue
			}
			fr := Frame{URL: f.URL, Line: f.LineNumber + 1, Column: f.ColumnNumber + 1, Fn: f.FunctionName}
			if top.URL == "" {
				top = fr
			}
			if !FrameworkFrame.MatchString(f.URL) {
				if at.URL == "" {
					at = fr
				} else if more = append(more, fr); len(more) >= moreAppFrames {
					return at, more
				}
			}
			if n++; n >= stackFrameLimit {
				return cmp.Or(at, top), more
			}
		}
	}
	return cmp.Or(at, top), more
}

// parseFrame splits "url:line:col" into a frame.
func ParseFrame(s string) (Frame, bool) {
	m := framePosition.FindStringSubmatch(s)
	if m == nil {
		return Frame{}, false
	}
	line, _ := strconv.Atoi(m[2])
	col, _ := strconv.Atoi(m[3])
	return Frame{URL: m[1], Line: line, Column: col}, true
}

// sourceMapJS fetches source maps in the page: js/sourcemap.js.
//
//go:embed js/sourcemap.js
var sourceMapJS string

// sourceMap is the part of a source map (or of one section of an index map)
// that mapping needs.
type sourceMap struct {
	URL            string `json:"url"` // where the map lives: relative sources resolve against it
	None           bool   // the script has no map: its positions are the original ones
	Sources        []string
	SourcesContent []*string
	SourceRoot     string
	Mappings       string
	Sections       []struct {
		Offset struct{ Line, Column int }
		Map    *sourceMap
	}
	root string // the project directory, when the map's location tells it
}

func OriginOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// lookup maps a 0-based generated position to a resolved source URL or path
// and a 0-based original line and column.
func (m *sourceMap) lookup(line, col int) (string, int, int, bool) {
	if len(m.Sections) > 0 {
		var in *sourceMap
		var dl, dc int
		for _, s := range m.Sections {
			if s.Offset.Line > line || (s.Offset.Line == line && s.Offset.Column > col) {
				break
			}
			in, dl, dc = s.Map, s.Offset.Line, s.Offset.Column
		}
		if in == nil {
			return "", 0, 0, false
		}
		if line == dl {
			col -= dc
		}
		return in.lookup(line-dl, col)
	}
	src, l, c, ok := vlq.Find(m.Mappings, line, col)
	if !ok || src < 0 || src >= len(m.Sources) {
		return "", 0, 0, false
	}
	return m.resolve(m.Sources[src]), l, c, true
}

// settle passes the map's location and root down to its sections, once,
// before the map is used: lookup only reads, so one map may serve
// concurrent captures.
func (m *sourceMap) settle() *sourceMap {
	for _, s := range m.Sections {
		if s.Map == nil {
			continue
		}
		if s.Map.URL == "" {
			s.Map.URL = m.URL
		}
		if s.Map.root == "" {
			s.Map.root = m.root
		}
		s.Map.settle()
	}
	return m
}

// dropContent forgets the original texts: only Vue templates need them.
func (m *sourceMap) dropContent() {
	m.SourcesContent = nil
	for _, s := range m.Sections {
		if s.Map != nil {
			s.Map.dropContent()
		}
	}
}

// size is about how many bytes the map holds.
func (m *sourceMap) size() int {
	n := len(m.Mappings) + 64*len(m.Sources)
	for _, c := range m.SourcesContent {
		if c != nil {
			n += len(*c)
		}
	}
	for _, s := range m.Sections {
		if s.Map != nil {
			n += s.Map.size()
		}
	}
	return n
}

// resolve makes a source entry absolute against sourceRoot and the map's URL.
func (m *sourceMap) resolve(s string) string {
	if m.SourceRoot != "" && !strings.Contains(s, "://") && !strings.HasPrefix(s, "/") {
		s = strings.TrimSuffix(m.SourceRoot, "/") + "/" + s
	}
	if strings.Contains(s, "://") {
		return s
	}
	base, err := url.Parse(m.URL)
	if err != nil {
		return s
	}
	ref, err := url.Parse(s)
	if err != nil {
		return s
	}
	return base.ResolveReference(ref).String()
}
