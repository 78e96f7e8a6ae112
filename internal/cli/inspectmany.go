package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/textline"
	"github.com/vibelens/vibelens/server"
)

// inspectRenders serves --viewport all and --color-scheme both: the
// renders the tool makes for the same arguments (server.CaptureRenders,
// each in its own context, images sharing the tool's budget), answered as
// the tool answers (server.AllResult). --json prints that answer's text;
// the summary prints each render's, and the note the merged answer gives
// when light and dark look the same. Each render's screenshot is saved
// beside out, its name ending in the viewport and scheme.
func inspectRenders(ctx context.Context, e *env, mgr *browser.Manager, req browser.Request, scheme, out string, asJSON bool) int {
	vps := []browser.Viewport{}
	if req.Viewport == server.AllViewports {
		vps = server.AllPresets(mgr.Viewports())
	} else if v, ok := mgr.Viewports().Lookup(req.Viewport); ok {
		vps = append(vps, v)
	}
	outs := server.CaptureRenders(ctx, mgr.Capture, req, vps, server.SchemesOf(scheme), nil)
	res, err := server.AllResult(outs)
	if err != nil {
		fmt.Fprintf(e.stderr, "vibelens: %v\n", err)
		return exitFailure
	}
	text := texts(res)
	if res.IsError {
		w := e.stderr
		if asJSON {
			w = e.stdout
		}
		fmt.Fprintln(w, strings.Join(text, "\n"))
		return exitFailure
	}
	if asJSON {
		fmt.Fprintln(e.stdout, strings.Join(text, "\n"))
		if out == "" {
			return exitOK
		}
	}
	var note struct {
		ColorSchemeNote string `json:"colorSchemeNote"`
	}
	if len(text) > 0 {
		_ = json.Unmarshal([]byte(text[0]), &note)
	}
	for i, o := range outs {
		name := o.Viewport.Name
		if o.Scheme != "" {
			name += " " + o.Scheme
		}
		if !asJSON {
			if i > 0 {
				fmt.Fprintln(e.stdout)
			}
			fmt.Fprintf(e.stdout, "== %s ==\n", name)
		}
		if o.Err != nil {
			fmt.Fprintln(e.stdout, server.ErrorText(o.Err))
			continue
		}
		shot := renderShot(out, o.Result.Summary.FinalURL, strings.ReplaceAll(name, " ", "-"))
		if err := os.WriteFile(shot, o.Result.Screenshot, 0o644); err != nil {
			fmt.Fprintf(e.stderr, "vibelens: write screenshot: %v\n", err)
			return exitFailure
		}
		if !asJSON {
			printSummary(e.stdout, o.Result, shot)
		}
	}
	if note.ColorSchemeNote != "" && !asJSON {
		fmt.Fprintf(textline.Writer(e.stdout), "\n%s\n", note.ColorSchemeNote)
	}
	return exitOK
}

// texts are the text blocks of a tool answer.
func texts(res *mcp.CallToolResult) []string {
	var out []string
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			out = append(out, t.Text)
		}
	}
	return out
}

// renderShot is where one render's screenshot goes: out with the render's
// name before its extension (shot.jpg: shot-mobile-dark.jpg), or the
// default name in the screenshots directory.
func renderShot(out, finalURL, render string) string {
	if out == "" {
		out = filepath.Join(shotDir(), defaultShotName(finalURL))
	}
	ext := filepath.Ext(out)
	return strings.TrimSuffix(out, ext) + "-" + render + ext
}

// printTheme is summary.colorScheme on its lines: what the render was
// emulated in and what the page did with it.
func printTheme(w io.Writer, t *browser.Theme) {
	follows := "unknown from one light look"
	if t.Follows != nil {
		follows = fmt.Sprint(*t.Follows)
	}
	fmt.Fprintf(w, "colour scheme: %s (background %s, text %s, shows dark %v, follows the preference: %s)\n", t.Scheme, t.Background, t.Text, t.ShowsDark, follows)
	if len(t.Toggles) > 0 {
		fmt.Fprintf(w, "  theme switch: %s\n", strings.Join(t.Toggles, ", "))
	}
	if t.Note != "" {
		fmt.Fprintf(w, "  %s\n", t.Note)
	}
}
