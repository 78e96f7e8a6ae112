// Command dist packages release builds for the doors web developers use:
// npm packages (a launcher plus one package per platform carrying the Go
// binary, the esbuild/Biome pattern), MCP Bundles (.mcpb) for Claude
// Desktop, and the server.json the MCP Registry lists. The release
// workflow runs it on GoReleaser's dist/; tests run it on a host build.
//
//	go run ./internal/dist npm   -version 1.2.3 -dist dist -out dist/npm
//	go run ./internal/dist npm   -version 1.2.3 -binary ./vibelens -out /tmp/npm   (host platform only)
//	go run ./internal/dist mcpb  -version 1.2.3 -dist dist -out dist/mcpb
//	go run ./internal/dist mcpb  -version 1.2.3 -binary PATH -goos linux -goarch arm64 -out dist/mcpb   (GoReleaser build hook)
//	go run ./internal/dist server-json -version 1.2.3 -mcpb dist/mcpb -out dist/server.json
//	go run ./internal/dist check                       (server.json against the registry schema; CI)
//	go run ./internal/dist manifest -version 1.2.3 -out DIR   (this platform's manifest.json, for mcpb validate)
//	go run ./internal/dist set-version -version 1.2.3  (plugin, marketplace and server.json in step)
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: dist npm|mcpb|server-json|check|manifest|set-version [flags]")
		return 2
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	version := fs.String("version", "", "release version, e.g. 1.2.3 (a leading v is dropped)")
	dist := fs.String("dist", "", "GoReleaser's dist directory (binaries from its artifacts.json)")
	binary := fs.String("binary", "", "one binary, instead of -dist: for this machine's platform unless -goos/-goarch say otherwise")
	goos := fs.String("goos", "", "the -binary's GOOS (GoReleaser's build hook passes it)")
	goarch := fs.String("goarch", "", "the -binary's GOARCH")
	out := fs.String("out", "", "output directory (npm, mcpb) or file (server-json)")
	src := fs.String("src", "npm", "the launcher package's source directory")
	mcpbDir := fs.String("mcpb", "", "directory of built .mcpb files (server-json)")
	root := fs.String("root", ".", "repository root (check, set-version)")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	v := trimV(*version)
	var err error
	switch args[0] {
	case "npm", "mcpb":
		var bins []built
		if bins, err = binaries(*dist, *binary, *goos, *goarch); err == nil {
			if args[0] == "npm" {
				err = buildNPM(*src, *out, v, bins)
			} else {
				_, err = buildMCPB(*out, v, bins)
			}
		}
	case "server-json":
		err = writeServerJSON(*out, v, *mcpbDir)
	case "check":
		err = check(*root, stdout)
	case "manifest":
		err = writeManifest(*out, v)
	case "set-version":
		err = setVersion(*root, v)
	default:
		err = fmt.Errorf("unknown command %q", args[0])
	}
	if err != nil {
		fmt.Fprintf(stderr, "dist %s: %v\n", args[0], err)
		return 1
	}
	return 0
}
