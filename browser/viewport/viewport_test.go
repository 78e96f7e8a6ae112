package viewport

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestEmbeddedViewports(t *testing.T) {
	data, err := os.ReadFile("viewports.yaml")
	if err != nil {
		t.Fatal(err)
	}
	vs, err := loadViewports(data)
	if err != nil {
		t.Fatalf("loadViewports(viewports.yaml): %v", err)
	}
	if len(vs) == 0 || vs[0].Name != "desktop" {
		t.Fatalf("first preset = %+v, want desktop (the default)", vs)
	}
	for _, v := range vs {
		if v.Mobile != v.Touch {
			t.Errorf("%s: mobile=%v touch=%v; a built-in phone or tablet has both", v.Name, v.Mobile, v.Touch)
		}
		if v.Mobile && !strings.Contains(v.UserAgent, "Mobile") {
			t.Errorf("%s: user agent %q does not say Mobile; sites that sniff it serve the desktop page", v.Name, v.UserAgent)
		}
		if got, ok := Builtin().Lookup(v.Name); !ok || got != v {
			t.Errorf("Lookup(%q) = %+v, %v", v.Name, got, ok)
		}
	}
	if got, want := strings.Join(Builtin().Names(), ","), "desktop,tablet,mobile"; got != want {
		t.Errorf("Names() = %s, want %s (the presets the skills and README name)", got, want)
	}
	if _, ok := Builtin().Lookup("watch"); ok {
		t.Error("Lookup(watch) found a preset")
	}
}

func TestLoadViewports(t *testing.T) {
	const desktop = "- {name: desktop, width: 1920, height: 1080, deviceScaleFactor: 1}\n"
	const ua = `userAgent: "Mozilla/5.0 (Linux; Android 14) Mobile"`
	tests := []struct {
		name    string
		yaml    string
		wantErr string // "" means valid
	}{
		{"good", desktop + "- {name: mobile, width: 390, height: 844, deviceScaleFactor: 2, mobile: true, touch: true, " + ua + "}\n", ""},
		{"desktop only", desktop, ""},
		{"duplicate name", desktop + "- {name: desktop, width: 800, height: 600, deviceScaleFactor: 1}\n", "duplicate name"},
		{"mobile without user agent", desktop + "- {name: mobile, width: 390, height: 844, deviceScaleFactor: 2, mobile: true}\n", "needs a userAgent"},
		{"too narrow", desktop + "- {name: tiny, width: 100, height: 844, deviceScaleFactor: 1}\n", "out of range"},
		{"too tall", desktop + "- {name: tall, width: 390, height: 5000, deviceScaleFactor: 1}\n", "out of range"},
		{"zero size", desktop + "- {name: zero, deviceScaleFactor: 1}\n", "out of range"},
		{"scale factor zero", desktop + "- {name: flat, width: 390, height: 844}\n", "deviceScaleFactor"},
		{"scale factor too big", desktop + "- {name: dense, width: 390, height: 844, deviceScaleFactor: 8}\n", "deviceScaleFactor"},
		{"no name", desktop + "- {width: 390, height: 844, deviceScaleFactor: 1}\n", "no name"},
		{"desktop not first", "- {name: mobile, width: 390, height: 844, deviceScaleFactor: 2, mobile: true, " + ua + "}\n" + desktop, "first preset must be desktop"},
		{"empty list", "[]\n", "first preset must be desktop"},
		{"unknown field", "- {name: desktop, width: 1920, height: 1080, deviceScaleFactor: 1, colour: blue}\n", "colour"},
		{"not a list", "name: desktop\n", "cannot unmarshal"},
		{"wrong type", "- {name: desktop, width: wide, height: 1080, deviceScaleFactor: 1}\n", "cannot unmarshal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vs, err := loadViewports([]byte(tt.yaml))
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("loadViewports(%q) = %v, want no error", tt.yaml, err)
			case tt.wantErr == "" && (len(vs) == 0 || vs[0].Name != "desktop"):
				t.Fatalf("loadViewports(%q) = %+v", tt.yaml, vs)
			case tt.wantErr != "" && err == nil:
				t.Fatalf("loadViewports(%q) = %+v, want an error containing %q", tt.yaml, vs, tt.wantErr)
			case tt.wantErr != "" && !strings.Contains(err.Error(), tt.wantErr):
				t.Fatalf("loadViewports(%q) = %v, want an error containing %q", tt.yaml, err, tt.wantErr)
			}
		})
	}
}

