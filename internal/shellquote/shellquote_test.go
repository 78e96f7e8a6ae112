package shellquote

import "testing"

// TestJoin: plain words stay bare; a space, a quote, a shell
// metacharacter or an empty argument is single-quoted, with a single
// quote written as '\”.
func TestJoin(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"claude", "mcp", "add", "--scope", "user", "vibelens", "--", "/opt/vibelens/bin/vibelens", "serve"}, "claude mcp add --scope user vibelens -- /opt/vibelens/bin/vibelens serve"},
		{[]string{"code", "--add-mcp", `{"name":"vibelens"}`}, `code --add-mcp '{"name":"vibelens"}'`},
		{[]string{"/Applications/My App/vibelens"}, "'/Applications/My App/vibelens'"},
		{[]string{"it's"}, `'it'\''s'`},
		{[]string{"a;b", "$HOME", ""}, "'a;b' '$HOME' ''"},
	} {
		if got := Join(tt.args); got != tt.want {
			t.Errorf("Join(%q) = %s, want %s", tt.args, got, tt.want)
		}
	}
}
