package cli

import (
	"net/url"
	"regexp"
)

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
