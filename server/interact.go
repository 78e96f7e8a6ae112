package server

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"gopkg.in/yaml.v3"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/server/argcheck"
	"github.com/vibelens/vibelens/server/looks"
)

// Interactor runs steps on a page before capturing it; *browser.Manager is
// the real one. A Capturer that is also an Interactor gets the second tool.
type Interactor interface {
	Interact(ctx context.Context, req browser.Request) (*browser.Result, error)
}

// InteractInput is the argument object of interact_localhost_ui: Input's
// fields plus the steps.
type InteractInput struct {
	Input
	Steps []StepInput `json:"steps"`
}

// StepInput is one step as the model writes it. Value may be a string or
// a number (pixels, milliseconds).
type StepInput struct {
	Action   string `json:"action"`
	Selector string `json:"selector,omitempty"`
	Value    any    `json:"value,omitempty"`
}

// interactText is the embedded interact.yaml.
type interactText struct {
	Name        string            `yaml:"name"`
	Title       string            `yaml:"title"`
	Description string            `yaml:"description"`
	Parameters  map[string]string `yaml:"parameters"`
}

//go:embed interact.yaml
var interactYAML []byte

var interactDoc = mustLoad(loadInteractText(interactYAML))

func mustLoad(t interactText, err error) interactText {
	if err != nil {
		panic(fmt.Sprintf("server: embedded interact.yaml: %v", err))
	}
	return t
}

// interactParams are the descriptions interact.yaml must give.
var interactParams = []string{"steps", "steps.action", "steps.selector", "steps.value"}

func loadInteractText(data []byte) (interactText, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var t interactText
	if err := dec.Decode(&t); err != nil {
		return t, err
	}
	switch {
	case t.Name != "interact_localhost_ui":
		return t, fmt.Errorf("name is %q; the tool contract fixes it as interact_localhost_ui", t.Name)
	case t.Title == "" || t.Description == "":
		return t, fmt.Errorf("title and description are required")
	case len(t.Description) > 1024:
		return t, fmt.Errorf("description is %d characters; keep it under 1024, it is read every session", len(t.Description))
	}
	for _, p := range interactParams {
		if strings.TrimSpace(t.Parameters[p]) == "" {
			return t, fmt.Errorf("parameter %q has no description", p)
		}
	}
	if len(t.Parameters) != len(interactParams) {
		return t, fmt.Errorf("parameters describe %d fields; want exactly %s", len(t.Parameters), strings.Join(interactParams, ", "))
	}
	return t, nil
}

// InteractTool returns the published definition of interact_localhost_ui
// with the built-in viewport presets.
func InteractTool() (*mcp.Tool, error) { return InteractToolFor(browser.BuiltinPresets()) }

// InteractToolFor returns the published definition of interact_localhost_ui
// for a preset set: inspect_localhost_ui's schema plus steps.
func InteractToolFor(presets browser.Presets) (*mcp.Tool, error) {
	inspect, err := ToolFor(presets)
	if err != nil {
		return nil, err
	}
	base := inspect.InputSchema.(*jsonschema.Schema)
	schema, err := jsonschema.For[InteractInput](nil)
	if err != nil {
		return nil, err
	}
	maps.Copy(schema.Properties, base.Properties)
	schema.Properties["viewport"] = viewportProperty(presets, false) // one render: no viewport all
	schema.Required = []string{"url", "steps"}
	schema.AdditionalProperties = &jsonschema.Schema{Not: &jsonschema.Schema{}}
	d := interactDoc.Parameters
	steps := schema.Properties["steps"]
	steps.Description = d["steps"]
	steps.Types, steps.Type = nil, "array"
	steps.MinItems = jsonschema.Ptr(1)
	steps.MaxItems = jsonschema.Ptr(browser.MaxSteps)
	actions := make([]any, len(browser.StepActions))
	for i, a := range browser.StepActions {
		actions[i] = a
	}
	steps.Items = &jsonschema.Schema{
		Type: "object",
		Properties: map[string]*jsonschema.Schema{
			"action":   {Type: "string", Enum: actions, Description: d["steps.action"]},
			"selector": {Type: "string", MinLength: jsonschema.Ptr(1), MaxLength: jsonschema.Ptr(browser.MaxSelector), Description: d["steps.selector"]},
			"value":    anyOfTypes(d["steps.value"], "string", "number"),
		},
		Required:             []string{"action"},
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
	}
	return &mcp.Tool{
		Name:        interactDoc.Name,
		Title:       interactDoc.Title,
		Description: interactDoc.Description,
		InputSchema: schema,
		Annotations: &mcp.ToolAnnotations{
			Title:           interactDoc.Title,
			ReadOnlyHint:    false,
			DestructiveHint: jsonschema.Ptr(true),
			IdempotentHint:  false,
			OpenWorldHint:   jsonschema.Ptr(false),
		},
	}, nil
}

// addInteract registers interact_localhost_ui on s.
func addInteract(s *mcp.Server, in Interactor, presets browser.Presets, log *slog.Logger) error {
	tool, err := InteractToolFor(presets)
	if err != nil {
		return err
	}
	raw := tool.InputSchema.(*jsonschema.Schema)
	schema, err := raw.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: true})
	if err != nil {
		return fmt.Errorf("interact input schema: %w", err)
	}
	h := &interactHandler{interactor: in, schema: schema, raw: raw, log: log, since: looks.NewHistory(looks.Targets), looks: looks.NewMemory(looks.Targets), viewports: presets.Names(), presets: presets}
	s.AddTool(tool, h.handle)
	return nil
}

