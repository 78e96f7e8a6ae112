package textline

import (
	"testing"

	"github.com/vibelens/vibelens/browser"
)

// TestEscape: control and Unicode format characters print nothing or
// rewrite the line (a right-to-left override makes "ko" read "ok"), so
// they come out as visible escapes; plain text in any script, emoji
// included, passes unchanged.
func TestEscape(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"boom\r\x1b[2Kok\x07", `boom\r\x1b[2Kok\x07`},
		{"tab\there", "tab here"},
		{"fail\u202eko\u202c", `fail\u202eko\u202c`},
		{"a\u2066b\u2069", `a\u2066b\u2069`},
		{"\u200b\u200c\u200d\u200e\u200f", `\u200b\u200c\u200d\u200e\u200f`},
		{"\ufeffhello", `\ufeffhello`},
		{"soft\u00adhyphen", `soft\u00adhyphen`},
		{"line\u2028sep", `line\u2028sep`},
		{"tag\U000e0041", `tag\U000e0041`},
		// Fine twins.
		{"ok 日本語 עברית ✓ 🙂", "ok 日本語 עברית ✓ 🙂"},
		{"plain", "plain"},
	} {
		if got := Escape(tt.in); got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestBecause: a cause's line names its rule and where it is written: the
// app's file, or a dependency's sheet that is not the app's to edit.
func TestBecause(t *testing.T) {
	for _, tt := range []struct {
		c    *browser.Cause
		want string
	}{
		{nil, ""},
		{&browser.Cause{Property: "width", Value: "520px", Rule: ".promo", Source: &browser.Source{File: "src/a.css", Line: 7}, Fix: "remove the fixed width"},
			"; because of width: 520px (from .promo, at src/a.css:7); fix: remove the fixed width"},
		{&browser.Cause{Property: "white-space", Value: "nowrap", Rule: ".v-card-title", Library: &browser.Source{File: "node_modules/vuetify/lib/components/VCard/VCard.css", Line: 202}, Fix: "let it wrap"},
			"; because of white-space: nowrap (from .v-card-title, in the dependency's node_modules/vuetify/lib/components/VCard/VCard.css:202); fix: let it wrap"},
		{&browser.Cause{Property: "overflow-wrap", Value: "normal", Missing: true},
			"; because of overflow-wrap: normal (not set)"},
	} {
		if got := Because(tt.c); got != tt.want {
			t.Errorf("Because(%+v) = %q, want %q", tt.c, got, tt.want)
		}
	}
}
