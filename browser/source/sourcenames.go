package source

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/vibelens/vibelens/browser/contract"

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
func messageComponent(e *Message) (string, Frame) {
	name := namedComponent(e.Raw)
	if name == "" && len(e.Components) > 0 {
		name = e.Components[0]
	}
	if i := slices.Index(e.Components, name); i >= 0 && i < len(e.ComponentAt) {
		return name, e.ComponentAt[i]
	}
	return name, Frame{}
}

// needsComponent reports whether a console entry names a component and has
// nothing else to say where it is: its frames are all a framework's and no
// stack in its text has an app position.
func needsComponent(e *Message) bool {
	if e.At.URL != "" && !FrameworkFrame.MatchString(e.At.URL) {
		return false
	}
	for _, m := range stackPosition.FindAllStringSubmatch(e.Text, 20) {
		if !FrameworkFrame.MatchString(m[1]) {
			return false
		}
	}
	name, _ := messageComponent(e)
	return name != ""
}

// findComponents asks the page where each named React component is
// written: a raw source per name found (frames for the maps to resolve).
func findComponents(page *rod.Page, names []string) map[string]*Raw {
	if len(names) == 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(page.GetContext(), contract.Limits.ComponentLookup)
	defer cancel()
	opts, _ := json.Marshal(map[string]string{"framework": FrameworkFrame.String()})
	arg, _ := json.Marshal(names)
	// The main world: React's fibers are expandos an isolated world cannot see.
	res, err := proto.RuntimeEvaluate{
		Expression:    fmt.Sprintf("(%s)(%s).components(%s)", JS, opts, arg),
		ReturnByValue: true,
	}.Call(page.Context(ctx))
	if err != nil || res.ExceptionDetails != nil {
		return nil
	}
	var found map[string]*Raw
	_ = json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &found)
	return found
}

// componentSource is where a named component is written: React 18's
// position from the component stack, mapped, else what the page found;
// nil when neither has a file.
func (r *sourceResolver) componentSource(name string, at Frame, found map[string]*Raw) *contract.Source {
	if at.URL != "" {
		if s, ok := r.Frame(at); ok && s.File != "" {
			return &contract.Source{File: s.File, Line: s.Line, Column: s.Column, Component: name}
		}
	}
	if s := r.element(found[name]); s != nil && s.File != "" {
		s.Component = name
		return s
	}
	return nil
}
