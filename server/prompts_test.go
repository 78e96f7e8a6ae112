package server

import (
	"errors"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestPromptsList(t *testing.T) {
	cs := connect(t, newRecorder(), "")
	res, err := cs.ListPrompts(t.Context(), nil)
	if err != nil {
		t.Fatalf("ListPrompts: %v", err)
	}
	byName := map[string]*mcp.Prompt{}
	for _, p := range res.Prompts {
		byName[p.Name] = p
	}
	for _, name := range []string{"check-ui", "responsive-audit"} {
		p, ok := byName[name]
		if !ok {
			t.Errorf("prompts/list lacks %s; got %d prompts", name, len(res.Prompts))
			continue
		}
		if p.Description == "" {
			t.Errorf("%s has no description", name)
		}
		var url *mcp.PromptArgument
		for _, a := range p.Arguments {
			if a.Name == "url" {
				url = a
			}
		}
		if url == nil || !url.Required {
			t.Errorf("%s: url argument = %+v, want a required url", name, url)
		}
	}
}

func TestPromptsGet(t *testing.T) {
	cs := connect(t, newRecorder(), "")
	const url = "http://localhost:5173/pricing"
	for _, name := range []string{"check-ui", "responsive-audit"} {
		t.Run(name, func(t *testing.T) {
			res, err := cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: name, Arguments: map[string]string{"url": url}})
			if err != nil {
				t.Fatalf("GetPrompt(%s): %v", name, err)
			}
			if len(res.Messages) != 1 || res.Messages[0].Role != "user" {
				t.Fatalf("GetPrompt(%s) messages = %+v, want one user message", name, res.Messages)
			}
			tc, ok := res.Messages[0].Content.(*mcp.TextContent)
			if !ok {
				t.Fatalf("message content is %T, want text", res.Messages[0].Content)
			}
			if !strings.Contains(tc.Text, url) || !strings.Contains(tc.Text, "inspect_localhost_ui") {
				t.Errorf("GetPrompt(%s) text does not name the url and the tool: %.300s", name, tc.Text)
			}

			_, err = cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: name})
			var werr *jsonrpc.Error
			if !errors.As(err, &werr) || werr.Code != jsonrpc.CodeInvalidParams {
				t.Errorf("GetPrompt(%s) without url: err = %v, want JSON-RPC invalid params", name, err)
			} else if want := "prompt " + name + `: missing required argument "url"`; werr.Message != want {
				t.Errorf("GetPrompt(%s) without url: message %q, want %q", name, werr.Message, want)
			}
			_, err = cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: name, Arguments: map[string]string{"url": ""}})
			if err == nil {
				t.Errorf("GetPrompt(%s) with an empty url succeeded, want an error", name)
			}
		})
	}
}
