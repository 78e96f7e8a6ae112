package server

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// stepRecorder is a recorder that can also run steps, so the server
// offers both tools.
type stepRecorder struct{ *recorder }

func (r stepRecorder) Interact(ctx context.Context, req browser.Request) (*browser.Result, error) {
	if err := browser.CheckSteps(req.Steps); err != nil {
		return nil, err
	}
	res, err := r.Capture(ctx, req)
	if err == nil {
		res.Steps = []browser.StepReport{{Step: 1, Action: req.Steps[0].Action, Selector: req.Steps[0].Selector, Status: browser.StepOK}}
	}
	return res, err
}

func toolNamed(t *testing.T, tools []*mcp.Tool, name string) *mcp.Tool {
	t.Helper()
	for _, tool := range tools {
		if tool.Name == name {
			return tool
		}
	}
	t.Fatalf("tools/list has no %s", name)
	return nil
}

// TestInteractAnnotations: hosts are told the truth. Inspect only reads;
// interact acts like a user and may change the app's data; neither leaves
// the machine.
func TestInteractAnnotations(t *testing.T) {
	tools := listTools(t, connect(t, stepRecorder{newRecorder()}, ""))
	inspect, interact := toolNamed(t, tools, "inspect_localhost_ui"), toolNamed(t, tools, "interact_localhost_ui")
	if a := inspect.Annotations; !a.ReadOnlyHint || a.OpenWorldHint == nil || *a.OpenWorldHint {
		t.Errorf("inspect annotations = %+v, want readOnly, closed world", a)
	}
	a := interact.Annotations
	if a.ReadOnlyHint || a.DestructiveHint == nil || !*a.DestructiveHint || a.OpenWorldHint == nil || *a.OpenWorldHint {
		t.Errorf("interact annotations = %+v, want not read-only, destructive, closed world", a)
	}
	if n := len(interact.Description); n > 1024 {
		t.Errorf("description is %d characters, want at most 1024", n)
	}
	// The five shared parameters are inspect's, word for word, except that
	// interact renders one viewport: no "all" in its enum or description.
	is, ss := inspect.InputSchema.(map[string]any)["properties"].(map[string]any), interact.InputSchema.(map[string]any)["properties"].(map[string]any)
	for _, p := range []string{"url", "delay", "fullPage", "selector"} {
		if !reflect.DeepEqual(is[p], ss[p]) {
			t.Errorf("parameter %s differs between the tools:\n%v\n%v", p, is[p], ss[p])
		}
	}
	iv, sv := is["viewport"].(map[string]any), ss["viewport"].(map[string]any)
	if ie, se := iv["enum"].([]any), sv["enum"].([]any); !reflect.DeepEqual(ie[:len(ie)-1], se) || ie[len(ie)-1] != "all" {
		t.Errorf("viewport enums: inspect %v, interact %v; want interact's to be inspect's without all", ie, se)
	}
	if id, sd := iv["description"].(string), sv["description"].(string); !strings.HasPrefix(id, sd) || strings.Contains(sd, "all") {
		t.Errorf("viewport descriptions: inspect %q, interact %q; want interact's to be inspect's without all", id, sd)
	}
}

// TestInteractTextValidation checks every rule the interact.yaml loader
// enforces, on broken copies of the real file.
func TestInteractTextValidation(t *testing.T) {
	good := string(interactYAML)
	tests := []struct {
		name, yaml, want string
	}{
		{"real file", good, ""},
		{"renamed", strings.Replace(good, "name: interact_localhost_ui", "name: click_ui", 1), "click_ui"},
		{"no title", strings.Replace(good, "title: Interact with local UI", "title: \"\"", 1), "required"},
		{"long description", strings.Replace(good, "description: >-", "description: >-\n  "+strings.Repeat("x", 1025), 1), "1024"},
		{"missing parameter", strings.Replace(good, "  steps.value:", "  stepsvalue:", 1), "steps.value"},
		{"unknown field", good + "\nextra: 1\n", "extra"},
	}
	for _, tt := range tests {
		_, err := loadInteractText([]byte(tt.yaml))
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: loadInteractText = %v, want nil", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: loadInteractText = %v, want an error naming %q", tt.name, err, tt.want)
		}
	}
}

