package source

import (
	"cmp"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

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
				name := q.Query().Get("filename")
				m.root = cmp.Or(nextProjectRoot(name), moduleRoot(name, m))
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
	ref := SourceMappingURL(text)
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
	if err != nil || OriginOf(u.String()) != r.origin {
		return nil, ""
	}
	return nil, u.String()
}

// scriptText is a script's code as the renderer holds it: the response
// body of the page's own request when the collector saw it, else the
// frame's resource.
func (r *sourceResolver) scriptText(page *rod.Page, scriptURL string) (string, bool) {
	if s, ok := r.scripts[scriptURL]; ok {
		if res, err := (proto.NetworkGetResponseBody{RequestID: s.ID}).Call(page); err == nil {
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

// SourceMappingURL is the script's last sourceMappingURL comment, or "".
func SourceMappingURL(text string) string {
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
	ctx, cancel := context.WithTimeout(page.GetContext(), contract.Limits.SourceMapFetch+200*time.Millisecond)
	defer cancel()
	args, _ := json.Marshal(todo)
	res, err := proto.RuntimeEvaluate{
		Expression:   fmt.Sprintf("(%s)(%s, %d)", sourceMapJS, args, contract.Limits.SourceMapFetch.Milliseconds()),
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

// mapCache keeps source maps across captures, keyed by script URL and
// ETag: a dev server changes the validator when it serves new code, so a
// hit is the map of the very script the page ran. Bounded by the size of
// the mappings it holds.
type Cache struct {
	mu    sync.Mutex
	maps  map[string]*sourceMap
	bytes int
}

// mapCacheBytes bounds the mappings the cache holds; past it, it starts over.
const mapCacheBytes = 32 << 20

func (c *Cache) get(key string) *sourceMap {
	if c == nil || key == "" {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.maps[key]
}

func (c *Cache) put(key string, m *sourceMap) {
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
