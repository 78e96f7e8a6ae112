package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
)

// portableKeywords are the schema keywords every host we install into
// keeps: those of the OpenAPI 3.0 subset behind Gemini's function
// declarations, the narrowest dialect a host maps tool schemas onto.
// additionalProperties is not in it and stays: decodeArgs rejects an
// unknown argument by name, so a host that drops it loses a hint, not a
// check.
var portableKeywords = []string{
	"type", "description", "title", "enum", "default", "format",
	"properties", "required", "additionalProperties", "items",
	"minItems", "maxItems", "minLength", "maxLength", "pattern", "minimum", "maximum",
	"anyOf",
}

// portabilityProblems lists what in a schema node (a decoded JSON value)
// a host with a single-type dialect would reject or drop: a node needs one
// "type" string, or anyOf branches that each have one; only
// portableKeywords are used.
func portabilityProblems(node any, path string) []string {
	m, ok := node.(map[string]any)
	if !ok {
		return []string{fmt.Sprintf("%s: %s where a schema object is expected", path, mustMarshal(node))}
	}
	var out []string
	for k := range m {
		if !slices.Contains(portableKeywords, k) {
			out = append(out, fmt.Sprintf("%s: keyword %q is not in the portable set", path, k))
		}
	}
	branches, union := m["anyOf"].([]any)
	switch t := m["type"].(type) {
	case string:
		if union {
			out = append(out, path+": both type and anyOf")
		}
	case nil:
		if !union || len(branches) < 2 {
			out = append(out, path+": no type (and no anyOf of two or more typed branches)")
		}
	default:
		out = append(out, fmt.Sprintf("%s: type is %s, not one type name (use anyOf branches)", path, mustMarshal(t)))
	}
	for i, b := range branches {
		out = append(out, portabilityProblems(b, fmt.Sprintf("%s.anyOf[%d]", path, i))...)
	}
	if props, ok := m["properties"].(map[string]any); ok {
		for name, p := range props {
			out = append(out, portabilityProblems(p, path+".properties."+name)...)
		}
	}
	if items, ok := m["items"]; ok {
		out = append(out, portabilityProblems(items, path+".items")...)
	}
	if ap, ok := m["additionalProperties"]; ok && ap != false {
		out = append(out, fmt.Sprintf("%s: additionalProperties is %s; only false (unknown arguments rejected) is used", path, mustMarshal(ap)))
	}
	sort.Strings(out)
	return out
}

func mustMarshal(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// TestSchemasPortable: both tools' input schemas use one type per node and
// only keywords every host keeps, so a parameter added later (a colour
// scheme enum) fails here, in process, before the inspector's check in e2e.
func TestSchemasPortable(t *testing.T) {
	tools := listTools(t, connect(t, stepRecorder{newRecorder()}, ""))
	if len(tools) != 3 {
		t.Fatalf("tools/list has %d tools, want 3", len(tools))
	}
	for _, tool := range tools {
		for _, p := range portabilityProblems(tool.InputSchema, "inputSchema") {
			t.Errorf("%s: %s", tool.Name, p)
		}
		if tool.OutputSchema != nil {
			t.Errorf("%s: has an outputSchema; check it here too", tool.Name)
		}
	}
}

// TestPortabilityProblems: the checker catches what hosts reject.
func TestPortabilityProblems(t *testing.T) {
	tests := []struct {
		schema string
		want   string // "" for none
	}{
		{`{"type":"string","enum":["light","dark"],"default":"light","description":"d"}`, ""},
		{`{"anyOf":[{"type":"string"},{"type":"number"}],"description":"d"}`, ""},
		{`{"type":"object","properties":{"a":{"type":"integer","minimum":0}},"required":["a"],"additionalProperties":false}`, ""},
		{`{"type":"array","items":{"type":"object","properties":{"v":{"anyOf":[{"type":"string"},{"type":"number"}]}}},"minItems":1}`, ""},
		{`{"type":["string","number"]}`, `type is ["string","number"]`},
		{`{"type":"object","properties":{"v":{"type":["string","null"]}}}`, "inputSchema.properties.v: type is"},
		{`{"type":"array","items":{"description":"anything"}}`, "inputSchema.items: no type"},
		{`{"anyOf":[{"type":"string"}]}`, "no type"},
		{`{"anyOf":[{"type":"string"},{"type":["number","null"]}]}`, "anyOf[1]: type is"},
		{`{"type":"string","anyOf":[{"type":"string"},{"type":"number"}]}`, "both type and anyOf"},
		{`{"oneOf":[{"type":"string"},{"type":"number"}]}`, `keyword "oneOf"`},
		{`{"type":"string","const":"dark"}`, `keyword "const"`},
		{`{"$ref":"#/$defs/x"}`, `keyword "$ref"`},
		{`{"type":"object","properties":{"a":true}}`, "where a schema object is expected"},
		{`{"type":"object","additionalProperties":{"type":"string"}}`, "only false"},
	}
	for _, tt := range tests {
		var schema any
		if err := json.Unmarshal([]byte(tt.schema), &schema); err != nil {
			t.Fatal(err)
		}
		got := strings.Join(portabilityProblems(schema, "inputSchema"), "; ")
		switch {
		case tt.want == "" && got != "":
			t.Errorf("portabilityProblems(%s) = %q, want none", tt.schema, got)
		case tt.want != "" && !strings.Contains(got, tt.want):
			t.Errorf("portabilityProblems(%s) = %q, want one naming %q", tt.schema, got, tt.want)
		}
	}
}
