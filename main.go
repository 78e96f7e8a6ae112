// Command vibelens is a local MCP server that lets an AI coding assistant see
// the web UI it writes: one render, screenshot plus diagnostics plus a
// sanitized DOM, as the page loads or after a few steps. See README.md.
package main

import (
	"os"

	"github.com/vibelens/vibelens/internal/cli"
)

// Stamped by the release build with -ldflags "-X main.version=... -X main.commit=...".
var (
	version = "dev"
	commit  = ""
)

func main() {
	os.Exit(cli.Run(os.Args[1:], cli.Build{Version: version, Commit: commit}))
}
