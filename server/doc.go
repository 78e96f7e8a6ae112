// Package server is the MCP surface of VibeLens: the one tool's schema, the
// assembly of its two-block response, error payloads, and the skill prompts.
// It knows nothing about Chromium beyond the browser package's Capture.
package server
