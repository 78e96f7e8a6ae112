package cascade

import (
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/source"
)

// RawCause is a layout finding's cause as findings.js (cause.js) found it
// from computed styles: the property and the element carrying it. Where
// it is written comes from the browser's cascade (Namer.Name).
type RawCause struct {
	Element  string      `json:"element"`  // the carrier's selector when it is not the finding's element
	Selector string      `json:"selector"` // the carrier's selector, always: the cascade is asked for it
	Classes  []string    `json:"classes"`  // the carrier's classes: a utility rule is named by its token
	Property string      `json:"property"`
	Value    string      `json:"value"`
	Names    []string    `json:"names"` // the properties that can declare it, longhand first
	Fix      string      `json:"fix"`
	Inline   bool        `json:"inline"`  // declared in the carrier's style attribute
	Missing  bool        `json:"missing"` // nobody declared it: the default is the cause
	Origin   *source.Raw `json:"origin"`  // the carrier's origin, when it is not the finding's element
	// Used says the value is one the layout gives the box whether or not
	// anything declares it (a width, an inset): it is a cause only when a
	// declaration is found.
	Used bool `json:"used"`
	// Attr is the presentational attribute (<img width>, <td nowrap>)
	// that sets the property when no rule does, and AttrValue its value.
	Attr      string `json:"attr"`
	AttrValue string `json:"attrValue"`
	// Least is how wide a declared width must be to explain the box, in
	// px (0: any): a narrower one is passed over.
	Least float64 `json:"least"`
	// Measured says what the layout measured, for a cause nobody
	// declared (Unknown).
	Measured string `json:"measured"`
	// Unknown is the page's plain "no single declaration found" and what
	// it measured: there is no property to name.
	Unknown string `json:"unknown"`
	// Else is the page's second guess, taken when the cascade declares
	// nothing for this one.
	Else *RawCause `json:"else"`
	// Placed is where the page found the declaration in its own <style>
	// sheets (place.js); Ask says it could not, and the cascade over CDP
	// is to settle the guesses.
	Placed *RawPlaced `json:"placed"`
	Ask    bool       `json:"ask"`
}

// RawPlaced is a declaration the page found in a <style> sheet's text:
// the rule, the property as written and its value, the cascade layer,
// and where in the sheet's text it is (0-based); the sheet is the file
// Vite injected it from (Dev) or a <style> in the document (Owner).
type RawPlaced struct {
	Rule  string `json:"rule"`
	Name  string `json:"name"`
	Value string `json:"value"`
	Layer string `json:"layer"`
	Dev   string `json:"dev"`
	// Scope is the component file a scoped rule of a <style> with no
	// file comes from (Astro's hoisted styles, named by the carrier's
	// data-astro-source-file): its line is found by the declaration.
	Scope string `json:"scope"`
	// Own says the rule is scoped to the component that wrote the
	// carrier, whose file is the carrier's markup source, when the page
	// no longer names it (Astro's dev toolbar strips the attribute).
	Own bool `json:"own"`
	// Named is the project-relative file a bundled <style>'s comment
	// names for the part that writes the declaration (esbuild's
	// /* src/app/x.scss */): read under the dev server's directory.
	Named  string      `json:"named"`
	Line   int         `json:"line"`
	Column int         `json:"col"`
	Owner  *source.Raw `json:"owner"`
}

// Plain is the cause with what the page alone knows: a style attribute is
// its rule; its source, and a stylesheet's rule, need the naming.
func (c *RawCause) Plain() *contract.Cause {
	if c == nil {
		return nil
	}
	if c.Unknown != "" {
		return &contract.Cause{Unknown: contract.Clip(c.Unknown, 160)}
	}
	if c.Property == "" {
		return nil
	}
	out := &contract.Cause{Property: c.Property, Value: c.Value, Element: c.Element, Fix: c.Fix, Missing: c.Missing}
	switch {
	case c.Inline:
		out.Rule = "style"
	case c.Attr != "" && c.Placed == nil:
		out.Value, out.Rule = c.AttrValue, "the "+c.Attr+" attribute"
	}
	return out
}

// Seen is the cause when nothing names it (the naming's budget ran out):
// what the page alone knows, where a used value nobody was seen declaring
// is no cause.
func (c *RawCause) Seen() *contract.Cause {
	if c != nil && c.Used && !c.Inline && c.Attr == "" && c.Placed == nil && c.Unknown == "" {
		return c.unknown()
	}
	return c.Plain()
}

// unknown is the honest answer for a chain of guesses none of which is
// declared, when its first is only a used value: what was measured, and
// no property. A chain with a fact in it (a nowrap the browser's default
// sets) names that fact.
func (c *RawCause) unknown() *contract.Cause {
	for h := c; h != nil; h = h.Else {
		if !h.Used {
			return h.Plain()
		}
	}
	what := c.Measured
	if what == "" {
		what = c.Property + " " + c.Value + " as laid out"
	}
	return &contract.Cause{Unknown: contract.Clip("no single declaration found: "+what, 160)}
}