// TestInteractArguments: steps reach the browser as typed, numbers as
// text; bad steps come back as INVALID_ARGUMENTS in words a model can use.
func TestInteractArguments(t *testing.T) {
	rec := newRecorder()
	cs := connect(t, stepRecorder{rec}, "")
	callInteract := func(args map[string]any) *mcp.CallToolResult {
		t.Helper()
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "interact_localhost_ui", Arguments: args})
		if err != nil {
			t.Fatalf("CallTool(%v): %v", args, err)
		}
		return res
	}
	res := callInteract(map[string]any{"url": "http://localhost:3000", "steps": []any{
		map[string]any{"action": "click", "selector": "#menu"},
		map[string]any{"action": "wait", "value": 300},
		map[string]any{"action": "fill", "selector": "#q", "value": "shoes"},
	}})
	if res.IsError {
		t.Fatalf("call = %v, want success", res.Content[0].(*mcp.TextContent).Text)
	}
	want := browser.Request{URL: "http://localhost:3000", Viewport: "desktop", Delay: time.Second, Steps: []browser.Step{
		{Action: "click", Selector: "#menu"}, {Action: "wait", Value: "300"}, {Action: "fill", Selector: "#q", Value: "shoes"}}, CompactDOM: true}
	got := <-rec.got
	if got.Before == nil {
		t.Errorf("Interact got no Before: the capture cannot name the sources of what changed")
	}
	got.Before = nil // a func: compared by its presence
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Interact got %+v, want %+v", got, want)
	}
	if text := res.Content[1].(*mcp.TextContent).Text; !strings.Contains(text, `"steps":[{"step":1`) {
		t.Errorf("payload lacks the steps report: %.300s", text)
	}

	bad := []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"url": "http://localhost:3000"}, "steps is required"},
		{map[string]any{"url": "http://localhost:3000", "steps": []any{}}, "1 to 10"},
		{map[string]any{"url": "http://localhost:3000", "steps": []any{map[string]any{"action": "tap", "selector": "#a"}}}, "steps[0].action must be one of click"},
		{map[string]any{"url": "http://localhost:3000", "steps": []any{map[string]any{"action": "click", "target": "#a"}}}, "unknown field \"target\""},
		{map[string]any{"url": "http://localhost:3000", "steps": []any{map[string]any{"action": "click"}}}, "click needs a selector"},
		{map[string]any{"url": "http://localhost:3000", "steps": []any{map[string]any{"action": "wait", "value": 9000}}}, "from 0 to 5000"},
		{map[string]any{"url": "http://localhost:3000", "steps": []any{map[string]any{"action": "press", "value": "Hyper"}}}, "unknown key"},
		{map[string]any{"url": "http://localhost:3000", "steps": "click #menu"}, "must be a list"},
		{map[string]any{"url": "http://localhost:3000", "steps": []any{map[string]any{"action": "check", "selector": "#a", "value": false}}}, "steps[0].value must be a string or a number"},
	}
	for _, tt := range bad {
		res := callInteract(tt.args)
		text := res.Content[0].(*mcp.TextContent).Text
		if !res.IsError || !strings.Contains(text, "INVALID_ARGUMENTS") || !strings.Contains(text, tt.want) {
			t.Errorf("call(%v) = %q, want INVALID_ARGUMENTS naming %q", tt.args, text, tt.want)
		}
	}
}

// TestInteractValueNumberOrString: a step's value reaches the page the
// same whether the model writes it as a number or as a string, through a
// real client and real Chromium: same statuses, same page state.
func TestInteractValueNumberOrString(t *testing.T) {
	needsBrowser(t)
	url := serve(t, `<!doctype html><title>values</title>
<style>body{margin:0}.tall{height:4000px}</style>
<p id="y">0</p><input id="qty" type="number">
<select id="plan"><option value="1">Hobby</option><option value="2">Pro</option></select>
<div class="tall"></div>
<script>addEventListener("scroll", () => { document.getElementById("y").textContent = "y=" + Math.round(scrollY) })</script>`)
	cs := connect(t, testManager, "")
	tests := []struct {
		name     string
		step     map[string]any // without value
		num, str any
		want     string // in simplifiedDOM
	}{
		{"fill", map[string]any{"action": "fill", "selector": "#qty"}, 42, "42", `id="qty" type="number" value="42"`},
		{"select", map[string]any{"action": "select", "selector": "#plan"}, 2, "2", `<option value="2" selected>Pro</option>`},
		{"scroll", map[string]any{"action": "scroll"}, 600, "600", `<p id="y">y=600</p>`},
		{"wait", map[string]any{"action": "wait"}, 150, "150", `<p id="y">0</p>`},
	}
	type payload struct {
		Steps []struct {
			Status, Detail, Element string
		} `json:"steps"`
		SimplifiedDOM string `json:"simplifiedDOM"`
	}
	run := func(t *testing.T, step map[string]any, value any) payload {
		t.Helper()
		s := map[string]any{"value": value}
		for k, v := range step {
			s[k] = v
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "interact_localhost_ui", Arguments: map[string]any{"url": url, "delay": 0, "steps": []any{s}, "detail": "full"}})
		if err != nil {
			t.Fatalf("CallTool(value %#v): %v", value, err)
		}
		if res.IsError {
			t.Fatalf("value %#v: tool error %s", value, textOf(t, res))
		}
		var p payload
		if err := json.Unmarshal([]byte(textOf(t, res)), &p); err != nil {
			t.Fatal(err)
		}
		if len(p.Steps) != 1 || p.Steps[0].Status != browser.StepOK {
			t.Fatalf("value %#v: steps = %+v, want one ok", value, p.Steps)
		}
		return p
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			num, str := run(t, tt.step, tt.num), run(t, tt.step, tt.str)
			if !strings.Contains(num.SimplifiedDOM, tt.want) {
				t.Errorf("value %v: simplifiedDOM lacks %s:\n%.800s", tt.num, tt.want, num.SimplifiedDOM)
			}
			if !reflect.DeepEqual(num.Steps, str.Steps) || num.SimplifiedDOM != str.SimplifiedDOM {
				t.Errorf("value %v and %q answered differently:\n%+v\n%s\n---\n%+v\n%s", tt.num, tt.str, num.Steps, num.SimplifiedDOM, str.Steps, str.SimplifiedDOM)
			}
		})
	}
}
