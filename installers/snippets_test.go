package installers

import (
	"strings"
	"testing"
)

func TestTOMLEdgeCases(t *testing.T) {
	h, _ := Lookup("codex")
	e := NewEntry(testBinary)
	t.Run("inline table is refused", func(t *testing.T) {
		src := []byte("[mcp_servers]\nvibelens = { command = \"old\", args = [] }\n")
		if _, _, err := h.tomlInstall(src, e); err == nil || !strings.Contains(err.Error(), "by hand") {
			t.Errorf("err = %v, want a refusal", err)
		}
	})
	t.Run("header inside a multi-line string is not a table", func(t *testing.T) {
		src := []byte("notes = \"\"\"\n[mcp_servers.vibelens]\n\"\"\"\n\n[mcp_servers.vibelens]\ncommand = \"old\"\nargs = []\n")
		out, st, err := h.tomlInstall(src, e)
		if err != nil || st != stateDifferent {
			t.Fatalf("tomlInstall = %v, %v", st, err)
		}
		if !strings.HasPrefix(string(out), "notes = \"\"\"\n[mcp_servers.vibelens]\n\"\"\"\n") {
			t.Errorf("string content changed:\n%s", out)
		}
	})
	t.Run("windows path is escaped", func(t *testing.T) {
		out, _, err := h.tomlInstall(nil, NewEntry(`C:\Program Files\vibelens\vibelens.exe`))
		if err != nil || !strings.Contains(string(out), `command = "C:\\Program Files\\vibelens\\vibelens.exe"`) {
			t.Errorf("tomlInstall = %s, %v", out, err)
		}
	})
	t.Run("crlf file stays crlf", func(t *testing.T) {
		out, _, err := h.tomlInstall([]byte("model = \"x\"\r\n"), e)
		if err != nil || strings.Count(string(out), "\n") != strings.Count(string(out), "\r\n") {
			t.Errorf("tomlInstall = %q, %v", out, err)
		}
	})
}

func TestJSONEdgeCases(t *testing.T) {
	h, _ := Lookup("cursor")
	e := NewEntry(testBinary)
	for _, tt := range []struct{ name, src string }{
		{"crlf", "{\r\n  \"mcpServers\": {\r\n    \"a\": {}\r\n  }\r\n}\r\n"},
		{"one line", `{"mcpServers": {"a": {"command": "x"}}, "other": 1}`},
		{"empty servers", "{\n  \"mcpServers\": {}\n}\n"},
		{"comment after last member", "{\n  \"mcpServers\": {\n    \"a\": {} // keep\n  }\n}\n"},
		{"whitespace only", " \n"},
		{"path needing escapes", "{}"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, _, err := h.jsonInstall([]byte(tt.src), e)
			if err != nil {
				t.Fatalf("jsonInstall: %v", err)
			}
			if strings.Contains(tt.src, "\r\n") && strings.Count(string(out), "\n") != strings.Count(string(out), "\r\n") {
				t.Errorf("mixed line endings: %q", out)
			}
			if strings.Contains(tt.src, "// keep") && !strings.Contains(string(out), "// keep") {
				t.Errorf("comment lost: %s", out)
			}
			back, _, err := h.jsonUninstall(out)
			if err != nil {
				t.Fatalf("jsonUninstall: %v", err)
			}
			if _, err := h.jsonLookup(back); err != nil {
				t.Errorf("result does not parse: %v", err)
			}
		})
	}
	t.Run("servers key is not an object", func(t *testing.T) {
		src := []byte(`{"mcpServers": []}`)
		if _, _, err := h.jsonInstall(src, e); err == nil {
			t.Errorf("want an error")
		}
	})
	t.Run("top level array", func(t *testing.T) {
		if _, _, err := h.jsonInstall([]byte(`[]`), e); err == nil {
			t.Errorf("want an error")
		}
	})
	t.Run("quote in path", func(t *testing.T) {
		out, _, err := h.jsonInstall(nil, NewEntry(`/tmp/a "b"/vibelens & co`))
		if err != nil || !strings.Contains(string(out), `"/tmp/a \"b\"/vibelens & co"`) {
			t.Errorf("jsonInstall = %s, %v", out, err)
		}
	})
}
