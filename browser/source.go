package browser

import (
	"cmp"
	"context"
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"path"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

//go:embed js/source.js
var sourceJS string

// rawSource is what source.js found on an element: a location the
// development build recorded (Svelte, inspector attributes, React 18), or
// what still needs the dev server's source maps (React 19 owner-stack
// frames, a Vue template to find the element in).
type rawSource struct {
	Via       string       `json:"via"` // "svelte", "attribute", "react", "vue", "angular" or "overlay"
	File      string       `json:"file"`
	Line      int          `json:"line"`
	Column    int          `json:"column"`
	Component string       `json:"component"`
	Frames    []string     `json:"frames"` // "url:line:col", innermost first
	Template  *templateRef `json:"template"`
}

// templateRef is a Vue element to find in its component's template.
type templateRef struct {
	URL     string   `json:"url"` // the component's module, whose source map holds the .vue text
	Tag     string   `json:"tag"`
	Classes []string `json:"classes"`
	ID      string   `json:"id"`
}

// stackPosition is a "url:line:col" in a stack trace's text.
var stackPosition = regexp.MustCompile(`(https?://[^\s()]+?):(\d+):(\d+)`)

// rscFrame is a frame of a React Server Component, replayed in the browser
// by React's Flight client: "about://React/Server/file:///…/chunk.js?3".
var rscFrame = regexp.MustCompile(`^(?:about|rsc)://React/[^/]+/(.+?)(?:\?\d+)?$`)

// mapJob is one script (or source map) the resolver needs.
type mapJob struct {
	URL     string `json:"url"`
	Map     bool   `json:"map,omitempty"`     // URL is a source map, not a script
	Content bool   `json:"content,omitempty"` // keep the original text (Vue templates)
}

// sourceResolver turns raw locations into Sources for one capture. Each
// script's map is read once per capture, or taken from the manager's cache.
type sourceResolver struct {
	cache   *mapCache
	scripts map[string]scriptResponse // the page's own script responses, by URL
	origin  string
	next    bool // the page is a Next.js dev build: server frames map through its endpoint
	jobs    []mapJob
	index   map[string]int        // job URL -> jobs index
	maps    map[string]*sourceMap // job URL -> fetched map
	root    string                // the project directory (file:// URL), when the page tells it
	mapped  map[frame]*Source     // frames already mapped: a list's items share their JSX line
}

func newSourceResolver(pageURL string, next bool, cache *mapCache, scripts map[string]scriptResponse) *sourceResolver {
	return &sourceResolver{origin: originOf(pageURL), next: next, index: map[string]int{}, maps: map[string]*sourceMap{}, cache: cache, scripts: scripts}
}

// cacheKey is what identifies a job's map across captures: the script's
// URL and ETag (and whether its text was kept), or "" when the script has
// no validator and must be read again.
func (r *sourceResolver) cacheKey(j mapJob) string {
	tag := r.scripts[j.URL].etag
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
		j = mapJob{URL: r.origin + "/__nextjs_source-map?filename=" + url.QueryEscape(m[1]), Map: true}
	} else {
		if r.origin == "" || originOf(frameURL) != r.origin || frameworkFrame.MatchString(frameURL) {
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
	if len(r.jobs) >= 30 {
		return ""
	}
	r.index[j.URL] = len(r.jobs)
	r.jobs = append(r.jobs, j)
	return j.URL
}

// want registers what a raw element source will need.
func (r *sourceResolver) want(s *rawSource) {
	if s == nil {
		return
	}
	for _, f := range s.Frames {
		if fr, ok := parseFrame(f); ok {
			r.job(fr.URL, false)
		}
	}
	if s.Template != nil {
		r.job(s.Template.URL, true)
	}
}

// fetch reads what the jobs need. A script comes from the renderer's own
// copy (no request, and exactly the code the page ran) with its inline map
// decoded here; external maps, and Next's Server Component maps, are
// fetched through the page in one evaluation.
func (r *sourceResolver) fetch(page *rod.Page, world proto.RuntimeExecutionContextID) {
	if len(r.jobs) == 0 {
		return
	}
	found := make([]*sourceMap, len(r.jobs))
	remote := make([]mapJob, len(r.jobs)) // the map to fetch for job i, if any
	var wg sync.WaitGroup
	for i, j := range r.jobs {
		if j.Map {
			remote[i] = j
			continue
		}
		wg.Go(func() {
			m, mapURL := r.fromRenderer(page, j)
			found[i] = m
			if mapURL != "" {
				remote[i] = mapJob{URL: mapURL, Map: true, Content: j.Content}
			}
		})
	}
	wg.Wait()
	fetched := r.fetchInPage(page, world, remote)
	for i, j := range r.jobs {
		m := found[i]
		if m == nil && remote[i].URL != "" {
			m = fetched[remote[i].URL]
		}
		if m == nil {
			continue
		}
		if j.Map {
			if q, err := url.Parse(j.URL); err == nil {
				m.root = nextProjectRoot(q.Query().Get("filename"))
			}
		}
		r.maps[j.URL] = m.settle()
		r.cache.put(r.cacheKey(j), m)
	}
}

// fromRenderer reads a script from the renderer and returns its inline
// source map (or one with None set when it has none), or the URL of its
// external map to fetch; neither when the renderer no longer has it.
func (r *sourceResolver) fromRenderer(page *rod.Page, j mapJob) (*sourceMap, string) {
	text, ok := r.scriptText(page, j.URL)
	if !ok {
		return nil, ""
	}
	ref := sourceMappingURL(text)
	if ref == "" {
		return &sourceMap{None: true}, ""
	}
	if data, isData := strings.CutPrefix(ref, "data:"); isData {
		meta, payload, _ := strings.Cut(data, ",")
		var raw []byte
		var err error
		if strings.HasSuffix(meta, ";base64") {
			raw, err = base64.StdEncoding.DecodeString(payload)
		} else {
			var s string
			s, err = url.PathUnescape(payload)
			raw = []byte(s)
		}
		if err != nil {
			return nil, ""
		}
		return parseSourceMap(raw, j.URL, j.Content), ""
	}
	base, err := url.Parse(j.URL)
	if err != nil {
		return nil, ""
	}
	u, err := base.Parse(ref)
	if err != nil || originOf(u.String()) != r.origin {
		return nil, ""
	}
	return nil, u.String()
}

// scriptText is a script's code as the renderer holds it: the response
// body of the page's own request when the collector saw it, else the
// frame's resource.
func (r *sourceResolver) scriptText(page *rod.Page, scriptURL string) (string, bool) {
	if s, ok := r.scripts[scriptURL]; ok {
		if res, err := (proto.NetworkGetResponseBody{RequestID: s.id}).Call(page); err == nil {
			return decodeBody(res.Body, res.Base64Encoded)
		}
	}
	res, err := proto.PageGetResourceContent{FrameID: page.FrameID, URL: scriptURL}.Call(page)
	if err != nil {
		return "", false
	}
	return decodeBody(res.Content, res.Base64Encoded)
}

func decodeBody(text string, b64 bool) (string, bool) {
	if !b64 {
		return text, true
	}
	b, err := base64.StdEncoding.DecodeString(text)
	return string(b), err == nil
}

// sourceMappingURL is the script's last sourceMappingURL comment, or "".
func sourceMappingURL(text string) string {
	i := strings.LastIndex(text, "sourceMappingURL=")
	if i < 2 || (!strings.HasPrefix(text[i-2:], "# ") && !strings.HasPrefix(text[i-2:], "@ ")) {
		return ""
	}
	ref, _, _ := strings.Cut(strings.TrimSpace(text[i+len("sourceMappingURL="):]), "\n")
	ref = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(ref), "*/"))
	return ref
}

