package cli

import (
	"html"
	"net/url"
	"regexp"
)

// hrefs finds the links in a simplified DOM, which keeps href.
var hrefs = regexp.MustCompile(`<a\b[^>]*?\shref="([^"]*)"`)

// sameOriginLinks are the page's links to its own origin, resolved,
// without fragments, each once, in document order.
func sameOriginLinks(pageURL, dom string) []string {
	base, err := url.Parse(pageURL)
	if err != nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, m := range hrefs.FindAllStringSubmatch(dom, -1) {
		ref, err := url.Parse(html.UnescapeString(m[1]))
		if err != nil {
			continue
		}
		u := base.ResolveReference(ref)
		if u.Scheme != base.Scheme || u.Host != base.Host {
			continue
		}
		u.Fragment = ""
		if s := u.String(); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// pageKey is a page without its fragment: /a#x and /a are one page.
func pageKey(page string) string {
	if u, err := url.Parse(page); err == nil {
		u.Fragment = ""
		if u.Path == "" {
			u.Path = "/"
		}
		return u.String()
	}
	return page
}

// excluded reports whether --exclude keeps the link out of a crawl.
func excluded(link string, patterns []*regexp.Regexp) bool {
	for _, re := range patterns {
		if re.MatchString(link) {
			return true
		}
	}
	return false
}
