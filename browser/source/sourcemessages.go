package source

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// Message is a console entry or an uncaught error whose source Name finds.
type Message struct {
	Text        string  // as the payload has it: stack positions quoted in it are mapped too
	Raw         string  // the text before clipping, for the component it names
	At          Frame   // where it was logged or thrown
	More        []Frame // the app frames below At
	Components  []string
	ComponentAt []Frame // where each of Components is written, when known
	// Console: a console entry, whose component React may name when no app
	// frame is on the stack. Uncaught errors have no such fallback.
	Console bool
}

// Input is what one capture asks to be named: the page's elements, as
// source.js found them, and its messages.
type Input struct {
	PageURL     string
	Next        bool   // a Next.js dev build: server frames map through its endpoint
	ServerFrame string // a Server Component's frame URL, whose path tells the project root
	Scripts     map[string]Script
	Elements    []*Raw
	Messages    []Message
	// Causes places the layout findings' causes (browser/cascade), nil
	// for none: its elements are named with these.
	Causes CauseJob
}

// Named is a message with its source and its text, stack positions mapped.
type Named struct {
	Source *contract.Source
	Text   string
}

// Output is what Name found. Elements and Messages follow Input's order.
// Message names a message that arrived after Input was taken, from the
// maps already read (it fetches nothing). Ours reports a request the
// naming made, a source map, which is not the page's failed request.
type Output struct {
	Elements []*contract.Source
	Causes   []*contract.Cause
	Messages []Named
	Message  func(Message) Named
	Ours     func(url string) bool
	Took     time.Duration
}

// Namer names sources through the dev server's source maps, keeping the
// maps it read across captures in its cache.
type Namer struct {
	cache Cache
}

// Name gives each element and message of one capture the Source of its app
// code, reading each script's map once for the capture (or from the
// cache). It reads the page, never the caller's state: the caller applies
// the Output to its own copy of what it collected.
func (n *Namer) Name(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, in Input) Output {
	t0 := time.Now()
	page = page.Context(ctx)
	r := newSourceResolver(in.PageURL, in.Next, &n.cache, in.Scripts)
	if m := rscFrame.FindStringSubmatch(in.ServerFrame); m != nil {
		r.root = nextProjectRoot(m[1])
	}
	// A cause's carrier that is not its finding's element is named too:
	// its markup writes the style attribute or the utility class.
	elements := in.Elements[:len(in.Elements):len(in.Elements)]
	if in.Causes != nil {
		elements = append(elements, in.Causes.Elements()...)
	}
	for _, e := range elements {
		r.want(e)
	}
	var names []string
	for i := range in.Messages {
		e := &in.Messages[i]
		r.wantMessage(e.At, e.More, e.Text)
		if e.Console && needsComponent(e) {
			name, at := messageComponent(e)
			if at.URL != "" {
				r.job(at.URL, false)
			} else if !slices.Contains(names, name) && len(names) < maxComponents {
				names = append(names, name)
			}
		}
	}
	// The cascade answers beside the maps' fetch: both wait on the page.
	cascaded := make(chan struct{})
	go func() {
		defer close(cascaded)
		if in.Causes != nil {
			in.Causes.Read(ctx, page, world, Resolver{r})
		}
	}()
	found := findComponents(page, names)
	for _, raw := range found {
		r.want(raw)
	}

	r.fetch(page, world)
	if r.root == "" {
		r.root = r.mapRoot()
	}

	named := make([]*contract.Source, len(elements))
	for i, e := range elements {
		named[i] = r.element(e)
	}
	documentSources(ctx, page, world, in.PageURL, elements, named)
	out := Output{Elements: named[:len(in.Elements)], Messages: make([]Named, len(in.Messages))}
	<-cascaded
	if in.Causes != nil {
		out.Causes = in.Causes.Settle(Resolver{r}, named[:len(in.Elements)], named[len(in.Elements):])
	}
	out.Message = func(e Message) Named { return r.named(e, found) }
	for i, e := range in.Messages {
		out.Messages[i] = out.Message(e)
	}
	out.Ours = func(u string) bool {
		_, ours := r.index[u]
		return ours || strings.HasSuffix(strings.SplitN(u, "?", 2)[0], ".map")
	}
	out.Took = time.Since(t0)
	return out
}

// named is the Source and mapped text of one message.
func (r *sourceResolver) named(e Message, found map[string]*Raw) Named {
	src := r.message(e.At, e.More)
	// React logs caught errors and some warnings from its own code: the
	// app frame is not on the stack, but the error's stack in the text
	// has it, and the message or its component stack names the
	// component; both say more than a line in react-dom.
	if e.Console && (e.At.URL == "" || FrameworkFrame.MatchString(e.At.URL)) {
		name, at := messageComponent(&e)
		if s := r.firstInText(e.Text); s != nil {
			src = &contract.Source{File: s.File, Line: s.Line, Column: s.Column, Component: cmp.Or(name, s.Component)}
		} else if s := r.componentSource(name, at, found); s != nil {
			src = s
		} else if name != "" {
			src = &contract.Source{Component: name}
		}
	}
	return Named{Source: src, Text: r.mapText(e.Text)}
}

// wantMessage registers what a console entry's or an error's frames and
// the stack quoted in its text will need.
func (r *sourceResolver) wantMessage(at Frame, more []Frame, text string) {
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
		if fr, ok := ParseFrame(pos); ok {
			if s, ok := r.Frame(fr); ok {
				return fmt.Sprintf("%s:%d:%d", s.File, s.Line, s.Column)
			}
		}
		return pos
	})
}

// firstInText is the first position in a stack quoted in text that maps to
// the app's code, or nil.
func (r *sourceResolver) firstInText(text string) *contract.Source {
	for _, pos := range stackPosition.FindAllString(text, 20) {
		if fr, ok := ParseFrame(pos); ok && !FrameworkFrame.MatchString(fr.URL) {
			if s, ok := r.Frame(fr); ok {
				return s
			}
		}
	}
	return nil
}
