package gate

import (
	"net/url"
	"regexp"
)

// nextWave is --crawl's next wave: the links of the cases just checked,
// as each page itself resolved them (Result.Links: its own origin, no
// fragments), in order, breadth first, at most budget pages not seen
// before, none that --exclude names. It marks them seen.
func nextWave(cases []Case, seen map[string]bool, budget int, exclude []*regexp.Regexp) (wave []string, added int) {
	for _, c := range cases {
		for _, l := range c.links {
			if added >= budget || seen[pageKey(l)] || excluded(l, exclude) {
				continue
			}
			seen[pageKey(l)] = true
			wave = append(wave, l)
			added++
		}
	}
	return wave, added
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
