package browser

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

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
	var names []string
	for i := range c.console {
		e := &c.console[i]
		r.wantMessage(e.at, e.more, e.Text)
		if needsComponent(e) {
			name, at := messageComponent(e)
			if at.URL != "" {
				r.job(at.URL, false)
			} else if !slices.Contains(names, name) && len(names) < maxComponents {
				names = append(names, name)
			}
		}
	}
	for _, e := range c.errors {
		r.wantMessage(e.at, e.more, e.Message)
	}
	failedBefore := len(c.failed)
	c.mu.Unlock()

	found := findComponents(page, names)
	for _, raw := range found {
		r.want(raw)
	}

	r.fetch(page, world)
	if r.root == "" {
		r.root = r.mapRoot()
	}

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
		e.Source = r.message(e.at, e.more)
		// React logs caught errors and some warnings from its own code: the
		// app frame is not on the stack, but the error's stack in the text
		// has it, and the message or its component stack names the
		// component; both say more than a line in react-dom.
		if e.at.URL == "" || frameworkFrame.MatchString(e.at.URL) {
			name, at := messageComponent(e)
			if src := r.firstInText(e.Text); src != nil {
				e.Source = &Source{File: src.File, Line: src.Line, Column: src.Column, Component: cmp.Or(name, src.Component)}
			} else if src := r.componentSource(name, at, found); src != nil {
				e.Source = src
			} else if name != "" {
				e.Source = &Source{Component: name}
			}
		}
		e.Text = r.mapText(e.Text)
	}
	for i := range c.errors {
		e := &c.errors[i]
		e.Source = r.message(e.at, e.more)
		e.Message = r.mapText(e.Message)
	}
	return time.Since(t0)
}

// wantMessage registers what a console entry's or an error's frames and
// the stack quoted in its text will need.
func (r *sourceResolver) wantMessage(at frame, more []frame, text string) {
	r.job(at.URL, false)
	for _, f := range more {
		r.job(f.URL, false)
	}
	for _, m := range stackPosition.FindAllStringSubmatch(text, 20) {
		r.job(m[1], false)
	}
}

// mapRoot is the project root a fetched map's location told, or "": the
// maps of one page all come from one project.
func (r *sourceResolver) mapRoot() string {
	for _, u := range slices.Sorted(maps.Keys(r.maps)) {
		if m := r.maps[u]; m != nil && m.root != "" {
			return m.root
		}
	}
	return ""
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
