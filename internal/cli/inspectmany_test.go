package cli

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
)

// schemePage follows the preference, and its dark theme forgot a note's
// colour: a dark render has a contrast finding the light one has not.
const schemePage = `<!doctype html><html lang="en"><title>themes</title><meta name="viewport" content="width=device-width">
<style>body{background:#fff;color:#111} .note{color:#333} @media (prefers-color-scheme: dark){body{background:#111;color:#eee}}</style>
<header><button aria-label="Toggle theme">&#9790;</button></header><main><h1>Account</h1><p class="note">Your plan renews monthly.</p></main>`

func serveSchemePage(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, schemePage)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// TestInspectColorSchemeAndAll: vibelens inspect takes the tool's
// colorScheme and viewport all, so a developer sees from the terminal
// what the assistant sees: --json prints the tool's merged answer (a
// render per viewport and scheme, findings with their schemes), the
// summary a section per render with its colour scheme, and every render's
// screenshot is saved.
func TestInspectColorSchemeAndAll(t *testing.T) {
	url := serveSchemePage(t)
	dir := t.TempDir()

	out, errOut, code := runCLI(t, "inspect", "--delay", "0", "--viewport", "all", "--color-scheme", "both", "--json", "--out", filepath.Join(dir, "shot.jpg"), url)
	if code != exitOK {
		t.Fatalf("inspect --viewport all --color-scheme both --json = %d\n%s\n%s", code, out, errOut)
	}
	var merged struct {
		Viewports []struct {
			Name        string `json:"name"`
			ColorScheme string `json:"colorScheme"`
			Image       int    `json:"image"`
		} `json:"viewports"`
		Findings []struct {
			Selector string   `json:"selector"`
			Schemes  []string `json:"colorSchemes"`
		} `json:"findings"`
	}
	if err := json.Unmarshal([]byte(out), &merged); err != nil {
		t.Fatalf("--json output is not the tool's answer: %v\n%s", err, out)
	}
	var got []string
	for _, v := range merged.Viewports {
		got = append(got, fmt.Sprintf("%s %s %d", v.Name, v.ColorScheme, v.Image))
	}
	if want := "desktop light 1,tablet light 2,mobile light 3,desktop dark 4,tablet dark 5,mobile dark 6"; strings.Join(got, ",") != want {
		t.Errorf("renders %q, want %s", got, want)
	}
	note := false
	for _, f := range merged.Findings {
		note = note || f.Selector == "p.note" && strings.Join(f.Schemes, ",") == "dark"
	}
	if !note {
		t.Errorf("findings %+v lack p.note in dark only", merged.Findings)
	}
	shots, _ := filepath.Glob(filepath.Join(dir, "shot-*.jpg"))
	if len(shots) != 6 {
		t.Errorf("screenshots %q, want one per render", shots)
	}

	out, errOut, code = runCLI(t, "inspect", "--delay", "0", "--color-scheme", "both", "--out", filepath.Join(dir, "both.jpg"), url)
	if code != exitOK {
		t.Fatalf("inspect --color-scheme both = %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{"== desktop light ==", "== desktop dark ==", "colour scheme: dark", "follows the preference: true",
		`theme switch: button[aria-label="Toggle theme"]`, filepath.Join(dir, "both-desktop-dark.jpg")} {
		if !strings.Contains(out, want) {
			t.Errorf("inspect --color-scheme both lacks %q:\n%s", want, out)
		}
	}

	// One scheme is one look, as the tool gives it.
	out, errOut, code = runCLI(t, "inspect", "--delay", "0", "--color-scheme", "dark", "--json", url)
	var single struct {
		Summary struct {
			Theme struct {
				Scheme string `json:"scheme"`
			} `json:"colorScheme"`
		} `json:"summary"`
	}
	if code != exitOK || json.Unmarshal([]byte(out), &single) != nil || single.Summary.Theme.Scheme != "dark" {
		t.Errorf("inspect --color-scheme dark --json = %d, summary.colorScheme %+v\n%s\n%s", code, single.Summary.Theme, out, errOut)
	}
}

// TestInspectSchemeUsage: a scheme inspect does not know, and a comparison
// of several renders, are usage errors that say what to pass.
func TestInspectSchemeUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--color-scheme", "dim"}, "--color-scheme must be light, dark or both"},
		{[]string{"--color-scheme", "both", "--compare-to", "x.json"}, "--compare-to compares one look"},
		{[]string{"--viewport", "all", "--compare-to", "x.json"}, "--compare-to compares one look"},
		{[]string{"--viewport", "watch"}, "--viewport must be"},
	} {
		_, errOut, code := runCLI(t, append(append([]string{"inspect"}, tc.args...), "http://127.0.0.1:1/")...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("inspect %q = %d, %q; want a usage error with %q", tc.args, code, errOut, tc.want)
		}
	}
}
