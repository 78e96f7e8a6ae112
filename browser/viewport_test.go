package browser

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
	want := map[string]struct {
		w, h   int
		dpr    float64
		mobile bool
	}{
		"desktop": {1920, 1080, 1, false},
		"tablet":  {820, 1180, 2, true},
		"mobile":  {390, 844, 2, true},
	}
	if len(vs) != len(want) {
		t.Errorf("viewports.yaml has %d presets, want %d (the tool schema's enum)", len(vs), len(want))
	}
	if vs[0].Name != "desktop" {
		t.Errorf("first preset = %q, want desktop (the default)", vs[0].Name)
	}
	for _, v := range vs {
		w, ok := want[v.Name]
		if !ok {
			t.Errorf("unexpected preset %q", v.Name)
			continue
		}
		if v.Width != w.w || v.Height != w.h || v.DeviceScaleFactor != w.dpr || v.Mobile != w.mobile || v.Touch != w.mobile {
			t.Errorf("%s = %dx%d@%v mobile=%v touch=%v, want %dx%d@%v mobile/touch=%v",
				v.Name, v.Width, v.Height, v.DeviceScaleFactor, v.Mobile, v.Touch, w.w, w.h, w.dpr, w.mobile)
		}
		if v.Mobile && !strings.Contains(v.UserAgent, "Mobile") {
			t.Errorf("%s: user agent %q does not say Mobile; sites that sniff it serve the desktop page", v.Name, v.UserAgent)
		}
		if got, ok := LookupViewport(v.Name); !ok || got != v {
			t.Errorf("LookupViewport(%q) = %+v, %v", v.Name, got, ok)
		}
	}
	if got := strings.Join(ViewportNames(), ","); got != "desktop,tablet,mobile" {
		t.Errorf("ViewportNames() = %s", got)
	}
	if _, ok := LookupViewport("watch"); ok {
		t.Error("LookupViewport(watch) found a preset")
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
	for _, v := range Viewports() {
		sizes[fmt.Sprintf("%dx%d", v.Width, v.Height)] = v.Name
	}
	files, _ := filepath.Glob("../skills/*.yaml")
	more, _ := filepath.Glob("../plugin/skills/*/SKILL.md")
	files = append(append(files, more...), "../README.md", "../server/tool.yaml")
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
