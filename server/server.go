package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// Capturer renders a page; *browser.Manager is the real one.
type Capturer interface {
	Capture(ctx context.Context, req browser.Request) (*browser.Result, error)
}

// Options configures New.
type Options struct {
	Version string
	Logger  *slog.Logger
}

// New returns an MCP server exposing inspect_localhost_ui and the skill prompts.
func New(c Capturer, opts Options) (*mcp.Server, error) {
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	version := opts.Version
	if version == "" {
		version = "dev"
	}
	s := mcp.NewServer(&mcp.Implementation{Name: "vibelens", Title: "VibeLens", Version: version},
		&mcp.ServerOptions{Instructions: text.Instructions})
	tool, err := Tool()
	if err != nil {
		return nil, err
	}
	h := &inspectHandler{capturer: c, log: log}
	mcp.AddTool(s, tool, h.handle)
	addPrompts(s)
	return s, nil
}

type inspectHandler struct {
	capturer Capturer
	log      *slog.Logger
}

// handle runs one capture. A panic becomes a tool error: the SDK does not
// recover panics, and one bad page must not take the editor's server down.
func (h *inspectHandler) handle(ctx context.Context, _ *mcp.CallToolRequest, in Input) (res *mcp.CallToolResult, _ any, _ error) {
	defer func() {
		if p := recover(); p != nil {
			h.log.Error("panic in inspect_localhost_ui", "panic", p, "stack", string(debug.Stack()))
			res = ErrorResult(&browser.Error{Code: browser.CodeUnknown,
				Problem:  fmt.Sprintf("internal error: %v", p),
				NextStep: "This is a VibeLens bug; call again, and report it with `vibelens doctor` output if it repeats."})
		}
	}()
	start := time.Now()
	result, err := h.capturer.Capture(ctx, browser.Request{
		URL:      in.URL,
		Viewport: in.Viewport,
		Delay:    time.Duration(in.Delay) * time.Millisecond,
		FullPage: in.FullPage,
	})
	if err != nil {
		e := browser.AsError(err)
		h.log.Info("capture failed", "url", in.URL, "code", e.Code, "problem", e.Problem)
		return ErrorResult(e), nil, nil
	}
	h.log.Info("capture", "url", in.URL, "viewport", result.Summary.Viewport.Name, "ms", time.Since(start).Milliseconds())
	out, err := SuccessResult(result)
	if err != nil {
		return ErrorResult(browser.AsError(err)), nil, nil
	}
	return out, nil, nil
}

// SuccessResult assembles the two content blocks: the image first, because
// a vision pass anchors on it, then the compact JSON payload.
func SuccessResult(r *browser.Result) (*mcp.CallToolResult, error) {
	payload, err := Payload(r)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{
		&mcp.ImageContent{Data: r.Screenshot, MIMEType: "image/jpeg"},
		&mcp.TextContent{Text: string(payload)},
	}}, nil
}

// Payload is the text block: compact JSON, simplifiedDOM last.
// HTML escaping is off: the DOM is full of < and >, and \u003c costs five
// extra characters each.
func Payload(r *browser.Result) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// ErrorResult is the tool result for an expected failure: isError with a
// code, a Problem line and a Next step line a model can act on.
func ErrorResult(e *browser.Error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{&mcp.TextContent{Text: ErrorText(e)}},
	}
}

// ErrorText renders an Error the way the tool returns it.
func ErrorText(e *browser.Error) string {
	return fmt.Sprintf("Error: %s\nProblem: %s\nNext step: %s", e.Code, e.Problem, e.NextStep)
}
