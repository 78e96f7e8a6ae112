package browser

import (
	"bytes"
	_ "embed"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// Viewport is a device preset: CSS size, pixel ratio and the flags that make
// a mobile capture faithful.
type Viewport struct {
	Name              string  `yaml:"name" json:"name"`
	Width             int     `yaml:"width" json:"width"`
	Height            int     `yaml:"height" json:"height"`
	DeviceScaleFactor float64 `yaml:"deviceScaleFactor" json:"deviceScaleFactor"`
	Mobile            bool    `yaml:"mobile" json:"mobile"`
	Touch             bool    `yaml:"touch" json:"touch"`
	UserAgent         string  `yaml:"userAgent,omitempty" json:"-"`
}

//go:embed viewports.yaml
var viewportsYAML []byte

var viewports = mustLoadViewports(viewportsYAML)

func mustLoadViewports(data []byte) []Viewport {
	vs, err := loadViewports(data)
	if err != nil {
		panic(fmt.Sprintf("browser: embedded viewports.yaml: %v", err))
	}
	return vs
}

func loadViewports(data []byte) ([]Viewport, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var vs []Viewport
	if err := dec.Decode(&vs); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for i, v := range vs {
		switch {
		case v.Name == "":
			return nil, fmt.Errorf("entry %d: no name", i)
		case seen[v.Name]:
			return nil, fmt.Errorf("%s: duplicate name", v.Name)
		case v.Width < 200 || v.Width > 4096 || v.Height < 200 || v.Height > 4096:
			return nil, fmt.Errorf("%s: size %dx%d out of range", v.Name, v.Width, v.Height)
		case v.DeviceScaleFactor < 1 || v.DeviceScaleFactor > 4:
			return nil, fmt.Errorf("%s: deviceScaleFactor %v out of range", v.Name, v.DeviceScaleFactor)
		case v.Mobile && v.UserAgent == "":
			return nil, fmt.Errorf("%s: a mobile preset needs a userAgent", v.Name)
		}
		seen[v.Name] = true
	}
	if len(vs) == 0 || vs[0].Name != "desktop" {
		return nil, fmt.Errorf("the first preset must be desktop (the default)")
	}
	return vs, nil
}

// Viewports returns the presets in order; the first is the default.
func Viewports() []Viewport { return append([]Viewport(nil), viewports...) }

// ViewportNames returns the preset names in order.
func ViewportNames() []string {
	names := make([]string, len(viewports))
	for i, v := range viewports {
		names[i] = v.Name
	}
	return names
}

// Describe is the preset as the tool text names it: "mobile 390x844
// (touch, DPR 2)".
func (v Viewport) Describe() string {
	var extra []string
	if v.Touch {
		extra = append(extra, "touch")
	}
	if v.DeviceScaleFactor != 1 {
		extra = append(extra, fmt.Sprintf("DPR %g", v.DeviceScaleFactor))
	}
	s := fmt.Sprintf("%s %dx%d", v.Name, v.Width, v.Height)
	if len(extra) > 0 {
		s += " (" + strings.Join(extra, ", ") + ")"
	}
	return s
}

// DescribeViewports lists every preset for the tool text.
func DescribeViewports() string {
	parts := make([]string, len(viewports))
	for i, v := range viewports {
		parts[i] = v.Describe()
	}
	return strings.Join(parts, ", ")
}

// LookupViewport returns the preset with the given name.
func LookupViewport(name string) (Viewport, bool) {
	for _, v := range viewports {
		if v.Name == name {
			return v, true
		}
	}
	return Viewport{}, false
}
