//go:build linux

package e2e

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// interactPayload is the part of interact_localhost_ui's JSON block these
// tests read.
type interactPayload struct {
	Summary struct {
		FinalURL string `json:"finalUrl"`
	} `json:"summary"`
	Steps []struct {
		Step               int      `json:"step"`
		Status             string   `json:"status"`
		Detail             string   `json:"detail"`
		Near               []string `json:"near"`
		NavigatedTo        string   `json:"navigatedTo"`
		UncaughtPageErrors []struct {
			Message string `json:"message"`
		} `json:"uncaughtPageErrors"`
	} `json:"steps"`
	UncaughtPageErrors []struct {
		Message string `json:"message"`
	} `json:"uncaughtPageErrors"`
	SimplifiedDOM string `json:"simplifiedDOM"`
}

// interact runs one interact_localhost_ui call over stdio and checks the
// answer is the capture's two blocks.
func (s *rawServer) interact(args map[string]any) interactPayload {
	s.t.Helper()
	raw := s.call("tools/call", map[string]any{"name": "interact_localhost_ui", "arguments": args})
	var res toolResult
	if err := json.Unmarshal(raw, &res); err != nil {
		s.t.Fatalf("tools/call result %.200s: %v", raw, err)
	}
	checkCapture(s.t, res)
	var p interactPayload
	if err := json.Unmarshal([]byte(res.Content[1].Text), &p); err != nil {
		s.t.Fatalf("payload: %v", err)
	}
	return p
}

