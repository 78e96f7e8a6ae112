package render

import "github.com/vibelens/vibelens/browser/theme"

// theme reads what the render shows of its colour scheme, in the
// observer's world (the page cannot see or disturb it): when the call
// named a scheme, and when it named none but the scheme in effect is dark
// (a headed browser on a dark system, a preset's colorScheme), so a dark
// look is never taken for the light one. A read that fails leaves the
// summary without it; the capture goes on.
func (r *Capture) theme() {
	scheme := r.job.Request.ColorScheme
	if r.c.ObserverWorld() == 0 {
		return
	}
	page, release := r.pageOf(r.doc)
	defer release()
	if scheme == "" {
		dark, err := theme.PrefersDark(page, r.c.ObserverWorld())
		if err != nil || !dark {
			return // light, the default every reader assumes
		}
		scheme = "dark"
	}
	t, err := theme.Read(page, r.c.ObserverWorld(), scheme)
	if err != nil {
		return
	}
	r.themeInfo = t
}