// TestViewportSizesLiveInOnePlace checks every device size written in the
// docs and skill texts is a preset's, as viewports.yaml says it: sizes are
// copied into prose, and a copy drifts.
func TestViewportSizesLiveInOnePlace(t *testing.T) {
	sizes := map[string]string{}
	for _, v := range Builtin() {
		sizes[fmt.Sprintf("%dx%d", v.Width, v.Height)] = v.Name
	}
	files, _ := filepath.Glob("../../skills/*.yaml")
	more, _ := filepath.Glob("../../plugin/skills/*/SKILL.md")
	docs, _ := filepath.Glob("../../docs/*.md")
	files = append(append(append(files, more...), docs...), "../../README.md", "../../server/tool.yaml")
	size := regexp.MustCompile(`\b(desktop|tablet|mobile)\b[^0-9\n]{0,3}\(?(\d{3,4}x\d{3,4})\b`)
	seen := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range size.FindAllStringSubmatch(string(b), -1) {
			seen++
			if sizes[m[2]] != m[1] {
				t.Errorf("%s says %s is %s; viewports.yaml says otherwise", f, m[1], m[2])
			}
		}
	}
	if seen == 0 {
		t.Fatal("no preset sizes found in the docs: the pattern no longer matches how they are written")
	}
}

// userPresetsYAML is a user's presets file, one of every field: a dark,
// reduced-motion German phone and a plain laptop. The emulation test in
// browser/ captures with the same file.
var userPresetsYAML = func() string {
	b, err := os.ReadFile(filepath.Join("testdata", "user-presets.yaml"))
	if err != nil {
		panic(err)
	}
	return string(b)
}()

func TestUserPresets(t *testing.T) {
	tests := []struct {
		name, yaml, wantErr string
		wantNames           string
	}{
		{name: "adds after the built-ins", yaml: userPresetsYAML, wantNames: "desktop,tablet,mobile,mobile-dark,laptop-1366"},
		{name: "empty file", yaml: "", wantNames: "desktop,tablet,mobile"},
		{name: "built-in redefined", yaml: "- {name: mobile, width: 400, height: 800, deviceScaleFactor: 1}", wantErr: `"mobile" is already defined`},
		{name: "unknown key", yaml: "- {name: x, width: 400, height: 800, deviceScaleFactor: 1, colour: dark}", wantErr: "colour"},
		{name: "bad color scheme", yaml: "- {name: x, width: 400, height: 800, deviceScaleFactor: 1, colorScheme: dim}", wantErr: `colorScheme "dim"`},
		{name: "mobile without agent", yaml: "- {name: x, width: 400, height: 800, deviceScaleFactor: 2, mobile: true}", wantErr: "needs a userAgent"},
		{name: "name with a space", yaml: "- {name: my phone, width: 400, height: 800, deviceScaleFactor: 1}", wantErr: "no spaces"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Builtin().WithUserPresets("user.yaml", []byte(tt.yaml))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), "user.yaml") {
					t.Errorf("WithUserPresets = %v, want an error naming user.yaml and containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(p.Names(), ","); got != tt.wantNames {
				t.Errorf("Names() = %s, want %s", got, tt.wantNames)
			}
		})
	}
	if got := strings.Join(Builtin().Names(), ","); got != "desktop,tablet,mobile" {
		t.Errorf("merging changed the built-ins: %s", got)
	}
}

func TestLoadPresetsReadsUserConfig(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir) // macOS: ~/Library/Application Support
	user := UserPresetsFile()
	os.MkdirAll(filepath.Dir(user), 0o755)
	os.WriteFile(user, []byte(userPresetsYAML), 0o644)
	extra := filepath.Join(dir, "team.yaml")
	os.WriteFile(extra, []byte("- {name: tiny, width: 320, height: 568, deviceScaleFactor: 1}"), 0o644)
	p, err := LoadPresets(extra)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.Names(), ","); got != "desktop,tablet,mobile,mobile-dark,laptop-1366,tiny" {
		t.Errorf("LoadPresets names = %s", got)
	}
	if _, err := LoadPresets(filepath.Join(dir, "missing.yaml")); err == nil {
		t.Error("LoadPresets(missing --viewports file) = nil error")
	}
}
