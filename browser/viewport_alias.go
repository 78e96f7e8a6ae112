package browser

import "github.com/vibelens/vibelens/browser/viewport"

// Viewport is a device preset; see package viewport.
type Viewport = viewport.Viewport

// Presets is an ordered set of viewport presets, the first the default.
type Presets = viewport.Presets

// BuiltinPresets returns the embedded presets (desktop, tablet, mobile).
func BuiltinPresets() Presets { return viewport.Builtin() }

// ViewportNames returns the built-in preset names in order.
func ViewportNames() []string { return viewport.Builtin().Names() }

// UserPresetsFile is the per-user presets file; see viewport.UserPresetsFile.
func UserPresetsFile() string { return viewport.UserPresetsFile() }

// LoadPresets returns the built-ins, the per-user file and files, in order.
func LoadPresets(files ...string) (Presets, error) { return viewport.LoadPresets(files...) }
