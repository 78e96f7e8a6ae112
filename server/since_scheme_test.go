package server

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// themeless is a Capturer whose page reports its colour scheme only in
// the schemes listed in reads: in the others the theme read failed, as it
// does when the page navigates away or the observer world is gone.
type themeless struct{ reads map[string]bool }

func (c themeless) Capture(_ context.Context, req browser.Request) (*browser.Result, error) {
	r := &browser.Result{
		Screenshot: []byte{0xFF, 0xD8, 0xFF, 0xD9},
		Summary:    browser.Summary{URL: "http://localhost:3000/", Viewport: browser.ViewportInfo{Name: "desktop"}},
	}
	if c.reads[req.ColorScheme] {
		r.Summary.Theme = &browser.Theme{Scheme: req.ColorScheme}
	}
	return r, nil
}

// answer is what the test reads of a single or a merged answer.
type answer struct {
	SinceLastCapture *browser.Since `json:"sinceLastCapture"`
	Viewports        []struct {
		ColorScheme      string         `json:"colorScheme"`
		SinceLastCapture *browser.Since `json:"sinceLastCapture"`
	} `json:"viewports"`
}

// TestSinceKeyFromRequestScheme: a light and a dark look at one page keep
// their own "since last look" records when the page's theme read fails;
// the key is the scheme the call asked for, on both sides.
func TestSinceKeyFromRequestScheme(t *testing.T) {
	for _, tc := range []struct {
		name      string
		reads     map[string]bool
		calls     []string // colorScheme of each call, in order
		wantSince bool     // whether the last call compares with an earlier one
	}{
		{"dark after light, dark read failed", map[string]bool{"light": true}, []string{"light", "dark"}, false},
		{"dark after light, neither read", nil, []string{"light", "dark"}, false},
		{"light after dark, dark read failed", map[string]bool{"light": true}, []string{"dark", "light"}, false},
		{"dark after no scheme, dark read failed", nil, []string{"", "dark"}, false},
		// Fine twins: the same scheme twice is one target, read or not.
		{"dark twice, read failed", nil, []string{"dark", "dark"}, true},
		{"dark twice, read once", map[string]bool{"dark": true}, []string{"dark", "dark"}, true},
		{"light twice", map[string]bool{"light": true}, []string{"light", "light"}, true},
		{"no scheme then light", nil, []string{"", "light"}, true},
		// both: its light and dark renders are two targets, so the first
		// call's renders compare with nothing, and the second's each with its own.
		{"both once, dark read failed", map[string]bool{"light": true}, []string{"both"}, false},
		{"both twice, dark read failed", map[string]bool{"light": true}, []string{"both", "both"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := connect(t, themeless{tc.reads}, "")
			var last answer
			for _, scheme := range tc.calls {
				args := map[string]any{"url": "http://localhost:3000/"}
				if scheme != "" {
					args["colorScheme"] = scheme
				}
				res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: args})
				if err != nil || res.IsError {
					t.Fatalf("CallTool(%v) = %v, %v", args, err, res)
				}
				last = answer{}
				if err := json.Unmarshal([]byte(textOf(t, res)), &last); err != nil {
					t.Fatal(err)
				}
			}
			if got := last.SinceLastCapture != nil; len(last.Viewports) == 0 && got != tc.wantSince {
				t.Errorf("calls %q: last call has sinceLastCapture %v (%+v), want %v", tc.calls, got, last.SinceLastCapture, tc.wantSince)
			}
			for _, v := range last.Viewports {
				if got := v.SinceLastCapture != nil; got != tc.wantSince {
					t.Errorf("calls %q: the last call's %s render has sinceLastCapture %v (%+v), want %v", tc.calls, v.ColorScheme, got, v.SinceLastCapture, tc.wantSince)
				}
			}
		})
	}
}
