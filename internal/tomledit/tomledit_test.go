package tomledit

import (
	"errors"
	"strings"
	"testing"
)

func TestHeaderKey(t *testing.T) {
	tests := []struct {
		line string
		want []string
	}{
		{"[mcp_servers.vibelens]", []string{"mcp_servers", "vibelens"}},
		{`[ mcp_servers . "vibelens" ] # ours`, []string{"mcp_servers", "vibelens"}},
		{"[mcp_servers.'vibelens'.env]", []string{"mcp_servers", "vibelens", "env"}},
		{"[[profiles]]", []string{"profiles"}},
		{`["a.b".c]`, []string{"a.b", "c"}},
		{"[broken", nil},
		{"[]", nil},
	}
	for _, tt := range tests {
		if got := headerKey(tt.line); strings.Join(got, "|") != strings.Join(tt.want, "|") || (got == nil) != (tt.want == nil) {
			t.Errorf("headerKey(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

// TestReplace: the table and its sub-tables go, or are replaced, with
// the lines around them kept byte for byte; a comment that introduces the
// next table stays with it, and a multi-line string that looks like a
// header is not one. A file without a header for the table (an inline
// table, dotted keys) is refused.
func TestReplace(t *testing.T) {
	key := []string{"mcp_servers", "vibelens"}
	const ours = "[mcp_servers.vibelens]\ncommand = \"old\"\n\n[mcp_servers.vibelens.env]\nA = \"1\"\n"
	tests := []struct {
		name, src, repl, want string
		ok                    bool
	}{
		{"removed, neighbours kept", "model = \"x\" # mine\n\n" + ours + "\n# the next one\n[other]\nb = 2\n", "",
			"model = \"x\" # mine\n\n# the next one\n[other]\nb = 2\n", true},
		{"replaced in place", "[a]\nx = 1\n\n" + ours + "\n[b]\ny = 2\n", "[mcp_servers.vibelens]\ncommand = \"new\"\n",
			"[a]\nx = 1\n\n[mcp_servers.vibelens]\ncommand = \"new\"\n\n[b]\ny = 2\n", true},
		{"a header inside a multi-line string is text", "s = \"\"\"\n[mcp_servers.vibelens]\n\"\"\"\n", "", "", false},
		{"inline table", "mcp_servers = { vibelens = { command = \"x\" } }\n", "", "", false},
		{"another server alone", "[mcp_servers.other]\ncommand = \"x\"\n", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, ok := Replace([]byte(tt.src), key, tt.repl)
			if ok != tt.ok || string(out) != tt.want {
				t.Errorf("Replace = %q, %v\nwant %q, %v", out, ok, tt.want, tt.ok)
			}
			if !ok {
				return
			}
			if _, err := Decode(out); err != nil {
				t.Errorf("the edited file does not decode: %v", err)
			}
		})
	}
}

// TestAppend: a table goes at the end after one blank line, with the
// file's line ending; an empty file gets the table alone.
func TestAppend(t *testing.T) {
	for _, tt := range []struct{ src, nl, want string }{
		{"", "\n", "[t]\n"},
		{"a = 1", "\n", "a = 1\n\n[t]\n"},
		{"a = 1\n\n", "\n", "a = 1\n\n[t]\n"},
		{"a = 1\r\n", "\r\n", "a = 1\r\n\r\n[t]\n"},
	} {
		if got := string(Append([]byte(tt.src), "[t]\n", tt.nl)); got != tt.want {
			t.Errorf("Append(%q) = %q, want %q", tt.src, got, tt.want)
		}
	}
}

// TestDecodeError: a syntax error names its line and column, counted from
// the byte where the parser stopped.
func TestDecodeError(t *testing.T) {
	_, err := Decode([]byte("a = 1\nb = = 2\n"))
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 2 {
		t.Errorf("Decode = %v, want a *SyntaxError on line 2", err)
	}
}