// TestInteractOverStdio opens the states users reach with one or two
// actions, through the built binary over stdio with real Chromium: each
// must show in the capture that follows, and what a step caused must be
// reported on that step.
func TestInteractOverStdio(t *testing.T) {
	tests := []struct {
		name     string
		page     string
		viewport string
		steps    []map[string]any
		statuses []string
		check    func(t *testing.T, p interactPayload)
	}{
		{
			name:     "hamburger menu",
			viewport: "mobile",
			page: `<!doctype html><meta name="viewport" content="width=device-width"><title>menu</title>
<style>.links{display:none}.open .links{display:block}</style>
<nav id="nav"><button id="menu-toggle" aria-label="Menu">&#9776;</button><ul class="links"><li><a href="/about">About us</a></li></ul></nav>
<script>document.getElementById("menu-toggle").onclick = () => document.getElementById("nav").classList.toggle("open")</script>`,
			steps:    []map[string]any{{"action": "click", "selector": "#menu-toggle"}},
			statuses: []string{"ok"},
			check: func(t *testing.T, p interactPayload) {
				if !strings.Contains(p.SimplifiedDOM, `<nav id="nav" class="open">`) || strings.Contains(p.SimplifiedDOM, `class="links" vl-hidden`) {
					t.Errorf("menu not open in the capture: %.400s", p.SimplifiedDOM)
				}
			},
		},
		{
			name: "form validation",
			page: `<!doctype html><title>form</title>
<form id="signup" novalidate><input id="email"><button id="submit">Sign up</button><p id="email-error" hidden></p></form>
<script>document.getElementById("signup").onsubmit = (e) => { e.preventDefault();
  const err = document.getElementById("email-error");
  if (!document.getElementById("email").value.includes("@")) { err.textContent = "Enter a valid email address"; err.hidden = false; } }</script>`,
			steps:    []map[string]any{{"action": "fill", "selector": "#email", "value": "not-an-email"}, {"action": "click", "selector": "#submit"}},
			statuses: []string{"ok", "ok"},
			check: func(t *testing.T, p interactPayload) {
				if !strings.Contains(p.SimplifiedDOM, `<p id="email-error">Enter a valid email address</p>`) {
					t.Errorf("no validation message in the capture: %.600s", p.SimplifiedDOM)
				}
			},
		},
		{
			name: "tooltip on hover",
			page: `<!doctype html><title>tip</title>
<style>.tip{display:none;position:absolute;background:#222;color:#fff}.has-tip:hover .tip{display:block}</style>
<p style="margin:40px"><span class="has-tip"><button id="info">Pricing</button><span class="tip" role="tooltip">Billed yearly</span></span></p>`,
			steps:    []map[string]any{{"action": "hover", "selector": "#info"}},
			statuses: []string{"ok"},
			check: func(t *testing.T, p interactPayload) {
				if !strings.Contains(p.SimplifiedDOM, `<span class="tip" role="tooltip">Billed yearly</span>`) {
					t.Errorf("tooltip not shown in the capture: %.400s", p.SimplifiedDOM)
				}
			},
		},
		{
			name: "modal dialog",
			page: `<!doctype html><title>dialog</title>
<button id="delete">Delete project</button><dialog id="confirm"><p>Delete this project?</p><button id="cancel">Cancel</button></dialog>
<script>document.getElementById("delete").onclick = () => document.getElementById("confirm").showModal()</script>`,
			steps:    []map[string]any{{"action": "click", "selector": "#delete"}},
			statuses: []string{"ok"},
			check: func(t *testing.T, p interactPayload) {
				if !strings.Contains(p.SimplifiedDOM, `<dialog id="confirm" open`) {
					t.Errorf("dialog not open in the capture: %.400s", p.SimplifiedDOM)
				}
			},
		},
		{
			name: "click handler throws",
			page: `<!doctype html><title>throw</title><button id="open">Open</button><button id="checkout">Checkout</button>
<script>document.getElementById("open").onclick = () => {};
document.getElementById("checkout").onclick = () => { throw new Error("checkout total is NaN") }</script>`,
			steps:    []map[string]any{{"action": "click", "selector": "#open"}, {"action": "click", "selector": "#checkout"}},
			statuses: []string{"ok", "ok"},
			check: func(t *testing.T, p interactPayload) {
				if len(p.Steps[0].UncaughtPageErrors) != 0 {
					t.Errorf("step 1 errors = %+v, want none", p.Steps[0].UncaughtPageErrors)
				}
				if e := p.Steps[1].UncaughtPageErrors; len(e) != 1 || !strings.Contains(e[0].Message, "checkout total is NaN") {
					t.Errorf("step 2 errors = %+v, want the thrown error", e)
				}
				if len(p.UncaughtPageErrors) != 1 {
					t.Errorf("capture errors = %+v, want the one error", p.UncaughtPageErrors)
				}
			},
		},
		{
			name: "missing selector",
			page: `<!doctype html><title>missing</title>
<style>.panel{display:none}.panel.shown{display:block}</style>
<button id="filters-toggle" class="btn">Filters</button><div id="filters" class="panel"><label><input id="in-stock" type="checkbox"> In stock</label></div>
<script>document.getElementById("filters-toggle").onclick = () => document.getElementById("filters").classList.add("shown")</script>`,
			steps: []map[string]any{{"action": "click", "selector": "#filters-toggle"}, {"action": "check", "selector": "#instock-filter"},
				{"action": "click", "selector": "#apply"}},
			statuses: []string{"ok", "not-found", "skipped"},
			check: func(t *testing.T, p interactPayload) {
				s := p.Steps[1]
				if !slices.Contains(s.Near, "#in-stock") || !strings.Contains(s.Detail, "#in-stock") {
					t.Errorf("not-found step = %+v, want #in-stock among the selectors that exist", s)
				}
				if !strings.Contains(p.SimplifiedDOM, `class="panel shown"`) {
					t.Errorf("the capture does not show the state step 1 reached: %.400s", p.SimplifiedDOM)
				}
			},
		},
	}
	s := startServer(t)
	s.initialize("2025-06-18")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			args := map[string]any{"url": page(t, tt.page), "delay": 0, "steps": tt.steps}
			if tt.viewport != "" {
				args["viewport"] = tt.viewport
			}
			p := s.interact(args)
			var got []string
			for _, st := range p.Steps {
				got = append(got, st.Status)
			}
			if !slices.Equal(got, tt.statuses) {
				t.Errorf("step statuses = %v, want %v; steps %+v", got, tt.statuses, p.Steps)
			}
			if len(p.Steps) == len(tt.statuses) {
				tt.check(t, p)
			}
		})
	}
	s.t = t
	s.checkStdout()
}
