package source

import (
	_ "embed"
	"fmt"
	"net/url"
	"regexp"
	"strings"

	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

//go:embed js/source.js
var JS string

// rawSource is what source.js found on an element: a location the
// development build recorded (Svelte, inspector attributes, React 18), or
// what still needs the dev server's source maps (React 19 owner-stack
// frames, a Vue template to find the element in).
type Raw struct {
	Via       string       `json:"via"` // "svelte", "attribute", "react", "vue", "angular", "overlay" or "html"
	File      string       `json:"file"`
	Line      int          `json:"line"`
	Column    int          `json:"column"`
	Component string       `json:"component"`
	Frames    []string     `json:"frames"` // "url:line:col", innermost first
	Template  *TemplateRef `json:"template"`
	HTML      *HTMLRef     `json:"html"` // a plain page's element, to find in the served HTML
}

// templateRef is a Vue element to find in its component's template.
type TemplateRef struct {
	URL     string   `json:"url"` // the component's module, whose source map holds the .vue text
	Tag     string   `json:"tag"`
	Classes []string `json:"classes"`
	ID      string   `json:"id"`
}

// A position is "url:line:col" (1-based, like DevTools). positionTail is its
// tail; stackPosition finds positions in a stack trace's text, where the
// URL must look like a script's (webpack's eval'd modules are named
// "webpack-internal:///(layer)/./file"), and framePosition reads a whole
// string as one, any URL.
const positionTail = `:(\d+):(\d+)`

var (
	stackPosition = regexp.MustCompile(`((?:https?://|webpack-internal:///(?:\([\w-]+\)/)?)[^\s()]+?)` + positionTail)
	framePosition = regexp.MustCompile(`^(.+)` + positionTail + `$`)
)

// rscFrame is a frame of a React Server Component, replayed in the browser
// by React's Flight client: "about://React/Server/file:///…/chunk.js?3".
var rscFrame = regexp.MustCompile(`^(?:about|rsc)://React/[^/]+/(.+?)(?:\?\d+)?$`)

// Script is a script response the page received: its request, to read the
// body again, and its ETag, which identifies its content: a map read for
// it in an earlier capture still holds while it is the same.
type Script struct {
	ID   proto.NetworkRequestID
	ETag string
}

// mapJob is one script (or source map) the resolver needs.
type mapJob struct {
	URL     string `json:"url"`
	Map     bool   `json:"map,omitempty"`     // URL is a source map, not a script
	Content bool   `json:"content,omitempty"` // keep the original text (Vue templates)
}

// sourceResolver turns raw locations into Sources for one capture. Each
// script's map is read once per capture, or taken from the manager's cache.
type sourceResolver struct {
	cache   *Cache
	scripts map[string]Script // the page's own script responses, by URL
	origin  string
	next    bool // the page is a Next.js dev build: server frames map through its endpoint
	jobs    []mapJob
	index   map[string]int             // job URL -> jobs index
	maps    map[string]*sourceMap      // job URL -> fetched map
	root    string                     // the project directory (file:// URL), when the page tells it
	mapped  map[Frame]*contract.Source // frames already mapped: a list's items share their JSX line
	inDeps  map[Frame]bool             // frames whose map puts them in a dependency or framework
}

func newSourceResolver(pageURL string, next bool, cache *Cache, scripts map[string]Script) *sourceResolver {
	return &sourceResolver{origin: OriginOf(pageURL), next: next, index: map[string]int{}, maps: map[string]*sourceMap{}, cache: cache, scripts: scripts}
}

// cacheKey is what identifies a job's map across captures: the script's
// URL and ETag (and whether its text was kept), or "" when the script has
// no validator and must be read again.
func (r *sourceResolver) cacheKey(j mapJob) string {
	tag := r.scripts[j.URL].ETag
	if j.Map || tag == "" || r.cache == nil {
		return ""
	}
	return fmt.Sprintf("%s\x00%s\x00%v", j.URL, tag, j.Content)
}

// job names what mapping a frame URL needs, or "" when it cannot be mapped
// (another origin, a framework's file).
func (r *sourceResolver) job(frameURL string, content bool) string {
	var j mapJob
	if m := rscFrame.FindStringSubmatch(frameURL); m != nil {
		if !r.next || r.origin == "" {
			return ""
		}
		j = mapJob{URL: r.nextMapURL(m[1]), Map: true}
	} else if strings.HasPrefix(frameURL, "webpack-internal:") {
		// Next.js on webpack runs each client module in an eval with its
		// own map, which Next's endpoint serves; no other server has one.
		if !r.next || r.origin == "" || FrameworkFrame.MatchString(frameURL) {
			return ""
		}
		j = mapJob{URL: r.nextMapURL(frameURL), Map: true}
	} else {
		if r.origin == "" || OriginOf(frameURL) != r.origin || FrameworkFrame.MatchString(frameURL) {
			return ""
		}
		j = mapJob{URL: frameURL, Content: content}
	}
	if i, ok := r.index[j.URL]; ok {
		r.jobs[i].Content = r.jobs[i].Content || j.Content
		return j.URL
	}
	// A map already in hand serves, unless it was kept without the
	// original text and this job needs it.
	if _, ok := r.maps[j.URL]; ok && !j.Content {
		return j.URL
	}
	if m := r.cache.get(r.cacheKey(j)); m != nil {
		r.maps[j.URL] = m
		return j.URL
	}
	if len(r.jobs) >= contract.Limits.SourceMaps {
		return ""
	}
	r.index[j.URL] = len(r.jobs)
	r.jobs = append(r.jobs, j)
	return j.URL
}

// nextMapURL is Next's dev endpoint that serves the source map of a
// module or server chunk.
func (r *sourceResolver) nextMapURL(filename string) string {
	return r.origin + "/__nextjs_source-map?filename=" + url.QueryEscape(filename)
}

// want registers what a raw element source will need.
func (r *sourceResolver) want(s *Raw) {
	if s == nil {
		return
	}
	for _, f := range s.Frames {
		if fr, ok := ParseFrame(f); ok {
			r.job(fr.URL, false)
		}
	}
	if s.Template != nil {
		r.job(s.Template.URL, true)
	}
}

// frame maps one frame to the app's original code. It reports false when
// the frame cannot be mapped or lands in a dependency, so the caller can try
// the next one.
func (r *sourceResolver) Frame(f Frame) (*contract.Source, bool) {
	if s, ok := r.mapped[f]; ok {
		return s, s != nil
	}
	s, ok := r.mapFrame(f)
	if r.mapped == nil {
		r.mapped = map[Frame]*contract.Source{}
	}
	r.mapped[f] = s
	return s, ok
}

func (r *sourceResolver) mapFrame(f Frame) (*contract.Source, bool) {
	j := r.job(f.URL, false)
	m := r.maps[j]
	if j == "" || m == nil {
		return nil, false
	}
	if m.None {
		return f.Unmapped(r.origin), true
	}
	file, line, col, ok := m.lookup(f.Line-1, f.Column-1)
	if !ok {
		return nil, false
	}
	root := r.root
	if root == "" {
		root = m.projectRoot()
	}
	if file = displayPath(file, root, r.origin); FrameworkFile(file) {
		if r.inDeps == nil {
			r.inDeps = map[Frame]bool{}
		}
		r.inDeps[f] = true
		return nil, false
	}
	return &contract.Source{File: file, Line: line + 1, Column: col + 1, Component: componentName(f.Fn, file)}, true
}

// message is the Source of a console entry or uncaught error: the first
// of its app frames that maps to the app's code, else the first frame as
// the page names it, unless that is a framework's.
func (r *sourceResolver) message(at Frame, more []Frame) *contract.Source {
	for _, f := range append([]Frame{at}, more...) {
		if s, ok := r.Frame(f); ok {
			return s
		}
	}
	if r.inDeps[at] {
		return nil // its map says it is a dependency's code
	}
	return at.Unmapped(r.origin)
}

// element is the Source of a finding's element, or nil.
func (r *sourceResolver) element(s *Raw) *contract.Source {
	if s == nil {
		return nil
	}
	out := &contract.Source{File: s.File, Line: s.Line, Column: s.Column, Component: s.Component}
	switch {
	case len(s.Frames) > 0:
		out.File, out.Line, out.Column = "", 0, 0
		for _, raw := range s.Frames {
			fr, ok := ParseFrame(raw)
			if !ok {
				continue
			}
			if m, ok := r.Frame(fr); ok {
				out.File, out.Line, out.Column = m.File, m.Line, m.Column
				break
			}
		}
	case s.Template != nil:
		if m := r.maps[r.job(s.Template.URL, true)]; m != nil {
			out.Line, out.Column = templateLine(m, s.File, s.Template)
		}
	}
	if abs := absPath(out.File); abs != "" {
		if r.root == "" {
			r.root = r.knownRoot(abs)
		}
		out.File = displayPath(out.File, r.root, r.origin)
	}
	if FrameworkFile(out.File) {
		out.File, out.Line, out.Column = "", 0, 0
	}
	if out.File == "" && out.Component == "" {
		return nil
	}
	if out.Component == "" {
		out.Component = componentName("", out.File)
	}
	return out
}
