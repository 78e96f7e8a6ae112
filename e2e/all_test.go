//go:build linux

package e2e

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image/jpeg"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// allPage scrolls sideways below 900 px only, logs an error and shows an
// image that is not there, in every viewport.
const allPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Plans</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#111} main{max-width:40rem;margin:auto;padding:1rem}
.card{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0} .banner{height:60px;background:#def}
@media (max-width: 899px) { .banner{width:1000px} }</style></head>
<body><div class="banner promo">Spring sale</div><main><h1>Plans</h1>
<div class="card"><h2>Starter</h2><p>For side projects.</p><img class="logo" src="/missing.png" alt="Starter logo" width="64" height="64"></div>
<div class="card"><h2>Team</h2><p>For small teams.</p></div></main>
<script>console.error("plans API answered 500")</script></body></html>`

// TestViewportAllOverStdio checks the answer of viewport "all" as a host
// receives it from the real binary: three JPEGs in preset order, then one
// JSON block that names the viewports and reports each finding, console
// message and failed request once with where it appeared; and that it
// costs at most 2.2 times one desktop answer of the same page.
func TestViewportAllOverStdio(t *testing.T) {
	url := page(t, allPage)
	s := startServer(t)
	s.initialize("2025-06-18")
	call := func(viewport string) (toolResult, int) {
		t.Helper()
		raw := s.call("tools/call", map[string]any{"name": "inspect_localhost_ui",
			// detail full: all's desktop render repeats the desktop look,
			// and this test weighs whole answers (ADR 0028).
			"arguments": map[string]any{"url": url, "viewport": viewport, "delay": 0, "detail": "full"}})
		var res toolResult
		if err := json.Unmarshal(raw, &res); err != nil {
			t.Fatal(err)
		}
		if res.IsError {
			t.Fatalf("%s: tool error %s", viewport, res.Content[0].Text)
		}
		size := 0
		for _, c := range res.Content {
			size += len(c.Data) + len(c.Text)
		}
		return res, size
	}
	desktop, desktopBytes := call("desktop")
	checkCapture(t, desktop)
	all, allBytes := call("all")

	if len(all.Content) != 4 {
		t.Fatalf("viewport all: %d blocks, want 3 images and 1 text", len(all.Content))
	}
	var widths []int
	for _, c := range all.Content[:3] {
		data, err := base64.StdEncoding.DecodeString(c.Data)
		if err != nil || c.Type != "image" || c.MIMEType != "image/jpeg" {
			t.Fatalf("block %s %s is not a base64 JPEG: %v", c.Type, c.MIMEType, err)
		}
		cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		widths = append(widths, cfg.Width)
	}
	text := all.Content[3].Text
	if all.Content[3].Type != "text" || !json.Valid([]byte(text)) {
		t.Fatalf("last block is not JSON: %.200s", text)
	}
	wantKeys := []string{"url", "finalUrl", "title", "fullPage", "viewports", "untrusted", "consoleLogs",
		"uncaughtPageErrors", "failedRequests", "findings", "simplifiedDOMViewport", "simplifiedDOM"}
	if keys := objectKeys(t, text); !reflect.DeepEqual(keys, wantKeys) {
		t.Errorf("keys = %v, want %v", keys, wantKeys)
	}
	var got struct {
		Viewports []struct {
			Name    string `json:"name"`
			Width   int    `json:"width"`
			Height  int    `json:"height"`
			Image   int    `json:"image"`
			Summary struct {
				Image struct {
					SentWidth int `json:"sentWidth"`
				} `json:"image"`
			} `json:"summary"`
		} `json:"viewports"`
		ConsoleLogs []struct {
			Text      string   `json:"text"`
			Viewports []string `json:"viewports"`
		} `json:"consoleLogs"`
		FailedRequests []struct {
			URL       string   `json:"url"`
			Viewports []string `json:"viewports"`
		} `json:"failedRequests"`
		Findings []struct {
			Kind          string   `json:"kind"`
			Selector      string   `json:"selector"`
			FailedRequest *int     `json:"failedRequest"`
			Viewports     []string `json:"viewports"`
		} `json:"findings"`
		DOMViewport   string `json:"simplifiedDOMViewport"`
		SimplifiedDOM string `json:"simplifiedDOM"`
	}
	if err := json.Unmarshal([]byte(text), &got); err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, v := range got.Viewports {
		names = append(names, v.Name)
		if v.Image != i+1 || v.Summary.Image.SentWidth != widths[i] || v.Width == 0 || v.Height == 0 {
			t.Errorf("viewport %s: image %d sent %d px wide, want image %d, %d px wide as decoded", v.Name, v.Image, v.Summary.Image.SentWidth, i+1, widths[i])
		}
	}
	if strings.Join(names, ",") != "desktop,tablet,mobile" {
		t.Errorf("viewports = %v, want desktop, tablet, mobile", names)
	}
	where := func(kind string) []string {
		var out []string
		for _, f := range got.Findings {
			if f.Kind == kind {
				out = append(out, strings.Join(f.Viewports, ","))
			}
		}
		return out
	}
	if ov := where("page-overflow-x"); !slices.Equal(ov, []string{"tablet,mobile"}) {
		t.Errorf("page-overflow-x = %v, want once, with viewports tablet, mobile", ov)
	}
	if bi := where("broken-image"); !slices.Equal(bi, []string{"desktop,tablet,mobile"}) {
		t.Errorf("broken-image = %v, want once, in every viewport", bi)
	}
	if len(got.ConsoleLogs) != 1 || strings.Join(got.ConsoleLogs[0].Viewports, ",") != "desktop,tablet,mobile" {
		t.Errorf("consoleLogs = %+v, want the error once, in every viewport", got.ConsoleLogs)
	}
	if len(got.FailedRequests) != 1 || !strings.HasSuffix(got.FailedRequests[0].URL, "/missing.png") {
		t.Errorf("failedRequests = %+v, want /missing.png once", got.FailedRequests)
	}
	if got.DOMViewport != "desktop" || !strings.Contains(got.SimplifiedDOM, "promo") {
		t.Errorf("DOM from %q: %.200s", got.DOMViewport, got.SimplifiedDOM)
	}

	ratio := float64(allBytes) / float64(desktopBytes)
	t.Logf("payload: desktop %d bytes, all %d bytes (%.2fx)", desktopBytes, allBytes, ratio)
	if ratio > 2.2 {
		t.Errorf("viewport all costs %.2fx one desktop answer (%d vs %d bytes), want at most 2.2x", ratio, allBytes, desktopBytes)
	}
	s.checkStdout()
}

// objectKeys reads a JSON object's keys in the order they appear.
func objectKeys(t *testing.T, text string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(text))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}
