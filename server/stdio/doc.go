// Package stdio is the MCP server's transport over standard input and
// output: one JSON-RPC message per line, where a malformed or oversized
// line is answered with a parse error and skipped instead of ending the
// session, and every line written is one whole message.
package stdio
