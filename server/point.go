package server

import (
	"bytes"
	"context"
	_ "embed"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"gopkg.in/yaml.v3"

	"github.com/vibelens/vibelens/browser"
)

// Pointer opens a page in a visible window and waits for the developer to
// point; *browser.Manager is the real one. A Capturer that is also a
// Pointer gets the third tool.
type Pointer interface {
	Point(ctx context.Context, req browser.PointRequest) (*browser.PointResult, error)
}

// PointInput is the argument object of point_at_localhost_ui.
type PointInput struct {
	URL         string `json:"url"`
	Prompt      string `json:"prompt,omitempty"`
	Timeout     int    `json:"timeout,omitempty"` // seconds
	Viewport    string `json:"viewport,omitempty"`
	ColorScheme string `json:"colorScheme,omitempty"`
}

// pointText is the embedded point.yaml.
type pointText struct {
	Name        string            `yaml:"name"`
	Title       string            `yaml:"title"`
	Description string            `yaml:"description"`
	Parameters  map[string]string `yaml:"parameters"`
}

//go:embed point.yaml
var pointYAML []byte

var pointDoc = mustLoadPoint(loadPointText(pointYAML))

func mustLoadPoint(t pointText, err error) pointText {
	if err != nil {
		panic(fmt.Sprintf("server: embedded point.yaml: %v", err))
	}
	return t
}

// pointParams are the descriptions point.yaml must give; url and viewport
// come from tool.yaml.
var pointParams = []string{"prompt", "timeout", "colorScheme"}

// minPointTimeout is the shortest wait the tool accepts: less than a
// person needs to find the window.
const minPointTimeout = 10

func loadPointText(data []byte) (pointText, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var t pointText
	if err := dec.Decode(&t); err != nil {
		return t, err
	}
	switch {
	case t.Name != "point_at_localhost_ui":
		return t, fmt.Errorf("name is %q; the tool contract fixes it as point_at_localhost_ui", t.Name)
	case t.Title == "" || t.Description == "":
		return t, fmt.Errorf("title and description are required")
	case len(t.Description) > 1024:
		return t, fmt.Errorf("description is %d characters; keep it under 1024, it is read every session", len(t.Description))
	}
	for _, p := range pointParams {
		if strings.TrimSpace(t.Parameters[p]) == "" {
			return t, fmt.Errorf("parameter %q has no description", p)
		}
	}
	if len(t.Parameters) != len(pointParams) {
		return t, fmt.Errorf("parameters describe %d fields; want exactly %s", len(t.Parameters), strings.Join(pointParams, ", "))
	}
	return t, nil
}

// PointToolFor returns the published definition of point_at_localhost_ui
// for a preset set.
func PointToolFor(presets browser.Presets) (*mcp.Tool, error) {
	inspect, err := ToolFor(presets)
	if err != nil {
		return nil, err
	}
	base := inspect.InputSchema.(*jsonschema.Schema).Properties
	schema, err := jsonschema.For[PointInput](nil)
	if err != nil {
		return nil, err
	}
	p := schema.Properties
	p["url"] = base["url"]
	p["viewport"] = viewportProperty(presets, false)
	p["colorScheme"] = &jsonschema.Schema{Type: "string", Description: pointDoc.Parameters["colorScheme"], Enum: []any{"light", "dark"}}
	p["prompt"].Description = pointDoc.Parameters["prompt"]
	p["prompt"].MaxLength = jsonschema.Ptr(200)
	p["timeout"].Description = pointDoc.Parameters["timeout"]
	p["timeout"].Minimum = jsonschema.Ptr(float64(minPointTimeout))
	p["timeout"].Maximum = jsonschema.Ptr(browser.MaxPointTimeout.Seconds())
	p["timeout"].Default = mustJSON(int(browser.DefaultPointTimeout.Seconds()))
	schema.Required = []string{"url"}
	schema.AdditionalProperties = &jsonschema.Schema{Not: &jsonschema.Schema{}}
	return &mcp.Tool{
		Name:        pointDoc.Name,
		Title:       pointDoc.Title,
		Description: pointDoc.Description,
		InputSchema: schema,
		Annotations: &mcp.ToolAnnotations{
			Title:         pointDoc.Title,
			ReadOnlyHint:  true, // the developer acts; VibeLens only watches
			OpenWorldHint: jsonschema.Ptr(false),
		},
	}, nil
}

// addPoint registers point_at_localhost_ui on s.
func addPoint(s *mcp.Server, p Pointer, presets browser.Presets, log *slog.Logger) error {
	tool, err := PointToolFor(presets)
	if err != nil {
		return err
	}
	raw := tool.InputSchema.(*jsonschema.Schema)
	schema, err := raw.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: true})
	if err != nil {
		return fmt.Errorf("point input schema: %w", err)
	}
	h := &pointHandler{pointer: p, schema: schema, raw: raw, log: log, viewports: presets.Names()}
	s.AddTool(tool, h.handle)
	return nil
}