// parseSourceMap reads a source map that lives at mapURL (for an inline
// map, the script's URL), keeping the original text only when asked.
func parseSourceMap(raw []byte, mapURL string, content bool) *sourceMap {
	var m sourceMap
	if json.Unmarshal(raw, &m) != nil {
		return nil
	}
	m.URL = mapURL
	if !content {
		m.dropContent()
	}
	return &m
}

// fetchInPage runs the jobs left for the page in one evaluation, in world
// (the isolated one, so the page's own fetch wrappers never see it) when
// there is one.
func (r *sourceResolver) fetchInPage(page *rod.Page, world proto.RuntimeExecutionContextID, jobs []mapJob) map[string]*sourceMap {
	var todo []mapJob
	seen := map[string]bool{}
	for _, j := range jobs {
		if j.URL != "" && !seen[j.URL] {
			seen[j.URL] = true
			todo = append(todo, j)
		}
	}
	if len(todo) == 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), sourceMapBudget+200*time.Millisecond)
	defer cancel()
	args, _ := json.Marshal(todo)
	res, err := proto.RuntimeEvaluate{
		Expression:   fmt.Sprintf("(%s)(%s, %d)", sourceMapJS, args, sourceMapBudget.Milliseconds()),
		ContextID:    world,
		AwaitPromise: true, ReturnByValue: true,
	}.Call(page.Context(ctx))
	if err != nil || res.ExceptionDetails != nil {
		return nil
	}
	var fetched map[string]*sourceMap
	_ = json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &fetched)
	return fetched
}

