package egress

import (
	"net/http"
	"strings"
)

// revalidate makes the browser ask before it reuses a response the server
// did not mark immutable. A capture may reuse the tab, and so the HTTP
// cache, of the last capture of its origin (ADR 0018); a cache that serves
// a response it holds as fresh would show the page as it was before the
// user's edit: a file served with only Last-Modified stays fresh for a
// tenth of its age, one with max-age for that long. With no-cache the
// browser sends the validators it has and the server answers 304 for what
// did not change, which keeps most of the cache's gain. Immutable
// responses (Vite's pre-bundled dependencies, hashed build assets) change
// URL when they change, and no-store is left as the server said.
//
// Only plain-HTTP responses pass through here; an https server's responses
// travel in a CONNECT tunnel the proxy does not open, and keep their own
// headers.
func revalidate(resp *http.Response) error {
	cc := strings.ToLower(strings.Join(resp.Header.Values("Cache-Control"), ","))
	if strings.Contains(cc, "immutable") || strings.Contains(cc, "no-store") || strings.Contains(cc, "no-cache") {
		return nil
	}
	resp.Header.Set("Cache-Control", "no-cache")
	return nil
}