type pointHandler struct {
	pointer   Pointer
	schema    *jsonschema.Resolved
	raw       *jsonschema.Schema
	log       *slog.Logger
	viewports []string
}

// handle runs one pointing session. A panic becomes a tool error, as in inspect.
func (h *pointHandler) handle(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, _ error) {
	defer func() {
		if p := recover(); p != nil {
			h.log.Error("panic in point_at_localhost_ui", "panic", p, "stack", string(debug.Stack()))
			res = ErrorResult(&browser.Error{Code: browser.CodeUnknown, Problem: fmt.Sprintf("internal error: %v", p),
				NextStep: "This is a VibeLens bug; call again, and report it with `vibelens doctor` output if it repeats."})
		}
	}()
	next := fmt.Sprintf("Call again with arguments that match the input schema: url (required), prompt (at most 200 characters), timeout %d-%d seconds, viewport one of %s, colorScheme light or dark, and no other properties.",
		minPointTimeout, int(browser.MaxPointTimeout.Seconds()), strings.Join(h.viewports, ", "))
	in, bad := decodeArgs[PointInput](req.Params.Arguments, h.schema, h.raw, next)
	if bad != nil {
		return ErrorResult(bad), nil
	}
	timeout := time.Duration(in.Timeout) * time.Second
	preq := browser.PointRequest{Request: browser.Request{URL: in.URL, Viewport: in.Viewport, ColorScheme: in.ColorScheme},
		Prompt: in.Prompt, Timeout: timeout, Progress: progress(ctx, req, timeout)}
	start := time.Now()
	out, err := h.pointer.Point(ctx, preq)
	if err != nil {
		e := browser.AsError(err)
		h.log.Info("point failed", "url", in.URL, "code", e.Code, "problem", e.Problem)
		return ErrorResult(e), nil
	}
	picks := 0
	if out.Pointed != nil {
		picks = len(out.Pointed.Picks)
	}
	h.log.Info("point", "url", in.URL, "outcome", out.Outcome, "picks", picks, "ms", time.Since(start).Milliseconds())
	return pointAnswer(out, timeout)
}

// progress sends notifications/progress about once a second while the
// window waits, when the client asked for them (a progress token): hosts
// that time tool calls out keep a call alive that reports progress.
func progress(ctx context.Context, req *mcp.CallToolRequest, timeout time.Duration) func(time.Duration, int) {
	token := req.Params.GetProgressToken()
	if token == nil || req.Session == nil {
		return nil
	}
	return func(waited time.Duration, picks int) {
		_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: token,
			Progress: waited.Seconds(), Total: timeout.Seconds(),
			Message: fmt.Sprintf("waiting for the developer to point in the browser window (%d picked so far)", picks)})
	}
}

// pointAnswer is the tool result: the marked screenshot first when there
// is one, then JSON with the outcome and the picks; nothing picked is an
// ordinary answer that says so.
func pointAnswer(out *browser.PointResult, timeout time.Duration) (*mcp.CallToolResult, error) {
	answer := struct {
		Outcome   string           `json:"outcome"`
		Message   string           `json:"message"`
		PointedAt *browser.Pointed `json:"pointedAt,omitempty"`
		Summary   *browser.Summary `json:"summary,omitempty"`
	}{Outcome: out.Outcome, PointedAt: out.Pointed}
	n := 0
	if out.Pointed != nil {
		n = len(out.Pointed.Picks)
	}
	switch {
	case out.Outcome == "cancelled":
		answer.Message = "The developer cancelled (Esc): nothing was picked. Ask them in words, or call again."
	case n == 0 && out.Outcome == "timeout":
		answer.Message = fmt.Sprintf("Nothing was picked in %d s. Ask the developer in words, or call again with a longer timeout.", int(timeout.Seconds()))
	case n == 0:
		answer.Message = "The window was closed with nothing picked. Ask the developer in words, or call again."
	default:
		answer.Message = fmt.Sprintf("The developer picked %d element(s). The next inspect_localhost_ui of this page returns them as pointedAt, numbered on its screenshot, for 30 minutes.", n)
	}
	res := &mcp.CallToolResult{}
	if out.Look != nil {
		answer.Summary = &out.Look.Summary
		res.Content = append(res.Content, &mcp.ImageContent{Data: out.Look.Screenshot, MIMEType: "image/jpeg"})
	}
	text, err := marshalCompact(answer)
	if err != nil {
		return ErrorResult(browser.AsError(err)), nil
	}
	res.Content = append(res.Content, &mcp.TextContent{Text: string(text)})
	return res, nil
}

// PointTool returns the published definition of point_at_localhost_ui
// with the built-in viewport presets.
func PointTool() (*mcp.Tool, error) { return PointToolFor(browser.BuiltinPresets()) }
