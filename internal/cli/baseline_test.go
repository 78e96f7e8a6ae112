package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// baselinePage is a page in one of two states: the second changes the
// headline's text and grows the button, which pushes the note down.
func baselinePage(second bool) string {
	headline, pad := "Plans for teams", "8px"
	if second {
		headline, pad = "Plans for every team", "16px"
	}
	return fmt.Sprintf(`<!doctype html><title>baseline</title><style>body{margin:0;font:16px/1.4 sans-serif}main{padding:24px}
.cta{padding:%s 20px;border:0;background:#1e293b;color:#fff;font-size:16px}</style>
<main><h1 class="headline">%s</h1><button class="cta">Start free</button><p class="note">No card needed.</p></main>`, pad, headline)
}

// TestInspectBaseline: the first run saves the look; the next against the
// same page says unchanged (and so does its JSON); after the page changed
// it lists the headline and the button with what it pushed, and the file
// is kept until --update-baseline saves the new look, after which the
// page reads as unchanged again.
func TestInspectBaseline(t *testing.T) {
	var second atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, baselinePage(second.Load()))
	}))
	t.Cleanup(srv.Close)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	file := filepath.Join(t.TempDir(), "home.json")
	inspect := func(extra ...string) (string, string) {
		t.Helper()
		out, errOut, code := runCLI(t, append([]string{"inspect", srv.URL, "--delay", "0", "--baseline", file}, extra...)...)
		if code != exitOK {
			t.Fatalf("inspect %v = %d\n%s\n%s", extra, code, out, errOut)
		}
		return out, errOut
	}

	if out, _ := inspect(); !strings.Contains(out, "baseline saved: "+file) {
		t.Fatalf("first run did not save the baseline:\n%s", out)
	}
	saved := mustRead(t, file)
	if out, _ := inspect(); !strings.Contains(out, "unchanged: nothing visible changed") {
		t.Errorf("same page, want unchanged:\n%s", out)
	}
	out, _ := inspect("--json")
	var p struct {
		SinceLastCapture struct {
			Unchanged bool `json:"unchanged"`
		} `json:"sinceLastCapture"`
	}
	if err := json.Unmarshal([]byte(out), &p); err != nil || !p.SinceLastCapture.Unchanged {
		t.Errorf("--json: unchanged missing (%v):\n%.600s", err, out)
	}

	second.Store(true)
	out, _ = inspect()
	for _, want := range []string{"h1.headline: text 'Plans for teams' → 'Plans for every team'", "button.cta: resized ", "pushed p.note moved 16 px down", "at index.html:"} {
		if !strings.Contains(out, want) {
			t.Errorf("changed page: %q missing:\n%s", want, out)
		}
	}
	if mustRead(t, file) != saved {
		t.Errorf("a comparison without --update-baseline rewrote the file")
	}
	inspect("--update-baseline")
	if out, _ := inspect(); !strings.Contains(out, "unchanged: nothing visible changed") {
		t.Errorf("after --update-baseline, want unchanged:\n%s", out)
	}
}

// TestInspectBaselineRefuses: a baseline of another target, or a file
// that is not one, is a usage error that names the file, and the file is
// left as it was.
func TestInspectBaselineRefuses(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, baselinePage(false))
	}))
	t.Cleanup(srv.Close)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir := t.TempDir()
	good := filepath.Join(dir, "desktop.json")
	if _, errOut, code := runCLI(t, "inspect", srv.URL, "--delay", "0", "--baseline", good); code != exitOK {
		t.Fatalf("save = %d: %s", code, errOut)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"version": 1, "url": `), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, file string
		args       []string
		want       []string
	}{
		{"another viewport", good, []string{"--viewport", "mobile"}, []string{good, "(desktop)", "(mobile)"}},
		{"another URL", good, []string{}, []string{good, "pass the same URL"}},
		{"not a baseline", bad, nil, []string{bad, "is not a VibeLens baseline"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := mustRead(t, tc.file)
			url := srv.URL
			if tc.name == "another URL" {
				url = srv.URL + "/other"
			}
			_, errOut, code := runCLI(t, append([]string{"inspect", url, "--delay", "0", "--baseline", tc.file}, tc.args...)...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d: %s", code, exitUsage, errOut)
			}
			for _, w := range tc.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("message does not say %q:\n%s", w, errOut)
				}
			}
			if after := mustRead(t, tc.file); !bytes.Equal([]byte(after), []byte(before)) {
				t.Errorf("%s was changed", tc.file)
			}
		})
	}
	if _, errOut, code := runCLI(t, "inspect", srv.URL, "--update-baseline"); code != exitUsage || !strings.Contains(errOut, "--save needs --compare-to") {
		t.Errorf("--update-baseline alone = %d: %s", code, errOut)
	}
}