// frame maps one frame to the app's original code. It reports false when
// the frame cannot be mapped or lands in a dependency, so the caller can try
// the next one.
func (r *sourceResolver) frame(f frame) (*Source, bool) {
	if s, ok := r.mapped[f]; ok {
		return s, s != nil
	}
	s, ok := r.mapFrame(f)
	if r.mapped == nil {
		r.mapped = map[frame]*Source{}
	}
	r.mapped[f] = s
	return s, ok
}

func (r *sourceResolver) mapFrame(f frame) (*Source, bool) {
	j := r.job(f.URL, false)
	m := r.maps[j]
	if j == "" || m == nil {
		return nil, false
	}
	if m.None {
		return f.unmapped(r.origin), true
	}
	file, line, col, ok := m.lookup(f.Line-1, f.Column-1)
	if !ok || strings.Contains(file, "/node_modules/") {
		return nil, false
	}
	root := r.root
	if root == "" {
		root = m.projectRoot()
	}
	file = displayPath(file, root, r.origin)
	return &Source{File: file, Line: line + 1, Column: col + 1, Component: componentName(f.Fn, file)}, true
}

// message is the Source of a console entry or uncaught error: its app
// frame mapped, else the frame as the page names it.
func (r *sourceResolver) message(f frame) *Source {
	if s, ok := r.frame(f); ok {
		return s
	}
	return f.unmapped(r.origin)
}

// element is the Source of a finding's element, or nil.
func (r *sourceResolver) element(s *rawSource) *Source {
	if s == nil {
		return nil
	}
	out := &Source{File: s.File, Line: s.Line, Column: s.Column, Component: s.Component}
	switch {
	case len(s.Frames) > 0:
		out.File, out.Line, out.Column = "", 0, 0
		for _, raw := range s.Frames {
			fr, ok := parseFrame(raw)
			if !ok {
				continue
			}
			if m, ok := r.frame(fr); ok {
				out.File, out.Line, out.Column = m.File, m.Line, m.Column
				break
			}
		}
	case s.Template != nil:
		if m := r.maps[r.job(s.Template.URL, true)]; m != nil {
			out.Line, out.Column = templateLine(m, s.File, s.Template)
		}
	}
	if strings.HasPrefix(out.File, "/") || strings.HasPrefix(out.File, "file://") {
		out.File = displayPath(out.File, "", r.origin)
	}
	if out.File == "" && out.Component == "" {
		return nil
	}
	if out.Component == "" {
		out.Component = componentName("", out.File)
	}
	return out
}

