package cli

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckColorScheme: a page whose dark theme forgot a note's colour
// fails only in dark, and every report names the scheme of the case;
// a value check does not know is a usage error that lists the choices.
func TestCheckColorScheme(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><title>themes</title><meta name="viewport" content="width=device-width">
<style>body{background:#fff;color:#111} .note{color:#333} @media (prefers-color-scheme: dark){body{background:#111;color:#eee}}</style>
<main><h1>Account</h1><p class="note">Your plan renews monthly.</p></main>`)
	}))
	defer srv.Close()

	dir := t.TempDir()
	js, junit, sarif := filepath.Join(dir, "c.json"), filepath.Join(dir, "c.xml"), filepath.Join(dir, "c.sarif")
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--fail-on", "warning", "--color-scheme", "both", "--json", js, "--junit", junit, "--sarif", sarif, srv.URL)
	if code != exitFailure || !strings.Contains(out, "desktop dark") || !strings.Contains(out, "desktop light") {
		t.Fatalf("check --color-scheme both = %d, want a failure and both schemes in the table\n%s\n%s", code, out, errOut)
	}
	var report struct {
		Cases []struct {
			Viewport    string   `json:"viewport"`
			ColorScheme string   `json:"colorScheme"`
			Failures    []string `json:"failures"`
		} `json:"cases"`
	}
	if err := json.Unmarshal([]byte(mustRead(t, js)), &report); err != nil {
		t.Fatal(err)
	}
	cases := report.Cases
	if len(cases) != 2 || cases[0].ColorScheme != "light" || len(cases[0].Failures) != 0 ||
		cases[1].ColorScheme != "dark" || len(cases[1].Failures) != 1 || !strings.Contains(cases[1].Failures[0], "p.note") {
		t.Errorf("cases = %+v, want light passing and dark failing on p.note", cases)
	}
	if x := mustRead(t, junit); !strings.Contains(x, `name="desktop dark"`) {
		t.Errorf("JUnit names no dark case:\n%s", x)
	}
	if s := mustRead(t, sarif); !strings.Contains(s, "desktop dark)") {
		t.Errorf("SARIF message names no scheme:\n%s", s)
	}

	_, errOut, code = runCLI(t, "check", "--color-scheme", "dim", srv.URL)
	if code != exitUsage || !strings.Contains(errOut, "--color-scheme must be light, dark or both") {
		t.Errorf("--color-scheme dim = %d, want a usage error listing the choices\n%s", code, errOut)
	}
}

// TestCheckRecordsSchemeInEffect: a case with no --color-scheme whose look
// was dark (a preset with colorScheme dark here; a headed browser on a
// dark system is the same, TestHeadedSchemeInEffect) is reported and
// keyed as dark, not as the light default; a light look stays unnamed.
func TestCheckRecordsSchemeInEffect(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><title>themes</title><meta name="viewport" content="width=device-width">
<style>body{background:#fff;color:#111} .note{color:#333} @media (prefers-color-scheme: dark){body{background:#111;color:#eee}}</style>
<main><h1>Account</h1><p class="note">Your plan renews monthly.</p></main>`)
	}))
	defer srv.Close()
	dir := t.TempDir()
	presets := filepath.Join(dir, "presets.yaml")
	if err := os.WriteFile(presets, []byte("- name: desktop-dark\n  width: 1280\n  height: 800\n  deviceScaleFactor: 1\n  colorScheme: dark\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	js := filepath.Join(dir, "c.json")
	out, errOut, _ := runCLI(t, "check", "--delay", "0", "--viewports", presets, "--viewport", "desktop-dark,desktop", "--json", js, srv.URL)
	var report struct {
		Cases []struct {
			Viewport    string `json:"viewport"`
			ColorScheme string `json:"colorScheme"`
		} `json:"cases"`
	}
	if err := json.Unmarshal([]byte(mustRead(t, js)), &report); err != nil {
		t.Fatalf("%v\n%s\n%s", err, out, errOut)
	}
	got := map[string]string{}
	for _, c := range report.Cases {
		got[c.Viewport] = c.ColorScheme
	}
	if got["desktop-dark"] != "dark" || got["desktop"] != "" || len(got) != 2 {
		t.Errorf("cases' colorScheme = %q, want dark for desktop-dark and none for desktop", got)
	}
	if !strings.Contains(out, "desktop-dark dark") {
		t.Errorf("table does not name the dark look:\n%s", out)
	}
}
