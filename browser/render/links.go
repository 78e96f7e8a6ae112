package render

import "net/url"

// maxLinks bounds the links a page hands a crawl: a page with more is a
// generated index, and its first links are enough to go on.
const maxLinks = 5000

// sameOriginLinks are the hrefs on pageURL's origin, without fragments
// (a hash route is the same page), each once, in document order.
func sameOriginLinks(pageURL string, hrefs []string) []string {
	base, err := url.Parse(pageURL)
	if err != nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, h := range hrefs {
		u, err := url.Parse(h)
		if err != nil {
			continue
		}
		u = base.ResolveReference(u)
		if u.Scheme != base.Scheme || u.Host != base.Host {
			continue
		}
		u.Fragment, u.RawFragment = "", ""
		if s := u.String(); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
