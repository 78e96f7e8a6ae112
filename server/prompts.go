package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/skills"
)

// addPrompts serves every skill as an MCP prompt, so hosts show them as
// slash commands (/mcp__vibelens__check-ui in Claude Code).
func addPrompts(s *mcp.Server) {
	for _, sk := range skills.All() {
		p := &mcp.Prompt{Name: sk.Name, Title: sk.Title, Description: sk.Description}
		for _, a := range sk.Arguments {
			p.Arguments = append(p.Arguments, &mcp.PromptArgument{Name: a.Name, Description: a.Description, Required: a.Required})
		}
		s.AddPrompt(p, func(_ context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			text, err := sk.Render(req.Params.Arguments)
			if err != nil {
				// The SDK does not enforce Required; a missing argument is the caller's error.
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "prompt " + sk.Name + ": " + err.Error()}
			}
			return &mcp.GetPromptResult{
				Description: sk.Description,
				Messages:    []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: text}}},
			}, nil
		})
	}
}
