package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// frameworkFrame reports a stack frame URL that belongs to a framework, a
// bundler runtime or a dependency, not to the app: the first frame outside
// these is where the app's code called console.error or threw.
var frameworkFrame = regexp.MustCompile(`/node_modules/|/node_modules_|node_modules%2F|/\.vite/deps/|/@vite/|/@react-refresh|/@id/|` +
	`/_next/static/chunks/(?:[^/]*(?:next_dist|node_modules|react-dom|turbopack|%5Bturbopack%5D|\[turbopack\]|webpack)[^/]*)$|` +
	`/_next/static/chunks/(?:webpack|main|main-app|framework|polyfills|react-refresh)[-.]|` +
	`webpack-internal:///.*node_modules|/_nuxt/(?:@fs/.*/)?node_modules/|/@fs/.*/node_modules/|^chrome-extension://|^extensions::`)

// stackFrameLimit bounds how deep the search for an app frame goes.
const stackFrameLimit = 40

// appSource is "url:line:column" (1-based, like DevTools) of the first frame
// in the stack, async parents included, that is the app's own code; the
// top frame when every frame is a framework's.
func appSource(st *proto.RuntimeStackTrace) string {
	top := ""
	n := 0
	for ; st != nil; st = st.Parent {
		for _, f := range st.CallFrames {
			if f.URL == "" {
				continue
			}
			src := fmt.Sprintf("%s:%d:%d", f.URL, f.LineNumber+1, f.ColumnNumber+1)
			if top == "" {
				top = src
			}
			if !frameworkFrame.MatchString(f.URL) {
				return src
			}
			if n++; n >= stackFrameLimit {
				return top
			}
		}
	}
	return top
}

// sourcePos splits "url:line:col" into its parts.
var sourcePos = regexp.MustCompile(`^(.+):(\d+):(\d+)$`)

// sourceMapBudget bounds the in-page fetches of a capture's source maps.
const sourceMapBudget = 400 * time.Millisecond

// sourceMapJS fetches, from inside the page and so through the same network
// policy as the page itself, each script and its source map (inline data:
// URL or same-origin file), and returns only what mapping a position needs.
const sourceMapJS = `async (urls, budgetMs) => {
  const out = {};
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), budgetMs);
  const strip = (m) => (m ? { sources: m.sources || [], sourceRoot: m.sourceRoot || "", mappings: m.mappings || "" } : null);
  const deadline = new Promise((resolve) => setTimeout(resolve, budgetMs));
  const all = Promise.all(urls.map(async (u) => {
    try {
      const get = async (v) => {
        const r = await fetch(v, { signal: ctl.signal, cache: "force-cache" });
        return r.ok ? r.text() : "";
      };
      const text = await get(u);
      const i = text.lastIndexOf("sourceMappingURL=");
      if (i < 0 || i < text.length - 5000000) return;
      const ref = text.slice(i + 17).trim().split(/\s/)[0];
      let mapText = "";
      if (ref.startsWith("data:")) {
        const c = ref.indexOf(",");
        const data = ref.slice(c + 1);
        mapText = /;base64/.test(ref.slice(0, c)) ? new TextDecoder().decode(Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0))) : decodeURIComponent(data);
      } else {
        const mu = new URL(ref, u);
        if (mu.origin !== location.origin) return;
        const r2 = await fetch(mu, { signal: ctl.signal, cache: "force-cache" });
        if (!r2.ok) return;
        mapText = await r2.text();
      }
      const map = JSON.parse(mapText);
      out[u] = map.sections
        ? { sections: map.sections.slice(0, 2000).map((s) => ({ offset: s.offset, map: strip(s.map) })) }
        : strip(map);
      out[u].url = ref.startsWith("data:") ? u : new URL(ref, u).href;
    } catch (e) {}
  }));
  // Whatever is mapped by the deadline is returned; the rest is aborted.
  await Promise.race([all, deadline]);
  clearTimeout(timer);
  ctl.abort();
  return out;
}`

// sourceMap is the part of a source map (or of one section of an index map)
// that mapping needs.
type sourceMap struct {
	URL        string `json:"url"` // where the map lives: relative sources resolve against it
	Sources    []string
	SourceRoot string
	Mappings   string
	Sections   []struct {
		Offset struct{ Line, Column int }
		Map    *sourceMap
	}
}

