//go:build linux

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const mobileDarkYAML = `- name: mobile-dark
  width: 390
  height: 844
  deviceScaleFactor: 2
  mobile: true
  touch: true
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36"
  colorScheme: dark
`

// TestUserViewportPreset runs the real server with --viewports: the
// preset is in tools/list (enum and description), and a call with it
// renders the page in dark mode.
func TestUserViewportPreset(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "viewports.yaml")
	if err := os.WriteFile(file, []byte(mobileDarkYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_CONFIG_HOME", dir) // no per-user presets from the machine
	s := startServer(t, "--viewports", file)
	s.initialize("2025-06-18")
	var list struct {
		Tools []struct {
			InputSchema struct {
				Properties map[string]struct {
					Enum        []string `json:"enum"`
					Description string   `json:"description"`
				} `json:"properties"`
			} `json:"inputSchema"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(s.call("tools/list", map[string]any{}), &list); err != nil {
		t.Fatal(err)
	}
	vp := list.Tools[0].InputSchema.Properties["viewport"]
	if strings.Join(vp.Enum, ",") != "desktop,tablet,mobile,mobile-dark" || !strings.Contains(vp.Description, "mobile-dark 390x844") {
		t.Errorf("viewport enum %v, description %q: want mobile-dark listed", vp.Enum, vp.Description)
	}
	url := page(t, `<!doctype html><meta name=viewport content="width=device-width"><style>@media (prefers-color-scheme: dark) { #light { display: none } }</style>
<p id=light>LIGHT-ONLY</p><p id=s></p><script>document.getElementById("s").textContent = "dark=" + matchMedia("(prefers-color-scheme: dark)").matches</script>`)
	raw := s.call("tools/call", map[string]any{"name": "inspect_localhost_ui", "arguments": map[string]any{"url": url, "viewport": "mobile-dark", "delay": 0}})
	var res toolResult
	if err := json.Unmarshal(raw, &res); err != nil {
		t.Fatal(err)
	}
	if res.IsError {
		t.Fatalf("capture failed: %s", res.Content[0].Text)
	}
	text := res.Content[len(res.Content)-1].Text
	if !strings.Contains(text, "dark=true") || strings.Contains(text, "LIGHT-ONLY") || !strings.Contains(text, `"name":"mobile-dark"`) {
		t.Errorf("mobile-dark capture does not show dark mode: %.600s", text)
	}
}

// TestBadAccessFilesFailAtStart: a malformed storage state or presets file
// stops serve and inspect at start, naming the file and the problem.
func TestBadAccessFilesFailAtStart(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	state := filepath.Join(dir, "state.json")
	os.WriteFile(state, []byte(`{"cookies": [{"name": "sid", "value": "x"}]}`), 0o600)
	presets := filepath.Join(dir, "vp.yaml")
	os.WriteFile(presets, []byte("- {name: mobile, width: 400, height: 800, deviceScaleFactor: 1}"), 0o644)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"serve", "--storage-state", state}, []string{state, "no domain"}},
		{[]string{"inspect", "--storage-state", state, "http://localhost:1/"}, []string{state, "no domain"}},
		{[]string{"serve", "--viewports", presets}, []string{presets, `"mobile" is already defined`}},
	} {
		_, stderr, code := runCLI(t, tc.args...)
		if code == 0 {
			t.Errorf("%v exited 0, want a start-up error", tc.args)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v stderr = %q, want it to contain %q", tc.args, stderr, w)
			}
		}
	}
}
