package cli

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/xvfb"
)

// TestPointNoDisplay: without a display point fails at once and says how
// to go on.
func TestPointNoDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	_, errOut, code := runCLI(t, "point", "http://localhost:3000/")
	if code != exitFailure || !strings.Contains(errOut, "no display") || !strings.Contains(errOut, "inspect_localhost_ui with a selector") {
		t.Errorf("point without a display = %d, %q", code, errOut)
	}
}

// TestPointCommandUnderXvfb: vibelens point, with a person's real
// Alt+click, note and Enter in the window: the printout and --json name
// the element, and the command exits 0.
func TestPointCommandUnderXvfb(t *testing.T) {
	if _, err := browser.FindBrowser("", true); err != nil {
		t.Skip("needs Chromium: ", err)
	}
	xvfb.NeedXdotool(t)
	xvfb.StartT(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	page, err := os.ReadFile(filepath.Join("..", "..", "browser", "testdata", "point", "page.html"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	}))
	defer srv.Close()
	dir := t.TempDir()
	presets := filepath.Join(dir, "viewports.yaml")
	// A preset that fits the test display with the browser's bars.
	if err := os.WriteFile(presets, []byte("- name: small\n  width: 900\n  height: 560\n  deviceScaleFactor: 1\n  mobile: false\n  touch: false\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	jsonFile := filepath.Join(dir, "picks.json")
	type result struct {
		out, errOut string
		code        int
	}
	done := make(chan result, 1)
	go func() {
		out, errOut, code := runCLI(t, "point", srv.URL+"/", "--viewports", presets, "--viewport", "small", "--json", jsonFile, "--timeout", "90s")
		done <- result{out, errOut, code}
	}()
	h := xvfb.FindWindow(t, "point fixture")
	h.AltClick(180, 124)
	h.Type("make it bigger")
	h.Key("Return")
	r := <-done
	if r.code != exitOK || !strings.Contains(r.out, " 1. #buy") || !strings.Contains(r.out, "your note: make it bigger") {
		t.Fatalf("point = %d\n%s\n%s", r.code, r.out, r.errOut)
	}
	var got browser.Pointed
	data, err := os.ReadFile(jsonFile)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &got); err != nil || len(got.Picks) != 1 || got.Picks[0].Selector != "#buy" || got.Picks[0].DeveloperNote != "make it bigger" {
		t.Errorf("--json = %s (%v), want the #buy pick with the note", data, err)
	}
}
