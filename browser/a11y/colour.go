package a11y

import (
	"math"
	"strconv"
	"strings"
)

// ColourName says a CSS hex colour in plain words, "light grey" for
// #b8b8b8, so a finding reads as what a person sees (the hex values are
// in its detail). An unreadable value comes back as it is.
func ColourName(hex string) string {
	r, g, b, ok := parseHex(hex)
	if !ok {
		return hex
	}
	return colourWords(r, g, b)
}

func parseHex(s string) (r, g, b float64, ok bool) {
	s = strings.TrimPrefix(s, "#")
	if len(s) == 3 {
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	}
	if len(s) == 8 { // alpha: axe has already blended it
		s = s[:6]
	}
	if len(s) != 6 {
		return 0, 0, 0, false
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return 0, 0, 0, false
	}
	return float64(v>>16&0xff) / 255, float64(v>>8&0xff) / 255, float64(v&0xff) / 255, true
}

// colourWords names a colour by its hue and lightness (HSL).
func colourWords(r, g, b float64) string {
	hi, lo := math.Max(r, math.Max(g, b)), math.Min(r, math.Min(g, b))
	l := (hi + lo) / 2
	var s float64
	if hi != lo {
		d := hi - lo
		if l > 0.5 {
			s = d / (2 - hi - lo)
		} else {
			s = d / (hi + lo)
		}
	}
	if s < 0.15 || hi-lo < 0.03 {
		switch {
		case l > 0.96:
			return "white"
		case l > 0.68:
			return "light grey"
		case l > 0.38:
			return "grey"
		case l > 0.12:
			return "dark grey"
		}
		return "black"
	}
	var h float64
	switch hi {
	case r:
		h = math.Mod((g-b)/(hi-lo), 6)
	case g:
		h = (b-r)/(hi-lo) + 2
	default:
		h = (r-g)/(hi-lo) + 4
	}
	h = math.Mod(h*60+360, 360)
	name := "red"
	for _, band := range []struct {
		upTo float64
		name string
	}{{15, "red"}, {45, "orange"}, {66, "yellow"}, {165, "green"}, {195, "teal"}, {255, "blue"}, {290, "purple"}, {340, "pink"}, {360, "red"}} {
		if h < band.upTo {
			name = band.name
			break
		}
	}
	switch {
	case l > 0.85:
		return "pale " + name
	case l > 0.72:
		return "light " + name
	case l < 0.36:
		return "dark " + name
	}
	return name
}
