package textline

import "testing"

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