// mapSources rewrites the source of console entries and uncaught errors
// that point into a same-origin script with a source map to the original
// file, line and column, e.g. "src/PriceTag.jsx:12:7". It fetches through
// the page, at most sourceMapBudget, each script once per capture.
func mapSources(page *rod.Page, c *collector, pageURL string) {
	origin := originOf(pageURL)
	if origin == "" {
		return
	}
	c.mu.Lock()
	var urls []string
	seen := map[string]bool{}
	collect := func(src string) {
		m := sourcePos.FindStringSubmatch(src)
		// A dependency's map is big and its source is not the app's: skip it.
		if m == nil || originOf(m[1]) != origin || frameworkFrame.MatchString(m[1]) || seen[m[1]] || len(urls) >= 20 {
			return
		}
		seen[m[1]] = true
		urls = append(urls, m[1])
	}
	for _, e := range c.console {
		collect(e.Source)
	}
	for _, e := range c.errors {
		collect(e.Source)
	}
	failedBefore := len(c.failed)
	c.mu.Unlock()
	if len(urls) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), sourceMapBudget+200*time.Millisecond)
	defer cancel()
	args, _ := json.Marshal(urls)
	res, err := proto.RuntimeEvaluate{
		Expression:    fmt.Sprintf("(%s)(%s, %d)", sourceMapJS, args, sourceMapBudget.Milliseconds()),
		AwaitPromise:  true,
		ReturnByValue: true,
	}.Call(page.Context(ctx))
	if err != nil || res.ExceptionDetails != nil {
		return
	}
	var maps map[string]*sourceMap
	if json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &maps) != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	// A map the dev server does not have is not the page's failed request.
	kept := c.failed[:failedBefore]
	for _, f := range c.failed[failedBefore:] {
		if !strings.HasSuffix(strings.SplitN(f.URL, "?", 2)[0], ".map") && !seen[f.URL] {
			kept = append(kept, f)
		}
	}
	c.failed = kept
	cache := map[string]string{}
	remap := func(src string) string {
		if v, ok := cache[src]; ok {
			return v
		}
		out := src
		if m := sourcePos.FindStringSubmatch(src); m != nil {
			if sm := maps[m[1]]; sm != nil {
				line, _ := strconv.Atoi(m[2])
				col, _ := strconv.Atoi(m[3])
				if file, l, c, ok := sm.lookup(line-1, col-1); ok && !strings.Contains(file, "node_modules") {
					out = fmt.Sprintf("%s:%d:%d", displayPath(file, sm.projectRoot(), origin), l+1, c+1)
				}
			}
		}
		cache[src] = out
		return out
	}
	for i := range c.console {
		c.console[i].Source = remap(c.console[i].Source)
	}
	for i := range c.errors {
		c.errors[i].Source = remap(c.errors[i].Source)
	}
}

func originOf(raw string) string {
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
		if in.URL == "" {
			in.URL = m.URL
		}
		if line == dl {
			col -= dc
		}
		return in.lookup(line-dl, col)
	}
	src, l, c, ok := decodeMappings(m.Mappings, line, col)
	if !ok || src < 0 || src >= len(m.Sources) {
		return "", 0, 0, false
	}
	return m.resolve(m.Sources[src]), l, c, true
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

// projectRoot guesses the app's directory from a dependency the same map
// names: everything before "/node_modules/" (Turbopack lists absolute
// file:// paths for both).
func (m *sourceMap) projectRoot() string {
	var all []string
	all = append(all, m.Sources...)
	for _, s := range m.Sections {
		if s.Map != nil {
			all = append(all, s.Map.Sources...)
		}
	}
	for _, s := range all {
		if strings.HasPrefix(s, "file://") {
			if i := strings.Index(s, "/node_modules/"); i > 0 {
				return s[:i+1]
			}
		}
	}
	return ""
}

// displayPath shortens a resolved source to a path relative to the project:
// the path of a same-origin URL, a file:// path under the project root, or
// the part after a bundler's project prefix.
func displayPath(src, root, origin string) string {
	switch {
	case origin != "" && strings.HasPrefix(src, origin+"/"):
		p := strings.TrimPrefix(src, origin+"/")
		p, _, _ = strings.Cut(p, "?")
		return p
	case root != "" && strings.HasPrefix(src, root):
		return strings.TrimPrefix(src, root)
	case strings.HasPrefix(src, "file://"):
		return strings.TrimPrefix(src, "file://")
	}
	for _, prefix := range []string{"[project]/", "/./", "webpack:///./"} {
		if i := strings.Index(src, prefix); i >= 0 {
			return src[i+len(prefix):]
		}
	}
	return src
}

// decodeMappings finds, in a source map's "mappings" string, the segment
// covering a 0-based generated line and column, and returns its source
// index and 0-based original line and column.
func decodeMappings(mappings string, line, col int) (src, srcLine, srcCol int, ok bool) {
	var s, sl, sc, name int
	genLine := 0
	i := 0
	for genLine <= line && i <= len(mappings) {
		end := strings.IndexByte(mappings[i:], ';')
		if end < 0 {
			end = len(mappings) - i
		}
		seg := mappings[i : i+end]
		genCol := 0
		best := -1
		for _, part := range strings.Split(seg, ",") {
			if part == "" {
				continue
			}
			v, good := decodeVLQ(part)
			if !good || len(v) == 0 {
				return 0, 0, 0, false
			}
			genCol += v[0]
			if len(v) >= 4 {
				s += v[1]
				sl += v[2]
				sc += v[3]
				if len(v) >= 5 {
					name += v[4]
				}
				if genLine == line && genCol <= col && genCol >= best {
					best, src, srcLine, srcCol, ok = genCol, s, sl, sc, true
				}
			}
		}
		if genLine == line {
			return src, srcLine, srcCol, ok
		}
		genLine++
		i += end + 1
	}
	return 0, 0, 0, false
}

const vlqChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// decodeVLQ decodes one base64 VLQ segment.
func decodeVLQ(s string) ([]int, bool) {
	var out []int
	value, shift := 0, 0
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(vlqChars, s[i])
		if d < 0 {
			return nil, false
		}
		value += (d & 31) << shift
		if d&32 != 0 {
			shift += 5
			if shift > 30 {
				return nil, false
			}
			continue
		}
		if value&1 != 0 {
			out = append(out, -(value >> 1))
		} else {
			out = append(out, value>>1)
		}
		value, shift = 0, 0
	}
	return out, shift == 0
}
