package browser

import (
	"bytes"
	"image/jpeg"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/render"
)

const scopePage = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><title>Scope</title>
<style>body{margin:0;font:16px sans-serif}.hero{height:1500px;background:#eef}.pricing-card{width:300px;height:200px;margin:40px;border:1px solid #999}</style>
<header id="top" class="site-header"><nav class="main-nav">Home</nav></header>
<section class="hero">Hero</section>
<section id="plans" class="plans"><div class="pricing-card" data-testid="pro"><h2 class="plan-name">Pro</h2><p>$20</p></div></section>`

// TestScopeClipsScreenshotAndDOM scopes to an element below the fold: the
// screenshot is that element plus the margin, and the DOM is its subtree.
func TestScopeClipsScreenshotAndDOM(t *testing.T) {
	srv := serve(t, html(scopePage))
	res := capture(t, Request{URL: srv.URL, Selector: ".pricing-card"})
	s := res.Summary.Scope
	if s == nil || !s.Visible || s.Matches != 1 || s.Rect.Width != 302 || s.Rect.Height != 202 {
		t.Fatalf("summary.scope = %+v, want the 302x202 card", s)
	}
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(res.Screenshot))
	if err != nil {
		t.Fatal(err)
	}
	wantW, wantH := 302+2*render.ScopeMargin, 202+2*render.ScopeMargin
	if cfg.Width != wantW || cfg.Height != wantH {
		t.Errorf("screenshot %dx%d, want %dx%d (element plus %d px margin)", cfg.Width, cfg.Height, wantW, wantH, render.ScopeMargin)
	}
	if !strings.HasPrefix(res.SimplifiedDOM, `<div class="pricing-card" data-testid="pro">`) || strings.Contains(res.SimplifiedDOM, "Hero") {
		t.Errorf("simplifiedDOM = %q, want the card subtree only", res.SimplifiedDOM)
	}
}

// TestScopeErrors checks the selector failures are SELECTOR_NOT_FOUND and
// name ids and classes that exist, those like the selector first.
func TestScopeErrors(t *testing.T) {
	srv := serve(t, html(scopePage))
	tests := []struct {
		sel  string
		want []string // substrings of the problem
	}{
		{".pricing-cards", []string{`no element matches selector ".pricing-cards"`, ".pricing-card", "#top"}},
		{"#plan", []string{"#plans", ".plans"}},
		{"div[", []string{"not valid CSS"}},
		{strings.Repeat("a", MaxSelector+1), []string{"limit is 300"}},
	}
	for _, tt := range tests {
		e := captureErr(t, Request{URL: srv.URL, Selector: tt.sel})
		if e.Code != CodeSelectorNotFound {
			t.Errorf("Selector %.20q: code %s, want %s", tt.sel, e.Code, CodeSelectorNotFound)
		}
		for _, w := range tt.want {
			if !strings.Contains(e.Problem, w) {
				t.Errorf("Selector %.20q: problem %q lacks %q", tt.sel, e.Problem, w)
			}
		}
		if e.NextStep == "" {
			t.Errorf("Selector %.20q: no next step", tt.sel)
		}
	}
	e := captureErr(t, Request{URL: srv.URL, Selector: ".nope"})
	if i := strings.Index(e.Problem, "near the top of the page: "); i < 0 || len(strings.Fields(e.Problem[i:])) > 6+10 {
		t.Errorf("problem %q, want at most 10 names", e.Problem)
	}
}

// TestScopeHiddenElement falls back to the viewport for an element without a box.
func TestScopeHiddenElement(t *testing.T) {
	srv := serve(t, html(`<title>h</title><p>visible</p><div class="later" style="display:none"><b>x</b></div>`))
	res := capture(t, Request{URL: srv.URL, Selector: ".later"})
	if s := res.Summary.Scope; s == nil || s.Visible {
		t.Fatalf("scope = %+v, want visible false", s)
	}
	if res.Summary.Image.CapturedWidth != 1920 || !strings.HasPrefix(res.SimplifiedDOM, `<div class="later"`) {
		t.Errorf("image %+v dom %q, want the viewport and the hidden subtree", res.Summary.Image, res.SimplifiedDOM)
	}
}
