package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// React warns from its own code about a component it names: the key
// warning ("Check the render method of `PlanList`"), invalid props, act().
// The stack is all react-dom; React 19 keeps the component stack in the
// debugger's async stacks, which a capture does not turn on, and React 18
// appends it to the message with a position in each component. Either
// way the component's file is found: from React 18's position, mapped, or
// by finding the component in the mounted tree and mapping where the first
// element its render made was created (source.js components).

// messageComponent is the component a console entry is about: the one its
// text names, else the innermost app component of its component stack;
// with where the stack says it is written (a zero frame if it does not).
func messageComponent(e *consoleMsg) (string, frame) {
	name := namedComponent(e.rawText())
	if name == "" && len(e.Components) > 0 {
		name = e.Components[0]
	}
	if i := slices.Index(e.Components, name); i >= 0 && i < len(e.componentAt) {
		return name, e.componentAt[i]
	}
	return name, frame{}
}

// needsComponent reports whether a console entry names a component and has
// nothing else to say where it is: its frames are all a framework's and no
// stack in its text has an app position.
func needsComponent(e *consoleMsg) bool {
	if e.at.URL != "" && !frameworkFrame.MatchString(e.at.URL) {
		return false
	}
	for _, m := range stackPosition.FindAllStringSubmatch(e.Text, 20) {
		if !frameworkFrame.MatchString(m[1]) {
			return false
		}
	}
	name, _ := messageComponent(e)
	return name != ""
}

// findComponents asks the page where each named React component is
// written: a raw source per name found (frames for the maps to resolve).
func findComponents(page *rod.Page, names []string) map[string]*rawSource {
	if len(names) == 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(page.GetContext(), Limits.ComponentLookup)
	defer cancel()
	opts, _ := json.Marshal(map[string]string{"framework": frameworkFrame.String()})
	arg, _ := json.Marshal(names)
	// The main world: React's fibers are expandos an isolated world cannot see.
	res, err := proto.RuntimeEvaluate{
		Expression:    fmt.Sprintf("(%s)(%s).components(%s)", sourceJS, opts, arg),
		ReturnByValue: true,
	}.Call(page.Context(ctx))
	if err != nil || res.ExceptionDetails != nil {
		return nil
	}
	var found map[string]*rawSource
	_ = json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &found)
	return found
}

// componentSource is where a named component is written: React 18's
// position from the component stack, mapped, else what the page found;
// nil when neither has a file.
func (r *sourceResolver) componentSource(name string, at frame, found map[string]*rawSource) *Source {
	if at.URL != "" {
		if s, ok := r.frame(at); ok && s.File != "" {
			return &Source{File: s.File, Line: s.Line, Column: s.Column, Component: name}
		}
	}
	if s := r.element(found[name]); s != nil && s.File != "" {
		s.Component = name
		return s
	}
	return nil
}
