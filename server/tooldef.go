package server

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"gopkg.in/yaml.v3"

	"github.com/vibelens/vibelens/browser"
)

// Input is the argument object of inspect_localhost_ui. Optional fields are
// omitempty so the SDK applies the schema defaults before the handler runs.
type Input struct {
	URL      string `json:"url"`
	Viewport string `json:"viewport,omitempty"`
	// ColorScheme is light, dark or both; empty keeps the preset's own.
	ColorScheme string `json:"colorScheme,omitempty"`
	Delay       int    `json:"delay,omitempty"`
	FullPage    bool   `json:"fullPage,omitempty"`
	Selector    string `json:"selector,omitempty"`
	// Detail is new (what changed since this server's last answer for
	// the same target) or full (the whole look); see DetailNew.
	Detail string `json:"detail,omitempty"`
	// Keyboard walks the page with Tab after the look (focus-* findings).
	Keyboard bool `json:"keyboard,omitempty"`
}

// toolText is the embedded tool.yaml.
type toolText struct {
	Name         string            `yaml:"name"`
	Title        string            `yaml:"title"`
	Description  string            `yaml:"description"`
	Parameters   map[string]string `yaml:"parameters"`
	ViewportAll  string            `yaml:"viewportAll"`
	Instructions string            `yaml:"instructions"`
}

//go:embed tool.yaml
var toolYAML []byte

var text = mustLoadToolText(toolYAML)

func mustLoadToolText(data []byte) toolText {
	t, err := loadToolText(data)
	if err != nil {
		panic(fmt.Sprintf("server: embedded tool.yaml: %v", err))
	}
	return t
}

func loadToolText(data []byte) (toolText, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var t toolText
	if err := dec.Decode(&t); err != nil {
		return t, err
	}
	switch {
	case t.Name != "inspect_localhost_ui":
		return t, fmt.Errorf("name is %q; the tool contract fixes it as inspect_localhost_ui", t.Name)
	case t.Title == "" || t.Description == "" || t.Instructions == "":
		return t, fmt.Errorf("title, description and instructions are required")
	case len(t.Description) > 1024:
		return t, fmt.Errorf("description is %d characters; keep it under 1024, it is read every session", len(t.Description))
	}
	for _, p := range []string{"url", "viewport", "colorScheme", "delay", "fullPage", "selector", "detail", "keyboard"} {
		if t.Parameters[p] == "" {
			return t, fmt.Errorf("parameter %q has no description", p)
		}
	}
	if !strings.Contains(t.Parameters["viewport"], "{presets}") {
		return t, fmt.Errorf("parameter viewport must name the presets as {presets}, filled in from viewports.yaml")
	}
	if !strings.Contains(t.ViewportAll, "{all}") {
		return t, fmt.Errorf("viewportAll must name the presets of viewport all as {all}, filled in from viewports.yaml")
	}
	if len(t.Parameters) != 8 {
		return t, fmt.Errorf("parameters describe %d fields; the schema has 8", len(t.Parameters))
	}
	return t, nil
}

// Tool returns the published definition of inspect_localhost_ui with the
// built-in viewport presets.
func Tool() (*mcp.Tool, error) { return ToolFor(browser.BuiltinPresets()) }

// ToolFor returns the published definition of inspect_localhost_ui for a
// preset set: the schema is inferred from Input, then given the enum,
// bounds and defaults the SDK cannot infer, so a model sees them in
// tools/list.
func ToolFor(presets browser.Presets) (*mcp.Tool, error) {
	schema, err := jsonschema.For[Input](nil)
	if err != nil {
		return nil, err
	}
	if _, taken := presets.Lookup(AllViewports); taken {
		return nil, fmt.Errorf("viewport preset %q: the name is reserved for every built-in preset at once; pick another", AllViewports)
	}
	p := schema.Properties
	for name, desc := range text.Parameters {
		p[name].Description = strings.ReplaceAll(desc, "{presets}", presets.Describe())
	}
	p["url"].MinLength = jsonschema.Ptr(1)
	p["url"].MaxLength = jsonschema.Ptr(2048)
	p["viewport"] = viewportProperty(presets, true)
	p["colorScheme"] = colorSchemeProperty()
	p["delay"].Minimum = jsonschema.Ptr(0.0)
	p["delay"].Maximum = jsonschema.Ptr(float64(browser.Limits.MaxDelay.Milliseconds()))
	p["delay"].Default = mustJSON(browser.Limits.DefaultDelay.Milliseconds())
	p["fullPage"].Default = mustJSON(false)
	p["selector"].MinLength = jsonschema.Ptr(1)
	p["selector"].MaxLength = jsonschema.Ptr(browser.MaxSelector)
	p["detail"] = detailProperty()
	p["keyboard"].Default = mustJSON(false)
	schema.AdditionalProperties = &jsonschema.Schema{Not: &jsonschema.Schema{}}
	return &mcp.Tool{
		Name:        text.Name,
		Title:       text.Title,
		Description: text.Description,
		InputSchema: schema,
		Annotations: &mcp.ToolAnnotations{
			Title:         text.Title,
			ReadOnlyHint:  true,
			OpenWorldHint: jsonschema.Ptr(false),
		},
	}, nil
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// enumNames are the viewport values inspect_localhost_ui accepts: every
// preset, then AllViewports.
func enumNames(presets browser.Presets) []string {
	return append(presets.Names(), AllViewports)
}

// viewportProperty is the viewport parameter's schema: the presets, and
// AllViewports when all is set (inspect_localhost_ui; interact_localhost_ui
// renders one viewport).
func viewportProperty(presets browser.Presets, all bool) *jsonschema.Schema {
	names := presets.Names()
	desc := strings.ReplaceAll(text.Parameters["viewport"], "{presets}", presets.Describe())
	if all {
		names = enumNames(presets)
		desc += " " + strings.ReplaceAll(text.ViewportAll, "{all}", strings.Join(viewportNames(AllPresets(presets)), ", "))
	}
	enum := make([]any, len(names))
	for i, n := range names {
		enum[i] = n
	}
	return &jsonschema.Schema{Type: "string", Description: desc, Enum: enum, Default: mustJSON(names[0])}
}

// anyOfTypes is the schema of a parameter that takes any of types, as
// anyOf branches of one type each: a "type" array is legal JSON Schema, but
// hosts that map tool schemas onto a single-type dialect (the OpenAPI
// subset behind Gemini's function declarations) reject the tool or drop the
// constraint. The decoder still checks the value's type itself.
func anyOfTypes(desc string, types ...string) *jsonschema.Schema {
	s := &jsonschema.Schema{Description: desc}
	for _, t := range types {
		s.AnyOf = append(s.AnyOf, &jsonschema.Schema{Type: t})
	}
	return s
}

func viewportNames(vps []browser.Viewport) []string {
	names := make([]string, len(vps))
	for i, v := range vps {
		names[i] = v.Name
	}
	return names
}