type interactHandler struct {
	interactor Interactor
	schema     *jsonschema.Resolved
	raw        *jsonschema.Schema
	log        *slog.Logger
	since      *looks.History
	looks      *looks.Memory // what the last answer per target sent (delta.go)
	viewports  []string
	presets    browser.Presets
}

// decode is inspect's decode with steps, whose commonest slips get our
// words first.
func (h *interactHandler) decode(raw json.RawMessage) (InteractInput, *browser.Error) {
	next := "Call again with arguments that match the input schema: url and steps (required; 1 to " + strconv.Itoa(browser.MaxSteps) +
		" objects {action, selector, value}, action one of " + strings.Join(browser.StepActions, ", ") + "), viewport one of " +
		strings.Join(h.viewports, ", ") + ", colorScheme light, dark or both, delay, fullPage, selector, detail and keyboard as for inspect_localhost_ui, and no other properties."
	return decodeArgs[InteractInput](raw, h.schema, h.raw, next, stepsProblem)
}

// stepsProblem words what is wrong with steps, before the validator's
// generic text: the commonest slips are a missing list and a bad action.
func stepsProblem(args map[string]any) string {
	v, ok := args["steps"]
	if !ok {
		return "steps is required: a list of 1 to " + strconv.Itoa(browser.MaxSteps) + " actions such as [{\"action\":\"click\",\"selector\":\"#menu\"}]"
	}
	list, ok := v.([]any)
	if !ok {
		return "steps must be a list of {action, selector, value} objects; got " + argcheck.Echo(v)
	}
	if len(list) == 0 || len(list) > browser.MaxSteps {
		return fmt.Sprintf("steps must have 1 to %d entries; got %d", browser.MaxSteps, len(list))
	}
	for i, item := range list {
		m, ok := item.(map[string]any)
		if !ok {
			return fmt.Sprintf("steps[%d] must be an object {action, selector, value}; got %s", i, argcheck.Echo(item))
		}
		for k := range m {
			if k != "action" && k != "selector" && k != "value" {
				return fmt.Sprintf("steps[%d] has unknown field %s (a step takes action, selector and value)", i, argcheck.Echo(k))
			}
		}
		a, _ := m["action"].(string)
		if !slices.Contains(browser.StepActions, a) {
			return fmt.Sprintf("steps[%d].action must be one of %s; got %s", i, strings.Join(browser.StepActions, ", "), argcheck.Echo(m["action"]))
		}
		switch m["value"].(type) {
		case nil, string, float64:
		default:
			return fmt.Sprintf("steps[%d].value must be a string or a number; got %s", i, argcheck.Echo(m["value"]))
		}
	}
	return ""
}

// stepValue is a step's value as text: numbers as integers when whole.
func stepValue(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return fmt.Sprint(v)
}

// handle runs one interaction. A panic becomes a tool error, as in inspect.
func (h *interactHandler) handle(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, _ error) {
	defer func() {
		if p := recover(); p != nil {
			h.log.Error("panic in interact_localhost_ui", "panic", p, "stack", string(debug.Stack()))
			res = ErrorResult(&browser.Error{Code: browser.CodeUnknown,
				Problem:  fmt.Sprintf("internal error: %v", p),
				NextStep: "This is a VibeLens bug; call again, and report it with `vibelens doctor` output if it repeats."})
		}
	}()
	in, bad := h.decode(req.Params.Arguments)
	if bad != nil {
		h.log.Info("invalid arguments", "tool", "interact_localhost_ui", "problem", bad.Problem)
		return ErrorResult(bad), nil
	}
	steps := make([]browser.Step, len(in.Steps))
	for i, s := range in.Steps {
		steps[i] = browser.Step{Action: s.Action, Selector: s.Selector, Value: stepValue(s.Value)}
	}
	start := time.Now()
	// The same steps on the same target compare with each other only.
	key, _ := json.Marshal(steps)
	breq := browser.Request{
		URL:      in.URL,
		Viewport: in.Viewport,
		Delay:    time.Duration(in.Delay) * time.Millisecond,
		FullPage: in.FullPage,
		Selector: in.Selector,
		Steps:    steps,
		Keyboard: in.Keyboard, // walked after the steps, from the state they reached
		// The tool's answer is read into a model's context: fold what repeats.
		CompactDOM: true,
	}
	if schemes := SchemesOf(in.ColorScheme); len(schemes) > 1 {
		vp, ok := h.presets.Lookup(in.Viewport)
		if !ok {
			vp = h.presets[0]
		}
		res := mergedAnswer(ctx, h.interactor.Interact, h.since, h.looks, in.Detail, h.log, breq, []browser.Viewport{vp}, schemes, "\x00"+string(key))
		h.log.Info("interaction", "url", in.URL, "steps", len(steps), "colorScheme", in.ColorScheme, "ms", time.Since(start).Milliseconds())
		return res, nil
	}
	breq.ColorScheme = in.ColorScheme
	breq.Before = h.since.Before(breq, "\x00"+string(key))
	result, err := h.interactor.Interact(ctx, breq)
	if err != nil {
		e := browser.AsError(err)
		h.log.Info("interaction failed", "url", in.URL, "code", e.Code, "problem", e.Problem)
		return ErrorResult(e), nil
	}
	h.log.Info("interaction", "url", in.URL, "steps", len(steps), "ms", time.Since(start).Milliseconds())
	target := looks.TargetKey(result, in.Selector, in.ColorScheme) + "\x00" + string(key)
	result.SinceLastCapture = h.since.Observe(target, result)
	out, err := lookAnswer(h.looks, target, result, in.Detail)
	if err != nil {
		return ErrorResult(browser.AsError(err)), nil
	}
	return out, nil
}
