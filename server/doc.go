// Package server is the MCP surface of VibeLens: the tools' schemas
// (inspect_localhost_ui, and interact_localhost_ui when the capturer runs
// steps), the assembly of their response (an image and a text block, or for
// viewport all one image per viewport and a text block), error payloads, and
// the skill prompts. It knows nothing about Chromium beyond the browser
// package's Capture and Interact.
package server
