package browser

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
)

// TestUserPresetEmulation captures with a mobile-dark preset: the page's
// CSS sees prefers-color-scheme: dark (a light-only element is hidden and
// drops out of the DOM), and its scripts see the preset's locale, time zone
// and reduced motion. A desktop call after it on the same browser is back
// to the defaults.
func TestUserPresetEmulation(t *testing.T) {
	userPresets, err := os.ReadFile(filepath.Join("viewport", "testdata", "user-presets.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	presets, err := BuiltinPresets().WithUserPresets("test", userPresets)
	if err != nil {
		t.Fatal(err)
	}
	app := serve(t, html(`<!doctype html><meta name=viewport content="width=device-width"><style>@media (prefers-color-scheme: dark) { #light { display: none } }</style>
<p id=light>LIGHT-ONLY</p><p id=env></p><script>
document.getElementById("env").textContent = [
  matchMedia("(prefers-color-scheme: dark)").matches ? "scheme=dark" : "scheme=light",
  matchMedia("(prefers-reduced-motion: reduce)").matches ? "motion=reduce" : "motion=full",
  "lang=" + navigator.language, "tz=" + Intl.DateTimeFormat().resolvedOptions().timeZone,
  "w=" + innerWidth].join(" ");</script>`))
	m := newTestManager(t, Options{NavigationTimeout: 10 * time.Second, Viewports: presets})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for _, tc := range []struct{ viewport, want string }{
		{"mobile-dark", "scheme=dark motion=reduce lang=de-DE tz=Europe/Berlin w=390"},
		{"desktop", "scheme=light motion=full lang=en-US tz=UTC w=1920"},
	} {
		res, err := m.Capture(ctx, Request{URL: app.URL, Viewport: tc.viewport})
		if err != nil {
			t.Fatalf("%s: %v", tc.viewport, err)
		}
		if !strings.Contains(res.SimplifiedDOM, tc.want) {
			t.Errorf("%s: DOM %s, want %q", tc.viewport, contract.Clip(res.SimplifiedDOM, 400), tc.want)
		}
		if dark := !strings.Contains(res.SimplifiedDOM, "LIGHT-ONLY"); dark != (tc.viewport == "mobile-dark") {
			t.Errorf("%s: light-only element hidden = %v", tc.viewport, dark)
		}
		if res.Summary.Viewport.Name != tc.viewport {
			t.Errorf("summary viewport = %s, want %s", res.Summary.Viewport.Name, tc.viewport)
		}
	}
	if _, err := m.Capture(ctx, Request{URL: app.URL, Viewport: "watch"}); AsError(err).Code != CodeInvalidArguments ||
		!strings.Contains(AsError(err).NextStep, "mobile-dark") {
		t.Errorf("unknown viewport: %v, want INVALID_ARGUMENTS listing mobile-dark", err)
	}
}
