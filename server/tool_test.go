package server

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.json from the current output")

// listTools returns tools/list as the client sees it, re-encoded as JSON.
func listTools(t *testing.T, cs *mcp.ClientSession) []*mcp.Tool {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatalf("ListTools: %v", err)
	}
	return res.Tools
}

// TestToolsListGolden pins tools/list as a client receives it, all three tools:
// every word is read by a model each session and every schema node is
// mapped by a host, so a change must be a reviewed diff (go test -update).
// e2e's inspector test checks the built binary publishes the same file.
func TestToolsListGolden(t *testing.T) {
	res, err := connect(t, stepRecorder{newRecorder()}, "").ListTools(context.Background(), nil)
	if err != nil {
		t.Fatalf("ListTools: %v", err)
	}
	if len(res.Tools) != 3 {
		t.Fatalf("tools/list has %d tools, want 3 when the capturer runs steps and points", len(res.Tools))
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	// Only the tools: the rest of the result is the protocol's, per version.
	if err := enc.Encode(struct {
		Tools []*mcp.Tool `json:"tools"`
	}{res.Tools}); err != nil {
		t.Fatal(err)
	}
	got := buf.Bytes()
	golden := filepath.Join("testdata", "tools_list.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./server -run TestToolsListGolden -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("tools/list changed; if intended, run go test ./server -run TestToolsListGolden -update\n--- got\n%s", got)
	}
}

// TestToolsListShape checks the contract a model relies on, independently
// of the golden file's wording.
func TestToolsListShape(t *testing.T) {
	cs := connect(t, newRecorder(), "")
	tools := listTools(t, cs)
	if len(tools) != 1 {
		t.Fatalf("tools/list has %d tools, want exactly 1", len(tools))
	}
	tool := tools[0]
	if tool.Name != "inspect_localhost_ui" {
		t.Errorf("name = %q, want inspect_localhost_ui", tool.Name)
	}
	if tool.OutputSchema != nil {
		t.Errorf("outputSchema = %v, want none (the result is image + text content)", tool.OutputSchema)
	}

	raw, err := json.Marshal(tool.InputSchema)
	if err != nil {
		t.Fatal(err)
	}
	type prop struct {
		Type    string          `json:"type"`
		Enum    []string        `json:"enum"`
		Default json.RawMessage `json:"default"`
		Minimum *float64        `json:"minimum"`
		Maximum *float64        `json:"maximum"`
		MaxLen  *int            `json:"maxLength"`
	}
	var schema struct {
		Type                 string          `json:"type"`
		Required             []string        `json:"required"`
		AdditionalProperties json.RawMessage `json:"additionalProperties"`
		Properties           map[string]prop `json:"properties"`
	}
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatalf("inputSchema %s: %v", raw, err)
	}
	if schema.Type != "object" {
		t.Errorf("type = %q, want object", schema.Type)
	}
	if !reflect.DeepEqual(schema.Required, []string{"url"}) {
		t.Errorf("required = %v, want [url]", schema.Required)
	}
	// false and {"not":{}} both forbid extra properties; hosts understand both.
	if ap := string(schema.AdditionalProperties); ap != "false" && ap != `{"not":{}}` {
		t.Errorf("additionalProperties = %s, want false", ap)
	}
	if len(schema.Properties) != 8 {
		t.Errorf("properties = %v, want url, viewport, colorScheme, delay, fullPage, selector, detail, keyboard", reflect.ValueOf(schema.Properties).MapKeys())
	}
	if k := schema.Properties["keyboard"]; k.Type != "boolean" || string(k.Default) != "false" {
		t.Errorf("keyboard = %+v, want boolean, default false", k)
	}
	if d := schema.Properties["detail"]; d.Type != "string" || !reflect.DeepEqual(d.Enum, []string{"new", "full"}) || string(d.Default) != `"new"` {
		t.Errorf("detail = %+v, want string enum [new full], default new", d)
	}
	if cs := schema.Properties["colorScheme"]; cs.Type != "string" || !reflect.DeepEqual(cs.Enum, []string{"light", "dark", "both"}) || cs.Default != nil {
		t.Errorf("colorScheme = %+v, want string enum [light dark both] without a default (a preset keeps its own)", cs)
	}
	if s := schema.Properties["selector"]; s.Type != "string" || s.MaxLen == nil || *s.MaxLen != 300 || s.Default != nil {
		t.Errorf("selector = %+v, want an optional string of at most 300 characters", s)
	}
	if p := schema.Properties["url"]; p.Type != "string" {
		t.Errorf("url type = %q, want string", p.Type)
	}
	vp := schema.Properties["viewport"]
	if vp.Type != "string" || !reflect.DeepEqual(vp.Enum, []string{"desktop", "tablet", "mobile", "all"}) || string(vp.Default) != `"desktop"` {
		t.Errorf("viewport = %+v (default %s), want string enum [desktop tablet mobile all] default desktop", vp, vp.Default)
	}
	d := schema.Properties["delay"]
	if d.Type != "integer" || d.Minimum == nil || *d.Minimum != 0 || d.Maximum == nil || *d.Maximum != 15000 || string(d.Default) != "1000" {
		t.Errorf("delay = %+v (default %s), want integer 0..15000 default 1000", d, d.Default)
	}
	if fp := schema.Properties["fullPage"]; fp.Type != "boolean" || string(fp.Default) != "false" {
		t.Errorf("fullPage = %+v (default %s), want boolean default false", fp, fp.Default)
	}

	a := tool.Annotations
	if a == nil {
		t.Fatal("no annotations")
	}
	if !a.ReadOnlyHint {
		t.Error("readOnlyHint = false, want true")
	}
	if a.OpenWorldHint == nil || *a.OpenWorldHint {
		t.Errorf("openWorldHint = %v, want false", a.OpenWorldHint)
	}
}
