// Package viewport holds the device presets a capture emulates: the
// built-ins embedded from viewports.yaml, extended by the user's files.
// It is data and its checks only; nothing here drives a browser.
package viewport

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
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
	// Optional emulation a user preset may add (mobile-dark, laptop-de):
	// prefers-color-scheme ("light" or "dark"), prefers-reduced-motion,
	// an ICU locale ("de-DE") and an IANA time zone ("Europe/Berlin").
	// Empty means the defaults every capture gets: no media override,
	// DefaultLocale and DefaultTimezone.
	ColorScheme   string `yaml:"colorScheme,omitempty" json:"-"`
	ReducedMotion bool   `yaml:"reducedMotion,omitempty" json:"-"`
	Locale        string `yaml:"locale,omitempty" json:"-"`
	Timezone      string `yaml:"timezone,omitempty" json:"-"`
}

// DefaultLocale and DefaultTimezone are what every capture emulates unless
// its preset says otherwise: the browser's language flag, each tab's
// overrides and its Accept-Language all take them from here.
const (
	DefaultLocale   = "en-US"
	DefaultTimezone = "UTC"
)

//go:embed viewports.yaml
var viewportsYAML []byte

// builtins are the embedded presets; user presets extend a copy (Presets).
var builtins = mustLoadViewports(viewportsYAML)

func mustLoadViewports(data []byte) []Viewport {
	vs, err := loadViewports(data)
	if err != nil {
		panic(fmt.Sprintf("viewport: embedded viewports.yaml: %v", err))
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
	return loadViewportList(vs)
}

// loadViewportList checks a preset list: unique names, sane sizes, a
// mobile preset with a user agent, desktop first.
func loadViewportList(vs []Viewport) ([]Viewport, error) {
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
		case v.ColorScheme != "" && v.ColorScheme != "light" && v.ColorScheme != "dark":
			return nil, fmt.Errorf("%s: colorScheme %q is not light or dark", v.Name, v.ColorScheme)
		case strings.ContainsAny(v.Name, " \t\n,"):
			return nil, fmt.Errorf("%q: a name has no spaces or commas", v.Name)
		}
		seen[v.Name] = true
	}
	if len(vs) == 0 || vs[0].Name != "desktop" {
		return nil, fmt.Errorf("the first preset must be desktop (the default)")
	}
	return vs, nil
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

// Presets is an ordered set of viewport presets, the first the default:
// the built-ins plus the user's, merged once at start. The tool's enum and
// description are built from the set the server is given.
type Presets []Viewport

// Builtin returns the embedded presets (desktop, tablet, mobile).
func Builtin() Presets { return append(Presets(nil), builtins...) }

// Names returns the preset names in order.
func (p Presets) Names() []string {
	names := make([]string, len(p))
	for i, v := range p {
		names[i] = v.Name
	}
	return names
}

// Describe lists every preset for the tool text.
func (p Presets) Describe() string {
	parts := make([]string, len(p))
	for i, v := range p {
		parts[i] = v.Describe()
	}
	return strings.Join(parts, ", ")
}

// Lookup returns the preset with the given name.
func (p Presets) Lookup(name string) (Viewport, bool) {
	for _, v := range p {
		if v.Name == name {
			return v, true
		}
	}
	return Viewport{}, false
}

// WithUserPresets returns p extended by the presets in a user YAML file (the
// schema of viewports.yaml). A name already in p is an error, never a
// silent redefinition: a model asking for "mobile" must get the built-in.
func (p Presets) WithUserPresets(source string, data []byte) (Presets, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var vs []Viewport
	if err := dec.Decode(&vs); err != nil && err != io.EOF {
		return nil, fmt.Errorf("viewports %s: %w", source, err)
	}
	out := append(Presets(nil), p...)
	for _, v := range vs {
		if _, dup := out.Lookup(v.Name); dup {
			return nil, fmt.Errorf("viewports %s: %q is already defined (built-in names and earlier files cannot be redefined; pick another name)", source, v.Name)
		}
		out = append(out, v)
	}
	// Validate the merged list with the rules of the embedded file.
	if _, err := loadViewportList(out); err != nil {
		return nil, fmt.Errorf("viewports %s: %w", source, err)
	}
	return out, nil
}

// UserPresetsFile is the per-user presets file: viewports.yaml in the
// OS's config directory (~/.config/vibelens on Linux, ~/Library/Application
// Support/vibelens on macOS, %AppData%\vibelens on Windows).
func UserPresetsFile() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "vibelens", "viewports.yaml")
}

// LoadPresets returns the built-ins plus the per-user file (if it exists)
// plus each of files, in that order.
func LoadPresets(files ...string) (Presets, error) {
	p := Builtin()
	if user := UserPresetsFile(); user != "" {
		data, err := os.ReadFile(user)
		switch {
		case err == nil:
			if p, err = p.WithUserPresets(user, data); err != nil {
				return nil, err
			}
		case !errors.Is(err, fs.ErrNotExist):
			return nil, fmt.Errorf("viewports: %w", err)
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("viewports: %w", err)
		}
		if p, err = p.WithUserPresets(f, data); err != nil {
			return nil, err
		}
	}
	return p, nil
}