// resolveSources gives each finding and each console entry and uncaught
// error the Source of its app code, mapping through the dev server's
// source maps, which it fetches once each for the capture. It returns the
// time it took.
func resolveSources(page *rod.Page, world proto.RuntimeExecutionContextID, c *collector, snap *snapshotResult, cache *mapCache) time.Duration {
	t0 := time.Now()
	raw := snap.Findings
	c.mu.Lock()
	scripts := maps.Clone(c.scripts)
	c.mu.Unlock()
	r := newSourceResolver(snap.URL, raw != nil && raw.Next, cache, scripts)
	if raw != nil {
		if m := rscFrame.FindStringSubmatch(raw.ServerFrame); m != nil {
			r.root = nextProjectRoot(m[1])
		}
	}
	if raw != nil {
		for i := range raw.Findings {
			r.want(raw.Findings[i].Origin)
		}
		if a := raw.HydrationAnchor; a != nil {
			r.want(a.Origin)
		}
	}
	c.mu.Lock()
	for _, e := range c.console {
		r.job(e.at.URL, false)
		for _, m := range stackPosition.FindAllStringSubmatch(e.Text, 20) {
			r.job(m[1], false)
		}
	}
	for _, e := range c.errors {
		r.job(e.at.URL, false)
		for _, m := range stackPosition.FindAllStringSubmatch(e.Message, 20) {
			r.job(m[1], false)
		}
	}
	failedBefore := len(c.failed)
	c.mu.Unlock()

	r.fetch(page, world)

	if raw != nil {
		for i := range raw.Findings {
			raw.Findings[i].Source = r.element(raw.Findings[i].Origin)
		}
		if a := raw.HydrationAnchor; a != nil {
			a.source = r.element(a.Origin)
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	// A map the dev server does not have is not the page's failed request.
	kept := c.failed[:failedBefore]
	for _, f := range c.failed[failedBefore:] {
		if _, ours := r.index[f.URL]; !ours && !strings.HasSuffix(strings.SplitN(f.URL, "?", 2)[0], ".map") {
			kept = append(kept, f)
		}
	}
	c.failed = kept
	for i := range c.console {
		e := &c.console[i]
		e.Source = r.message(e.at)
		// React logs caught errors and some warnings from its own code: the
		// app frame is not on the stack, but the error's stack in the text
		// has it, and the message or its component stack names the
		// component; both say more than a line in react-dom.
		if frameworkFrame.MatchString(e.at.URL) {
			name := namedComponent(e.rawText())
			if name == "" && len(e.Components) > 0 {
				name = e.Components[0]
			}
			if src := r.firstInText(e.Text); src != nil {
				e.Source = &Source{File: src.File, Line: src.Line, Column: src.Column, Component: cmp.Or(name, src.Component)}
			} else if name != "" {
				e.Source = &Source{Component: name}
			}
		}
		e.Text = r.mapText(e.Text)
	}
	for i := range c.errors {
		e := &c.errors[i]
		e.Source = r.message(e.at)
		e.Message = r.mapText(e.Message)
	}
	return time.Since(t0)
}

// mapText rewrites the app's positions in a stack quoted in text to the
// original files, so the text agrees with source.
func (r *sourceResolver) mapText(text string) string {
	return stackPosition.ReplaceAllStringFunc(text, func(pos string) string {
		if fr, ok := parseFrame(pos); ok {
			if s, ok := r.frame(fr); ok {
				return fmt.Sprintf("%s:%d:%d", s.File, s.Line, s.Column)
			}
		}
		return pos
	})
}

// firstInText is the first position in a stack quoted in text that maps to
// the app's code, or nil.
func (r *sourceResolver) firstInText(text string) *Source {
	for _, pos := range stackPosition.FindAllString(text, 20) {
		if fr, ok := parseFrame(pos); ok && !frameworkFrame.MatchString(fr.URL) {
			if s, ok := r.frame(fr); ok {
				return s
			}
		}
	}
	return nil
}

// componentName is the component a frame's function belongs to: the
// PascalCase name React and Svelte components have ("PriceTag",
// "PriceTag.useEffect"), else the file's name for single-file components
// (.vue, .svelte), else "".
var pascalName = regexp.MustCompile(`^(?:async )?([A-Z][A-Za-z0-9_$]*)(?:\.|$)`)

// notComponents are built-in receivers V8 prints in frame names.
var notComponents = map[string]bool{"Object": true, "Array": true, "Promise": true, "Function": true, "Module": true, "Map": true, "Set": true, "Reflect": true, "JSON": true, "HTMLElement": true, "Window": true, "Document": true}

func componentName(fn, file string) string {
	if m := pascalName.FindStringSubmatch(fn); m != nil && !notComponents[m[1]] {
		return m[1]
	}
	switch ext := path.Ext(file); ext {
	case ".vue", ".svelte":
		return strings.TrimSuffix(path.Base(file), ext)
	}
	return ""
}

// nextProjectRoot derives the app's directory from a Next.js server chunk
// path, "file:///app/.next/dev/server/chunks/ssr/x.js" -> "file:///app/":
// the dist folder's parent. "" when the path is not one.
func nextProjectRoot(chunk string) string {
	i := strings.Index(chunk, "/server/chunks/")
	if i < 0 {
		i = strings.Index(chunk, "/server/app/")
	}
	if i < 0 {
		return ""
	}
	dist := strings.TrimSuffix(chunk[:i], "/dev")
	j := strings.LastIndex(dist, "/")
	if j < 0 {
		return ""
	}
	return dist[:j+1]
}

// mapCache keeps source maps across captures, keyed by script URL and
// ETag: a dev server changes the validator when it serves new code, so a
// hit is the map of the very script the page ran. Bounded by the size of
// the mappings it holds.
type mapCache struct {
	mu    sync.Mutex
	maps  map[string]*sourceMap
	bytes int
}

// mapCacheBytes bounds the mappings the cache holds; past it, it starts over.
const mapCacheBytes = 32 << 20

func (c *mapCache) get(key string) *sourceMap {
	if c == nil || key == "" {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.maps[key]
}

func (c *mapCache) put(key string, m *sourceMap) {
	if c == nil || key == "" || m == nil {
		return
	}
	n := m.size()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.maps == nil || c.bytes+n > mapCacheBytes {
		c.maps, c.bytes = map[string]*sourceMap{}, 0
	}
	if _, ok := c.maps[key]; !ok {
		c.maps[key] = m
		c.bytes += n
	}
}
