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
	if c == nil || c.Property == "" {
		return nil
	}
	out := &contract.Cause{Property: c.Property, Value: c.Value, Element: c.Element, Fix: c.Fix, Missing: c.Missing}
	if c.Inline {
		out.Rule = "style"
	}
	return out
}
