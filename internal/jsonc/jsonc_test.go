package jsonc

import (
	"errors"
	"testing"
)

// entry renders {"command": "x"} at indent, the way a caller would.
func entry(indent, unit, nl string) string {
	return "{" + nl + indent + unit + `"command": "x"` + nl + indent + "}"
}

// TestSet: the member is added after the last one, in a new section, or
// in place of the old value, in the file's own indentation and line
// endings; comments and trailing commas elsewhere come out as they went
// in.
func TestSet(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"new section, tabs",
			"{\n\t\"theme\": \"dark\" // mine\n}\n",
			"{\n\t\"theme\": \"dark\", // mine\n\t\"servers\": {\n\t\t\"me\": {\n\t\t\t\"command\": \"x\"\n\t\t}\n\t}\n}\n"},
		{"added after the last member, trailing comma kept",
			"{\n  \"servers\": {\n    // others\n    \"a\": {},\n  },\n}\n",
			"{\n  \"servers\": {\n    // others\n    \"a\": {},\n    \"me\": {\n      \"command\": \"x\"\n    },\n  },\n}\n"},
		{"replaced in place",
			"{\r\n  \"servers\": {\r\n    \"me\": {\"command\": \"old\"}, /* keep */\r\n    \"b\": 1\r\n  }\r\n}\r\n",
			"{\r\n  \"servers\": {\r\n    \"me\": {\r\n      \"command\": \"x\"\r\n    }, /* keep */\r\n    \"b\": 1\r\n  }\r\n}\r\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Parse([]byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Set("servers", "me", entry); err != nil {
				t.Fatal(err)
			}
			if got := string(d.Bytes()); got != tt.want {
				t.Errorf("Set =\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

// TestRemove: the member goes with its whitespace, its comments stay, and
// the member before it takes over its trailing comma or lack of one; a
// file without it is left alone.
func TestRemove(t *testing.T) {
	tests := []struct {
		name, src, want string
		removed         bool
	}{
		{"last member, its comment kept",
			"{\"servers\": {\n  \"a\": 1,\n  \"me\": 2 // ours\n}}",
			"{\"servers\": {\n  \"a\": 1 // ours\n}}", true},
		{"a comment above it stays, the comma before it goes",
			"{\"servers\": {\n  \"a\": 1,\n  // ours\n  \"me\": 2\n}}",
			"{\"servers\": {\n  \"a\": 1\n  // ours\n}}", true},
		{"only member: an empty object reads {}",
			"{\"servers\": {\n  \"me\": 2\n}}", "{\"servers\": {}}", true},
		{"absent", "{\"servers\": {\"a\": 1}}", "{\"servers\": {\"a\": 1}}", false},
		{"no section", "{}", "{}", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Parse([]byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			removed, err := d.Remove("servers", "me")
			if err != nil || removed != tt.removed {
				t.Fatalf("Remove = %v, %v, want %v", removed, err, tt.removed)
			}
			if got := string(d.Bytes()); got != tt.want {
				t.Errorf("Remove =\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

// TestLookup: a member is decoded without its comments; a section that is
// not an object and a document that does not parse are *SyntaxErrors,
// the latter with its line.
func TestLookup(t *testing.T) {
	d, err := Parse([]byte("{\"servers\": {\"me\": {\"command\": \"x\", /* c */}}}"))
	if err != nil {
		t.Fatal(err)
	}
	v, found, err := d.Lookup("servers", "me")
	if m, _ := v.(map[string]any); err != nil || !found || m["command"] != "x" {
		t.Errorf("Lookup = %v, %v, %v", v, found, err)
	}
	if _, found, err := d.Lookup("servers", "other"); found || err != nil {
		t.Errorf("Lookup(other) = %v, %v, want not found", found, err)
	}
	d, _ = Parse([]byte(`{"servers": []}`))
	var se *SyntaxError
	if _, _, err := d.Lookup("servers", "me"); !errors.As(err, &se) {
		t.Errorf("Lookup in a list = %v, want a *SyntaxError", err)
	}
	if _, err := Parse([]byte("{\n  \"a\": 1,,\n}")); !errors.As(err, &se) || se.Line != 2 {
		t.Errorf("Parse = %v, want a *SyntaxError on line 2", err)
	}
	if _, err := Parse([]byte("[]")); !errors.As(err, &se) {
		t.Errorf("Parse([]) = %v, want a *SyntaxError", err)
	}
}
