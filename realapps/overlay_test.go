package realapps

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// overlayCase breaks one module of a Vite app, the way a half-finished edit
// does, and expects the dev-error-overlay finding to quote the compiler's
// message and the line:column (issue 10).
type overlayCase struct {
	app      *app
	file     string // under the app's folder; restored when the test ends
	broken   string
	wantMsg  string         // part of the compiler's message
	wantLoc  *regexp.Regexp // file:line:column in the detail
	knownGap string
}

var overlayCases = []overlayCase{
	{
		app:  viteReact,
		file: "src/PriceTag.jsx",
		broken: `export default function PriceTag({ amount }) {
  const label = format(amount;
  return <p className="price-tag text-lg">{label}</p>;
}
`,
		wantMsg: "Expected",
		wantLoc: regexp.MustCompile(`PriceTag\.jsx:2:\d+`),
	},
	{
		app:  vueVite,
		file: "src/PriceTag.vue",
		broken: `<script setup>
const props = defineProps({ amount: Number });
const label = format(props.amount;
</script>

<template>
  <p class="price-tag text-lg">{{ label }}</p>
</template>
`,
		wantMsg: "Unexpected token",
		wantLoc: regexp.MustCompile(`PriceTag\.vue:3:\d+`),
	},
	{
		app:  svelteVite,
		file: "src/PriceTag.svelte",
		broken: `<script>
  let { amount } = $props();
  const label = format(amount;
</script>

<p class="price-tag text-lg">{label}</p>
`,
		wantMsg: "Unexpected token",
		wantLoc: regexp.MustCompile(`PriceTag\.svelte:3:\d+`),
	},
}

func TestDevOverlayNamesTheError(t *testing.T) {
	for _, tc := range overlayCases {
		t.Run(tc.app.name, func(t *testing.T) {
			gap(t, tc.knownGap)
			srv := tc.app.server(t)
			path := filepath.Join(srv.Dir, tc.file)
			orig, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			module := srv.URL + "/" + tc.file
			t.Cleanup(func() {
				if err := os.WriteFile(path, orig, 0o644); err != nil {
					t.Errorf("restore %s: %v", path, err)
					return
				}
				waitStatus(t, module, http.StatusOK)
				// The app is healthy again, and any full reload Vite
				// buffered for the next tab is spent here.
				res := capture(t, srv.URL+"/overlay.html", "desktop", time.Second)
				if !strings.Contains(res.SimplifiedDOM, "per month") {
					t.Errorf("after restoring %s the page does not render:\n%s", tc.file, describe(res))
				}
			})
			if err := os.WriteFile(path, []byte(tc.broken), 0o644); err != nil {
				t.Fatal(err)
			}
			waitStatus(t, module, http.StatusInternalServerError)

			res := capture(t, srv.URL+"/overlay.html", "desktop", 0)
			for _, f := range res.Findings {
				if f.Kind != "dev-error-overlay" {
					continue
				}
				if !strings.Contains(f.Detail, tc.wantMsg) || !tc.wantLoc.MatchString(f.Detail) {
					t.Errorf("dev-error-overlay detail %q, want the message (%q) and %s", f.Detail, tc.wantMsg, tc.wantLoc)
				}
				return
			}
			t.Errorf("no dev-error-overlay finding\n%s", describe(res))
		})
	}
}

// waitStatus polls url until the dev server answers with status, so the
// capture sees the file as written, not a cached transform.
func waitStatus(t *testing.T, url string, status int) {
	t.Helper()
	var got int
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		res, err := http.Get(url)
		if err != nil {
			continue
		}
		res.Body.Close()
		if got = res.StatusCode; got == status {
			return
		}
	}
	t.Fatalf("GET %s = %d, want %d within 15 s", url, got, status)
}
